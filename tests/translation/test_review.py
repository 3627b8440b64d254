"""`poolrules review`: only english_hash changes, comments and quoting stay as they were."""

from __future__ import annotations

import difflib
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.book.loader import load_book
from engine.book.model import Lang, english_hash
from poolrules.cli import main

BOOK = Path(__file__).resolve().parents[1] / "consistency" / "cli_book"


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("POOLRULES_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("POOLRULES_LANG", "en")
    target = tmp_path / "rules_data"
    shutil.copytree(BOOK, target)
    section = target / "sections" / "section-01.yaml"
    text = section.read_text(encoding="utf-8").replace(
        '      title: "Krita"\n', '      title: "Krita"   # the seed\'s word\n')
    section.write_text(text, encoding="utf-8")
    return target


def run(data: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["--data", str(data), *args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def changed_lines(before: str, after: str) -> list[str]:
    return [ln for ln in difflib.unified_diff(before.splitlines(), after.splitlines(),
                                              lineterm="", n=0)
            if ln[:1] in "+-" and not ln.startswith(("+++", "---"))]


def test_review_writes_only_the_hash_of_the_current_english(data: Path) -> None:
    section = data / "sections" / "section-01.yaml"
    before = section.read_text(encoding="utf-8")
    code, out = run(data, "review", "1.1", "--lang", "sv")
    assert code == 0, out
    rule = load_book(data).rule("1.1")
    assert rule is not None
    digest = english_hash(rule.english)
    assert changed_lines(before, section.read_text(encoding="utf-8")) == [
        f"+      english_hash: {digest}"]
    swedish = rule.get(Lang.SV)
    assert swedish is not None and swedish.english_hash == digest
    assert "# the seed's word" in section.read_text(encoding="utf-8")
    code, out = run(data, "review", "1.1", "--lang", "sv")
    assert code == 0 and "already reviewed" in out


def test_a_stale_hash_is_replaced_in_place(data: Path) -> None:
    section = data / "sections" / "section-01.yaml"
    text = section.read_text(encoding="utf-8").replace(
        "      source: test-sv\n      body:\n        - \"Spelaren får bära",
        "      source: test-sv\n      english_hash: \"0123456789ab\"\n      body:\n"
        "        - \"Spelaren får bära")
    section.write_text(text, encoding="utf-8")
    code, _ = run(data, "review", "1.2", "--lang", "sv")
    assert code == 0
    rule = load_book(data).rule("1.2")
    assert rule is not None
    digest = english_hash(rule.english)
    assert changed_lines(text, section.read_text(encoding="utf-8")) == [
        '-      english_hash: "0123456789ab"', f'+      english_hash: "{digest}"']


def test_stamp_missing_adds_a_hash_to_every_translation_without_one(data: Path) -> None:
    section = data / "sections" / "section-01.yaml"
    before = section.read_text(encoding="utf-8")
    code, out = run(data, "review", "--stamp-missing", "--lang", "th")
    assert code == 0, out
    lines = changed_lines(before, section.read_text(encoding="utf-8"))
    assert len(lines) == 3 and all(ln.startswith("+      english_hash: ") or
                                   ln.startswith("+  english_hash: ") for ln in lines)
    code, out = run(data, "review", "--stamp-missing", "--lang", "th")
    assert "0 translations stamped." in out


def test_bad_requests_exit_2_and_write_nothing(data: Path) -> None:
    section = data / "sections" / "section-01.yaml"
    before = section.read_text(encoding="utf-8")
    assert run(data, "review", "9.9", "--lang", "sv")[0] == 2
    assert run(data, "review", "1.1")[0] == 2
    assert run(data, "review", "1.1", "--stamp-missing")[0] == 2
    assert section.read_text(encoding="utf-8") == before
