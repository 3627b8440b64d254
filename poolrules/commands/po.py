"""`poolrules po`: the rule book as gettext catalogs for translators."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from engine.book.loader import default_data_dir
from engine.book.model import Lang
from engine.book.problems import DataError
from engine.i18n import Messages, environment_lang, messages
from engine.translation.po_export import export_po
from engine.translation.po_import import (
    ImportRefused,
    Outcome,
    catalog_lang,
    import_catalog,
    read_catalog,
)
from engine.translation.yaml_edit import write_atomically
from poolrules.context import AppContext, fail, report_problems

_ = messages(environment_lang())._

TRANSLATED_CHOICE = click.Choice(["sv", "th"])


@click.group("po", help=_("Translate the rule book with any PO editor: export a catalog, "
                          "translate it, import it back."))
def po() -> None:
    pass


@po.command("export", help=_("Write the rule book as a PO catalog: one entry per title, "
                             "paragraph and clause, the English as msgid."))
@click.option("--lang", "lang", type=TRANSLATED_CHOICE, required=True,
              help=_("The translation: sv or th."))
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help=_("The PO file to write (default: standard output)."))
@click.pass_obj
def export(ctx: AppContext, lang: str, output: Path | None) -> None:
    m = messages(environment_lang())
    book = ctx.book()
    data = export_po(book, Lang(lang), ctx.data_dir or default_data_dir(), m)
    if output is None:
        sys.stdout.buffer.write(data)
        return
    try:
        write_atomically(output, data.decode("utf-8"))
    except OSError as e:
        fail(m._("cannot write {path}: {reason}").format(path=output, reason=e.strerror))
    click.echo(m._("Wrote {path}.").format(path=output), err=True)


@po.command("import", help=_("Write the translations of a PO catalog back into rules_data. "
                             "Nothing is written if any entry is invalid."))
@click.argument("catalog_path", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--lang", "lang", type=TRANSLATED_CHOICE, default=None,
              help=_("The catalog's language, when its header does not say."))
@click.option("--source", default=None,
              help=_("Source id (editions.yaml) for translations new to the book "
                     "(default: the language's draft source)."))
@click.option("--dry-run", is_flag=True, help=_("Report what would change; write nothing."))
@click.pass_obj
def import_(ctx: AppContext, catalog_path: Path, lang: str | None, source: str | None,
            dry_run: bool) -> None:
    m = messages(environment_lang())
    if not catalog_path.is_file():
        fail(m._("catalog not found: {path}").format(path=catalog_path))
    book = ctx.book()
    try:
        catalog = read_catalog(catalog_path)
        language = Lang(lang) if lang else catalog_lang(catalog)
        if language is None:
            fail(m._("the catalog does not say its language: add --lang sv or --lang th"))
        outcome = import_catalog(book, ctx.data_dir or default_data_dir(), catalog, language,
                                 source, dry_run)
    except DataError as e:
        report_problems(e)
    except ImportRefused as e:
        for issue in e.issues:
            where = f"{catalog_path}:{issue.line}" if issue.line else str(catalog_path)
            context = f" [{issue.context}]" if issue.context else ""
            click.echo(f"{where}:{context} {issue.wording.render(m)}", err=True)
        click.echo(m.ngettext("poolrules: {n} entry cannot be imported; nothing was written",
                              "poolrules: {n} entries cannot be imported; nothing was written",
                              len(e.issues)).format(n=len(e.issues)), err=True)
        sys.exit(2)
    print_outcome(outcome, m, dry_run)


def print_outcome(outcome: Outcome, m: Messages, dry_run: bool) -> None:
    if not outcome.changes and not outcome.hashes:
        click.echo(m._("Nothing to change: rules_data already has this catalog's text."))
        return
    for change in outcome.changes:
        what = m._("added") if change.old is None else m._("changed")
        click.echo(f"  {change.context}  {what}")
    for rule, (old, new) in outcome.statuses.items():
        click.echo(m._("{rule}: status {old} → {new}").format(rule=rule, old=m._(old),
                                                              new=m._(new)))
    for rule in outcome.hashes:
        click.echo(m._("{rule}: english_hash recorded").format(rule=rule))
    n = len(outcome.changes)
    if dry_run:
        click.echo(m.ngettext("{n} entry would change; nothing was written (--dry-run).",
                              "{n} entries would change; nothing was written (--dry-run).",
                              n).format(n=n))
    else:
        click.echo(m.ngettext("{n} entry changed in {files}.", "{n} entries changed in {files}.",
                              n).format(n=n, files=", ".join(outcome.files)))


COMMANDS = [po]
