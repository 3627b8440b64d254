"""``adjudicate``: one scenario in, one ruling out. Pure: no I/O, nothing kept between calls."""

from __future__ import annotations

from engine.adjudication import eight_ball, nine_ball, straight_pool, ten_ball
from engine.adjudication.game_rules import GameRules
from engine.adjudication.model import Game, Scenario
from engine.adjudication.ruling import Ruling
from engine.adjudication.verdict import Verdict
from engine.book.model import RerackTable


def adjudicate(scenario: Scenario, game_rules: GameRules, rerack_table: RerackTable) -> Ruling:
    """The referee's ruling on the shot of ``scenario``, under ``game_rules`` (its game's)."""
    if game_rules.game is not scenario.game:
        raise ValueError(f"the scenario is {scenario.game.value}, the rules are "
                         f"{game_rules.game.value}")
    v = Verdict(scenario, game_rules)
    game = scenario.game
    if game is Game.NINE_BALL:
        nine_ball.rule(v)
    elif game is Game.TEN_BALL:
        ten_ball.rule(v)
    elif game is Game.EIGHT_BALL:
        eight_ball.rule(v)
    else:
        straight_pool.rule(v, rerack_table)
    return v.ruling()
