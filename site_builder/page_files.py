"""Writing the generated Markdown where MkDocs reads it, without ever leaving half a file.

The language folders under the docs folder belong to the generator: a page it no longer
makes is removed, and a page whose text did not change is left alone so that
``mkdocs serve`` does not rebuild again and again.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path


def write_pages(pages: Mapping[str, str], docs_dir: Path, owned: Iterable[str]) -> int:
    """Bring ``docs_dir/<owned folder>`` in line with ``pages``; return how many changed."""
    changed = 0
    for rel, text in pages.items():
        path = docs_dir / rel
        data = text.encode("utf-8")
        try:
            if path.read_bytes() == data:
                continue
        except OSError:
            pass
        _write_atomically(path, data)
        changed += 1
    wanted = {(docs_dir / rel).resolve() for rel in pages}
    for folder in owned:
        root = docs_dir / folder
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*"), reverse=True):
            if path.is_file() and path.resolve() not in wanted:
                path.unlink()
                changed += 1
            elif path.is_dir() and not any(path.iterdir()):
                path.rmdir()
    return changed


def _write_atomically(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
