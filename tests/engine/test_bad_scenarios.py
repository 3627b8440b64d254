"""Every file of bad_scenarios/ is refused with exactly the message on its first line."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.adjudication.scenario_file import read_scenario_file
from engine.book.problems import DataError
from poolrules.cli import main
from tests.engine.conftest import GAMES

ROOT = Path(__file__).resolve().parents[2]
BAD = sorted((Path(__file__).parent / "bad_scenarios").glob("*.yaml"))


def test_the_corpus_is_large_enough() -> None:
    assert len(BAD) >= 25


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.stem)
def test_bad_scenario_is_refused_with_its_message(path: Path) -> None:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# error: ")
    expected = first.removeprefix("# error: ")
    display = str(path.relative_to(ROOT))
    with pytest.raises(DataError) as e:
        read_scenario_file(path, display, GAMES)
    assert str(e.value.problems[0]) == expected


@pytest.mark.parametrize("path", BAD[:5], ids=lambda p: p.stem)
def test_the_command_exits_2_without_a_traceback(path: Path) -> None:
    result = CliRunner().invoke(main, ["adjudicate", str(path)])
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert isinstance(result.exception, SystemExit)
