"""`poolrules po export` and `po import`: a translator's round trip through a PO editor."""

from __future__ import annotations

import difflib
import filecmp
import io
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po
from click.testing import CliRunner

from engine.book.loader import default_data_dir, load_book
from engine.book.model import Lang, Status, english_hash
from engine.book.problems import DataError
from engine.translation.po_export import export_catalog
from poolrules.cli import main

BOOK = Path(__file__).resolve().parents[1] / "consistency" / "cli_book"


@pytest.fixture(autouse=True)
def quiet(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POOLRULES_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("POOLRULES_LANG", "en")


def copy_of(source: Path, tmp_path: Path) -> Path:
    target = tmp_path / "rules_data"
    shutil.copytree(source, target)
    return target


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def read(path: Path) -> Catalog:
    with path.open("rb") as f:
        return read_po(f)


def write(path: Path, catalog: Catalog) -> None:
    buf = io.BytesIO()
    write_po(buf, catalog, width=0, no_location=True, include_previous=True)
    path.write_bytes(buf.getvalue())


def same_tree(a: Path, b: Path) -> bool:
    cmp = filecmp.dircmp(a, b)
    files = [p.relative_to(a) for p in a.rglob("*") if p.is_file()]
    return not cmp.left_only and not cmp.right_only and all(
        (a / f).read_bytes() == (b / f).read_bytes() for f in files)


@pytest.mark.parametrize("lang", ["sv", "th"])
def test_export_then_import_of_the_real_book_changes_no_byte(tmp_path: Path, lang: str) -> None:
    try:
        load_book()
    except DataError:
        pytest.skip("the book does not validate")
    data = copy_of(default_data_dir(), tmp_path)
    po = tmp_path / f"{lang}.po"
    assert run("--data", str(data), "po", "export", "--lang", lang, "-o", str(po))[0] == 0
    code, out = run("--data", str(data), "po", "import", str(po))
    assert code == 0, out
    assert "Nothing to change" in out
    assert same_tree(default_data_dir(), data)


def test_the_catalog_has_one_entry_per_title_paragraph_and_clause() -> None:
    catalog = export_catalog(load_book(BOOK), Lang.SV)
    entries = [(m.context, m.id, m.string) for m in catalog if m.id]
    assert entries[:3] == [("1 title", "General Rules", "Allmänna regler"),
                           ("1 ¶1", "These rules apply to every game.",
                            "Dessa regler gäller alla spel."),
                           ("1.1 title", "Chalk", "Krita")]
    first = catalog.get("Chalk", context="1.1 title")
    assert first is not None
    assert first.auto_comments == ["1.1 Chalk", "status: official; source: test-sv"]


def test_editing_one_entry_changes_exactly_that_value(tmp_path: Path) -> None:
    data = copy_of(BOOK, tmp_path)
    po = tmp_path / "sv.po"
    run("--data", str(data), "po", "export", "--lang", "sv", "-o", str(po))
    catalog = read(po)
    entry = catalog.get("The player may wear gloves.", context="1.2 ¶1")
    assert entry is not None
    entry.string = 'Spelaren får bära "handskar" (se {1.1} Krita).'
    write(po, catalog)
    section = data / "sections" / "section-01.yaml"
    before = section.read_text(encoding="utf-8").splitlines()
    code, out = run("--data", str(data), "po", "import", str(po))
    assert code == 0, out
    assert "1.2 ¶1  changed" in out and "1.2: status official → draft" in out
    after = section.read_text(encoding="utf-8").splitlines()
    rule = load_book(data).rule("1.2")
    assert rule is not None
    assert [ln for ln in difflib.unified_diff(before, after, lineterm="", n=0)
            if ln[:1] in "+-" and ln[:3] not in ("+++", "---")] == [
        "-      status: official",
        "+      status: draft",
        f"+      english_hash: {english_hash(rule.english)}",
        '-        - "Spelaren får bära handskar."',
        '+        - "Spelaren får bära \\"handskar\\" (se {1.1} Krita)."']
    swedish = rule.get(Lang.SV)
    assert swedish is not None and swedish.status is Status.DRAFT


@pytest.mark.parametrize(("context", "msgid", "text", "message"), [
    ("1.2 ¶1", "The player may wear gloves.", "Se {9.9}.", "{9.9} is not a rule or clause"),
    ("1.2 ¶1", "The player may wear gloves.", "Se {1.1.", "unbalanced braces"),
    ("1.2 ¶1", "The player wears gloves.", "Handskar.", "the English of this entry changed"),
    ("1.9 ¶1", "Nothing", "Inget.", "msgctxt “1.9 ¶1” names no title"),
])
def test_an_invalid_entry_is_refused_and_nothing_is_written(
        tmp_path: Path, context: str, msgid: str, text: str, message: str) -> None:
    data = copy_of(BOOK, tmp_path)
    po = tmp_path / "sv.po"
    run("--data", str(data), "po", "export", "--lang", "sv", "-o", str(po))
    catalog = read(po)
    ok = catalog.get("Chalk", context="1.1 title")
    assert ok is not None
    ok.string = "Kritan"  # a valid change, which must not be written either
    catalog.delete(msgid, context=context)
    catalog.add(msgid, string=text, context=context)
    write(po, catalog)
    code, out = run("--data", str(data), "po", "import", str(po))
    assert code == 2
    assert message in out and "nothing was written" in out
    assert same_tree(BOOK, data)


def test_a_new_translation_is_added_as_a_draft_with_the_english_structure(
        tmp_path: Path) -> None:
    data = copy_of(BOOK, tmp_path)
    section = data / "sections" / "section-01.yaml"
    text = section.read_text(encoding="utf-8")
    start = text.index("    th:\n", text.index('  - id: "1.2"'))
    section.write_text(text[:start], encoding="utf-8")
    po = tmp_path / "th.po"
    run("--data", str(data), "po", "export", "--lang", "th", "-o", str(po))
    catalog = read(po)
    for context, value in (("1.2 title", "ถุงมือ"), ("1.2 ¶1", "ผู้เล่นสวมถุงมือได้")):
        entry = next(m for m in catalog if m.context == context)
        entry.string = value
    write(po, catalog)
    code, out = run("--data", str(data), "po", "import", str(po))
    assert code == 0, out
    rule = load_book(data).rule("1.2")
    assert rule is not None
    thai = rule.get(Lang.TH)
    assert thai is not None and thai.status is Status.DRAFT and thai.source == "test-th"
    assert thai.english_hash == english_hash(rule.english)
    assert section.read_text(encoding="utf-8").endswith(
        '    th:\n      title: "ถุงมือ"\n      status: draft\n      source: test-th\n'
        f'      english_hash: {english_hash(rule.english)}\n      body:\n'
        '        - "ผู้เล่นสวมถุงมือได้"\n')


def test_a_stale_translation_is_exported_fuzzy_with_the_english_it_was_made_from(
        tmp_path: Path) -> None:
    data = copy_of(BOOK, tmp_path)
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.org"]
    subprocess.run([*git, "init", "-q"], cwd=data, check=True)
    book = load_book(data)
    old = book.rule("1.2")
    assert old is not None
    section = data / "sections" / "section-01.yaml"
    text = section.read_text(encoding="utf-8").replace(
        "      source: test-sv\n      body:\n        - \"Spelaren får bära",
        f"      source: test-sv\n      english_hash: {english_hash(old.english)}\n"
        "      body:\n        - \"Spelaren får bära")
    section.write_text(text, encoding="utf-8")
    subprocess.run([*git, "add", "."], cwd=data, check=True)
    subprocess.run([*git, "commit", "-q", "-m", "one"], cwd=data, check=True)
    section.write_text(text.replace("The player may wear gloves.",
                                    "The player may wear one or two gloves."), encoding="utf-8")
    po = tmp_path / "sv.po"
    assert run("--data", str(data), "po", "export", "--lang", "sv", "-o", str(po))[0] == 0
    assert ('#, fuzzy\n#| msgid "The player may wear gloves."\nmsgctxt "1.2 ¶1"\n'
            'msgid "The player may wear one or two gloves."\n'
            'msgstr "Spelaren får bära handskar."') in po.read_text(encoding="utf-8")
    before = section.read_text(encoding="utf-8")
    assert "Nothing to change" in run("--data", str(data), "po", "import", str(po))[1]
    assert section.read_text(encoding="utf-8") == before
