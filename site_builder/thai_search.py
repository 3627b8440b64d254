"""Thai words in the search index, so that a Thai word typed in the search box is found.

Material's search splits text into words at its separator only, and Thai is written
without spaces between words: a whole Thai sentence would be one "word". After the
build, every run of Thai in the index is cut into words by the Thai word segmenter and
the words are joined by ZERO WIDTH SPACE, which the search separator in mkdocs.yml
treats as a word break. The pages themselves are not touched, and the invisible space
shows nowhere in the search results either.

Two segmentations go into the index. The text is cut with the segmenter's standard
dictionary, so that ฟาล์ว is found inside การทำฟาล์ว. The glossary's terms, which the
rule text segmentation keeps whole (ลูกคิวบอล), go into an extra field that is searched
but never shown, so that a reader who types the whole term finds it too.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.text_layout import thai_words as term_aware_words

WORD_BREAK = "\u200b"
TERMS_FIELD = "thai_terms"
_THAI_RUN = re.compile(r"[\u0E00-\u0E7F]+")


@lru_cache(maxsize=8192)
def dictionary_words(run: str) -> tuple[str, ...]:
    """A Thai run cut with pythainlp's standard dictionary (no glossary compounds)."""
    from pythainlp.tokenize import word_tokenize  # slow to import: only when Thai is indexed

    return tuple(w for w in word_tokenize(run, engine="newmm") if w.strip())


def segment(text: str) -> str:
    """Thai runs of ``text`` with a zero width space between their words."""
    return _THAI_RUN.sub(lambda m: WORD_BREAK.join(dictionary_words(m.group(0))), text)


def whole_terms(text: str) -> str:
    """The words of ``text`` that the finer cut splits: glossary terms such as ลูกคิวบอล."""
    found: list[str] = []
    for run in _THAI_RUN.findall(text):
        fine = set(dictionary_words(run))
        found += [w for w in term_aware_words(run) if w.strip() and w not in fine]
    return " ".join(found)


def segment_index(index_file: Path) -> bool:
    """Rewrite Material's ``search_index.json`` (and the offline ``search_index.js``)
    with Thai words separated. Return False when there is no index."""
    try:
        data: dict[str, Any] = json.loads(index_file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return False
    for doc in data.get("docs", []):
        terms: list[str] = []
        for key in ("title", "text"):
            value = doc.get(key)
            if isinstance(value, str) and _THAI_RUN.search(value):
                value = value.replace(WORD_BREAK, "")
                doc[key] = segment(value)
                terms.append(whole_terms(value))
        if any(terms):
            doc[TERMS_FIELD] = " ".join(t for t in terms if t)
    data.setdefault("config", {}).setdefault("fields", {})[TERMS_FIELD] = {"boost": 1.0}
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    _replace(index_file, text)
    script = index_file.with_suffix(".js")
    if script.exists():  # the offline plugin's copy, for search from file://
        _replace(script, f"var __index = {text}")
    return True


def _replace(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
