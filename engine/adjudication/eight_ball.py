"""Eight ball (section 3): groups, the open table, called shots, and losing the rack on the 8."""

from __future__ import annotations

from engine.adjudication.ball_in_hand import after_foul
from engine.adjudication.break_shot import called_ball_made, requirement_met
from engine.adjudication.foul import commit, find_fouls, order_fouls
from engine.adjudication.game_rules import BreakChoiceCase, Chooser, LossCondition, RespotWhen
from engine.adjudication.model import CUE, CallKind, CueBall, Group, Phase, Player
from engine.adjudication.rack import decide_rack
from engine.adjudication.respot import respot
from engine.adjudication.three_fouls import count_foul, legal_shot
from engine.adjudication.verdict import Verdict


def group_mask(v: Verdict, group: Group) -> int:
    return v.rules.solids_mask if group is Group.SOLIDS else v.rules.stripes_mask


def group_of(v: Verdict, ball: int) -> Group | None:
    bit = 1 << ball
    if bit & v.rules.solids_mask:
        return Group.SOLIDS
    if bit & v.rules.stripes_mask:
        return Group.STRIPES
    return None


def rule(v: Verdict) -> None:
    if v.scenario.state.phase is Phase.BREAK:
        rule_break(v)
    else:
        rule_play(v)


def rule_play(v: Verdict) -> None:
    st = v.scenario.state
    sh = v.scenario.shot
    rules = v.rules
    eight = rules.game_ball_mask
    own: Group | None = st.groups[st.shooter.seat] if st.groups else None
    cleared = own is not None and not st.on_table_mask & group_mask(v, own)
    fc = sh.first_contact
    if fc is not None:
        if own is None:
            if (1 << fc) & eight:
                commit(v, "6.2", "wrong_ball_open_table_eight", ball=fc)
                v.cite(rules.open_table_rule or rules.first_contact_rule)
        elif cleared:
            if not (1 << fc) & eight:
                commit(v, "6.2", "wrong_ball_eight_only", ball=fc)
        elif not (1 << fc) & group_mask(v, own):
            commit(v, "6.2", "wrong_ball_group", ball=fc, group=own)
    find_fouls(v)
    order_fouls(v)
    loss = _loss_of_rack(v, own, cleared)
    if loss is not None:
        v.loss_of_rack = loss.value
        v.serious.append(rules.loss_rule or rules.section)
        v.cite(rules.serious_rule or rules.loss_rule or rules.section)
        count_foul(v)
        decide_rack(v, st.shooter.other)
        return
    if v.fouls:
        count_foul(v)
        v.next_shooter = st.shooter.other
        v.cue_ball = after_foul(v)
        if sh.pocketed_mask & rules.all_mask:
            v.step("pocketed_balls_stay_down", rules.respot_rule)
        return
    legal_shot(v)
    v.cue_ball = CueBall.IN_PLAY
    kind = sh.call.kind if sh.call is not None else None
    if sh.pocketed_mask & eight:
        v.step("game_ball_wins", rules.game_ball_rule or rules.continuing_rule,
               ball=rules.game_ball or 8, player=st.shooter)
        decide_rack(v, st.shooter)
        return
    if kind is CallKind.SAFETY:
        v.step("safety_called", rules.safety_rule or rules.call_rule)
        if sh.pocketed_mask & rules.all_mask:
            v.step("pocketed_balls_stay_down", rules.safety_rule or rules.call_rule)
        v.turn_passes()
        return
    if called_ball_made(v):
        assert sh.call is not None and sh.call.ball is not None
        called = sh.call.ball
        group = group_of(v, called)
        v.step("called_ball_pocketed", rules.call_rule, ball=called)
        if own is None and group is not None:
            v.groups = ((group, group.other) if st.shooter is Player.A
                        else (group.other, group))
            v.step("group_chosen", rules.open_table_rule or rules.call_rule,
                   player=st.shooter, group=group)
            v.shooter_continues()
            return
        if own is not None and group is own:
            v.shooter_continues()
            return
        v.step("called_ball_not_own_group", rules.continuing_rule, ball=called)
        v.turn_passes()
        return
    if sh.pocketed_mask & rules.all_mask:
        v.step("called_ball_not_pocketed" if kind is CallKind.BALL
               else "nothing_called_ball_pocketed", rules.call_rule)
        v.step("pocketed_balls_stay_down", rules.respot_rule)
    if own is None:
        v.step("table_stays_open", rules.open_table_rule or rules.call_rule)
    v.turn_passes()


