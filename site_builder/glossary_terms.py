"""Finding the glossary's terms in rule text, so the site can explain them on hover.

English and Swedish words end where a letter meets a non-letter. Thai is written
without spaces, so there a term must also start and end where the Thai word
segmenter puts a word boundary: ``ลูกเป้า`` must not be found inside a longer word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import accumulate

from engine.book.model import Lang, Term
from engine.text_layout import tokens


@dataclass(frozen=True, slots=True)
class TermHit:
    start: int
    end: int
    term_id: str
    definition: str


class GlossaryMatcher:
    """Every form of every glossary term of one language, longest first."""

    def __init__(self, glossary: tuple[Term, ...], lang: Lang) -> None:
        self.lang = lang
        self._by_form: dict[str, tuple[str, str]] = {}
        for term in glossary:
            form = term.languages.get(lang)
            if form is None:
                continue
            for written in (form.term, *form.forms):
                key = written if lang is Lang.TH else written.casefold()
                self._by_form.setdefault(key, (term.id, form.definition))
        forms = sorted(self._by_form, key=len, reverse=True)
        alternation = "|".join(re.escape(f) for f in forms)
        if not forms:
            self._pattern: re.Pattern[str] | None = None
        elif lang is Lang.TH:
            self._pattern = re.compile(alternation)
        else:
            self._pattern = re.compile(rf"(?<!\w)(?:{alternation})(?!\w)", re.IGNORECASE)

    def find(self, text: str) -> list[TermHit]:
        if self._pattern is None:
            return []
        hits: list[TermHit] = []
        boundaries = _word_boundaries(text) if self.lang is Lang.TH else None
        pos = 0
        while pos < len(text):
            m = self._pattern.search(text, pos)
            if m is None:
                break
            if boundaries is not None and not _at_boundaries(text, m.start(), m.end(),
                                                             boundaries):
                pos = m.start() + 1
                continue
            key = m.group(0) if self.lang is Lang.TH else m.group(0).casefold()
            term_id, definition = self._by_form[key]
            hits.append(TermHit(m.start(), m.end(), term_id, definition))
            pos = m.end()
        return hits


def _word_boundaries(text: str) -> frozenset[int]:
    return frozenset(accumulate((len(t) for t in tokens(text)), initial=0))


def _at_boundaries(text: str, start: int, end: int, boundaries: frozenset[int]) -> bool:
    """A Thai match must not cut a word: each end is a segmenter boundary or a non-letter."""
    start_ok = start in boundaries or start == 0 or not text[start - 1].isalnum()
    end_ok = end in boundaries or end == len(text) or not text[end].isalnum()
    return start_ok and end_ok
