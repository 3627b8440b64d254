"""Small rule books written in Python, for the consistency checks' unit tests.

Each test builds exactly the rules it needs; nothing here comes from the seed texts.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from engine.book.model import (
    Block,
    Clause,
    ClauseList,
    Edition,
    Lang,
    Paragraph,
    Rule,
    RuleBook,
    Section,
    Source,
    Status,
    Term,
    TermForm,
    Translation,
)
from engine.consistency.finding import Finding
from engine.consistency.inputs import CheckInput, GameFouls

EDITIONS = (Edition("wpa-2016", "The Rules of Play 2016", "WPA", "2016-03-15"),
            Edition("wpa-pre-2016", "an earlier edition", "WPA", None))
SOURCES = {
    "en": Source("en", Lang.EN, "rendering", "English", "wpa-2016"),
    "sv-seed": Source("sv-seed", Lang.SV, "seed", "Swedish", "wpa-2016"),
    "th-seed": Source("th-seed", Lang.TH, "seed", "Thai", "wpa-pre-2016"),
}

BodyItem = str | Block


def body(items: tuple[BodyItem, ...]) -> tuple[Block, ...]:
    return tuple(Paragraph(i) if isinstance(i, str) else i for i in items)


def en(title: str, *items: BodyItem) -> Translation:
    return Translation(Lang.EN, title, body(items), Status.AUTHORITATIVE, "en")


def sv(title: str, *items: BodyItem, status: Status = Status.OFFICIAL,
       english_hash: str | None = None) -> Translation:
    return Translation(Lang.SV, title, body(items), status, "sv-seed", english_hash)


def th(title: str, *items: BodyItem, status: Status = Status.OFFICIAL,
       english_hash: str | None = None) -> Translation:
    return Translation(Lang.TH, title, body(items), status, "th-seed", english_hash)


def clause(owner: str, cid: str, *items: BodyItem, title: str | None = None,
           label: str | None = None) -> Clause:
    return Clause(cid, f"{owner}({cid})", body(items), label, title)


def clauses(*items: Clause, name: str | None = None) -> ClauseList:
    return ClauseList(items, name)


def rule(rule_id: str, *translations: Translation, included: bool = True) -> Rule:
    section = rule_id.split(".")[0]
    return Rule(rule_id, section, {t.lang: t for t in translations}, included)


def term(term_id: str, **languages: tuple[str, ...]) -> Term:
    return Term(term_id, None, {Lang(k): TermForm(v[0], v, "") for k, v in languages.items()})


def book(*rules: Rule, glossary: tuple[Term, ...] = ()) -> RuleBook:
    """A book of these rules; each section gets a plain English-only node."""
    by_section: dict[str, list[Rule]] = defaultdict(list)
    nodes: dict[str, Rule] = {}
    for r in rules:
        if "." in r.id:
            by_section[r.section].append(r)
        else:
            nodes[r.id] = r
    sections = []
    for sid in sorted(set(by_section) | set(nodes), key=int):
        node = nodes.get(sid) or rule(sid, en(f"Section {sid}"))
        sections.append(Section(node, tuple(by_section[sid])))
    return RuleBook.build(tuple(sections), EDITIONS, SOURCES, glossary)


def data(*rules: Rule, glossary: tuple[Term, ...] = (), games: tuple[GameFouls, ...] = (),
         names: frozenset[str] = frozenset()) -> CheckInput:
    return CheckInput(book(*rules, glossary=glossary), games, names)


def codes(findings: Iterable[Finding]) -> list[str]:
    return [f.check for f in findings]
