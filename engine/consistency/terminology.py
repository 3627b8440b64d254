"""Terminology: a glossary term the English uses appears in the translation too.

The glossary (rules_data/glossary.yaml) lists for each term the forms each language writes:
Swedish inflections and compounds ("köboll", "köbollen"), Thai words. A Swedish form
matches at the start of a word, so "köbollens" counts as "köboll"; a Thai form must
begin where the segmented text has a word boundary and may run on into a longer word, as
a Swedish one may ("ผู้แทง" in "ผู้แทงเปิด"), but never ends inside a character cluster. Where the
English names a longer term ("cue ball"), the shorter one inside it ("cue") is not
counted.

A term is only held to where the translation keeps to it: when a language renders a
term with one of its glossary forms in fewer than nine places in ten where the English
uses it, the glossary does not describe that translation's usage (or the English word
has several senses, as "set" and "pocket" do), and a finding for every rule would be
noise. Those terms are for the glossary's editor, not for each rule.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from engine.book.model import LANGS, Lang, Rule, Term
from engine.consistency.excerpt import WordStarts, pieces, snippet
from engine.consistency.finding import Finding
from engine.consistency.inputs import CheckInput
from engine.consistency.titles import Titles, without_cited_titles
from engine.i18n import N_
from engine.translatable import message

CODES = ("terminology.term",)

MIN_ADHERENCE = 0.9


@lru_cache(maxsize=2048)
def _pattern(form: str, lang: Lang) -> re.Pattern[str]:
    body = re.escape(form).replace(r"\ ", r"[\s-]+")
    tail = r"(?![\w])" if lang is Lang.EN else ""
    return re.compile(r"(?<![\w])" + body + tail, re.IGNORECASE)


def find_form(text: str, forms: tuple[str, ...], lang: Lang,
              starts: WordStarts | None = None) -> re.Match[str] | None:
    """The first place one of ``forms`` is written in ``text``; Thai forms must begin at
    one of ``starts`` (word starts of the text, or of the same text before masking)."""
    if lang is Lang.TH:
        return _find_thai(text, forms, starts if starts is not None else WordStarts(text))
    for form in forms:
        m = _pattern(form, lang).search(text)
        if m:
            return m
    return None


def _find_thai(text: str, forms: tuple[str, ...], starts: WordStarts) -> re.Match[str] | None:
    places: list[tuple[int, str]] = []
    for form in forms:
        if form.isascii():  # "Foot Spot" in Thai text is matched as in English
            m = _pattern(form, Lang.EN).search(text)
            if m:
                return m
            continue
        at = text.find(form)
        while at != -1:
            end = at + len(form)
            if end == len(text) or not _is_mark(text[end]):
                places.append((at, form))
            at = text.find(form, at + 1)
    # the game's segmentation first: the dictionary's costs a segmenter run
    for accept in (starts.by_game, starts.by_dictionary):
        for at, form in places:
            if accept(at):
                return re.compile(re.escape(form)).match(text, at)
    return None


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch) in ("Mn", "Me")


@dataclass(frozen=True, slots=True)
class Use:
    """A term the English of a rule uses, and whether the translation has it."""

    rule: Rule
    lang: Lang
    term: Term
    english: re.Match[str]
    kept: bool


def english_terms(text: str, terms: list[Term]) -> list[tuple[Term, re.Match[str]]]:
    """Terms the English text uses, without those only found inside a longer term."""
    found: list[tuple[Term, list[re.Match[str]]]] = []
    lowered = text.lower()
    for term in terms:
        # a form's first word is written as it is (only the spaces may vary): test that
        # cheaply before running the form's pattern
        matches = [m for form in term.languages[Lang.EN].forms
                   if form.split()[0].lower() in lowered
                   for m in _pattern(form, Lang.EN).finditer(text)]
        if matches:
            found.append((term, matches))
    spans = [(m.start(), m.end()) for _, ms in found for m in ms]
    out: list[tuple[Term, re.Match[str]]] = []
    for term, matches in found:
        alone = [m for m in matches
                 if not any(s <= m.start() and m.end() <= e and (s, e) != m.span()
                            for s, e in spans)]
        if alone:
            out.append((term, min(alone, key=lambda m: m.start())))
    return out


def uses(data: CheckInput) -> list[Use]:
    """Every use of a term in the English, paragraph by paragraph where the translation has
    the same paragraphs and clauses (so a term dropped from one paragraph is not hidden by
    the same word in another), else over the whole rule."""
    terms = [t for t in data.book.glossary if Lang.EN in t.languages]
    titles = {lang: Titles(data.book, lang) for lang in LANGS}
    out: list[Use] = []
    for rule, t in data.translations():
        if not t.body and rule.english.body:
            continue
        en = without_cited_titles(rule.english, titles[Lang.EN]).split("\n")
        # a title quoted even half right is the cited rule's wording, not this rule's;
        # blanking keeps every offset, so word starts come from the text as written
        tr = without_cited_titles(t, titles[t.lang], 0.5).split("\n")
        written = [p.text for p in pieces(t)]
        if [p.where for p in pieces(rule.english)] != [p.where for p in pieces(t)]:
            en, tr, written = ["\n".join(en)], ["\n".join(tr)], ["\n".join(written)]
        for en_text, tr_text, as_written in zip(en, tr, written, strict=True):
            out += _uses(rule, t.lang, english_terms(en_text, terms), tr_text,
                         WordStarts(as_written))
    return out


def _uses(rule: Rule, lang: Lang, used: list[tuple[Term, re.Match[str]]], text: str,
          starts: WordStarts) -> list[Use]:
    out: list[Use] = []
    for term, m in used:
        forms = term.languages.get(lang)
        if forms is not None:
            kept = find_form(text, forms.forms, lang, starts) is not None
            out.append(Use(rule, lang, term, m, kept))
    return out


def adherence(found: list[Use]) -> dict[tuple[Lang, str], float]:
    """For each language and term: the share of rules that keep to the term."""
    counts: dict[tuple[Lang, str], list[int]] = {}
    for use in found:
        c = counts.setdefault((use.lang, use.term.id), [0, 0])
        c[0] += 1
        c[1] += use.kept
    return {k: kept / total for k, (total, kept) in counts.items()}


def check(data: CheckInput) -> Iterator[Finding]:
    found = uses(data)
    share = adherence(found)
    for use in found:
        if use.kept or share[(use.lang, use.term.id)] < MIN_ADHERENCE:
            continue
        forms = use.term.languages[use.lang].forms
        en_text = use.english.string
        yield Finding(use.rule.id, use.lang, "terminology.term",
                      message(N_("the English uses “{term}”, but none of its forms appears "
                                 "here: {forms}"), term=use.english.group(0),
                              forms=", ".join(forms)),
                      snippet(en_text, use.english.start(), use.english.end(), 30))
