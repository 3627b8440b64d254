"""Which rules, fouls, options and situations the golden scenarios exercise."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.adjudication.game_rules import LossCondition
from engine.adjudication.model import Option
from engine.adjudication.ruling import Ruling
from engine.book.model import RerackTable, RuleBook

SECTIONS = ("1", "2", "3", "4", "6", "9")
FOULS = tuple(f"6.{n}" for n in range(1, 17))
LOSS_CONDITIONS = (*(c.value for c in LossCondition), "three_fouls")
BREAK_OUTCOMES = ("legal_continue", "legal_pass", "legal", "foul", "illegal_break",
                  "breaking_foul", "game_ball_pocketed", "eight_pocketed", "eight_and_scratch",
                  "object_ball_off_table")


@dataclass
class Coverage:
    rules: dict[str, bool] = field(default_factory=dict)
    fouls: dict[str, bool] = field(default_factory=dict)
    options: dict[str, bool] = field(default_factory=dict)
    loss_of_rack: dict[str, bool] = field(default_factory=dict)
    break_outcomes: dict[str, bool] = field(default_factory=dict)
    rerack_rows: dict[str, bool] = field(default_factory=dict)
    scenarios: int = 0

    def as_json(self) -> dict[str, object]:
        return {
            "scenarios": self.scenarios,
            "rules": self.rules,
            "fouls": self.fouls,
            "options": self.options,
            "loss_of_rack": self.loss_of_rack,
            "break_outcomes": self.break_outcomes,
            "rerack_rows": self.rerack_rows,
        }


def coverage(book: RuleBook, rulings: Iterable[Ruling], table: RerackTable | None) -> Coverage:
    c = Coverage()
    for sid in SECTIONS:
        section = book.section(sid)
        if section is not None:
            for rule in section.rules:
                c.rules[rule.id] = False
    c.fouls = dict.fromkeys(FOULS, False)
    c.options = dict.fromkeys((o.value for o in Option), False)
    c.loss_of_rack = dict.fromkeys(LOSS_CONDITIONS, False)
    c.break_outcomes = dict.fromkeys(BREAK_OUTCOMES, False)
    c.rerack_rows = dict.fromkeys(table.rows if table else (), False)
    for r in rulings:
        c.scenarios += 1
        for rid in r.cites:
            if rid in c.rules:
                c.rules[rid] = True
        for f in r.fouls:
            if f in c.fouls:
                c.fouls[f] = True
        if r.choice is not None:
            for o in r.choice.options:
                c.options[o.value] = True
        if r.loss_of_rack in c.loss_of_rack:
            c.loss_of_rack[r.loss_of_rack] = True
        if r.break_outcome in c.break_outcomes:
            c.break_outcomes[r.break_outcome] = True
        if r.rerack is not None and r.rerack.row in c.rerack_rows:
            c.rerack_rows[r.rerack.row] = True
    return c
