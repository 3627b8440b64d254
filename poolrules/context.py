"""What every command shares: where the data is, and the book loaded once."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

import click

from engine.book.cache import load_cached_book
from engine.book.model import RuleBook
from engine.book.problems import DataError
from engine.i18n import environment_lang, messages

EXIT_BAD_INPUT = 2


@dataclass
class AppContext:
    data_dir: Path | None
    _book: RuleBook | None = field(default=None, repr=False)

    def book(self) -> RuleBook:
        if self._book is None:
            try:
                self._book = load_cached_book(self.data_dir)
            except DataError as e:
                report_problems(e)
        return self._book


def report_problems(error: DataError) -> NoReturn:
    m = messages(environment_lang())
    for problem in error.problems:
        click.echo(str(problem), err=True)
    n = len(error.problems)
    click.echo(m.ngettext("poolrules: {n} problem in the rule book data",
                          "poolrules: {n} problems in the rule book data", n).format(n=n),
               err=True)
    sys.exit(EXIT_BAD_INPUT)


def fail(message: str) -> NoReturn:
    click.echo(f"poolrules: {message}", err=True)
    sys.exit(EXIT_BAD_INPUT)


LANG_CHOICE = click.Choice(["en", "sv", "th"])
