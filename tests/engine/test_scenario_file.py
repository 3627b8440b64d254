"""scenario_file.py: defaults, both file shapes, expect blocks and --set overrides."""

from __future__ import annotations

import pytest

from engine.adjudication.model import CallKind, CueBall, Game, Phase, Player, Pocket
from engine.adjudication.scenario_file import Override, parse_override, parse_scenarios
from engine.book.problems import DataError, Problem
from tests.engine.conftest import GAMES

ONE = """\
game: nine_ball
state: {shooter: B, on_table: [3, 9]}
shot:
  first_contact: 3
  pocketed: [{ball: 9, pocket: foot_left}, 0]
expect: {winner: null, fouls: ["6.1"]}
"""


def test_a_single_scenario_and_its_defaults() -> None:
    sf = parse_scenarios(ONE, "one.yaml", GAMES)
    assert not sf.listed and len(sf.entries) == 1
    s = sf.entries[0].scenario
    assert s.game is Game.NINE_BALL and s.state.shooter is Player.B
    assert s.state.cue_ball is CueBall.IN_PLAY and s.state.phase is Phase.PLAY
    assert s.state.consecutive_fouls == (0, 0) and s.shot.pocketed[0].pocket is Pocket.FOOT_LEFT
    assert s.shot.pocketed[1].ball == 0 and s.shot.pocketed[1].pocket is None
    assert sf.entries[0].expect == {"winner": None, "fouls": ["6.1"]}


def test_a_break_defaults_to_the_full_rack_in_hand_in_the_kitchen() -> None:
    sf = parse_scenarios("game: ten_ball\nstate: {phase: break}\nshot: {object_balls_to_rail: 4}\n",
                         "b.yaml", GAMES)
    s = sf.entries[0].scenario
    assert s.state.on_table == frozenset(range(1, 11))
    assert s.state.cue_ball is CueBall.IN_HAND_KITCHEN and s.shot.first_contact == 1


def test_a_list_of_scenarios_keeps_file_order() -> None:
    text = ("scenarios:\n"
            "  - {id: a, game: nine_ball, state: {on_table: [1, 9]}, shot: {first_contact: 1}}\n"
            "  - {id: b, game: eight_ball, state: {on_table: [1, 8]}, shot: {call: safety}}\n")
    sf = parse_scenarios(text, "l.yaml", GAMES)
    assert sf.listed and [e.id for e in sf.entries] == ["a", "b"]
    assert sf.entries[1].scenario.shot.call is not None
    assert sf.entries[1].scenario.shot.call.kind is CallKind.SAFETY


def test_every_problem_is_reported_at_once() -> None:
    text = "game: nine_ball\nstate: {on_table: [1, 12], shooter: C}\nshot: {fouls: [x]}\n"
    with pytest.raises(DataError) as e:
        parse_scenarios(text, "m.yaml", GAMES)
    assert len(e.value.problems) == 2  # the shot is not read once the state is refused


def test_overrides_change_the_facts() -> None:
    sets = [parse_override("shot.first_contact=9", 1), parse_override("state.warned=true", 2),
            parse_override("shot.call={ball: 9, pocket: side_left}", 3)]
    overrides = [o for o in sets if isinstance(o, Override)]
    s = parse_scenarios(ONE, "one.yaml", GAMES, overrides).entries[0].scenario
    assert s.shot.first_contact == 9 and s.state.warned
    assert s.shot.call is not None and s.shot.call.ball == 9


def test_a_bad_override_value_points_at_the_option() -> None:
    o = parse_override("shot.first_contact=12", 1)
    assert isinstance(o, Override)
    with pytest.raises(DataError) as e:
        parse_scenarios(ONE, "one.yaml", GAMES, [o])
    assert str(e.value.problems[0]) == ("--set #1:1:20: shot.first_contact: there is no ball 12 "
                                        "in nine ball: its object balls are 1–9")


def test_an_override_of_an_unknown_field_is_refused() -> None:
    o = parse_override("shot.spin=left", 2)
    assert isinstance(o, Override)
    with pytest.raises(DataError) as e:
        parse_scenarios(ONE, "one.yaml", GAMES, [o])
    assert str(e.value.problems[0]).startswith("--set #2:1:11: shot.spin: unknown key 'spin'")


def test_an_override_without_equals_sign() -> None:
    p = parse_override("shot.first_contact", 1)
    assert isinstance(p, Problem)
    assert "expected path=value" in p.message
