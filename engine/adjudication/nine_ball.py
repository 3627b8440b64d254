"""Nine ball (section 2): lowest ball first, the nine wins, no calls."""

from __future__ import annotations

from engine.adjudication.ball_in_hand import after_foul
from engine.adjudication.break_shot import requirement_met
from engine.adjudication.foul import commit, find_fouls, order_fouls
from engine.adjudication.game_rules import BreakFailure, RespotWhen
from engine.adjudication.model import CallKind, CueBall, Phase
from engine.adjudication.push_out import legal_push_out
from engine.adjudication.rack import decide_rack
from engine.adjudication.respot import respot
from engine.adjudication.three_fouls import count_foul, legal_shot, warn_next
from engine.adjudication.verdict import Verdict


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def rotation_fouls(v: Verdict, *, push_out: bool) -> None:
    """A rotation game's fouls: the lowest ball must be hit first (6.2), except on a push out."""
    st = v.scenario.state
    fc = v.scenario.shot.first_contact
    low = lowest(st.on_table_mask)
    if not push_out and fc is not None and fc != low:
        commit(v, "6.2", "wrong_ball_lowest", ball=fc, lowest=low)
    find_fouls(v, contact_rules=not push_out and st.phase is not Phase.BREAK)
    if v.scenario.state.phase is Phase.BREAK and not requirement_met(v):
        br = v.rules.break_rules
        if br.failure is BreakFailure.STANDARD_FOUL:
            v.fouls.insert(0, br.rule)
    order_rotation(v)


def order_rotation(v: Verdict) -> None:
    if len(v.fouls) < 2:
        return
    br_rule = v.rules.break_rules.rule
    first = [f for f in v.fouls if f == br_rule]
    rest = [f for f in v.fouls if f != br_rule]
    v.fouls[:] = rest
    order_fouls(v)
    v.fouls[:0] = first


def fouls_or_push_out(v: Verdict) -> bool:
    """The part of every shot that nine and ten ball rule alike: fouls, then a push out.

    True when that settles the shot."""
    sh = v.scenario.shot
    push_out = sh.call is not None and sh.call.kind is CallKind.PUSH_OUT
    rotation_fouls(v, push_out=push_out)
    if v.fouls:
        if push_out:
            v.step("push_out_foul", v.rules.push_out_rule or v.rules.section)
        standard_foul(v)
        return True
    legal_shot(v)
    if push_out:
        legal_push_out(v)
        warn_next(v)
        return True
    return False


def standard_foul(v: Verdict) -> None:
    """Ball in hand for the opponent; the game ball comes back; three in a row lose the rack."""
    st = v.scenario.state
    sh = v.scenario.shot
    v.break_outcome = "foul" if st.phase is Phase.BREAK else None
    if count_foul(v):
        v.loss_of_rack = "three_fouls"
        decide_rack(v, st.shooter.other)
        return
    respot(v, RespotWhen.FOUL, sh.pocketed_mask)
    respot(v, RespotWhen.OFF_TABLE, sh.off_table_mask)
    v.next_shooter = st.shooter.other
    v.cue_ball = after_foul(v)
    v.phase = Phase.PLAY
    warn_next(v)


def rule(v: Verdict) -> None:
    st = v.scenario.state
    sh = v.scenario.shot
    rules = v.rules
    if fouls_or_push_out(v):
        return
    made = sh.pocketed_mask & rules.all_mask
    on_break = st.phase is Phase.BREAK
    if made & rules.game_ball_mask:
        v.break_outcome = "game_ball_pocketed" if on_break else None
        v.step("game_ball_wins", rules.game_ball_rule or rules.continuing_rule,
               ball=rules.game_ball or 0, player=st.shooter)
        decide_rack(v, st.shooter)
        return
    if made:
        v.shooter_continues()
    else:
        v.turn_passes()
    v.cue_ball = CueBall.IN_PLAY
    if on_break:
        v.break_outcome = "legal_continue" if made else "legal_pass"
        v.phase = Phase.AFTER_BREAK
        if rules.push_out is not None:
            v.step("push_out_available", rules.push_out.rule, player=v.next_shooter)
    else:
        v.phase = Phase.PLAY
    warn_next(v)
