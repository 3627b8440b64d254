"""Worked examples: every golden scenario of rules_data/scenarios with the rules engine's
ruling and its explanation, one page per game, in each language.

The rulings are worked out at build time, so the pages always show what the engine
decides today, never a copy that could drift from it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from engine.adjudication import Game, Ruling, adjudicate
from engine.adjudication.explain import game_name, render_step, summary_lines
from engine.adjudication.game_rules import GameRules, load_all_game_rules
from engine.adjudication.scenario_file import ScenarioEntry, read_scenario_file
from engine.book.model import Lang, RerackTable, RuleBook
from engine.book.problems import DataError, Problem
from engine.i18n import Messages
from site_builder.anchors import rule_link
from site_builder.markdown_text import escape
from site_builder.scenario_diagram import scenario_figure

PageTitle = Callable[[Messages], str]
PageRender = Callable[[Lang, Messages], str]
INDEX = "examples/index.md"


def game_page(game: Game) -> str:
    return f"examples/{game.value.replace('_', '-')}.md"


@dataclass(frozen=True)
class Example:
    entry: ScenarioEntry
    ruling: Ruling
    file: str


@dataclass
class ExamplePages:
    pages: dict[str, tuple[PageTitle, PageRender]] = field(default_factory=dict)
    """Page path → (its title, its Markdown), per language."""
    games: dict[str, GameRules] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


def example_pages(book: RuleBook, data_dir: Path) -> ExamplePages:
    """The example pages; raise DataError when a game or scenario file is bad."""
    out = ExamplePages()
    games = load_all_game_rules(data_dir / "games")
    out.games = {g.value: r for g, r in games.items()}
    rerack = _rerack_table(book, games)
    by_game: dict[Game, list[Example]] = {g: [] for g in games}
    problems: list[Problem] = []
    for path in sorted((data_dir / "scenarios").glob("*.yaml")):
        display = f"{data_dir.name}/scenarios/{path.name}"
        try:
            scenario_file = read_scenario_file(path, display, games)
        except DataError as e:
            problems += e.problems
            continue
        for entry in scenario_file.entries:
            game = entry.scenario.game
            ruling = adjudicate(entry.scenario, games[game], rerack)
            by_game[game].append(Example(entry, ruling, path.name))
    if problems:
        raise DataError(problems)
    played = [g for g in by_game if by_game[g]]
    if not played:
        out.notes.append("no golden scenarios in rules_data/scenarios: no worked examples")
        return out
    out.pages[INDEX] = (_index_title, lambda lang, m: _index(book, played, by_game, lang, m))
    for game in played:
        out.pages[game_page(game)] = _game_entry(book, game, by_game[game], rerack)
    return out


def _game_entry(book: RuleBook, game: Game, examples: list[Example],
                rerack: RerackTable) -> tuple[PageTitle, PageRender]:
    def title(m: Messages) -> str:
        return _game_title(m, game)

    def render(lang: Lang, m: Messages) -> str:
        return _game_markdown(book, game, examples, rerack, lang, m)

    return title, render


def _game_title(m: Messages, game: Game) -> str:
    name = game_name(m, game.value)
    return name[:1].upper() + name[1:]


def _rerack_table(book: RuleBook, games: dict[Game, GameRules]) -> RerackTable:
    for rules in games.values():
        if rules.rerack_table_rule:
            rule = book.rule(rules.rerack_table_rule)
            if rule is not None and rule.table is not None:
                return rule.table
    raise DataError([Problem("rules_data/games", 1, 1, "rerack.table_rule",
                             "no game names the rule that holds the 14.1 re-rack table")])


def _index_title(m: Messages) -> str:
    return m._("Worked examples")


def _index(book: RuleBook, played: list[Game], by_game: dict[Game, list[Example]], lang: Lang,
           m: Messages) -> str:
    lines = ["# " + escape(m._("Worked examples")), ""]
    lines += [escape(m._("Situations at the table from the golden scenarios, each with the "
                         "ruling of the poolrules rules engine and the rules it rests on. The "
                         "rulings are worked out when the site is built.")), ""]
    for game in played:
        n = len(by_game[game])
        count = m.ngettext("{n} example", "{n} examples", n).format(n=m.number(n))
        title = _game_title(m, game)
        lines.append(f"- [{escape(title)}]({game_page(game).removeprefix('examples/')}): "
                     f"{escape(count)}")
    return "\n".join(lines).rstrip() + "\n"


def _game_markdown(book: RuleBook, game: Game, examples: list[Example], rerack: RerackTable,
                   lang: Lang, m: Messages) -> str:
    page = game_page(game)
    lines = ["# " + escape(_game_title(m, game)), ""]
    for i, ex in enumerate(examples):
        lines += _example(book, ex, i, page, rerack, lang, m)
    return "\n".join(lines).rstrip() + "\n"


def _example(book: RuleBook, ex: Example, index: int, page: str, rerack: RerackTable,
             lang: Lang, m: Messages) -> list[str]:
    entry, ruling = ex.entry, ex.ruling
    ident = entry.id or f"{ex.file.removesuffix('.yaml')}-{index + 1}"
    title = _local(entry.title, lang) or ident
    lines = [f"## {escape(title)} {{#example-{_slug(ident)}}}", ""]
    description = _local(entry.description, lang)
    if description:
        lines += [escape(description), ""]
    lines += scenario_figure(entry.scenario, f"sc-{_slug(ident)}", m)
    lines += ["**" + escape(m._("Ruling")) + "**", ""]
    lines += [f"- {escape(line)}" for line in summary_lines(m, ruling, book)]
    lines += ["", "**" + escape(m._("Why")) + "**", ""]
    for n, step in enumerate(ruling.explanation, start=1):
        cites = ", ".join(f"[{escape(c)}]({rule_link(page, c)})" for c in step.cites
                          if c in book or book.exists(c))
        sentence = escape(render_step(m, step, rerack))
        lines.append(f"{n}. {sentence}" + (f" ({cites})" if cites else ""))
    lines.append("")
    rules = ", ".join(f"[{escape(c)} {escape(r.title(lang))}]({rule_link(page, c)})"
                      for c in ruling.cites if (r := book.rule(c)) is not None)
    if rules:
        lines += [escape(m._("Rules cited")) + f": {rules}", ""]
    return lines


def _local(texts: Mapping[str, str], lang: Lang) -> str:
    return texts.get(lang.value) or texts.get(Lang.EN.value) or ""


def _slug(text: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in text.lower()).strip("-")
