"""Shared inputs of the engine tests: the real game files, the 4.8 table and the book."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from engine.adjudication.game_rules import GameRules, load_all_game_rules
from engine.adjudication.model import (
    Call,
    CallKind,
    CueBall,
    FoulCode,
    Game,
    Group,
    Phase,
    Player,
    Pocket,
    Pocketed,
    RerackPlaces,
    Scenario,
    Shot,
    State,
)
from engine.adjudication.referee import adjudicate
from engine.adjudication.ruling import Ruling
from engine.book.loader import load_book
from engine.book.model import RerackTable, RuleBook

BOOK = load_book()
GAMES = load_all_game_rules()
_RULE_4_8 = BOOK.rule("4.8")
assert _RULE_4_8 is not None and _RULE_4_8.table is not None, "rule 4.8 must carry its table"
TABLE: RerackTable = _RULE_4_8.table


def real_book() -> RuleBook:
    """The real book: it must validate, or every engine test fails loudly."""
    return BOOK


@pytest.fixture
def games() -> dict[Game, GameRules]:
    return GAMES


@pytest.fixture
def table() -> RerackTable:
    return TABLE


def scenario(game: Game, *, shooter: str = "A", on_table: Iterable[int] | None = None,
             phase: Phase = Phase.PLAY, cue_ball: CueBall | None = None,
             groups: tuple[Group, Group] | None = None, fouls_in_a_row: tuple[int, int] = (0, 0),
             warned: bool = False, score: tuple[int, int] = (0, 0),
             breaker: str | None = None, points_to_win: int | None = None,
             call: Call | str | tuple[int, str] | None = None,
             first_contact: int | None = None, pocketed: Iterable[int | tuple[int, str]] = (),
             off_table: Iterable[int] = (), rail: bool = False, to_rail: int = 0,
             cue_to_rail: bool = False, codes: Iterable[str] = (),
             rerack: tuple[str, str] | None = None) -> Scenario:
    """A scenario in one line, for unit tests: pocketed items are balls or (ball, pocket)."""
    rules = GAMES[game]
    balls = frozenset(rules.object_balls if on_table is None else on_table)
    if cue_ball is None:
        cue_ball = CueBall.IN_HAND_KITCHEN if phase is Phase.BREAK else CueBall.IN_PLAY
    state = State(Player(shooter), balls, cue_ball, phase, groups, fouls_in_a_row, warned,
                  score, Player(breaker) if breaker else None, points_to_win)
    c: Call | None
    if isinstance(call, str):
        c = Call(CallKind(call))
    elif isinstance(call, tuple):
        c = Call(CallKind.BALL, call[0], Pocket(call[1]))
    else:
        c = call
    pk = tuple(Pocketed(p, None) if isinstance(p, int) else Pocketed(p[0], Pocket(p[1]))
               for p in pocketed)
    rr = None
    if rerack is not None:
        from engine.adjudication.model import CueBallPlace, LastBallPlace

        rr = RerackPlaces(LastBallPlace(rerack[0]), CueBallPlace(rerack[1]))
    shot = Shot(c, first_contact, pk, tuple(off_table), rail, to_rail, cue_to_rail,
                tuple(FoulCode(x) for x in codes), rr)
    return Scenario(game, state, shot)


def rule(s: Scenario) -> Ruling:
    return adjudicate(s, GAMES[s.game], TABLE)
