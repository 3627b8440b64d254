"""The text of a rule as the checks read it: plain pieces, words with offsets, excerpts.

Offsets always refer to the plain text (references without braces), so an excerpt can be
cut from exactly what a reader sees. Thai is split into words by pythainlp; an excerpt
never starts or ends inside a Thai character cluster.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass

from engine.book.cache import glossary_words
from engine.book.model import REF_PATTERN, Lang, RuleBook, Translation
from engine.text_layout import dictionary_words, plain, thai_words, use_words

THAI = re.compile(r"[\u0E00-\u0E7F]")
_THAI_RUN = re.compile(r"[\u0E00-\u0E7F]+")
# \w alone misses Thai vowel and tone marks (category Mn), so the Thai block is added.
_WORD = re.compile(r"[\w\u0E00-\u0E7F]+(?:[-'’:][\w\u0E00-\u0E7F]+)*")


@dataclass(frozen=True, slots=True)
class Piece:
    """One piece of a translation's text: its title, a clause title or a paragraph."""

    where: str
    """``title``, the clause id it belongs to, or ``""`` for the rule's own paragraphs."""
    raw: str
    """As written in the data, references in braces."""

    @property
    def text(self) -> str:
        return plain(self.raw)


@dataclass(frozen=True, slots=True)
class Word:
    start: int
    end: int
    text: str


def pieces(t: Translation) -> Iterator[Piece]:
    yield Piece("title", t.title)
    for owner, text in t.paragraphs():
        yield Piece(owner, text)


def whole_text(t: Translation) -> str:
    return "\n".join(p.text for p in pieces(t))


def plain_offset(raw: str, index: int) -> int:
    """Where ``raw[index]`` lands once the braces of references are dropped."""
    return index - raw.count("{", 0, index) - raw.count("}", 0, index)


def refs_with_spans(raw: str) -> Iterator[tuple[str, int, int]]:
    """Each reference with its span in the plain text."""
    for m in REF_PATTERN.finditer(raw):
        start = plain_offset(raw, m.start())
        yield m.group(1), start, start + len(m.group(1))


def learn_thai_words(book: RuleBook) -> None:
    """Let the segmenter know the game's Thai terms (the glossary): without them
    "ทำฟาล์วสามครั้ง" is cut inside ฟาล์ว and the number is lost."""
    use_words(glossary_words(book))


def words(text: str, lang: Lang) -> list[Word]:
    """Words of ``text`` with their offsets; Thai runs are segmented into words."""
    out: list[Word] = []
    for m in _WORD.finditer(text):
        token = m.group(0)
        if lang is not Lang.TH or not THAI.search(token):
            out.append(Word(m.start(), m.end(), token))
            continue
        pos = m.start()
        for part in re.split(r"([\u0E00-\u0E7F]+)", token):
            if not part:
                continue
            if _THAI_RUN.fullmatch(part):
                for w in thai_words(part):
                    out.append(Word(pos, pos + len(w), w))
                    pos += len(w)
            else:
                out.append(Word(pos, pos + len(part), part))
                pos += len(part)
    return out


class WordStarts:
    """Where a word of a Thai text may begin: where the game's segmentation puts a
    boundary, or else where the plain dictionary's does ("ผู้แทงเปิด" is one word to the
    first and three to the second, and a term may be either). The second segmentation is
    only made when the first does not answer, since it costs a segmenter run."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._game: set[int] | None = None
        self._plain: set[int] | None = None

    def by_game(self, index: int) -> bool:
        if self._game is None:
            self._game = {w.start for w in words(self.text, Lang.TH)}
        return index in self._game

    def by_dictionary(self, index: int) -> bool:
        if self._plain is None:
            self._plain = set()
            for m in _THAI_RUN.finditer(self.text):
                pos = m.start()
                for part in dictionary_words(m.group(0)):
                    self._plain.add(pos)
                    pos += len(part)
        return index in self._plain


def snippet(text: str, start: int, end: int, margin: int = 40) -> str:
    """``text[start:end]`` with some context, cut at spaces where possible, marked with …"""
    lo = max(0, start - margin)
    hi = min(len(text), end + margin)
    if lo > 0:
        space = text.find(" ", lo, start)
        lo = space + 1 if space != -1 else lo
    if hi < len(text):
        space = text.rfind(" ", end, hi)
        hi = space if space != -1 else hi
    while 0 < lo < start and _is_mark(text[lo]):
        lo -= 1
    while end <= hi < len(text) and _is_mark(text[hi]):
        hi += 1
    out = text[lo:hi].strip().replace("\n", " ")
    return ("…" if lo > 0 else "") + out + ("…" if hi < len(text) else "")


def head(text: str, length: int = 70) -> str:
    """The start of a text, for findings about a whole paragraph."""
    return snippet(text, 0, 0, length) if len(text) > length else text


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch) in ("Mn", "Me")
