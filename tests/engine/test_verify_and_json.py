"""verify.py and ruling_to_json: the contract's fields, and how expect blocks compare."""

from __future__ import annotations

import json

from engine.adjudication.invariants import violations
from engine.adjudication.model import Game
from engine.adjudication.ruling import CONTRACT_FIELDS, ruling_to_json
from engine.adjudication.scenario_file import parse_scenarios
from engine.adjudication.verify import differences
from tests.engine.conftest import GAMES, rule, scenario

TEXT = """\
id: v
game: eight_ball
state: {{shooter: A, on_table: [1, 8, 9], groups: {{A: solids, B: stripes}}}}
shot: {{call: {{ball: 1, pocket: foot_left}}, first_contact: 9, rail_after_contact: true}}
expect: {expect}
"""


def check(expect: str) -> list[str]:
    entry = parse_scenarios(TEXT.format(expect=expect), "v.yaml", GAMES).entries[0]
    return [str(d) for d in differences(entry, rule(entry.scenario))]


def test_contract_fields_come_first_with_their_types() -> None:
    data = ruling_to_json(rule(scenario(Game.EIGHT_BALL, on_table=[1, 8, 9], first_contact=9,
                                        rail=True)))
    assert list(data)[:len(CONTRACT_FIELDS)] == list(CONTRACT_FIELDS)
    assert data["points"] == {"A": 0, "B": 0} and data["groups"] is None
    assert data["choice"] is None and isinstance(data["respotted"], list)
    json.dumps(data)


def test_cites_compare_as_a_set_and_fouls_in_order() -> None:
    assert check('{cites: ["6.2", "3.9"], fouls: ["6.2"]}') == []
    assert check('{cites: ["6.2"]}') != []


def test_each_difference_names_place_scenario_field_and_both_values() -> None:
    assert check("{next_shooter: A, foul: true}") == [
        'v.yaml:5:24: v: expect.next_shooter: expected "A", the engine says "B"']


def test_choice_options_compare_as_a_set() -> None:
    entry = parse_scenarios(
        "game: nine_ball\nstate: {shooter: B, phase: after_break}\n"
        "shot: {call: push_out, first_contact: null}\n"
        "expect: {choice: {by: A, options: [return_shot, accept_table]}}\n",
        "p.yaml", GAMES).entries[0]
    assert differences(entry, rule(entry.scenario)) == []


def test_the_invariants_catch_a_broken_ruling() -> None:
    s = scenario(Game.NINE_BALL, on_table=[3, 9], first_contact=3, pocketed=[(9, "foot_left")])
    good = rule(s)
    assert violations(s, good) == []
    lost_ball = good._replace(on_table_mask=good.on_table_mask | (1 << 9), winner=None,
                              phase=good.phase)
    assert any("conserved" in v for v in violations(s, lost_ball))
    assert any("book does not have" in v for v in violations(s, good, frozenset({"6.1"})))
    foul = rule(scenario(Game.NINE_BALL, on_table=[3, 9], first_contact=9, rail=True))
    no_hand = foul._replace(cue_ball=foul.cue_ball.__class__("in_play"))
    assert "a standard foul without ball in hand" in violations(
        scenario(Game.NINE_BALL, on_table=[3, 9], first_contact=9, rail=True), no_hand)
