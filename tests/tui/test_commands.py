"""The commands that open the study app: the language, the mode and the exam settings they
hand to it, and bad values refused with exit status 2 before anything opens."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.book.model import Lang
from poolrules.cli import main
from tests.tui.conftest import SIZE, MakeApp
from tui.app import StudyApp, StudySettings
from tui.screens.browser import BrowserScreen
from tui.screens.quiz import QuizScreen


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch, data_home: Path) -> list[StudySettings]:
    """The settings of every app the command would open (the app itself is not run)."""
    seen: list[StudySettings] = []

    def run(self: StudyApp, *args: object, **kwargs: object) -> None:
        seen.append(self.settings)

    monkeypatch.setattr(StudyApp, "run", run)
    monkeypatch.setenv("POOLRULES_LANG", "en")
    return seen


@pytest.mark.parametrize(("args", "mode", "lang"), [
    ([], "browse", Lang.EN),
    (["tui", "--lang", "th"], "browse", Lang.TH),
    (["quiz", "--lang", "sv", "--game", "nine_ball"], "quiz", Lang.SV),
    (["exam"], "exam", Lang.EN),
    (["progress"], "progress", Lang.EN),
])
def test_each_command_opens_its_mode(opened: list[StudySettings], args: list[str], mode: str,
                                     lang: Lang) -> None:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert [(s.mode, s.lang) for s in opened] == [(mode, lang)]
    if "--game" in args:
        assert opened[0].game == "nine_ball"


def test_exam_settings_from_the_command_line(opened: list[StudySettings]) -> None:
    result = CliRunner().invoke(main, ["exam", "--questions", "20", "--minutes", "15",
                                       "--pass-mark", "70"])
    assert result.exit_code == 0, result.output
    exam = opened[0].exam
    assert (exam.questions, exam.minutes, exam.pass_mark) == (20, 15, 0.70)


@pytest.mark.parametrize("args", [
    ["exam", "--pass-mark", "0"], ["exam", "--questions", "-3"], ["exam", "--minutes", "x"],
    ["quiz", "--game", "snooker"], ["tui", "--lang", "de"],
])
def test_bad_values_are_refused(opened: list[StudySettings], args: list[str]) -> None:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert opened == []


@pytest.mark.asyncio
async def test_modes_keep_their_place(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        browser = app.screen
        assert isinstance(browser, BrowserScreen)
        browser.show_rule("6.2")
        await pilot.press("f3")
        await pilot.pause()
        assert isinstance(app.screen, QuizScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert app.screen is browser and browser.current == "6.2"
