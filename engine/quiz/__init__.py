"""Questions for practice and exams: the golden scenarios and generated ones, answer
choices made from the engine's ruling, and what-if changes."""

from engine.quiz.answers import AnswerChoices, Outcome, answer_choices, outcome_of
from engine.quiz.exam import Graded, Tally, draw_exam, score, tally_by_game, tally_by_section
from engine.quiz.generator import generate
from engine.quiz.pool import Question, QuestionPool, build_pool
from engine.quiz.whatif import Change, ChangeKind, apply, changes
from engine.quiz.wording import Wording

__all__ = [
    "AnswerChoices",
    "Change",
    "ChangeKind",
    "Graded",
    "Outcome",
    "Question",
    "QuestionPool",
    "Tally",
    "Wording",
    "answer_choices",
    "apply",
    "build_pool",
    "changes",
    "draw_exam",
    "generate",
    "outcome_of",
    "score",
    "tally_by_game",
    "tally_by_section",
]
