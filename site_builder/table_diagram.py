"""The figure of rule 8.1: the table and its parts, labelled in the page's language."""

from __future__ import annotations

from engine.i18n import Messages
from site_builder.markdown_text import attribute
from site_builder.svg_shapes import figure, group, line, svg, text
from site_builder.table_drawing import (
    CENTER_SPOT,
    CENTER_STRING_X,
    FOOT_SPOT,
    FOOT_STRING_X,
    HEAD_SPOT,
    HEAD_STRING_X,
    LENGTH,
    LONG_STRING_Y,
    RAIL,
    WIDTH,
    table,
)

MARGIN_X = 34.0
MARGIN_TOP = 26.0
MARGIN_BOTTOM = 26.0
LABEL = 4.6
LEADER = "#555555"


def table_figure(m: Messages) -> list[str]:
    labels: list[str] = []

    def callout(x: float, y: float, tx: float, ty: float, words: str) -> None:
        labels.append(line(x, y, tx, ty + (2.5 if ty < y else -2.5), LEADER, 0.35))
        labels.append(text(tx, ty, words, LABEL))

    # Above the table: pockets and a diamond.
    callout(-2, -2, -6, -RAIL - 10, m._("corner pocket"))
    callout(CENTER_STRING_X, -2, CENTER_STRING_X, -RAIL - 10, m._("side pocket"))
    callout(LENGTH * 5 / 8, -RAIL / 2, LENGTH * 5 / 8 + 14, -RAIL - 10, m._("diamond"))
    # Below the table: the strings and the kitchen.
    below = WIDTH + RAIL + 10
    callout(HEAD_STRING_X, WIDTH - 2, HEAD_STRING_X, below, m._("head string"))
    callout(CENTER_STRING_X, WIDTH - 2, CENTER_STRING_X, below, m._("center string"))
    callout(FOOT_STRING_X, WIDTH - 2, FOOT_STRING_X, below, m._("foot string"))
    callout(LENGTH - 12, LONG_STRING_Y, LENGTH - 12, below, m._("long string"))
    # On the cloth: the spots and the area behind the head string.
    for (x, y), words in ((HEAD_SPOT, m._("head spot")), (CENTER_SPOT, m._("center spot")),
                          (FOOT_SPOT, m._("foot spot"))):
        labels.append(text(x, y - 5, words, LABEL, fill="#ffffff"))
    labels.append(text(HEAD_STRING_X / 2, WIDTH * 0.78, m._("kitchen"), LABEL, fill="#ffffff",
                       weight="bold"))
    labels.append(text(HEAD_STRING_X / 2, WIDTH * 0.78 + 6, m._("(behind the head string)"),
                       LABEL * 0.8, fill="#ffffff"))
    # The rails at each end, written along them.
    labels.append(text(-RAIL - 6, WIDTH / 2, m._("head rail"), LABEL, rotate=-90))
    labels.append(text(LENGTH + RAIL + 6, WIDTH / 2, m._("foot rail"), LABEL, rotate=90))

    drawing = group(table() + labels, transform=f"translate({MARGIN_X} {MARGIN_TOP})")
    title = m._("The table and its parts (rule 8.1)")
    markup = svg(LENGTH + 2 * MARGIN_X, WIDTH + MARGIN_TOP + MARGIN_BOTTOM, [drawing], title)
    return figure(markup, attribute(title), "table")
