"""Exam: the start screen, questions without feedback, the clock, and the result."""

from __future__ import annotations

import time

import pytest
from textual.widgets import DataTable, Label

from engine.book.model import Lang
from engine.i18n import Messages
from tests.tui.conftest import SIZE, MakeApp
from tui.app import ExamSettings
from tui.screens.exam import ExamIntroScreen, ExamResultScreen, ExamScreen
from tui.widgets.document import Document

pytestmark = pytest.mark.asyncio

SMALL = ExamSettings(questions=4, minutes=1, pass_mark=0.5)


def shown(screen: object) -> str:
    documents = screen.query(Document)  # type: ignore[attr-defined]
    return "\n".join(line for d in documents for line in d.plain_lines(100))


async def test_the_start_screen_states_the_exam(make_app: MakeApp) -> None:
    app = make_app(mode="exam", exam=ExamSettings(questions=60, minutes=60, pass_mark=0.85))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ExamIntroScreen)
        text = shown(app.screen)
        assert "60 questions, drawn from all four games." in text
        assert "60 minutes." in text
        assert "Pass mark: 85% right." in text


async def test_an_exam_from_start_to_result(make_app: MakeApp) -> None:
    app = make_app(mode="exam", exam=SMALL)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExamScreen)
        session = screen.session
        assert len(session.ids) == 4
        assert len({app.pool.get(q).game for q in session.ids}) == 4  # type: ignore[union-attr]
        # answer the first right, the rest wrong; no feedback in between
        await pilot.press(str(session.choices[0].correct + 1))
        assert not app.screen.query("#verdict")
        assert "2" in str(app.screen.query_one(".count", Label).render())
        for i in (1, 2, 3):
            wrong = (session.choices[i].correct + 1) % len(session.choices[i].outcomes)
            await pilot.press(str(wrong + 1))
        await pilot.pause()
        result = app.screen
        assert isinstance(result, ExamResultScreen)
        assert shown(result).startswith("Not passed")
        assert "1 of 4 right: 25% (pass mark 50%)." in shown(result)
        by_game = result.query_one("#exam-by-game", DataTable)
        assert by_game.row_count == 4
        missed = Messages(Lang.EN).ngettext("{n} question missed", "{n} questions missed", 3)
        assert missed.format(n=3) in shown(result).split("\n")
        # the exam and its answers are saved
        exams = app.store.exams()
        assert [(e.questions, e.correct, e.answered, e.passed) for e in exams] == [
            (4, 1, 4, False)]
        assert [a.mode for a in app.store.answers()] == ["exam"] * 4
        await pilot.press("escape")
        assert isinstance(app.screen, ExamIntroScreen)


async def test_time_up_ends_the_exam(make_app: MakeApp) -> None:
    app = make_app(mode="exam", exam=SMALL)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExamScreen)
        await pilot.press(str(screen.session.choices[0].correct + 1))
        screen.session.deadline = time.monotonic() - 1  # the clock runs out
        await pilot.pause(1.3)
        result = app.screen
        assert isinstance(result, ExamResultScreen)
        assert "1 of 4 right: 25%" in shown(result)  # unanswered questions count as wrong
        assert app.store.exams()[0].correct == 1


async def test_finishing_early_and_passing(make_app: MakeApp) -> None:
    app = make_app(mode="exam", exam=ExamSettings(questions=2, minutes=5, pass_mark=0.5))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExamScreen)
        await pilot.press(str(screen.session.choices[0].correct + 1), "f")
        await pilot.pause()
        result = app.screen
        assert isinstance(result, ExamResultScreen)
        assert shown(result).startswith("Passed")


async def test_the_result_in_swedish_formats_numbers_with_babel(make_app: MakeApp) -> None:
    app = make_app(mode="exam", lang=Lang.SV, exam=ExamSettings(questions=3, minutes=5,
                                                                pass_mark=0.85))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExamScreen)
        await pilot.press(str(screen.session.choices[0].correct + 1), "f")
        await pilot.pause()
        sv = Messages(Lang.SV)
        text = shown(app.screen)
        assert sv.percent(1 / 3) in text and sv.percent(1 / 3).startswith("33,3")
        assert sv.percent(0.85) in text


async def test_exam_wording_follows_the_language(make_app: MakeApp) -> None:
    app = make_app(mode="exam", lang=Lang.TH, exam=SMALL)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.pause()
        clock = str(app.screen.query_one("#clock", Label).render())
        th = Messages(Lang.TH)
        assert clock.startswith(th._("Time left: {time}").split("{")[0])
        await pilot.press("f2")  # the exam survives a change of language
        await pilot.pause()
        assert isinstance(app.screen, ExamScreen)
        assert str(app.screen.query_one("#clock", Label).render()).startswith("Time left")
