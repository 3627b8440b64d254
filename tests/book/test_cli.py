"""The book commands as a user runs them: show, rules, validate."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.book.loader import load_book
from engine.book.model import Lang, Status
from engine.i18n import messages
from poolrules.cli import main

HERE = Path(__file__).parent
BOOK = load_book()


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.stdout, result.stderr


def test_rules_json_lists_every_included_rule_with_status_per_language() -> None:
    code, out, _ = run("rules", "--json")
    assert code == 0
    entries = {e["id"]: e for e in json.loads(out)}
    for rule in BOOK.rules():
        if rule.section == "5":
            assert entries[rule.id]["included"] is False
            continue
        entry = entries[rule.id]
        assert entry["section"] == rule.section
        assert entry["title"]["en"] == rule.english.title
        assert entry["status"]["en"] == "authoritative"
        assert entry["status"]["sv"] == "official", rule.id
        assert entry["title"]["sv"], rule.id
        assert entry["source"]["sv"]["file"] == "000_a264a88f0ebe8eb9.txt"
        if rule.section == "3":
            assert entry["status"]["th"] == "official"
            assert entry["source"]["th"]["file"] == "001_73c0cedcb096207b.txt"
    sections = {e["section"] for e in entries.values()}
    assert sections == {"1", "2", "3", "4", "5", "6", "7", "8", "9"}


def test_every_translation_carries_status_and_source() -> None:
    for rule in BOOK.rules():
        for lang in (Lang.SV, Lang.TH):
            t = rule.get(lang)
            if t is not None:
                assert t.status in (Status.OFFICIAL, Status.DRAFT)
                assert t.source in BOOK.sources, (rule.id, lang)


def test_rules_can_be_filtered_by_section() -> None:
    code, out, _ = run("rules", "--json", "--section", "9")
    assert code == 0
    assert {e["section"] for e in json.loads(out)} == {"9"}
    code, _, err = run("rules", "--section", "42")
    assert code == 2 and "42" in err


def test_show_prints_the_thai_rule() -> None:
    code, out, _ = run("show", "3.9", "--lang", "th")
    assert code == 0
    th = BOOK.rule("3.9").get(Lang.TH)  # type: ignore[union-attr]
    assert th is not None
    assert out.splitlines()[0] == f"3.9  {th.title}"
    assert "6.1" in out and "{6.1}" not in out


def test_show_prints_the_swedish_rule_with_its_clauses() -> None:
    code, out, _ = run("show", "6.17", "--lang", "sv")
    assert code == 0
    sv = BOOK.rule("6.17").get(Lang.SV)  # type: ignore[union-attr]
    assert sv is not None and sv.title in out.splitlines()[0]
    assert "(a) " in out and "(d) " in out


def test_show_unknown_rule_fails_cleanly() -> None:
    code, out, err = run("show", "99.9")
    assert code == 2
    assert "99.9" in err and "Traceback" not in err + out


def test_show_unknown_language_fails_cleanly() -> None:
    code, _, err = run("show", "3.9", "--lang", "de")
    assert code == 2 and "de" in err


def test_show_falls_back_to_english_and_says_so() -> None:
    code, out, err = run("--data", str(HERE / "mini_book"), "show", "1.2", "--lang", "sv")
    assert code == 0
    assert "Lag for Break" in out
    m = messages(Lang.SV)
    notice = m._("No {language} text of {id}; showing the English.")
    assert err.strip() == notice.format(language=m.language_name(Lang.SV), id="1.2")


def test_show_section_lists_its_rules() -> None:
    code, out, _ = run("show", "3")
    assert code == 0
    assert all(f"  {r.id}  " in out for r in BOOK.section("3").rules)  # type: ignore[union-attr]


def test_validate_reports_every_problem_with_exit_2(tmp_path: Path) -> None:
    data = tmp_path / "rules_data"
    shutil.copytree(HERE / "mini_book", data)
    (data / "sections" / "section-02.yaml").write_text(
        'id: "2"\nen:\n  title: Nine Ball\n  body: ["see {2.7}"]\nxx: 1\n', encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "poolrules", "--data", str(data), "validate"],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.splitlines()
    assert any("section-02.yaml:5:1: xx: language code 'xx'" in ln for ln in lines)
    assert any("section-02.yaml:4:10: en.body[0]: cross-reference to '2.7'" in ln for ln in lines)


@pytest.mark.parametrize("flag", ["--version", "--help"])
def test_version_and_help(flag: str) -> None:
    code, out, _ = run(flag)
    assert code == 0 and out


@pytest.mark.parametrize("command", ["show", "rules", "validate"])
def test_help_on_every_command(command: str) -> None:
    code, out, _ = run(command, "--help")
    assert code == 0 and "Usage" in out


def test_show_prints_the_4_8_table_in_the_reader_language() -> None:
    table = BOOK.rule("4.8").table  # type: ignore[union-attr]
    assert table is not None
    code, out, _ = run("show", "4.8", "--lang", "sv")
    assert code == 0
    for cell in table.cells:
        assert table.labels[f"row.{cell.row}"]["sv"] in out
        assert f"{table.labels['label.cue_ball']['sv']}: " \
               f"{table.labels['cue_ball.' + cell.cue_ball]['sv']}" in out
