"""Which pocketed or jumped balls come back to the table (1.4 and each game's rule)."""

from __future__ import annotations

from engine.adjudication.foul import ball_list
from engine.adjudication.game_rules import RespotWhen
from engine.adjudication.verdict import Verdict


def respot(v: Verdict, when: RespotWhen, balls: int) -> None:
    """Spot those of ``balls`` that the game spots in this situation."""
    rules = v.rules
    if when not in rules.respot_when:
        return
    spotted = balls & rules.respot_mask & ~v.respot
    if spotted:
        v.spot(spotted)
        v.step(f"spotted_{when.value}", rules.respot_rule, "1.4", balls=ball_list(spotted))
