"""Where the cue ball is for the incoming player after a standard foul."""

from __future__ import annotations

from engine.adjudication.model import CueBall
from engine.adjudication.verdict import Verdict


def after_foul(v: Verdict, *, on_break: bool = False) -> CueBall:
    """Ball in hand as the game gives it; in 14.1 the cue ball mostly stays where it lies (4.9)."""
    rules = v.rules
    if any(f in rules.foul_in_hand_kitchen_after for f in v.fouls):
        where = CueBall.IN_HAND_KITCHEN
    elif on_break:
        where = rules.foul_cue_ball_after_break
    else:
        where = rules.foul_cue_ball
    if where is CueBall.IN_PLAY:
        v.step("cue_ball_stays", rules.standard_fouls_rule)
    else:
        v.step(f"ball_in_hand_{where.value}", rules.standard_fouls_rule,
               player=v.next_shooter)
    return where
