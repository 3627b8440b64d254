"""The question pool: every golden scenario of rules_data/scenarios, and scenarios the
generator makes for each game. The rules engine answers every one of them."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import pickle
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engine.adjudication.game_rules import GameRules, load_all_game_rules
from engine.adjudication.model import Game, Scenario
from engine.adjudication.referee import adjudicate
from engine.adjudication.ruling import Ruling
from engine.adjudication.scenario_file import read_scenario_file
from engine.book.cache import cache_dir
from engine.book.model import RerackTable, RuleBook
from engine.quiz.generator import generate

GENERATED_PER_GAME = 40
GOLDEN_PREFIX = "scenario:"
GENERATED_PREFIX = "generated:"


@dataclass(frozen=True, slots=True)
class Question:
    id: str
    """``scenario:<id>`` for a golden scenario; ``generated:<game>:<digest>`` otherwise,
    named by its content, so that progress stays with the same situation even when new
    golden scenarios change what the generator makes from a seed."""
    scenario: Scenario
    title: Mapping[str, str] = field(default_factory=dict)
    """Per language; empty for generated questions."""
    description: Mapping[str, str] = field(default_factory=dict)

    @property
    def game(self) -> Game:
        return self.scenario.game

    @property
    def generated(self) -> bool:
        return self.id.startswith(GENERATED_PREFIX)


class QuestionPool:
    def __init__(self, questions: Sequence[Question], games: Mapping[Game, GameRules],
                 rerack_table: RerackTable) -> None:
        self._questions = {q.id: q for q in questions}
        self.games = games
        self.rerack_table = rerack_table

    def rule(self, scenario: Scenario) -> Ruling:
        """The engine's ruling: the only answer key there is."""
        return adjudicate(scenario, self.games[scenario.game], self.rerack_table)

    def ids(self, game: Game | None = None) -> list[str]:
        return [q.id for q in self._questions.values() if game is None or q.game is game]

    def get(self, question_id: str) -> Question | None:
        return self._questions.get(question_id)

    def __len__(self) -> int:
        return len(self._questions)


def generated_id(scenario: Scenario) -> str:
    canonical = json.dumps(dataclasses.asdict(scenario), sort_keys=True, default=sorted)
    digest = hashlib.sha256(canonical.encode()).hexdigest()[:12]
    return f"{GENERATED_PREFIX}{scenario.game.value}:{digest}"


def scenarios_dir(data_dir: Path | None = None) -> Path:
    if data_dir is not None:
        return data_dir / "scenarios"
    return Path(__file__).resolve().parents[2] / "rules_data" / "scenarios"


def cached_golden_questions(games: Mapping[Game, GameRules],
                            directory: Path) -> list[Question]:
    """The golden questions, from the cache when no scenario or game file, nor the code
    that reads them, changed: reading them with positions takes about a second."""
    h = hashlib.sha256()
    code = Path(__file__).resolve().parents[1]
    for path in [*sorted(directory.glob("*.yaml")),
                 *sorted((directory.parent / "games").glob("*.yaml")),
                 *sorted((code / "adjudication").glob("*.py")),
                 *sorted((code / "quiz").glob("*.py"))]:
        h.update(path.name.encode())
        h.update(path.read_bytes())
    target = cache_dir() / f"golden-{h.hexdigest()[:24]}.pickle"
    try:
        with target.open("rb") as f:
            cached = pickle.load(f)
        if isinstance(cached, list) and all(isinstance(q, Question) for q in cached):
            return cached
    except (OSError, pickle.PickleError, EOFError, AttributeError, ImportError, TypeError):
        pass
    questions = golden_questions(games, directory)
    try:  # a cache that cannot be written is not an error
        target.parent.mkdir(parents=True, exist_ok=True)
        for old in target.parent.glob("golden-*.pickle"):
            old.unlink(missing_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(questions, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, target)
    except OSError:
        pass
    return questions


def golden_questions(games: Mapping[Game, GameRules], directory: Path) -> list[Question]:
    """Every scenario of every file in ``directory`` (raises DataError on a bad file)."""
    out: list[Question] = []
    for path in sorted(directory.glob("*.yaml")):
        display = f"rules_data/scenarios/{path.name}"
        for i, entry in enumerate(read_scenario_file(path, display, games).entries, start=1):
            sid = entry.id or f"{path.stem}#{i}"
            out.append(Question(GOLDEN_PREFIX + sid, entry.scenario, dict(entry.title),
                                dict(entry.description)))
    return out


def build_pool(book: RuleBook, data_dir: Path | None = None,
               per_game: int = GENERATED_PER_GAME) -> QuestionPool:
    """Golden and generated questions; a generated scenario that repeats another, or that
    the engine cannot rule on, is left out."""
    games = load_all_game_rules(data_dir / "games" if data_dir else None)
    rule_48 = book.rule("4.8")
    if rule_48 is None or rule_48.table is None:
        raise ValueError("the rule book has no table in rule 4.8")
    golden = cached_golden_questions(games, scenarios_dir(data_dir))
    pool = QuestionPool(golden, games, rule_48.table)
    seen = {q.scenario for q in golden}
    questions = list(golden)
    bases = [q.scenario for q in golden]
    for game in Game:
        for seed in range(1, per_game + 1):
            scenario = generate(games[game], seed, bases)
            if scenario in seen:
                continue
            try:
                pool.rule(scenario)
            except (ValueError, KeyError, AssertionError):
                continue
            seen.add(scenario)
            questions.append(Question(generated_id(scenario), scenario))
    return QuestionPool(questions, games, rule_48.table)
