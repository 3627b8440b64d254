"""14.1 continuous (section 4): points for called balls, minus points for fouls, re-racks."""

from __future__ import annotations

from engine.adjudication.ball_in_hand import after_foul
from engine.adjudication.break_shot import called_ball_made, requirement_met
from engine.adjudication.foul import find_fouls, order_fouls
from engine.adjudication.game_rules import RespotWhen
from engine.adjudication.model import CallKind, CueBall, Phase
from engine.adjudication.rack import decide_rack
from engine.adjudication.rerack import rerack
from engine.adjudication.respot import respot
from engine.adjudication.three_fouls import count_foul, legal_shot, warn_next
from engine.adjudication.verdict import Verdict
from engine.book.model import RerackTable


def rule(v: Verdict, table: RerackTable) -> None:
    st = v.scenario.state
    sh = v.scenario.shot
    rules = v.rules
    i = st.shooter.seat
    on_break = st.phase is Phase.BREAK
    # any ball may be hit first: 14.1 does not use 6.2 (4.9)
    find_fouls(v, contact_rules=not on_break)
    order_fouls(v)
    gone = (sh.pocketed_mask | sh.off_table_mask) & rules.all_mask
    if on_break and not requirement_met(v):
        br = rules.break_rules
        v.fouls.insert(0, br.rule)
        v.break_outcome = "breaking_foul"
        v.points[i] += br.failure_points
        v.step("breaking_foul", br.penalty_rule or br.rule, br.rule, points=br.failure_points,
               player=st.shooter)
        if len(v.fouls) > 1 and br.penalty_rule:
            v.step("breaking_foul_absorbs_standard", br.penalty_rule)
        respot(v, RespotWhen.FOUL, gone)
        v.offer(st.shooter.other, br.failure_options)
        v.step("breaking_foul_choice", br.rule, player=st.shooter.other)
        scratch = bool((sh.pocketed_mask | sh.off_table_mask) & 1)
        v.cue_ball = CueBall.IN_HAND_KITCHEN if scratch else CueBall.IN_PLAY
        v.phase = Phase.PLAY
        if not br.counts_toward_three_fouls and br.penalty_rule:
            v.cite(rules.three_fouls_rule)
        warn_next(v)
        return
    if on_break:
        v.break_outcome = "legal"
    if v.fouls:
        v.points[i] += rules.foul_points
        v.step("foul_points", rules.standard_fouls_rule, points=rules.foul_points,
               player=st.shooter)
        if count_foul(v):
            v.points[i] += rules.three_fouls_points
            v.step("third_foul_points", rules.three_fouls_rule, points=rules.three_fouls_points,
                   player=st.shooter)
            if rules.three_fouls_rerack:
                v.spot(rules.all_mask & ~v.on_table)
                v.step("third_foul_rerack", rules.three_fouls_rule, player=st.shooter)
                v.next_shooter = st.shooter
                v.cue_ball = CueBall.IN_HAND_KITCHEN
                v.phase = Phase.BREAK
                return
        respot(v, RespotWhen.FOUL, sh.pocketed_mask & rules.all_mask)
        respot(v, RespotWhen.OFF_TABLE, sh.off_table_mask & rules.all_mask)
        v.next_shooter = st.shooter.other
        v.cue_ball = after_foul(v)
        v.phase = Phase.PLAY
        warn_next(v)
        return
    legal_shot(v)
    v.cue_ball = CueBall.IN_PLAY
    v.phase = Phase.PLAY
    kind = sh.call.kind if sh.call is not None else None
    made = sh.pocketed_mask & rules.all_mask
    if kind is CallKind.SAFETY:
        v.step("safety_called", rules.safety_rule or rules.call_rule)
        respot(v, RespotWhen.SAFETY, made)
        _pass(v)
        return
    if not called_ball_made(v):
        if made:
            v.step("called_ball_not_pocketed" if kind is CallKind.BALL
                   else "nothing_called_ball_pocketed", rules.call_rule)
        respot(v, RespotWhen.NOT_CALLED, made)
        _pass(v)
        return
    assert sh.call is not None and sh.call.ball is not None
    n = bin(made).count("1")
    v.points[i] += n * rules.points_per_ball
    v.step("called_ball_pocketed", rules.call_rule, ball=sh.call.ball)
    v.step("points_scored", rules.scoring_rule or rules.section, n=n * rules.points_per_ball,
           player=st.shooter)
    target = st.points_to_win
    if target is not None and st.score[i] + v.points[i] >= target:
        v.step("points_to_win_reached", rules.continuing_rule, player=st.shooter,
               points=target)
        decide_rack(v, st.shooter)
        return
    v.shooter_continues()
    left = rules.rerack_balls_left
    if left is not None and bin(v.on_table).count("1") <= left:
        rerack(v, table)
    warn_next(v)


def _pass(v: Verdict) -> None:
    v.turn_passes()
    warn_next(v)
