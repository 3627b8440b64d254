"""What the checks read: the book, the engine's game data, and the names allowed as is."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from engine.book.model import Lang, Rule, RuleBook, Translation

TRANSLATED: tuple[Lang, ...] = (Lang.SV, Lang.TH)


def included_rules(book: RuleBook) -> Iterator[Rule]:
    """Sections (their introductions) and rules, in book order, leaving out those not
    included in this edition (Black Ball): they have no text to translate or compare."""
    for section in book.sections:
        if not section.included:
            continue
        yield section.node
        yield from (r for r in section.rules if r.included)


@dataclass(frozen=True, slots=True)
class GameFouls:
    """A game's standard fouls as the rules engine holds them (rules_data/games/*.yaml)."""

    game: str
    file: str
    rule: str
    """The rule whose text lists these fouls, e.g. 3.9 for eight ball."""
    fouls: frozenset[str]


@dataclass(frozen=True, slots=True)
class CheckInput:
    book: RuleBook
    games: tuple[GameFouls, ...] = ()
    names: frozenset[str] = field(default_factory=frozenset)
    """Texts that stay the same in every language ("Push Out", "Nine Ball")."""

    def rules(self) -> Iterator[Rule]:
        return included_rules(self.book)

    def translations(self, langs: tuple[Lang, ...] = TRANSLATED,
                     ) -> Iterator[tuple[Rule, Translation]]:
        for rule in self.rules():
            for lang in langs:
                t = rule.get(lang)
                if t is not None:
                    yield rule, t
