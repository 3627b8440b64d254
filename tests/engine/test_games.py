"""eight_ball.py, nine_ball.py, ten_ball.py, straight_pool.py, push_out.py, respot.py, rerack.py."""

from __future__ import annotations

import pytest

from engine.adjudication.model import CueBall, Game, Group, Option, Phase, Player
from tests.engine.conftest import rule, scenario

SOLIDS_A = (Group.SOLIDS, Group.STRIPES)


# -- eight ball ---------------------------------------------------------------------------

def test_open_table_group_follows_the_called_ball_for_player_b() -> None:
    r = rule(scenario(Game.EIGHT_BALL, shooter="B", on_table=[2, 8, 12], call=(2, "side_left"),
                      first_contact=2, pocketed=[(2, "side_left")]))
    assert r.groups == (Group.STRIPES, Group.SOLIDS) and r.next_shooter is Player.B


def test_open_table_missed_call_keeps_it_open_and_balls_down() -> None:
    r = rule(scenario(Game.EIGHT_BALL, on_table=[2, 8, 12], call=(2, "side_left"),
                      first_contact=2, pocketed=[(12, "foot_left")]))
    assert r.groups is None and r.next_shooter is Player.B and not r.foul
    assert r.on_table == (2, 8)


def test_a_foul_on_an_open_table_chooses_no_group() -> None:
    r = rule(scenario(Game.EIGHT_BALL, on_table=[2, 8, 12], call=(2, "side_left"),
                      first_contact=2, pocketed=[(2, "side_left"), 0]))
    assert r.groups is None and r.fouls == ("6.1",)


def test_group_cleared_means_the_eight_first() -> None:
    r = rule(scenario(Game.EIGHT_BALL, on_table=[8, 9], groups=SOLIDS_A, call=(8, "side_left"),
                      first_contact=9, rail=True))
    assert r.fouls == ("6.2",)


def test_pocketing_the_eight_from_an_open_table_loses() -> None:
    r = rule(scenario(Game.EIGHT_BALL, on_table=[1, 8, 9], call=(8, "side_left"),
                      first_contact=1, pocketed=[(8, "side_left")]))
    assert r.winner is Player.B and r.loss_of_rack == "game_ball_before_group"


def test_the_eight_without_a_call_loses() -> None:
    r = rule(scenario(Game.EIGHT_BALL, on_table=[8, 9], groups=SOLIDS_A, first_contact=8,
                      pocketed=[(8, "side_left")]))
    assert r.winner is Player.B and r.loss_of_rack == "game_ball_uncalled_pocket"


def test_calling_an_opponents_ball_does_not_continue() -> None:
    r = rule(scenario(Game.EIGHT_BALL, on_table=[1, 8, 9], groups=SOLIDS_A,
                      call=(9, "foot_left"), first_contact=1, pocketed=[(9, "foot_left")]))
    assert r.next_shooter is Player.B and not r.foul


def test_legal_eight_ball_break_keeps_table_open() -> None:
    r = rule(scenario(Game.EIGHT_BALL, phase=Phase.BREAK, first_contact=1,
                      pocketed=[(3, "foot_left"), (12, "side_left")]))
    assert r.groups is None and r.next_shooter is Player.A and r.break_outcome == "legal_continue"


# -- nine ball ------------------------------------------------------------------------------

def test_nine_ball_miss_passes_the_turn_with_the_table_as_it_lies() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[4, 9], first_contact=4, rail=True))
    assert r.next_shooter is Player.B and r.cue_ball is CueBall.IN_PLAY and not r.foul


def test_nine_ball_other_balls_are_not_spotted_after_a_foul() -> None:
    r = rule(scenario(Game.NINE_BALL, on_table=[4, 6, 9], first_contact=6,
                      pocketed=[(4, "foot_left")]))
    assert r.respotted == () and r.on_table == (6, 9)


def test_a_push_out_is_legal_without_contact_or_rail() -> None:
    r = rule(scenario(Game.NINE_BALL, shooter="B", phase=Phase.AFTER_BREAK, call="push_out",
                      first_contact=None))
    assert not r.foul
    assert r.choice is not None and r.choice.by is Player.A
    assert r.choice.options == (Option.ACCEPT_TABLE, Option.RETURN_SHOT)


def test_a_push_out_pocketing_a_ball_does_not_continue() -> None:
    r = rule(scenario(Game.NINE_BALL, phase=Phase.AFTER_BREAK, call="push_out", first_contact=5,
                      pocketed=[(5, "side_left")]))
    assert r.next_shooter is Player.B and r.respotted == ()


