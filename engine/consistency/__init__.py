"""Translation consistency: checks that compare each translation with the English.

    data = CheckInput(book, games, names)       # see load_check_input()
    findings = run_checks(data)                 # list[Finding], in book order
    site_report(book, findings, baseline, m)    # findings and status as data

One module per family of checks: completeness, staleness, structure, references,
numbers, data_agreement, terminology, hygiene, length, edition.
"""

from __future__ import annotations

from pathlib import Path

from engine.book.model import RuleBook
from engine.book.problems import DataError, Problem
from engine.consistency.baseline import FILE_NAME, Baseline, load_baseline
from engine.consistency.finding import Finding
from engine.consistency.game_fouls import load_game_fouls
from engine.consistency.inputs import CheckInput, GameFouls
from engine.consistency.report import findings_data, site_report, status_summary
from engine.consistency.runner import check_codes, run_checks

__all__ = ["FILE_NAME", "Baseline", "CheckInput", "Finding", "check_codes", "findings_data",
           "load_baseline", "load_check_input", "run_checks", "site_report", "status_summary"]


def load_check_input(book: RuleBook, data_dir: Path,
                     baseline_path: Path | None = None) -> tuple[CheckInput, Baseline]:
    """The book with the engine's game data and the baseline; raises DataError.

    Without ``baseline_path`` the book's own baseline is read if there is one.
    """
    problems: list[Problem] = []
    games: tuple[GameFouls, ...] = ()
    try:
        games = load_game_fouls(data_dir)
    except DataError as e:
        problems += e.problems
    baseline = Baseline()
    path = baseline_path or data_dir / FILE_NAME
    try:
        if baseline_path is not None or path.exists():
            baseline = load_baseline(path, book, _display(path, data_dir))
    except DataError as e:
        problems += e.problems
    if problems:
        raise DataError(problems)
    return CheckInput(book, games, baseline.names), baseline


def _display(path: Path, data_dir: Path) -> str:
    try:
        return str(path.resolve().relative_to(data_dir.resolve().parent))
    except ValueError:
        return str(path)
