from __future__ import annotations

from engine.book.model import Lang
from engine.consistency import numbers
from tests.consistency.tiny_book import data, en, rule, sv, th


def values(text: str, lang: Lang) -> list[tuple[str, bool]]:
    return [(n.value, n.points) for n in numbers.numbers(text, text, lang)]


def test_digits_words_and_ordinals_in_three_languages() -> None:
    assert values("at least four balls, the fifteenth ball, 27 in / 68.5 cm", Lang.EN) == [
        ("4", False), ("15", False), ("27", False), ("68.5", False)]
    assert values("minst 4:a bollar, fyra vallar, den tredje, ¼ av bordet", Lang.SV) == [
        ("4", False), ("4", False), ("3", False), ("1/4", False)]
    assert values("อย่างน้อย ๔ ลูก แทงสามครั้ง ครั้งที่สาม สิบห้าลูก", Lang.TH) == [
        ("4", False), ("3", False), ("3", False), ("15", False)]


def test_references_the_game_name_and_page_numbers_are_not_numbers() -> None:
    raw = "See {6.14} in 14.1 (page 12), and 14-1 sidan 3."
    assert [n.value for n in numbers.numbers(raw, raw.replace("{", "").replace("}", ""),
                                             Lang.EN)] == []


def test_one_counts_only_as_a_point() -> None:
    assert values("one ball, one point, en boll", Lang.EN) == [("1", True)]
    assert values("en boll ger en poäng; ett poäng till", Lang.SV) == [("1", True), ("1", True)]
    assert values("fifteen-point penalty", Lang.EN) == [("15", True)]


def test_a_number_missing_or_added_is_reported() -> None:
    found = list(numbers.check(data(rule(
        "2.3", en("Break", "At least four balls must reach a rail (Regulation 17)."),
        sv("Sprängning", "Minst fyra bollar måste gå i vall (se 18 i föreskrifterna).")))))
    assert sorted(f.message.english() for f in found) == [
        "does not have the number 17, which the English has",
        "has the number 18, which the English does not"]


def test_a_point_said_once_more_than_the_english_is_reported() -> None:
    found = list(numbers.check(data(rule(
        "4.7", en("Scoring", "A ball scores one point. Fouls subtract points."),
        sv("Poäng", "En boll ger en poäng. Fel ger en poängs avdrag.")))))
    assert [(f.check, f.message.english()) for f in found] == [
        ("numbers.points", "1 point(s) stated 2 time(s) here, 1 time(s) in the English")]
    assert "poängs avdrag" in found[0].excerpt


def test_words_that_may_mean_two_account_for_a_two_but_are_not_required() -> None:
    found = list(numbers.check(data(
        rule("7.2", en("Offenses", "The second offense loses the rack."),
             th("การกระทำผิด", "การกระทำผิดครั้งที่ 2 แพ้เกม"), sv("Förseelser", "Andra gången.")),
    )))
    assert found == []
