"""An exam: questions drawn across all four games, and the score by game and by section."""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.adjudication.model import Game


def draw_exam(ids_by_game: Mapping[Game, Sequence[str]], n: int,
              rng: random.Random) -> list[str]:
    """``n`` questions at random, the games dealt in turn so that each gets its share;
    a question repeats only when the pool is smaller than the exam."""
    decks = {g: rng.sample(list(ids), len(ids)) for g, ids in ids_by_game.items() if ids}
    if not decks:
        return []
    games = list(decks)
    rng.shuffle(games)
    out: list[str] = []
    used: dict[Game, int] = defaultdict(int)
    while len(out) < n:
        for game in games:
            if len(out) == n:
                break
            deck = decks[game]
            out.append(deck[used[game] % len(deck)])
            used[game] += 1
    rng.shuffle(out)
    return out


@dataclass(frozen=True, slots=True)
class Graded:
    question: str
    game: Game
    cites: tuple[str, ...]
    correct: bool

    @property
    def sections(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c.split(".", 1)[0] for c in self.cites))


@dataclass(frozen=True, slots=True)
class Tally:
    right: int
    total: int

    @property
    def share(self) -> float:
        return self.right / self.total if self.total else 0.0


def tally_by_game(graded: Sequence[Graded]) -> dict[Game, Tally]:
    counts: dict[Game, list[int]] = defaultdict(lambda: [0, 0])
    for g in graded:
        counts[g.game][0] += g.correct
        counts[g.game][1] += 1
    return {game: Tally(*counts[game]) for game in Game if game in counts}


def tally_by_section(graded: Sequence[Graded]) -> dict[str, Tally]:
    """A question counts for every section its ruling cites (an eight-ball foul question
    tests section 3 and section 6)."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for g in graded:
        for section in g.sections:
            counts[section][0] += g.correct
            counts[section][1] += 1
    return {s: Tally(*counts[s]) for s in sorted(counts, key=lambda s: int(s) if s.isdigit()
                                                  else 99)}


def score(graded: Sequence[Graded], questions: int) -> float:
    """Share of the exam's questions answered right; unanswered questions count as wrong."""
    return sum(g.correct for g in graded) / questions if questions else 0.0
