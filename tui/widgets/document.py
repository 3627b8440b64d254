"""Several blocks of text (headings, paragraphs, list items, rule text) drawn as one widget.

A question's feedback has dozens of pieces; as separate widgets each one costs layout
time on every answer. One widget laying out all of them keeps feedback within a frame.
Every block is broken at word boundaries by the engine's layout, Thai included.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget

from engine.book.model import Block as RuleBody
from tui.rule_lines import Span, bullet_lines, prose_lines, rule_lines
from tui.widgets.wrapped import link_action


@dataclass(frozen=True, slots=True)
class Piece:
    layout: Callable[[int], list[list[Span]]]
    style: str = ""
    space_before: bool = False


def text(value: str, style: str = "", *, space_before: bool = False) -> Piece:
    return Piece(lambda width: prose_lines(value, width), style, space_before)


def bullet(value: str, style: str = "") -> Piece:
    return Piece(lambda width: bullet_lines(value, width), style)


def rule_text(body: tuple[RuleBody, ...]) -> Piece:
    return Piece(lambda width: rule_lines(body, width), space_before=True)


class Document(Widget):
    DEFAULT_CSS = """
    Document {
        height: auto;
        text-wrap: nowrap;
    }
    """

    def __init__(self, pieces: list[Piece], *, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.pieces = pieces
        self._cache: tuple[int, list[tuple[list[Span], str]]] | None = None

    def set_pieces(self, pieces: list[Piece]) -> None:
        self.pieces = pieces
        self._cache = None
        self.refresh(layout=True)

    def lines(self, width: int) -> list[tuple[list[Span], str]]:
        width = max(width, 8)
        if self._cache is None or self._cache[0] != width:
            out: list[tuple[list[Span], str]] = []
            for piece in self.pieces:
                if piece.space_before and out:
                    out.append(([], ""))
                out += [(line, piece.style) for line in piece.layout(width)]
            self._cache = (width, out)
        return self._cache[1]

    def plain_lines(self, width: int) -> list[str]:
        return ["".join(t for t, _ in line) for line, _ in self.lines(width)]

    def render(self) -> Content:
        parts = []
        for line, style in self.lines(self.content_region.width or self.size.width):
            parts.append(Content.assemble(*[
                (t, link_action(ref)) if ref else ((t, style) if style else t)
                for t, ref in line]))
        return Content("\n").join(parts)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return container.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width))
