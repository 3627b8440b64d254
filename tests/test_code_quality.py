"""The test command checks style and types too: ruff and mypy --strict must be clean."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True)


def test_ruff_is_clean() -> None:
    result = run("ruff", "check", "engine", "poolrules", "tui", "tests", "tools", "benchmarks",
                 "site_builder")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_is_clean() -> None:
    result = run("mypy", "--strict", "engine", "poolrules", "tui", "tools", "site_builder")
    assert result.returncode == 0, result.stdout + result.stderr


def test_catalogs_are_up_to_date_and_translated() -> None:
    result = subprocess.run([sys.executable, "tools/catalogs.py", "check"], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
