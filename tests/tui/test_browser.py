"""The rule browser: contents, references and history, search, two languages side by side,
and switching the language of everything on screen."""

from __future__ import annotations

from dataclasses import replace

import pytest
from textual.widgets import Input, Label, OptionList, Tree

from engine.book.model import Lang, RuleBook, Section
from engine.i18n import Messages
from tests.tui.conftest import SIZE, MakeApp, type_text
from tui.screens.browser import BrowserScreen
from tui.widgets.rule_pane import RulePane
from tui.widgets.wrapped import Wrapped

pytestmark = pytest.mark.asyncio


def pane_text(pane: RulePane, width: int = 80) -> str:
    lines = []
    for widget in pane.query(Wrapped):
        lines += ["".join(text for text, _ in line) for line in widget.lines(width)]
    for label in pane.query(Label):
        lines.append(str(label.render()))
    return "\n".join(lines)


def browser(app: object) -> BrowserScreen:
    screen = app.screen  # type: ignore[attr-defined]
    assert isinstance(screen, BrowserScreen)
    return screen


async def test_opens_on_the_first_rule_with_the_contents_focused(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = browser(app)
        assert screen.current == "1.1"
        assert isinstance(app.focused, Tree)
        assert "1.1 Player's Responsibility" in pane_text(screen.query_one("#rule", RulePane))


async def test_the_references_key_is_dimmed_for_a_rule_that_names_none(
        make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = browser(app)
        assert screen.current == "1.1"  # names no other rule
        assert not screen.active_bindings["r"].enabled
        screen.show_rule("1.5")
        await pilot.pause()
        assert screen.active_bindings["r"].enabled


async def test_moving_in_the_contents_shows_each_rule(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "down")
        screen = browser(app)
        assert screen.current == "1.3"
        assert "1.3" in pane_text(screen.query_one("#rule", RulePane))


async def test_follow_a_reference_and_go_back(make_app: MakeApp, book: RuleBook) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = browser(app)
        screen.show_rule("1.5")
        await pilot.pause()
        refs = screen.query_one("#refs", OptionList)
        first = refs.get_option_at_index(0).id
        assert first == "8.1"  # the first rule 1.5 names
        await pilot.press("r", "enter")
        assert screen.current == "8.1"
        assert "8.1" in pane_text(screen.query_one("#rule", RulePane))
        await pilot.press("backspace")
        assert screen.current == "1.5"
        await pilot.press("r", "down", "enter")
        assert screen.current == "8.2"
        await pilot.press("alt+left")
        assert screen.current == "1.5"
        assert screen.history == ["1.1"]


async def test_a_link_in_the_text_opens_its_rule(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = browser(app)
        screen.show_rule("3.3")
        await pilot.pause()
        body = screen.query_one("#rule", RulePane).query(Wrapped).last()
        links = [ref for line in body.lines(60) for _, ref in line if ref]
        assert "3.4" in links
        await app.run_action("screen.follow('3.4')")  # what a click on the link runs
        assert screen.current == "3.4"


async def test_clause_references_open_their_rule(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = browser(app)
        await app.run_action("screen.follow('6.17(d)')")
        await pilot.pause()
        assert screen.current == "6.17"


async def test_search_in_english(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("slash")
        await type_text(pilot, "push out")
        screen = browser(app)
        results = screen.query_one("#results", OptionList)
        found = [results.get_option_at_index(i).id for i in range(results.option_count)]
        assert found[:2] == ["2.4", "9.4"]  # title matches first
        assert "2.5" in found  # text matches after
        assert not screen.query_one("#contents", Tree).display
        await pilot.press("enter", "enter")
        assert screen.current == "2.4"
        await pilot.press("escape")
        assert screen.query_one("#contents", Tree).display


async def test_search_in_thai_matches_thai_text(make_app: MakeApp) -> None:
    app = make_app(lang=Lang.TH)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("slash")
        await type_text(pilot, "ฟาล์ว")
        screen = browser(app)
        assert screen.query_one("#search", Input).value == "ฟาล์ว"
        results = screen.query_one("#results", OptionList)
        found = [results.get_option_at_index(i).id for i in range(results.option_count)]
        assert "3.9" in found
        assert all(app.book.rule(r) is not None for r in found)  # type: ignore[arg-type]
        hits = str(screen.query_one("#hits", Label).render())
        assert hits == Messages(Lang.TH).ngettext("{n} rule found", "{n} rules found",
                                                  len(found)).format(n=len(found))


async def test_side_by_side_shows_both_languages_and_their_status(make_app: MakeApp) -> None:
    app = make_app(lang=Lang.SV)
    async with app.run_test(size=SIZE) as pilot:
        screen = browser(app)
        screen.show_rule("3.3")
        await pilot.press("c")
        left = pane_text(screen.query_one("#rule", RulePane))
        right = pane_text(screen.query_one("#rule-compare", RulePane))
        sv = Messages(Lang.SV)
        assert f"{sv.language_name(Lang.SV)} · {sv._('official')}" in left
        assert f"{sv.language_name(Lang.EN)} · {sv._('authoritative')}" in right
        assert "Legal Break Shot" in right
        await pilot.press("v")
        thai = pane_text(screen.query_one("#rule-compare", RulePane))
        assert f"{sv.language_name(Lang.TH)} · {sv._('official')}" in thai
        await pilot.press("c")
        assert not screen.query("#rule-compare")


def _with_stale_swedish(book: RuleBook, rule_id: str) -> RuleBook:
    sections = []
    for s in book.sections:
        rules = tuple(
            replace(r, translations={**r.translations, Lang.SV: replace(
                r.translations[Lang.SV], english_hash="000000000000")})
            if r.id == rule_id else r for r in s.rules)
        sections.append(Section(s.node, rules))
    return RuleBook.build(tuple(sections), book.editions, book.sources, book.glossary)


async def test_a_stale_translation_is_marked_stale(make_app: MakeApp, book: RuleBook) -> None:
    stale_book = _with_stale_swedish(book, "3.3")
    assert stale_book.rule("3.3").is_stale(Lang.SV)  # type: ignore[union-attr]
    app = make_app(lang=Lang.EN, app_book=stale_book)
    async with app.run_test(size=SIZE) as pilot:
        screen = browser(app)
        screen.show_rule("3.3")
        await pilot.press("c")
        pane = screen.query_one("#rule-compare", RulePane)
        status = pane.query_one(".status", Wrapped)
        assert "stale" in "".join(text for line in status.lines(80) for text, _ in line)
        assert status.has_class("-stale")


async def test_switching_language_relabels_everything(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = browser(app)
        screen.show_rule("3.3")
        await pilot.press("f2")
        await pilot.pause()
        assert app.lang is Lang.SV
        sv = Messages(Lang.SV)
        assert sv.language_name(Lang.SV) in screen.sub_title
        descriptions = {b.binding.description for b in screen.active_bindings.values()}
        assert sv._("Search") in descriptions and "Search" not in descriptions
        assert screen.query_one("#search", Input).placeholder == sv._("Search the rules…")
        tree = screen.query_one("#contents", Tree)
        assert tree.root.children[2].label.plain.startswith("3  Eight Ball")
        swedish_title = app.book.rule("3.3").title(Lang.SV)  # type: ignore[union-attr]
        assert f"3.3 {swedish_title}" in pane_text(screen.query_one("#rule", RulePane))
        assert screen.current == "3.3"  # the reader stays where it was
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert app.lang is Lang.TH
        assert "3.3 การแทงไม้เปิด" in pane_text(screen.query_one("#rule", RulePane))


async def test_the_command_palette_switches_language(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await type_text(pilot, "svenska")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert app.lang is Lang.SV


async def test_the_command_palette_opens_a_rule(make_app: MakeApp) -> None:
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await app.open_rule("6.2")
        await pilot.pause()
        assert browser(app).current == "6.2"
        assert app.current_mode == "browse"
