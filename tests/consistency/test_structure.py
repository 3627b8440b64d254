from __future__ import annotations

from engine.consistency import structure
from tests.consistency.tiny_book import clause, clauses, data, en, rule, th


def test_a_list_turned_into_paragraphs_is_reported_with_both_shapes() -> None:
    english = en("Fouls", "These are fouls:", "{1.1} First", "{1.2} Second")
    thai = th("ฟาล์ว", "ฟาล์วมีดังนี้", clauses(clause("1.3", "a", "ข้อแรก {1.1}", label="1."),
                                             clause("1.3", "b", "ข้อสอง {1.2}", label="2.")))
    found = list(structure.check(data(rule("1.1", en("A", "a")), rule("1.2", en("B", "b")),
                                      rule("1.3", english, thai))))
    assert [f.check for f in found] == ["structure.paragraphs", "structure.clauses"]
    assert found[0].message.english() == "paragraphs of 1.3: 1 here, 3 in the English"
    assert "1. 2." in found[0].excerpt


def test_clause_ids_options_and_titles_are_compared_level_by_level() -> None:
    english = en("Break", clauses(
        clause("3.3", "a", "Options:", clauses(clause("3.3(a)", "1", "one"),
                                               clause("3.3(a)", "2", "two"))),
        clause("3.3", "b", "Chalk it.", title="Chalk")))
    thai = th("เปิด", clauses(
        clause("3.3", "a", "ตัวเลือก", clauses(clause("3.3(a)", "1", "หนึ่ง"))),
        clause("3.3", "b", "ชอล์ก")))
    found = list(structure.check(data(rule("3.3", english, thai))))
    assert sorted((f.check, f.where) for f in found) == [("structure.clause-title", "3.3(b)"),
                                                          ("structure.clauses", "3.3(a)")]


def test_the_same_structure_gives_no_finding() -> None:
    english = en("Break", "Rules:", clauses(clause("3.3", "a", "x"), clause("3.3", "b", "y")))
    thai = th("เปิด", "กติกา", clauses(clause("3.3", "a", "ก", label="1."),
                                      clause("3.3", "b", "ข", label="2.")))
    assert list(structure.check(data(rule("3.3", english, thai)))) == []
