"""Properties that hold for every shot: hypothesis draws valid scenarios of every game."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.adjudication.explain import render_step
from engine.adjudication.invariants import violations
from engine.adjudication.model import CallKind, CueBall, Game, Scenario
from engine.adjudication.referee import adjudicate
from engine.adjudication.ruling import ruling_to_json
from engine.adjudication.sampling import random_scenario
from engine.adjudication.scenario_file import parse_scenarios
from engine.book.model import LANGS
from engine.i18n import messages
from tests.engine.conftest import BOOK, GAMES, TABLE

RULE_IDS = frozenset(r.id for s in BOOK.sections for r in (s.node, *s.rules))

scenarios = st.builds(lambda game, seed: random_scenario(random.Random(seed), GAMES[game]),
                      st.sampled_from(list(Game)), st.integers(0, 2**32))


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios)
def test_every_ruling_keeps_the_invariants(s: Scenario) -> None:
    ruling = adjudicate(s, GAMES[s.game], TABLE)
    assert violations(s, ruling, RULE_IDS) == []
    json.dumps(ruling_to_json(ruling))


@settings(max_examples=300, deadline=None)
@given(scenarios)
def test_ball_in_hand_after_every_standard_foul_except_in_14_1(s: Scenario) -> None:
    r = adjudicate(s, GAMES[s.game], TABLE)
    if not r.foul or r.winner is not None or r.choice is not None:
        return
    if s.game is Game.STRAIGHT_POOL:
        kitchen = {"6.1", "6.11"} & set(r.fouls)
        assert (r.cue_ball is CueBall.IN_HAND_KITCHEN) == bool(kitchen) or r.phase.value == "break"
    else:
        assert r.cue_ball in (CueBall.IN_HAND_TABLE, CueBall.IN_HAND_KITCHEN)


@settings(max_examples=300, deadline=None)
@given(scenarios)
def test_a_winner_only_when_the_rack_is_decided(s: Scenario) -> None:
    r = adjudicate(s, GAMES[s.game], TABLE)
    decided = r.loss_of_rack is not None or any(
        step.key in ("game_ball_wins", "points_to_win_reached") for step in r.explanation)
    assert (r.winner is not None) == decided


@settings(max_examples=200, deadline=None)
@given(scenarios)
def test_explanations_render_in_every_language(s: Scenario) -> None:
    r = adjudicate(s, GAMES[s.game], TABLE)
    for lang in LANGS:
        m = messages(lang)
        for step in r.explanation:
            text = render_step(m, step, TABLE)
            assert text and text != step.key and "{" not in text


@settings(max_examples=200, deadline=None)
@given(scenarios)
def test_generated_scenarios_are_files_the_parser_accepts(s: Scenario) -> None:
    back = parse_scenarios(json.dumps(_as_yaml(s)), "gen.yaml", GAMES).entries[0].scenario
    assert back == s


def _as_yaml(s: Scenario) -> dict[str, Any]:
    st_, sh = s.state, s.shot
    state: dict[str, Any] = {
        "shooter": st_.shooter.value, "on_table": sorted(st_.on_table),
        "cue_ball": st_.cue_ball.value, "phase": st_.phase.value,
        "consecutive_fouls": {"A": st_.consecutive_fouls[0], "B": st_.consecutive_fouls[1]},
        "warned": st_.warned,
    }
    if st_.groups:
        state["groups"] = {"A": st_.groups[0].value, "B": st_.groups[1].value}
    if s.game is Game.STRAIGHT_POOL:
        state["score"] = {"A": st_.score[0], "B": st_.score[1]}
        if st_.points_to_win is not None:
            state["points_to_win"] = st_.points_to_win
    if st_.breaker:
        state["breaker"] = st_.breaker.value
    shot: dict[str, Any] = {
        "first_contact": sh.first_contact,
        "pocketed": [{"ball": p.ball, "pocket": p.pocket.value} if p.pocket else p.ball
                     for p in sh.pocketed],
        "off_table": list(sh.off_table), "rail_after_contact": sh.rail_after_contact,
        "object_balls_to_rail": sh.object_balls_to_rail, "cue_ball_to_rail": sh.cue_ball_to_rail,
        "fouls": [f.value for f in sh.fouls],
    }
    if sh.call is not None:
        if sh.call.kind is CallKind.BALL:
            shot["call"] = {"ball": sh.call.ball}
            if sh.call.pocket:
                shot["call"]["pocket"] = sh.call.pocket.value
        else:
            shot["call"] = sh.call.kind.value
    if sh.rerack is not None:
        shot["rerack"] = {"last_ball": sh.rerack.last_ball.value,
                          "cue_ball": sh.rerack.cue_ball.value}
    return {"game": s.game.value, "state": state, "shot": shot}
