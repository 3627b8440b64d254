"""Typed access to YAML mappings that records a problem, instead of raising, on bad data."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from engine.book.model import LANGS, Position
from engine.book.problems import Problem
from engine.book.yaml_source import key_position, node_position, value_position

_LANG_LIKE = re.compile(r"^[a-z]{2}(?:[-_][A-Za-z]{2,4})?$")
LANG_CODES = frozenset(str(lang) for lang in LANGS)


def describe(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"the number {value}"
    if isinstance(value, float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value!r}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


@dataclass
class FileReader:
    """Collects problems for one file while its values are read."""

    file: str
    problems: list[Problem] = field(default_factory=list)
    source_lines: list[str] = field(default_factory=list)

    def raw(self, node: Any, key: Any) -> str | None:
        """The value as it was typed, for messages about unquoted numbers."""
        line, col = value_position(node, key)
        if 0 < line <= len(self.source_lines):
            rest = self.source_lines[line - 1][col - 1:]
            token = re.match(r"[^\s,}\]#]+", rest)
            if token:
                return token.group(0)
        return None

    def report(self, node: Any, key: Any, path: str, message: str, *, at_key: bool = False) -> None:
        if key is None:
            line, col = node_position(node)
        elif at_key:
            line, col = key_position(node, key)
        else:
            line, col = value_position(node, key)
        self.problems.append(Problem(self.file, line, col, path, message))

    def position(self, node: Any) -> Position:
        line, col = node_position(node)
        return Position(self.file, line, col)

    def mapping(self, parent: Any, key: Any, path: str, value: Any) -> dict[Any, Any] | None:
        if isinstance(value, dict):
            return value
        self.report(parent, key, path, f"expected a mapping, got {describe(value)}")
        return None

    def keys(self, node: dict[Any, Any], path: str, allowed: Iterable[str],
             required: Iterable[str] = (), languages: bool = False) -> None:
        """Report unknown keys (with a language-specific message) and missing required keys."""
        allowed_set = set(allowed)
        for k in node:
            if k in allowed_set:
                continue
            sub = f"{path}.{k}" if path else str(k)
            if languages and isinstance(k, str) and _LANG_LIKE.match(k):
                self.report(node, k, sub, f"language code {k!r} is not one of en, sv, th",
                            at_key=True)
                continue
            expected = ", ".join(sorted(allowed_set))
            self.report(node, k, sub, f"unknown key {k!r} (expected one of: {expected})",
                        at_key=True)
        for k in required:
            if k not in node:
                self.report(node, None, f"{path}.{k}" if path else k, "required key is missing")

    def text(self, node: dict[Any, Any], key: str, path: str, *, required: bool = True,
             allow_empty: bool = False) -> str | None:
        if key not in node:
            if required:
                self.report(node, None, path, "required key is missing")
            return None
        value = node[key]
        if not isinstance(value, str):
            self.report(node, key, path, f"expected text, got {describe(value)}")
            return None
        if not allow_empty and not value.strip():
            self.report(node, key, path, "expected text, got an empty string")
            return None
        return str(value)

    def rule_id(self, node: dict[Any, Any], key: str, path: str) -> str | None:
        """Ids must be quoted strings: an unquoted 1.10 reads as the number 1.1."""
        if key not in node:
            self.report(node, None, path, "required key is missing")
            return None
        value = node[key]
        if isinstance(value, bool) or not isinstance(value, (str, int, float)):
            self.report(node, key, path, f"expected a rule id such as \"3.9\", got "
                        f"{describe(value)}")
            return None
        if not isinstance(value, str):
            typed = self.raw(node, key) or str(value)
            self.report(node, key, path, f"rule ids must be quoted strings: write "
                        f"{key}: \"{typed}\" (unquoted, {typed} is read as the number {value})")
            return None
        if not re.fullmatch(r"\d+(?:\.\d+)?", value):
            self.report(node, key, path, f"expected a rule id such as \"3.9\" or \"3\", got "
                        f"{value!r}")
            return None
        return str(value)

    def boolean(self, node: dict[Any, Any], key: str, path: str, default: bool) -> bool:
        if key not in node:
            return default
        value = node[key]
        if not isinstance(value, bool):
            self.report(node, key, path, f"expected true or false, got {describe(value)}")
            return default
        return value

    def text_list(self, node: dict[Any, Any], key: str, path: str) -> tuple[str, ...]:
        if key not in node:
            return ()
        value = node[key]
        if not isinstance(value, list):
            self.report(node, key, path, f"expected a list of texts, got {describe(value)}")
            return ()
        out: list[str] = []
        for i, item in enumerate(value):
            if isinstance(item, str):
                out.append(str(item))
            else:
                self.report(value, i, f"{path}[{i}]", f"expected text, got {describe(item)}")
        return tuple(out)

    def localized(self, node: dict[Any, Any], key: str, path: str,
                  *, required: tuple[str, ...] = ("en",)) -> dict[str, str]:
        """A mapping language → text, such as a table label."""
        value = node.get(key)
        m = self.mapping(node, key, path, value)
        if m is None:
            return {}
        out: dict[str, str] = {}
        for k, v in m.items():
            if k not in LANG_CODES:
                self.report(m, k, f"{path}.{k}", f"language code {k!r} is not one of en, sv, th",
                            at_key=True)
                continue
            if not isinstance(v, str) or not v.strip():
                self.report(m, k, f"{path}.{k}", f"expected text, got {describe(v)}")
                continue
            out[str(k)] = str(v)
        for lang in required:
            if lang not in m:
                self.report(m, None, f"{path}.{lang}", "required key is missing")
        return out
