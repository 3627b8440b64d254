"""Numbered answer choices, wrapped at word boundaries (Thai included).

Keys 1–9 choose directly; arrows move and Enter chooses. Once answered, the list shows
which choice was right and which one the student took.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.content import Content
from textual.events import Click
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from engine.i18n import N_
from engine.text_layout import cell_width, pad, wrap

RIGHT_MARK = "✓"
WRONG_MARK = "✗"


class ChoiceList(Widget, can_focus=True):
    DEFAULT_CSS = """
    ChoiceList {
        height: auto;
        text-wrap: nowrap;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "move(-1)", N_("Previous"), show=False),
        Binding("down", "move(1)", N_("Next"), show=False),
        Binding("enter", "choose", N_("Answer")),
    ]

    cursor: reactive[int] = reactive(0, init=False)

    class Chosen(Message):
        def __init__(self, choice_list: ChoiceList, index: int) -> None:
            super().__init__()
            self.choice_list = choice_list
            self.index = index

        @property
        def control(self) -> ChoiceList:
            """The list chosen in (so that handlers can select it by id)."""
            return self.choice_list

    def __init__(self, choices: list[str], *, answered: int | None = None,
                 correct: int | None = None, id: str | None = None) -> None:
        super().__init__(id=id)
        self.choices = choices
        self.answered = answered
        """The choice the student took, once answered."""
        self.correct = correct
        """The right choice; shown only once answered (None in an exam)."""
        self._rows: list[int] = []
        """For each line drawn, the choice it belongs to (for mouse clicks)."""

    # -- what each subclass may draw differently ------------------------------------

    GAP = True
    """A blank line between two choices."""

    def marker(self, index: int) -> str:
        """What stands before a choice: its number, and once answered ✓ or ✗."""
        if self.answered is not None and self.correct is not None:
            if index == self.correct:
                return f"{RIGHT_MARK} {index + 1} "
            if index == self.answered:
                return f"{WRONG_MARK} {index + 1} "
            return f"  {index + 1} "
        return f"{index + 1}  "

    def line_style(self, index: int) -> str:
        if self.answered is not None and self.correct is not None:
            if index == self.correct:
                return "bold $text-success"
            return "$text-error" if index == self.answered else ""
        return self.cursor_style(index)

    def cursor_style(self, index: int) -> str:
        if index != self.cursor:
            return ""
        return "reverse" if self.has_focus else "bold"

    @property
    def locked(self) -> bool:
        """True once nothing is left to choose (an answer was given)."""
        return self.answered is not None

    # -- layout -------------------------------------------------------------------------

    def _lines(self, width: int) -> list[tuple[int, str]]:
        out: list[tuple[int, str]] = []
        for i, text in enumerate(self.choices):
            marker = self.marker(i)
            hang = cell_width(marker)
            for n, line in enumerate(wrap(text, max(8, width - hang))):
                out.append((i, (marker if n == 0 else " " * hang) + line))
            if self.GAP and i < len(self.choices) - 1:
                out.append((-1, ""))
        return out

    def render(self) -> Content:
        width = self.content_region.width or self.size.width
        lines = self._lines(width)
        self._rows = [i for i, _ in lines]
        parts = []
        for i, text in lines:
            style = self.line_style(i) if i >= 0 else ""
            parts.append(Content.styled(pad(text, width) if "reverse" in style else text,
                                        style))
        return Content("\n").join(parts)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return container.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines(width))

    def show_answer(self, answered: int, correct: int | None) -> None:
        """Mark the choice taken and, unless ``correct`` is None, the right one."""
        self.answered = answered
        self.correct = correct
        self.refresh(layout=True)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # once answered, Enter has nothing left to choose
        return not self.locked if action in ("choose", "move") else True

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def action_move(self, step: int) -> None:
        if self.choices:
            self.cursor = (self.cursor + step) % len(self.choices)

    def watch_cursor(self) -> None:
        self.call_after_refresh(self.reveal_cursor)

    def reveal_cursor(self) -> None:
        """Scroll the pane around the list so that the choice under the cursor shows: on
        a small terminal the last choices are below the bottom of the pane."""
        # laid out here rather than read from the last frame: a list below the bottom of
        # the pane has not been drawn yet
        width = self.content_region.width or self.size.width
        rows = [y for y, (i, _) in enumerate(self._lines(width)) if i == self.cursor]
        parent = self.parent
        if not rows or not isinstance(parent, Widget) or not parent.is_scrollable:
            return
        top = self.virtual_region.y + self.gutter.top + rows[0]
        parent.scroll_to_region(Region(0, top, self.size.width, len(rows)), animate=False,
                                immediate=True)

    def action_choose(self) -> None:
        self.choose(self.cursor)

    def choose(self, index: int) -> None:
        if not self.locked and 0 <= index < len(self.choices):
            self.cursor = index
            self.post_message(self.Chosen(self, index))

    def on_click(self, event: Click) -> None:
        y = event.y - self.gutter.top
        if 0 <= y < len(self._rows) and self._rows[y] >= 0:
            self.choose(self._rows[y])
