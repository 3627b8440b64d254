"""The progress database: every answer, the spaced-repetition card of every question,
and every exam.

Each answer is written in its own transaction, so a session killed at any moment loses
at most the answer being written. A database that cannot be read is moved aside and a
new one started; the caller learns where the old file went and tells the student.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from engine.progress.location import DB_NAME, data_home
from engine.progress.schedule import retrievability, review

SCHEMA_VERSION = 1
MASTERY_HORIZON = timedelta(days=7)
"""Mastery is recall this far ahead: right after any answer recall is certain, so the
present moment says nothing; a week ahead separates a shaky answer from a sure one."""

_SCHEMA = """
CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    answered_at TEXT NOT NULL,
    mode TEXT NOT NULL CHECK (mode IN ('practice', 'exam')),
    question TEXT NOT NULL,
    game TEXT NOT NULL,
    correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
    exam_id INTEGER REFERENCES exams(id)
);
CREATE TABLE answer_rules (
    answer_id INTEGER NOT NULL REFERENCES answers(id),
    rule TEXT NOT NULL
);
CREATE INDEX answer_rules_rule ON answer_rules(rule);
CREATE TABLE cards (
    question TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    rules TEXT NOT NULL,
    card TEXT NOT NULL,
    due TEXT NOT NULL
);
CREATE TABLE exams (
    id INTEGER PRIMARY KEY,
    started_at TEXT NOT NULL,
    finished_at TEXT,
    questions INTEGER NOT NULL,
    minutes INTEGER NOT NULL,
    pass_mark REAL NOT NULL,
    correct INTEGER
);
"""
_TABLES = {"answers", "answer_rules", "cards", "exams"}


class ProgressError(Exception):
    """The database could not be written; the answer was not saved."""


@dataclass(frozen=True, slots=True)
class Answer:
    question: str
    """The question's id in the pool, e.g. ``scenario:eight-ball-open-table``."""
    game: str
    rules: tuple[str, ...]
    """The rules the engine's ruling cites: what this answer shows the student knows."""
    correct: bool
    mode: str
    """``practice`` or ``exam``."""
    answered_at: datetime
    exam_id: int | None = None


@dataclass(frozen=True, slots=True)
class ExamRecord:
    id: int
    started_at: datetime
    finished_at: datetime | None
    questions: int
    minutes: int
    pass_mark: float
    """The share of right answers needed to pass, 0 to 1."""
    answered: int
    correct: int | None
    """None while the exam is unfinished (abandoned exams stay unfinished)."""

    @property
    def score(self) -> float | None:
        if self.correct is None or self.questions == 0:
            return None
        return self.correct / self.questions

    @property
    def passed(self) -> bool | None:
        score = self.score
        return None if score is None else score >= self.pass_mark


@dataclass(frozen=True, slots=True)
class Mastery:
    key: str
    """A rule id or a game."""
    answered: int
    correct: int
    recall: float | None
    """Mean FSRS retrievability a week from now of the questions behind it (how likely the
    student still answers them right then); None if none is scheduled."""


def _iso(when: datetime) -> str:
    return when.astimezone(UTC).isoformat()


def _when(text: str) -> datetime:
    return datetime.fromisoformat(text)


def rule_sort_key(rule_id: str) -> tuple[int, ...]:
    """6.9 before 6.10."""
    return tuple(int(p) if p.isdigit() else 0 for p in rule_id.split("."))


