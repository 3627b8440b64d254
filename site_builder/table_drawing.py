"""The pool table as rule 8.1 describes it, drawn from above with the head rail on the left.

Units are the playing surface: 200 long and 100 wide, measured from cushion nose to
cushion nose (8.1: the diamonds mark 1/8 of the length and 1/4 of the width). The head
string bounds the quarter nearest the head rail, the foot string the quarter nearest the
foot rail; the spots lie where those strings and the centre string cross the long string.
"""

from __future__ import annotations

from dataclasses import dataclass

from site_builder.svg_shapes import circle, line, rect

LENGTH = 200.0
WIDTH = 100.0
RAIL = 9.0
POCKET_R = 5.2
HEAD_STRING_X = LENGTH / 4
FOOT_STRING_X = LENGTH * 3 / 4
CENTER_STRING_X = LENGTH / 2
LONG_STRING_Y = WIDTH / 2
HEAD_SPOT = (HEAD_STRING_X, LONG_STRING_Y)
FOOT_SPOT = (FOOT_STRING_X, LONG_STRING_Y)
CENTER_SPOT = (CENTER_STRING_X, LONG_STRING_Y)
BALL_R = 2.25  # a 2¼-inch ball on a 100-inch table

CLOTH = "#2e8b57"
KITCHEN = "#3aa26a"
RAIL_COLOUR = "#6b3e1f"
LINE_COLOUR = "#e8f5e9"


@dataclass(frozen=True, slots=True)
class Pocket:
    code: str
    """As scenario files name it: ``foot_left`` … ``head_right``, seen from the head end."""
    x: float
    y: float


# Standing at the head rail and looking down the table, "left" is the top edge here.
POCKETS = (
    Pocket("head_left", 0, 0), Pocket("side_left", CENTER_STRING_X, 0),
    Pocket("foot_left", LENGTH, 0), Pocket("head_right", 0, WIDTH),
    Pocket("side_right", CENTER_STRING_X, WIDTH), Pocket("foot_right", LENGTH, WIDTH),
)


def diamonds() -> list[tuple[float, float]]:
    """Diamond positions on the rails (8.1), in the middle of the rail's top."""
    out: list[tuple[float, float]] = []
    for i in range(1, 8):
        if i == 4:
            continue  # the side pocket stands where the fourth diamond would
        x = LENGTH * i / 8
        out += [(x, -RAIL / 2), (x, WIDTH + RAIL / 2)]
    for j in range(1, 4):
        y = WIDTH * j / 4
        out += [(-RAIL / 2, y), (LENGTH + RAIL / 2, y)]
    return out


def table(kitchen: bool = True, strings: bool = True) -> list[str]:
    """Rails, cloth, pockets, diamonds, and the strings and spots of 8.1."""
    body = [rect(-RAIL, -RAIL, LENGTH + 2 * RAIL, WIDTH + 2 * RAIL, RAIL_COLOUR, rx=4),
            rect(0, 0, LENGTH, WIDTH, CLOTH)]
    if kitchen:
        body.append(rect(0, 0, HEAD_STRING_X, WIDTH, KITCHEN))
    for x, y in diamonds():
        body.append(circle(x, y, 1.1, "#f5f0e1"))
    if strings:
        body.append(line(HEAD_STRING_X, 0, HEAD_STRING_X, WIDTH, LINE_COLOUR, 0.5))
        body.append(line(FOOT_STRING_X, 0, FOOT_STRING_X, WIDTH, LINE_COLOUR, 0.4, "2 2"))
        body.append(line(CENTER_STRING_X, 0, CENTER_STRING_X, WIDTH, LINE_COLOUR, 0.4, "2 2"))
        body.append(line(0, LONG_STRING_Y, FOOT_STRING_X, LONG_STRING_Y, LINE_COLOUR, 0.4,
                         "2 2"))
        # 8.1: the long string is marked between the foot spot and the foot rail
        body.append(line(FOOT_STRING_X, LONG_STRING_Y, LENGTH, LONG_STRING_Y, LINE_COLOUR, 0.5))
    for x, y in (HEAD_SPOT, CENTER_SPOT, FOOT_SPOT):
        body.append(circle(x, y, 1.0, "#ffffff"))
    for p in POCKETS:
        body.append(circle(p.x, p.y, POCKET_R, "#111111"))
    return body
