"""Scenario files: YAML written by people, read with positions so that every refusal says where.

A scenario that cannot happen at the table is refused, never ruled on: the problems name
the file, line, column and field (``engine.book.problems.Problem``).
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError

from engine.adjudication.game_rules import GameRules
from engine.adjudication.model import (
    PUSH_OUT,
    SAFETY,
    Call,
    CallKind,
    CueBall,
    CueBallPlace,
    FoulCode,
    Game,
    Group,
    LastBallPlace,
    Phase,
    Player,
    Pocket,
    Pocketed,
    RerackPlaces,
    Scenario,
    Shot,
    State,
)
from engine.adjudication.ruling import CONTRACT_FIELDS
from engine.book.fields import FileReader, describe
from engine.book.model import Position
from engine.book.problems import DataError, Problem
from engine.book.yaml_source import node_position, parse_yaml, round_trip_yaml

SCENARIO_KEYS = ("id", "game", "title", "description", "state", "shot", "expect")
STATE_KEYS = ("shooter", "on_table", "cue_ball", "phase", "groups", "consecutive_fouls",
              "warned", "score", "breaker", "points_to_win")
SHOT_KEYS = ("call", "first_contact", "pocketed", "off_table", "rail_after_contact",
             "object_balls_to_rail", "cue_ball_to_rail", "fouls", "rerack")
EXPECT_KEYS = (*CONTRACT_FIELDS, "phase", "on_table", "score", "warn", "loss_of_rack",
               "break_outcome", "rerack")
GAME_NAMES = {Game.EIGHT_BALL: "eight ball", Game.NINE_BALL: "nine ball",
              Game.TEN_BALL: "ten ball", Game.STRAIGHT_POOL: "14.1 continuous"}
_KITCHEN_FOULS = (FoulCode.BAD_CUE_BALL_PLACEMENT, FoulCode.BAD_PLAY_BEHIND_HEAD_STRING)


@dataclass(frozen=True)
class ScenarioEntry:
    """One scenario of a file, with what people wrote around it."""

    scenario: Scenario
    id: str | None
    title: Mapping[str, str]
    description: Mapping[str, str]
    expect: Mapping[str, Any] | None
    position: Position
    expect_positions: Mapping[str, Position] = field(default_factory=dict)


@dataclass(frozen=True)
class ScenarioFile:
    entries: tuple[ScenarioEntry, ...]
    listed: bool
    """The file holds a ``scenarios:`` list (so --json prints a list)."""


@dataclass(frozen=True)
class Override:
    """A ``--set path=value`` from the command line."""

    path: tuple[str, ...]
    text: str
    index: int
    """Which --set it was (1-based), for messages."""


def parse_override(spec: str, index: int) -> Override | Problem:
    where = f"--set #{index}"
    path, eq, value = spec.partition("=")
    if not eq or not path.strip():
        return Problem(where, 1, 1, "", f"expected path=value, such as shot.first_contact=5, "
                       f"got {spec!r}")
    parts = tuple(p for p in path.strip().split("."))
    if any(not p for p in parts):
        return Problem(where, 1, 1, path, "a path is field names joined by dots, such as "
                       "state.warned")
    return Override(parts, value, index)


class _Reader(FileReader):
    """A FileReader that knows which values came from --set, to point at those instead."""

    def __init__(self, file: str) -> None:
        super().__init__(file)
        self.origins: dict[int, Position] = {}

    def origin(self, node: Any) -> Position | None:
        return self.origins.get(id(node))

    def report(self, node: Any, key: Any, path: str, message: str, *, at_key: bool = False) -> None:
        pos = None
        if key is not None and isinstance(node, (dict, list)):
            try:
                pos = self.origin(node[key])
            except (KeyError, IndexError, TypeError):
                pos = None
            if pos is None:
                pos = self.origins.get(id(node) ^ hash(("key", key)))
        if pos is None:
            pos = self.origin(node)
        if pos is not None:
            self.problems.append(Problem(pos.file, pos.line, pos.column, path, message))
            return
        super().report(node, key, path, message, at_key=at_key)


def read_scenario_file(path: Path, display: str, games: Mapping[Game, GameRules],
                       overrides: Sequence[Override] = ()) -> ScenarioFile:
    """Every scenario of the file; raise DataError with every problem found."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise DataError([Problem(display, 1, 1, "", f"not UTF-8 text ({e.reason} at byte "
                                 f"{e.start})")]) from None
    except OSError as e:
        raise DataError([Problem(display, 1, 1, "", f"cannot read the file: "
                                 f"{e.strerror}")]) from None
    return parse_scenarios(text, display, games, overrides)


