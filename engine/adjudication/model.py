"""A moment at the table as values: the state before a shot and what happened in it.

Ball sets are kept twice: as a frozenset for people and tests, and as a bit mask
(bit n set for ball n) that the rulings work with, because mask arithmetic costs no
allocation and the engine is meant to rule tens of thousands of shots a second.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum


class Game(StrEnum):
    EIGHT_BALL = "eight_ball"
    NINE_BALL = "nine_ball"
    TEN_BALL = "ten_ball"
    STRAIGHT_POOL = "straight_pool"


class Player(StrEnum):
    A = "A"
    B = "B"

    @property
    def other(self) -> Player:
        return Player.B if self is Player.A else Player.A

    @property
    def seat(self) -> int:
        return 0 if self is Player.A else 1


class CueBall(StrEnum):
    IN_PLAY = "in_play"
    IN_HAND_TABLE = "in_hand_table"
    IN_HAND_KITCHEN = "in_hand_kitchen"


class Phase(StrEnum):
    BREAK = "break"
    AFTER_BREAK = "after_break"
    PLAY = "play"


class Pocket(StrEnum):
    FOOT_LEFT = "foot_left"
    FOOT_RIGHT = "foot_right"
    SIDE_LEFT = "side_left"
    SIDE_RIGHT = "side_right"
    HEAD_LEFT = "head_left"
    HEAD_RIGHT = "head_right"


class Group(StrEnum):
    SOLIDS = "solids"
    STRIPES = "stripes"

    @property
    def other(self) -> Group:
        return Group.STRIPES if self is Group.SOLIDS else Group.SOLIDS


class FoulCode(StrEnum):
    """Fouls only a referee can see; those that follow from the ball facts are worked out."""

    NO_FOOT_ON_FLOOR = "no_foot_on_floor"
    TOUCHED_BALL = "touched_ball"
    DOUBLE_HIT = "double_hit"
    PUSH_SHOT = "push_shot"
    BALLS_STILL_MOVING = "balls_still_moving"
    BAD_CUE_BALL_PLACEMENT = "bad_cue_ball_placement"
    BAD_PLAY_BEHIND_HEAD_STRING = "bad_play_behind_head_string"
    CUE_ON_TABLE = "cue_on_table"
    OUT_OF_TURN = "out_of_turn"
    SLOW_PLAY = "slow_play"
    RACK_TEMPLATE = "rack_template"

    @property
    def rule(self) -> str:
        return FOUL_CODE_RULES[self]


FOUL_CODE_RULES: dict[FoulCode, str] = {
    FoulCode.NO_FOOT_ON_FLOOR: "6.4",
    FoulCode.TOUCHED_BALL: "6.6",
    FoulCode.DOUBLE_HIT: "6.7",
    FoulCode.PUSH_SHOT: "6.8",
    FoulCode.BALLS_STILL_MOVING: "6.9",
    FoulCode.BAD_CUE_BALL_PLACEMENT: "6.10",
    FoulCode.BAD_PLAY_BEHIND_HEAD_STRING: "6.11",
    FoulCode.CUE_ON_TABLE: "6.12",
    FoulCode.OUT_OF_TURN: "6.13",
    FoulCode.SLOW_PLAY: "6.15",
    FoulCode.RACK_TEMPLATE: "6.16",
}


class CallKind(StrEnum):
    BALL = "ball"
    SAFETY = "safety"
    PUSH_OUT = "push_out"


class Option(StrEnum):
    """What the rules let a player choose after certain shots (the contract's option codes)."""

    ACCEPT_TABLE = "accept_table"
    RETURN_SHOT = "return_shot"
    RERACK_SELF_BREAK = "rerack_self_break"
    RERACK_OPPONENT_BREAK = "rerack_opponent_break"
    SPOT_EIGHT = "spot_eight"
    REBREAK = "rebreak"
    SPOT_EIGHT_IN_HAND_KITCHEN = "spot_eight_in_hand_kitchen"
    IN_HAND_KITCHEN = "in_hand_kitchen"


class LastBallPlace(StrEnum):
    """Where the fifteenth ball of a 14.1 rack lies when the other fourteen are re-racked.

    The values are the row keys of the table of rule 4.8 (``pocketed`` is worked out).
    """

    IN_RACK = "in_rack"
    IN_KITCHEN_NOT_HEAD_SPOT = "in_kitchen_not_head_spot"
    ON_HEAD_SPOT = "on_head_spot"
    ELSEWHERE = "elsewhere"


class CueBallPlace(StrEnum):
    """Where the cue ball lies at a 14.1 re-rack: the column keys of the table of rule 4.8."""

    IN_RACK = "in_rack"
    ON_HEAD_SPOT = "on_head_spot"
    ELSEWHERE = "elsewhere"


def mask_of(balls: Iterable[int]) -> int:
    m = 0
    for b in balls:
        m |= 1 << b
    return m


def balls_of(mask: int) -> tuple[int, ...]:
    out: list[int] = []
    n = 0
    while mask:
        if mask & 1:
            out.append(n)
        mask >>= 1
        n += 1
    return tuple(out)


CUE = 1
"""The mask bit of the cue ball, ball 0."""


@dataclass(frozen=True, slots=True)
class Call:
    kind: CallKind
    ball: int | None = None
    pocket: Pocket | None = None


SAFETY = Call(CallKind.SAFETY)
PUSH_OUT = Call(CallKind.PUSH_OUT)


@dataclass(frozen=True, slots=True)
class Pocketed:
    ball: int
    pocket: Pocket | None = None


@dataclass(frozen=True, slots=True)
class RerackPlaces:
    """Where the last object ball and the cue ball lie when a 14.1 rack is re-racked."""

    last_ball: LastBallPlace = LastBallPlace.ELSEWHERE
    cue_ball: CueBallPlace = CueBallPlace.ELSEWHERE


@dataclass(frozen=True, slots=True)
class State:
    shooter: Player
    on_table: frozenset[int]
    cue_ball: CueBall = CueBall.IN_PLAY
    phase: Phase = Phase.PLAY
    groups: tuple[Group, Group] | None = None
    """The groups of A and of B in eight ball; None while the table is open."""
    consecutive_fouls: tuple[int, int] = (0, 0)
    warned: bool = False
    score: tuple[int, int] = (0, 0)
    breaker: Player | None = None
    """Who broke this rack, when known: the next rack's breaker follows from it."""
    points_to_win: int | None = None
    """14.1: the score that wins the game, when the scenario says."""
    on_table_mask: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "on_table_mask", mask_of(self.on_table))


@dataclass(frozen=True, slots=True)
class Shot:
    call: Call | None = None
    first_contact: int | None = None
    pocketed: tuple[Pocketed, ...] = ()
    off_table: tuple[int, ...] = ()
    rail_after_contact: bool = False
    object_balls_to_rail: int = 0
    cue_ball_to_rail: bool = False
    fouls: tuple[FoulCode, ...] = ()
    rerack: RerackPlaces | None = None
    pocketed_mask: int = field(init=False, repr=False, compare=False)
    """Every ball pocketed, the cue ball as bit 0."""
    off_table_mask: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "pocketed_mask", mask_of(p.ball for p in self.pocketed))
        object.__setattr__(self, "off_table_mask", mask_of(self.off_table))

    def pocket_of(self, ball: int) -> Pocket | None:
        for p in self.pocketed:
            if p.ball == ball:
                return p.pocket
        return None


@dataclass(frozen=True, slots=True)
class Scenario:
    game: Game
    state: State
    shot: Shot
