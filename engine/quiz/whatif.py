"""What if one fact of the shot had been different? The changes a student can try, each
keeping the scenario possible at a real table."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from engine.adjudication.model import CallKind, FoulCode, Phase, Pocket, Pocketed, Scenario

WHAT_IF_FOULS = (FoulCode.DOUBLE_HIT, FoulCode.TOUCHED_BALL, FoulCode.PUSH_SHOT,
                 FoulCode.NO_FOOT_ON_FLOOR, FoulCode.BALLS_STILL_MOVING)
"""The fouls a referee may see that the ball facts do not show."""


class ChangeKind(StrEnum):
    FIRST_CONTACT = "first_contact"
    """The cue ball hit ``ball`` first (None: it hit no ball)."""
    POCKET = "pocket"
    """``ball`` was pocketed too (0 is the cue ball)."""
    UNPOCKET = "unpocket"
    """``ball`` was not pocketed after all."""
    FOUL = "foul"
    """The referee also saw ``foul``."""
    NO_FOUL = "no_foul"
    """The referee did not see ``foul`` after all."""


@dataclass(frozen=True, slots=True)
class Change:
    kind: ChangeKind
    ball: int | None = None
    foul: FoulCode | None = None


def changes(scenario: Scenario) -> list[Change]:
    """Every one-fact change that leaves a possible scenario, in a stable order."""
    state, shot = scenario.state, scenario.shot
    pocketed = {p.ball for p in shot.pocketed}
    gone = pocketed | set(shot.off_table)
    out: list[Change] = []
    for ball in sorted(state.on_table):
        if ball != shot.first_contact:
            out.append(Change(ChangeKind.FIRST_CONTACT, ball))
    if shot.first_contact is not None and not (pocketed - {0}):
        out.append(Change(ChangeKind.FIRST_CONTACT, None))
    if shot.first_contact is not None:
        out += [Change(ChangeKind.POCKET, b) for b in sorted(state.on_table) if b not in gone]
    if 0 not in gone:
        out.append(Change(ChangeKind.POCKET, 0))
    out += [Change(ChangeKind.UNPOCKET, p.ball) for p in shot.pocketed]
    out += [Change(ChangeKind.FOUL, foul=f) for f in WHAT_IF_FOULS if f not in shot.fouls]
    out += [Change(ChangeKind.NO_FOUL, foul=f) for f in shot.fouls]
    return out


def apply(scenario: Scenario, change: Change) -> Scenario:
    """The scenario with one fact changed."""
    shot = scenario.shot
    if change.kind is ChangeKind.FIRST_CONTACT:
        if change.ball is None:
            shot = replace(shot, first_contact=None, rail_after_contact=False,
                           object_balls_to_rail=0,
                           pocketed=tuple(p for p in shot.pocketed if p.ball == 0))
        else:
            shot = replace(shot, first_contact=change.ball)
    elif change.kind is ChangeKind.POCKET and change.ball is not None:
        shot = replace(shot, pocketed=(*shot.pocketed,
                                       Pocketed(change.ball, _pocket_for(scenario, change.ball))))
    elif change.kind is ChangeKind.UNPOCKET:
        shot = replace(shot, pocketed=tuple(p for p in shot.pocketed if p.ball != change.ball))
    elif change.kind is ChangeKind.FOUL and change.foul is not None:
        shot = replace(shot, fouls=(*shot.fouls, change.foul))
    elif change.kind is ChangeKind.NO_FOUL:
        shot = replace(shot, fouls=tuple(f for f in shot.fouls if f != change.foul))
    return replace(scenario, shot=shot)


def _pocket_for(scenario: Scenario, ball: int) -> Pocket:
    """The called pocket for the called ball; otherwise a corner pocket (break shots and
    balls nobody called may drop anywhere)."""
    call = scenario.shot.call
    if call is not None and call.kind is CallKind.BALL and call.ball == ball and call.pocket:
        return call.pocket
    if scenario.state.phase is Phase.BREAK:
        return Pocket.FOOT_LEFT
    return Pocket.FOOT_RIGHT
