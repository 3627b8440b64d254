"""Reading YAML with positions, and turning YAML errors into problems."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from engine.book.problems import Problem


def round_trip_yaml() -> YAML:
    yaml = YAML(typ="rt")
    yaml.preserve_quotes = True
    yaml.width = 4096
    yaml.indent(mapping=2, sequence=4, offset=2)
    return yaml


def read_yaml(path: Path, display: str) -> tuple[Any, list[Problem]]:
    """Parse one file; on a syntax error return None and the problem, never raise."""
    try:
        raw = path.read_bytes()
    except OSError as e:
        return None, [Problem(display, 1, 1, "", f"cannot read the file: {e.strerror}")]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        column = e.start - (raw.rfind(b"\n", 0, e.start) + 1) + 1
        return None, [Problem(display, line, column, "",
                              f"not UTF-8 text: byte 0x{raw[e.start]:02x} cannot be read "
                              f"({e.reason}); save the file as UTF-8")]
    return parse_yaml(text, display)


def parse_yaml(text: str, display: str) -> tuple[Any, list[Problem]]:
    try:
        return round_trip_yaml().load(text), []
    except MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
        what = " ".join(str(x) for x in (e.context, e.problem) if x)
        start = e.context_mark
        if start is not None and mark is not None and start.line != mark.line:
            context = f"{e.context} (started at line {start.line + 1}, column {start.column + 1})"
            what = " ".join(str(x) for x in (context, e.problem) if x)
        if "duplicate key" in what:
            key = _duplicate_key(e)
            return None, [Problem(display, line, col, key, "duplicate key: this key is already "
                                  "set in the same mapping")]
        return None, [Problem(display, line, col, "", f"YAML syntax error: {what}")]
    except YAMLError as e:
        return None, [Problem(display, 1, 1, "", f"YAML error: {e}")]


def _duplicate_key(e: MarkedYAMLError) -> str:
    problem = str(e.problem or "")
    # ruamel words it as: found duplicate key "id" with value "x" (original value: "y")
    if '"' in problem:
        return problem.split('"')[1]
    return ""


def key_position(node: Any, key: Any) -> tuple[int, int]:
    """1-based line and column of ``key`` in a mapping (of the node itself if unknown)."""
    if isinstance(node, CommentedMap):
        try:
            line, col = node.lc.key(key)
            return line + 1, col + 1
        except (KeyError, TypeError, AttributeError):
            pass
    return node_position(node)


def value_position(node: Any, key: Any) -> tuple[int, int]:
    if isinstance(node, CommentedMap):
        try:
            line, col = node.lc.value(key)
            return line + 1, col + 1
        except (KeyError, TypeError, AttributeError):
            pass
    if isinstance(node, CommentedSeq) and isinstance(key, int):
        try:
            line, col = node.lc.item(key)
            return line + 1, col + 1
        except (KeyError, TypeError, AttributeError, IndexError):
            pass
    return node_position(node)


def node_position(node: Any) -> tuple[int, int]:
    lc = getattr(node, "lc", None)
    if lc is not None and lc.line is not None:
        return lc.line + 1, lc.col + 1
    return 1, 1
