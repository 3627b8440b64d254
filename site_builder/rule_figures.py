"""What is shown after a rule's text besides the text: diagrams and the 4.8 table."""

from __future__ import annotations

from collections.abc import Mapping

from engine.adjudication.game_rules import GameRules
from engine.book.model import Lang, RuleBook
from engine.i18n import Messages
from site_builder.rack_diagram import rack_figure
from site_builder.rerack_table import rerack_table_markdown
from site_builder.table_diagram import table_figure

TABLE_RULE = "8.1"
"""The rule whose text refers to "the accompanying diagram" of the table."""


def rule_figures(book: RuleBook, lang: Lang, m: Messages,
                 games: Mapping[str, GameRules]) -> dict[str, list[str]]:
    figures: dict[str, list[str]] = {}

    def add(rule_id: str, lines: list[str]) -> None:
        if rule_id in book:
            figures.setdefault(rule_id, []).extend(lines)

    add(TABLE_RULE, table_figure(m))
    for rules in games.values():
        section = book.section(rules.section)
        title = section.node.title(lang) if section is not None else rules.game.value
        add(rules.balls_rule, rack_figure(rules, title, m))
    for rule in book.rules():
        if rule.table is not None:
            add(rule.id, rerack_table_markdown(rule.table, lang, m))
    return figures
