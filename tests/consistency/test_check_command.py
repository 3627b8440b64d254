"""`poolrules check` as a translator runs it: findings, baseline, exit status."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.book.loader import default_data_dir, load_book
from engine.book.problems import DataError
from poolrules.cli import main

HERE = Path(__file__).parent
ACCEPTED = """\
findings:
  - rule: "1.1"
    lang: sv
    check: hygiene.doubled
    fingerprint: "700ea9746d7f"
    excerpt: "Spelaren får får krita sin kö (se 1.2…"
    reason: "A test: the doubled word is accepted."
"""


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def book_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("POOLRULES_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("POOLRULES_LANG", "en")
    data = tmp_path / "rules_data"
    shutil.copytree(HERE / "cli_book", data)
    return data


def test_a_new_finding_is_printed_and_exits_with_1(book_dir: Path) -> None:
    code, out, _ = run("--data", str(book_dir), "check")
    assert code == 1
    assert "1.1  Krita  [sv]" in out
    assert "! hygiene.doubled: doubled word “får”" in out
    assert "1 finding: 1 new, 0 accepted in the baseline" in out


def test_json_lists_every_finding_with_its_fields(book_dir: Path) -> None:
    code, out, _ = run("--data", str(book_dir), "check", "--format", "json")
    assert code == 1
    assert json.loads(out) == [{
        "rule": "1.1", "lang": "sv", "check": "hygiene.doubled",
        "message": "doubled word “får”", "excerpt": "Spelaren får får krita sin kö (se 1.2…",
        "baselined": False, "where": "", "fingerprint": "700ea9746d7f"}]


def test_accepted_findings_exit_0_and_are_marked(book_dir: Path) -> None:
    (book_dir / "check-baseline.yaml").write_text(ACCEPTED, encoding="utf-8")
    code, out, _ = run("--data", str(book_dir), "check")
    assert code == 0
    assert "· hygiene.doubled: doubled word “får” (accepted)" in out
    code, out, _ = run("--data", str(book_dir), "check", "--format", "json")
    assert code == 0 and json.loads(out)[0]["baselined"] is True
    code, out, _ = run("--data", str(book_dir), "check", "--new")
    assert code == 0 and "hygiene.doubled" not in out


def test_filters_by_language_and_rule(book_dir: Path) -> None:
    assert run("--data", str(book_dir), "check", "--lang", "th")[0] == 0
    assert run("--data", str(book_dir), "check", "--rule", "1.2")[0] == 0
    assert run("--data", str(book_dir), "check", "--rule", "1.1", "--lang", "sv")[0] == 1


def test_an_entry_no_finding_matches_is_reported(book_dir: Path) -> None:
    (book_dir / "check-baseline.yaml").write_text(
        ACCEPTED.replace("700ea9746d7f", "000000000000"), encoding="utf-8")
    code, out, _ = run("--data", str(book_dir), "check")
    assert code == 1
    assert "1 baseline entry matches no finding any more" in out


@pytest.mark.parametrize(("baseline", "message"), [
    (ACCEPTED.replace('    reason: "A test: the doubled word is accepted."\n', ""),
     "check-baseline.yaml:2:5: findings[0].reason: required key is missing"),
    (ACCEPTED.replace("hygiene.doubled", "hygiene.nonsense"),
     "check-baseline.yaml:4:12: findings[0].check: unknown check 'hygiene.nonsense'"),
    (ACCEPTED.replace('rule: "1.1"', 'rule: "9.9"'),
     "check-baseline.yaml:2:11: findings[0].rule: there is no rule '9.9' in the book"),
    (ACCEPTED + ACCEPTED.removeprefix("findings:\n"),
     "check-baseline.yaml:8:5: findings[1]: the same finding is already accepted at line 2"),
    ("findings: [\n", "check-baseline.yaml:2:1: YAML syntax error"),
])
def test_a_bad_baseline_exits_2_naming_file_line_and_field(book_dir: Path, baseline: str,
                                                           message: str) -> None:
    (book_dir / "check-baseline.yaml").write_text(baseline, encoding="utf-8")
    code, out, err = run("--data", str(book_dir), "check")
    assert code == 2, out
    assert message in err
    assert "Traceback" not in err


def test_bad_arguments_exit_2(book_dir: Path, tmp_path: Path) -> None:
    code, _, err = run("--data", str(book_dir), "check", "--baseline", str(tmp_path / "no.yaml"))
    assert code == 2 and "baseline file not found" in err
    code, _, err = run("--data", str(book_dir), "check", "--rule", "7.7")
    assert code == 2 and "there is no rule 7.7" in err


def test_every_finding_on_the_real_book_is_in_its_baseline(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The project's own gate: a new defect in rules_data fails the tests until it is
    fixed or accepted in rules_data/check-baseline.yaml with a reason."""
    try:
        load_book()
    except DataError:
        pytest.skip("the book does not validate")
    monkeypatch.setenv("POOLRULES_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("POOLRULES_LANG", "en")
    code, out, err = run("--data", str(default_data_dir()), "check", "--new")
    assert code == 0, out + err
