"""Break shots: what a legal break needs in each game (2.3, 3.3, 4.3, 9.3)."""

from __future__ import annotations

from engine.adjudication.game_rules import Waiver
from engine.adjudication.model import CUE, CallKind
from engine.adjudication.verdict import Verdict


def called_ball_made(v: Verdict) -> bool:
    """The called ball went into the called pocket (any pocket when none was named)."""
    sh = v.scenario.shot
    call = sh.call
    if call is None or call.kind is not CallKind.BALL or call.ball is None:
        return False
    if not sh.pocketed_mask & (1 << call.ball):
        return False
    return call.pocket is None or sh.pocket_of(call.ball) == call.pocket


def requirement_met(v: Verdict) -> bool:
    """Whether the break did what the game requires of it, with the reason as a step."""
    br = v.rules.break_rules
    sh = v.scenario.shot
    if br.waived_when is Waiver.BALL_POCKETED:
        if sh.pocketed_mask & v.rules.all_mask:
            v.step("break_ball_pocketed", br.rule)
            return True
    elif called_ball_made(v):
        v.step("break_called_ball_pocketed", br.rule)
        return True
    n = sh.object_balls_to_rail
    need = br.min_object_balls_to_rail
    cue_ok = (not br.cue_ball_to_rail or sh.cue_ball_to_rail
              or bool((sh.pocketed_mask | sh.off_table_mask) & CUE))
    if n >= need and cue_ok:
        v.step("break_rails_met", br.rule, n=n, need=need)
        return True
    if n < need:
        v.step("break_rails_short", br.rule, n=n, need=need)
    if not cue_ok:
        v.step("break_cue_ball_no_rail", br.rule)
    return False
