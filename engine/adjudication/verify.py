"""Checking a scenario's ``expect:`` block against the engine's ruling."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.adjudication.ruling import Ruling, ruling_to_json
from engine.adjudication.scenario_file import ScenarioEntry
from engine.book.model import Position

UNORDERED = frozenset({"cites", "respotted", "on_table"})
"""Lists whose order carries no meaning (fouls are ordered: most serious first)."""


@dataclass(frozen=True)
class Difference:
    position: Position
    scenario: str
    field: str
    expected: Any
    actual: Any

    def __str__(self) -> str:
        return (f"{self.position}: {self.scenario}: expect.{self.field}: expected "
                f"{_show(self.expected)}, the engine says {_show(self.actual)}")


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _normal(field: str, value: Any) -> Any:
    if field in UNORDERED and isinstance(value, list):
        return sorted(value, key=str)
    if field == "choice" and isinstance(value, Mapping):
        options = value.get("options")
        out = dict(value)
        if isinstance(options, list):
            out["options"] = sorted(options, key=str)
        return out
    if isinstance(value, Mapping):
        return {str(k): _normal("", v) for k, v in value.items()}
    return value


def differences(entry: ScenarioEntry, ruling: Ruling) -> list[Difference]:
    if not entry.expect:
        return []
    actual = ruling_to_json(ruling)
    out: list[Difference] = []
    name = entry.id or f"scenario at line {entry.position.line}"
    for field, expected in entry.expect.items():
        got = actual.get(field)
        if _normal(field, expected) != _normal(field, got):
            pos = entry.expect_positions.get(field, entry.position)
            out.append(Difference(pos, name, field, expected, got))
    return out
