"""Text hygiene: what typing, extraction or copy-and-paste leaves in a text.

Leftover markup and broken HTML entities ("&rdqrdquo;"), unbalanced brackets and quotes,
doubled words and repeated phrases, invisible characters, stray spaces, and a sentence
that breaks off in the middle ("för att förhind Han får").
"""

from __future__ import annotations

import html.entities
import re
import unicodedata
from collections.abc import Iterator
from itertools import pairwise

from engine.book.model import Lang, Paragraph, Rule, Translation
from engine.consistency.excerpt import THAI, pieces, snippet, words
from engine.consistency.finding import Finding
from engine.consistency.inputs import CheckInput
from engine.consistency.spelling import misspellings
from engine.i18n import N_
from engine.text_layout import plain
from engine.translatable import Message, message

CODES = ("hygiene.entity", "hygiene.markup", "hygiene.brackets", "hygiene.quotes",
         "hygiene.doubled", "hygiene.repeated", "hygiene.invisible", "hygiene.spaces",
         "hygiene.broken-sentence", "hygiene.unfinished", "hygiene.spelling")

_ENTITY = re.compile(r"&#?[A-Za-z0-9]+;?")
_MARKUP = re.compile(r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]*)?/?>|\*\*|__|\[\[|\]\]|\\[nt\"]|`")
# At least three words (two spaces), or twelve characters of Thai, said twice in a row.
_REPEAT = re.compile(r"(\S[^\n]{11,}?)\1")
_SPACE_BEFORE = re.compile(r"\S( +)[,;:!?]|\S( +)\.(?:\s|$)")
# A lower-case word running straight into a capitalised word that starts a sentence.
_SENTENCE_START = {
    Lang.EN: ("He", "She", "It", "The", "If", "When", "This", "These", "They"),
    Lang.SV: ("Han", "Hon", "Den", "Det", "De", "Om", "När", "Detta", "Dessa", "Spelaren"),
}
_PAIRS = (("(", ")"), ("[", "]"), ("“", "”"), ("«", "»"))


def check(data: CheckInput) -> Iterator[Finding]:
    for rule, t in data.translations((Lang.EN, Lang.SV, Lang.TH)):
        for piece in pieces(t):
            for code, msg, start, end in _problems(piece.text, t.lang):
                yield Finding(rule.id, t.lang, code, msg, snippet(piece.text, start, end, 30),
                              piece.where)
        if t.lang is Lang.SV:
            yield from _unfinished(rule, t)
    for lang in (Lang.EN, Lang.SV):
        for m in misspellings(data, lang):
            yield Finding(m.rule, lang, "hygiene.spelling",
                          message(N_("“{word}” is not a usual word; “{intended}”?"),
                                  word=m.word.text, intended=m.intended),
                          snippet(m.text, m.word.start, m.word.end, 30), m.where)


def _problems(text: str, lang: Lang) -> Iterator[tuple[str, Message, int, int]]:
    yield from _entities(text)
    for m in _MARKUP.finditer(text):
        yield ("hygiene.markup", message(N_("leftover markup {markup}"), markup=m.group(0)),
               m.start(), m.end())
    yield from _brackets(text)
    yield from _repeats(text, lang)
    for i, ch in enumerate(text):
        if ch != " " and (unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp")
                          or ch in "\ufffd\u00a0\u2007\u202f"):
            name = unicodedata.name(ch, "control character")
            yield ("hygiene.invisible", message(N_("invisible or control character {char}"),
                                                char=f"U+{ord(ch):04X} {name}"), i, i + 1)
    yield from _spaces(text, lang)
    for word in _SENTENCE_START.get(lang, ()):
        for m in re.finditer(r"\b([a-zåäöéü]{2,}) +(" + word + r")\b", text):
            yield ("hygiene.broken-sentence",
                   message(N_("the sentence breaks off before “{word}”"), word=m.group(2)),
                   m.start(), m.end())


