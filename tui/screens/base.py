"""What every screen of the study app shares: the header, the footer, and wording that
follows the app's language."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar, Protocol, cast, runtime_checkable

from textual.app import ComposeResult, SystemCommand
from textual.binding import ActiveBinding
from textual.screen import Screen
from textual.widgets import Footer

from engine.book.model import Lang
from engine.i18n import Messages
from tui.widgets.mode_bar import ModeBar

if TYPE_CHECKING:
    from tui.app import StudyApp


@runtime_checkable
class FollowsLanguage(Protocol):
    """A screen that redraws itself when the app's language changes."""

    def follow_language(self) -> None: ...


class StudyScreen(Screen[None]):
    MODE: ClassVar[str] = "browse"
    """The mode whose name shows in the header."""

    def __init__(self) -> None:
        super().__init__()
        self._shown_in: Lang | None = None

    @property
    def study(self) -> StudyApp:
        return cast("StudyApp", self.app)

    @property
    def m(self) -> Messages:
        return self.study.messages

    def _(self, message: str) -> str:
        return self.study.messages._(message)

    @property
    def lang(self) -> Lang:
        return self.study.lang

    # -- layout ---------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        self._shown_in = self.lang
        from tui.app import MODE_NAMES

        # A bar of our own rather than Textual's Header, whose title watcher can outlive
        # its widgets when a screen is recomposed.
        yield ModeBar(self._("Rules of Play"), self.MODE,
                      {mode: self._(name) for mode, name in MODE_NAMES.items()},
                      self.m.language_name(self.lang))
        yield from self.compose_body()
        yield Footer()

    def compose_body(self) -> ComposeResult:
        yield from ()

    def _set_titles(self) -> None:
        from tui.app import MODE_NAMES

        self.title = self._("Rules of Play")
        self.sub_title = f"{self._(MODE_NAMES[self.MODE])} · {self.m.language_name(self.lang)}"

    def on_mount(self) -> None:
        self._set_titles()

    # -- language -------------------------------------------------------------------

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The keys of this screen, described in the current language."""
        _ = self._
        out: dict[str, ActiveBinding] = {}
        for key, active in super().active_bindings.items():
            b = active.binding
            translated = replace(b, description=_(b.description) if b.description else "",
                                 tooltip=_(b.tooltip) if b.tooltip else "")
            out[key] = active._replace(binding=translated,
                                       tooltip=_(active.tooltip) if active.tooltip else "")
        return out

    def follow_language(self) -> None:
        """Redraw in the app's language; the screen's state lives outside its widgets."""
        if not self.is_attached:
            return
        self._shown_in = self.lang
        self._set_titles()
        self.call_later(self._recompose_in_language)

    async def _recompose_in_language(self) -> None:
        await self.recompose()
        self.refresh_bindings()
        self.language_changed()

    def language_changed(self) -> None:
        """Called after the screen was redrawn in a new language (restore focus here)."""

    def on_screen_resume(self) -> None:
        if self._shown_in is not None and self._shown_in is not self.lang:
            self.follow_language()

    def action_follow(self, ref: str) -> None:
        """A click on a rule number in any text opens that rule in the rule browser."""
        from tui.rule_lines import rule_target

        self.app.call_later(self.study.open_rule, rule_target(ref))

    def palette_commands(self) -> Iterable[SystemCommand]:
        """Commands of this screen for the command palette."""
        return ()
