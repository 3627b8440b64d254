"""three_fouls.py: 6.14 and its warning."""

from __future__ import annotations

from engine.adjudication.model import Game, Player
from tests.engine.conftest import rule, scenario


def test_third_foul_after_warning_loses_the_nine_ball_rack() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[3, 9], first_contact=None, fouls_in_a_row=(2, 0),
                      warned=True))
    assert r.fouls == ("6.14", "6.3")
    assert r.winner is Player.B and r.loss_of_rack == "three_fouls"
    assert r.consecutive_fouls == (0, 0)


def test_without_warning_the_third_counts_as_the_second() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[3, 9], first_contact=None, fouls_in_a_row=(2, 0)))
    assert r.winner is None and r.fouls == ("6.3",)
    assert r.consecutive_fouls == (2, 0)


def test_a_legal_shot_clears_the_count() -> None:
    r = rule(scenario(Game.TEN_BALL, on_table=[3, 9, 10], first_contact=3, rail=True,
                      fouls_in_a_row=(2, 1)))
    assert r.consecutive_fouls == (0, 1)


def test_the_player_coming_to_the_table_on_two_fouls_is_warned() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[3, 9], first_contact=3, rail=True,
                      fouls_in_a_row=(0, 2)))
    assert r.warn is Player.B


def test_a_foul_that_brings_the_shooter_to_two_warns_nobody_yet() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[3, 9], first_contact=None, fouls_in_a_row=(1, 0)))
    assert r.consecutive_fouls == (2, 0) and r.warn is None


def test_eight_ball_does_not_use_6_14() -> None:
    r = rule(scenario(Game.EIGHT_BALL, on_table=[1, 8, 9], first_contact=None,
                      fouls_in_a_row=(2, 0), warned=True))
    assert r.winner is None and "6.14" not in r.fouls


def test_14_1_third_foul_costs_sixteen_and_a_new_break() -> None:
    r = rule(scenario(Game.STRAIGHT_POOL, on_table=[4, 5], first_contact=4, pocketed=[0],
                      fouls_in_a_row=(0, 2), shooter="B", warned=True, score=(3, 30)))
    assert r.points == (0, -16) and r.score == (3, 14)
    assert r.next_shooter is Player.B and r.phase.value == "break"
    assert len(r.on_table) == 15
