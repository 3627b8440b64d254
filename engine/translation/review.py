"""Recording a review: the hash of the English a translation now matches.

``english_hash`` is the only value written; the rest of the file stays byte for byte.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ruamel.yaml.comments import CommentedMap

from engine.book.model import Lang, Rule, RuleBook, english_hash
from engine.translation.yaml_edit import SectionFile, commit, locate, section_files, set_key_after

HASH_AFTER = ("source", "status", "title")
"""Where a new english_hash goes in a translation: after its source, as in the README."""


@dataclass(frozen=True, slots=True)
class Stamp:
    rule: str
    lang: Lang
    old: str | None
    new: str
    file: str


class NoTranslation(Exception):
    def __init__(self, rule: str, lang: Lang) -> None:
        super().__init__(f"{rule} has no {lang.value} translation")
        self.rule = rule
        self.lang = lang


def review(book: RuleBook, data_dir: Path, rule_id: str, lang: Lang) -> Stamp | None:
    """Record the current English hash on one translation; None when it already has it."""
    rule = book.rule(rule_id)
    if rule is None or rule.get(lang) is None:
        raise NoTranslation(rule_id, lang)
    files = section_files(data_dir)
    stamp = _stamp(files, rule, lang, overwrite=True)
    commit(data_dir, files.values())
    return stamp


def stamp_missing(book: RuleBook, data_dir: Path, langs: tuple[Lang, ...]) -> list[Stamp]:
    """Record the current English hash on every translation that has none yet."""
    files = section_files(data_dir)
    stamps: list[Stamp] = []
    for section in book.sections:
        for rule in (section.node, *section.rules):
            for lang in langs:
                t = rule.get(lang)
                if t is not None and t.english_hash is None:
                    stamp = _stamp(files, rule, lang, overwrite=False)
                    if stamp is not None:
                        stamps.append(stamp)
    commit(data_dir, files.values())
    return stamps


def _stamp(files: dict[str, SectionFile], rule: Rule, lang: Lang,
           overwrite: bool) -> Stamp | None:
    file, node = locate(files, rule.id)
    block = node.get(str(lang))
    if not isinstance(block, CommentedMap):
        raise NoTranslation(rule.id, lang)
    old = block.get("english_hash")
    new = english_hash(rule.english)
    if old == new or (old is not None and not overwrite):
        return None
    set_key_after(block, "english_hash", new, HASH_AFTER)
    file.changed = True
    return Stamp(rule.id, lang, None if old is None else str(old), new, file.display)
