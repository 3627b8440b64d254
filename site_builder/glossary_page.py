"""The glossary of one language: each term, its definition, the rule that defines it,
and what the other languages call it."""

from __future__ import annotations

from engine.book.model import LANGS, Lang, RuleBook, Term
from engine.i18n import Messages
from site_builder.anchors import rule_link
from site_builder.markdown_text import escape

PAGE = "glossary.md"


def term_anchor(term: Term) -> str:
    return "term-" + term.id.replace("_", "-")


def glossary_markdown(book: RuleBook, lang: Lang, m: Messages) -> str:
    lines = ["# " + escape(m._("Glossary")), ""]
    lines += [escape(m._("The words of the game as the rules use them. In the rules, a term "
                         "shows its definition when you point at it.")), ""]
    for term in _sorted_terms(book.glossary, lang):
        form = term.languages.get(lang)
        shown = form if form is not None else term.languages.get(Lang.EN)
        if shown is None:
            continue
        lines += [f"## {escape(shown.term)} {{#{term_anchor(term)}}}", ""]
        if form is None:
            lines += [f'<p class="pr-notice">{escape(_missing(m, lang))}</p>', ""]
        elif form.draft:
            draft = escape(m._("Draft translation"))
            lines += [f'<span class="pr-badge pr-badge--draft">{draft}</span>', ""]
        lines += [escape(shown.definition), ""]
        facts: list[str] = []
        if term.rule is not None and term.rule in book:
            defined = escape(m._("Defined in"))
            facts.append(f"{defined}: [{escape(term.rule)}]({rule_link(PAGE, term.rule)})")
        others = [f"{escape(m.language_name(other))}: {escape(t.term)}"
                  for other in LANGS if other is not lang
                  and (t := term.languages.get(other)) is not None]
        if others:
            facts.append(" · ".join(others))
        if len(shown.forms) > 1:
            also = escape(m._("Also written"))
            facts.append(f"{also}: " + ", ".join(escape(f) for f in shown.forms
                                                 if f != shown.term))
        lines += [f'<p class="pr-term-facts" markdown>{"<br>".join(facts)}</p>', ""]
    return "\n".join(lines).rstrip() + "\n"


def _missing(m: Messages, lang: Lang) -> str:
    return m._("No {language} term yet; the English is shown.").format(
        language=m.language_name(lang))


def _sorted_terms(glossary: tuple[Term, ...], lang: Lang) -> list[Term]:
    def shown(term: Term) -> str:
        form = term.languages.get(lang) or term.languages.get(Lang.EN)
        return form.term if form is not None else term.id

    if lang is Lang.TH:
        from pythainlp.util import collate  # Thai dictionary order puts leading vowels right

        order = {word: i for i, word in enumerate(collate([shown(t) for t in glossary]))}
        return sorted(glossary, key=lambda t: order[shown(t)])
    return sorted(glossary, key=lambda t: shown(t).casefold())
