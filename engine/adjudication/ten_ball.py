"""Ten ball (section 9): nine ball's rotation with called shots, safeties and 9.7's options."""

from __future__ import annotations

from engine.adjudication.break_shot import called_ball_made
from engine.adjudication.game_rules import RespotWhen
from engine.adjudication.model import CallKind, CueBall, Phase
from engine.adjudication.nine_ball import fouls_or_push_out
from engine.adjudication.rack import decide_rack
from engine.adjudication.respot import respot
from engine.adjudication.three_fouls import warn_next
from engine.adjudication.verdict import Verdict


def rule(v: Verdict) -> None:
    st = v.scenario.state
    sh = v.scenario.shot
    rules = v.rules
    kind = sh.call.kind if sh.call is not None else None
    if fouls_or_push_out(v):
        return
    made = sh.pocketed_mask & rules.all_mask
    v.cue_ball = CueBall.IN_PLAY
    v.phase = Phase.PLAY
    if st.phase is Phase.BREAK:
        # no call on the break: any ball pocketed keeps the breaker at the table (9.3, 9.5)
        respot(v, RespotWhen.BREAK, made)
        if made:
            v.shooter_continues()
        else:
            v.turn_passes()
        v.break_outcome = "legal_continue" if made else "legal_pass"
        v.phase = Phase.AFTER_BREAK
        if rules.push_out is not None:
            v.step("push_out_available", rules.push_out.rule, player=v.next_shooter)
        warn_next(v)
        return
    if kind is CallKind.SAFETY:
        v.step("safety_called", rules.safety_rule or rules.call_rule)
        if made:
            respot(v, RespotWhen.SAFETY, made)
            v.offer(st.shooter.other, rules.safety_options)
            v.step("safety_pocketed_choice", rules.safety_rule or rules.call_rule,
                   player=st.shooter.other)
        else:
            v.turn_passes()
        warn_next(v)
        return
    if called_ball_made(v):
        assert sh.call is not None and sh.call.ball is not None
        called = sh.call.ball
        v.step("called_ball_pocketed", rules.call_rule, ball=called)
        if called == rules.game_ball:
            if not v.on_table:
                v.step("game_ball_wins", rules.game_ball_rule or rules.continuing_rule,
                       ball=called, player=st.shooter)
                decide_rack(v, st.shooter)
                return
            respot(v, RespotWhen.BEFORE_LAST, made)
        else:
            respot(v, RespotWhen.NOT_CALLED, made & ~(1 << called))
        v.shooter_continues()
        warn_next(v)
        return
    if made:
        if kind is CallKind.BALL and sh.call is not None and sh.call.ball is not None \
                and sh.pocketed_mask & (1 << sh.call.ball):
            v.step("called_ball_wrong_pocket", rules.illegal_pocket_rule or rules.call_rule,
                   ball=sh.call.ball)
        elif kind is CallKind.BALL:
            v.step("called_ball_missed_other_pocketed",
                   rules.illegal_pocket_rule or rules.call_rule)
        else:
            v.step("nothing_called_ball_pocketed", rules.call_rule)
        respot(v, RespotWhen.ILLEGALLY_POCKETED, made)
        v.offer(st.shooter.other, rules.illegal_pocket_options)
        v.step("illegally_pocketed_choice", rules.illegal_pocket_rule or rules.call_rule,
               player=st.shooter.other)
    else:
        v.turn_passes()
    warn_next(v)
