"""Opening the study app (the Textual TUI) in a language and mode."""

from __future__ import annotations

import click

from engine.book.model import Lang
from poolrules.context import AppContext

COMMANDS: list[click.Command] = []


def start_app(ctx: AppContext, lang: Lang | None, mode: str) -> None:
    # Until the study app lands, the main command shows the book's contents.
    from poolrules.commands.book import print_rule_list

    print_rule_list(ctx.book(), lang or Lang.EN, None)
