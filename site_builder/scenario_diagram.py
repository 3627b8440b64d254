"""A small picture of a scenario: which balls were on the table, which the cue ball hit
first, which were called, pocketed or driven off the table.

Scenario files do not say where the balls lie, so the balls on the table are shown in a
row along the long string; only what the scenario states is drawn where it happened.
"""

from __future__ import annotations

from engine.adjudication.model import CallKind, CueBall, Scenario
from engine.i18n import Messages
from site_builder.ball_drawing import CUE_BALL, ball
from site_builder.markdown_text import attribute
from site_builder.svg_shapes import figure, group, line, svg, text
from site_builder.table_drawing import (
    HEAD_STRING_X,
    LENGTH,
    LONG_STRING_Y,
    POCKETS,
    RAIL,
    WIDTH,
    table,
)

R = 4.0
MARGIN = 16.0
GRID = 2.6 * R
GRID_X = LENGTH * 0.66
"""The balls on the table are shown as a block in the foot half, by number."""
ARROW = "#fff59d"
CALL = "#ffffff"


def scenario_figure(scenario: Scenario, ident: str, m: Messages) -> list[str]:
    st, shot = scenario.state, scenario.shot
    pockets = {p.code: p for p in POCKETS}
    where: dict[int, tuple[float, float]] = {}
    body = table()
    cue_xy = (HEAD_STRING_X / 2, LONG_STRING_Y) if st.cue_ball is CueBall.IN_HAND_KITCHEN \
        else (HEAD_STRING_X + 12, LONG_STRING_Y)
    where[CUE_BALL] = cue_xy
    lying = sorted(st.on_table)
    per_row = 5
    rows = (len(lying) + per_row - 1) // per_row
    for i, number in enumerate(lying):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(lying) - row * per_row)
        where[number] = (GRID_X + (col - (in_row - 1) / 2) * GRID,
                         LONG_STRING_Y + (row - (rows - 1) / 2) * GRID)
    marks: list[str] = []
    call = shot.call
    if call is not None and call.kind is CallKind.BALL and call.ball in where \
            and call.pocket is not None:
        bx, by = where[call.ball]
        pocket = pockets[call.pocket.value]
        marks.append(line(bx, by, pocket.x, pocket.y, CALL, 0.6, "2 1.5"))
    if shot.first_contact is not None and shot.first_contact in where:
        (cx, cy), (tx, ty) = cue_xy, where[shot.first_contact]
        marks.append(line(cx + R, cy, tx - R - 1.2, ty, ARROW, 1.0,
                          extra=f' marker-end="url(#{ident}-arrow)"'))
    balls: list[str] = []
    down = {p.ball: (p.pocket.value if p.pocket is not None else None) for p in shot.pocketed}
    off = set(shot.off_table)
    for number, (x, y) in where.items():
        if number in down or number in off:
            # drawn faintly where it was, and again where it went
            balls.append(group([ball(x, y, R, number, ident=f"{ident}-was-{number}")],
                               extra=' opacity="0.3"'))
            continue
        balls.append(ball(x, y, R, number, ident=f"{ident}-{number}"))
    stacked: dict[str, int] = {}
    unplaced = [number for number, code in down.items() if code is None]
    for k, number in enumerate(unplaced):  # pocketed, the scenario does not say where
        balls.append(ball(-RAIL + R + 2.2 * R * k, WIDTH + RAIL + R + 2, R, number,
                          ident=f"{ident}-in-{number}"))
    for number, code in down.items():
        if code is None:
            continue
        pocket = pockets[code]
        k = stacked.get(code, 0)
        stacked[code] = k + 1
        dy = (-1 if pocket.y == 0 else 1) * (RAIL + R + 2 * R * k)
        balls.append(ball(pocket.x, pocket.y + dy, R, number, ident=f"{ident}-in-{number}"))
    for k, number in enumerate(sorted(off)):
        balls.append(ball(LENGTH + RAIL + R + 2 + 2.2 * R * k, -RAIL - R - 2, R, number,
                          ident=f"{ident}-off-{number}"))
    legend = []
    if unplaced:
        legend.append(text(-RAIL + 2.2 * R * len(unplaced) + 1, WIDTH + RAIL + R + 2,
                           m._("pocketed"), 4.2, anchor="start"))
    if off:
        legend.append(text(LENGTH + RAIL + 2, -RAIL - 2 * R - 5, m._("off the table"), 4.2,
                           anchor="start"))
    if st.cue_ball is not CueBall.IN_PLAY:
        legend.append(text(cue_xy[0], cue_xy[1] + R + 4, m._("in hand"), 4.2, fill="#ffffff"))
    defs = (f'<defs><marker id="{ident}-arrow" viewBox="0 0 6 6" refX="5" refY="3" '
            f'markerWidth="4" markerHeight="4" orient="auto"><path d="M0,0 L6,3 L0,6 z" '
            f'fill="{ARROW}"/></marker></defs>')
    drawing = group(body + marks + balls + legend,
                    transform=f"translate({MARGIN + RAIL} {MARGIN + RAIL + 2 * R})")
    width = LENGTH + 2 * RAIL + 2 * MARGIN + 6 * R
    height = WIDTH + 2 * RAIL + 2 * MARGIN + 4 * R
    title = m._("The shot: first contact (arrow), call (dashed line), balls pocketed or "
                "driven off the table")
    return figure(svg(width, height, [defs, drawing], title), attribute(title), "scenario")
