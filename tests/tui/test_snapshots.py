"""Screenshots of each screen at a fixed size, compared with the stored ones.

After an intended change of the look (or of the rule text), review the differences and
update them with: pytest tests/tui/test_snapshots.py --snapshot-update
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot

from engine.adjudication.model import (
    Call,
    CallKind,
    CueBall,
    Game,
    Group,
    Phase,
    Player,
    Pocket,
    Pocketed,
    Scenario,
    Shot,
    State,
)
from engine.book.model import Lang
from engine.quiz import Question, answer_choices
from tests.tui.conftest import MakeApp
from tui.screens.browser import BrowserScreen
from tui.screens.quiz import QuizScreen

SnapCompare = Callable[..., bool]

QUESTION = Question(
    "test:eight-ball-wrong-group-first",
    Scenario(Game.EIGHT_BALL,
             State(Player.A, frozenset({1, 2, 6, 8, 9, 11, 14}), CueBall.IN_PLAY, Phase.PLAY,
                   (Group.SOLIDS, Group.STRIPES)),
             Shot(call=Call(CallKind.BALL, 2, Pocket.SIDE_LEFT), first_contact=9,
                  pocketed=(Pocketed(2, Pocket.SIDE_LEFT),), rail_after_contact=True)),
    title={"en": "Wrong group first", "sv": "Fel bollgrupp först",
           "th": "โดนลูกผิดกลุ่มก่อน"},
)
"""A question made here, so that the screenshot does not move when the quiz bank grows."""


def show_rule(rule_id: str, compare: bool = False) -> Callable[[Pilot[Any]], Any]:
    async def run(pilot: Pilot[Any]) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, BrowserScreen)
        screen.show_rule(rule_id)
        if compare:
            screen.action_toggle_compare()
        await pilot.pause()

    return run


def ask(answer: int | None = None) -> Callable[[Pilot[Any]], Any]:
    async def run(pilot: Pilot[Any]) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, QuizScreen)
        pool = pilot.app.pool  # type: ignore[attr-defined]
        import random

        screen.question = QUESTION
        screen.choices = answer_choices(pool.rule(QUESTION.scenario), QUESTION.scenario,
                                        random.Random(1))
        screen.answered = None
        await screen.recompose()
        if answer is not None:
            await screen.answer(answer)
        await pilot.pause()

    return run


def test_browser_in_english(snap_compare: SnapCompare, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), terminal_size=(100, 30), run_before=show_rule("3.3"))


def test_browser_thai_beside_english(snap_compare: SnapCompare, make_app: MakeApp) -> None:
    assert snap_compare(make_app(lang=Lang.TH), terminal_size=(120, 34),
                        run_before=show_rule("3.3", compare=True))


def test_browser_searching_in_swedish(snap_compare: SnapCompare, make_app: MakeApp) -> None:
    assert snap_compare(make_app(lang=Lang.SV), terminal_size=(100, 30),
                        press=["slash", *"köboll", "enter"])


def test_quiz_question_in_thai(snap_compare: SnapCompare, make_app: MakeApp) -> None:
    assert snap_compare(make_app(mode="quiz", lang=Lang.TH), terminal_size=(110, 36),
                        run_before=ask())


def test_quiz_feedback_in_swedish(snap_compare: SnapCompare, make_app: MakeApp) -> None:
    assert snap_compare(make_app(mode="quiz", lang=Lang.SV), terminal_size=(110, 36),
                        run_before=ask(answer=0))


def test_exam_start_in_swedish(snap_compare: SnapCompare, make_app: MakeApp) -> None:
    assert snap_compare(make_app(mode="exam", lang=Lang.SV), terminal_size=(90, 20))


def test_progress_with_nothing_yet(snap_compare: SnapCompare, make_app: MakeApp) -> None:
    assert snap_compare(make_app(mode="progress"), terminal_size=(90, 24))
