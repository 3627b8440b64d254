"""Running every check family over the book."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from types import ModuleType

from engine.consistency import (
    completeness,
    data_agreement,
    edition,
    hygiene,
    length,
    numbers,
    references,
    staleness,
    structure,
    terminology,
)
from engine.consistency.excerpt import learn_thai_words
from engine.consistency.finding import Finding
from engine.consistency.inputs import CheckInput

FAMILIES: tuple[ModuleType, ...] = (completeness, staleness, structure, references, numbers,
                                    data_agreement, terminology, hygiene, length, edition)
"""One module per family of checks, each with ``CODES`` and ``check(data)``."""


def check_codes() -> tuple[str, ...]:
    return tuple(code for family in FAMILIES for code in family.CODES)


def run_checks(data: CheckInput) -> list[Finding]:
    """Every finding, once each, ordered by rule (book order), language and check."""
    learn_thai_words(data.book)
    order = {rule.id: i for i, rule in enumerate(data.rules())}
    seen: set[tuple[str, str, str, str]] = set()
    out: list[Finding] = []
    for family in FAMILIES:
        run: Callable[[CheckInput], Iterator[Finding]] = family.check
        for finding in run(data):
            if finding.key not in seen:
                seen.add(finding.key)
                out.append(finding)
    codes = check_codes()
    out.sort(key=lambda f: (order.get(f.rule, len(order)), f.lang.value,
                            codes.index(f.check) if f.check in codes else len(codes)))
    return out
