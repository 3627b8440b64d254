"""Spaced repetition with FSRS: when a question should be asked again.

A wrong answer is rated Again and a right one Good; the student never grades himself,
because the rules engine already knows whether the answer was right.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from datetime import datetime
from functools import cache
from typing import Any


@cache
def _scheduler() -> Any:
    from fsrs import Scheduler

    # No fuzzing: the same answers give the same schedule, which tests can check.
    return Scheduler(enable_fuzzing=False)


def review(card_json: str | None, correct: bool, when: datetime) -> tuple[str, datetime]:
    """The card after one answer, as JSON, and when it is due next."""
    from fsrs import Card, Rating

    card = Card.from_json(card_json) if card_json else Card(card_id=1, due=when)
    rating = Rating.Good if correct else Rating.Again
    card, _log = _scheduler().review_card(card, rating, when)
    due: datetime = card.due
    return str(card.to_json()), due


def retrievability(card_json: str, when: datetime) -> float:
    """How likely the student is to answer this question right now (0 to 1)."""
    from fsrs import Card

    value: float = _scheduler().get_card_retrievability(Card.from_json(card_json), when)
    return value


def choose_next(pool: Sequence[str], due: Mapping[str, datetime], now: datetime,
                rng: random.Random, avoid: str | None = None) -> str:
    """The question to practise next: the most overdue one, else one never asked,
    else the one due soonest. ``avoid`` (the question just answered) is skipped
    when anything else is possible."""
    if not pool:
        raise ValueError("an empty question pool")
    candidates = [q for q in pool if q != avoid] or list(pool)
    overdue = sorted((due[q], q) for q in candidates if q in due and due[q] <= now)
    if overdue:
        return overdue[0][1]
    unseen = [q for q in candidates if q not in due]
    if unseen:
        return rng.choice(unseen)
    return min((due[q], q) for q in candidates)[1]
