"""Every page of the site, in every language, from the rule book and its companions.

The result is plain data (page path → Markdown, and a navigation per language), so the
generator can be tested without MkDocs and timed on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.book.model import LANGS, Lang, RuleBook
from engine.i18n import Messages
from site_builder import home_page
from site_builder.anchors import compare_page, section_page
from site_builder.compare_pages import compare_markdown, compare_title
from site_builder.consistency_report import checker_report
from site_builder.glossary_page import PAGE as GLOSSARY_PAGE
from site_builder.glossary_page import glossary_markdown
from site_builder.glossary_terms import GlossaryMatcher
from site_builder.rule_figures import rule_figures
from site_builder.rule_pages import section_markdown
from site_builder.status_page import PAGE as STATUS_PAGE
from site_builder.status_page import StatusReport, status_markdown
from site_builder.worked_examples import ExamplePages, example_pages

NavItem = str | dict[str, Any]


@dataclass
class GeneratedSite:
    pages: dict[str, str] = field(default_factory=dict)
    """Path under the docs folder (``sv/rules/section-3.md``) → Markdown."""
    nav: dict[Lang, list[NavItem]] = field(default_factory=dict)
    site_name: dict[Lang, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    """What could not be generated and why (a missing engine, for instance), for the log."""


def generate_site(book: RuleBook, data_dir: Path) -> GeneratedSite:
    site = GeneratedSite()
    examples = example_pages(book, data_dir)
    site.notes += examples.notes
    report = checker_report(book, data_dir)
    for lang in LANGS:
        _language(site, book, lang, examples, report(Messages(lang)))
    return site


def _language(site: GeneratedSite, book: RuleBook, lang: Lang, examples: ExamplePages,
              report: StatusReport) -> None:
    m = Messages(lang)
    terms = GlossaryMatcher(book.glossary, lang)
    figures = rule_figures(book, lang, m, examples.games)

    def put(page: str, text: str) -> None:
        site.pages[f"{lang.value}/{page}"] = text

    rules_nav: list[NavItem] = []
    compare_nav: list[NavItem] = []
    for section in book.sections:
        put(section_page(section.id), section_markdown(book, section, lang, m, terms, figures))
        put(compare_page(section.id), compare_markdown(book, section, lang, m))
        rules_nav.append({f"{section.id} {section.node.title(lang)}": section_page(section.id)})
        compare_nav.append({compare_title(section, lang, m): compare_page(section.id)})
    put(GLOSSARY_PAGE, glossary_markdown(book, lang, m))
    put(STATUS_PAGE, status_markdown(book, lang, m, report))
    example_nav: list[NavItem] = []
    for page, (title, render) in examples.pages.items():
        put(page, render(lang, m))
        example_nav.append({title(m): page})

    more = [(GLOSSARY_PAGE, m._("Glossary"), m._("the words of the game, in every language")),
            (STATUS_PAGE, m._("Translation status"),
             m._("how far each translation has come, and what the consistency check found"))]
    if example_nav:
        first = next(iter(examples.pages))
        more.insert(1, (first, m._("Worked examples"),
                        m._("situations at the table and how the rules decide them")))
    more.append((compare_page(book.sections[0].id), m._("Compare languages"),
                 m._("the three languages side by side, clause by clause")))
    put(home_page.PAGE, home_page.home_markdown(book, lang, m, more))

    nav: list[NavItem] = [{m._("Home"): home_page.PAGE}, {m._("Rules"): rules_nav},
                          {m._("Glossary"): GLOSSARY_PAGE}]
    if example_nav:
        nav.append({m._("Worked examples"): example_nav})
    nav += [{m._("Translation status"): STATUS_PAGE}, {m._("Compare languages"): compare_nav}]
    site.nav[lang] = nav
    site.site_name[lang] = home_page.site_name(m)
