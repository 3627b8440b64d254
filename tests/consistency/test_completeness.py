from __future__ import annotations

from engine.book.model import Lang, Rule
from engine.consistency import completeness
from engine.consistency.finding import Finding
from tests.consistency.tiny_book import clause, clauses, codes, data, en, rule, sv, th


def run(*rules: Rule, names: frozenset[str] = frozenset()) -> list[Finding]:
    return list(completeness.check(data(*rules, names=names)))


def test_a_rule_without_a_translation_is_missing_in_each_language() -> None:
    found = run(rule("1.1", en("Chalk", "Use chalk."), sv("Krita", "Använd krita.")))
    assert [(f.rule, f.lang, f.check) for f in found] == [
        ("1", Lang.SV, "completeness.missing"), ("1", Lang.TH, "completeness.missing"),
        ("1.1", Lang.TH, "completeness.missing")]


def test_a_title_without_text_is_empty() -> None:
    found = run(rule("1.1", en("Chalk", "Use chalk."), sv("Krita")))
    assert "completeness.empty" in codes(f for f in found if f.rule == "1.1")


def test_text_left_in_english_is_reported_but_names_are_not() -> None:
    found = run(rule("2.4", en("Push Out", "The shooter may play a push out.",
                               clauses(clause("2.4", "a", "Push Out"))),
                     sv("Push Out", "The shooter may play a push out.",
                        clauses(clause("2.4", "a", "Push Out")))),
                names=frozenset({"Push Out"}))
    mine = [(f.check, f.excerpt) for f in found if f.rule == "2.4" and f.lang is Lang.SV]
    assert mine == [("completeness.identical", "The shooter may play a push out.")]


def test_an_english_title_in_a_translation_is_untranslated() -> None:
    found = run(rule("1.7", en("Balls Settling", "A ball may settle."),
                     sv("Balls Settling", "En boll kan sätta sig.")))
    assert [(f.rule, f.check) for f in found if f.lang is Lang.SV] == [
        ("1", "completeness.missing"), ("1.7", "completeness.title")]


def test_thai_text_without_thai_letters_is_untranslated() -> None:
    found = run(rule("1.7", en("Balls Settling", "A ball may settle."),
                     th("ลูกขยับ", "A ball may settle slowly.")))
    assert ("1.7", "completeness.untranslated") in [(f.rule, f.check) for f in found]
