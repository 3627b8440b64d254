from __future__ import annotations

from engine.book.model import Lang
from engine.consistency import edition, length
from tests.consistency.tiny_book import data, en, rule, sv, th

ENGLISH = "The shooter places the cue ball anywhere on the table and plays it at once. " * 2


def test_a_translation_far_longer_than_usual_for_its_language_is_an_outlier() -> None:
    rules = [rule(f"1.{i}", en("R", ENGLISH), sv("R", ENGLISH.replace("the", "den")))
             for i in range(1, 11)]
    rules.append(rule("2.1", en("R", ENGLISH), sv("R", ENGLISH * 3)))
    found = list(length.check(data(*rules)))
    assert [(f.rule, f.lang) for f in found] == [("2.1", Lang.SV)]
    assert found[0].message.english().startswith("2.98× as long as the English")


def test_too_few_rules_give_no_verdict() -> None:
    rules = [rule("1.1", en("R", ENGLISH), sv("R", ENGLISH)),
             rule("1.2", en("R", ENGLISH), sv("R", ENGLISH * 4))]
    assert list(length.check(data(*rules))) == []


def test_references_numbered_as_in_the_older_edition() -> None:
    conduct = rule("6.17", en("Unsportsmanlike Conduct", "x"))
    template = rule("6.16", en("Template Foul", "x"))
    old = rule("3.10", en("Serious Fouls", "For {6.17} Unsportsmanlike Conduct, a penalty."),
               th("ฟาล์วร้ายแรง", "ส่วน ข้อ {6.16} การกระทำอันไม่เป็นสุภาพบุรุษ"))
    current = rule("2.8", en("Serious Fouls", "See {6.16} and {6.17}."),
                   sv("Allvarliga fel", "Se {6.16} och {6.17}."))
    found = list(edition.check(data(template, conduct, old, current)))
    assert [(f.rule, f.lang, f.message.english()) for f in found] == [
        ("3.10", Lang.TH, "refers to 6.16 as numbered in an earlier edition: in the 2016 "
                          "edition that rule is 6.17 (Unsportsmanlike Conduct)")]