def parse_scenarios(text: str, display: str, games: Mapping[Game, GameRules],
                    overrides: Sequence[Override] = ()) -> ScenarioFile:
    data, problems = parse_yaml(text, display)
    if problems:
        raise DataError(problems)
    r = _Reader(display)
    r.source_lines = text.splitlines()
    if data is None:
        raise DataError([Problem(display, 1, 1, "", "the file is empty: expected a scenario "
                                 "or a scenarios: list")])
    if not isinstance(data, dict):
        raise DataError([Problem(display, *node_position(data), "", "expected a scenario (a "
                                 f"mapping) or a scenarios: list, got {describe(data)}")])
    items: list[tuple[Any, Any, str, Any]] = []
    if "scenarios" in data:
        r.keys(data, "", ("scenarios",))
        raw = data["scenarios"]
        if not isinstance(raw, list) or not raw:
            r.report(data, "scenarios", "scenarios", f"expected a non-empty list of scenarios, "
                     f"got {describe(raw)}")
            raw = []
        for i, item in enumerate(raw):
            items.append((raw, i, f"scenarios[{i}]", item))
    else:
        items.append((None, None, "", data))
    entries: list[ScenarioEntry] = []
    seen_ids: dict[str, Position] = {}
    for parent, key, path, node in items:
        m = r.mapping(parent, key, path or "(file)", node) if parent is not None else node
        if m is None:
            continue
        for o in overrides:
            _apply(r, m, o)
        entry = _ScenarioReader(r, path, games).read(m)
        if entry is None:
            continue
        if entry.id is not None:
            if entry.id in seen_ids:
                r.report(m, "id", _join(path, "id"), f"scenario id {entry.id!r} is already used "
                         f"at {seen_ids[entry.id]}")
            else:
                seen_ids[entry.id] = entry.position
        entries.append(entry)
    if r.problems:
        raise DataError(r.problems)
    return ScenarioFile(tuple(entries), "scenarios" in data)


def _what(raw: Any) -> str:
    return repr(str(raw)) if isinstance(raw, str) else describe(raw)


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _apply(r: _Reader, node: dict[Any, Any], o: Override) -> None:
    where = f"--set #{o.index}"
    try:
        value = round_trip_yaml().load(io.StringIO(f"v: {o.text}\n"))["v"] if o.text.strip() \
            else None
    except YAMLError as e:
        r.problems.append(Problem(where, 1, 1, ".".join(o.path),
                                  f"the value {o.text!r} is not YAML: {e}"))
        return
    origin = Position(where, 1, len(".".join(o.path)) + 2)
    target: Any = node
    for part in o.path[:-1]:
        if isinstance(target, list):
            if not part.isdigit() or int(part) >= len(target):
                r.problems.append(Problem(where, 1, 1, ".".join(o.path),
                                          f"{part!r} is not an item of this list"))
                return
            target = target[int(part)]
            continue
        if not isinstance(target, dict):
            r.problems.append(Problem(where, 1, 1, ".".join(o.path),
                                      f"cannot set a field inside {describe(target)}"))
            return
        if part not in target or target[part] is None:
            target[part] = CommentedMap()
            r.origins[id(target[part])] = origin
        target = target[part]
    last = o.path[-1]
    if isinstance(target, list):
        if not last.isdigit() or int(last) >= len(target):
            r.problems.append(Problem(where, 1, 1, ".".join(o.path),
                                      f"{last!r} is not an item of this list"))
            return
        target[int(last)] = value
    elif isinstance(target, dict):
        target[last] = value
        r.origins[id(target) ^ hash(("key", last))] = origin
    else:
        r.problems.append(Problem(where, 1, 1, ".".join(o.path),
                                  f"cannot set a field inside {describe(target)}"))
        return
    _mark(r, value, origin)


