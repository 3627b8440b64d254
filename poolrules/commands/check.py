"""`poolrules check`: compare every translation with the English and list what looks wrong."""

from __future__ import annotations

import json
import shutil
import sys
from itertools import groupby
from pathlib import Path

import click

from engine.book.loader import default_data_dir
from engine.book.model import RuleBook
from engine.book.problems import DataError
from engine.consistency import Baseline, Finding, findings_data, load_check_input, run_checks
from engine.i18n import Messages, environment_lang, messages
from engine.text_layout import cell_width, wrap
from poolrules.context import LANG_CHOICE, AppContext, fail, report_problems

_ = messages(environment_lang())._

EXIT_NEW_FINDINGS = 1


@click.command("check", help=_(
    "Compare every translation with the English: missing, stale or structurally different "
    "text, references, numbers, terms, lists the rules engine also holds, typing slips, "
    "length and edition. Exits with 1 when a finding is not in the baseline."))
@click.option("--lang", "lang", type=LANG_CHOICE, default=None,
              help=_("Only findings in this language."))
@click.option("--rule", "rule_id", default=None, help=_("Only findings for this rule, e.g. 3.9."))
@click.option("--format", "fmt", type=click.Choice(["text", "json", "baseline"]), default="text",
              help=_("text for people, json for programs, baseline for new baseline entries."))
@click.option("--baseline", "baseline_path", default=None,
              type=click.Path(dir_okay=False, path_type=Path),
              help=_("File of accepted findings (default: rules_data/check-baseline.yaml)."))
@click.option("--new", "only_new", is_flag=True,
              help=_("Show only findings that are not in the baseline."))
@click.pass_obj
def check(ctx: AppContext, lang: str | None, rule_id: str | None, fmt: str,
          baseline_path: Path | None, only_new: bool) -> None:
    m = messages(environment_lang())
    book = ctx.book()
    if rule_id is not None and rule_id not in book:
        fail(m._("there is no rule {id} in the book (try: poolrules rules)").format(id=rule_id))
    if baseline_path is not None and not baseline_path.is_file():
        fail(m._("baseline file not found: {path}").format(path=baseline_path))
    try:
        data, baseline = load_check_input(book, ctx.data_dir or default_data_dir(),
                                          baseline_path)
    except DataError as e:
        report_problems(e)
    findings = [f for f in run_checks(data)
                if (lang is None or f.lang.value == lang)
                and (rule_id is None or f.rule == rule_id)]
    new = [f for f in findings if not baseline.accepts(f)]
    if fmt == "json":
        json.dump(findings_data(findings, baseline, m), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    elif fmt == "baseline":
        click.echo(baseline_entries(new), nl=False)
    else:
        scope = [e for e in baseline.entries
                 if (lang is None or e.lang == lang) and (rule_id is None or e.rule == rule_id)]
        unused = len(Baseline.of(scope).unused(findings))
        print_findings(book, new if only_new else findings, baseline, m)
        print_summary(len(findings), len(new), unused, m)
    sys.exit(EXIT_NEW_FINDINGS if new else 0)


def print_findings(book: RuleBook, findings: list[Finding], baseline: Baseline,
                   m: Messages) -> None:
    width = max(40, min(110, shutil.get_terminal_size((100, 24)).columns))
    accepted = m._("accepted")
    for (rule_id, lang), group in groupby(findings, key=lambda f: (f.rule, f.lang)):
        rule = book.rule(rule_id)
        title = rule.title(lang) if rule is not None else ""
        click.echo(f"{rule_id}  {title}  [{lang.value}]")
        for f in group:
            mark = "·" if baseline.accepts(f) else "!"
            where = f" {f.where}" if f.where and f.where not in ("title", rule_id) else ""
            tail = f"  ({accepted})" if baseline.accepts(f) else ""
            head = f"  {mark} {f.check}{where}: "
            text = wrap(f.message.render(m) + tail, width - cell_width(head))
            click.echo(head + text[0])
            for line in text[1:]:
                click.echo(" " * cell_width(head) + line)
            for line in wrap(f.excerpt, width - 8):
                click.echo("      › " + line)
        click.echo("")


def print_summary(total: int, new: int, unused: int, m: Messages) -> None:
    click.echo(m.ngettext("{n} finding", "{n} findings", total).format(n=total) + ": " +
               m.ngettext("{n} new", "{n} new", new).format(n=new) + ", " +
               m.ngettext("{n} accepted in the baseline", "{n} accepted in the baseline",
                          total - new).format(n=total - new))
    if unused:
        click.echo(m.ngettext(
            "{n} baseline entry matches no finding any more: remove it from the baseline.",
            "{n} baseline entries match no finding any more: remove them from the baseline.",
            unused).format(n=unused))


def baseline_entries(findings: list[Finding]) -> str:
    """New findings as baseline entries, each waiting for its reason."""
    lines: list[str] = []
    for f in findings:
        lines += [f"  - rule: {json.dumps(f.rule)}",
                  f"    lang: {f.lang.value}",
                  f"    check: {f.check}",
                  f"    fingerprint: {json.dumps(f.fingerprint)}",
                  f"    excerpt: {json.dumps(f.excerpt, ensure_ascii=False)}",
                  '    reason: ""']
    return "".join(line + "\n" for line in lines)


COMMANDS = [check]
