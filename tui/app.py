"""The study app: one Textual app with four modes (rules, practice, exam, progress).

Every word on screen comes from the rule book or the Babel catalogs in the current
language; switching language (F2, or the command palette) redraws every screen.
"""

from __future__ import annotations

import gc
import random
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen

from engine.book.model import LANGS, Lang, RuleBook
from engine.i18n import N_, Messages
from engine.progress import ProgressStore, open_store
from tui.command_palette import StudyCommandPalette
from tui.commands import RuleCommands

if TYPE_CHECKING:
    from engine.quiz import QuestionPool

MODES_IN_ORDER = ("browse", "quiz", "exam", "progress")


def settle_memory() -> None:
    """Exclude what is loaded for good (the book, the questions, the Thai dictionary) from
    garbage collection: a full collection over it takes a tenth of a second or more and
    would land in the middle of drawing a frame."""
    gc.collect()
    gc.freeze()
MODE_NAMES = {"browse": N_("Rules"), "quiz": N_("Practice"), "exam": N_("Exam"),
              "progress": N_("Progress")}


@dataclass(frozen=True, slots=True)
class ExamSettings:
    questions: int = 60
    minutes: int = 60
    pass_mark: float = 0.85
    """The share of right answers needed to pass, 0 to 1."""


@dataclass(frozen=True, slots=True)
class StudySettings:
    lang: Lang = Lang.EN
    mode: str = "browse"
    game: str | None = None
    """Practise only this game (None: all four)."""
    exam: ExamSettings = ExamSettings()
    seed: int | None = None
    """Seed of the question order; fixed in tests so that screens can be compared."""
    store_path: Path | None = None
    """The progress database (default: progress.db in the user's data folder)."""


