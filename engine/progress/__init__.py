"""What a student has answered, kept in SQLite, and when each question is due again."""

from engine.progress.location import data_home
from engine.progress.schedule import choose_next, review
from engine.progress.store import (
    Answer,
    ExamRecord,
    Mastery,
    ProgressError,
    ProgressStore,
    open_store,
)

__all__ = [
    "Answer",
    "ExamRecord",
    "Mastery",
    "ProgressError",
    "ProgressStore",
    "choose_next",
    "data_home",
    "open_store",
    "review",
]
