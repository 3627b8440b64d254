"""The end of a rack: its winner, and who breaks the next one."""

from __future__ import annotations

from engine.adjudication.model import CueBall, Phase, Player
from engine.adjudication.verdict import Verdict


def decide_rack(v: Verdict, winner: Player) -> None:
    st = v.scenario.state
    v.winner = winner
    v.step("rack_winner", player=winner)
    # fouls in a row count within one rack only (6.14)
    v.counts = [0, 0]
    v.choice = None
    v.phase = Phase.BREAK
    v.cue_ball = CueBall.IN_HAND_KITCHEN
    breaker = st.breaker or (st.shooter if st.phase is Phase.BREAK else None)
    if breaker is not None:
        v.next_shooter = breaker.other
        v.step("next_rack_alternate", v.rules.next_rack_rule, player=breaker.other)
    else:
        # without knowing who broke this rack, the alternate break cannot be applied
        v.next_shooter = winner
        v.step("next_rack_unknown_breaker", player=winner)
