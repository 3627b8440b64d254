"""The table seen from above, in box-drawing characters: the balls on it, the pockets the
shot's balls dropped into, the first ball hit, and where the cue ball is.

The head rail is on the left, so the player breaking from the head looks to the right;
the balls are shown as numbered markers in the foot area, not at their real spots.
"""

from __future__ import annotations

from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget

from engine.adjudication.model import CueBall, Pocket, Scenario

Run = tuple[str, str]
"""Text and its style."""

BALL_COLOURS = {1: "#f2c200", 2: "#1f4fd1", 3: "#d62020", 4: "#6a2aa8", 5: "#f07800",
                6: "#168a3a", 7: "#7a1f1f", 8: "#111111"}
"""The usual colours of the numbered balls; 9 to 15 are the striped 1 to 7."""

CUE_MARK = "○"
FIRST_MARK = "▸"
HEAD_STRING_MARK = "┊"
RAIL = "#8a5a2b"
CLOTH = "on #0b5d2a"
ON_CLOTH = "bold #ffffff on #0b5d2a"
HEAD_STRING = "#9fd3b0 on #0b5d2a"

TOP_POCKETS = (Pocket.HEAD_LEFT, Pocket.SIDE_LEFT, Pocket.FOOT_LEFT)
BOTTOM_POCKETS = (Pocket.HEAD_RIGHT, Pocket.SIDE_RIGHT, Pocket.FOOT_RIGHT)


def ball_style(ball: int) -> str:
    if ball == 8:
        return "bold #ffffff on #111111"
    colour = BALL_COLOURS.get(ball if ball <= 8 else ball - 8, "#888888")
    if ball > 8:
        return f"bold {colour} on #f4f4f4"
    return f"bold #ffffff on {colour}"


def _ball(ball: int, first: bool) -> list[Run]:
    mark = FIRST_MARK if first else " "
    return [(mark, ON_CLOTH), (f"{ball:>2}", ball_style(ball))]


def _pocket_line(pockets: tuple[Pocket, Pocket, Pocket], dropped: dict[Pocket, list[int]],
                 width: int) -> list[Run]:
    """Balls that dropped into the pockets of one long rail, written over each pocket."""
    slots = [0, width // 2, width - 1]
    cells = [" "] * width
    styles: list[str] = [""] * width
    for pocket, x in zip(pockets, slots, strict=True):
        balls = dropped.get(pocket, [])
        if not balls:
            continue
        text = " ".join(CUE_MARK if b == 0 else str(b) for b in balls)
        start = max(0, min(x - len(text) // 2, width - len(text)))
        for i, ch in enumerate(text):
            if start + i < width:
                cells[start + i] = ch
                styles[start + i] = "bold"
    return _merge(cells, styles)


def _merge(cells: list[str], styles: list[str]) -> list[Run]:
    out: list[Run] = []
    for ch, st in zip(cells, styles, strict=True):
        if out and out[-1][1] == st:
            out[-1] = (out[-1][0] + ch, st)
        else:
            out.append((ch, st))
    return out


def table_rows(scenario: Scenario, width: int = 40) -> list[list[Run]]:
    """The picture as rows of exactly ``width`` cells."""
    width = max(width, 30)
    st, sh = scenario.state, scenario.shot
    inner = width - 2
    kitchen = inner // 4
    dropped: dict[Pocket, list[int]] = {}
    for p in sh.pocketed:
        dropped.setdefault(p.pocket or Pocket.FOOT_RIGHT, []).append(p.ball)
    half = (width - 3) // 2
    rail_top = "●" + "─" * half + "●" + "─" * (width - 3 - half) + "●"
    rows: list[list[Run]] = [_pocket_line(TOP_POCKETS, dropped, width), [(rail_top, RAIL)]]

    # balls in the foot three quarters, four cells each
    area = inner - kitchen - 2
    per_row = max(1, area // 4)
    balls = sorted(st.on_table)
    ball_rows = [balls[i:i + per_row] for i in range(0, len(balls), per_row)] or [[]]
    height = max(5, len(ball_rows) + 2)
    cue_row = height // 2
    for r in range(height):
        pieces: list[Run] = [("│", RAIL)]
        left = " " * kitchen
        if r == cue_row and st.cue_ball is CueBall.IN_HAND_KITCHEN:
            left = (" " * (kitchen // 2 - 1) + CUE_MARK).ljust(kitchen)
        pieces.append((left, ON_CLOTH))
        pieces.append((HEAD_STRING_MARK, HEAD_STRING))
        used = kitchen + 1
        index = r - 1
        if 0 <= index < len(ball_rows):
            pieces.append((" ", CLOTH))
            used += 1
            for ball in ball_rows[index]:
                pieces += _ball(ball, ball == sh.first_contact)
                pieces.append((" ", CLOTH))
                used += 4
        if r == height - 2 and st.cue_ball is CueBall.IN_PLAY:
            pad = inner - used - 2
            if pad >= 0:
                pieces.append((" " * pad, CLOTH))
                pieces.append((CUE_MARK + " ", ON_CLOTH))
                used += pad + 2
        pieces.append((" " * (inner - used), CLOTH))
        pieces.append(("│", RAIL))
        rows.append(pieces)
    rows.append([(rail_top, RAIL)])
    rows.append(_pocket_line(BOTTOM_POCKETS, dropped, width))
    return rows


class TablePicture(Widget):
    DEFAULT_CSS = """
    TablePicture {
        height: auto;
        width: auto;
        text-wrap: nowrap;
    }
    """

    def __init__(self, scenario: Scenario, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.scenario = scenario

    def render(self) -> Content:
        width = self.content_region.width or self.size.width
        rows = table_rows(self.scenario, min(width, 44))
        lines = [Content.assemble(*row) for row in rows]
        return Content("\n").join(lines)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return min(container.width, 44)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(table_rows(self.scenario, min(width, 44)))

