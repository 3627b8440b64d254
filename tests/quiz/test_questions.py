"""Questions: generated scenarios are possible (the scenario-file validator accepts them),
answer choices come from the engine's ruling, what-if changes, and exam drawing."""

from __future__ import annotations

import io
import random
from collections import Counter
from typing import Any

import pytest
from ruamel.yaml import YAML

from engine.adjudication.game_rules import load_all_game_rules
from engine.adjudication.model import CallKind, Game, Phase, Scenario
from engine.adjudication.scenario_file import parse_scenarios
from engine.book.cache import load_cached_book
from engine.book.model import Lang, RuleBook
from engine.i18n import Messages
from engine.quiz import (
    ChangeKind,
    Graded,
    QuestionPool,
    Wording,
    answer_choices,
    apply,
    build_pool,
    changes,
    draw_exam,
    generate,
    outcome_of,
    tally_by_game,
    tally_by_section,
)


@pytest.fixture(scope="module")
def book() -> RuleBook:
    return load_cached_book()


@pytest.fixture(scope="module")
def pool(book: RuleBook) -> QuestionPool:
    return build_pool(book)


def to_yaml(*scenarios: Scenario) -> str:
    """Scenarios written as a person would write them in a scenario file."""
    out = io.StringIO()
    YAML().dump({"scenarios": [to_data(s) for s in scenarios]}, out)
    return out.getvalue()


def to_data(scenario: Scenario) -> dict[str, Any]:
    st, sh = scenario.state, scenario.shot
    state: dict[str, Any] = {"shooter": st.shooter.value, "on_table": sorted(st.on_table),
                             "cue_ball": st.cue_ball.value, "phase": st.phase.value,
                             "consecutive_fouls": {"A": st.consecutive_fouls[0],
                                                   "B": st.consecutive_fouls[1]},
                             "warned": st.warned}
    if st.groups is not None:
        state["groups"] = {"A": st.groups[0].value, "B": st.groups[1].value}
    if scenario.game is Game.STRAIGHT_POOL:
        state["score"] = {"A": st.score[0], "B": st.score[1]}
    if st.breaker is not None:
        state["breaker"] = st.breaker.value
    if st.points_to_win is not None:
        state["points_to_win"] = st.points_to_win
    shot: dict[str, Any] = {
        "first_contact": sh.first_contact,
        "pocketed": [{"ball": p.ball, "pocket": p.pocket.value} for p in sh.pocketed
                     if p.pocket is not None],
        "off_table": list(sh.off_table),
        "rail_after_contact": sh.rail_after_contact,
        "object_balls_to_rail": sh.object_balls_to_rail,
        "cue_ball_to_rail": sh.cue_ball_to_rail,
        "fouls": [f.value for f in sh.fouls],
    }
    if sh.rerack is not None:
        shot["rerack"] = {"last_ball": sh.rerack.last_ball.value,
                          "cue_ball": sh.rerack.cue_ball.value}
    if sh.call is not None:
        if sh.call.kind is CallKind.BALL:
            shot["call"] = {"ball": sh.call.ball}
            if sh.call.pocket is not None:
                shot["call"]["pocket"] = sh.call.pocket.value
        else:
            shot["call"] = sh.call.kind.value
    return {"game": scenario.game.value, "state": state, "shot": shot}


@pytest.mark.parametrize("game", list(Game))
def test_generated_scenarios_are_accepted_and_read_back_unchanged(game: Game,
                                                                   pool: QuestionPool) -> None:
    games = load_all_game_rules()
    golden = [pool.get(q).scenario for q in pool.ids() if q.startswith("scenario:")]  # type: ignore[union-attr]
    phases: Counter[Phase] = Counter()
    made = [generate(games[game], seed, golden) for seed in range(1, 81)]
    entries = parse_scenarios(to_yaml(*made), "generated.yaml", games).entries
    assert [e.scenario for e in entries] == made
    for scenario in made:
        pool.rule(scenario)  # the engine rules on every one
        phases[scenario.state.phase] += 1
    assert phases[Phase.PLAY] and phases[Phase.BREAK]  # both kinds of situation come up


def test_generation_is_repeatable(pool: QuestionPool) -> None:
    games = load_all_game_rules()
    assert generate(games[Game.NINE_BALL], 5) == generate(games[Game.NINE_BALL], 5)
    assert generate(games[Game.NINE_BALL], 5) != generate(games[Game.NINE_BALL], 6)


def test_the_pool_holds_every_golden_scenario_and_generated_ones(pool: QuestionPool) -> None:
    ids = pool.ids()
    assert len(ids) == len(set(ids))
    for game in Game:
        own = pool.ids(game)
        assert any(q.startswith("generated:") for q in own)
    golden = [q for q in ids if q.startswith("scenario:")]
    assert golden and all(pool.get(q).title.get("en") for q in golden)  # type: ignore[union-attr]


