from __future__ import annotations

from engine.book.model import Lang, Paragraph
from engine.consistency import hygiene
from engine.consistency.finding import Finding
from tests.consistency.tiny_book import data, en, rule, sv, th


def problems(text: str, lang: Lang = Lang.SV) -> list[tuple[str, str]]:
    return [(code, msg.english()) for code, msg, _, _ in hygiene._problems(text, lang)]


def test_markup_and_broken_entities() -> None:
    assert problems("ett “fint&rdqrdquo; exempel") == [
        ("hygiene.entity", "broken HTML entity &rdqrdquo;"),
        ("hygiene.quotes", "unbalanced “”: 1 opening, 0 closing")]
    assert problems("se <b>regeln</b> &amp; mer") == [
        ("hygiene.markup", "leftover markup &amp;"), ("hygiene.markup", "leftover markup <b>"),
        ("hygiene.markup", "leftover markup </b>")]


def test_brackets_and_quotes_in_thai_text() -> None:
    assert problems("เล่น “ลูกในมือ” (ดู ข้อ 1.5", Lang.TH) == [
        ("hygiene.brackets", "unbalanced (): 1 opening, 0 closing")]
    assert problems("ขาน “เซฟ” และ “ลูกในมือ”", Lang.TH) == []
    assert problems("han sa ”ja” och ”nej”") == []


def test_doubled_words_and_repeated_phrases() -> None:
    assert problems("spelaren får får stöta") == [("hygiene.doubled", "doubled word “får”")]
    assert problems("i lag som spelar hemma per matchlag som spelar hemma per match") == [
        ("hygiene.repeated", "repeated phrase “lag som spelar hemma per match”")]
    assert problems("ผู้เล่น เล่น ต่อ", Lang.TH) == []


def test_invisible_characters_and_stray_spaces() -> None:
    assert problems("ett\u200bord") == [
        ("hygiene.invisible", "invisible or control character U+200B ZERO WIDTH SPACE")]
    assert problems("två  mellanslag ; och så") == [
        ("hygiene.spaces", "double space"), ("hygiene.spaces", "space before a punctuation mark")]
    assert problems("ข้อความ  ไทย ;", Lang.TH) == [("hygiene.spaces", "double space")]


def test_a_sentence_that_breaks_off() -> None:
    assert problems("för att undvik Han får stöta igen") == [
        ("hygiene.broken-sentence", "the sentence breaks off before “Han”")]
    assert problems("i Nine Ball. Han får stöta") == []


def test_a_paragraph_that_stops_before_its_full_stop() -> None:
    found = list(hygiene.check(data(rule("4.7", en("Score", "A score may be negative."),
                                         sv("Poäng", "Poängen kan vara negativ")))))
    assert [(f.lang, f.check) for f in found] == [(Lang.SV, "hygiene.unfinished")]


def test_a_word_one_ending_away_from_a_common_word_of_the_text() -> None:
    found: list[Finding] = list(hygiene.check(data(
        rule("1.1", en("Duty", "The player must know the rules."),
             sv("Plikt", "Spelaren måste känna till reglerna.")),
        rule("1.2", en("Lag", "The player lags first."),
             sv("Tekning", "Spelarem tekar först och spelaren vinner.")))))
    assert [(f.rule, f.message.english()) for f in found] == [
        ("1.2", "“Spelarem” is not a usual word; “spelaren”?")]


def test_the_english_is_checked_too() -> None:
    found = list(hygiene.check(data(rule("1.1", en("Duty", "The the player"), th("ก", "ข")))))
    assert [(f.lang, f.check) for f in found] == [(Lang.EN, "hygiene.doubled")]
    assert isinstance(rule("1.1", en("x", "y")).english.body[0], Paragraph)
