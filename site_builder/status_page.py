"""The translation status dashboard: how far each translation has come, section by
section, and what the consistency checker found, rule by rule."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.book.model import Lang, Rule, RuleBook
from engine.i18n import Messages
from site_builder.anchors import anchor, compare_page, link_target, rule_link, section_page
from site_builder.compare_pages import STATUS_WORDS
from site_builder.markdown_text import attribute, escape

PAGE = "status.md"
COUNTED = ("official", "draft", "stale", "missing")
TRANSLATIONS = (Lang.SV, Lang.TH)


@dataclass(frozen=True, slots=True)
class FindingRow:
    """One finding of the consistency checker, worded for the reader."""

    rule: str
    lang: Lang
    check: str
    message: str
    excerpt: str
    where: str = ""
    accepted: bool = False
    """In the baseline: a person looked at it and accepted it, with a reason."""


@dataclass(frozen=True, slots=True)
class StatusReport:
    counts: Mapping[tuple[Lang, str], Mapping[str, int]]
    """(language, section id) → status → number of rules."""
    findings: Sequence[FindingRow]


def status_markdown(book: RuleBook, lang: Lang, m: Messages, report: StatusReport) -> str:
    lines = ["# " + escape(m._("Translation status")), ""]
    lines += [escape(m._("For each translation: how many rules of each section are official "
                         "(from a published translation), draft (written for poolrules), "
                         "stale (the English changed since) or missing. Sections that are not "
                         "included are left out of the counts.")), ""]
    for tr in TRANSLATIONS:
        lines += _counts_table(book, tr, m, report)
    lines += ["## " + escape(m._("Consistency findings")) + " {#findings}", ""]
    lines += _findings(book, m, report.findings)
    return "\n".join(lines).rstrip() + "\n"


def _counts_table(book: RuleBook, tr: Lang, m: Messages, report: StatusReport) -> list[str]:
    lines = [f"## {escape(m.language_name(tr).capitalize())} {{#status-{tr.value}}}", ""]
    head = [m._("Section"), *(m._(STATUS_WORDS[s]) for s in COUNTED), m._("Done")]
    lines += ["| " + " | ".join(escape(h) for h in head) + " |",
              "| --- | " + " | ".join("---:" for _ in head[1:]) + " |"]
    totals = dict.fromkeys(COUNTED, 0)
    for section in book.sections:
        title = f"[{escape(section.id)} {escape(section.node.title(m.lang))}]" \
                f"({link_target(PAGE, section_page(section.id))})"
        if not section.included:
            excluded = escape(m._("not included"))
            lines.append(f"| {title} | " + " | ".join("" for _ in COUNTED) + f" | {excluded} |")
            continue
        counts = report.counts.get((tr, section.id), {})
        for s in COUNTED:
            totals[s] += counts.get(s, 0)
        lines.append(f"| {title} | " + " | ".join(_count(m, counts.get(s, 0)) for s in COUNTED)
                     + f" | {_done(m, counts)} |")
    everything = escape(m._("All sections"))
    lines.append(f"| **{everything}** | "
                 + " | ".join(f"**{_count(m, totals[s])}**" for s in COUNTED)
                 + f" | **{_done(m, totals)}** |")
    return [*lines, ""]


def _count(m: Messages, n: int) -> str:
    return escape(m.number(n)) if n else "·"


def _done(m: Messages, counts: Mapping[str, int]) -> str:
    total = sum(counts.get(s, 0) for s in COUNTED)
    if not total:
        return ""
    return escape(m.percent(counts.get("official", 0) / total))


def _findings(book: RuleBook, m: Messages, findings: Sequence[FindingRow]) -> list[str]:
    if not findings:
        return [escape(m._("The consistency checker found nothing to report.")), ""]
    lines = [escape(m.ngettext("{n} finding, grouped by rule. Each links to the rule and to "
                               "the compare view.",
                               "{n} findings, grouped by rule. Each links to the rule and to "
                               "the compare view.", len(findings)).format(
        n=m.number(len(findings)))), ""]
    by_rule: dict[str, list[FindingRow]] = {}
    for f in findings:
        by_rule.setdefault(f.rule, []).append(f)
    order = {r.id: i for i, r in enumerate(_all_rules(book))}
    compare_words = escape(m._("compare"))
    for rule_id in sorted(by_rule, key=lambda r: order.get(r, len(order))):
        rule = book.rule(rule_id)
        title = rule.title(m.lang) if rule is not None else ""
        if rule is not None:
            head = (f"[{escape(rule_id)}]({rule_link(PAGE, rule_id)}) · "
                    f"[{compare_words}]"
                    f"({link_target(PAGE, compare_page(rule.section), anchor(rule_id))})")
        else:
            head = escape(rule_id)
        lines += [f"### {escape(rule_id)} {escape(title)} {{#finding-{anchor(rule_id)}}}", "",
                  head, ""]
        heads = (m._("Language"), m._("Check"), m._("Finding"), m._("Text"), m._("Accepted"))
        lines += ["| " + " | ".join(escape(h) for h in heads) + " |",
                  "| --- | --- | --- | --- | --- |"]
        for f in by_rule[rule_id]:
            where = f" ({escape(f.where)})" if f.where else ""
            check = f"<code>{attribute(f.check)}</code>{where}"
            accepted = "✓" if f.accepted else ""
            lines.append(f"| {escape(m.language_name(f.lang))} | {check} | "
                         f"{escape(f.message)} | {escape(f.excerpt)} | {accepted} |")
        lines.append("")
    return lines


def _all_rules(book: RuleBook) -> list[Rule]:
    out: list[Rule] = []
    for s in book.sections:
        out += [s.node, *s.rules]
    return out