def test_the_shot_after_the_break_without_push_out_is_a_normal_shot() -> None:
    r = rule(scenario(Game.NINE_BALL, phase=Phase.AFTER_BREAK, first_contact=5, rail=True))
    assert r.fouls == ("6.2",)


# -- ten ball -------------------------------------------------------------------------------

def test_ten_ball_called_ball_continues_and_extra_balls_stay_down() -> None:
    r = rule(scenario(Game.TEN_BALL, on_table=[2, 5, 7, 10], call=(2, "foot_left"),
                      first_contact=2, pocketed=[(2, "foot_left"), (7, "side_left")]))
    assert r.next_shooter is Player.A and r.on_table == (5, 10)


def test_ten_ball_miss_without_pocketing_has_no_choice() -> None:
    r = rule(scenario(Game.TEN_BALL, on_table=[2, 10], call=(2, "foot_left"), first_contact=2,
                      rail=True))
    assert r.choice is None and r.next_shooter is Player.B


def test_ten_ball_safety_without_pocketing() -> None:
    r = rule(scenario(Game.TEN_BALL, on_table=[2, 10], call="safety", first_contact=2, rail=True))
    assert r.choice is None and r.next_shooter is Player.B and not r.foul


def test_ten_ball_ten_on_a_foul_is_spotted() -> None:
    r = rule(scenario(Game.TEN_BALL, on_table=[2, 10], call=(10, "foot_left"), first_contact=10,
                      pocketed=[(10, "foot_left")]))
    assert r.fouls == ("6.2",) and r.respotted == (10,) and r.winner is None


# -- 14.1 -----------------------------------------------------------------------------------

def test_straight_pool_scores_every_ball_of_a_legal_called_shot() -> None:
    r = rule(scenario(Game.STRAIGHT_POOL, on_table=[1, 2, 3, 4, 5], call=(1, "foot_left"),
                      first_contact=1, pocketed=[(1, "foot_left"), (2, "foot_right"),
                                                 (3, "side_left")]))
    assert r.points == (3, 0) and r.next_shooter is Player.A


def test_straight_pool_missed_call_spots_the_balls() -> None:
    r = rule(scenario(Game.STRAIGHT_POOL, on_table=[1, 2, 3], call=(1, "foot_left"),
                      first_contact=1, pocketed=[(2, "foot_right")]))
    assert r.points == (0, 0) and r.respotted == (2,) and r.next_shooter is Player.B


def test_straight_pool_scratch_gives_ball_in_hand_in_the_kitchen() -> None:
    r = rule(scenario(Game.STRAIGHT_POOL, on_table=[1, 2, 3], call=(1, "foot_left"),
                      first_contact=1, pocketed=[(1, "foot_left"), 0]))
    assert r.cue_ball is CueBall.IN_HAND_KITCHEN and r.respotted == (1,)
    assert r.points == (-1, 0)


@pytest.mark.parametrize(("row", "column", "cue"), [
    ("in_rack", "in_rack", CueBall.IN_HAND_KITCHEN),
    ("in_rack", "elsewhere", CueBall.IN_PLAY),
    ("in_rack", "on_head_spot", CueBall.IN_PLAY),
    ("in_kitchen_not_head_spot", "in_rack", CueBall.IN_PLAY),
    ("elsewhere", "in_rack", CueBall.IN_HAND_KITCHEN),
    ("on_head_spot", "in_rack", CueBall.IN_PLAY),
    ("elsewhere", "elsewhere", CueBall.IN_PLAY),
])
def test_straight_pool_rerack_follows_the_4_8_table(row: str, column: str, cue: CueBall) -> None:
    r = rule(scenario(Game.STRAIGHT_POOL, on_table=[6, 13], call=(6, "foot_left"),
                      first_contact=6, pocketed=[(6, "foot_left")], rerack=(row, column)))
    assert r.cue_ball is cue
    assert r.rerack is not None and r.rerack.row == row and r.rerack.column == column
    assert len(r.on_table) == 15


def test_straight_pool_no_rerack_with_two_balls_left() -> None:
    r = rule(scenario(Game.STRAIGHT_POOL, on_table=[6, 7, 13], call=(6, "foot_left"),
                      first_contact=6, pocketed=[(6, "foot_left")], rerack=("in_rack", "in_rack")))
    assert r.rerack is None and r.on_table == (7, 13)
