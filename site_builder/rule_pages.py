"""One page per section and language: the section's introduction, then every rule."""

from __future__ import annotations

from collections.abc import Mapping

from engine.book.model import Lang, Rule, RuleBook, Section, Translation
from engine.i18n import Messages
from site_builder.anchors import anchor, compare_page, link_target, rule_link, section_page
from site_builder.glossary_terms import GlossaryMatcher
from site_builder.markdown_text import escape
from site_builder.rule_body import BodyWriter
from site_builder.translation_marks import badge, missing_notice, notes


def section_markdown(book: RuleBook, section: Section, lang: Lang, m: Messages,
                     terms: GlossaryMatcher,
                     figures: Mapping[str, list[str]] | None = None) -> str:
    """The Markdown of ``section``'s page in ``lang``.

    ``figures`` holds Markdown to show after a rule's text (diagrams, the 4.8 table),
    keyed by rule id.
    """
    page = section_page(section.id)
    writer = BodyWriter(lambda ref: rule_link(page, ref), terms)
    figures = figures or {}
    lines = _rule_block(section.node, lang, m, writer, level=1, page=page)
    if not section.included:
        lines += _not_included(section, lang, m)
    lines += figures.get(section.id, [])
    for rule in section.rules:
        lines += _rule_block(rule, lang, m, writer, level=2, page=page)
        lines += figures.get(rule.id, [])
    return "\n".join(lines).rstrip() + "\n"


def _rule_block(rule: Rule, lang: Lang, m: Messages, writer: BodyWriter, level: int,
                page: str) -> list[str]:
    writer.new_rule()
    t = rule.get(lang)
    shown: Translation = t if t is not None else rule.english
    heading = "#" * level
    lines = [f"{heading} {escape(rule.id)} {escape(shown.title)} {{#{anchor(rule.id)}}}", ""]
    if not rule.included and not rule.is_section:
        lines += [f'<p class="pr-not-included">{escape(_not_included_text(m))}</p>', ""]
        return lines
    compare = link_target(page, compare_page(rule.section), anchor(rule.id))
    lines += [_meta_line(badge(rule, lang, m), compare, m), ""]
    lines += _missing_clause_anchors(rule, shown)
    body_lang = shown.lang
    if t is None and shown.body:
        lines += missing_notice(lang, m)
    if body_lang is not lang:
        lines += [f'<div lang="{body_lang.value}" markdown>', ""]
    lines += writer.body(shown.body)
    if body_lang is not lang:
        lines += ["</div>", ""]
    lines += notes(shown.notes, m)
    return lines


def _missing_clause_anchors(rule: Rule, shown: Translation) -> list[str]:
    """Anchors of English clauses the shown text lacks, at the top of the rule.

    A reference to ``3.3(d)`` must land somewhere on every language's page, even when a
    translation numbers its clauses differently; it then lands on the rule.
    """
    have = {c.full_id for c in shown.clauses()}
    missing = [c.full_id for c in rule.english.clauses() if c.full_id not in have]
    if not missing:
        return []
    spans = "".join(f'<span id="{anchor(ref)}"></span>' for ref in missing)
    return [f'<div class="pr-anchors">{spans}</div>', ""]


def _meta_line(marks: str, compare: str, m: Messages) -> str:
    """The badge and the compare link; kept out of the search index, which is for rule text."""
    words = escape(m._("Compare languages"))
    link = f"[{words}]({compare}){{ .pr-compare-link }}"
    return f'<p class="pr-rule-meta" data-search-exclude markdown>{marks} {link}</p>'.strip()


def _not_included_text(m: Messages) -> str:
    return m._("Not included in this edition of poolrules.")


def _not_included(section: Section, lang: Lang, m: Messages) -> list[str]:
    text = m._("The rules of this section are not included in this edition of poolrules; "
               "only their numbers and titles are listed, so that references to them "
               "can be followed.")
    return [f'!!! info "{escape(_not_included_text(m))}"', "", f"    {escape(text)}", ""]
