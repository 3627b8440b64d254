"""The what-if questions under a practice answer: one fact of the shot changed at a time.

They are laid out like the answer choices, wrapped at word boundaries (Thai included),
because most of them begin with the same words ("What if the cue ball had hit …"): cut
off at the width of the pane they could not be told apart. Unlike the answer, a what-if
can be tried again and again; the one whose ruling is shown is marked.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType

from engine.i18n import N_
from tui.widgets.choice_list import ChoiceList

TRIED_MARK = "▸ "
MARK = "• "
"""Each what-if starts with a mark, so that one that wraps is not read as two."""


class WhatIfList(ChoiceList):
    DEFAULT_CSS = """
    WhatIfList {
        height: auto;
        text-wrap: nowrap;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "choose", N_("Show the ruling")),
    ]
    GAP = False

    def __init__(self, changes: list[str], *, tried: int | None = None,
                 id: str | None = None) -> None:
        super().__init__(changes, id=id)
        self.tried = tried
        """The what-if whose ruling is shown (None: none tried yet)."""
        if tried is not None:
            self.set_reactive(WhatIfList.cursor, tried)

    def marker(self, index: int) -> str:
        return TRIED_MARK if index == self.tried else MARK

    def line_style(self, index: int) -> str:
        cursor = self.cursor_style(index)
        if index == self.tried:
            return f"{cursor} bold $text-accent".strip()
        return cursor

    @property
    def locked(self) -> bool:
        return False

    def show_tried(self, index: int) -> None:
        self.tried = index
        self.refresh()
