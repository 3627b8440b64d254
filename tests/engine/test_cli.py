"""poolrules adjudicate and poolrules coverage as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.book.model import Lang
from engine.i18n import messages
from poolrules.cli import main
from tests.engine.conftest import BOOK

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "rules_data" / "scenarios"
EIGHT = SCENARIOS / "engine-eight_ball.yaml"

ONE = """\
id: cli-nine
game: nine_ball
state: {shooter: A, on_table: [3, 5, 9]}
shot:
  first_contact: 5
  pocketed: [{ball: 9, pocket: foot_left}]
expect: {foul: true, respotted: [9]}
"""


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def one(tmp_path: Path) -> Path:
    path = tmp_path / "one.yaml"
    path.write_text(ONE, encoding="utf-8")
    return path


def test_json_of_one_scenario_is_an_object(one: Path) -> None:
    code, out, _ = run("adjudicate", str(one), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["fouls"] == ["6.2"] and data["respotted"] == [9]
    assert data["next_shooter"] == "B" and data["cue_ball"] == "in_hand_table"
    assert set(data) >= {"foul", "fouls", "winner", "next_shooter", "cue_ball", "respotted",
                         "groups", "choice", "points", "consecutive_fouls", "cites"}
    assert all(s["text"] for s in data["explanation"])


def test_json_of_a_list_is_a_list_in_file_order() -> None:
    code, out, _ = run("adjudicate", str(EIGHT), "--json")
    assert code == 0
    data = json.loads(out)
    assert isinstance(data, list)
    assert data[0]["scenario"] == "engine-eight-wrong-group-first"


def test_text_cites_rule_titles_in_the_language(one: Path) -> None:
    assert BOOK is not None
    code, out, _ = run("adjudicate", str(one), "--lang", "sv")
    assert code == 0
    rule = BOOK.rule("6.2")
    assert rule is not None
    sv = rule.get(Lang.SV)
    assert sv is not None and f"6.2  {sv.title}" in out


def test_a_rule_without_thai_text_is_shown_in_english_and_said_so(one: Path) -> None:
    assert BOOK is not None
    code, out, _ = run("adjudicate", str(one), "--lang", "th", "--json")
    cites = json.loads(out)["cites"]
    untranslated = [c for c in cites if BOOK.rule(c) and BOOK.rule(c).get(Lang.TH) is None]
    translated = [c for c in cites if BOOK.rule(c) and BOOK.rule(c).get(Lang.TH) is not None]
    code, out, _ = run("adjudicate", str(one), "--lang", "th")
    assert code == 0
    note = messages(Lang.TH)._("[no {language} text: shown in English]").format(
        language=messages(Lang.TH).language_name(Lang.TH))
    for rid in untranslated:
        line = next(ln for ln in out.splitlines() if ln.startswith(f"  {rid}  "))
        assert BOOK.rule(rid).english.title in line and note in line  # type: ignore[union-attr]
    for rid in translated:
        line = next(ln for ln in out.splitlines() if ln.startswith(f"  {rid}  "))
        assert note not in line


def test_verbose_prints_the_rule_text(one: Path) -> None:
    _, short, _ = run("adjudicate", str(one))
    _, long, _ = run("adjudicate", str(one), "--verbose")
    assert len(long) > len(short) + 100


def test_set_changes_the_facts(one: Path) -> None:
    code, out, _ = run("adjudicate", str(one), "--json", "--set", "shot.first_contact=3")
    assert code == 0
    data = json.loads(out)
    assert data["foul"] is False and data["winner"] == "A"


def test_set_with_a_bad_value_exits_2(one: Path) -> None:
    code, _, err = run("adjudicate", str(one), "--set", "shot.first_contact=12")
    assert code == 2 and "--set #1:1:20: shot.first_contact" in err


def test_verify_passes_and_fails(one: Path, tmp_path: Path) -> None:
    code, out, _ = run("adjudicate", "--verify", str(one), str(EIGHT))
    assert code == 0 and "0 differences" in out
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(ONE.replace("respotted: [9]", "respotted: []").replace(
        "foul: true", "foul: false"), encoding="utf-8")
    code, out, _ = run("adjudicate", "--verify", str(wrong))
    assert code == 1
    assert f"{wrong}:7:16: cli-nine: expect.foul: expected false, the engine says true" in out
    assert "expect.respotted: expected [], the engine says [9]" in out
    assert "2 differences" in out


def test_every_golden_scenario_verifies() -> None:
    files = sorted(str(p) for p in SCENARIOS.glob("*.yaml"))
    code, out, _ = run("adjudicate", "--verify", *files)
    assert code == 0, out


def test_a_missing_file_is_bad_input(tmp_path: Path) -> None:
    code, _, err = run("adjudicate", str(tmp_path / "nope.yaml"))
    assert code == 2 and "cannot read the file" in err


def test_coverage_reports_every_area() -> None:
    code, out, _ = run("coverage", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["scenarios"] >= 30
    assert set(data) >= {"rules", "fouls", "options", "loss_of_rack", "break_outcomes",
                         "rerack_rows"}
    assert all(data["options"].values()), data["options"]
    assert all(data["rerack_rows"].values()), data["rerack_rows"]
    code, text, _ = run("adjudicate", "--coverage")
    assert code == 0
    assert text.splitlines()[0].split()[0] == str(data["scenarios"])
