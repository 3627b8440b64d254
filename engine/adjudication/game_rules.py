"""The parameters of each game, read from ``rules_data/games/<game>.yaml``.

The YAML holds the game's constants, each citing its rule; the engine holds the logic.
Derived tables (ball masks, foul sets) are worked out once here, so that a ruling
does not pay for them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, TypeVar

from engine.adjudication.model import CueBall, Game, Option, mask_of
from engine.book.fields import FileReader, describe
from engine.book.problems import DataError, Problem
from engine.book.yaml_source import read_yaml

E = TypeVar("E", bound=StrEnum)


class FirstBall(StrEnum):
    """Which object ball the cue ball must contact first (rule 6.2 as the game words it)."""

    ANY = "any"
    LOWEST = "lowest"
    GROUP = "group"


class Waiver(StrEnum):
    """What excuses a break from its rail requirement."""

    BALL_POCKETED = "ball_pocketed"
    CALLED_BALL_POCKETED = "called_ball_pocketed"


class BreakFailure(StrEnum):
    STANDARD_FOUL = "standard_foul"
    ILLEGAL_BREAK = "illegal_break"
    BREAKING_FOUL = "breaking_foul"


class Chooser(StrEnum):
    SHOOTER = "shooter"
    OPPONENT = "opponent"


class SafetyPocketed(StrEnum):
    """What becomes of object balls pocketed on a called safety."""

    STAY_DOWN = "stay_down"
    SPOTTED = "spotted"
    OPTIONS = "options"


class RespotWhen(StrEnum):
    FOUL = "foul"
    PUSH_OUT = "push_out"
    BREAK = "break"
    OFF_TABLE = "off_table"
    ILLEGALLY_POCKETED = "illegally_pocketed"
    SAFETY = "safety"
    NOT_CALLED = "not_called"
    BEFORE_LAST = "before_last"


class ThreeFoulPenalty(StrEnum):
    LOSS_OF_RACK = "loss_of_rack"
    POINTS = "points"


class LossCondition(StrEnum):
    FOUL_POCKETING_GAME_BALL = "foul_pocketing_game_ball"
    GAME_BALL_BEFORE_GROUP = "game_ball_before_group"
    GAME_BALL_UNCALLED_POCKET = "game_ball_uncalled_pocket"
    GAME_BALL_OFF_TABLE = "game_ball_off_table"


class BreakChoiceCase(StrEnum):
    GAME_BALL_POCKETED = "game_ball_pocketed"
    GAME_BALL_AND_SCRATCH = "game_ball_and_scratch"
    OBJECT_BALL_OFF_TABLE = "object_ball_off_table"
    OTHER_FOUL = "other_foul"


@dataclass(frozen=True, slots=True)
class ChoiceRule:
    by: Chooser
    options: tuple[Option, ...]
    rule: str


@dataclass(frozen=True, slots=True)
class BreakRules:
    cue_ball: CueBall
    first_contact: FirstBall
    min_object_balls_to_rail: int
    cue_ball_to_rail: bool
    waived_when: Waiver
    failure: BreakFailure
    failure_points: int
    failure_options: tuple[Option, ...]
    counts_toward_three_fouls: bool
    rule: str
    penalty_rule: str | None


@dataclass(frozen=True)
class GameRules:
    game: Game
    section: str
    object_balls: tuple[int, ...]
    balls_rule: str
    first_contact: FirstBall
    first_contact_rule: str
    call_required: bool
    call_rule: str
    continuing_rule: str
    break_rules: BreakRules
    standard_fouls: frozenset[str]
    foul_cue_ball: CueBall
    foul_cue_ball_after_break: CueBall
    foul_in_hand_kitchen_after: frozenset[str]
    foul_points: int
    standard_fouls_rule: str
    three_fouls: bool
    three_fouls_penalty: ThreeFoulPenalty
    three_fouls_points: int
    three_fouls_rerack: bool
    three_fouls_rule: str
    respot_balls: frozenset[int]
    respot_when: frozenset[RespotWhen]
    respot_rule: str
    next_rack_rule: str
    solids: frozenset[int] = frozenset()
    stripes: frozenset[int] = frozenset()
    groups_rule: str | None = None
    open_table_rule: str | None = None
    game_ball: int | None = None
    game_ball_requires_call: bool = False
    game_ball_requires_group_cleared: bool = False
    game_ball_requires_last_ball: bool = False
    game_ball_rule: str | None = None
    safety_pocketed: SafetyPocketed = SafetyPocketed.STAY_DOWN
    safety_options: tuple[Option, ...] = ()
    safety_rule: str | None = None
    illegal_pocket_options: tuple[Option, ...] = ()
    illegal_pocket_rule: str | None = None
    push_out: ChoiceRule | None = None
    push_out_rule: str | None = None
    break_choices: Mapping[BreakChoiceCase, ChoiceRule] = field(default_factory=dict)
    loss_conditions: frozenset[LossCondition] = frozenset()
    loss_rule: str | None = None
    serious_rule: str | None = None
    points_per_ball: int = 0
    scoring_rule: str | None = None
    rerack_balls_left: int | None = None
    rerack_rule: str | None = None
    rerack_table_rule: str | None = None
    # derived once, for the hot path
    all_mask: int = field(init=False, repr=False, compare=False)
    solids_mask: int = field(init=False, repr=False, compare=False)
    stripes_mask: int = field(init=False, repr=False, compare=False)
    respot_mask: int = field(init=False, repr=False, compare=False)
    game_ball_mask: int = field(init=False, repr=False, compare=False)
    cite_order: Mapping[str, tuple[int, int]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "all_mask", mask_of(self.object_balls))
        object.__setattr__(self, "solids_mask", mask_of(self.solids))
        object.__setattr__(self, "stripes_mask", mask_of(self.stripes))
        object.__setattr__(self, "respot_mask", mask_of(self.respot_balls))
        object.__setattr__(self, "game_ball_mask",
                           1 << self.game_ball if self.game_ball is not None else 0)
        ids = {*self.rule_ids(), "1.4", "6", "6.14", *(f"6.{n}" for n in range(1, 18))}
        object.__setattr__(self, "cite_order", {i: _rule_order(i) for i in ids})

    @property
    def fouls_counted_within_rack(self) -> bool:
        """6.14: in games scored by the rack (those where the third foul costs the rack) the
        three fouls must all be committed in one rack."""
        return self.three_fouls and self.three_fouls_penalty is ThreeFoulPenalty.LOSS_OF_RACK

    def rule_ids(self) -> tuple[str, ...]:
        """Every rule id this file cites, for checking that the book has them."""
        ids = [self.balls_rule, self.first_contact_rule, self.call_rule, self.continuing_rule,
               self.break_rules.rule, self.standard_fouls_rule, self.three_fouls_rule,
               self.respot_rule, self.next_rack_rule, *sorted(self.standard_fouls),
               self.groups_rule, self.open_table_rule, self.game_ball_rule, self.safety_rule,
               self.illegal_pocket_rule, self.push_out_rule, self.loss_rule, self.serious_rule,
               self.scoring_rule, self.rerack_rule, self.rerack_table_rule,
               self.break_rules.penalty_rule,
               *(c.rule for c in self.break_choices.values())]
        return tuple(dict.fromkeys(i for i in ids if i))


def _rule_order(rule_id: str) -> tuple[int, int]:
    section, _, number = rule_id.partition(".")
    return int(section), int(number) if number else 0


def default_games_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "rules_data" / "games"


def load_all_game_rules(games_dir: Path | None = None) -> dict[Game, GameRules]:
    """Every game's parameters; raise DataError listing every problem in every file."""
    games_dir = games_dir or default_games_dir()
    problems: list[Problem] = []
    out: dict[Game, GameRules] = {}
    for game in Game:
        path = games_dir / f"{game.value}.yaml"
        display = _display(path)
        if not path.exists():
            problems.append(Problem(display, 1, 1, "", "file not found: the rules engine needs "
                                    f"the parameters of {game.value}"))
            continue
        data, read_problems = read_yaml(path, display)
        problems.extend(read_problems)
        if data is None:
            continue
        reader = FileReader(display)
        reader.source_lines = path.read_text(encoding="utf-8").splitlines()
        rules = _GameFile(reader, game).load(data)
        problems.extend(reader.problems)
        if rules is not None and not reader.problems:
            out[game] = rules
    if problems:
        raise DataError(problems)
    return out


