"""Recognising a rule's title where the text quotes it, tolerating case and inflection.

"se {6.10} Fel placering av köboll" quotes the title of 6.10. Words are compared with a
little slack for endings (felaktig / felaktigt, boll / bollar), and in order; Thai is
compared word by word after segmentation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import cached_property

from engine.book.model import Lang, RuleBook, Translation
from engine.consistency.excerpt import Word, pieces, refs_with_spans, words
from engine.text_layout import plain

# Where a quoted title ends: a bracket, a list separator, the next reference or the end
# of a sentence. Dashes, slashes and quotation marks stay: titles such as "Open Table /
# Choosing Groups", "Second Shot of the Rack – Push Out" and the Thai "การแทงโดน
# “ลูกคิวบอล” 2 ครั้ง" contain them.
_TITLE_END = re.compile(r"[()\[\]{};,:]|\.(?:\s|$)|\n")


_RULE_ID = re.compile(r"\d+(?:\.\d+)?")


def rule_of(ref: str) -> str:
    """The rule a reference points into: 6.17 for {6.17(d)}."""
    m = _RULE_ID.match(ref)
    return m.group(0) if m else ref


def cited_text(after: str) -> str:
    """The words right after a reference that may quote a title."""
    m = _TITLE_END.search(after)
    return after[: m.start()] if m else after


def same_word(a: str, b: str) -> bool:
    if a == b:
        return True
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    # A shared stem of at least four letters with at most two letters of ending apart.
    return common >= 4 and common >= max(len(a), len(b)) - 2


def coverage(title: list[str], cited: list[str], thai: bool = False) -> float:
    """Share of the title's words found, in order, at the start of the cited words.

    Thai is also compared letter by letter: the segmenter may keep "การแทงเปิด" whole
    where "การแทงไม้เปิด" has one word more, and that is a near miss, not a different title.
    """
    if not title:
        return 0.0
    if thai:
        a = "".join(title)
        b = "".join(cited)[: len(a) + 4]
        blocks = SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks()
        # runs of three letters or more: two Thai texts share many single letters
        letters = sum(block.size for block in blocks if block.size >= 3) / len(a)
        if letters == 1.0 and not b.startswith(a):
            letters = 0.99  # every letter, but not in one piece: not the title as written
        return max(letters, coverage(title, cited))
    window = cited[: len(title) + 1]
    # Longest common subsequence with same_word() as equality; titles are short.
    prev = [0] * (len(window) + 1)
    for a in title:
        row = [0]
        for j, b in enumerate(window):
            row.append(prev[j] + 1 if same_word(a, b) else max(prev[j + 1], row[j]))
        prev = row
    return prev[-1] / len(title)


@dataclass(frozen=True, slots=True)
class Title:
    rule: str
    text: str
    words: tuple[str, ...]
    short: tuple[str, ...]
    thai: bool
    """The words without a closing remark in brackets: "Annonserad stöt (Dessäng)" may be
    quoted as "Annonserad stöt"."""

    def coverage(self, cited: list[str]) -> float:
        return max(coverage(list(self.words), cited, self.thai),
                   coverage(list(self.short), cited, self.thai))

    def length_in(self, cited: list[str]) -> int:
        """How many of the cited words the title takes up."""
        if coverage(list(self.words), cited, self.thai) >= \
                coverage(list(self.short), cited, self.thai):
            return min(len(self.words), len(cited))
        return min(len(self.short), len(cited))


def title_words(text: str, lang: Lang) -> list[str]:
    return [w.text.casefold() for w in words(plain(text), lang)]


class Titles:
    """Every title of the book in one language, for telling which rule a phrase names."""

    def __init__(self, book: RuleBook, lang: Lang) -> None:
        self.book = book
        self.lang = lang

    @cached_property
    def all(self) -> tuple[Title, ...]:
        out: list[Title] = []
        for section in self.book.sections:
            for rule in (section.node, *section.rules):
                t = rule.get(self.lang)
                if t is not None:
                    short = re.sub(r"\s*\([^()]*\)\s*$", "", t.title) or t.title
                    out.append(Title(rule.id, t.title, tuple(title_words(t.title, self.lang)),
                                     tuple(title_words(short, self.lang)),
                                     self.lang is Lang.TH))
        return tuple(out)

    def of(self, rule_id: str) -> Title | None:
        for t in self.all:
            if t.rule == rule_id:
                return t
        return None

    def named(self, cited: list[str], among: str | None = None) -> Title | None:
        """The title that ``cited`` quotes in full, the longest if several do.

        Short titles ("Stöt", "Set", the Thai "การแทง") count only when they are all that
        is quoted, so that an ordinary word after a reference is not taken for a title.
        """
        best: Title | None = None
        for t in self.all:
            if among is not None and not t.rule.startswith(among):
                continue
            if len(plain(t.text)) < 8 and len(cited) != len(t.words):
                continue
            if t.coverage(cited) == 1.0 and (best is None or len(t.words) > len(best.words)):
                best = t
        return best


def cited_words(text: str, start: int, lang: Lang, stop: int | None = None) -> list[Word]:
    """The words quoted right after position ``start`` of a plain text, up to ``stop``
    (the next reference)."""
    end = start + len(cited_text(text[start:stop]))
    # words of the whole text (segmented once, and cached), not of the cut-out piece
    return [w for w in words(text, lang) if start <= w.start and w.end <= end]


def without_cited_titles(t: Translation, titles: Titles, least: float = 1.0) -> str:
    """The whole text with quoted titles blanked out: those quoted with at least ``least``
    of the title's words.

    A quoted title is the cited rule's wording, not this rule's: a term inside "see 3.7
    Spotting Balls" says nothing about how this rule is translated.
    """
    out: list[str] = []
    for piece in pieces(t):
        chars = list(piece.text)
        refs = list(refs_with_spans(piece.raw))
        for i, (ref, _, end) in enumerate(refs):
            target = titles.of(rule_of(ref))
            cited = cited_words(piece.text, end, t.lang, _next_start(refs, i))
            if target is None or not cited:
                continue
            words_ = [w.text.casefold() for w in cited]
            if target.coverage(words_) >= least:
                stop = cited[target.length_in(words_) - 1].end
                chars[end:stop] = " " * (stop - end)
        out.append("".join(chars))
    return "\n".join(out)


def _next_start(refs: list[tuple[str, int, int]], i: int) -> int | None:
    return refs[i + 1][1] if i + 1 < len(refs) else None