def _entities(text: str) -> Iterator[tuple[str, Message, int, int]]:
    for m in _ENTITY.finditer(text):
        entity = m.group(0)
        if entity.endswith(";") and entity[1:] in html.entities.html5:
            yield ("hygiene.markup", message(N_("leftover markup {markup}"), markup=entity),
                   m.start(), m.end())
        elif entity.endswith(";") or len(entity) > 3:
            yield ("hygiene.entity", message(N_("broken HTML entity {entity}"), entity=entity),
                   m.start(), m.end())


def _brackets(text: str) -> Iterator[tuple[str, Message, int, int]]:
    for opening, closing in _PAIRS:
        if opening == "“" and opening not in text:
            continue  # Swedish quotes with ” on both sides: counted below
        open_at: list[int] = []
        stray: list[int] = []
        for i, ch in enumerate(text):
            if ch == opening:
                open_at.append(i)
            elif ch == closing:
                if open_at:
                    open_at.pop()
                else:
                    stray.append(i)
        bad = open_at + stray
        if bad:
            code = "hygiene.quotes" if opening == "“" or opening == "«" else "hygiene.brackets"
            yield (code, message(N_("unbalanced {pair}: {opened} opening, {closed} closing"),
                                 pair=opening + closing, opened=text.count(opening),
                                 closed=text.count(closing)), min(bad), min(bad) + 1)
    # Straight quotes and the Swedish ” ” open and close with the same mark.
    for mark in ('"', "”"):
        if mark == "”" and "“" in text:
            continue
        if text.count(mark) % 2:
            at = text.rfind(mark)
            yield ("hygiene.quotes", message(N_("unbalanced {pair}: {opened} opening, "
                                                "{closed} closing"),
                                             pair=mark + mark, opened=text.count(mark) // 2 + 1,
                                             closed=text.count(mark) // 2), at, at + 1)


def _repeats(text: str, lang: Lang) -> Iterator[tuple[str, Message, int, int]]:
    # In Thai a word often meets itself at a phrase boundary ("ผู้เล่น เล่น", the player
    # plays), so only repeated phrases are looked for there, not doubled words.
    ws = [w for w in words(text, lang) if not w.text.isdigit()] if lang is not Lang.TH else []
    for a, b in pairwise(ws):
        between = text[a.end:b.start]
        if a.text.casefold() == b.text.casefold() and not between.strip() and \
                (between or len(a.text) > 1):
            yield ("hygiene.doubled", message(N_("doubled word “{word}”"), word=b.text),
                   a.start, b.end)
    for m in _REPEAT.finditer(text):
        unit = m.group(1)
        if unit.count(" ") >= 2 or (len(THAI.findall(unit)) >= 12):
            yield ("hygiene.repeated", message(N_("repeated phrase “{phrase}”"),
                                               phrase=unit.strip()), m.start(), m.end())


def _spaces(text: str, lang: Lang) -> Iterator[tuple[str, Message, int, int]]:
    if text != text.strip():
        yield ("hygiene.spaces", message(N_("space at the start or end of the text")),
               0, len(text))
    for m in re.finditer(r"  +", text):
        yield ("hygiene.spaces", message(N_("double space")), m.start(), m.end())
    if lang is Lang.TH:  # Thai separates phrases with spaces, before any mark
        return
    for m in _SPACE_BEFORE.finditer(text):
        yield ("hygiene.spaces", message(N_("space before a punctuation mark")),
               m.start(), m.end())


def _unfinished(rule: Rule, t: Translation) -> Iterator[Finding]:
    """A paragraph that stops without the full stop its English paragraph ends with."""
    en = [p.text for p in rule.english.body if isinstance(p, Paragraph)]
    tr = [p.text for p in t.body if isinstance(p, Paragraph)]
    if len(en) != len(tr):
        return
    for e, s in zip(en, tr, strict=True):
        text = plain(s).rstrip()
        if plain(e).rstrip().endswith(".") and text and text[-1].isalnum():
            yield Finding(rule.id, t.lang, "hygiene.unfinished",
                          message(N_("the text stops without the full stop the English ends "
                                     "with")), snippet(text, len(text), len(text), 40))
