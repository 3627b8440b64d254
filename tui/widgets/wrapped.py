"""Text laid out by the engine's layout (word boundaries, Thai included), not by Textual.

Textual would break lines on spaces only, which cuts Thai words apart; this widget asks
a layout function for lines of exactly the width it has, and shows them unwrapped.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget

from tui.rule_lines import Span, prose_lines

Layout = Callable[[int], list[list[Span]]]


def link_action(ref: str) -> str:
    return f"@click=screen.follow({ref!r})"


def to_content(lines: list[list[Span]], style: str = "") -> Content:
    parts: list[Content] = []
    for line in lines:
        parts.append(Content.assemble(
            *[(text, link_action(ref)) if ref else ((text, style) if style else text)
              for text, ref in line]))
    return Content("\n").join(parts)


class Wrapped(Widget):
    """Lines from a layout function, re-laid-out whenever the width changes."""

    DEFAULT_CSS = """
    Wrapped {
        height: auto;
        text-wrap: nowrap;
    }
    """

    def __init__(self, layout: Layout, *, text_style: str = "", id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._layout = layout
        self._text_style = text_style
        self._cache: tuple[int, list[list[Span]]] | None = None

    @classmethod
    def prose(cls, text: str, *, text_style: str = "", id: str | None = None,
              classes: str | None = None) -> Wrapped:
        return cls(lambda width: prose_lines(text, width), text_style=text_style, id=id,
                   classes=classes)

    def lines(self, width: int) -> list[list[Span]]:
        width = max(width, 8)
        if self._cache is None or self._cache[0] != width:
            self._cache = (width, self._layout(width))
        return self._cache[1]

    def render(self) -> Content:
        return to_content(self.lines(self.content_region.width or self.size.width),
                          self._text_style)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return container.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width))
