"""14.1 re-racks: fourteen balls down, and the 4.8 table for the fifteenth ball and the cue ball."""

from __future__ import annotations

from engine.adjudication.model import CueBall, LastBallPlace, RerackPlaces
from engine.adjudication.ruling import Rerack
from engine.adjudication.verdict import Verdict
from engine.book.model import RerackTable

OBJECT_BALL_PLACES = ("foot_spot", "head_spot", "center_spot", "in_place")
CUE_BALL_PLACES = ("in_hand_kitchen", "in_place", "head_spot", "center_spot")
"""Where the 4.8 table may send the fifteenth ball and the cue ball (the codes of its cells)."""

POCKETED_ROW = "pocketed"
"""The row of the 4.8 table for a fifteenth ball pocketed with the fourteenth (4.8(a))."""


class RerackTableError(ValueError):
    """The 4.8 table in the book lacks a row or column the engine needs."""


def check_table(table: RerackTable) -> None:
    needed_rows = {p.value for p in LastBallPlace} | {POCKETED_ROW}
    missing = sorted(needed_rows - set(table.rows))
    if missing:
        raise RerackTableError(f"the table of rule 4.8 has no row {', '.join(missing)}")


def rerack(v: Verdict, table: RerackTable) -> None:
    """Re-rack after the fourteenth ball of a rack, as the 4.8 table says."""
    rules = v.rules
    places = v.scenario.shot.rerack or RerackPlaces()
    remaining = v.on_table
    row = places.last_ball.value if remaining else POCKETED_ROW
    column = places.cue_ball.value
    cell = table.cell(row, column)
    all_balls = rules.all_mask
    table_rule = rules.rerack_table_rule or rules.rerack_rule or rules.section
    if cell is None:
        # neither ball is in the way: fourteen balls go back, the others stay where they lie
        racked = all_balls & ~remaining
        v.spot(racked)
        v.rerack = Rerack(row, column, "in_place", "in_place", _count(racked))
        v.step("rerack_fourteen", rules.rerack_rule or rules.section, n=_count(racked))
        v.cue_ball = CueBall.IN_PLAY
        return
    v.cite(table_rule)
    if cell.object_ball == "foot_spot":
        racked = all_balls & ~remaining
        v.spot(racked)
        n = 15
    else:
        racked = all_balls & ~remaining
        v.spot(racked)
        n = _count(racked)
    v.rerack = Rerack(row, column, cell.object_ball, cell.cue_ball, n)
    v.step("rerack_table", table_rule, row=row, column=column, object_ball=cell.object_ball,
           cue_ball=cell.cue_ball)
    v.cue_ball = CueBall.IN_HAND_KITCHEN if cell.cue_ball == "in_hand_kitchen" else CueBall.IN_PLAY


def _count(mask: int) -> int:
    return bin(mask).count("1")
