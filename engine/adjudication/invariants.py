"""What every ruling must satisfy, whatever the shot: checked by property tests and sweeps."""

from __future__ import annotations

from collections.abc import Container

from engine.adjudication.model import CUE, CueBall, Game, Phase, Scenario
from engine.adjudication.ruling import Ruling


def violations(scenario: Scenario, ruling: Ruling,
               rule_ids: Container[str] | None = None) -> list[str]:
    out: list[str] = []
    st = scenario.state
    sh = scenario.shot
    before = st.on_table_mask
    gone = (sh.pocketed_mask | sh.off_table_mask) & ~CUE
    expected = (before & ~gone) | ruling.respotted_mask
    if ruling.on_table_mask != expected:
        out.append(f"balls not conserved: before {sorted(st.on_table)}, after "
                   f"{list(ruling.on_table)}, respotted {list(ruling.respotted)}")
    if ruling.respotted_mask & before & ~gone:
        out.append("a ball on the table was respotted")
    if ruling.winner is not None and (ruling.phase is not Phase.BREAK
                                      or ruling.choice is not None):
        out.append("a winner while the rack goes on")
    if ruling.winner is None and ruling.loss_of_rack is not None:
        out.append("loss of rack without a winner")
    if not isinstance(ruling.next_shooter, type(st.shooter)):
        out.append("no next shooter")
    if not isinstance(ruling.cue_ball, CueBall):
        out.append("no cue ball state")
    if (ruling.foul and ruling.winner is None and ruling.choice is None
            and scenario.game is not Game.STRAIGHT_POOL
            and ruling.cue_ball is CueBall.IN_PLAY):
        out.append("a standard foul without ball in hand")
    if ruling.foul and ruling.winner is None and ruling.next_shooter is st.shooter \
            and ruling.phase is not Phase.BREAK:
        out.append("the offender shoots again after a foul")
    if ruling.choice is not None and ruling.next_shooter is not ruling.choice.by:
        out.append("the chooser is not the next to act")
    if list(ruling.cites) != sorted(set(ruling.cites), key=_order):
        out.append("cites not in book order or repeated")
    if rule_ids is not None:
        for rid in ruling.cites:
            if rid not in rule_ids:
                out.append(f"cites {rid}, which the book does not have")
        for step in ruling.explanation:
            for rid in step.cites:
                if rid not in rule_ids:
                    out.append(f"step {step.key} cites {rid}, which the book does not have")
    if scenario.game is Game.STRAIGHT_POOL:
        if ruling.score is None:
            out.append("no score in 14.1")
    elif ruling.points != (0, 0):
        out.append("points outside 14.1")
    for n in ruling.consecutive_fouls:
        if n < 0:
            out.append("negative foul count")
    return out


def _order(rule_id: str) -> tuple[int, int]:
    section, _, number = rule_id.partition(".")
    return int(section), int(number) if number else 0
