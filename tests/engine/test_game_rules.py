"""The game files: every parameter present, citing rules the book has, and bad files refused."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.adjudication.game_rules import (
    BreakFailure,
    FirstBall,
    load_all_game_rules,
)
from engine.adjudication.model import CueBall, Game, Option
from engine.adjudication.rerack import check_table
from engine.book.problems import DataError
from tests.engine.conftest import BOOK, GAMES, TABLE

GAMES_DIR = Path(__file__).resolve().parents[2] / "rules_data" / "games"


def test_every_game_has_its_parameters() -> None:
    assert set(GAMES) == set(Game)
    nine = GAMES[Game.NINE_BALL]
    assert nine.object_balls == tuple(range(1, 10))
    assert nine.break_rules.min_object_balls_to_rail == 4
    assert nine.break_rules.rule == "2.3"
    assert nine.first_contact is FirstBall.LOWEST
    assert nine.three_fouls and nine.game_ball == 9
    assert "6.11" not in nine.standard_fouls
    eight = GAMES[Game.EIGHT_BALL]
    assert not eight.three_fouls
    assert eight.break_rules.failure is BreakFailure.ILLEGAL_BREAK
    assert set(eight.solids) == set(range(1, 8)) and set(eight.stripes) == set(range(9, 16))
    straight = GAMES[Game.STRAIGHT_POOL]
    assert "6.2" not in straight.standard_fouls
    assert straight.foul_cue_ball is CueBall.IN_PLAY
    assert straight.break_rules.failure_points == -2
    assert straight.three_fouls_points == -15
    assert straight.break_rules.failure_options == (Option.ACCEPT_TABLE,
                                                    Option.RERACK_OPPONENT_BREAK)
    ten = GAMES[Game.TEN_BALL]
    assert ten.game_ball_requires_last_ball and ten.call_required


def test_every_cited_rule_exists_in_the_book() -> None:
    for rules in GAMES.values():
        for rid in rules.rule_ids():
            assert rid in BOOK, (rules.game, rid)


def test_the_4_8_table_has_every_row_the_engine_reads() -> None:
    check_table(TABLE)


def test_a_bad_game_file_is_refused_with_its_position(tmp_path: Path) -> None:
    shutil.copytree(GAMES_DIR, tmp_path / "rules_data" / "games")
    path = tmp_path / "rules_data" / "games" / "nine_ball.yaml"
    text = path.read_text().replace("min_object_balls_to_rail: 4", "min_object_balls_to_rail: -4")
    text = text.replace('"6.15"', '"6.14"')
    path.write_text(text)
    with pytest.raises(DataError) as e:
        load_all_game_rules(tmp_path / "rules_data" / "games")
    messages = [str(p) for p in e.value.problems]
    assert any("rules_data/games/nine_ball.yaml:" in m and
               "break.min_object_balls_to_rail: expected a number of at least 0, got -4" in m
               for m in messages), messages
    assert any("standard_fouls.fouls[12]: expected a foul of section 6 other than 6.14 and "
               "6.17, got '6.14'" in m for m in messages), messages


def test_a_missing_game_file_is_reported(tmp_path: Path) -> None:
    shutil.copytree(GAMES_DIR, tmp_path / "games")
    (tmp_path / "games" / "ten_ball.yaml").unlink()
    with pytest.raises(DataError) as e:
        load_all_game_rules(tmp_path / "games")
    assert "file not found" in str(e.value)
