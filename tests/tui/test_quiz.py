"""Practice: the question, answering right and wrong (keys and arrows), the feedback with
the engine's ruling and the rules it cites, what-if, and the answers saved."""

from __future__ import annotations

import re
import unicodedata

import pytest

from engine.book.model import Lang
from engine.i18n import Messages
from engine.progress import open_store
from engine.quiz import Wording, apply, changes, outcome_of
from engine.text_layout import cell_width
from tests.tui.conftest import SIZE, MakeApp
from tui.screens.quiz import QuizScreen
from tui.widgets.choice_list import ChoiceList
from tui.widgets.document import Document
from tui.widgets.whatif_list import WhatIfList

pytestmark = pytest.mark.asyncio


def quiz(app: object) -> QuizScreen:
    screen = app.screen  # type: ignore[attr-defined]
    assert isinstance(screen, QuizScreen)
    return screen


def texts(screen: QuizScreen, selector: str = "Document") -> list[str]:
    return ["\n".join(d.plain_lines(70)) for d in screen.query(selector).results(Document)]


def verdict(screen: QuizScreen) -> str:
    return texts(screen, "#verdict")[0]


async def test_the_question_shows_the_situation_and_choices(make_app: MakeApp) -> None:
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = quiz(app)
        assert screen.question is not None and screen.choices is not None
        choices = screen.query_one(ChoiceList)
        assert 3 <= len(choices.choices) <= 5
        assert len(set(choices.choices)) == len(choices.choices)  # all different
        wording = Wording(app.book, Messages(Lang.EN))
        shown = "\n".join(texts(screen))
        for line in wording.shot(screen.question.scenario):
            assert line in shown.replace("\n  ", " ")
        assert screen.query_one("#table") is not None
        assert app.focused is choices


async def test_the_right_answer_is_the_engines_ruling(make_app: MakeApp) -> None:
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = quiz(app)
        assert screen.question is not None and screen.choices is not None
        ruling = app.pool.rule(screen.question.scenario)  # type: ignore[union-attr]
        right = screen.choices.outcomes[screen.choices.correct]
        assert right == outcome_of(ruling)


async def test_answering_right(make_app: MakeApp, data_home: object) -> None:
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = quiz(app)
        assert screen.question is not None and screen.choices is not None
        question = screen.question
        ruling = app.pool.rule(question.scenario)  # type: ignore[union-attr]
        await pilot.press(str(screen.choices.correct + 1))
        assert verdict(screen) == "Right!"
        feedback = texts(screen, "#ruling")[0].split("\n")
        cited_at = feedback.index("Rules cited")
        for rule_id in ruling.cites:  # each cited rule, with its title, in order
            title = app.book.rule(rule_id).title(Lang.EN)  # type: ignore[union-attr]
            assert f"{rule_id} {title}" in feedback[cited_at:]
        assert ruling.cites and all(re.fullmatch(r"\d+(\.\d+)?", c) for c in ruling.cites)
        answers = app.store.answers()
        assert [(a.question, a.correct, a.mode) for a in answers] == [
            (question.id, True, "practice")]
        assert answers[0].rules == ruling.cites


async def test_answering_wrong_with_arrows_and_enter(make_app: MakeApp) -> None:
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = quiz(app)
        assert screen.choices is not None
        wrong = (screen.choices.correct + 1) % len(screen.choices.outcomes)
        await pilot.press(*["down"] * wrong, "enter")
        assert screen.answered == wrong
        assert verdict(screen) == "Not quite."
        choices = screen.query_one(ChoiceList)
        assert choices.correct == screen.choices.correct  # the right one is now shown
        assert [a.correct for a in app.store.answers()] == [False]
        await pilot.press("1")  # answering again does nothing
        assert len(app.store.answers()) == 1


async def test_next_question_moves_on(make_app: MakeApp) -> None:
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = quiz(app)
        first = screen.question
        await pilot.press("1", "n")
        assert screen.question is not None and screen.question != first
        assert screen.answered is None
        assert app.focused is screen.query_one(ChoiceList)


async def test_what_if_shows_the_new_ruling(make_app: MakeApp) -> None:
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = quiz(app)
        assert screen.question is not None
        scenario = screen.question.scenario
        await pilot.press("1", "w")
        whatif = screen.query_one("#whatif", WhatIfList)
        assert app.focused is whatif
        options = changes(scenario)
        assert len(whatif.choices) == len(options)
        await pilot.press("down", "enter")
        assert screen.whatif == options[1]
        assert whatif.tried == 1
        changed = app.pool.rule(apply(scenario, options[1]))  # type: ignore[union-attr]
        wording = Wording(app.book, Messages(Lang.EN))
        shown = texts(screen, "#whatif-ruling")[0].split("\n")
        assert shown[0] == wording.change(options[1])
        assert wording.outcome(outcome_of(changed)).startswith(shown[1])
        assert all(c in "\n".join(shown) for c in changed.cites)


async def test_practice_one_game(make_app: MakeApp) -> None:
    app = make_app(mode="quiz", game="straight_pool")
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.pause()
            assert quiz(app).question.game.value == "straight_pool"  # type: ignore[union-attr]
            await pilot.press("1", "n")


