"""Entry point of the ``poolrules`` command; each sub-command lives in its own module."""

from __future__ import annotations

from pathlib import Path

import click

from engine.i18n import environment_lang, messages
from poolrules import __version__
from poolrules.context import AppContext

_ = messages(environment_lang())._


@click.group(invoke_without_command=True,
             context_settings={"help_option_names": ["-h", "--help"]},
             help=_("The WPA Rules of Play in English, Swedish and Thai: browse the rules, "
                    "ask the rules engine for a ruling, and study for referee exams. "
                    "Without a command, the study app opens."))
@click.version_option(__version__, "--version", prog_name="poolrules")
@click.option("--data", "data_dir", type=click.Path(file_okay=False, path_type=Path),
              envvar="POOLRULES_DATA", default=None,
              help=_("Folder holding the rule book (default: the rules_data of this checkout)."))
@click.pass_context
def main(ctx: click.Context, data_dir: Path | None) -> None:
    ctx.obj = AppContext(data_dir)
    if ctx.invoked_subcommand is None:
        from poolrules.commands.study import start_app

        start_app(ctx.obj, lang=None, mode="browse")


COMMAND_MODULES = ("book", "study", "adjudicate", "check", "review", "po")
"""Modules under poolrules.commands, each exporting COMMANDS."""


def _register() -> None:
    import importlib

    for name in COMMAND_MODULES:
        module = importlib.import_module(f"poolrules.commands.{name}")
        for command in module.COMMANDS:
            main.add_command(command)


_register()
