"""Textual's command palette, with the one sentence Textual writes itself ("No matches
found") in the app's language."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette
from textual.widgets.option_list import Option

if TYPE_CHECKING:
    from tui.app import StudyApp


class StudyCommandPalette(CommandPalette):
    def _start_no_matches_countdown(self, search_value: str) -> None:
        # Textual's own version of this method, with the sentence translated: Textual has
        # no setting for it.
        self._stop_no_matches_countdown()
        words = cast("StudyApp", self.app)._("No matches found")

        def show_no_matches() -> None:
            if search_value:
                self.query_one(CommandList).add_option(
                    Option(Align.center(Text(words, style="not bold")), disabled=True,
                           id=self._NO_MATCHES))
                self._list_visible = True
            else:  # nothing typed yet: nothing to report
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
