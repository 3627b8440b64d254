"""Exam: the start screen, questions without feedback, the clock, and the result."""

from __future__ import annotations

import time

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, Label

from engine.book.model import Lang
from engine.i18n import Messages
from engine.quiz import Wording
from tests.tui.conftest import SIZE, MakeApp
from tui.app import ExamSettings
from tui.screens.exam import ExamIntroScreen, ExamResultScreen, ExamScreen
from tui.screens.finish_exam import FinishExamDialog
from tui.screens.quiz import QuizScreen
from tui.widgets.document import Document

pytestmark = pytest.mark.asyncio

SMALL = ExamSettings(questions=4, minutes=1, pass_mark=0.5)


async def start_exam(pilot: Pilot[None]) -> ExamScreen:
    """Press the start key on the exam's intro screen; the exam screen comes up."""
    await pilot.press("s")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, ExamScreen)
    return screen


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
        screen = await start_exam(pilot)
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
        screen = await start_exam(pilot)
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
        screen = await start_exam(pilot)
        await pilot.press(str(screen.session.choices[0].correct + 1), "f")
        await pilot.pause()
        assert isinstance(app.screen, FinishExamDialog)  # asked first
        await pilot.press("tab", "enter")
        await pilot.pause()
        result = app.screen
        assert isinstance(result, ExamResultScreen)
        assert shown(result).startswith("Passed")


async def test_the_result_in_swedish_formats_numbers_with_babel(make_app: MakeApp) -> None:
    app = make_app(mode="exam", lang=Lang.SV, exam=ExamSettings(questions=3, minutes=5,
                                                                pass_mark=0.85))
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_exam(pilot)
        await pilot.press(str(screen.session.choices[0].correct + 1), "f")
        await pilot.pause()
        await pilot.click("#finish")
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


async def test_f_asks_before_finishing_and_enter_or_escape_keep_going(
        make_app: MakeApp) -> None:
    """One stray key must not end an exam: f asks, and the safe answer has the focus."""
    app = make_app(mode="exam", exam=SMALL)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_exam(pilot)
        await pilot.press("f")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, FinishExamDialog)
        asked = shown(dialog)
        assert "Finish the exam now?" in asked
        assert "4 questions are not answered yet; they count as wrong." in asked
        await pilot.press("enter")  # the key that answers a question keeps going
        await pilot.pause()
        assert app.screen is screen and not screen.session.finished
        await pilot.press("f", "escape")
        await pilot.pause()
        assert app.screen is screen and not screen.session.finished
        assert app.store.exams()[0].passed is None  # still running


async def test_time_up_while_another_part_of_the_app_is_shown(make_app: MakeApp) -> None:
    """The clock ran out while the student read the rules: no crash, the exam is saved, and
    the result is there when the student comes back to the exam."""
    app = make_app(mode="exam", exam=SMALL)
    async with app.run_test(size=SIZE) as pilot:
        exam = await start_exam(pilot)
        await pilot.press(str(exam.session.choices[0].correct + 1), "f1")
        await pilot.pause()
        exam.session.deadline = time.monotonic() - 1
        await pilot.pause(1.3)
        assert exam.session.finished
        assert app.store.exams()[0].correct == 1
        assert app.current_mode == "browse"  # the rules stay where they were
        await pilot.press("f3")  # the rest of the app still answers
        await pilot.pause()
        assert isinstance(app.screen, QuizScreen)
        await pilot.press("f4")
        await pilot.pause()
        result = app.screen
        assert isinstance(result, ExamResultScreen)
        assert "1 of 4 right: 25%" in shown(result)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ExamIntroScreen)


async def test_time_up_while_asked_whether_to_finish(make_app: MakeApp) -> None:
    app = make_app(mode="exam", exam=SMALL)
    async with app.run_test(size=SIZE) as pilot:
        exam = await start_exam(pilot)
        await pilot.press("f")
        await pilot.pause()
        assert isinstance(app.screen, FinishExamDialog)
        exam.session.deadline = time.monotonic() - 1
        await pilot.pause(1.3)
        await pilot.pause()
        assert isinstance(app.screen, ExamResultScreen)
        assert app.screen_stack[-2:] == [app.screen_stack[0], app.screen]


async def test_a_missed_question_names_the_right_answer(make_app: MakeApp) -> None:
    app = make_app(mode="exam", exam=ExamSettings(questions=2, minutes=5, pass_mark=0.5))
    async with app.run_test(size=SIZE) as pilot:
        exam = await start_exam(pilot)
        session = exam.session
        wrong = [(c.correct + 1) % len(c.outcomes) for c in session.choices]
        await pilot.press(*[str(w + 1) for w in wrong])
        await pilot.pause()
        result = app.screen
        assert isinstance(result, ExamResultScreen)
        wording = Wording(app.book, Messages(Lang.EN))
        missed = result.query_one("#missed", Document).plain_lines(1000)
        for choices, w in zip(session.choices, wrong, strict=True):
            yours = wording.outcome(choices.outcomes[w])
            right = wording.outcome(choices.outcomes[choices.correct])
            at = missed.index(f"Your answer: {yours}")
            assert missed[at + 1] == f"Right answer: {right}"


async def test_time_up_with_the_command_palette_open(make_app: MakeApp) -> None:
    app = make_app(mode="exam", exam=SMALL)
    async with app.run_test(size=SIZE) as pilot:
        exam = await start_exam(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        palette = app.screen
        exam.session.deadline = time.monotonic() - 1
        await pilot.pause(1.3)
        assert app.screen is palette  # the palette is not replaced under the student's typing
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ExamResultScreen)
