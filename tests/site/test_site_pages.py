"""The pages generated from the real rule book, before MkDocs turns them into HTML."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from engine.adjudication.game_rules import load_all_game_rules
from engine.adjudication.model import Game
from engine.book.loader import default_data_dir, load_book
from engine.book.model import LANGS, Lang, RuleBook, Section, Status
from engine.consistency import load_check_input, run_checks, site_report
from engine.i18n import Messages
from site_builder.anchors import anchor, section_page
from site_builder.glossary_terms import GlossaryMatcher
from site_builder.rack_diagram import rack_places
from site_builder.rule_pages import section_markdown
from site_builder.site_pages import GeneratedSite, generate_site
from site_builder.status_page import COUNTED
from site_builder.table_drawing import FOOT_SPOT

ANCHOR = re.compile(r'\{#(rule-[a-z0-9-]+)\}|id="(rule-[a-z0-9-]+)"')


@pytest.fixture(scope="module")
def book() -> RuleBook:
    return load_book()


@pytest.fixture(scope="module")
def site(book: RuleBook) -> GeneratedSite:
    return generate_site(book, default_data_dir())


def anchors_of(markdown: str) -> set[str]:
    return {a or b for a, b in ANCHOR.findall(markdown)}


def test_every_section_has_a_page_in_every_language(site: GeneratedSite,
                                                    book: RuleBook) -> None:
    for lang in LANGS:
        for section in book.sections:
            assert f"{lang.value}/{section_page(section.id)}" in site.pages
        for page in ("index.md", "glossary.md", "status.md", "compare/section-3.md"):
            assert f"{lang.value}/{page}" in site.pages


def test_rule_and_clause_anchors_are_the_same_in_every_language(site: GeneratedSite,
                                                                book: RuleBook) -> None:
    for section in book.sections:
        page = section_page(section.id)
        english = anchors_of(site.pages[f"en/{page}"])
        expected = {anchor(r.id) for r in (section.node, *section.rules)}
        expected |= {anchor(c.full_id) for r in section.rules for c in r.english.clauses()
                     if r.included}
        assert expected <= english
        for lang in (Lang.SV, Lang.TH):
            assert expected <= anchors_of(site.pages[f"{lang.value}/{page}"]), (lang, page)


def test_every_reference_in_the_text_is_a_link_to_its_rule(site: GeneratedSite,
                                                           book: RuleBook) -> None:
    for lang in LANGS:
        for section in book.sections:
            page = site.pages[f"{lang.value}/{section_page(section.id)}"]
            for rule in section.rules:
                t = rule.get(lang) or rule.english
                for ref in t.refs():
                    target = section_page(ref.split(".")[0].split("(")[0])
                    target = target.removeprefix("rules/")
                    assert f"({target}#{anchor(ref)})" in page, (lang, rule.id, ref)


def test_missing_translation_shows_the_english_with_a_notice(book: RuleBook) -> None:
    section = book.section("3")
    assert section is not None
    rule = section.rules[8]
    without_thai = dataclasses.replace(rule, translations={
        lang: t for lang, t in rule.translations.items() if lang is not Lang.TH})
    m = Messages(Lang.TH)
    page = section_markdown(book, Section(section.node, (without_thai,)), Lang.TH, m,
                            GlossaryMatcher(book.glossary, Lang.TH))
    block = page.split(f"{{#{anchor(rule.id)}}}")[1]
    notice = m._("No {language} translation").format(language=m.language_name(Lang.TH))
    assert f'!!! warning "{notice}"' in block
    assert '<div lang="en" markdown>' in block
    assert rule.english.title in page


def test_draft_and_stale_translations_carry_a_badge(book: RuleBook) -> None:
    section = book.section("3")
    assert section is not None
    rule = section.rules[0]
    sv = rule.get(Lang.SV)
    assert sv is not None
    stale = dataclasses.replace(sv, english_hash="000000000000", status=Status.OFFICIAL)
    draft = dataclasses.replace(sv, english_hash=None, status=Status.DRAFT)
    m = Messages(Lang.SV)
    terms = GlossaryMatcher(book.glossary, Lang.SV)
    for translation, badge in ((stale, "pr-badge--stale"), (draft, "pr-badge--draft"),
                               (sv, None)):
        changed = dataclasses.replace(rule, translations={**rule.translations,
                                                          Lang.SV: translation})
        page = section_markdown(book, Section(section.node, (changed,)), Lang.SV, m, terms)
        block = page.split(f"{{#{anchor(rule.id)}}}")[1]
        if badge is None:
            assert "pr-badge" not in block
        else:
            assert badge in block


def test_translator_notes_are_admonitions(site: GeneratedSite, book: RuleBook) -> None:
    noted = [(r, lang) for r in book.rules() for lang in (Lang.SV, Lang.TH)
             if (t := r.get(lang)) is not None and t.notes and r.included]
    assert noted, "the book has translator notes"
    rule, lang = noted[0]
    t = rule.get(lang)
    assert t is not None
    page = site.pages[f"{lang.value}/{section_page(rule.section)}"]
    title = Messages(lang)._("Translator's note")
    assert f'!!! note "{title}"' in page


def test_section_5_says_it_is_not_included_with_the_swedish_note(site: GeneratedSite,
                                                                  book: RuleBook) -> None:
    section = book.section("5")
    assert section is not None and not section.included
    sv = section.node.get(Lang.SV)
    assert sv is not None and sv.notes
    page = site.pages["sv/rules/section-5.md"]
    assert Messages(Lang.SV)._("Not included in this edition of poolrules.") in page
    assert "Avsnittet &#40;5&#41; avseende Black Ball är inte översatt" in page
    for rule in section.rules:
        assert f"{{#{anchor(rule.id)}}}" in page


def test_compare_view_puts_a_clause_of_every_language_in_one_row(site: GeneratedSite,
                                                                 book: RuleBook) -> None:
    page = site.pages["sv/compare/section-3.md"]
    row = page.split('id="rule-3-3-d"')[1].split('<div class="pr-compare-row')[0]
    assert 'lang="en"' in row and 'lang="sv"' in row and 'lang="th"' in row
    rule = book.rule("3.3")
    assert rule is not None
    for lang in LANGS:
        t = rule.get(lang)
        assert t is not None
        first_words = next(text for owner, text in t.paragraphs() if owner == "3.3(d)")
        assert first_words.split()[0] in row


def test_the_dashboard_shows_the_checkers_counts_and_findings(site: GeneratedSite,
                                                              book: RuleBook) -> None:
    data, baseline = load_check_input(book, default_data_dir())
    findings = run_checks(data)
    report = site_report(book, findings, baseline, Messages(Lang.SV))
    page = site.pages["sv/status.md"]
    for lang in ("sv", "th"):
        table = page.split(f"{{#status-{lang}}}")[1].split("\n## ")[0]
        for section in book.sections:
            if not section.included:
                continue
            row = next(line for line in table.splitlines()
                       if line.startswith(f"| [{section.id} "))
            cells = [c.strip() for c in row.strip("|").split("|")][1:5]
            expected = [str(report["status"][lang][section.id][s]) for s in COUNTED]
            assert [c.replace("·", "0") for c in cells] == expected, (lang, section.id)
    for finding in report["findings"]:
        assert f"{{#finding-{anchor(finding['rule'])}}}" in page
        assert f"(rules/section-{finding['rule'].split('.')[0]}.md#{anchor(finding['rule'])})" \
            in page


def test_the_table_diagram_is_labelled_in_the_page_language(site: GeneratedSite) -> None:
    for lang in LANGS:
        page = site.pages[f"{lang.value}/rules/section-8.md"]
        figure = page.split("{#rule-8-1}")[1].split("\n## ")[0]
        assert "<svg" in figure
        m = Messages(lang)
        for label in ("head string", "foot spot", "long string", "kitchen", "diamond",
                      "side pocket"):
            assert f">{m._(label)}</text>" in figure, (lang, label)


def test_racks_put_the_balls_where_the_rules_say() -> None:
    games = load_all_game_rules(default_data_dir() / "games")
    nine = rack_places(games[Game.NINE_BALL])
    assert [len([p for p in nine if p.row == r]) for r in range(5)] == [1, 2, 3, 2, 1]
    assert (nine[0].x, nine[0].y, nine[0].number) == (*FOOT_SPOT, 1)
    assert next(p for p in nine if p.number == 9).row == 2
    ten = rack_places(games[Game.TEN_BALL])
    assert len(ten) == 10 and ten[0].number == 1
    assert next(p for p in ten if p.number == 10).row == 2
    eight = rack_places(games[Game.EIGHT_BALL])
    assert len(eight) == 15 and eight[0].number is None
    eight_ball = next(p for p in eight if p.number == 8)
    assert eight_ball.row == 2 and eight_ball.y == FOOT_SPOT[1]
    back = [p for p in eight if p.row == 4]
    assert {back[0].striped, back[-1].striped} == {True, False}
    straight = rack_places(games[Game.STRAIGHT_POOL])
    assert len(straight) == 15 and all(p.number is None for p in straight)


def test_each_game_section_shows_its_rack(site: GeneratedSite) -> None:
    for section, rule in (("2", "2.2"), ("3", "3.2"), ("4", "4.2"), ("9", "9.2")):
        page = site.pages[f"sv/rules/section-{section}.md"]
        block = page.split(f"{{#{anchor(rule)}}}")[1].split("\n## ")[0]
        assert 'class="pr-figure pr-figure--rack"' in block


def test_worked_examples_show_every_golden_scenario(site: GeneratedSite) -> None:
    scenario_ids = []
    for path in sorted((default_data_dir() / "scenarios").glob("*.yaml")):
        scenario_ids += re.findall(r"^\s*-?\s*id:\s*([\w-]+)", path.read_text("utf-8"),
                                   re.MULTILINE)
    pages = "".join(text for path, text in site.pages.items()
                    if path.startswith("th/examples/"))
    for ident in scenario_ids:
        assert f"{{#example-{ident}}}" in pages
    assert pages.count('class="pr-figure pr-figure--scenario"') == len(scenario_ids)


def test_the_generated_pages_do_not_depend_on_the_folder(tmp_path: Path,
                                                         book: RuleBook) -> None:
    from site_builder.page_files import write_pages

    pages = {"en/a.md": "one\n", "en/b/c.md": "two\n"}
    assert write_pages(pages, tmp_path, ["en"]) == 2
    assert write_pages(pages, tmp_path, ["en"]) == 0  # unchanged: nothing rewritten
    (tmp_path / "en" / "old.md").write_text("stale", encoding="utf-8")
    assert write_pages({"en/a.md": "one\n"}, tmp_path, ["en"]) == 2
    assert sorted(p.name for p in tmp_path.rglob("*.md")) == ["a.md"]
