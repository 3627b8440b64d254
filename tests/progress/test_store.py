"""The progress database: answers, cards, exams, mastery, recovery and crash safety."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

from engine.progress import Answer, choose_next, open_store, review
from engine.progress.store import SCHEMA_VERSION

NOW = datetime(2026, 3, 15, 12, 0, tzinfo=UTC)
ROOT = Path(__file__).resolve().parents[2]


def answer(q: str, correct: bool, when: datetime = NOW, rules: tuple[str, ...] = ("3.9",),
           game: str = "eight_ball") -> Answer:
    return Answer(q, game, rules, correct, "practice", when)


def test_answers_are_read_back_in_order(tmp_path: Path) -> None:
    store = open_store(tmp_path / "p.db")
    store.record_answer(answer("q1", True, rules=("3.10", "3.8")))
    store.record_answer(answer("q2", False, NOW + timedelta(minutes=1)))
    store.close()
    again = open_store(tmp_path / "p.db")
    got = again.answers()
    assert [(a.question, a.correct, a.rules) for a in got] == [
        ("q1", True, ("3.10", "3.8")), ("q2", False, ("3.9",))]
    assert got[1].answered_at == NOW + timedelta(minutes=1)


def test_wrong_answers_come_back_sooner_than_right_ones(tmp_path: Path) -> None:
    store = open_store(tmp_path / "p.db")
    due_right = store.record_answer(answer("right", True))
    due_wrong = store.record_answer(answer("wrong", False))
    assert NOW < due_wrong < due_right
    # a second right answer spaces the question out further
    later = store.record_answer(answer("right", True, due_right))
    assert later - due_right > due_right - NOW
    assert store.due_dates() == {"right": later, "wrong": due_wrong}


def test_review_rates_again_and_good() -> None:
    card, due_good = review(None, True, NOW)
    _card, due_again = review(None, False, NOW)
    assert due_again < due_good
    _card2, due_next = review(card, True, due_good)
    assert due_next > due_good


def test_choose_next_prefers_overdue_then_new() -> None:
    rng = random.Random(1)
    pool = ["a", "b", "c"]
    due = {"a": NOW + timedelta(days=1), "b": NOW - timedelta(minutes=5)}
    assert choose_next(pool, due, NOW, rng) == "b"
    assert choose_next(pool, {"a": due["a"]}, NOW, rng) in ("b", "c")
    everything_later = {q: NOW + timedelta(days=i + 1) for i, q in enumerate(pool)}
    assert choose_next(pool, everything_later, NOW, rng) == "a"
    assert choose_next(pool, everything_later, NOW, rng, avoid="a") == "b"


def test_mastery_by_rule_and_game(tmp_path: Path) -> None:
    store = open_store(tmp_path / "p.db")
    store.record_answer(answer("q1", True, rules=("3.9", "6.2")))
    store.record_answer(answer("q2", False, rules=("6.2",)))
    store.record_answer(answer("q3", True, rules=("2.5",), game="nine_ball"))
    rules = {m.key: m for m in store.mastery_by_rule(NOW)}
    assert sorted(rules, key=lambda r: tuple(map(int, r.split(".")))) == ["2.5", "3.9", "6.2"]
    assert (rules["6.2"].answered, rules["6.2"].correct) == (2, 1)
    assert rules["3.9"].recall is not None and rules["6.2"].recall is not None
    # a rule answered wrong is less likely to be remembered in a week
    assert rules["6.2"].recall < rules["3.9"].recall
    games = {m.key: (m.answered, m.correct) for m in store.mastery_by_game(NOW)}
    assert games == {"eight_ball": (2, 1), "nine_ball": (1, 1)}


def test_exams_are_recorded_with_their_answers(tmp_path: Path) -> None:
    store = open_store(tmp_path / "p.db")
    exam = store.start_exam(3, 30, 0.85, NOW)
    store.record_answer(Answer("q1", "ten_ball", ("9.3",), True, "exam", NOW, exam))
    unfinished = store.exams()[0]
    assert (unfinished.answered, unfinished.correct, unfinished.passed) == (1, None, None)
    store.finish_exam(exam, 1, NOW + timedelta(minutes=3))
    done = store.exams()[0]
    assert (done.questions, done.correct, done.passed) == (3, 1, False)
    assert done.finished_at == NOW + timedelta(minutes=3)


def test_a_garbage_file_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "progress.db"
    path.write_bytes(os.urandom(4096))
    store = open_store(path, now=NOW)
    assert store.moved_aside == tmp_path / "progress.db.unreadable-20260315T120000"
    assert store.saved and store.answers() == []
    store.record_answer(answer("q", True))
    store.close()
    assert open_store(path).answers()[0].question == "q"


def test_a_truncated_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "progress.db"
    store = open_store(path)
    for i in range(200):
        store.record_answer(answer(f"q{i}", True))
    store.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    again = open_store(path, now=NOW)
    assert again.moved_aside is not None
    assert again.answers() == []


def test_someone_elses_database_is_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "progress.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (text TEXT)")
    store = open_store(path, now=NOW)
    assert store.moved_aside is not None
    with sqlite3.connect(store.moved_aside) as conn:
        assert conn.execute("SELECT name FROM sqlite_master").fetchall() == [("notes",)]
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)


def test_killing_the_process_loses_at_most_the_answer_in_flight(tmp_path: Path) -> None:
    """A child records answers as fast as it can and reports each one committed; it is
    killed without warning, and every answer it reported is still there."""
    path = tmp_path / "progress.db"
    child = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import sys
            from datetime import UTC, datetime
            from engine.progress import Answer, open_store
            store = open_store({str(path)!r})
            i = 0
            while True:
                store.record_answer(Answer(f"q{{i}}", "eight_ball", ("3.9",), True,
                                           "practice", datetime.now(UTC)))
                i += 1
                print(i, flush=True)
        """)],
        cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    reported = 0
    for line in child.stdout:
        reported = int(line)
        if reported >= 40:
            break
    child.send_signal(signal.SIGKILL)
    for line in child.stdout:  # what it reported before it died
        reported = int(line)
    child.wait()
    store = open_store(path)
    assert store.moved_aside is None
    saved = len(store.answers())
    # every reported answer is there; at most one more was committed but not yet reported
    assert reported <= saved <= reported + 1
