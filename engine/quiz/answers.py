"""The answer choices of a question: the engine's ruling and wrong rulings made from it.

The right answer is always what the engine rules now; nothing stores it. Each wrong one
changes something a referee must get right: who shoots, ball in hand or not, behind the
head string or anywhere, who wins the rack, which options are offered, the points.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, replace

from engine.adjudication.model import CueBall, Game, Option, Phase, Player, Scenario
from engine.adjudication.rerack import CUE_BALL_PLACES, OBJECT_BALL_PLACES
from engine.adjudication.ruling import Choice, Ruling

BREAK_OPTIONS: dict[Game, tuple[tuple[Option, ...], ...]] = {
    Game.EIGHT_BALL: ((Option.ACCEPT_TABLE, Option.IN_HAND_KITCHEN),
                      (Option.ACCEPT_TABLE, Option.RERACK_SELF_BREAK,
                       Option.RERACK_OPPONENT_BREAK),
                      (Option.SPOT_EIGHT, Option.REBREAK),
                      (Option.SPOT_EIGHT_IN_HAND_KITCHEN, Option.RERACK_SELF_BREAK)),
    Game.NINE_BALL: (),
    Game.TEN_BALL: ((Option.ACCEPT_TABLE, Option.RETURN_SHOT),),
    Game.STRAIGHT_POOL: ((Option.ACCEPT_TABLE, Option.RERACK_OPPONENT_BREAK),),
}
PLAY_OPTIONS: dict[Game, tuple[tuple[Option, ...], ...]] = {
    Game.EIGHT_BALL: (),
    Game.NINE_BALL: ((Option.ACCEPT_TABLE, Option.RETURN_SHOT),),
    Game.TEN_BALL: ((Option.ACCEPT_TABLE, Option.RETURN_SHOT),),
    Game.STRAIGHT_POOL: (),
}
"""Choices the rules offer on a break, and during play, in each game: wrong answers borrow
from the ones that could come up at this point of the rack."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """What an answer says happens after the shot."""

    foul: bool
    winner: Player | None
    next_shooter: Player
    cue_ball: CueBall
    choice: Choice | None
    points: tuple[int, int] | None
    """Change of score (14.1 only)."""
    rerack: tuple[str, str] | None = None
    """14.1 re-rack: where the fifteenth ball and the cue ball go (codes of the 4.8 table)."""

    def normalized(self) -> Outcome:
        """Leave out what does not apply, so that equal meaning compares equal: after a win
        nobody shoots on in this rack; with a choice, the table lies as it is."""
        if self.winner is not None:
            return replace(self, next_shooter=self.winner, cue_ball=CueBall.IN_PLAY,
                           choice=None)
        if self.choice is not None:
            return replace(self, next_shooter=self.choice.by, cue_ball=CueBall.IN_PLAY)
        return self


def outcome_of(ruling: Ruling) -> Outcome:
    points = ruling.points if ruling.game is Game.STRAIGHT_POOL else None
    rerack = (ruling.rerack.object_ball, ruling.rerack.cue_ball) if ruling.rerack else None
    return Outcome(ruling.foul, ruling.winner, ruling.next_shooter, ruling.cue_ball,
                   ruling.choice, points, rerack).normalized()


@dataclass(frozen=True, slots=True)
class AnswerChoices:
    outcomes: tuple[Outcome, ...]
    correct: int
    """Index of the engine's ruling among ``outcomes``."""


def answer_choices(ruling: Ruling, scenario: Scenario, rng: random.Random,
                   count: int = 4) -> AnswerChoices:
    """The ruling and ``count - 1`` different wrong outcomes (3 to 5 choices), shuffled."""
    right = outcome_of(ruling)
    table = BREAK_OPTIONS if scenario.state.phase is Phase.BREAK else PLAY_OPTIONS
    option_sets = table[scenario.game]
    if right.choice is not None:
        option_sets = (*option_sets, right.choice.options)
    candidates = list(dict.fromkeys(
        o.normalized() for o in _wrong(right, option_sets, scenario.state.shooter)))
    wrong = [o for o in candidates if o != right]
    rng.shuffle(wrong)
    picked = [right, *wrong[: max(2, min(count, 5)) - 1]]
    rng.shuffle(picked)
    return AnswerChoices(tuple(picked), picked.index(right))


def _wrong(right: Outcome, option_sets: tuple[tuple[Option, ...], ...],
           shooter: Player) -> Iterator[Outcome]:
    other = shooter.other
    # who shoots next, and with the cue ball how
    for player in Player:
        for cue in CueBall:
            yield Outcome(right.foul, None, player, cue, None, right.points)
    # the foul judged the other way, with the consequence that goes with it
    if right.foul:
        yield Outcome(False, None, shooter, CueBall.IN_PLAY, None, _no_points(right))
        yield Outcome(False, None, other, CueBall.IN_PLAY, None, _no_points(right))
    else:
        yield Outcome(True, None, other, CueBall.IN_HAND_TABLE, None, right.points)
        yield Outcome(True, None, other, CueBall.IN_HAND_KITCHEN, None, right.points)
    # the rack won or lost
    for player in Player:
        yield Outcome(right.foul, player, player, CueBall.IN_PLAY, None, right.points)
    if right.winner is not None:
        yield Outcome(right.foul, None, right.winner.other, CueBall.IN_HAND_TABLE, None,
                      right.points)
    # options offered, or not
    for options in option_sets:
        for player in Player:
            yield Outcome(right.foul, None, player, CueBall.IN_PLAY, Choice(player, options),
                          right.points)
    if right.choice is not None:
        yield Outcome(right.foul, None, right.choice.by, CueBall.IN_HAND_TABLE, None,
                      right.points)
    # 14.1: where the balls go at a re-rack (4.8)
    if right.rerack is not None:
        for place in OBJECT_BALL_PLACES:
            for cue_place in CUE_BALL_PLACES:
                if (place, cue_place) != right.rerack:
                    in_hand = cue_place == "in_hand_kitchen"
                    yield replace(right, rerack=(place, cue_place),
                                  cue_ball=CueBall.IN_HAND_KITCHEN if in_hand else CueBall.IN_PLAY)
    # 14.1: the points
    if right.points is not None:
        i = shooter.seat
        for delta in (-2, -1, 1, 2):
            pts = list(right.points)
            pts[i] += delta
            yield replace(right, points=(pts[0], pts[1]))


def _no_points(right: Outcome) -> tuple[int, int] | None:
    return None if right.points is None else (0, 0)