def _display(path: Path) -> str:
    parts = path.parts
    if "rules_data" in parts:
        return str(Path(*parts[parts.index("rules_data"):]))
    return str(path)


_TOP_KEYS = ("game", "section", "balls", "groups", "game_ball", "first_contact", "call_shot",
             "continuing_play", "safety", "illegally_pocketed", "push_out", "break",
             "break_choices", "standard_fouls", "three_fouls", "respot", "loss_of_rack",
             "scoring", "rerack", "next_rack")
_REQUIRED = ("game", "section", "balls", "first_contact", "call_shot", "continuing_play",
             "push_out", "break", "standard_fouls", "three_fouls", "respot", "next_rack")


class _GameFile:
    """Reads one game file, recording a positioned problem for every bad value."""

    def __init__(self, r: FileReader, game: Game) -> None:
        self.r = r
        self.game = game

    def load(self, data: Any) -> GameRules | None:
        r = self.r
        top = r.mapping(data, None, "(file)", data)
        if top is None:
            return None
        r.keys(top, "", _TOP_KEYS, required=_REQUIRED)
        if top.get("game") != self.game.value:
            r.report(top, "game", "game", f"expected {self.game.value!r} (the file name), got "
                     f"{describe(top.get('game'))}")
        section = r.rule_id(top, "section", "section") or ""
        g = self.group(top, "balls", ("object_balls", "rule"), ("object_balls", "rule"))
        balls = self.balls(g, "object_balls", "balls.object_balls")
        fc = self.group(top, "first_contact", ("ball", "open_table", "rule", "open_table_rule"),
                        ("ball", "rule"))
        call = self.group(top, "call_shot", ("required", "rule"), ("required", "rule"))
        cont = self.group(top, "continuing_play", ("rule",), ("rule",))
        po = self.group(top, "push_out", ("allowed", "options", "rule"), ("allowed", "rule"))
        br = self.group(top, "break", ("cue_ball", "first_contact", "min_object_balls_to_rail",
                                       "cue_ball_to_rail", "waived_when", "failure",
                                       "failure_points", "failure_options",
                                       "counts_toward_three_fouls", "penalty_rule", "rule"),
                        ("cue_ball", "first_contact", "min_object_balls_to_rail", "waived_when",
                         "failure", "rule"))
        sf = self.group(top, "standard_fouls", ("fouls", "cue_ball", "cue_ball_after_break",
                                                "cue_ball_in_hand_kitchen_after", "points",
                                                "rule"), ("fouls", "cue_ball", "rule"))
        tf = self.group(top, "three_fouls", ("applies", "penalty", "points", "rerack", "rule"),
                        ("applies", "rule"))
        rs = self.group(top, "respot", ("balls", "when", "rule"), ("balls", "when", "rule"))
        nr = self.group(top, "next_rack", ("break", "rule"), ("break", "rule"))
        if any(x is None for x in (g, fc, call, cont, po, br, sf, tf, rs, nr)):
            return None
        assert g is not None and fc is not None and call is not None and cont is not None
        assert po is not None and br is not None and sf is not None and tf is not None
        assert rs is not None and nr is not None
        break_rules = BreakRules(
            cue_ball=self.enum(br, "cue_ball", "break.cue_ball", CueBall, CueBall.IN_HAND_KITCHEN),
            first_contact=self.enum(br, "first_contact", "break.first_contact", FirstBall,
                                    FirstBall.ANY),
            min_object_balls_to_rail=self.integer(br, "min_object_balls_to_rail",
                                                  "break.min_object_balls_to_rail", 0),
            cue_ball_to_rail=r.boolean(br, "cue_ball_to_rail", "break.cue_ball_to_rail", False),
            waived_when=self.enum(br, "waived_when", "break.waived_when", Waiver,
                                  Waiver.BALL_POCKETED),
            failure=self.enum(br, "failure", "break.failure", BreakFailure,
                              BreakFailure.STANDARD_FOUL),
            failure_points=self.integer(br, "failure_points", "break.failure_points", 0,
                                        minimum=None),
            failure_options=self.options(br, "failure_options", "break.failure_options"),
            counts_toward_three_fouls=r.boolean(br, "counts_toward_three_fouls",
                                                "break.counts_toward_three_fouls", True),
            rule=self.rule(br, "break"),
            penalty_rule=self.rule(br, "break", "penalty_rule") if "penalty_rule" in br else None,
        )
        fouls = r.text_list(sf, "fouls", "standard_fouls.fouls")
        for i, f in enumerate(fouls):
            if not f.startswith("6.") or f in ("6.14", "6.17"):
                r.report(sf["fouls"], i, f"standard_fouls.fouls[{i}]",
                         f"expected a foul of section 6 other than 6.14 and 6.17, got {f!r}")
        in_hand_after = r.text_list(sf, "cue_ball_in_hand_kitchen_after",
                                    "standard_fouls.cue_ball_in_hand_kitchen_after")
        foul_cue = self.enum(sf, "cue_ball", "standard_fouls.cue_ball", CueBall,
                             CueBall.IN_HAND_TABLE)
        penalty = ThreeFoulPenalty.LOSS_OF_RACK
        if "penalty" in tf:
            penalty = self.enum(tf, "penalty", "three_fouls.penalty", ThreeFoulPenalty, penalty)
        respot_balls: frozenset[int]
        if rs.get("balls") == "all":
            respot_balls = frozenset(balls)
        else:
            respot_balls = frozenset(self.balls(rs, "balls", "respot.balls"))
        kwargs: dict[str, Any] = {}
        if "groups" in top:
            gr = self.group(top, "groups", ("solids", "stripes", "rule"),
                            ("solids", "stripes", "rule"))
            if gr is not None:
                kwargs.update(solids=frozenset(self.balls(gr, "solids", "groups.solids")),
                              stripes=frozenset(self.balls(gr, "stripes", "groups.stripes")),
                              groups_rule=self.rule(gr, "groups"))
        if "open_table_rule" in fc:
            kwargs["open_table_rule"] = self.rule(fc, "first_contact", "open_table_rule")
        if "game_ball" in top:
            gb = self.group(top, "game_ball", ("ball", "requires_call", "requires_group_cleared",
                                               "requires_last_ball", "rule"), ("ball", "rule"))
            if gb is not None:
                kwargs.update(
                    game_ball=self.integer(gb, "ball", "game_ball.ball", 1),
                    game_ball_requires_call=r.boolean(gb, "requires_call",
                                                      "game_ball.requires_call", False),
                    game_ball_requires_group_cleared=r.boolean(
                        gb, "requires_group_cleared", "game_ball.requires_group_cleared", False),
                    game_ball_requires_last_ball=r.boolean(
                        gb, "requires_last_ball", "game_ball.requires_last_ball", False),
                    game_ball_rule=self.rule(gb, "game_ball"))
        if "safety" in top:
            sa = self.group(top, "safety", ("pocketed", "options", "rule"), ("pocketed", "rule"))
            if sa is not None:
                kwargs.update(
                    safety_pocketed=self.enum(sa, "pocketed", "safety.pocketed", SafetyPocketed,
                                              SafetyPocketed.STAY_DOWN),
                    safety_options=self.options(sa, "options", "safety.options"),
                    safety_rule=self.rule(sa, "safety"))
        if "illegally_pocketed" in top:
            ip = self.group(top, "illegally_pocketed", ("options", "rule"), ("options", "rule"))
            if ip is not None:
                kwargs.update(illegal_pocket_options=self.options(ip, "options",
                                                                  "illegally_pocketed.options"),
                              illegal_pocket_rule=self.rule(ip, "illegally_pocketed"))
        kwargs["push_out_rule"] = self.rule(po, "push_out")
        if r.boolean(po, "allowed", "push_out.allowed", False):
            kwargs["push_out"] = ChoiceRule(Chooser.OPPONENT,
                                            self.options(po, "options", "push_out.options"),
                                            self.rule(po, "push_out"))
        if "break_choices" in top:
            kwargs["break_choices"] = self.break_choices(top)
        if "loss_of_rack" in top:
            lr = self.group(top, "loss_of_rack", ("conditions", "serious_rule", "rule"),
                            ("conditions", "rule"))
            if lr is not None:
                conds = r.text_list(lr, "conditions", "loss_of_rack.conditions")
                ok: list[LossCondition] = []
                for i, c in enumerate(conds):
                    try:
                        ok.append(LossCondition(c))
                    except ValueError:
                        r.report(lr["conditions"], i, f"loss_of_rack.conditions[{i}]",
                                 f"unknown condition {c!r} (expected one of: "
                                 f"{', '.join(x.value for x in LossCondition)})")
                kwargs.update(loss_conditions=frozenset(ok),
                              loss_rule=self.rule(lr, "loss_of_rack"),
                              serious_rule=(self.rule(lr, "loss_of_rack", "serious_rule")
                                            if "serious_rule" in lr else None))
        if "scoring" in top:
            sc = self.group(top, "scoring", ("per_ball", "rule"), ("per_ball", "rule"))
            if sc is not None:
                kwargs.update(points_per_ball=self.integer(sc, "per_ball", "scoring.per_ball", 1),
                              scoring_rule=self.rule(sc, "scoring"))
        if "rerack" in top:
            rr = self.group(top, "rerack", ("balls_left", "rule", "table_rule"),
                            ("balls_left", "rule", "table_rule"))
            if rr is not None:
                kwargs.update(rerack_balls_left=self.integer(rr, "balls_left",
                                                             "rerack.balls_left", 0),
                              rerack_rule=self.rule(rr, "rerack"),
                              rerack_table_rule=self.rule(rr, "rerack", "table_rule"))
        when: list[RespotWhen] = []
        raw_when = r.text_list(rs, "when", "respot.when")
        for i, w in enumerate(raw_when):
            try:
                when.append(RespotWhen(w))
            except ValueError:
                r.report(rs["when"], i, f"respot.when[{i}]", f"unknown case {w!r} (expected one "
                         f"of: {', '.join(x.value for x in RespotWhen)})")
        return GameRules(
            game=self.game,
            section=section,
            object_balls=tuple(balls),
            balls_rule=self.rule(g, "balls"),
            first_contact=self.enum(fc, "ball", "first_contact.ball", FirstBall, FirstBall.ANY),
            first_contact_rule=self.rule(fc, "first_contact"),
            call_required=r.boolean(call, "required", "call_shot.required", False),
            call_rule=self.rule(call, "call_shot"),
            continuing_rule=self.rule(cont, "continuing_play"),
            break_rules=break_rules,
            standard_fouls=frozenset(fouls),
            foul_cue_ball=foul_cue,
            foul_cue_ball_after_break=self.enum(sf, "cue_ball_after_break",
                                                "standard_fouls.cue_ball_after_break", CueBall,
                                                foul_cue),
            foul_in_hand_kitchen_after=frozenset(in_hand_after),
            foul_points=self.integer(sf, "points", "standard_fouls.points", 0, minimum=None),
            standard_fouls_rule=self.rule(sf, "standard_fouls"),
            three_fouls=r.boolean(tf, "applies", "three_fouls.applies", False),
            three_fouls_penalty=penalty,
            three_fouls_points=self.integer(tf, "points", "three_fouls.points", 0, minimum=None),
            three_fouls_rerack=r.boolean(tf, "rerack", "three_fouls.rerack", False),
            three_fouls_rule=self.rule(tf, "three_fouls"),
            respot_balls=respot_balls,
            respot_when=frozenset(when),
            respot_rule=self.rule(rs, "respot"),
            next_rack_rule=self.rule(nr, "next_rack"),
            **kwargs,
        )

    def group(self, top: dict[Any, Any], key: str, allowed: tuple[str, ...],
              required: tuple[str, ...]) -> dict[Any, Any] | None:
        if key not in top:
            return None
        node = self.r.mapping(top, key, key, top[key])
        if node is not None:
            self.r.keys(node, key, allowed, required=required)
        return node

    def rule(self, node: dict[Any, Any], path: str, key: str = "rule") -> str:
        return self.r.rule_id(node, key, f"{path}.{key}") or ""

    def integer(self, node: dict[Any, Any], key: str, path: str, default: int,
                minimum: int | None = 0) -> int:
        if key not in node:
            return default
        v = node[key]
        if isinstance(v, bool) or not isinstance(v, int):
            self.r.report(node, key, path, f"expected a whole number, got {describe(v)}")
            return default
        if minimum is not None and v < minimum:
            self.r.report(node, key, path, f"expected a number of at least {minimum}, got {v}")
            return default
        return int(v)

    def balls(self, node: dict[Any, Any] | None, key: str, path: str) -> list[int]:
        if node is None or key not in node:
            return []
        v = node[key]
        if not isinstance(v, list):
            self.r.report(node, key, path, f"expected a list of ball numbers, got {describe(v)}")
            return []
        out: list[int] = []
        for i, b in enumerate(v):
            if isinstance(b, bool) or not isinstance(b, int) or not 1 <= b <= 15:
                self.r.report(v, i, f"{path}[{i}]", f"expected a ball number 1–15, got "
                              f"{describe(b)}")
            else:
                out.append(int(b))
        return out

    def enum(self, node: dict[Any, Any], key: str, path: str, kind: type[E],
                         default: E) -> E:
        if key not in node:
            return default
        v = node[key]
        try:
            return kind(v)
        except ValueError:
            self.r.report(node, key, path, f"expected one of {', '.join(x.value for x in kind)}, "
                          f"got {describe(v)}")
            return default

    def options(self, node: dict[Any, Any], key: str, path: str) -> tuple[Option, ...]:
        out: list[Option] = []
        for i, o in enumerate(self.r.text_list(node, key, path)):
            try:
                out.append(Option(o))
            except ValueError:
                self.r.report(node[key], i, f"{path}[{i}]", f"unknown option {o!r} (expected one "
                              f"of: {', '.join(x.value for x in Option)})")
        return tuple(out)

    def break_choices(self, top: dict[Any, Any]) -> dict[BreakChoiceCase, ChoiceRule]:
        keys = (*(c.value for c in BreakChoiceCase), "rule")
        node = self.group(top, "break_choices", keys, keys)
        if node is None:
            return {}
        rule = self.rule(node, "break_choices")
        out: dict[BreakChoiceCase, ChoiceRule] = {}
        for case in BreakChoiceCase:
            sub = node.get(case.value)
            path = f"break_choices.{case.value}"
            m = self.r.mapping(node, case.value, path, sub) if sub is not None else None
            if m is None:
                continue
            self.r.keys(m, path, ("by", "options"), required=("by", "options"))
            out[case] = ChoiceRule(self.enum(m, "by", f"{path}.by", Chooser, Chooser.OPPONENT),
                                   self.options(m, "options", f"{path}.options"), rule)
        return out
