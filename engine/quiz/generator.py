"""New practice scenarios made up on the fly, each one possible at a real table.

Pure and seeded: the same game and seed always give the same scenario, so a generated
question is stored by its seed alone and rebuilt when it comes up again. Half of the
scenarios are composed from ball facts, half are a golden scenario with one fact changed
(the same one-fact changes the what-if control offers).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.adjudication.game_rules import GameRules
from engine.adjudication.model import (
    PUSH_OUT,
    SAFETY,
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
    Scenario,
    Shot,
    State,
)
from engine.quiz.whatif import apply, changes

POCKETS = tuple(Pocket)
REFEREE_FOULS = (FoulCode.DOUBLE_HIT, FoulCode.TOUCHED_BALL, FoulCode.PUSH_SHOT,
                 FoulCode.NO_FOOT_ON_FLOOR, FoulCode.BALLS_STILL_MOVING)
"""Fouls a student is expected to know by heart; the rarer codes appear in golden files."""


def generate(rules: GameRules, seed: int, golden: Sequence[Scenario] = ()) -> Scenario:
    """A scenario of ``rules.game`` made from ``seed``."""
    rng = random.Random(f"{rules.game.value}:{seed}")
    own = [s for s in golden if s.game is rules.game]
    if own and rng.random() < 0.5:
        base = rng.choice(own)
        options = changes(base)
        if options:
            return apply(base, rng.choice(options))
    return _compose(rules, rng)


def _compose(rules: GameRules, rng: random.Random) -> Scenario:
    roll = rng.random()
    if roll < 0.2:
        return _break(rules, rng)
    if rules.push_out is not None and roll < 0.3:
        return _push_out_turn(rules, rng)
    return _play(rules, rng)


def _break(rules: GameRules, rng: random.Random) -> Scenario:
    balls = list(rules.object_balls)
    state = State(shooter=rng.choice(list(Player)), on_table=frozenset(balls),
                  cue_ball=rules.break_rules.cue_ball, phase=Phase.BREAK,
                  score=_score(rules, rng))
    pocketed: list[Pocketed] = []
    call: Call | None = None
    if rules.game is Game.STRAIGHT_POOL:
        if rng.random() < 0.3:
            ball = rng.choice(balls)
            pocket = rng.choice(POCKETS)
            call = Call(CallKind.BALL, ball, pocket)
            if rng.random() < 0.7:
                pocketed.append(Pocketed(ball, pocket))
    elif rng.random() < 0.6:
        for ball in rng.sample(balls, rng.choice((1, 1, 2))):
            pocketed.append(Pocketed(ball, rng.choice(POCKETS)))
    if rng.random() < 0.2:
        pocketed.append(Pocketed(0, rng.choice(POCKETS)))
    first = min(balls) if rules.game in (Game.NINE_BALL, Game.TEN_BALL) else rng.choice(balls)
    if rng.random() < 0.15:
        first = rng.choice(balls)
    off_table: tuple[int, ...] = ()
    if rng.random() < 0.1:
        left = [b for b in balls if b not in {p.ball for p in pocketed}]
        off_table = (rng.choice(left),)
    shot = Shot(call=call, first_contact=first, pocketed=tuple(pocketed), off_table=off_table,
                rail_after_contact=True,
                object_balls_to_rail=rng.choice((0, 1, 2, 3, 4, 5, 6)),
                cue_ball_to_rail=rng.random() < 0.6,
                fouls=_referee_fouls(rng, 0.08))
    return Scenario(rules.game, state, shot)


def _push_out_turn(rules: GameRules, rng: random.Random) -> Scenario:
    """The first shot after the break in nine or ten ball: a push out, or a normal shot."""
    balls = _remaining(rules, rng, low=5)
    state = State(shooter=rng.choice(list(Player)), on_table=frozenset(balls),
                  phase=Phase.AFTER_BREAK)
    if rng.random() < 0.6:
        first = rng.choice([None, *balls])
        made = [Pocketed(b, rng.choice(POCKETS)) for b in rng.sample(balls, 1)
                if first is not None and rng.random() < 0.3]
        shot = Shot(call=PUSH_OUT, first_contact=first, pocketed=tuple(made),
                    rail_after_contact=rng.random() < 0.5)
        return Scenario(rules.game, state, shot)
    return _shot_on(rules, state, rng)


def _play(rules: GameRules, rng: random.Random) -> Scenario:
    balls = _remaining(rules, rng, low=2)
    groups: tuple[Group, Group] | None = None
    if rules.game is Game.EIGHT_BALL and rng.random() < 0.75:
        a = rng.choice(list(Group))
        groups = (a, a.other)
        if rng.random() < 0.2:  # one group cleared: its owner is on the eight
            cleared = rules.solids if rng.random() < 0.5 else rules.stripes
            balls = sorted(b for b in balls if b not in cleared)
    fouls = (0, 0)
    warned = False
    if rules.three_fouls:
        fouls = (rng.choice((0, 0, 1, 2)), rng.choice((0, 0, 1, 2)))
    shooter = rng.choice(list(Player))
    if fouls[shooter.seat] == 2:
        warned = rng.random() < 0.8
    cue = rng.choice((CueBall.IN_PLAY, CueBall.IN_PLAY, CueBall.IN_PLAY, CueBall.IN_HAND_TABLE))
    state = State(shooter=shooter, on_table=frozenset(balls), cue_ball=cue, phase=Phase.PLAY,
                  groups=groups, consecutive_fouls=fouls, warned=warned,
                  score=_score(rules, rng))
    return _shot_on(rules, state, rng)


def _shot_on(rules: GameRules, state: State, rng: random.Random) -> Scenario:
    """A shot at the table of ``state``: usually at the right ball, sometimes not."""
    balls = sorted(state.on_table)
    target = _legal_target(rules, state, rng)
    roll = rng.random()
    if roll < 0.65:
        first: int | None = target
    elif roll < 0.9:
        first = rng.choice(balls)
    else:
        first = None
    call: Call | None = None
    pocketed: list[Pocketed] = []
    if first is not None and rng.random() < 0.2 and rules.call_required:
        call = SAFETY
    elif first is not None:
        aim = first if rng.random() < 0.7 else rng.choice(balls)
        pocket = rng.choice(POCKETS)
        if rules.call_required:
            call = Call(CallKind.BALL, aim, pocket)
        if rng.random() < 0.6:
            landed = pocket if rng.random() < 0.85 else rng.choice(POCKETS)
            pocketed.append(Pocketed(aim, landed))
        if rng.random() < 0.15:
            others = [b for b in balls if b not in {p.ball for p in pocketed}]
            if others:
                pocketed.append(Pocketed(rng.choice(others), rng.choice(POCKETS)))
    if rng.random() < 0.15:
        pocketed.append(Pocketed(0, rng.choice(POCKETS)))
    shot = Shot(call=call, first_contact=first, pocketed=tuple(pocketed),
                rail_after_contact=first is not None and rng.random() < 0.8,
                fouls=_referee_fouls(rng, 0.1))
    return Scenario(rules.game, state, shot)


def _legal_target(rules: GameRules, state: State, rng: random.Random) -> int:
    balls = sorted(state.on_table)
    if rules.game in (Game.NINE_BALL, Game.TEN_BALL):
        return balls[0]
    if rules.game is Game.EIGHT_BALL and state.groups is not None:
        own = rules.solids if state.groups[state.shooter.seat] is Group.SOLIDS else rules.stripes
        mine = [b for b in balls if b in own]
        if mine:
            return rng.choice(mine)
        return rules.game_ball or 8
    candidates = [b for b in balls if b != rules.game_ball] or balls
    return rng.choice(candidates)


def _remaining(rules: GameRules, rng: random.Random, low: int) -> list[int]:
    """Object balls still on the table part-way through a rack."""
    balls = list(rules.object_balls)
    if rules.game is Game.STRAIGHT_POOL:
        keep = rng.randint(max(low, 3), len(balls))
        return sorted(rng.sample(balls, keep))
    must = [rules.game_ball] if rules.game_ball is not None else []
    rest = [b for b in balls if b not in must]
    keep = rng.randint(max(low - len(must), 1), len(rest))
    return sorted(set(rng.sample(rest, keep)) | set(must))


def _score(rules: GameRules, rng: random.Random) -> tuple[int, int]:
    if not rules.points_per_ball:
        return (0, 0)
    return (rng.randint(0, 60), rng.randint(0, 60))


def _referee_fouls(rng: random.Random, chance: float) -> tuple[FoulCode, ...]:
    return (rng.choice(REFEREE_FOULS),) if rng.random() < chance else ()

