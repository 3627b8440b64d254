"""A validated book kept between runs, keyed on the data files' and the loader's hashes.

ruamel's round-trip parser is exact but slow; a command that only reads the book
should not pay for it when nothing changed.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import pickle
import tempfile
from pathlib import Path

from platformdirs import user_cache_dir

from engine.book.loader import data_files, default_data_dir, load_book
from engine.book.model import Lang, RuleBook
from engine.text_layout import (
    remember_segments,
    segment_memo,
    thai_runs,
    thai_words,
    use_words,
)

_CODE_DIR = Path(__file__).resolve().parent


def book_key(data_dir: Path) -> str:
    h = hashlib.sha256()
    for path in [*data_files(data_dir), *sorted(_CODE_DIR.glob("*.py"))]:
        h.update(str(path.name).encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:24]


def cache_dir() -> Path:
    return Path(os.environ.get("POOLRULES_CACHE_DIR") or user_cache_dir("poolrules"))


def load_cached_book(data_dir: Path | None = None) -> RuleBook:
    """The validated book, from the cache when the data is unchanged (raises DataError)."""
    data_dir = data_dir or default_data_dir()
    key = book_key(data_dir)
    path = cache_dir() / f"book-{key}.pickle"
    try:
        with path.open("rb") as f:
            book, segments = pickle.load(f)
        if isinstance(book, RuleBook) and isinstance(segments, dict):
            use_words(glossary_words(book))
            remember_segments(segments)
            _recall_segment_memo(book)
            return book
    except (OSError, pickle.PickleError, EOFError, AttributeError, ImportError, TypeError,
            ValueError):
        pass
    book = load_book(data_dir)
    use_words(glossary_words(book))
    _store(path, book, thai_segments(book))
    _recall_segment_memo(book)
    return book


def _memo_path(book: RuleBook) -> Path:
    """One memo per segmenter dictionary: the glossary's Thai words decide the cuts."""
    words = "\n".join(sorted(glossary_words(book))).encode("utf-8")
    return cache_dir() / f"thai-words-{hashlib.sha256(words).hexdigest()[:16]}.pickle"


_memo_saver_registered = False


def _recall_segment_memo(book: RuleBook) -> None:
    """Thai word boundaries found by earlier runs (scenario texts, interface wording, the
    checker's excerpts), so that a run does not load the segmenter for text seen before;
    what this run learns is kept when it ends."""
    global _memo_saver_registered
    path = _memo_path(book)
    try:
        with path.open("rb") as f:
            game, plain = pickle.load(f)
        if isinstance(game, dict) and isinstance(plain, dict):
            remember_segments(game, plain)
    except (OSError, pickle.PickleError, EOFError, ValueError, TypeError):
        pass
    if not _memo_saver_registered:
        _memo_saver_registered = True
        atexit.register(_save_segment_memo, path)


def _save_segment_memo(path: Path) -> None:
    game, plain, learned = segment_memo()
    if learned:
        _write_atomically(path, (game, plain), prefix="thai-words-")


def glossary_words(book: RuleBook) -> set[str]:
    """Thai terms of the glossary, which lines must never split."""
    return {form for term in book.glossary if (th := term.languages.get(Lang.TH))
            for form in (th.term, *th.forms)}


def thai_segments(book: RuleBook) -> dict[str, tuple[str, ...]]:
    """Word boundaries of every Thai run in the book, computed once per data change."""
    texts: list[str] = []
    for section in book.sections:
        for rule in (section.node, *section.rules):
            t = rule.get(Lang.TH)
            if t is not None:
                texts.append(t.title)
                texts += [text for _, text in t.paragraphs()]
    for term in book.glossary:
        form = term.languages.get(Lang.TH)
        if form is not None:
            texts += [form.term, form.definition]
    return {run: thai_words(run) for text in texts for run in thai_runs(text)}


def _store(path: Path, book: RuleBook, segments: dict[str, tuple[str, ...]]) -> None:
    _write_atomically(path, (book, segments), prefix="book-")


def _write_atomically(path: Path, value: object, prefix: str) -> None:
    """Replace older files of the same kind; a cache that cannot be written is no error."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(f"{prefix}*.pickle"):
            if old != path:
                old.unlink(missing_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        pass
