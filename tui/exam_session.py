"""One exam in progress: the questions drawn, the choices shown, the answers given, the
clock. Kept apart from the screens so that a redraw (a new language) loses nothing."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime

from engine.adjudication.model import Game
from engine.quiz import AnswerChoices, Graded, QuestionPool, answer_choices, draw_exam


@dataclass
class ExamSession:
    ids: list[str]
    choices: list[AnswerChoices]
    minutes: int
    pass_mark: float
    started_at: datetime
    deadline: float
    """time.monotonic() when the time is up."""
    exam_id: int | None = None
    answers: list[int | None] = field(default_factory=list)
    finished_at: datetime | None = None

    @classmethod
    def draw(cls, pool: QuestionPool, questions: int, minutes: int, pass_mark: float,
             rng: random.Random) -> ExamSession:
        ids = draw_exam({g: pool.ids(g) for g in Game}, questions, rng)
        choices = []
        for qid in ids:
            question = pool.get(qid)
            assert question is not None
            ruling = pool.rule(question.scenario)
            choices.append(answer_choices(ruling, question.scenario, rng))
        return cls(ids, choices, minutes, pass_mark, datetime.now(UTC),
                   time.monotonic() + minutes * 60, answers=[None] * len(ids))

    @property
    def current(self) -> int:
        """The index of the first unanswered question (len(ids) when all are answered)."""
        for i, a in enumerate(self.answers):
            if a is None:
                return i
        return len(self.ids)

    @property
    def unanswered(self) -> int:
        return sum(a is None for a in self.answers)

    @property
    def finished(self) -> bool:
        return self.finished_at is not None

    def seconds_left(self) -> int:
        return max(0, int(self.deadline - time.monotonic() + 0.999))

    def is_right(self, index: int) -> bool:
        return self.answers[index] == self.choices[index].correct

    def graded(self, pool: QuestionPool) -> list[Graded]:
        """Every question of the exam; an unanswered one counts as wrong."""
        out = []
        for i, qid in enumerate(self.ids):
            question = pool.get(qid)
            assert question is not None
            ruling = pool.rule(question.scenario)
            out.append(Graded(qid, question.game, ruling.cites, self.is_right(i)))
        return out

    @property
    def right(self) -> int:
        return sum(self.is_right(i) for i in range(len(self.ids)))

    @property
    def score(self) -> float:
        return self.right / len(self.ids) if self.ids else 0.0

    @property
    def passed(self) -> bool:
        # in whole percent points, so that 51 of 60 passes a pass mark of 85 % exactly
        return self.right * 100 >= round(self.pass_mark * 100) * len(self.ids)
