from __future__ import annotations

from engine.consistency import data_agreement
from engine.consistency.inputs import GameFouls
from tests.consistency.tiny_book import clause, clauses, data, en, rule, sv, th

FOULS = tuple(rule(f"6.{n}", en(title, "x"), sv(sv_title, "x"), th(th_title, "x"))
              for n, title, sv_title, th_title in (
                  (1, "Scratch", "Förlöp", "การแทงเปลี่ยน"),
                  (2, "Wrong Ball First", "Fel bollträff", "การแทงผิดลูก"),
                  (3, "Three Fouls", "Tre fel", "ฟาล์วสามครั้ง")))
GAME = GameFouls("eight_ball", "rules_data/games/eight_ball.yaml", "3.9",
                 frozenset({"6.1", "6.2"}))


def test_each_language_lists_the_fouls_the_engine_holds() -> None:
    listing = rule(
        "3.9",
        en("Standard Fouls", "These are standard fouls:", "{6.1} Scratch",
           "{6.2} Wrong Ball First (see also {6.3} Three Fouls)"),
        sv("Standardfel", "Följande är standardfel:", "{6.1} Förlöp", "{6.3} Tre fel"),
        th("ฟาล์ว", "ฟาล์วมีดังนี้", clauses(
            clause("3.9", "a", "การแทงเปลี่ยน (ดู ข้อ {6.1})", label="1."),
            clause("3.9", "b", "การแทงผิดลูก – ต้องแทงลูกในกลุ่มก่อน", label="2."),
            clause("3.9", "c", "ฟาล์วสามครั้ง (ดู ข้อ {6.3})", label="3."))))
    found = list(data_agreement.check(data(*FOULS, listing, games=(GAME,))))
    assert [(f.lang.value, f.check, f.message.english()) for f in found] == [
        ("sv", "data.extra-foul", "lists 6.3 (Tre fel) among the standard fouls of Section 3, "
                                  "but the rules engine's data "
                                  "(rules_data/games/eight_ball.yaml) does not"),
        ("sv", "data.missing-foul", "does not list 6.2 (Fel bollträff), which the rules "
                                    "engine's data for Section 3 "
                                    "(rules_data/games/eight_ball.yaml) counts as a standard "
                                    "foul"),
        ("th", "data.extra-foul", "lists 6.3 (ฟาล์วสามครั้ง) among the standard fouls of "
                                  "Section 3, but the rules engine's data "
                                  "(rules_data/games/eight_ball.yaml) does not"),
    ]
    assert found[2].where == "3.9(c)"