async def test_a_question_answered_wrong_comes_back_first(make_app: MakeApp) -> None:
    """FSRS: a wrong answer is due again in minutes; a new question is not yet due."""
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = quiz(app)
        assert screen.question is not None and screen.choices is not None
        first = screen.question.id
        due_before = app.store.due_dates()
        assert first not in due_before
        wrong = (screen.choices.correct + 1) % len(screen.choices.outcomes)
        await pilot.press(str(wrong + 1))
        due = app.store.due_dates()[first]
        right_due = None
        await pilot.press("n")
        second = screen.question
        assert second is not None and second.id != first
        assert screen.choices is not None
        await pilot.press(str(screen.choices.correct + 1))
        right_due = app.store.due_dates()[second.id]
        assert due < right_due


async def test_practice_in_thai_uses_thai_wording(make_app: MakeApp) -> None:
    app = make_app(mode="quiz", lang=Lang.TH)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = quiz(app)
        th = Messages(Lang.TH)
        assert th._("What is the ruling?") in texts(screen, "#question-text")[0].split("\n")
        assert th._("What is the ruling?") != "What is the ruling?"
        assert any(th._("No foul.") in c or th._("Foul.") in c
                   for c in screen.query_one(ChoiceList).choices)


async def test_switching_language_keeps_the_question_and_answer(make_app: MakeApp) -> None:
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = quiz(app)
        question, choices = screen.question, screen.choices
        await pilot.press("2", "f2")
        await pilot.pause()
        assert (screen.question, screen.choices, screen.answered) == (question, choices, 1)
        sv = Messages(Lang.SV)
        assert verdict(screen) in (sv._("Right!"), sv._("Not quite."))


async def test_the_progress_store_is_in_the_data_home(make_app: MakeApp, data_home: object) -> None:
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1")
    store = open_store()
    assert len(store.answers()) == 1
    store.close()


SMALL_TERMINAL = (80, 24)


async def test_on_a_small_terminal_the_question_shows_from_its_top(make_app: MakeApp) -> None:
    """80×24: the pane opens on the question, not scrolled down to the choices, and moving
    the cursor to a choice below the bottom of the pane scrolls it into view."""
    app = make_app(mode="quiz", seed=1)
    async with app.run_test(size=SMALL_TERMINAL) as pilot:
        await pilot.pause()
        screen = quiz(app)
        pane = screen.query_one("#question")
        choices = screen.query_one("#choices", ChoiceList)
        assert app.focused is choices
        assert pane.scroll_y == 0
        assert screen.query_one("#situation").outer_size.width == 36  # the narrow layout
        last = len(choices.choices) - 1
        await pilot.press(*["down"] * last)
        await pilot.pause()
        lines = [y for y, (i, _) in enumerate(choices._lines(choices.content_region.width))
                 if i == last]
        top = choices.region.y + lines[0]
        bottom = choices.region.y + lines[-1]
        assert pane.content_region.y <= top and bottom < pane.content_region.bottom


@pytest.mark.parametrize("lang", [Lang.EN, Lang.SV, Lang.TH])
async def test_what_ifs_are_shown_whole_on_a_small_terminal(make_app: MakeApp,
                                                            lang: Lang) -> None:
    """Most what-ifs begin with the same words: cut off at the pane's width they all read
    "What if the cue ball had…". Each is wrapped whole, at word boundaries."""
    app = make_app(mode="quiz", lang=lang, seed=1)
    async with app.run_test(size=SMALL_TERMINAL) as pilot:
        await pilot.pause()
        screen = quiz(app)
        await pilot.press("1", "w")
        await pilot.pause()
        whatif = screen.query_one("#whatif", WhatIfList)
        assert app.focused is whatif
        width = whatif.content_region.width
        assert 20 < width < 50
        lines = whatif._lines(width)
        assert all(cell_width(text) <= width for _, text in lines)
        for index, change in enumerate(whatif.choices):
            mine = [text[2:] for i, text in lines if i == index]
            glue = "" if lang is Lang.TH else " "
            assert glue.join(mine).replace(" ", "") == change.replace(" ", "")
            if lang is Lang.TH:  # no line starts with a mark that belongs to the letter before
                assert not any(m and unicodedata.combining(m[0]) for m in mine)
        assert len(lines) > len(whatif.choices)  # some did need a second line
        # the heading and the first what-if are in view
        heading = screen.query_one("#whatif-heading")
        pane = screen.query_one("#question")
        assert pane.content_region.y <= heading.region.y < pane.content_region.bottom
        assert whatif.region.y < pane.content_region.bottom


async def test_a_wrong_answer_is_followed_by_the_right_one_named(make_app: MakeApp) -> None:
    app = make_app(mode="quiz")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = quiz(app)
        assert screen.question is not None and screen.choices is not None
        wrong = (screen.choices.correct + 1) % len(screen.choices.outcomes)
        await pilot.press(str(wrong + 1))
        wording = Wording(app.book, Messages(Lang.EN))
        right = wording.outcome(screen.choices.outcomes[screen.choices.correct])
        ruling = screen.query_one("#ruling", Document).plain_lines(1000)
        assert ruling[0] == f"Right answer: {right}"


async def test_the_table_picture_explains_its_marks(make_app: MakeApp) -> None:
    app = make_app(mode="quiz", lang=Lang.SV)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        legend = quiz(app).query_one("#legend", Document).plain_lines(1000)
        assert legend[:3] == ["○ köboll", "▸ första bollen som träffas", "┊ huvudlinjen"]
