"""Reading the rule book from the command line: show, rules, validate."""

from __future__ import annotations

import json
import shutil
import sys
from typing import Any

import click

from engine.book.loader import load_book
from engine.book.model import LANGS, Lang, Rule, RuleBook
from engine.book.problems import DataError
from engine.i18n import N_, environment_lang, messages
from engine.text_layout import cell_width, pad
from poolrules.context import LANG_CHOICE, AppContext, fail, report_problems
from poolrules.rule_text import body_lines, table_lines

_ = messages(environment_lang())._


def _width() -> int:
    return max(40, min(100, shutil.get_terminal_size((100, 24)).columns))


def status_word(rule: Rule, lang: Lang) -> str:
    """The status a translator cares about: stale wins over the recorded status."""
    if rule.is_stale(lang):
        return "stale"
    return rule.status(lang).value


@click.command("show", help=_("Print one rule (or a section's introduction), clauses and all."))
@click.argument("rule_id")
@click.option("--lang", "lang", type=LANG_CHOICE, default=None,
              help=_("Language of the text: en, sv or th."))
@click.pass_obj
def show(ctx: AppContext, rule_id: str, lang: str | None) -> None:
    language = Lang(lang) if lang else environment_lang()
    m = messages(language)
    book = ctx.book()
    rule = book.rule(rule_id)
    if rule is None:
        fail(m._("there is no rule {id} in the book (try: poolrules rules)").format(id=rule_id))
    width = _width()
    t = rule.get(language)
    if t is None:
        click.echo(m._("No {language} text of {id}; showing the English.").format(
            language=m.language_name(language), id=rule.id), err=True)
        t = rule.english
    lines = [f"{rule.id}  {t.title}"]
    badge = status_word(rule, t.lang)
    if t.lang is not Lang.EN:
        lines.append(f"[{m._(badge)}]")
    if not rule.included:
        lines.append(m._("This rule is not included in this edition of poolrules."))
    lines.append("")
    lines += body_lines(t.body, width)
    if rule.table is not None:
        lines += table_lines(rule.table, t.lang, width)
    for note in t.notes:
        lines += ["", f"{m._('Note')}: {note}"]
    section = book.section(rule.id)
    if section is not None:
        lines.append("")
        for r in section.rules:
            lines.append(f"  {r.id}  {r.title(language)}")
    click.echo("\n".join(lines))


def rule_entry(book: RuleBook, rule: Rule) -> dict[str, Any]:
    sources: dict[str, Any] = {}
    for lang in LANGS:
        t = rule.get(lang)
        if t is None or t.source is None or t.source not in book.sources:
            sources[lang.value] = None
            continue
        src = book.sources[t.source]
        sources[lang.value] = {"id": src.id, "file": src.file, "version": src.version,
                               "translates": src.translates}
    return {
        "id": rule.id,
        "section": rule.section,
        "included": rule.included,
        "title": {lang.value: (t.title if (t := rule.get(lang)) else None) for lang in LANGS},
        "status": {lang.value: rule.status(lang).value for lang in LANGS},
        "stale": {lang.value: rule.is_stale(lang) for lang in LANGS},
        "source": sources,
    }


def print_rule_list(book: RuleBook, lang: Lang, section: str | None) -> None:
    m = messages(lang)
    width = _width()
    for s in book.sections:
        if section is not None and s.id != section:
            continue
        click.echo(f"{s.id}  {s.node.title(lang)}")
        for rule in s.rules:
            marks = "  ".join(f"{lg.value} {m._(status_word(rule, lg)):<9}" for lg in LANGS
                              if lg is not Lang.EN)
            title = rule.title(lang)
            room = width - 8 - cell_width(marks) - 2
            if cell_width(title) > room:
                title = title[: max(room - 1, 4)] + "…"
            click.echo(f"  {rule.id:<6}{pad(title, room)}  {marks}".rstrip())
    click.echo("")
    click.echo(m._("Show a rule with: poolrules show 3.9 --lang {lang}").format(lang=lang.value))


STATUS_WORDS = (N_("authoritative"), N_("official"), N_("draft"), N_("missing"), N_("stale"))
"""Status names shown to readers; marked here so that the catalogs carry them."""


@click.command("rules", help=_("List the rules, with the status of each translation."))
@click.option("--section", default=None, help=_("Only this section, e.g. 3."))
@click.option("--lang", "lang", type=LANG_CHOICE, default=None,
              help=_("Language of the titles: en, sv or th."))
@click.option("--json", "as_json", is_flag=True, help=_("Print JSON for programs."))
@click.pass_obj
def rules(ctx: AppContext, section: str | None, lang: str | None, as_json: bool) -> None:
    language = Lang(lang) if lang else environment_lang()
    book = ctx.book()
    if section is not None and book.section(section) is None:
        fail(messages(language)._("there is no section {id} in the book").format(id=section))
    if as_json:
        entries = [rule_entry(book, r) for r in book.rules()
                   if section is None or r.section == section]
        json.dump(entries, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return
    print_rule_list(book, language, section)


@click.command("validate", help=_("Check every file of the rule book and list every problem."))
@click.pass_obj
def validate(ctx: AppContext) -> None:
    m = messages(environment_lang())
    try:
        book = load_book(ctx.data_dir)
    except DataError as e:
        report_problems(e)
    n = sum(1 for _ in book.rules())
    click.echo(m.ngettext("The rule book is valid: {n} rule.",
                          "The rule book is valid: {n} rules.", n).format(n=n))


COMMANDS = [show, rules, validate]
