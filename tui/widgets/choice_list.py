"""Numbered answer choices, wrapped at word boundaries (Thai included).

Keys 1–9 choose directly; arrows move and Enter chooses. Once answered, the list shows
which choice was right and which one the student took.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.content import Content
from textual.events import Click
from textual.geometry import Size
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

    cursor: reactive[int] = reactive(0)

    class Chosen(Message):
        def __init__(self, choice_list: ChoiceList, index: int) -> None:
            super().__init__()
            self.choice_list = choice_list
            self.index = index

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

    def _lines(self, width: int) -> list[tuple[int, str]]:
        out: list[tuple[int, str]] = []
        for i, text in enumerate(self.choices):
            marker = f"{i + 1}  "
            if self.answered is not None and self.correct is not None:
                if i == self.correct:
                    marker = f"{RIGHT_MARK} {i + 1} "
                elif i == self.answered:
                    marker = f"{WRONG_MARK} {i + 1} "
                else:
                    marker = f"  {i + 1} "
            hang = cell_width(marker)
            for n, line in enumerate(wrap(text, max(8, width - hang))):
                out.append((i, (marker if n == 0 else " " * hang) + line))
            if i < len(self.choices) - 1:
                out.append((-1, ""))
        return out

    def render(self) -> Content:
        width = self.content_region.width or self.size.width
        lines = self._lines(width)
        self._rows = [i for i, _ in lines]
        parts = []
        for i, text in lines:
            style = ""
            if i >= 0:
                if self.answered is not None and self.correct is not None:
                    if i == self.correct:
                        style = "bold $text-success"
                    elif i == self.answered:
                        style = "$text-error"
                elif i == self.cursor and self.has_focus:
                    style = "reverse"
                elif i == self.cursor:
                    style = "bold"
            parts.append(Content.styled(pad(text, width) if style == "reverse" else text, style))
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
        return self.answered is None if action in ("choose", "move") else True

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def action_move(self, step: int) -> None:
        if self.choices:
            self.cursor = (self.cursor + step) % len(self.choices)

    def action_choose(self) -> None:
        self.choose(self.cursor)

    def choose(self, index: int) -> None:
        if self.answered is None and 0 <= index < len(self.choices):
            self.cursor = index
            self.post_message(self.Chosen(self, index))

    def on_click(self, event: Click) -> None:
        y = event.y - self.gutter.top
        if 0 <= y < len(self._rows) and self._rows[y] >= 0:
            self.choose(self._rows[y])
