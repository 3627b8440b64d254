"""The compare view: English, Swedish and Thai side by side, clause by clause.

It is made for translators, so it shows every language's own clause markers, the status
of each translation, and translator notes, and it never falls back to the English.
"""

from __future__ import annotations

from engine.book.model import LANGS, Lang, Rule, RuleBook, Section, Translation
from engine.i18n import N_, Messages
from site_builder.anchors import anchor, compare_page, rule_link
from site_builder.markdown_text import escape, inline
from site_builder.translation_marks import display_status

STATUS_WORDS = {
    "authoritative": N_("authoritative"),
    "official": N_("official"),
    "draft": N_("draft"),
    "stale": N_("stale"),
    "missing": N_("missing"),
}


def compare_title(section: Section, lang: Lang, m: Messages) -> str:
    return m._("{section} {title}: all languages").format(
        section=section.id, title=section.node.title(lang))


def compare_markdown(book: RuleBook, section: Section, lang: Lang, m: Messages) -> str:
    page = compare_page(section.id)
    # The same texts stand on the rule pages; searching should lead readers there.
    lines = ["---", "search:", "  exclude: true", "---", ""]
    lines += ["# " + escape(compare_title(section, lang, m)), ""]
    lines += [escape(m._("The three languages side by side, clause by clause, for "
                         "translators. Each translation is shown as written, with its own "
                         "clause markers; nothing is filled in from the English.")), ""]
    for rule in (section.node, *section.rules):
        lines += _rule_rows(rule, lang, m, page)
    return "\n".join(lines).rstrip() + "\n"


def _rule_rows(rule: Rule, lang: Lang, m: Messages, page: str) -> list[str]:
    level = "#" if rule.is_section else "##"
    lines = [f"{level}# {escape(rule.id)} {escape(rule.title(lang))} {{#{anchor(rule.id)}}}", ""]
    lines += ['<div class="pr-compare-row pr-compare-head" markdown>', ""]
    for lg in LANGS:
        status = display_status(rule, lg)
        word = m._(STATUS_WORDS[status])
        lines += ['<div class="pr-compare-cell" markdown>', "",
                  f"**{escape(_capitalized(m.language_name(lg)))}** "
                  f'<span class="pr-status pr-status--{status}">{escape(word)}</span>', "",
                  "</div>", ""]
    lines += ["</div>", ""]
    owners = _owners(rule)
    for owner in owners:
        ident = f' id="{anchor(owner)}"' if owner else ""
        lines += [f'<div class="pr-compare-row"{ident} markdown>', ""]
        for lg in LANGS:
            lines += _cell(rule.get(lg), owner, page)
        lines += ["</div>", ""]
    if any(t.notes for t in rule.translations.values()):
        lines += ['<div class="pr-compare-row pr-compare-notes" markdown>', ""]
        for lg in LANGS:
            t = rule.get(lg)
            lines += [f'<div class="pr-compare-cell" lang="{lg.value}" markdown>', ""]
            label = escape(m._("Note"))
            for note in t.notes if t is not None else ():
                lines += [f"*{label}:* {escape(note)}", ""]
            lines += ["</div>", ""]
        lines += ["</div>", ""]
    return lines


def _owners(rule: Rule) -> list[str]:
    """The rule ('') and its clause ids, in English order; clauses only a translation has
    come last, so that nothing a translator wrote is hidden."""
    order: list[str] = []
    for lg in LANGS:
        t = rule.get(lg)
        for owner, _text in t.paragraphs() if t is not None else ():
            if owner not in order:
                order.append(owner)
    # the rule's own text always comes before its clauses
    return sorted(order, key=lambda owner: owner != "")


def _cell(t: Translation | None, owner: str, page: str) -> list[str]:
    if t is None:
        return ['<div class="pr-compare-cell pr-compare-missing">—</div>', ""]
    lines = [f'<div class="pr-compare-cell" lang="{t.lang.value}" markdown>', ""]
    marker = _marker(t, owner)
    texts = [text for o, text in t.paragraphs() if o == owner]
    if not texts:
        lines += ["—" if owner else "", ""]
    for i, text in enumerate(texts):
        shown = inline(text, lambda ref: rule_link(page, ref))
        if i == 0 and marker:
            shown = f'<span class="pr-marker">{escape(marker)}</span> {shown}'
        lines += [shown, ""]
    lines += ["</div>", ""]
    return lines


def _marker(t: Translation, owner: str) -> str:
    for clause in t.clauses():
        if clause.full_id == owner:
            return clause.marker
    return ""


def _capitalized(name: str) -> str:
    """Swedish writes language names in lower case; a column heading starts with a capital."""
    return name[:1].upper() + name[1:]
