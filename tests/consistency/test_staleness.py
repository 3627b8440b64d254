from __future__ import annotations

from engine.book.model import english_hash
from engine.consistency import staleness
from tests.consistency.tiny_book import data, en, rule, sv


def test_a_translation_made_from_other_english_is_stale() -> None:
    english = en("Chalk", "Use chalk.")
    older = en("Chalk", "Chalk may be used.")
    found = list(staleness.check(data(rule("1.1", english,
                                           sv("Krita", "Använd krita.",
                                              english_hash=english_hash(older))))))
    assert [(f.rule, f.check) for f in found] == [("1.1", "staleness.stale")]
    assert english_hash(english) in found[0].excerpt


def test_a_reviewed_translation_or_one_without_a_hash_is_not_stale() -> None:
    english = en("Chalk", "Use chalk.")
    found = list(staleness.check(data(
        rule("1.1", english, sv("Krita", "Använd krita.", english_hash=english_hash(english))),
        rule("1.2", en("Gloves", "Gloves may be worn."), sv("Handske", "Handskar får bäras.")))))
    assert found == []
