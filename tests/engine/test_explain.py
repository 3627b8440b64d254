"""explain.py: every step the engine can take has wording in English, Swedish and Thai."""

from __future__ import annotations

import ast
from pathlib import Path

from babel.messages.pofile import read_po

from engine.adjudication.explain import message_keys, option_name, render_step
from engine.adjudication.model import Game, Option
from engine.adjudication.ruling import Step
from engine.book.model import Lang
from engine.i18n import LOCALES_DIR, messages
from tests.engine.conftest import TABLE, rule, scenario

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "adjudication"


def step_keys_in_engine() -> set[str]:
    """Every literal first argument of v.step(...) and commit(..., key) in the engine."""
    keys: set[str] = set()
    for path in ENGINE.glob("*.py"):
        if path.name == "explain.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            args = node.args
            if name == "step" and args and isinstance(args[0], ast.Constant):
                keys.add(str(args[0].value))
            if name == "commit" and len(args) > 2 and isinstance(args[2], ast.Constant):
                keys.add(str(args[2].value))
            if name == "step" and args and isinstance(args[0], ast.JoinedStr):
                keys.add("<formatted>")
    return keys


def test_every_literal_step_key_has_a_message() -> None:
    keys = step_keys_in_engine() - {"<formatted>"}
    assert keys and keys <= message_keys(), keys - message_keys()


def test_formatted_keys_have_messages() -> None:
    for prefix, values in (("spotted_", ("foul", "push_out", "break", "off_table",
                                          "illegally_pocketed", "safety", "not_called",
                                          "before_last")),
                           ("ball_in_hand_", ("in_hand_table", "in_hand_kitchen")),
                           ("foul_", ("no_foot_on_floor", "touched_ball", "double_hit",
                                      "push_shot", "balls_still_moving",
                                      "bad_cue_ball_placement", "bad_play_behind_head_string",
                                      "cue_on_table", "out_of_turn", "slow_play",
                                      "rack_template"))):
        for v in values:
            assert prefix + v in message_keys()


def test_every_message_of_the_engine_is_translated_in_sv_and_th() -> None:
    english = messages(Lang.EN)
    for lang in (Lang.SV, Lang.TH):
        m = messages(lang)
        for key in message_keys():
            params = {"player": "A", "ball": 3, "balls": "3, 9", "group": "solids", "n": 2,
                      "need": 4, "points": -2, "rule": "6.11", "game": "nine_ball",
                      "lowest": 1, "row": "in_rack", "column": "in_rack",
                      "object_ball": "foot_spot", "cue_ball": "in_hand_kitchen"}
            step = Step(key, tuple(params.items()))
            assert render_step(m, step) != render_step(english, step), (lang, key)
        for o in Option:
            assert option_name(m, o) != option_name(english, o)


def test_catalogs_have_no_fuzzy_or_empty_entry_for_engine_messages() -> None:
    for lang in ("sv", "th"):
        with (LOCALES_DIR / lang / "LC_MESSAGES" / "poolrules.po").open("rb") as f:
            catalog = read_po(f, locale=lang)
        for msg in catalog:
            if not msg.id:
                continue
            text = msg.id if isinstance(msg.id, str) else msg.id[0]
            if text.startswith(("{player} ", "The cue ball hit the")):
                assert not msg.fuzzy and all(msg.string if isinstance(msg.string, tuple)
                                             else (msg.string,)), text


def test_the_4_8_step_uses_the_table_labels() -> None:
    r = rule(scenario(Game.STRAIGHT_POOL, on_table=[6, 13], call=(6, "foot_left"),
                      first_contact=6, pocketed=[(6, "foot_left")], rerack=("in_rack", "in_rack")))
    step = next(s for s in r.explanation if s.key == "rerack_table")
    en = render_step(messages(Lang.EN), step, TABLE)
    sv = render_step(messages(Lang.SV), step, TABLE)
    assert TABLE.labels["row.in_rack"]["en"] in en
    assert TABLE.labels["row.in_rack"]["sv"] in sv
