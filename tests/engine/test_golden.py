"""The golden scenarios: every one rules as expected, ids are unique, cites exist."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.adjudication.invariants import violations
from engine.adjudication.referee import adjudicate
from engine.adjudication.scenario_file import ScenarioEntry, read_scenario_file
from engine.adjudication.verify import differences
from tests.engine.conftest import BOOK, GAMES, TABLE

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "rules_data" / "scenarios").glob("*.yaml"))


def entries() -> list[ScenarioEntry]:
    out: list[ScenarioEntry] = []
    for path in FILES:
        out += read_scenario_file(path, str(path.relative_to(ROOT)), GAMES).entries
    return out


ENTRIES = entries()


def test_there_are_golden_scenarios_of_every_game() -> None:
    games = {e.scenario.game for e in ENTRIES}
    assert games == set(GAMES)
    mine = [p for p in FILES if p.name.startswith("engine-")]
    assert len(mine) == 4


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.id or str(e.position))
def test_golden_scenario(entry: ScenarioEntry) -> None:
    ruling = adjudicate(entry.scenario, GAMES[entry.scenario.game], TABLE)
    assert [str(d) for d in differences(entry, ruling)] == []
    ids = frozenset(r.id for s in BOOK.sections for r in (s.node, *s.rules))
    assert violations(entry.scenario, ruling, ids) == []


def test_ids_are_unique_across_files() -> None:
    ids = [e.id for e in ENTRIES if e.id]
    assert len(ids) == len(set(ids))


def test_my_scenarios_have_titles_and_descriptions_in_three_languages() -> None:
    for e in ENTRIES:
        if e.id and e.id.startswith("engine-"):
            assert set(e.title) == {"en", "sv", "th"}, e.id
            assert set(e.description) == {"en", "sv", "th"}, e.id
            assert e.expect, e.id
