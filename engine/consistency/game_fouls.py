"""Each game's standard fouls, as the rules engine reads them from rules_data/games/."""

from __future__ import annotations

from pathlib import Path

from engine.adjudication.game_rules import load_all_game_rules
from engine.consistency.inputs import GameFouls


def load_game_fouls(data_dir: Path) -> tuple[GameFouls, ...]:
    """The foul lists of every game; none for a book without game data (raises DataError
    naming file, line and field when the game data is bad)."""
    games_dir = data_dir / "games"
    if not games_dir.is_dir():
        return ()
    return tuple(GameFouls(game.value, f"{data_dir.name}/games/{game.value}.yaml",
                           rules.standard_fouls_rule, rules.standard_fouls)
                 for game, rules in load_all_game_rules(games_dir).items())
