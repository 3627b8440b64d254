"""Laying out rule text in a fixed number of terminal cells.

Thai has no spaces between words and uses zero-width combining marks, so lines are
broken only at word boundaries found by a Thai word segmenter, and widths are counted
in cells, not code points.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import TYPE_CHECKING

from engine.book.model import REF_PATTERN

if TYPE_CHECKING:
    from pythainlp.util.trie import Trie

_THAI_RUN = re.compile(r"[\u0E00-\u0E7F]+")


def plain(text: str) -> str:
    """Rule text as a reader sees it: ``{6.1}`` becomes ``6.1``."""
    return REF_PATTERN.sub(lambda m: m.group(1), text)


def cell_width(text: str) -> int:
    width = 0
    for ch in text:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


_KNOWN_SEGMENTS: dict[str, tuple[str, ...]] = {}
"""Segmentations computed earlier (kept with the cached book), so that showing Thai rule
text does not pay for loading the segmenter's dictionary."""

_EXTRA_WORDS: set[str] = set()
"""Terms of the game (glossary forms) that must never be split across lines."""


_KNOWN_PLAIN: dict[str, tuple[str, ...]] = {}
"""Segmentations with the segmenter's own dictionary only (see dictionary_words)."""

_learned = False
"""True once a segmentation was computed in this process (so the memo is worth saving)."""


def remember_segments(segments: dict[str, tuple[str, ...]],
                      plain: dict[str, tuple[str, ...]] | None = None) -> None:
    _KNOWN_SEGMENTS.update(segments)
    if plain:
        _KNOWN_PLAIN.update(plain)


def segment_memo() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]], bool]:
    """Every segmentation known in this process (game words, plain dictionary), and
    whether any was computed here rather than remembered."""
    return dict(_KNOWN_SEGMENTS), dict(_KNOWN_PLAIN), _learned


def use_words(words: set[str]) -> None:
    """Add words to the segmenter's dictionary, e.g. ลูกคิวบอล, which it would split."""
    new = {w for w in words if _THAI_RUN.fullmatch(w)} - _EXTRA_WORDS
    if new:
        _EXTRA_WORDS.update(new)
        _KNOWN_SEGMENTS.clear()  # made without these words: no longer right
        thai_words.cache_clear()
        _dictionary.cache_clear()


@lru_cache(maxsize=1)
def _dictionary() -> Trie:
    from pythainlp.corpus.common import thai_words as standard_words
    from pythainlp.util import dict_trie

    return dict_trie(set(standard_words()) | _EXTRA_WORDS)


def thai_runs(text: str) -> list[str]:
    return _THAI_RUN.findall(plain(text))


@lru_cache(maxsize=4096)
def thai_words(run: str) -> tuple[str, ...]:
    """A Thai run cut into words, the game's terms kept whole."""
    known = _KNOWN_SEGMENTS.get(run)
    if known is None:
        custom = _dictionary() if _EXTRA_WORDS else None
        known = _KNOWN_SEGMENTS[run] = _segment(run, custom)
    return known


def dictionary_words(run: str) -> tuple[str, ...]:
    """A Thai run cut with the segmenter's own dictionary only, without the game's terms
    ("ผู้แทงเปิด" is one word with them and three without)."""
    known = _KNOWN_PLAIN.get(run)
    if known is None:
        known = _KNOWN_PLAIN[run] = _segment(run, None)
    return known


def _segment(run: str, custom: Trie | None) -> tuple[str, ...]:
    global _learned
    from pythainlp.tokenize import word_tokenize  # slow to load: only for text not seen before

    _learned = True
    words = word_tokenize(run, engine="newmm", keep_whitespace=True, custom_dict=custom)
    return tuple(w for w in words if w)


def tokens(text: str) -> list[str]:
    """Pieces between which a line may break; spaces are their own pieces.

    Inside a run of text without spaces, a line may break only between two Thai words:
    brackets, quotes and digits stay with the word they touch.
    """
    out: list[str] = []
    for piece in re.split(r"(\s+)", text):
        if not piece:
            continue
        if piece.isspace() or not _THAI_RUN.search(piece):
            out.append(piece)
            continue
        words: list[str] = []
        prefix = ""
        pos = 0
        for m in _THAI_RUN.finditer(piece):
            between = piece[pos:m.start()]
            if words:
                words[-1] += between
            else:
                prefix = between
            run_words = list(thai_words(m.group(0)))
            run_words[0] = prefix + run_words[0] if not words else run_words[0]
            words.extend(run_words)
            pos = m.end()
        words[-1] += piece[pos:]
        out.extend(words)
    return _glue_marks(out)


def _glue_marks(pieces: list[str]) -> list[str]:
    """Never start a piece with a combining mark: it belongs to the cluster before it."""
    out: list[str] = []
    for p in pieces:
        if out and p and unicodedata.category(p[0]) in ("Mn", "Me"):
            out[-1] += p
        else:
            out.append(p)
    return out


def wrap(text: str, width: int) -> list[str]:
    """Break ``text`` into lines of at most ``width`` cells, at word boundaries."""
    width = max(width, 8)
    lines: list[str] = []
    line = ""
    line_w = 0
    for tok in tokens(text):
        if tok.isspace():
            if line:
                line += " "
                line_w += 1
            continue
        w = cell_width(tok)
        if line_w + w > width and line.strip():
            lines.append(line.rstrip())
            line, line_w = "", 0
        while w > width:  # a single word longer than the line: cut between clusters
            head, tok = _split_cells(tok, width - line_w)
            lines.append((line + head).rstrip())
            line, line_w = "", 0
            w = cell_width(tok)
        line += tok
        line_w += w
    if line.strip():
        lines.append(line.rstrip())
    return lines or [""]


def _split_cells(word: str, width: int) -> tuple[str, str]:
    used = 0
    for i, ch in enumerate(word):
        w = cell_width(ch)
        if used + w > width and i > 0 and w > 0:
            return word[:i], word[i:]
        used += w
    return word, ""


def pad(text: str, width: int) -> str:
    """Pad with spaces to exactly ``width`` cells (text must already fit)."""
    return text + " " * max(0, width - cell_width(text))
