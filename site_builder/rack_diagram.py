"""The rack of each game, placed where its rack rule puts it.

The balls come from the game's parameters in rules_data/games: how many there are sets
the shape (nine balls make the diamond of 2.2, ten and fifteen a triangle), the apex ball
sits on the foot spot, a rotation game's lowest ball takes the apex, the game ball the
middle, and in eight ball one ball of each group takes each back corner (3.2). Every other
place is left open, as the rules leave it, and is drawn grey.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.adjudication.game_rules import FirstBall, GameRules
from engine.i18n import Messages
from site_builder.ball_drawing import ball
from site_builder.markdown_text import attribute
from site_builder.svg_shapes import figure, group, line, svg, text
from site_builder.table_drawing import (
    BALL_R,
    FOOT_SPOT,
    FOOT_STRING_X,
    LENGTH,
    RAIL,
    WIDTH,
    table,
)

DIAMOND_ROWS = (1, 2, 3, 2, 1)


@dataclass(frozen=True, slots=True)
class RackPlace:
    row: int
    x: float
    y: float
    number: int | None = None
    striped: bool | None = None


def rows_for(count: int) -> tuple[int, ...]:
    """Nine balls rack as a diamond (2.2); other racks fill a triangle row by row."""
    if count == sum(DIAMOND_ROWS):
        return DIAMOND_ROWS
    rows: list[int] = []
    while sum(rows) < count:
        rows.append(len(rows) + 1)
    return tuple(rows)


def rack_places(rules: GameRules) -> list[RackPlace]:
    """Every place of the rack, apex first, with the balls the rules fix."""
    balls = sorted(rules.object_balls)
    places: list[RackPlace] = []
    step = 2 * BALL_R * math.sqrt(3) / 2  # rows of touching balls
    for row, n in enumerate(rows_for(len(balls))):
        for j in range(n):
            y = FOOT_SPOT[1] + (j - (n - 1) / 2) * 2 * BALL_R
            places.append(RackPlace(row, FOOT_SPOT[0] + row * step, y))
    places = places[:len(balls)]
    fixed: dict[int, tuple[int | None, bool | None]] = {}
    if rules.first_contact is FirstBall.LOWEST:
        fixed[0] = (balls[0], None)
    if rules.game_ball is not None:
        fixed[_middle(places)] = (rules.game_ball, None)
    if rules.solids and rules.stripes:
        back = max(p.row for p in places)
        corners = [i for i, p in enumerate(places) if p.row == back]
        fixed[corners[0]] = (None, False)
        fixed[corners[-1]] = (None, True)
    return [RackPlace(p.row, p.x, p.y, *fixed.get(i, (None, None)))
            for i, p in enumerate(places)]


def _middle(places: list[RackPlace]) -> int:
    cx = sum(p.x for p in places) / len(places)
    cy = sum(p.y for p in places) / len(places)
    return min(range(len(places)), key=lambda i: (places[i].x - cx) ** 2
               + (places[i].y - cy) ** 2 + places[i].row * 1e-6)


def rack_figure(rules: GameRules, game_title: str, m: Messages) -> list[str]:
    ident = f"rack-{rules.game.value}"
    balls = [ball(p.x, p.y, BALL_R, p.number, p.striped, ident=f"{ident}-{i}")
             for i, p in enumerate(rack_places(rules))]
    label = 2.6
    notes = [
        line(FOOT_SPOT[0] - BALL_R * 0.7, FOOT_SPOT[1] - BALL_R * 0.7, FOOT_SPOT[0] - 7,
             FOOT_SPOT[1] - 11, "#ffffff", 0.25),
        text(FOOT_SPOT[0] - 7, FOOT_SPOT[1] - 12.8, m._("foot spot"), label, fill="#ffffff"),
        text(FOOT_STRING_X - 1.8, FOOT_SPOT[1] + 12, m._("foot string"), label, fill="#ffffff",
             rotate=-90),
        text(LENGTH + RAIL + 2.4, WIDTH / 2, m._("foot rail"), label, rotate=90),
    ]
    left, top = FOOT_STRING_X - 16, 28.0
    width, height = LENGTH + RAIL + 5 - left, WIDTH - 2 * top
    drawing = group(table() + balls + notes, transform=f"translate({-left} {-top})")
    title = m._("{game}: the rack of rule {rule}, apex on the foot spot").format(
        game=game_title, rule=rules.balls_rule)
    caption = f"{attribute(title)}<br>{attribute(_legend(rules, m))}"
    return figure(svg(width, height, [drawing], title), caption, "rack")


def _legend(rules: GameRules, m: Messages) -> str:
    if rules.solids and rules.stripes:
        return m._("Light grey: any ball. The back corners hold one ball of each group: "
                   "a solid (dark) and a stripe (dark band).")
    if rules.game_ball is None and rules.first_contact is not FirstBall.LOWEST:
        return m._("The rule places no ball in particular.")
    return m._("Light grey: any of the other balls.")
