"""Completeness: translations that are missing, empty, or still the English."""

from __future__ import annotations

import re
from collections.abc import Iterator

from engine.book.model import Lang, Rule, Translation
from engine.consistency.excerpt import THAI, head, pieces
from engine.consistency.finding import Finding
from engine.consistency.inputs import TRANSLATED, CheckInput
from engine.i18n import N_
from engine.translatable import message

CODES = ("completeness.missing", "completeness.empty", "completeness.identical",
         "completeness.untranslated", "completeness.title")

_LETTERS = re.compile(r"[^\W\d_]")


def check(data: CheckInput) -> Iterator[Finding]:
    names = {n.casefold() for n in data.names} | _glossary_names(data)
    for rule in data.rules():
        for lang in TRANSLATED:
            t = rule.get(lang)
            if t is None:
                yield Finding(rule.id, lang, "completeness.missing",
                              message(N_("there is no translation of this rule")),
                              rule.english.title, "title")
                continue
            yield from _check_translation(rule, t, names)


def _check_translation(rule: Rule, t: Translation, names: set[str]) -> Iterator[Finding]:
    en = rule.english
    if en.body and not t.body:
        yield Finding(rule.id, t.lang, "completeness.empty",
                      message(N_("the translation has a title but no text")), t.title, "title")
    english = {(p.where, p.text) for p in pieces(en)}
    for piece in pieces(t):
        text = piece.text
        if not _LETTERS.search(text) or _only_names(text, names):
            continue
        if piece.where == "title" and text.strip().casefold() == en.title.strip().casefold():
            yield Finding(rule.id, t.lang, "completeness.title",
                          message(N_("the title is still the English")), text, "title")
        elif (piece.where, text) in english and piece.where != "title":
            yield Finding(rule.id, t.lang, "completeness.identical",
                          message(N_("the text is the same as the English")), head(text),
                          piece.where)
        elif t.lang is Lang.TH and not THAI.search(text):
            yield Finding(rule.id, t.lang, "completeness.untranslated",
                          message(N_("the text has no Thai in it")), head(text), piece.where)


def _only_names(text: str, names: set[str]) -> bool:
    """True when nothing but allowed names, numbers and punctuation is left."""
    rest = text.casefold()
    for name in sorted(names, key=len, reverse=True):
        rest = rest.replace(name, " ")
    return not _LETTERS.search(rest)


def _glossary_names(data: CheckInput) -> set[str]:
    """Glossary terms a translation keeps in English are names, not untranslated text."""
    out: set[str] = set()
    for term in data.book.glossary:
        en = term.languages.get(Lang.EN)
        if en is None:
            continue
        english = {f.casefold() for f in en.forms}
        for lang in TRANSLATED:
            tr = term.languages.get(lang)
            if tr is not None:
                out |= {f.casefold() for f in tr.forms if f.casefold() in english}
    return out
