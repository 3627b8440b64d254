"""Every file in broken/ is a mistake an editor could make; each must give its exact message.

A case's first lines say what the loader must print:  ``# expect: <message>`` (one line
per problem, in order). Cases named ``editions--*`` replace editions.yaml, ``glossary--*``
the glossary; every other case is added to a small valid book as section 9.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.book.loader import load_book
from engine.book.problems import DataError

HERE = Path(__file__).parent
CASES = sorted((HERE / "broken").glob("*.yaml"))


def expected_messages(case: Path) -> list[str]:
    lines = case.read_bytes().decode("utf-8", errors="replace").splitlines()
    return [ln.removeprefix("# expect: ") for ln in lines if ln.startswith("# expect: ")]


def build_book(case: Path, tmp_path: Path) -> Path:
    data = tmp_path / "rules_data"
    shutil.copytree(HERE / "mini_book", data)
    if case.name.startswith("editions--"):
        target = data / "editions.yaml"
    elif case.name.startswith("glossary--"):
        target = data / "glossary.yaml"
    else:
        target = data / "sections" / "section-09.yaml"
    shutil.copyfile(case, target)
    return data


def problems_for(case: Path, tmp_path: Path) -> list[str]:
    try:
        load_book(build_book(case, tmp_path))
    except DataError as e:
        return [str(p) for p in e.problems]
    return []


def test_corpus_is_large_enough() -> None:
    assert len(CASES) >= 20


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.stem)
def test_broken_file_gives_exact_message(case: Path, tmp_path: Path) -> None:
    expected = expected_messages(case)
    assert expected, f"{case.name} has no '# expect:' line"
    assert problems_for(case, tmp_path) == expected


def test_mini_book_is_valid() -> None:
    book = load_book(HERE / "mini_book")
    assert [r.id for r in book.rules()] == ["1.1", "1.2"]
