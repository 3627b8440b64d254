"""The ruling while it is being worked out: one per call, never shared, frozen at the end."""

from __future__ import annotations

from engine.adjudication.game_rules import GameRules
from engine.adjudication.model import (
    CueBall,
    Group,
    Option,
    Phase,
    Player,
    Scenario,
)
from engine.adjudication.ruling import Choice, Param, Rerack, Ruling, Step


def rule_order(rule_id: str) -> tuple[int, int]:
    section, _, number = rule_id.partition(".")
    return int(section), int(number) if number else 0


class Verdict:
    __slots__ = ("break_outcome", "choice", "cites", "counts", "cue_ball", "fouls", "groups",
                 "loss_of_rack", "next_shooter", "on_table", "phase", "points", "rerack",
                 "respot", "rules", "scenario", "serious", "steps", "warn", "winner")

    def __init__(self, scenario: Scenario, rules: GameRules) -> None:
        st = scenario.state
        self.scenario = scenario
        self.rules = rules
        self.fouls: list[str] = []
        self.serious: list[str] = []
        self.cites: list[str] = []
        self.steps: list[Step] = []
        self.winner: Player | None = None
        self.next_shooter: Player = st.shooter.other
        self.cue_ball = CueBall.IN_PLAY
        self.respot = 0
        self.groups: tuple[Group, Group] | None = st.groups
        self.choice: Choice | None = None
        self.points = [0, 0]
        self.counts = list(st.consecutive_fouls)
        if (st.phase in (Phase.BREAK, Phase.AFTER_BREAK) and rules.fouls_counted_within_rack
                and any(self.counts)):
            # a break begins a new rack, and fouls from the rack before do not count (6.14);
            # the shot after a legal break (after_break) comes before any foul of this rack
            self.counts = [0, 0]
            self.step("fouls_of_previous_rack", "6.14")
        self.phase = Phase.PLAY
        self.on_table = st.on_table_mask & ~(scenario.shot.pocketed_mask
                                             | scenario.shot.off_table_mask)
        self.warn: Player | None = None
        self.loss_of_rack: str | None = None
        self.break_outcome: str | None = None
        self.rerack: Rerack | None = None

    def step(self, key: str, *cites: str, **params: Param) -> None:
        self.steps.append(Step(key, tuple(params.items()), cites))
        self.cites.extend(cites)

    def shooter_continues(self) -> None:
        """A ball was pocketed legally: the same player shoots again."""
        shooter = self.scenario.state.shooter
        self.next_shooter = shooter
        self.step("continue_after_pocketing", self.rules.continuing_rule, player=shooter)

    def turn_passes(self) -> None:
        """Nothing pocketed legally: the opponent comes to the table."""
        other = self.scenario.state.shooter.other
        self.next_shooter = other
        self.step("turn_passes", self.rules.continuing_rule, player=other)

    def cite(self, *rule_ids: str) -> None:
        self.cites.extend(rule_ids)

    def offer(self, by: Player, options: tuple[Option, ...]) -> None:
        self.choice = Choice(by, options)
        self.next_shooter = by

    def spot(self, mask: int) -> None:
        self.respot |= mask
        self.on_table |= mask

    def ruling(self) -> Ruling:
        st = self.scenario.state
        fouls = tuple(self.serious + self.fouls) if self.serious else tuple(self.fouls)
        cites = tuple(sorted(set(self.cites), key=self.rules.cite_order.__getitem__))
        score = None
        if self.rules.points_per_ball:
            score = (st.score[0] + self.points[0], st.score[1] + self.points[1])
        return Ruling(
            foul=bool(fouls),
            fouls=fouls,
            winner=self.winner,
            next_shooter=self.next_shooter,
            cue_ball=self.cue_ball,
            respotted_mask=self.respot,
            groups=self.groups,
            choice=self.choice,
            points=(self.points[0], self.points[1]),
            consecutive_fouls=(self.counts[0], self.counts[1]),
            cites=cites,
            game=self.scenario.game,
            phase=self.phase,
            on_table_mask=self.on_table,
            score=score,
            warn=self.warn,
            loss_of_rack=self.loss_of_rack,
            break_outcome=self.break_outcome,
            rerack=self.rerack,
            explanation=tuple(self.steps),
        )