def _mark(r: _Reader, value: Any, origin: Position) -> None:
    if isinstance(value, (CommentedMap, CommentedSeq, dict, list)):
        r.origins[id(value)] = origin
        children = value.values() if isinstance(value, dict) else value
        for child in children:
            _mark(r, child, origin)


class _ScenarioReader:
    def __init__(self, r: _Reader, path: str, games: Mapping[Game, GameRules]) -> None:
        self.r = r
        self.path = path
        self.games = games

    def p(self, *parts: str) -> str:
        out = self.path
        for part in parts:
            if part.startswith("["):
                out += part
            else:
                out = f"{out}.{part}" if out else part
        return out

    # -- the scenario ------------------------------------------------------------

    def read(self, m: dict[Any, Any]) -> ScenarioEntry | None:
        r = self.r
        before = len(r.problems)
        r.keys(m, self.path, SCENARIO_KEYS, required=("game", "state", "shot"))
        sid = None
        if "id" in m:
            sid = r.text(m, "id", self.p("id"))
        title = self.localized(m, "title")
        description = self.localized(m, "description")
        game = self.game(m)
        if game is None or game not in self.games:
            return None
        rules = self.games[game]
        state_node = self.section(m, "state")
        shot_node = self.section(m, "shot")
        if state_node is None or shot_node is None:
            return None
        state = self.state(state_node, game, rules)
        if state is None:
            return None
        shot = self.shot(shot_node, game, rules, state)
        expect, expect_positions = self.expect(m)
        if shot is None or len(r.problems) > before:
            return None
        return ScenarioEntry(Scenario(game, state, shot), sid, title, description, expect,
                             r.position(m), expect_positions)

    def game(self, m: dict[Any, Any]) -> Game | None:
        if "game" not in m:
            return None
        raw = m["game"]
        try:
            return Game(raw)
        except ValueError:
            self.r.report(m, "game", self.p("game"), f"unknown game {_what(raw)} (expected "
                          f"one of: {', '.join(g.value for g in Game)})")
            return None

    def section(self, m: dict[Any, Any], key: str) -> dict[Any, Any] | None:
        if key not in m:
            return None
        value = m[key]
        if value is None:
            return CommentedMap()
        return self.r.mapping(m, key, self.p(key), value)

    def localized(self, m: dict[Any, Any], key: str) -> dict[str, str]:
        if key not in m:
            return {}
        return self.r.localized(m, key, self.p(key), required=("en",))

    # -- the state ---------------------------------------------------------------

    def state(self, s: dict[Any, Any], game: Game, rules: GameRules) -> State | None:
        r = self.r
        r.keys(s, self.p("state"), STATE_KEYS)
        before = len(r.problems)
        shooter = self.player(s, "shooter", self.p("state", "shooter"), Player.A)
        phase = self.enum(s, "phase", self.p("state", "phase"), Phase, Phase.PLAY)
        default_cue = CueBall.IN_HAND_KITCHEN if phase is Phase.BREAK else CueBall.IN_PLAY
        cue_ball = self.enum(s, "cue_ball", self.p("state", "cue_ball"), CueBall, default_cue)
        if phase is Phase.BREAK and cue_ball is not CueBall.IN_HAND_KITCHEN and "cue_ball" in s:
            r.report(s, "cue_ball", self.p("state", "cue_ball"),
                     f"on a break the cue ball is in hand behind the head string "
                     f"(in_hand_kitchen), got {describe(s['cue_ball'])}")
        full = frozenset(rules.object_balls)
        on_table = full
        if "on_table" in s:
            on_table = frozenset(self.ball_list(s, "on_table", self.p("state", "on_table"),
                                                game, rules, allow_cue=False))
            if phase is Phase.BREAK and on_table != full and len(r.problems) == before:
                gone = sorted(full - on_table)
                missing = ", ".join(str(b) for b in gone)
                what = f"ball {missing} is" if len(gone) == 1 else f"balls {missing} are"
                r.report(s, "on_table", self.p("state", "on_table"),
                         f"a break is played on the full rack, but {what} missing")
            elif (rules.game_ball is not None and rules.game_ball not in on_table
                  and len(r.problems) == before):
                # the game ball leaves the table only when the rack is decided; otherwise
                # it is spotted (2.6, 3.7, 9.9)
                r.report(s, "on_table", self.p("state", "on_table"),
                         f"the {rules.game_ball} ball is missing: it stays on the table until "
                         f"the rack is decided, and is spotted otherwise")
        groups = None
        if "groups" in s:
            groups = self.groups(s, game)
            if groups is not None and phase is Phase.BREAK:
                r.report(s, "groups", self.p("state", "groups"),
                         "groups cannot be chosen before the break: the table is open until "
                         "a called ball is pocketed after it (3.3(c), 3.4)", at_key=True)
                groups = None
        counts = self.per_player(s, "consecutive_fouls", (0, 0), minimum=0)
        if rules.three_fouls and "consecutive_fouls" in s:
            node = s["consecutive_fouls"]
            for who in Player:
                if isinstance(node, dict) and counts[who.seat] > 2:
                    r.report(node, who.value, self.p("state", "consecutive_fouls", who.value),
                             f"{counts[who.seat]} fouls in a row cannot be: the third foul "
                             f"is already a serious foul (6.14), so the count is at most 2")
        warned = r.boolean(s, "warned", self.p("state", "warned"), False)
        score = (0, 0)
        if "score" in s:
            if game is not Game.STRAIGHT_POOL:
                r.report(s, "score", self.p("state", "score"),
                         f"a score is kept only in straight_pool, not in {GAME_NAMES[game]}",
                         at_key=True)
            else:
                score = self.per_player(s, "score", (0, 0), minimum=None)
        breaker = None
        if "breaker" in s:
            breaker = self.player(s, "breaker", self.p("state", "breaker"), None)
        points_to_win = None
        if "points_to_win" in s:
            if game is not Game.STRAIGHT_POOL:
                r.report(s, "points_to_win", self.p("state", "points_to_win"),
                         f"points_to_win is only for straight_pool, not {GAME_NAMES[game]}",
                         at_key=True)
            else:
                points_to_win = self.integer(s, "points_to_win", self.p("state", "points_to_win"),
                                             minimum=1)
        if len(r.problems) > before or shooter is None:
            return None
        return State(shooter, on_table, cue_ball, phase, groups, counts, warned, score, breaker,
                     points_to_win)

    def groups(self, s: dict[Any, Any], game: Game) -> tuple[Group, Group] | None:
        r = self.r
        path = self.p("state", "groups")
        if game is not Game.EIGHT_BALL:
            r.report(s, "groups", path, f"groups are chosen only in eight ball, not in "
                     f"{GAME_NAMES[game]}", at_key=True)
            return None
        node = s["groups"]
        if node is None:
            return None
        m = r.mapping(s, "groups", path, node)
        if m is None:
            return None
        r.keys(m, path, ("A", "B"), required=("A", "B"))
        a = self.enum(m, "A", f"{path}.A", Group, None) if "A" in m else None
        b = self.enum(m, "B", f"{path}.B", Group, None) if "B" in m else None
        if a is None or b is None:
            return None
        if a is b:
            r.report(m, "B", f"{path}.B", f"both players cannot have {a.value}: once groups are "
                     f"chosen, one player has solids and the other stripes (3.4)")
            return None
        return (a, b)

    # -- the shot ----------------------------------------------------------------

    def shot(self, s: dict[Any, Any], game: Game, rules: GameRules,
             state: State) -> Shot | None:
        r = self.r
        r.keys(s, self.p("shot"), SHOT_KEYS)
        before = len(r.problems)
        on_table = state.on_table
        call = self.call(s, game, rules, state) if "call" in s else None
        first_contact: int | None = None
        if "first_contact" in s:
            fc = s["first_contact"]
            if fc is not None:
                first_contact = self.ball(s, "first_contact", self.p("shot", "first_contact"),
                                          game, rules, allow_cue=False)
                if first_contact is not None and first_contact not in on_table:
                    r.report(s, "first_contact", self.p("shot", "first_contact"),
                             f"ball {first_contact} is not on the table (state.on_table), so "
                             f"the cue ball cannot hit it")
                    first_contact = None
        elif state.phase is Phase.BREAK and on_table:
            first_contact = min(on_table)
        pocketed = self.pocketed(s, game, rules, on_table)
        off_table = tuple(self.ball_list(s, "off_table", self.p("shot", "off_table"), game,
                                         rules, allow_cue=True, must_be_on=on_table))
        both = {p.ball for p in pocketed} & set(off_table)
        for b in sorted(both):
            r.report(s, "off_table", self.p("shot", "off_table"),
                     f"ball {b} cannot be both pocketed and driven off the table")
        if ("first_contact" in s and s["first_contact"] is None
                and any(p.ball != 0 for p in pocketed)):
            r.report(s, "first_contact", self.p("shot", "first_contact"),
                     "the cue ball hit no ball (first_contact: null), yet an object ball was "
                     "pocketed")
        rail = r.boolean(s, "rail_after_contact", self.p("shot", "rail_after_contact"), False)
        n_rail = self.integer(s, "object_balls_to_rail", self.p("shot", "object_balls_to_rail"),
                              minimum=0) if "object_balls_to_rail" in s else 0
        if n_rail is not None and n_rail > len(on_table):
            r.report(s, "object_balls_to_rail", self.p("shot", "object_balls_to_rail"),
                     f"{n_rail} object balls cannot reach a cushion when only {len(on_table)} "
                     f"are on the table")
        cue_rail = r.boolean(s, "cue_ball_to_rail", self.p("shot", "cue_ball_to_rail"), False)
        fouls = self.fouls(s, state)
        rerack = None
        if "rerack" in s:
            rerack = self.rerack(s, game)
        if call is not None and call.kind is CallKind.BALL and call.pocket is not None:
            for i, p in enumerate(pocketed):
                if p.ball == call.ball and p.pocket is None:
                    r.report(s["pocketed"], i, self.p("shot", f"pocketed[{i}]"),
                             f"ball {p.ball} was called to {call.pocket.value}: say which "
                             f"pocket it went into (pocket: ...)")
        if len(r.problems) > before:
            return None
        return Shot(call, first_contact, pocketed, off_table, rail, n_rail or 0, cue_rail,
                    fouls, rerack)

    def call(self, s: dict[Any, Any], game: Game, rules: GameRules,
             state: State) -> Call | None:
        r = self.r
        path = self.p("shot", "call")
        raw = s["call"]
        if raw is None:
            return None
        if isinstance(raw, str):
            if raw == "safety":
                return SAFETY
            if raw == "push_out":
                if rules.push_out is None:
                    r.report(s, "call", path, f"there is no push out in {GAME_NAMES[game]}")
                    return None
                if state.phase is not Phase.AFTER_BREAK:
                    r.report(s, "call", path, "a push out is played only on the shot after "
                             "the break (state.phase: after_break)")
                    return None
                return PUSH_OUT
            r.report(s, "call", path, f"expected {{ball: N, pocket: P}}, safety or push_out, "
                     f"got {describe(raw)}")
            return None
        m = r.mapping(s, "call", path, raw)
        if m is None:
            return None
        r.keys(m, path, ("ball", "pocket"), required=("ball",))
        if "ball" not in m:
            return None
        ball = self.ball(m, "ball", f"{path}.ball", game, rules, allow_cue=False)
        if ball is None:
            return None
        if ball not in state.on_table:
            r.report(m, "ball", f"{path}.ball", f"ball {ball} is called, but it is not on the "
                     f"table (state.on_table)")
            return None
        pocket = None
        if "pocket" in m:
            pocket = self.enum(m, "pocket", f"{path}.pocket", Pocket, None)
            if pocket is None:
                return None
        return Call(CallKind.BALL, ball, pocket)

    def pocketed(self, s: dict[Any, Any], game: Game, rules: GameRules,
                 on_table: frozenset[int]) -> tuple[Pocketed, ...]:
        r = self.r
        if "pocketed" not in s or s["pocketed"] is None:
            return ()
        raw = s["pocketed"]
        path = self.p("shot", "pocketed")
        if not isinstance(raw, list):
            r.report(s, "pocketed", path, f"expected a list of {{ball: N, pocket: P}}, got "
                     f"{describe(raw)}")
            return ()
        out: list[Pocketed] = []
        seen: set[int] = set()
        for i, item in enumerate(raw):
            sub = f"{path}[{i}]"
            if isinstance(item, dict):
                r.keys(item, sub, ("ball", "pocket"), required=("ball",))
                if "ball" not in item:
                    continue
                ball = self.ball(item, "ball", f"{sub}.ball", game, rules, allow_cue=True)
                where: tuple[Any, Any, str] = (item, "ball", f"{sub}.ball")
                pocket = None
                if "pocket" in item:
                    pocket = self.enum(item, "pocket", f"{sub}.pocket", Pocket, None)
            else:
                ball = self.ball(raw, i, sub, game, rules, allow_cue=True)
                where = (raw, i, sub)
                pocket = None
            if ball is None:
                continue
            if ball in seen:
                r.report(*where, f"ball {ball} is listed twice")
                continue
            seen.add(ball)
            if ball != 0 and ball not in on_table:
                r.report(*where, f"ball {ball} was pocketed, but it was not on the table "
                         f"(state.on_table)")
                continue
            out.append(Pocketed(ball, pocket))
        return tuple(out)

    def fouls(self, s: dict[Any, Any], state: State) -> tuple[FoulCode, ...]:
        r = self.r
        if "fouls" not in s or s["fouls"] is None:
            return ()
        raw = s["fouls"]
        path = self.p("shot", "fouls")
        if not isinstance(raw, list):
            r.report(s, "fouls", path, f"expected a list of foul codes, got {describe(raw)}")
            return ()
        out: list[FoulCode] = []
        for i, item in enumerate(raw):
            try:
                code = FoulCode(item)
            except ValueError:
                r.report(raw, i, f"{path}[{i}]", f"unknown foul code {_what(item)} (expected "
                         f"one of: {', '.join(c.value for c in FoulCode)})")
                continue
            if code in out:
                r.report(raw, i, f"{path}[{i}]", f"foul code {code.value!r} is listed twice")
                continue
            if code in _KITCHEN_FOULS and state.cue_ball is not CueBall.IN_HAND_KITCHEN:
                r.report(raw, i, f"{path}[{i}]", f"{code.value} ({code.rule}) can only happen "
                         f"with the cue ball in hand behind the head string (state.cue_ball: "
                         f"in_hand_kitchen)")
                continue
            out.append(code)
        return tuple(out)

    def rerack(self, s: dict[Any, Any], game: Game) -> RerackPlaces | None:
        r = self.r
        path = self.p("shot", "rerack")
        if game is not Game.STRAIGHT_POOL:
            r.report(s, "rerack", path, f"re-racks with the 4.8 table are only for "
                     f"straight_pool, not {GAME_NAMES[game]}", at_key=True)
            return None
        m = r.mapping(s, "rerack", path, s["rerack"])
        if m is None:
            return None
        r.keys(m, path, ("last_ball", "cue_ball"))
        last = self.enum(m, "last_ball", f"{path}.last_ball", LastBallPlace,
                         LastBallPlace.ELSEWHERE)
        cue = self.enum(m, "cue_ball", f"{path}.cue_ball", CueBallPlace, CueBallPlace.ELSEWHERE)
        if last is None or cue is None:
            return None
        return RerackPlaces(last, cue)

    # -- expect ------------------------------------------------------------------

    def expect(self, m: dict[Any, Any]) -> tuple[dict[str, Any] | None, dict[str, Position]]:
        r = self.r
        if "expect" not in m:
            return None, {}
        path = self.p("expect")
        node = r.mapping(m, "expect", path, m["expect"])
        if node is None:
            return None, {}
        r.keys(node, path, EXPECT_KEYS)
        positions: dict[str, Position] = {}
        out: dict[str, Any] = {}
        for k, v in node.items():
            if k not in EXPECT_KEYS:
                continue
            line, col = _value_pos(node, k)
            positions[str(k)] = Position(r.file, line, col)
            out[str(k)] = _plain(v)
        return out, positions

    # -- values ------------------------------------------------------------------

    def ball(self, node: Any, key: Any, path: str, game: Game, rules: GameRules, *,
             allow_cue: bool) -> int | None:
        value = node[key]
        if isinstance(value, bool) or not isinstance(value, int):
            self.r.report(node, key, path, f"expected a ball number, got {describe(value)}")
            return None
        if value == 0 and allow_cue:
            return 0
        if value not in rules.object_balls:
            lo, hi = min(rules.object_balls), max(rules.object_balls)
            extra = " (0, the cue ball, is not allowed here)" if value == 0 else ""
            self.r.report(node, key, path, f"there is no ball {value} in {GAME_NAMES[game]}: "
                          f"its object balls are {lo}–{hi}{extra}")
            return None
        return int(value)

    def ball_list(self, node: dict[Any, Any], key: str, path: str, game: Game,
                  rules: GameRules, *, allow_cue: bool,
                  must_be_on: frozenset[int] | None = None) -> list[int]:
        if key not in node or node[key] is None:
            return []
        raw = node[key]
        if not isinstance(raw, list):
            self.r.report(node, key, path, f"expected a list of ball numbers, got "
                          f"{describe(raw)}")
            return []
        out: list[int] = []
        for i, _ in enumerate(raw):
            b = self.ball(raw, i, f"{path}[{i}]", game, rules, allow_cue=allow_cue)
            if b is None:
                continue
            if b in out:
                self.r.report(raw, i, f"{path}[{i}]", f"ball {b} is listed twice")
                continue
            if must_be_on is not None and b != 0 and b not in must_be_on:
                self.r.report(raw, i, f"{path}[{i}]", f"ball {b} was driven off the table, "
                              f"but it was not on the table (state.on_table)")
                continue
            out.append(b)
        return out

    def player(self, node: dict[Any, Any], key: str, path: str,
               default: Player | None) -> Player | None:
        if key not in node:
            return default
        raw = node[key]
        try:
            return Player(raw)
        except ValueError:
            self.r.report(node, key, path, f"expected A or B, got {describe(raw)}")
            return None

    def enum(self, node: dict[Any, Any], key: str, path: str, kind: Any, default: Any) -> Any:
        if key not in node:
            return default
        raw = node[key]
        try:
            return kind(raw)
        except ValueError:
            word = {Pocket: "pocket", Group: "group", Phase: "phase", CueBall: "cue ball state",
                    LastBallPlace: "place", CueBallPlace: "place"}.get(kind, "value")
            self.r.report(node, key, path, f"unknown {word} {_what(raw)} (expected one of: "
                          f"{', '.join(x.value for x in kind)})")
            return None

    def integer(self, node: dict[Any, Any], key: str, path: str,
                minimum: int | None) -> int | None:
        raw = node[key]
        if isinstance(raw, bool) or not isinstance(raw, int):
            self.r.report(node, key, path, f"expected a whole number, got {describe(raw)}")
            return None
        if minimum is not None and raw < minimum:
            what = "a count cannot be below zero" if minimum == 0 else f"at least {minimum}"
            self.r.report(node, key, path, f"{what}, got {raw}")
            return None
        return int(raw)

    def per_player(self, s: dict[Any, Any], key: str, default: tuple[int, int],
                   minimum: int | None) -> tuple[int, int]:
        if key not in s:
            return default
        path = self.p("state", key)
        m = self.r.mapping(s, key, path, s[key])
        if m is None:
            return default
        self.r.keys(m, path, ("A", "B"))
        values = [0, 0]
        for who in Player:
            if who.value in m:
                n = self.integer(m, who.value, f"{path}.{who.value}", minimum)
                if n is not None:
                    values[who.seat] = n
        return values[0], values[1]


def _value_pos(node: Any, key: Any) -> tuple[int, int]:
    try:
        line, col = node.lc.value(key)
        return line + 1, col + 1
    except (AttributeError, KeyError, TypeError):
        return node_position(node)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    return str(value)
