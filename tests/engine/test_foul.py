"""foul.py: the fouls that follow from the ball facts, and the codes a referee reports."""

from __future__ import annotations

from engine.adjudication.model import CueBall, Game
from tests.engine.conftest import rule, scenario


def test_scratch_is_6_1() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[2, 9], first_contact=2, pocketed=[0]))
    assert r.fouls == ("6.1",)


def test_cue_ball_off_the_table_is_6_1() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[2, 9], first_contact=2, off_table=[0], rail=True))
    assert r.fouls == ("6.1",)


def test_no_contact_is_6_3_not_6_2() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[2, 9], first_contact=None))
    assert r.fouls == ("6.3",)


def test_no_rail_after_contact() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[2, 9], first_contact=2, rail=False))
    assert r.fouls == ("6.3",)


def test_an_object_ball_reaching_a_rail_satisfies_6_3() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[2, 9], first_contact=2, to_rail=1))
    assert not r.foul


def test_a_pocketed_ball_satisfies_6_3() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[2, 5, 9], first_contact=2, pocketed=[5]))
    assert not r.foul and r.next_shooter.value == "A"


def test_several_fouls_are_listed_in_book_order() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[2, 5, 9], first_contact=5, pocketed=[0],
                      codes=["double_hit"]))
    assert r.fouls == ("6.1", "6.2", "6.7")
    assert r.cue_ball is CueBall.IN_HAND_TABLE


def test_a_code_the_game_does_not_list_is_not_a_foul() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[2, 9], cue_ball=CueBall.IN_HAND_KITCHEN,
                      first_contact=2, rail=True, codes=["bad_play_behind_head_string"]))
    assert not r.foul
    assert any(s.key == "not_a_foul_in_game" for s in r.explanation)


def test_14_1_puts_in_hand_fouls_first() -> None:
    r = rule(scenario(Game.STRAIGHT_POOL, on_table=[2, 9], cue_ball=CueBall.IN_HAND_KITCHEN,
                      first_contact=2, rail=True, codes=["touched_ball",
                                                         "bad_play_behind_head_string"]))
    assert r.fouls == ("6.11", "6.6")
    assert r.cue_ball is CueBall.IN_HAND_KITCHEN


def test_every_reported_code_is_a_foul_in_eight_ball() -> None:
    for code, rid in (("no_foot_on_floor", "6.4"), ("touched_ball", "6.6"),
                      ("double_hit", "6.7"), ("push_shot", "6.8"),
                      ("balls_still_moving", "6.9"), ("cue_on_table", "6.12"),
                      ("out_of_turn", "6.13"), ("slow_play", "6.15"),
                      ("rack_template", "6.16")):
        r = rule(scenario(Game.EIGHT_BALL, on_table=[1, 8, 9], first_contact=1, rail=True,
                          codes=[code]))
        assert r.fouls == (rid,), code
        assert r.cue_ball is CueBall.IN_HAND_TABLE
