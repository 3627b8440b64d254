"""The keys in the app's language: the key panel (command palette → Keys) lists the keys
of Textual's own widgets too, and the palette writes "No matches found" itself; both must
come out in Swedish and Thai."""

from __future__ import annotations

import io

import pytest
from textual.app import App
from textual.binding import Binding
from textual.command import CommandList
from textual.containers import ScrollableContainer
from textual.screen import Screen
from textual.widgets import Button, DataTable, Input, OptionList, Tree

from engine.book.model import Lang
from engine.i18n import Messages
from tests.tui.conftest import SIZE, MakeApp, type_text
from tui.textual_keys import TEXTUAL_KEY_DESCRIPTIONS

WIDGETS_IN_THE_APP = (App, Screen, ScrollableContainer, Tree, OptionList, DataTable, Input,
                      Button)


def textual_descriptions() -> set[str]:
    out = set()
    for widget in WIDGETS_IN_THE_APP:
        for b in widget.BINDINGS:
            description = b.description if isinstance(b, Binding) else (
                b[2] if len(b) > 2 else "")
            if description:
                out.add(description)
    return out


def test_the_list_covers_every_key_of_textuals_widgets() -> None:
    assert textual_descriptions() - {"Quit"} <= set(TEXTUAL_KEY_DESCRIPTIONS)


@pytest.mark.parametrize("lang", [Lang.SV, Lang.TH])
def test_textuals_keys_are_translated(lang: Lang) -> None:
    m = Messages(lang)
    untranslated = [d for d in textual_descriptions() if m._(d) == d]
    assert not untranslated


@pytest.mark.asyncio
@pytest.mark.parametrize("mode", ["browse", "quiz", "progress"])
async def test_the_key_panel_in_swedish(make_app: MakeApp, mode: str) -> None:
    app = make_app(mode=mode, lang=Lang.SV)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("tab")  # the keys of a focused widget of Textual's too
        await pilot.pause()
        app.action_show_help_panel()
        await pilot.pause()
        assert app.screen.query("HelpPanel")
        shown = [a.binding.description for a in app.screen.active_bindings.values()
                 if a.binding.description]
        english = textual_descriptions()
        assert shown and not [d for d in shown if d in english]
        assert Messages(Lang.SV)._("Focus Next") in shown


@pytest.mark.asyncio
async def test_no_matches_in_the_palette_in_thai(make_app: MakeApp) -> None:
    app = make_app(lang=Lang.TH)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await type_text(pilot, "qqqxz")
        await pilot.pause(0.8)
        options = app.screen.query_one(CommandList)
        prompts = [str(options.get_option_at_index(i).prompt.renderable)  # type: ignore[union-attr]
                   for i in range(options.option_count)]
        assert prompts == [Messages(Lang.TH)._("No matches found")]


def key_panel_text(app: object) -> str:
    """The key panel as the student reads it."""
    from rich.console import Console
    from textual.widgets._key_panel import BindingsTable

    table = app.screen.query_one(BindingsTable).render_bindings_table()  # type: ignore[attr-defined]
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(table)
    return console.export_text()


@pytest.mark.asyncio
async def test_the_key_panel_of_the_search_field_in_thai(make_app: MakeApp) -> None:
    app = make_app(lang=Lang.TH)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("slash")
        app.action_show_help_panel()
        await pilot.pause()
        panel = key_panel_text(app)
        th = Messages(Lang.TH)
        assert th._("Search field") in panel and "Input" not in panel
        assert th._("Delete character left") in panel
        english = [d for d in textual_descriptions() if d in panel]
        assert not english
