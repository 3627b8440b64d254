"""Findings and translation status as plain data, for `poolrules check --format json` and
for the documentation site."""

from __future__ import annotations

from typing import Any

from engine.book.model import Lang, RuleBook, Status
from engine.consistency.baseline import Baseline
from engine.consistency.finding import Finding
from engine.consistency.inputs import TRANSLATED
from engine.i18n import Messages

STATES = ("official", "draft", "stale", "missing")


def finding_data(finding: Finding, baseline: Baseline, m: Messages) -> dict[str, Any]:
    return {
        "rule": finding.rule,
        "lang": finding.lang.value,
        "check": finding.check,
        "message": finding.message.render(m),
        "excerpt": finding.excerpt,
        "baselined": baseline.accepts(finding),
        "where": finding.where,
        "fingerprint": finding.fingerprint,
    }


def findings_data(findings: list[Finding], baseline: Baseline,
                  m: Messages) -> list[dict[str, Any]]:
    return [finding_data(f, baseline, m) for f in findings]


def status_summary(book: RuleBook) -> dict[str, dict[str, dict[str, int]]]:
    """Per language, per section and for the whole book: how many rules are official,
    draft, stale (the English changed since) or missing. Sections not included in this
    edition (Black Ball) are left out."""
    out: dict[str, dict[str, dict[str, int]]] = {}
    for lang in TRANSLATED:
        per_section: dict[str, dict[str, int]] = {}
        total = dict.fromkeys(STATES, 0)
        for section in book.sections:
            if not section.included:
                continue
            counts = dict.fromkeys(STATES, 0)
            for rule in section.rules:
                if rule.included:
                    counts[state(book, rule.id, lang)] += 1
            per_section[section.id] = counts
            for k, v in counts.items():
                total[k] += v
        per_section["all"] = total
        out[lang.value] = per_section
    return out


def state(book: RuleBook, rule_id: str, lang: Lang) -> str:
    """The status a reader of the site cares about: stale wins over the recorded status."""
    rule = book.rule(rule_id)
    if rule is None or rule.status(lang) is Status.MISSING:
        return "missing"
    if rule.is_stale(lang):
        return "stale"
    return rule.status(lang).value


def site_report(book: RuleBook, findings: list[Finding], baseline: Baseline,
                m: Messages) -> dict[str, Any]:
    """What the documentation build shows: the findings and the status of each language."""
    return {"findings": findings_data(findings, baseline, m), "status": status_summary(book)}
