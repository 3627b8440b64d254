"""Shared pieces of the study-app tests: the real book and question pool, loaded once, and
apps whose progress database lives in a temporary folder."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from textual import events
from textual.keys import _character_to_key
from textual.pilot import Pilot

from engine.book.cache import load_cached_book
from engine.book.model import Lang, RuleBook
from engine.quiz import QuestionPool, build_pool
from tui.app import ExamSettings, StudyApp, StudySettings

SIZE = (110, 36)
"""Terminal size of the Pilot tests: wide enough for the side-by-side view."""


@pytest.fixture(scope="session")
def book() -> RuleBook:
    return load_cached_book()


@pytest.fixture(scope="session")
def pool(book: RuleBook) -> QuestionPool:
    return build_pool(book)


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path / "data"
    monkeypatch.setenv("POOLRULES_DATA_HOME", str(home))
    yield home


MakeApp = Callable[..., StudyApp]


@pytest.fixture
def make_app(book: RuleBook, pool: QuestionPool, data_home: Path) -> MakeApp:
    def make(mode: str = "browse", lang: Lang = Lang.EN, *, game: str | None = None,
             exam: ExamSettings | None = None, seed: int = 7,
             app_book: RuleBook | None = None) -> StudyApp:
        settings = StudySettings(lang=lang, mode=mode, game=game, exam=exam or ExamSettings(),
                                 seed=seed)
        app = StudyApp(app_book or book, settings, pool=pool)
        app.animation_level = "none"
        return app

    return make


async def type_text(pilot: Pilot[None], text: str) -> None:
    """Type text as a terminal delivers it, character by character.

    (Pilot.press names keys by their Unicode names and loses characters such as the Thai
    tone marks on the way back, so the key events are posted with their character.)"""
    for ch in text:
        key = ch if ch.isalnum() else _character_to_key(ch)
        pilot.app.post_message(events.Key(key, ch))
        await pilot.pause()
