"""Editing the section files in place: only the values that change, nothing else.

Files are read with ruamel's round trip, so comments, quoting, blank lines and key order
stay as they were. A file that ruamel would not write back byte for byte is not edited at
all. Every change is validated by loading the whole book from a copy first; then each
file is replaced atomically (written to a temporary file beside it, then os.replace).
"""

from __future__ import annotations

import io
import os
import shutil
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.scalarstring import (
    DoubleQuotedScalarString,
    FoldedScalarString,
    LiteralScalarString,
    SingleQuotedScalarString,
)

from engine.book.loader import load_book
from engine.book.problems import DataError, Problem
from engine.book.yaml_source import parse_yaml, round_trip_yaml


@dataclass
class SectionFile:
    path: Path
    display: str
    text: str
    data: Any
    changed: bool = field(default=False)

    def rule_node(self, rule_id: str) -> CommentedMap | None:
        """The mapping of a rule, or of the section itself when ``rule_id`` is its id."""
        if not isinstance(self.data, CommentedMap):
            return None
        if str(self.data.get("id")) == rule_id:
            return self.data
        for item in self.data.get("rules") or []:
            if isinstance(item, CommentedMap) and str(item.get("id")) == rule_id:
                return item
        return None


def dump(data: Any) -> str:
    buf = io.StringIO()
    round_trip_yaml().dump(data, buf)
    return buf.getvalue()


def section_files(data_dir: Path) -> dict[str, SectionFile]:
    """Every section file, by section id."""
    out: dict[str, SectionFile] = {}
    for path in sorted((data_dir / "sections").glob("*.yaml")):
        display = _display(path, data_dir)
        text = path.read_text(encoding="utf-8")
        data, problems = parse_yaml(text, display)
        if problems:
            raise DataError(problems)
        if isinstance(data, CommentedMap) and "id" in data:
            out[str(data["id"])] = SectionFile(path, display, text, data)
    return out


def locate(files: dict[str, SectionFile], rule_id: str) -> tuple[SectionFile, CommentedMap]:
    section = rule_id.split(".")[0]
    file = files.get(section)
    node = file.rule_node(rule_id) if file is not None else None
    if file is None or node is None:
        raise DataError([Problem("rules_data/sections", 1, 1, "",
                                 f"rule {rule_id} is in no section file")])
    return file, node


def styled(old: Any, new: str) -> str:
    """``new`` written the way ``old`` was: quoted, block or plain."""
    for kind in (DoubleQuotedScalarString, SingleQuotedScalarString, LiteralScalarString,
                 FoldedScalarString):
        if isinstance(old, kind):
            result: str = kind(new)
            return result
    return new if _plain_is_safe(new) else DoubleQuotedScalarString(new)


def _plain_is_safe(value: str) -> bool:
    """A plain scalar reads back as the same string (not a number, a date or null)."""
    if value != value.strip() or not value or "\n" in value:
        return False
    data, problems = parse_yaml(f"k: {value}\n", "(value)")
    return not problems and isinstance(data, dict) and data.get("k") == value


def set_text(parent: CommentedMap | CommentedSeq, key: Any, value: str) -> bool:
    """Set one scalar, keeping its style; False when it already had this value."""
    old = parent[key]
    if old == value:
        return False
    parent[key] = styled(old, value)
    return True


def set_key_after(node: CommentedMap, key: str, value: Any, after: Iterable[str]) -> bool:
    """Set ``key``, inserting it after the first of ``after`` present when it is new."""
    if key in node:
        return set_text(node, key, value) if isinstance(value, str) else False
    keys = list(node.keys())
    position = len(keys)
    for name in after:
        if name in node:
            position = keys.index(name) + 1
            break
    node.insert(position, key, styled(None, value) if isinstance(value, str) else value)
    return True


def commit(data_dir: Path, files: Iterable[SectionFile]) -> list[SectionFile]:
    """Validate the book with the changed files, then replace each file atomically.

    Returns the files written; raises DataError (and writes nothing) when a changed file
    cannot be written faithfully or the changed book does not validate.
    """
    changed = [f for f in files if f.changed]
    if not changed:
        return []
    problems = [Problem(f.display, 1, 1, "", "cannot edit this file without reformatting it: "
                        "ruamel does not write it back byte for byte")
                for f in changed if dump(round_trip_yaml().load(f.text)) != f.text]
    if problems:
        raise DataError(problems)
    texts = {f.path: dump(f.data) for f in changed}
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / data_dir.name
        shutil.copytree(data_dir, copy)
        for path, text in texts.items():
            (copy / path.relative_to(data_dir)).write_text(text, encoding="utf-8")
        load_book(copy)  # raises DataError with every problem
    for path, text in texts.items():
        write_atomically(path, text)
    return changed


def write_atomically(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        if path.exists():
            shutil.copymode(path, tmp)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _display(path: Path, data_dir: Path) -> str:
    try:
        return str(path.resolve().relative_to(data_dir.resolve().parent))
    except ValueError:
        return str(path)