def test_every_question_has_distinct_choices_with_the_engines_ruling(
        pool: QuestionPool) -> None:
    rng = random.Random(3)
    for qid in pool.ids():
        question = pool.get(qid)
        assert question is not None
        ruling = pool.rule(question.scenario)
        choices = answer_choices(ruling, question.scenario, rng)
        assert 3 <= len(choices.outcomes) <= 5
        assert len(set(choices.outcomes)) == len(choices.outcomes), qid
        assert choices.outcomes[choices.correct] == outcome_of(ruling)


def test_choices_read_differently_in_every_language(pool: QuestionPool, book: RuleBook) -> None:
    rng = random.Random(4)
    for lang in (Lang.EN, Lang.SV, Lang.TH):
        wording = Wording(book, Messages(lang))
        for qid in pool.ids()[:60]:
            question = pool.get(qid)
            assert question is not None
            choices = answer_choices(pool.rule(question.scenario), question.scenario, rng)
            sentences = [wording.outcome(o) for o in choices.outcomes]
            assert len(set(sentences)) == len(sentences), (lang, qid, sentences)


def test_the_expect_block_is_not_the_answer_key(pool: QuestionPool) -> None:
    """The right choice follows the engine even where a scenario's expect block is absent
    or partial: every golden question gets its answer from pool.rule()."""
    question = pool.get(pool.ids()[0])
    assert question is not None
    assert not hasattr(question, "expect")


def test_what_if_changes_one_fact(pool: QuestionPool) -> None:
    games = load_all_game_rules()
    changed_all = []
    for qid in pool.ids()[::8]:  # every eighth question: all games, golden and generated
        question = pool.get(qid)
        assert question is not None
        scenario = question.scenario
        for change in changes(scenario):
            changed = apply(scenario, change)
            assert changed.state == scenario.state
            assert changed != scenario
            pool.rule(changed)
            changed_all.append(changed)
    # every changed scenario is still possible at a table: the file reader accepts it
    entries = parse_scenarios(to_yaml(*changed_all), "what-if.yaml", games).entries
    assert [e.scenario for e in entries] == changed_all
    first = next(q for q in pool.ids() if pool.get(q).scenario.shot.first_contact)  # type: ignore[union-attr]
    scenario = pool.get(first).scenario  # type: ignore[union-attr]
    kinds = {c.kind for c in changes(scenario)}
    assert {ChangeKind.FIRST_CONTACT, ChangeKind.FOUL} <= kinds


def test_an_exam_draws_every_game_evenly(pool: QuestionPool) -> None:
    ids = draw_exam({g: pool.ids(g) for g in Game}, 60, random.Random(9))
    assert len(ids) == 60 == len(set(ids))
    per_game = Counter(pool.get(q).game for q in ids)  # type: ignore[union-attr]
    assert set(per_game.values()) == {15}


def test_exam_tallies_by_game_and_section() -> None:
    graded = [Graded("a", Game.EIGHT_BALL, ("3.9", "6.2"), True),
              Graded("b", Game.EIGHT_BALL, ("3.8",), False),
              Graded("c", Game.NINE_BALL, ("2.5", "6.1"), False)]
    games = tally_by_game(graded)
    assert (games[Game.EIGHT_BALL].right, games[Game.EIGHT_BALL].total) == (1, 2)
    sections = tally_by_section(graded)
    assert list(sections) == ["2", "3", "6"]
    assert (sections["6"].right, sections["6"].total) == (1, 2)
    assert (sections["3"].right, sections["3"].total) == (1, 2)


def test_a_14_1_rerack_answer_says_where_the_balls_go(pool: QuestionPool,
                                                      book: RuleBook) -> None:
    """At a re-rack the referee must know where the 15th ball and the cue ball go: the
    answer names the 4.8 table's places, and wrong answers place them elsewhere."""
    table = book.rule("4.8").table  # type: ignore[union-attr]
    assert table is not None
    rng = random.Random(5)
    seen = 0
    for qid in pool.ids(Game.STRAIGHT_POOL):
        question = pool.get(qid)
        assert question is not None
        ruling = pool.rule(question.scenario)
        if ruling.rerack is None or ruling.rerack.object_ball == "in_place" == \
                ruling.rerack.cue_ball:
            continue
        seen += 1
        choices = answer_choices(ruling, question.scenario, rng, count=5)
        wording = Wording(book, Messages(Lang.SV))
        right = wording.outcome(choices.outcomes[choices.correct])
        assert table.labels[f"cue_ball.{ruling.rerack.cue_ball}"]["sv"] in right
        assert table.labels[f"object_ball.{ruling.rerack.object_ball}"]["sv"] in right
        places = {o.rerack for o in choices.outcomes}
        assert len(places) > 1, qid
    assert seen >= 5
