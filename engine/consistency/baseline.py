"""The baseline: findings a person has looked at and accepted, each with a reason.

rules_data/check-baseline.yaml::

    names: ["Push Out", "Nine Ball"]   # may stay the same as the English in a translation
    findings:
      - rule: "1.3"
        lang: sv
        check: references.ids
        fingerprint: 0a1b2c3d4e5f        # of the excerpt (see Finding.fingerprint)
        excerpt: "…(se 6.16 Osportsligt uppträdande.)"
        reason: "Seed defect, kept verbatim: the SBF text cites 6.16; in 2016 it is 6.17."

An entry is matched on rule, language, check and the fingerprint of the excerpt, never on
a line number, so editing other rules (or other parts of the same text) keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.book.fields import FileReader
from engine.book.model import LANGS, RuleBook
from engine.book.problems import DataError
from engine.book.yaml_source import node_position, read_yaml
from engine.consistency.finding import Finding
from engine.consistency.runner import check_codes

FILE_NAME = "check-baseline.yaml"
_FINGERPRINT = re.compile(r"[0-9a-f]{12}")
_ENTRY_KEYS = ("rule", "lang", "check", "fingerprint", "excerpt", "reason")


@dataclass(frozen=True, slots=True)
class Accepted:
    rule: str
    lang: str
    check: str
    fingerprint: str
    excerpt: str
    reason: str
    line: int = 0

    @property
    def key(self) -> tuple[str, str, str, str]:
        return (self.rule, self.lang, self.check, self.fingerprint)


@dataclass(frozen=True, slots=True)
class Baseline:
    entries: tuple[Accepted, ...] = ()
    names: frozenset[str] = frozenset()
    _keys: frozenset[tuple[str, str, str, str]] = field(default=frozenset(), repr=False)

    @classmethod
    def of(cls, entries: Iterable[Accepted], names: Iterable[str] = ()) -> Baseline:
        entries = tuple(entries)
        return cls(entries, frozenset(names), frozenset(e.key for e in entries))

    def accepts(self, finding: Finding) -> bool:
        return finding.key in self._keys

    def unused(self, findings: Iterable[Finding]) -> list[Accepted]:
        """Entries no finding matches any more: the defect was fixed, or its text changed."""
        found = {f.key for f in findings}
        return [e for e in self.entries if e.key not in found]


def load_baseline(path: Path, book: RuleBook, display: str | None = None) -> Baseline:
    """Read and check the baseline; raise DataError naming file, line and field."""
    display = display or str(path)
    data, problems = read_yaml(path, display)
    if data is None:
        raise DataError(problems)
    r = FileReader(display)
    node = r.mapping(data, None, "(file)", data)
    if node is None:
        raise DataError(r.problems)
    r.keys(node, "", ("names", "findings"))
    names = r.text_list(node, "names", "names")
    entries: list[Accepted] = []
    raw = node.get("findings") or []
    if not isinstance(raw, list):
        r.report(node, "findings", "findings", "expected a list of accepted findings")
        raw = []
    codes = set(check_codes())
    seen: dict[tuple[str, str, str, str], int] = {}
    for i, item in enumerate(raw):
        entry = _entry(r, raw, i, item, book, codes)
        if entry is None:
            continue
        if entry.key in seen:
            r.report(raw, i, f"findings[{i}]", f"the same finding is already accepted at line "
                     f"{seen[entry.key]}")
            continue
        seen[entry.key] = entry.line
        entries.append(entry)
    if r.problems:
        raise DataError(r.problems)
    return Baseline.of(entries, names)


def _entry(r: FileReader, parent: list[Any], i: int, item: Any, book: RuleBook,
           codes: set[str]) -> Accepted | None:
    path = f"findings[{i}]"
    node = r.mapping(parent, i, path, item)
    if node is None:
        return None
    before = len(r.problems)
    r.keys(node, path, _ENTRY_KEYS, required=("rule", "lang", "check", "fingerprint", "reason"))
    rule = r.rule_id(node, "rule", f"{path}.rule") if "rule" in node else None
    if rule is not None and rule not in book:
        r.report(node, "rule", f"{path}.rule", f"there is no rule {rule!r} in the book")
    lang = r.text(node, "lang", f"{path}.lang") if "lang" in node else None
    if lang is not None and lang not in {str(x) for x in LANGS}:
        r.report(node, "lang", f"{path}.lang", f"language code {lang!r} is not one of en, sv, th")
    check = r.text(node, "check", f"{path}.check") if "check" in node else None
    if check is not None and check not in codes:
        r.report(node, "check", f"{path}.check", f"unknown check {check!r} (poolrules check "
                 f"--format json lists the codes)")
    fp = r.text(node, "fingerprint", f"{path}.fingerprint") if "fingerprint" in node else None
    if fp is not None and not _FINGERPRINT.fullmatch(fp):
        r.report(node, "fingerprint", f"{path}.fingerprint",
                 f"expected 12 lowercase hex digits, got {fp!r}")
    reason = r.text(node, "reason", f"{path}.reason") if "reason" in node else None
    excerpt = r.text(node, "excerpt", f"{path}.excerpt", required=False) or ""
    if len(r.problems) > before or not (rule and lang and check and fp and reason):
        return None
    return Accepted(rule, lang, check, fp, excerpt, reason, node_position(node)[0])
