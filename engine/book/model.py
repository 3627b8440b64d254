"""The rule book as immutable values: sections, rules, clauses and their translations."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Lang(StrEnum):
    EN = "en"
    SV = "sv"
    TH = "th"


LANGS: tuple[Lang, ...] = (Lang.EN, Lang.SV, Lang.TH)


class Status(StrEnum):
    AUTHORITATIVE = "authoritative"
    OFFICIAL = "official"
    DRAFT = "draft"
    MISSING = "missing"


REF_PATTERN = re.compile(r"\{([^{}]*)\}")
"""A cross-reference inside rule text: ``{6.1}``, ``{6.17(d)}`` or ``{6}``."""


@dataclass(frozen=True, slots=True)
class Position:
    """Where a value was written, for messages that point a person at it."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclass(frozen=True, slots=True)
class Paragraph:
    text: str


@dataclass(frozen=True, slots=True)
class Clause:
    id: str
    """The clause marker as the English numbers it: ``a`` or ``2``."""
    full_id: str
    """The rule id with every marker: ``3.3(d)(2)``."""
    body: tuple[Block, ...]
    label: str | None = None
    title: str | None = None

    @property
    def marker(self) -> str:
        return self.label if self.label is not None else f"({self.id})"


@dataclass(frozen=True, slots=True)
class ClauseList:
    clauses: tuple[Clause, ...]
    name: str | None = None


Block = Paragraph | ClauseList


@dataclass(frozen=True, slots=True)
class Translation:
    lang: Lang
    title: str
    body: tuple[Block, ...]
    status: Status
    source: str | None = None
    english_hash: str | None = None
    notes: tuple[str, ...] = ()
    position: Position | None = None

    def paragraphs(self) -> Iterator[tuple[str, str]]:
        """Every piece of text with the id of the clause it belongs to ('' for the rule)."""
        yield from _walk_text(self.body, "")

    def clauses(self) -> Iterator[Clause]:
        yield from _walk_clauses(self.body)

    def refs(self) -> list[str]:
        """Rule ids referenced in the text, in order of appearance."""
        found = [m.group(1) for _, text in self.paragraphs() for m in REF_PATTERN.finditer(text)]
        return found


def _walk_text(body: tuple[Block, ...], owner: str) -> Iterator[tuple[str, str]]:
    for block in body:
        if isinstance(block, Paragraph):
            yield owner, block.text
        else:
            for clause in block.clauses:
                if clause.title:
                    yield clause.full_id, clause.title
                yield from _walk_text(clause.body, clause.full_id)


def _walk_clauses(body: tuple[Block, ...]) -> Iterator[Clause]:
    for block in body:
        if isinstance(block, ClauseList):
            for clause in block.clauses:
                yield clause
                yield from _walk_clauses(clause.body)


@dataclass(frozen=True, slots=True)
class RerackCell:
    row: str
    column: str
    object_ball: str
    cue_ball: str


@dataclass(frozen=True, slots=True)
class RerackTable:
    """The table of rule 4.8: where the 15th ball and the cue ball go at a 14.1 re-rack."""

    rows: tuple[str, ...]
    columns: tuple[str, ...]
    cells: tuple[RerackCell, ...]
    labels: Mapping[str, Mapping[str, str]]
    """Display labels: key (row, column, value code or heading) → language → text."""

    def cell(self, row: str, column: str) -> RerackCell | None:
        for c in self.cells:
            if c.row == row and c.column == column:
                return c
        return None


@dataclass(frozen=True, slots=True)
class Rule:
    """A rule, or a section (whose body is the section's introduction)."""

    id: str
    section: str
    translations: Mapping[Lang, Translation]
    included: bool = True
    table: RerackTable | None = None
    position: Position | None = None

    @property
    def is_section(self) -> bool:
        return "." not in self.id

    @property
    def english(self) -> Translation:
        return self.translations[Lang.EN]

    def get(self, lang: Lang) -> Translation | None:
        return self.translations.get(lang)

    def status(self, lang: Lang) -> Status:
        t = self.translations.get(lang)
        return t.status if t is not None else Status.MISSING

    def is_stale(self, lang: Lang) -> bool:
        """A translation is stale when the English changed since it was translated."""
        t = self.translations.get(lang)
        if t is None or lang is Lang.EN or t.english_hash is None:
            return False
        return t.english_hash != english_hash(self.english)

    def title(self, lang: Lang) -> str:
        t = self.translations.get(lang)
        return t.title if t is not None else self.english.title


def english_hash(t: Translation) -> str:
    """First 12 hex digits of SHA-256 over the English title and body as canonical JSON."""
    data = {"title": t.title, "body": [_block_json(b) for b in t.body]}
    canon = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canon.encode("utf-8")).hexdigest()[:12]


def _block_json(block: Block) -> Any:
    if isinstance(block, Paragraph):
        return block.text
    out: dict[str, Any] = {
        "list": [
            {"id": c.id, "title": c.title, "body": [_block_json(b) for b in c.body]}
            for c in block.clauses
        ]
    }
    if block.name:
        out["name"] = block.name
    return out


@dataclass(frozen=True, slots=True)
class Section:
    node: Rule
    rules: tuple[Rule, ...]

    @property
    def id(self) -> str:
        return self.node.id

    @property
    def included(self) -> bool:
        return self.node.included


@dataclass(frozen=True, slots=True)
class Source:
    id: str
    lang: Lang
    kind: str
    title: str
    translates: str
    file: str | None = None
    publisher: str | None = None
    version: str | None = None
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Edition:
    id: str
    title: str
    publisher: str
    effective: str | None


@dataclass(frozen=True, slots=True)
class TermForm:
    term: str
    forms: tuple[str, ...]
    definition: str
    draft: bool = False


@dataclass(frozen=True, slots=True)
class Term:
    id: str
    rule: str | None
    languages: Mapping[Lang, TermForm]


@dataclass(frozen=True, slots=True)
class RuleBook:
    sections: tuple[Section, ...]
    editions: tuple[Edition, ...]
    sources: Mapping[str, Source]
    glossary: tuple[Term, ...]
    _index: Mapping[str, Rule] = field(default_factory=dict)
    _clause_ids: frozenset[str] = frozenset()

    @classmethod
    def build(
        cls,
        sections: tuple[Section, ...],
        editions: tuple[Edition, ...],
        sources: Mapping[str, Source],
        glossary: tuple[Term, ...],
    ) -> RuleBook:
        index: dict[str, Rule] = {}
        for s in sections:
            index[s.id] = s.node
            for r in s.rules:
                index[r.id] = r
        clause_ids = frozenset(c.full_id for r in index.values() for c in r.english.clauses())
        return cls(sections, editions, dict(sources), glossary, index, clause_ids)

    def rule(self, rule_id: str) -> Rule | None:
        return self._index.get(rule_id)

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._index

    def rules(self) -> Iterator[Rule]:
        """Every rule (not the section nodes), in book order."""
        for s in self.sections:
            yield from s.rules

    def section(self, section_id: str) -> Section | None:
        for s in self.sections:
            if s.id == section_id:
                return s
        return None

    def clause_ids(self) -> frozenset[str]:
        return self._clause_ids

    def exists(self, ref: str) -> bool:
        """True when ``ref`` names a section, rule or English clause of this book."""
        return ref in self._index or ref in self._clause_ids