class StudyApp(App[None]):
    CSS_PATH = "app.tcss"
    TITLE = "poolrules"
    # app.tcss gives small terminals narrower side panes (Screen.-narrow). Not annotated
    # ClassVar: Textual declares the attribute in a way mypy reads as an instance one.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]  # noqa: RUF012
    COMMANDS = App.COMMANDS | {RuleCommands}
    BINDINGS: ClassVar[list[BindingType]] = [
        # the mode keys are shown in the mode bar under the header, not in the footer
        Binding("f1", "switch_mode('browse')", N_("Rules"), show=False),
        Binding("f2,ctrl+l", "next_language", N_("Language")),
        Binding("f3", "switch_mode('quiz')", N_("Practice"), show=False),
        Binding("f4", "switch_mode('exam')", N_("Exam"), show=False),
        Binding("f5", "switch_mode('progress')", N_("Progress"), show=False),
        Binding("ctrl+p", "command_palette", N_("Commands"), show=False, priority=True),
        Binding("ctrl+q", "quit", N_("Quit"), show=False, priority=True),
    ]

    def __init__(self, book: RuleBook, settings: StudySettings | None = None, *,
                 pool: QuestionPool | None = None) -> None:
        """``pool``: questions already loaded (tests share one between apps)."""
        super().__init__()
        self.book = book
        self.settings = settings or StudySettings()
        self.lang = self.settings.lang
        self.messages = Messages(self.lang)
        self._pool = pool
        self.pool_problems: list[str] = []
        """Why the question pool could not be loaded (file:line: field: message)."""
        self._store: ProgressStore | None = None
        from tui.screens.browser import BrowserScreen
        from tui.screens.exam import ExamIntroScreen
        from tui.screens.progress import ProgressScreen
        from tui.screens.quiz import QuizScreen

        self.add_mode("browse", BrowserScreen)
        self.add_mode("quiz", QuizScreen)
        self.add_mode("exam", ExamIntroScreen)
        self.add_mode("progress", ProgressScreen)

    # -- what the screens share -------------------------------------------------------

    def _(self, message: str) -> str:
        return self.messages._(message)

    @property
    def pool(self) -> QuestionPool | None:
        """The questions and the rules engine, loaded the first time a quiz needs them;
        None when the scenario or game files have problems (see ``pool_problems``)."""
        if self._pool is None and not self.pool_problems:
            from engine.book.problems import DataError
            from engine.quiz import build_pool

            try:
                self._pool = build_pool(self.book)
            except DataError as e:
                self.pool_problems = [str(p) for p in e.problems]
            settle_memory()
        return self._pool

    def rng(self, purpose: str) -> random.Random:
        """Randomness for one purpose, repeatable when the app was given a seed."""
        seed = self.settings.seed
        return random.Random(f"{seed}:{purpose}") if seed is not None else random.Random()

    @property
    def store(self) -> ProgressStore:
        if self._store is None:
            self._store = open_store(self.settings.store_path)
            self._report_store(self._store)
        return self._store

    def _report_store(self, store: ProgressStore) -> None:
        if store.moved_aside is not None:
            self.notify(self._("The progress file could not be read. It was moved to {path} "
                               "and a new one was started.").format(path=store.moved_aside),
                        severity="warning", timeout=10)
        if not store.saved:
            self.notify(self._("Progress cannot be saved in the data folder; this session's "
                               "answers are kept until you quit."),
                        severity="warning", timeout=10)

    # -- start, language ----------------------------------------------------------------

    def on_mount(self) -> None:
        self.title = self._("Rules of Play")
        self.store  # noqa: B018 - open now, so that a broken file is reported at once
        settle_memory()
        mode = self.settings.mode if self.settings.mode in MODES_IN_ORDER else "browse"
        self.switch_mode(mode)

    def set_language(self, lang: Lang) -> None:
        if lang is self.lang:
            return
        self.lang = lang
        self.messages = Messages(lang)
        self.title = self._("Rules of Play")
        from tui.screens.base import FollowsLanguage

        for screen in self.screen_stack:
            if isinstance(screen, FollowsLanguage):
                screen.follow_language()

    async def open_rule(self, rule_id: str) -> None:
        """Show a rule in the rule browser (from the palette or a cited rule)."""
        from tui.screens.browser import BrowserScreen

        if self.current_mode != "browse":
            await self.switch_mode("browse")
        screen = self.screen
        if isinstance(screen, BrowserScreen):
            screen.show_rule(rule_id)

    def action_next_language(self) -> None:
        self.set_language(LANGS[(LANGS.index(self.lang) + 1) % len(LANGS)])

    def action_language(self, code: str) -> None:
        self.set_language(Lang(code))

    # -- the command palette, in the current language --------------------------------

    def action_command_palette(self) -> None:
        # is_open() is typed for App[object]; App is invariant in its result type
        if self.use_command_palette and not StudyCommandPalette.is_open(self):  # type: ignore[arg-type]
            self.push_screen(StudyCommandPalette(placeholder=self._("Search for commands…"),
                                                 id="--command-palette"))

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        _ = self._
        for lang in LANGS:
            name = Messages(lang).language_name(lang)
            yield SystemCommand(_("Language: {language}").format(language=name),
                                _("Show every label and rule in {language}").format(
                                    language=name),
                                lambda code=lang.value: self.action_language(code))
        for mode in MODES_IN_ORDER:
            yield SystemCommand(_(MODE_NAMES[mode]), _("Open this part of the app"),
                                lambda m=mode: self.action_switch_mode(m))
        from tui.screens.base import StudyScreen

        if isinstance(screen, StudyScreen):
            yield from screen.palette_commands()
        yield SystemCommand(_("Keys"), _("Show or hide the keys of this screen"),
                            self.action_toggle_keys)
        yield SystemCommand(_("Quit"), _("Leave the app"), self.exit)

    def action_toggle_keys(self) -> None:
        if self.screen.query("HelpPanel"):
            self.action_hide_help_panel()
        else:
            self.action_show_help_panel()

    def action_help_quit(self) -> None:
        self.notify(self._("Press ctrl+q to quit"))

    def on_unmount(self) -> None:
        if self._store is not None:
            self._store.close()
