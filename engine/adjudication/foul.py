"""Standard fouls: those that follow from the ball facts, and those the referee saw."""

from __future__ import annotations

from engine.adjudication.model import CUE, balls_of
from engine.adjudication.ruling import Param
from engine.adjudication.verdict import Verdict, rule_order


def commit(v: Verdict, rule_id: str, key: str, **params: Param) -> None:
    """Record a foul, unless this game does not count it (section 6 introduction)."""
    rules = v.rules
    if rule_id in rules.standard_fouls:
        if rule_id not in v.fouls:
            v.fouls.append(rule_id)
        v.step(key, rule_id, rules.standard_fouls_rule, **params)
    else:
        v.step("not_a_foul_in_game", "6", rules.standard_fouls_rule, rule=rule_id,
               game=rules.game.value)


def find_fouls(v: Verdict, *, contact_rules: bool = True) -> None:
    """The fouls every game shares: 6.1, 6.3, 6.5 and the codes the referee reported.

    ``contact_rules`` is False on a push out, which is exempt from 6.2 and 6.3 (2.4, 9.4),
    and on a break, whose own rail requirement takes the place of 6.3.
    """
    sh = v.scenario.shot
    gone = sh.pocketed_mask | sh.off_table_mask
    if sh.pocketed_mask & CUE:
        commit(v, "6.1", "cue_ball_scratch")
    elif sh.off_table_mask & CUE:
        commit(v, "6.1", "cue_ball_off_table")
    if contact_rules:
        if sh.first_contact is None:
            commit(v, "6.3", "no_contact")
        elif not gone and not (sh.rail_after_contact or sh.object_balls_to_rail):
            # a pocketed or jumped ball counts as driven to a rail (8.4)
            commit(v, "6.3", "no_rail_after_contact")
    object_off = sh.off_table_mask & ~CUE
    if object_off:
        commit(v, "6.5", "object_ball_off_table", balls=_ball_list(object_off))
    for code in sh.fouls:
        commit(v, code.rule, f"foul_{code.value}")


def order_fouls(v: Verdict) -> None:
    """Most serious first: fouls that also give the cue ball in hand behind the head string
    (14.1, 4.9) cost the offender more; the rest follow the book's order."""
    if len(v.fouls) < 2:
        return
    kitchen = v.rules.foul_in_hand_kitchen_after
    v.fouls.sort(key=lambda f: (f not in kitchen, rule_order(f)))


def _ball_list(mask: int) -> str:
    return ", ".join(str(b) for b in balls_of(mask))


def ball_list(mask: int) -> str:
    return _ball_list(mask)