def _loss_of_rack(v: Verdict, own: Group | None, cleared: bool) -> LossCondition | None:
    """The first loss-of-rack condition of 3.8 that the shot meets (never on the break)."""
    sh = v.scenario.shot
    rules = v.rules
    eight = rules.game_ball_mask
    conditions = rules.loss_conditions
    rid = rules.loss_rule or rules.section
    if sh.off_table_mask & eight and LossCondition.GAME_BALL_OFF_TABLE in conditions:
        v.step("loss_eight_off_table", rid)
        return LossCondition.GAME_BALL_OFF_TABLE
    if not sh.pocketed_mask & eight:
        return None
    if v.fouls and LossCondition.FOUL_POCKETING_GAME_BALL in conditions:
        v.step("loss_foul_pocketing_eight", rid)
        return LossCondition.FOUL_POCKETING_GAME_BALL
    if not cleared and LossCondition.GAME_BALL_BEFORE_GROUP in conditions:
        v.step("loss_eight_before_group" if own is not None else "loss_eight_open_table", rid)
        return LossCondition.GAME_BALL_BEFORE_GROUP
    call = sh.call
    called_eight = (call is not None and call.kind is CallKind.BALL
                    and call.ball == rules.game_ball and called_ball_made(v))
    if not called_eight and LossCondition.GAME_BALL_UNCALLED_POCKET in conditions:
        v.step("loss_eight_uncalled_pocket", rid)
        return LossCondition.GAME_BALL_UNCALLED_POCKET
    return None


def rule_break(v: Verdict) -> None:
    """3.3: the break needs four balls to a rail unless a ball falls; the 8 has its own options."""
    st = v.scenario.state
    sh = v.scenario.shot
    rules = v.rules
    br = rules.break_rules
    eight = rules.game_ball_mask
    # no ball need be hit first on the break (3.3(b)), and 3.3 replaces 6.3's rail rule
    find_fouls(v, contact_rules=False)
    order_fouls(v)
    # the cue ball gone either way puts it in hand behind the head string; only a scratch
    # in the sense of 8.6 (cue ball pocketed) brings in 3.3(f), which names that definition
    scratch = bool((sh.pocketed_mask | sh.off_table_mask) & CUE)
    scratched = bool(sh.pocketed_mask & CUE)
    met = requirement_met(v)
    opponent = st.shooter.other
    choices = rules.break_choices
    if not met:
        v.fouls.insert(0, br.rule)
        v.break_outcome = "illegal_break"
        v.step("illegal_break", br.rule, player=opponent)
        count_foul(v)
        v.offer(opponent, br.failure_options)
        v.cue_ball = CueBall.IN_HAND_KITCHEN if scratch else CueBall.IN_PLAY
        if scratch:
            v.step("ball_in_hand_in_hand_kitchen", rules.standard_fouls_rule,
                   player=opponent)
        return
    eight_down = bool(sh.pocketed_mask & eight)
    if not v.fouls:
        legal_shot(v)
        v.cue_ball = CueBall.IN_PLAY
        if eight_down and BreakChoiceCase.GAME_BALL_POCKETED in choices:
            c = choices[BreakChoiceCase.GAME_BALL_POCKETED]
            v.break_outcome = "eight_pocketed"
            v.step("break_eight_pocketed", c.rule, player=st.shooter)
            v.offer(st.shooter if c.by is Chooser.SHOOTER else opponent, c.options)
            return
        v.step("table_open_after_break", rules.open_table_rule or br.rule)
        if sh.pocketed_mask & rules.all_mask:
            v.break_outcome = "legal_continue"
            v.shooter_continues()
        else:
            v.break_outcome = "legal_pass"
            v.turn_passes()
        return
    count_foul(v)
    v.next_shooter = opponent
    if eight_down and scratched and BreakChoiceCase.GAME_BALL_AND_SCRATCH in choices:
        c = choices[BreakChoiceCase.GAME_BALL_AND_SCRATCH]
        v.break_outcome = "eight_and_scratch"
        v.step("break_eight_and_scratch", c.rule, player=opponent)
        v.offer(opponent, c.options)
        v.cue_ball = CueBall.IN_HAND_KITCHEN
        return
    respot(v, RespotWhen.BREAK, sh.pocketed_mask | sh.off_table_mask)
    object_off = sh.off_table_mask & rules.all_mask
    if object_off:
        case = BreakChoiceCase.OBJECT_BALL_OFF_TABLE
        v.break_outcome = "object_ball_off_table"
        if object_off & ~eight:
            v.step("break_balls_stay_off", c_rule(v, case))
    else:
        case = BreakChoiceCase.OTHER_FOUL
        v.break_outcome = "foul"
    v.step("table_open_after_break", rules.open_table_rule or br.rule)
    if case not in choices:
        v.cue_ball = after_foul(v, on_break=True)
        return
    c = choices[case]
    v.step("break_foul_choice", c.rule, player=opponent)
    v.offer(opponent, c.options)
    # 3.3(h) offers the table as it lies even after a scratch; with the cue ball off the
    # table, either way it comes back in hand behind the head string (3.9)
    v.cue_ball = CueBall.IN_HAND_KITCHEN if scratch else CueBall.IN_PLAY
    if scratch:
        v.cite(rules.standard_fouls_rule)


def c_rule(v: Verdict, case: BreakChoiceCase) -> str:
    c = v.rules.break_choices.get(case)
    return c.rule if c is not None else v.rules.break_rules.rule
