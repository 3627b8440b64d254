"""The push out of nine ball and ten ball (2.4, 9.4)."""

from __future__ import annotations

from engine.adjudication.game_rules import RespotWhen
from engine.adjudication.model import CueBall, Phase
from engine.adjudication.respot import respot
from engine.adjudication.three_fouls import legal_shot
from engine.adjudication.verdict import Verdict


def legal_push_out(v: Verdict) -> None:
    """After a legal push out the opponent may play the table or hand the shot back."""
    rules = v.rules
    po = rules.push_out
    assert po is not None
    st = v.scenario.state
    pocketed = v.scenario.shot.pocketed_mask
    v.step("push_out_legal", po.rule)
    if pocketed & rules.all_mask:
        v.step("push_out_balls_stay_down", po.rule)
    respot(v, RespotWhen.PUSH_OUT, pocketed)
    legal_shot(v)
    v.offer(st.shooter.other, po.options)
    v.step("push_out_choice", po.rule, player=st.shooter.other)
    v.cue_ball = CueBall.IN_PLAY
    v.phase = Phase.PLAY
