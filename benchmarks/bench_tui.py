"""How fast the study app answers: start-up to the first screen, and answer to feedback.

    python benchmarks/bench_tui.py

1. ``poolrules`` is started in a real terminal (tmux) and the pane is watched until the
   rule browser has drawn its contents; aim: under 1 s. Without tmux, the time from
   importing the app to its first screen in-process is printed instead.
2. In the app (Textual's Pilot), a practice answer is given half a second after the
   question appears (while a student reads, the Thai words of the feedback are found in
   the background), and the time until the frame with the feedback is drawn is taken,
   in English and in Thai; aim: under 50 ms.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def startup_in_terminal(runs: int = 5) -> list[float]:
    """Seconds from launching ``poolrules`` until the contents are drawn, per run."""
    from engine.book.cache import load_cached_book

    load_cached_book()  # a warm cache, as every run after the first one has
    times = []
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "POOLRULES_DATA_HOME": home, "TERM": "xterm-256color",
               "POOLRULES_LANG": "en"}
        for _ in range(runs):
            session = f"poolrules-bench-{uuid.uuid4().hex[:8]}"
            command = f"{sys.executable} -m poolrules"
            start = time.perf_counter()
            subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "120", "-y",
                            "40", "-c", str(ROOT), command], env=env, check=True)
            try:
                while time.perf_counter() - start < 20:
                    pane = subprocess.run(["tmux", "capture-pane", "-p", "-t", session],
                                          capture_output=True, text=True).stdout
                    if "1  General Rules" in pane and "Player's Responsibility" in pane:
                        break
                    time.sleep(0.005)
                times.append(time.perf_counter() - start)
            finally:
                subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
    return times


async def _startup_in_process() -> float:
    start = time.perf_counter()
    from engine.book.cache import load_cached_book
    from tui.app import StudyApp

    app = StudyApp(load_cached_book())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        return time.perf_counter() - start


async def answer_to_feedback(lang_code: str, questions: int = 20) -> list[float]:
    """Milliseconds from the answer key reaching the app until the first frame that shows
    the feedback is handed to the terminal."""
    from engine.book.cache import load_cached_book
    from engine.book.model import Lang
    from tui.app import StudyApp, StudySettings
    from tui.screens.quiz import QuizScreen

    times = []
    with tempfile.TemporaryDirectory() as home:
        os.environ["POOLRULES_DATA_HOME"] = home
        app = StudyApp(load_cached_book(), StudySettings(lang=Lang(lang_code), mode="quiz",
                                                         seed=11))
        painted: list[float] = []
        display = app._display

        def spy(screen: Any, renderable: Any) -> None:
            # the frame that carries the feedback: the first one drawn once it is mounted
            if renderable is not None and not painted and screen.query("#verdict"):
                painted.append(time.perf_counter())
            display(screen, renderable)

        app._display = spy  # type: ignore[method-assign]
        async with app.run_test(size=(120, 40)) as pilot:
            app.animation_level = "none"
            await pilot.pause()
            for _ in range(questions):
                screen = app.screen
                assert isinstance(screen, QuizScreen)
                await pilot.pause(0.5)  # the student reads the question first
                painted.clear()
                start = time.perf_counter()
                await pilot.press("1")
                await pilot.pause()
                assert painted, "no frame with the feedback"
                times.append((painted[0] - start) * 1000)
                await pilot.press("n")
                await pilot.pause()
    return times


def main() -> None:
    if shutil.which("tmux"):
        runs = startup_in_terminal()
        print(f"poolrules → first interactive screen (tmux, warm cache): "
              f"median {statistics.median(runs):.2f} s, best {min(runs):.2f} s, "
              f"worst {max(runs):.2f} s  (aim < 1 s)")
    else:
        seconds = asyncio.run(_startup_in_process())
        print(f"app import → first screen (in-process, no tmux): {seconds:.2f} s (aim < 1 s)")
    for lang in ("en", "th"):
        ms = asyncio.run(answer_to_feedback(lang))
        print(f"answer → feedback ({lang}): median {statistics.median(ms):.0f} ms, "
              f"worst {max(ms):.0f} ms over {len(ms)} answers  (aim < 50 ms)")


if __name__ == "__main__":
    main()
