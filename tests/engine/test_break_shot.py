"""break_shot.py and the break rules of each game."""

from __future__ import annotations

from typing import Any

from engine.adjudication.model import CueBall, Game, Option, Phase, Player
from engine.adjudication.ruling import Ruling
from tests.engine.conftest import rule, scenario


def brk(game: Game, **kw: Any) -> Ruling:
    return rule(scenario(game, phase=Phase.BREAK, **kw))


def test_nine_ball_needs_four_balls_to_a_rail() -> None:
    assert not brk(Game.NINE_BALL, first_contact=1, to_rail=4).foul
    r = brk(Game.NINE_BALL, first_contact=1, to_rail=3)
    assert r.fouls == ("2.3",) and r.cue_ball is CueBall.IN_HAND_TABLE


def test_nine_ball_break_must_hit_the_one_first() -> None:
    r = brk(Game.NINE_BALL, first_contact=5, to_rail=6)
    assert r.fouls == ("6.2",)


def test_ten_ball_break_pocketing_a_ball_needs_no_rails() -> None:
    r = brk(Game.TEN_BALL, first_contact=1, pocketed=[(3, "foot_left")])
    assert not r.foul and r.next_shooter is Player.A
    assert r.phase is Phase.AFTER_BREAK


def test_eight_ball_illegal_break_options() -> None:
    r = brk(Game.EIGHT_BALL, first_contact=4, to_rail=2)
    assert r.choice and r.choice.options == (Option.ACCEPT_TABLE, Option.RERACK_SELF_BREAK,
                                Option.RERACK_OPPONENT_BREAK)
    assert r.break_outcome == "illegal_break"


def test_eight_ball_break_any_ball_first() -> None:
    r = brk(Game.EIGHT_BALL, first_contact=12, to_rail=4)
    assert not r.foul


def test_eight_ball_scratch_on_a_legal_break_offers_3_3_h() -> None:
    r = brk(Game.EIGHT_BALL, first_contact=1, to_rail=5, pocketed=[0])
    assert r.fouls == ("6.1",)
    assert r.choice and r.choice.options == (Option.ACCEPT_TABLE, Option.IN_HAND_KITCHEN)
    assert r.cue_ball is CueBall.IN_HAND_KITCHEN


def test_eight_ball_break_touched_ball_with_eight_spots_it() -> None:
    r = brk(Game.EIGHT_BALL, first_contact=1, pocketed=[(8, "foot_left")], codes=["touched_ball"])
    assert r.respotted == (8,)
    assert r.choice and r.choice.options == (Option.ACCEPT_TABLE, Option.IN_HAND_KITCHEN)


def test_straight_pool_break_needs_the_cue_ball_at_a_rail() -> None:
    r = brk(Game.STRAIGHT_POOL, call="safety", first_contact=1, to_rail=3, cue_to_rail=False)
    assert r.fouls == ("4.3",) and r.points == (-2, 0)


def test_straight_pool_called_ball_waives_the_rails() -> None:
    r = brk(Game.STRAIGHT_POOL, call=(5, "foot_left"), first_contact=1,
            pocketed=[(5, "foot_left")])
    assert not r.foul and r.points == (1, 0)


def test_straight_pool_uncalled_ball_does_not_waive_them() -> None:
    r = brk(Game.STRAIGHT_POOL, call=(5, "foot_left"), first_contact=1,
            pocketed=[(6, "foot_left")])
    assert r.fouls == ("4.3",) and r.respotted == (6,)


def test_straight_pool_breaking_foul_with_scratch_is_one_breaking_foul() -> None:
    r = brk(Game.STRAIGHT_POOL, call="safety", first_contact=1, to_rail=1, pocketed=[0])
    assert r.fouls == ("4.3", "6.1") and r.points == (-2, 0)
    assert r.consecutive_fouls == (0, 0)
    assert r.cue_ball is CueBall.IN_HAND_KITCHEN
