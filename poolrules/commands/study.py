"""Opening the study app (the Textual TUI) in a language and mode."""

from __future__ import annotations

from typing import Any

import click

from engine.book.model import Lang
from engine.i18n import environment_lang, messages
from poolrules.context import LANG_CHOICE, AppContext

_ = messages(environment_lang())._

GAME_CHOICE = click.Choice(["eight_ball", "nine_ball", "ten_ball", "straight_pool"])


def start_app(ctx: AppContext, lang: Lang | None, mode: str, *, game: str | None = None,
              questions: int = 60, minutes: int = 60, pass_mark: int = 85,
              seed: int | None = None) -> None:
    book = ctx.book()  # before the screen switches, so that data problems print plainly
    from tui.app import ExamSettings, StudyApp, StudySettings

    settings = StudySettings(lang=lang or environment_lang(), mode=mode, game=game,
                             exam=ExamSettings(questions, minutes, pass_mark / 100),
                             seed=seed)
    StudyApp(book, settings).run()


def _lang_option(f: Any) -> Any:
    return click.option("--lang", "lang", type=LANG_CHOICE, default=None,
                        help=_("Language of the app: en, sv or th."))(f)


def _seed_option(f: Any) -> Any:
    # Fixes the order of the questions, for demonstrations and end-to-end tests.
    return click.option("--seed", type=int, default=None, hidden=True)(f)


@click.command("tui", help=_("Open the study app on the rule browser."))
@_lang_option
@_seed_option
@click.pass_obj
def tui(ctx: AppContext, lang: str | None, seed: int | None) -> None:
    start_app(ctx, Lang(lang) if lang else None, "browse", seed=seed)


@click.command("quiz", help=_("Practise rulings: questions come back when they are due."))
@_lang_option
@click.option("--game", type=GAME_CHOICE, default=None,
              help=_("Only questions of this game."))
@_seed_option
@click.pass_obj
def quiz(ctx: AppContext, lang: str | None, game: str | None, seed: int | None) -> None:
    start_app(ctx, Lang(lang) if lang else None, "quiz", game=game, seed=seed)


@click.command("exam", help=_("Take a timed exam across all four games."))
@click.option("--questions", type=click.IntRange(1, 500), default=60, show_default=True,
              help=_("Number of questions."))
@click.option("--minutes", type=click.IntRange(1, 600), default=60, show_default=True,
              help=_("Time allowed, in minutes."))
@click.option("--pass-mark", type=click.IntRange(1, 100), default=85, show_default=True,
              help=_("Percentage of right answers needed to pass."))
@_lang_option
@_seed_option
@click.pass_obj
def exam(ctx: AppContext, questions: int, minutes: int, pass_mark: int, lang: str | None,
         seed: int | None) -> None:
    start_app(ctx, Lang(lang) if lang else None, "exam", questions=questions, minutes=minutes,
              pass_mark=pass_mark, seed=seed)


@click.command("progress", help=_("Show your progress: mastery per game and rule, and exams."))
@_lang_option
@click.pass_obj
def progress(ctx: AppContext, lang: str | None) -> None:
    start_app(ctx, Lang(lang) if lang else None, "progress")


COMMANDS: list[click.Command] = [tui, quiz, exam, progress]
