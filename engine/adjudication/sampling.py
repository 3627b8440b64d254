"""Random scenarios that could happen at the table, for property tests and benchmarks.

Every scenario drawn here passes the scenario file's checks: balls of the game, pocketed
balls that were on the table, calls of balls that are there, counts in range.
"""

from __future__ import annotations

import random

from engine.adjudication.game_rules import GameRules
from engine.adjudication.model import (
    PUSH_OUT,
    SAFETY,
    Call,
    CallKind,
    CueBall,
    CueBallPlace,
    FoulCode,
    Game,
    Group,
    LastBallPlace,
    Phase,
    Player,
    Pocket,
    Pocketed,
    RerackPlaces,
    Scenario,
    Shot,
    State,
)

POCKETS = tuple(Pocket)
PLAYERS = (Player.A, Player.B)
KITCHEN_FOULS = (FoulCode.BAD_CUE_BALL_PLACEMENT, FoulCode.BAD_PLAY_BEHIND_HEAD_STRING)
OTHER_FOULS = tuple(c for c in FoulCode if c not in KITCHEN_FOULS)
LAST_PLACES = tuple(LastBallPlace)
CUE_PLACES = tuple(CueBallPlace)
GROUPS = ((Group.SOLIDS, Group.STRIPES), (Group.STRIPES, Group.SOLIDS))


def random_scenario(rng: random.Random, rules: GameRules) -> Scenario:
    game = rules.game
    balls = rules.object_balls
    shooter = PLAYERS[rng.getrandbits(1)]
    roll = rng.random()
    if roll < 0.12:
        phase = Phase.BREAK
    elif roll < 0.22 and rules.push_out is not None:
        phase = Phase.AFTER_BREAK
    else:
        phase = Phase.PLAY
    if phase is Phase.BREAK:
        on_table = list(balls)
        cue = CueBall.IN_HAND_KITCHEN
    else:
        k = rng.randint(1, len(balls))
        # the game ball stays on the table until the rack is decided (2.6, 3.7, 9.9)
        keep = {rules.game_ball} if rules.game_ball is not None else set()
        on_table = sorted(set(rng.sample(balls, k)) | keep)
        r = rng.random()
        cue = (CueBall.IN_PLAY if r < 0.7 else CueBall.IN_HAND_TABLE if r < 0.85
               else CueBall.IN_HAND_KITCHEN)
    groups = None
    if game is Game.EIGHT_BALL and phase is not Phase.BREAK and rng.random() < 0.7:
        groups = GROUPS[rng.getrandbits(1)]
    limit = 2 if rules.three_fouls else 3
    counts = (rng.randint(0, limit), rng.randint(0, limit))
    warned = rng.random() < 0.5
    score = (0, 0)
    points_to_win = None
    if game is Game.STRAIGHT_POOL:
        score = (rng.randint(-20, 120), rng.randint(-20, 120))
        if rng.random() < 0.3:
            points_to_win = rng.randint(max(1, max(score) - 5), 150)
    breaker = rng.choice((None, Player.A, Player.B))
    state = State(shooter, frozenset(on_table), cue, phase, groups, counts, warned, score,
                  breaker, points_to_win)

    call: Call | None = None
    r = rng.random()
    if phase is Phase.AFTER_BREAK and r < 0.3:
        call = PUSH_OUT
    elif rules.call_required and phase is not Phase.BREAK:
        if r < 0.75:
            call = Call(CallKind.BALL, rng.choice(on_table), rng.choice(POCKETS))
        elif r < 0.9:
            call = SAFETY
    elif game is Game.STRAIGHT_POOL and r < 0.5:
        call = Call(CallKind.BALL, rng.choice(on_table), rng.choice(POCKETS))
    elif game is Game.STRAIGHT_POOL and r < 0.8:
        call = SAFETY

    first_contact: int | None
    if rng.random() < 0.08:
        first_contact = None
    elif phase is Phase.BREAK:
        first_contact = on_table[0] if rng.random() < 0.9 else rng.choice(on_table)
    else:
        low = on_table[0]
        first_contact = low if rng.random() < 0.6 else rng.choice(on_table)

    pocketed: list[Pocketed] = []
    off: list[int] = []
    if first_contact is not None:
        n = rng.choice((0, 0, 0, 1, 1, 1, 2, 3))
        chosen = rng.sample(on_table, min(n, len(on_table)))
        if (call is not None and call.kind is CallKind.BALL and call.ball is not None
                and rng.random() < 0.5 and call.ball not in chosen):
            chosen.append(call.ball)
        for b in chosen:
            pocket = (call.pocket if call is not None and call.ball == b and rng.random() < 0.7
                      else rng.choice(POCKETS))
            pocketed.append(Pocketed(b, pocket))
        if rng.random() < 0.05:
            left = [b for b in on_table if b not in chosen]
            if left:
                off.append(rng.choice(left))
    r = rng.random()
    if r < 0.1:
        pocketed.append(Pocketed(0, rng.choice(POCKETS)))
    elif r < 0.13:
        off.append(0)
    fouls: list[FoulCode] = []
    if rng.random() < 0.08:
        fouls.append(rng.choice(OTHER_FOULS))
    if cue is CueBall.IN_HAND_KITCHEN and rng.random() < 0.05:
        fouls.append(rng.choice(KITCHEN_FOULS))
    rerack = None
    if game is Game.STRAIGHT_POOL and rng.random() < 0.5:
        rerack = RerackPlaces(rng.choice(LAST_PLACES), rng.choice(CUE_PLACES))
    shot = Shot(call, first_contact, tuple(pocketed), tuple(off), rng.random() < 0.7,
                rng.randint(0, min(len(on_table), 7)), rng.random() < 0.5, tuple(fouls), rerack)
    return Scenario(game, state, shot)
