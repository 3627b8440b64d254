from __future__ import annotations

from engine.book.model import Lang, Rule
from engine.consistency import references
from engine.consistency.finding import Finding
from tests.consistency.tiny_book import data, en, rule, sv, th

FOULS = (
    rule("6.10", en("Bad Placement", "x"), sv("Fel placering", "x"), th("วางผิด", "x")),
    rule("6.11", en("Bad Play from Behind the Line", "x"),
         sv("Felaktigt spel bakom linjen", "x"), th("การแทงผิดจากในเมือง", "x")),
    rule("6.16", en("Template Foul", "x"), sv("Fel på mallen", "x"), th("ฟาล์วแผ่นตั้งลูก", "x")),
    rule("6.17", en("Unsportsmanlike Conduct", "x"), sv("Osportsligt uppträdande", "x"),
         th("การกระทำอันไม่เป็นสุภาพบุรุษ", "x")),
)


def run(*rules: Rule) -> list[Finding]:
    return list(references.check(data(*FOULS, *rules)))


def test_a_neighbouring_number_is_one_wrong_reference_quoting_the_other_title() -> None:
    found = run(rule("1.3", en("Gear", "Use gear properly (see {6.17} Unsportsmanlike Conduct)."),
                     sv("Utrustning", "Använd den rätt. (se {6.16} Osportsligt uppträdande.)")))
    assert [(f.check, f.message.english()) for f in found] == [
        ("references.ids", "refers to 6.16 where the English refers to 6.17"),
        ("references.title-other", "cites 6.16 with the title of 6.17: “Osportsligt "
                                   "uppträdande”")]
    assert found[0].excerpt == "Använd den rätt. (se 6.16 Osportsligt uppträdande.)"


def test_references_dropped_and_added_are_reported_separately() -> None:
    found = run(rule("2.7", en("Fouls", "See {6.10} Bad Placement."),
                     sv("Fel", "Se {6.17} Osportsligt uppträdande.")))
    assert [f.message.english() for f in found if f.check == "references.ids"] == [
        "refers to 6.17, which the English does not",
        "does not refer to 6.10 as the English does"]


def test_a_title_quoted_with_a_wrong_word_is_reported_but_inflection_is_not() -> None:
    found = run(
        rule("1.5", en("In Hand", "See {6.11} Bad Play from Behind the Line."),
             sv("I hand", "Se {6.11} Felaktig stöt bakom linjen.")),
        rule("1.6", en("Call", "See {6.11} Bad Play from Behind the Line."),
             sv("Ange", "Se {6.11} felaktiga spel bakom linjen.")))
    assert [(f.rule, f.check, f.message.english()) for f in found] == [
        ("1.5", "references.title", "cites 6.11 as “Felaktig stöt bakom linjen”, but its title "
                                    "is “Felaktigt spel bakom linjen”")]


def test_thai_titles_are_compared_word_by_word() -> None:
    found = run(rule("3.8", en("Loss", "Not on the break (see {6.10} Bad Placement)."),
                     th("แพ้", "ไม่มีผล (ดู ข้อ {6.10} วางผิด) หรือ (ดู ข้อ {6.10})"),),
                rule("3.9", en("Loss", "See {6.11} Bad Play from Behind the Line."),
                     th("แพ้", "ดู ข้อ {6.11} การแทงผิดในเมือง")))
    assert [(f.rule, f.lang, f.check) for f in found] == [(
        "3.9", Lang.TH, "references.title")]


def test_a_title_may_be_quoted_without_its_closing_remark() -> None:
    found = list(references.check(data(
        rule("1.6", en("Call Shot", "x"), sv("Annonserad stöt (Dessäng)", "x")),
        rule("3.6", en("Calls", "As in {1.6} Call Shot."),
             sv("Ange", "Enligt {1.6} Annonserad stöt. Sedan mer.")))))
    assert found == []
