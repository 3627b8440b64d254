"""End to end in a real terminal: `poolrules` runs under tmux, keys are sent and the pane
is captured. Every line of the screen must fill exactly the pane's width in cells (a Thai
cluster counted wrong would push a border out of line), pressing 1 must answer, and the
feedback must cite a rule by its number."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from engine.book.model import Lang
from engine.i18n import Messages
from engine.text_layout import cell_width

ROOT = Path(__file__).resolve().parents[2]
WIDTH, HEIGHT = 100, 32
RULE_ID = re.compile(r"(?<![\d.])[1-9]\.\d{1,2}(?![\d.])")

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None,
                                reason="tmux is not installed (apt-get install -y tmux)")


class Pane:
    def __init__(self, session: str) -> None:
        self.session = session

    def capture(self) -> list[str]:
        out = subprocess.run(["tmux", "capture-pane", "-p", "-N", "-t", self.session],
                             capture_output=True, text=True, check=True).stdout
        return out.split("\n")[:HEIGHT]

    def send(self, *keys: str, literal: bool = False) -> None:
        args = ["tmux", "send-keys", "-t", self.session, *(["-l"] if literal else []), *keys]
        subprocess.run(args, check=True)

    def wait_for(self, found: Callable[[str], bool], timeout: float = 15.0) -> list[str]:
        deadline = time.monotonic() + timeout
        lines = self.capture()
        while time.monotonic() < deadline:
            lines = self.capture()
            if found("\n".join(lines)):
                time.sleep(0.3)  # let the frame finish drawing
                return self.capture()
            time.sleep(0.1)
        raise AssertionError("the screen never showed what was expected:\n" + "\n".join(lines))


@pytest.fixture
def run(tmp_path: Path) -> Iterator[Callable[..., Pane]]:
    sessions: list[str] = []

    def start(*args: str) -> Pane:
        session = f"poolrules-test-{uuid.uuid4().hex[:8]}"
        sessions.append(session)
        env = {**os.environ, "POOLRULES_DATA_HOME": str(tmp_path / "data"),
               "TERM": "xterm-256color"}
        command = " ".join([sys.executable, "-m", "poolrules", *args])
        subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", str(WIDTH), "-y",
                        str(HEIGHT), "-c", str(ROOT), command], env=env, check=True)
        return Pane(session)

    yield start
    for session in sessions:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


def assert_full_width(lines: list[str]) -> None:
    assert len(lines) == HEIGHT
    wrong = [(i, cell_width(line), line) for i, line in enumerate(lines)
             if cell_width(line) != WIDTH]
    assert not wrong, wrong


@pytest.mark.parametrize("lang", [Lang.EN, Lang.SV, Lang.TH])
def test_quiz_in_a_real_terminal(run: Callable[..., Pane], lang: Lang) -> None:
    m = Messages(lang)
    pane = run("quiz", "--lang", lang.value, "--seed", "5")
    lines = pane.wait_for(lambda screen: m._("What is the ruling?") in screen)
    assert_full_width(lines)
    assert m._("Practice") in lines[0]
    pane.send("1")
    verdicts = (m._("Right!"), m._("Not quite."))
    lines = pane.wait_for(lambda screen: any(v in screen for v in verdicts))
    assert_full_width(lines)
    after = "\n".join(lines)
    feedback = after[after.index(next(v for v in verdicts if v in after)):]
    assert RULE_ID.search(feedback), feedback


def test_browser_in_thai_with_thai_typed_into_search(run: Callable[..., Pane]) -> None:
    th = Messages(Lang.TH)
    pane = run("tui", "--lang", "th")
    lines = pane.wait_for(lambda screen: th._("Rules of Play") in screen)
    assert_full_width(lines)
    pane.send("c")  # Thai beside English
    lines = pane.wait_for(lambda screen: th.language_name(Lang.EN) in screen)
    assert_full_width(lines)
    time.sleep(0.5)  # the redraw side by side moves the focus back to the contents
    pane.send("/")
    time.sleep(0.3)
    pane.send("ฟาล์ว", literal=True)
    found = th.ngettext("{n} rule found", "{n} rules found", 2).split("{n}")[0]
    lines = pane.wait_for(lambda screen: "ฟาล์ว" in screen and found in screen)
    assert_full_width(lines)
    assert any("3.9" in line for line in lines)
