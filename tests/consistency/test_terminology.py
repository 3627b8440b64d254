from __future__ import annotations

from engine.book.model import Lang, Rule
from engine.consistency import terminology
from tests.consistency.tiny_book import data, en, rule, sv, term, th

CUE_BALL = term("cue_ball", en=("cue ball", "cue balls"), sv=("köboll", "köbollen"),
                th=("ลูกคิวบอล",))
CUE = term("cue", en=("cue",), sv=("kö", "kön"), th=("ไม้คิว",))


def rules_using_the_term(n: int, missing: set[int]) -> list[Rule]:
    out = []
    for i in range(1, n + 1):
        swedish = "Den bollen rullar." if i in missing else "Köbollens bana ändras."
        out.append(rule(f"1.{i}", en(f"Rule {i}", "The cue ball rolls."),
                        sv(f"Regel {i}", swedish)))
    return out


def test_a_term_left_out_where_the_translation_otherwise_keeps_to_it() -> None:
    found = list(terminology.check(data(*rules_using_the_term(10, {7}), glossary=(CUE_BALL,))))
    assert [(f.rule, f.lang, f.message.english()) for f in found] == [
        ("1.7", Lang.SV, "the English uses “cue ball”, but none of its forms appears here: "
                         "köboll, köbollen")]


def test_a_glossary_that_does_not_fit_the_translation_is_not_held_against_each_rule() -> None:
    found = list(terminology.check(data(*rules_using_the_term(10, {2, 5, 7}),
                                        glossary=(CUE_BALL,))))
    assert found == []


def test_the_shorter_term_inside_a_longer_one_is_not_counted() -> None:
    uses = terminology.english_terms("The cue ball and the cue.", [CUE_BALL, CUE])
    assert [(t.id, m.start()) for t, m in uses] == [("cue_ball", 4), ("cue", 21)]
    assert terminology.english_terms("The cue ball rolls.", [CUE_BALL, CUE])[0][0].id == \
        "cue_ball"
    assert len(terminology.english_terms("The cue ball rolls.", [CUE_BALL, CUE])) == 1


def test_thai_forms_start_on_a_word_boundary_and_never_end_inside_a_cluster() -> None:
    text = "ผู้เล่นแทงลูกคิวบอลไปกระทบลูกเป้า"
    assert terminology.find_form(text, ("ลูกคิวบอล",), Lang.TH) is not None
    assert terminology.find_form(text, ("กคิว",), Lang.TH) is None  # starts in a word
    assert terminology.find_form(text, ("ผู้เล",), Lang.TH) is None  # ends before ่
    assert terminology.find_form("เป็นผู้แทงเปิด", ("แทง",), Lang.TH) is not None


def test_a_paragraph_that_drops_the_term_is_found_though_another_has_it() -> None:
    rules = rules_using_the_term(9, set())
    rules.append(rule("2.1", en("Hand", "The cue ball is in hand.", "The cue ball is placed."),
                      sv("Hand", "Boll i hand.", "Köbollen placeras.")))
    found = list(terminology.check(data(*rules, glossary=(CUE_BALL,))))
    assert [(f.rule, f.excerpt) for f in found] == [("2.1", "The cue ball is in hand.")]


def test_thai_is_checked_too() -> None:
    rules = [rule(f"1.{i}", en("R", "The cue ball rolls."),
                  th("ก", "ลูกคิวบอลกลิ้ง" if i != 3 else "ลูกกลิ้งไป")) for i in range(1, 11)]
    found = list(terminology.check(data(*rules, glossary=(CUE_BALL,))))
    assert [(f.rule, f.lang) for f in found] == [("1.3", Lang.TH)]
