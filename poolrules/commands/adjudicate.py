"""Asking the rules engine: adjudicate a scenario file, verify golden scenarios, coverage."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any, NoReturn

import click

from engine.adjudication.coverage import Coverage, coverage
from engine.adjudication.explain import (
    cited_rules,
    game_name,
    render_step,
    summary_lines,
)
from engine.adjudication.game_rules import GameRules, load_all_game_rules
from engine.adjudication.model import Game
from engine.adjudication.referee import adjudicate as rule_on
from engine.adjudication.ruling import Ruling, ruling_to_json
from engine.adjudication.scenario_file import (
    Override,
    ScenarioEntry,
    ScenarioFile,
    parse_override,
    read_scenario_file,
)
from engine.adjudication.verify import differences
from engine.book.loader import default_data_dir
from engine.book.model import Lang, RerackTable, RuleBook
from engine.book.problems import DataError, Problem
from engine.i18n import Messages, environment_lang, messages
from poolrules.context import EXIT_BAD_INPUT, LANG_CHOICE, AppContext, fail
from poolrules.rule_text import body_lines

_ = messages(environment_lang())._

EXIT_DIFFERENCES = 1


def _data_dir(ctx: AppContext) -> Path:
    return ctx.data_dir or default_data_dir()


def _bad_input(problems: tuple[Problem, ...] | list[Problem], m: Messages) -> NoReturn:
    for p in problems:
        click.echo(str(p), err=True)
    n = len(problems)
    click.echo(m.ngettext("poolrules: {n} problem in the scenario input",
                          "poolrules: {n} problems in the scenario input", n).format(n=n),
               err=True)
    sys.exit(EXIT_BAD_INPUT)


def _engine_inputs(ctx: AppContext, m: Messages) -> tuple[RuleBook, dict[Game, GameRules],
                                                          RerackTable]:
    book = ctx.book()
    try:
        games = load_all_game_rules(_data_dir(ctx) / "games")
    except DataError as e:
        _bad_input(e.problems, m)
    rule = book.rule("4.8")
    if rule is None or rule.table is None:
        fail(m._("the rule book has no table for rule 4.8, which 14.1 re-racks need"))
    missing = [rid for g in games.values() for rid in g.rule_ids() if rid not in book]
    if missing:
        fail(m._("the game parameters cite rules the book does not have: {ids}").format(
            ids=", ".join(sorted(set(missing)))))
    return book, games, rule.table


def _display(path: Path) -> str:
    return str(path)


def _read(path: Path, games: dict[Game, GameRules], overrides: list[Override],
          m: Messages) -> ScenarioFile:
    try:
        return read_scenario_file(path, _display(path), games, overrides)
    except DataError as e:
        _bad_input(e.problems, m)


def _overrides(sets: tuple[str, ...], m: Messages) -> list[Override]:
    out: list[Override] = []
    problems: list[Problem] = []
    for i, spec in enumerate(sets, start=1):
        o = parse_override(spec, i)
        if isinstance(o, Problem):
            problems.append(o)
        else:
            out.append(o)
    if problems:
        _bad_input(problems, m)
    return out


def _json_ruling(entry: ScenarioEntry, ruling: Ruling, m: Messages,
                 table: RerackTable) -> dict[str, Any]:
    out = ruling_to_json(ruling)
    out["scenario"] = entry.id
    for step_json, step in zip(out["explanation"], ruling.explanation, strict=True):
        step_json["text"] = render_step(m, step, table)
    return out


def _width() -> int:
    return max(40, min(100, shutil.get_terminal_size((100, 24)).columns))


def _text_ruling(entry: ScenarioEntry, ruling: Ruling, m: Messages, book: RuleBook,
                 table: RerackTable, verbose: bool) -> list[str]:
    lang = m.lang
    heading = game_name(m, entry.scenario.game.value)
    title = entry.title.get(lang.value) or entry.title.get("en")
    if title:
        heading = f"{heading}: {title}"
    if entry.id:
        heading = f"{heading}  [{entry.id}]"
    lines = [heading]
    description = entry.description.get(lang.value) or entry.description.get("en")
    if description:
        lines.append(description)
    lines.append("")
    lines += summary_lines(m, ruling, book)
    lines += ["", m._("Why:")]
    for i, step in enumerate(ruling.explanation, start=1):
        cites = f" ({', '.join(step.cites)})" if step.cites else ""
        lines.append(f"  {i}. {render_step(m, step, table)}{cites}")
    lines += ["", m._("Rules cited:")]
    width = _width()
    for c in cited_rules(book, ruling, lang):
        line = f"  {c.id}  {c.title}"
        if not c.translated:
            line += "  " + m._("[no {language} text: shown in English]").format(
                language=m.language_name(lang))
        lines.append(line)
        if verbose and c.rule is not None:
            t = c.rule.get(lang) or c.rule.english
            lines += body_lines(t.body, width, indent=6)
            lines.append("")
    return lines


@click.command("adjudicate", help=_(
    "Rule on the shot of a scenario file and explain the ruling with the rules it rests on. "
    "With --verify, check the expect: blocks of scenario files against the engine."))
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help=_("Print the ruling as JSON."))
@click.option("--lang", "lang", type=LANG_CHOICE, default=None,
              help=_("Language of the explanation: en, sv or th."))
@click.option("--verbose", "-v", is_flag=True, help=_("Also print the text of each cited rule."))
@click.option("--set", "sets", multiple=True, metavar="PATH=VALUE",
              help=_("Change a fact before ruling, such as --set shot.first_contact=5 "
                     "(the value is read as YAML)."))
@click.option("--verify", is_flag=True,
              help=_("Check every expect: block and print each difference."))
@click.option("--coverage", "show_coverage", is_flag=True,
              help=_("Show what the golden scenarios in rules_data/scenarios exercise."))
@click.pass_obj
def adjudicate_command(ctx: AppContext, files: tuple[Path, ...], as_json: bool,
                       lang: str | None, verbose: bool, sets: tuple[str, ...], verify: bool,
                       show_coverage: bool) -> None:
    language = Lang(lang) if lang else environment_lang()
    m = messages(language)
    if show_coverage:
        _coverage(ctx, m, as_json)
        return
    if not files:
        fail(m._("name a scenario file (poolrules adjudicate FILE)"))
    if not verify and len(files) > 1:
        fail(m._("rule on one file at a time, or use --verify to check several"))
    overrides = _overrides(sets, m)
    book, games, table = _engine_inputs(ctx, m)
    if verify:
        _verify(files, games, table, overrides, m)
        return
    sf = _read(files[0], games, overrides, m)
    rulings = [(e, rule_on(e.scenario, games[e.scenario.game], table)) for e in sf.entries]
    if as_json:
        out = [_json_ruling(e, r, m, table) for e, r in rulings]
        click.echo(json.dumps(out if sf.listed else out[0], ensure_ascii=False, indent=2))
        return
    blocks = ["\n".join(_text_ruling(e, r, m, book, table, verbose)) for e, r in rulings]
    click.echo("\n\n".join(blocks))


def _verify(files: tuple[Path, ...], games: dict[Game, GameRules], table: RerackTable,
            overrides: list[Override], m: Messages) -> None:
    checked = 0
    found = 0
    for path in files:
        sf = _read(path, games, overrides, m)
        for e in sf.entries:
            if e.expect is None:
                continue
            checked += 1
            ruling = rule_on(e.scenario, games[e.scenario.game], table)
            for d in differences(e, ruling):
                found += 1
                click.echo(str(d))
    click.echo(m.ngettext("{n} scenario checked", "{n} scenarios checked", checked).format(
        n=checked) + ", " + m.ngettext("{d} difference", "{d} differences", found).format(
        d=found))
    if found:
        sys.exit(EXIT_DIFFERENCES)


def golden_rulings(ctx: AppContext, games: dict[Game, GameRules], table: RerackTable,
                   m: Messages) -> list[Ruling]:
    out: list[Ruling] = []
    for path in sorted((_data_dir(ctx) / "scenarios").glob("*.yaml")):
        sf = _read(path, games, [], m)
        out += [rule_on(e.scenario, games[e.scenario.game], table) for e in sf.entries]
    return out


def _coverage(ctx: AppContext, m: Messages, as_json: bool) -> None:
    book, games, table = _engine_inputs(ctx, m)
    c = coverage(book, golden_rulings(ctx, games, table, m), table)
    if as_json:
        click.echo(json.dumps(c.as_json(), ensure_ascii=False, indent=2))
        return
    click.echo("\n".join(coverage_lines(c, m)))


def coverage_lines(c: Coverage, m: Messages) -> list[str]:
    lines = [m.ngettext("{n} golden scenario", "{n} golden scenarios", c.scenarios).format(
        n=c.scenarios)]
    groups = (
        (m._("Rules of sections 1–4, 6 and 9 cited"), c.rules),
        (m._("Fouls 6.1–6.16 committed"), c.fouls),
        (m._("Option codes offered"), c.options),
        (m._("Loss-of-rack conditions"), c.loss_of_rack),
        (m._("Break outcomes"), c.break_outcomes),
        (m._("Rows of the 4.8 table"), c.rerack_rows),
    )
    for title, table in groups:
        done = sum(1 for v in table.values() if v)
        lines += ["", f"{title}: {done}/{len(table)}"]
        missing = [k for k, v in table.items() if not v]
        if missing:
            lines.append("  " + m._("not exercised: {items}").format(items=", ".join(missing)))
    return lines


@click.command("coverage", help=_(
    "Show which rules, fouls, options, loss-of-rack conditions, break outcomes and 4.8 rows "
    "the golden scenarios exercise."))
@click.option("--json", "as_json", is_flag=True, help=_("Print the coverage as JSON."))
@click.option("--lang", "lang", type=LANG_CHOICE, default=None,
              help=_("Language of the report: en, sv or th."))
@click.pass_obj
def coverage_command(ctx: AppContext, as_json: bool, lang: str | None) -> None:
    m = messages(Lang(lang) if lang else environment_lang())
    _coverage(ctx, m, as_json)


COMMANDS = [adjudicate_command, coverage_command]
