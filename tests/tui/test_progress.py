"""Progress in the app: saved and read back, shown per game, rule and exam, and a broken
progress file moved aside with a message instead of a crash."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from textual.widgets import DataTable

from engine.book.model import Lang
from engine.i18n import Messages
from engine.progress import Answer, open_store
from tests.tui.conftest import SIZE, MakeApp
from tui.screens.browser import BrowserScreen
from tui.screens.progress import ProgressScreen

pytestmark = pytest.mark.asyncio


def _seed_answers(home: Path) -> None:
    store = open_store(home / "progress.db")
    now = datetime.now(UTC)
    store.record_answer(Answer("scenario:x", "eight_ball", ("3.9", "6.2"), True, "practice", now))
    store.record_answer(Answer("scenario:y", "nine_ball", ("2.5",), False, "practice", now))
    exam = store.start_exam(2, 10, 0.85, now)
    store.record_answer(Answer("scenario:x", "eight_ball", ("3.9", "6.2"), True, "exam", now,
                               exam))
    store.finish_exam(exam, 1, now)
    store.close()


async def test_progress_screen_reads_back_what_was_saved(make_app: MakeApp,
                                                         data_home: Path) -> None:
    _seed_answers(data_home)
    app = make_app(mode="progress")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ProgressScreen)
        by_game = screen.query_one("#by-game", DataTable)
        assert [by_game.get_row(k)[1:3] for k in ("eight_ball", "nine_ball")] == [
            ["2", "2"], ["1", "0"]]
        by_rule = screen.query_one("#by-rule", DataTable)
        assert by_rule.row_count == 3
        assert by_rule.get_row("3.9")[0].startswith("3.9")
        exams = screen.query_one("#exams", DataTable)
        assert exams.row_count == 1
        assert exams.get_row_at(0)[2:] == ["50%", "failed"]


async def test_progress_in_thai(make_app: MakeApp, data_home: Path) -> None:
    _seed_answers(data_home)
    app = make_app(mode="progress", lang=Lang.TH)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        exams = app.screen.query_one("#exams", DataTable)
        th = Messages(Lang.TH)
        assert exams.get_row_at(0)[3] == th._("failed")
        assert exams.get_row_at(0)[3] != "failed"


async def test_answers_given_in_practice_show_in_progress(make_app: MakeApp) -> None:
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1", "n", "1")
        await pilot.press("f5")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ProgressScreen)
        by_game = screen.query_one("#by-game", DataTable)
        assert sum(int(by_game.get_row_at(i)[1]) for i in range(by_game.row_count)) == 2


async def test_a_corrupted_progress_file_is_moved_aside(make_app: MakeApp,
                                                        data_home: Path) -> None:
    data_home.mkdir(parents=True)
    broken = data_home / "progress.db"
    broken.write_bytes(b"this is not a database" * 100)
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        moved = app.store.moved_aside
        assert moved is not None and moved.read_bytes().startswith(b"this is not")
        messages = [str(n.message) for n in app._notifications]
        assert any(str(moved) in m for m in messages)
        await pilot.press("1")  # and the new file takes answers
        assert len(app.store.answers()) == 1
    assert sorted(p.name for p in data_home.iterdir()) == [
        "progress.db", moved.name]


async def test_an_unusable_data_folder_keeps_answers_in_memory(make_app: MakeApp,
                                                               data_home: Path) -> None:
    data_home.parent.mkdir(parents=True, exist_ok=True)
    data_home.write_text("a file where the folder should be")
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.store.saved
        await pilot.press("1")
        assert len(app.store.answers()) == 1
        messages = [str(n.message) for n in app._notifications]
        assert any("cannot be saved" in m for m in messages)


async def test_enter_on_a_rule_opens_it_in_the_rule_browser(make_app: MakeApp,
                                                            data_home: Path) -> None:
    _seed_answers(data_home)
    app = make_app(mode="progress")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        by_rule = app.screen.query_one("#by-rule", DataTable)
        by_rule.focus()
        await pilot.pause()
        keys = {a.binding.description for k, a in app.screen.active_bindings.items()
                if k == "enter"}
        assert keys == {"Open the rule"}  # the footer says what Enter does
        assert by_rule.get_row_at(1)[0].startswith("3.9")
        by_rule.move_cursor(row=1)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BrowserScreen)
        assert screen.current == "3.9"
        await pilot.press("f5")  # and back to the progress, where it was
        await pilot.pause()
        assert isinstance(app.screen, ProgressScreen)


@pytest.mark.parametrize("lang", [Lang.EN, Lang.SV, Lang.TH])
async def test_no_two_columns_share_a_heading(make_app: MakeApp, lang: Lang) -> None:
    """Swedish once called both the score and the result "Resultat"."""
    app = make_app(mode="progress", lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for table in app.screen.query(DataTable):
            labels = [str(c.label) for c in table.columns.values()]
            assert len(set(labels)) == len(labels), labels
