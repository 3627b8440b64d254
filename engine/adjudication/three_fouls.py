"""Rule 6.14: three fouls in a row are a serious foul, but only after a warning."""

from __future__ import annotations

from engine.adjudication.verdict import Verdict


def count_foul(v: Verdict) -> bool:
    """Count the shooter's standard foul; True when it is his third, a serious foul."""
    rules = v.rules
    st = v.scenario.state
    i = st.shooter.seat
    # the count at the start of the shot (a break in nine or ten ball starts from none)
    before = v.counts[i]
    if not rules.three_fouls:
        v.counts[i] = before + 1
        return False
    if before >= 2:
        if st.warned:
            v.counts[i] = 0
            v.serious.append("6.14")
            v.step("third_foul", "6.14", rules.three_fouls_rule, player=st.shooter)
            return True
        v.counts[i] = 2
        v.step("third_foul_not_warned", "6.14", player=st.shooter)
        return False
    v.counts[i] = before + 1
    return False


def legal_shot(v: Verdict) -> None:
    """A shot without a foul ends the shooter's run of fouls."""
    v.counts[v.scenario.state.shooter.seat] = 0


def warn_next(v: Verdict) -> None:
    """The referee warns a player who comes to the table on two fouls (6.14)."""
    if not v.rules.three_fouls or v.winner is not None:
        return
    nxt = v.next_shooter
    if v.counts[nxt.seat] == 2:
        v.warn = nxt
        v.step("warn_two_fouls", "6.14", player=nxt)