class ProgressStore:
    def __init__(self, conn: sqlite3.Connection, path: Path | None,
                 moved_aside: Path | None = None) -> None:
        self._conn = conn
        self.path = path
        """None when progress is kept in memory only (the data folder was unusable)."""
        self.moved_aside = moved_aside
        """Where an unreadable database was moved when this one was started."""

    @property
    def saved(self) -> bool:
        return self.path is not None

    @contextlib.contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        try:
            with self._conn:
                yield self._conn
        except sqlite3.Error as e:
            raise ProgressError(str(e)) from e

    def record_answer(self, answer: Answer) -> datetime:
        """Store the answer and reschedule its question; returns when it is due again."""
        card_row = self._conn.execute(
            "SELECT card FROM cards WHERE question = ?", (answer.question,)).fetchone()
        card_json, due = review(card_row[0] if card_row else None, answer.correct,
                                answer.answered_at)
        with self._writing() as c:
            cur = c.execute(
                "INSERT INTO answers (answered_at, mode, question, game, correct, exam_id)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (_iso(answer.answered_at), answer.mode, answer.question, answer.game,
                 int(answer.correct), answer.exam_id))
            c.executemany("INSERT INTO answer_rules (answer_id, rule) VALUES (?, ?)",
                          [(cur.lastrowid, r) for r in dict.fromkeys(answer.rules)])
            c.execute(
                "INSERT INTO cards (question, game, rules, card, due) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (question) DO UPDATE SET game = excluded.game,"
                " rules = excluded.rules, card = excluded.card, due = excluded.due",
                (answer.question, answer.game, " ".join(answer.rules), card_json, _iso(due)))
        return due

    def answers(self) -> list[Answer]:
        rules: dict[int, list[str]] = defaultdict(list)
        for answer_id, rule in self._conn.execute(
                "SELECT answer_id, rule FROM answer_rules ORDER BY rowid"):
            rules[answer_id].append(rule)
        rows = self._conn.execute(
            "SELECT id, question, game, correct, mode, answered_at, exam_id FROM answers"
            " ORDER BY id")
        return [Answer(question=q, game=g, rules=tuple(rules[i]), correct=bool(ok), mode=mode,
                       answered_at=_when(at), exam_id=exam)
                for i, q, g, ok, mode, at, exam in rows]

    def due_dates(self) -> dict[str, datetime]:
        return {q: _when(d) for q, d in self._conn.execute("SELECT question, due FROM cards")}

    def start_exam(self, questions: int, minutes: int, pass_mark: float,
                   when: datetime) -> int:
        with self._writing() as c:
            cur = c.execute(
                "INSERT INTO exams (started_at, questions, minutes, pass_mark)"
                " VALUES (?, ?, ?, ?)", (_iso(when), questions, minutes, pass_mark))
        assert cur.lastrowid is not None
        return cur.lastrowid

    def finish_exam(self, exam_id: int, correct: int, when: datetime) -> None:
        with self._writing() as c:
            c.execute("UPDATE exams SET finished_at = ?, correct = ? WHERE id = ?",
                      (_iso(when), correct, exam_id))

    def exams(self) -> list[ExamRecord]:
        rows = self._conn.execute(
            "SELECT e.id, e.started_at, e.finished_at, e.questions, e.minutes, e.pass_mark,"
            " e.correct, (SELECT count(*) FROM answers a WHERE a.exam_id = e.id)"
            " FROM exams e ORDER BY e.started_at DESC, e.id DESC")
        return [ExamRecord(id=i, started_at=_when(s), finished_at=_when(f) if f else None,
                           questions=n, minutes=mins, pass_mark=pm, answered=answered,
                           correct=ok)
                for i, s, f, n, mins, pm, ok, answered in rows]

    def mastery_by_rule(self, now: datetime) -> list[Mastery]:
        counts = self._conn.execute(
            "SELECT r.rule, count(*), sum(a.correct) FROM answer_rules r"
            " JOIN answers a ON a.id = r.answer_id GROUP BY r.rule").fetchall()
        recall: dict[str, list[float]] = defaultdict(list)
        for rules, card in self._conn.execute("SELECT rules, card FROM cards"):
            value = retrievability(card, now + MASTERY_HORIZON)
            for rule in set(rules.split()):
                recall[rule].append(value)
        out = [Mastery(rule, n, ok or 0, _mean(recall.get(rule))) for rule, n, ok in counts]
        return sorted(out, key=lambda m: rule_sort_key(m.key))

    def mastery_by_game(self, now: datetime) -> list[Mastery]:
        counts = self._conn.execute(
            "SELECT game, count(*), sum(correct) FROM answers GROUP BY game").fetchall()
        recall: dict[str, list[float]] = defaultdict(list)
        for game, card in self._conn.execute("SELECT game, card FROM cards"):
            recall[game].append(retrievability(card, now + MASTERY_HORIZON))
        return [Mastery(g, n, ok or 0, _mean(recall.get(g))) for g, n, ok in sorted(counts)]

    def close(self) -> None:
        self._conn.close()


def _mean(values: list[float] | None) -> float | None:
    return sum(values) / len(values) if values else None


def open_store(path: Path | None = None, now: datetime | None = None) -> ProgressStore:
    """The progress database at ``path`` (default: the user's data folder).

    Never raises: an unreadable database is moved aside and a new one started, and when
    not even that is possible, progress is kept in memory for this session.
    """
    path = path or data_home() / DB_NAME
    now = now or datetime.now(UTC)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return ProgressStore(_memory(), None)
    try:
        return ProgressStore(_connect(path), path)
    except (sqlite3.Error, _Unreadable):
        pass
    try:
        moved = _move_aside(path, now)
        return ProgressStore(_connect(path), path, moved_aside=moved)
    except (OSError, sqlite3.Error, _Unreadable):
        return ProgressStore(_memory(), None)


class _Unreadable(Exception):
    pass


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=5)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        if conn.execute("PRAGMA quick_check").fetchone() != ("ok",):
            raise _Unreadable(str(path))
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if version == 0 and not tables:
            with conn:
                conn.executescript(_SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION};")
        elif version != SCHEMA_VERSION or not _TABLES.issubset(tables):
            raise _Unreadable(str(path))
    except BaseException:
        conn.close()
        raise
    return conn


def _memory() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.executescript(_SCHEMA)
    return conn


def _move_aside(path: Path, now: datetime) -> Path:
    stamp = now.astimezone(UTC).strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.unreadable-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.unreadable-{stamp}-{n}")
    path.replace(target)
    for suffix in ("-journal", "-wal", "-shm"):
        leftover = path.with_name(path.name + suffix)
        if leftover.exists():
            leftover.replace(target.with_name(target.name + suffix))
    return target
