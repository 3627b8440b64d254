"""What the referee decides about one shot, and its JSON form (the public contract)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from engine.adjudication.model import (
    CueBall,
    Game,
    Group,
    Option,
    Phase,
    Player,
    balls_of,
)

Param = int | str
"""A step's parameter: a number, or a code (a ball, pocket, group, option, player…)."""


class Step(NamedTuple):
    """One sentence of the explanation: a message key, its parameters and the rules it rests on.

    The wording lives with the renderer (engine.adjudication.explain), so that the engine
    stays free of any language. A named tuple, not a dataclass: rulings make several of
    these each, and tuples cost a third as much to build.
    """

    key: str
    params: tuple[tuple[str, Param], ...] = ()
    cites: tuple[str, ...] = ()

    def param(self, name: str) -> Param | None:
        for k, v in self.params:
            if k == name:
                return v
        return None


@dataclass(frozen=True, slots=True)
class Choice:
    by: Player
    options: tuple[Option, ...]


@dataclass(frozen=True, slots=True)
class Rerack:
    """A 14.1 re-rack: the cell of the 4.8 table that applied and how many balls were racked."""

    row: str
    column: str
    object_ball: str
    cue_ball: str
    balls: int


class Ruling(NamedTuple):
    """Immutable like the scenario; a named tuple because building it is the hot path's
    largest single cost, and a frozen dataclass's __init__ is several times slower."""

    foul: bool
    fouls: tuple[str, ...]
    winner: Player | None
    next_shooter: Player
    cue_ball: CueBall
    respotted_mask: int
    groups: tuple[Group, Group] | None
    choice: Choice | None
    points: tuple[int, int]
    consecutive_fouls: tuple[int, int]
    cites: tuple[str, ...]
    game: Game
    phase: Phase
    """The phase of the next shot."""
    on_table_mask: int
    """The object balls on the table after the shot (as they lie when a choice is offered)."""
    score: tuple[int, int] | None
    warn: Player | None
    """A player who comes to the table on two fouls and must be warned (6.14)."""
    loss_of_rack: str | None
    break_outcome: str | None
    rerack: Rerack | None
    explanation: tuple[Step, ...]

    @property
    def respotted(self) -> tuple[int, ...]:
        return balls_of(self.respotted_mask)

    @property
    def on_table(self) -> tuple[int, ...]:
        return balls_of(self.on_table_mask)


def _per_player(pair: tuple[Any, Any]) -> dict[str, Any]:
    return {"A": pair[0], "B": pair[1]}


def ruling_to_json(ruling: Ruling) -> dict[str, Any]:
    """The ruling as the contract's JSON object: contract fields first, then this engine's own."""
    out: dict[str, Any] = {
        "foul": ruling.foul,
        "fouls": list(ruling.fouls),
        "winner": ruling.winner.value if ruling.winner else None,
        "next_shooter": ruling.next_shooter.value,
        "cue_ball": ruling.cue_ball.value,
        "respotted": list(ruling.respotted),
        "groups": ({"A": ruling.groups[0].value, "B": ruling.groups[1].value}
                   if ruling.groups else None),
        "choice": ({"by": ruling.choice.by.value,
                    "options": [o.value for o in ruling.choice.options]}
                   if ruling.choice else None),
        "points": _per_player(ruling.points),
        "consecutive_fouls": _per_player(ruling.consecutive_fouls),
        "cites": list(ruling.cites),
        "game": ruling.game.value,
        "phase": ruling.phase.value,
        "on_table": list(ruling.on_table),
        "score": _per_player(ruling.score) if ruling.score is not None else None,
        "warn": ruling.warn.value if ruling.warn else None,
        "loss_of_rack": ruling.loss_of_rack,
        "break_outcome": ruling.break_outcome,
        "rerack": ({"row": ruling.rerack.row, "column": ruling.rerack.column,
                    "object_ball": ruling.rerack.object_ball,
                    "cue_ball": ruling.rerack.cue_ball, "balls": ruling.rerack.balls}
                   if ruling.rerack else None),
        "explanation": [
            {"id": s.key, "params": {k: _json_param(v) for k, v in s.params},
             "cites": list(s.cites)}
            for s in ruling.explanation
        ],
    }
    return out


def _json_param(value: Param) -> Any:
    return value.value if hasattr(value, "value") else value


CONTRACT_FIELDS = ("foul", "fouls", "winner", "next_shooter", "cue_ball", "respotted", "groups",
                   "choice", "points", "consecutive_fouls", "cites")
