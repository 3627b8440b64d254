"""The English a stale translation was made from, found in the git history of its file.

A translation records only the hash of that English; the text itself is in an earlier
commit of the section file, when there is one. Without git, or when no commit has English
with that hash, there is no previous English (and the PO entry has no ``#|`` line).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from engine.book.loader import read_section
from engine.book.model import Rule, Translation, english_hash
from engine.book.problems import DataError
from engine.book.yaml_source import parse_yaml
from engine.translation.yaml_edit import section_files

MAX_COMMITS = 200


def previous_english(data_dir: Path, rule: Rule, wanted: str) -> Translation | None:
    """The English of ``rule`` whose hash is ``wanted``, from an earlier commit."""
    path = _section_file(data_dir, rule.section)
    if path is None:
        return None
    try:
        top = Path(_git(path.parent, "rev-parse", "--show-toplevel").strip())
        relative = path.resolve().relative_to(top.resolve()).as_posix()
        commits = _git(top, "log", f"-{MAX_COMMITS}", "--format=%H", "--", relative).split()
        for commit in commits:
            text = _git(top, "show", f"{commit}:{relative}")
            english = _english_in(text, rule.id, data_dir)
            if english is not None and english_hash(english) == wanted:
                return english
    except (OSError, subprocess.CalledProcessError, ValueError):
        return None
    return None


def _section_file(data_dir: Path, section: str) -> Path | None:
    try:
        file = section_files(data_dir).get(section)
    except DataError:
        return None
    return file.path if file is not None else None


def _english_in(text: str, rule_id: str, data_dir: Path) -> Translation | None:
    data, problems = parse_yaml(text, "(history)")
    if problems or not isinstance(data, dict):
        return None
    section = read_section(data, "(history)", data_dir)
    if section is None:
        return None
    for rule in (section.node, *section.rules):
        if rule.id == rule_id:
            return rule.english
    return None


def _git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True,
                          check=True, timeout=30).stdout
