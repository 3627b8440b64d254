"""A ruling in words: its explanation steps and summary in English, Swedish or Thai.

The engine's steps carry only a key and parameters; every sentence is written here with
``_()`` or ``ngettext()`` so that tools/catalogs.py extracts it for translation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.adjudication.model import CueBall, Game, Group, Option
from engine.adjudication.ruling import Param, Ruling, Step
from engine.book.model import Lang, RerackTable, Rule, RuleBook
from engine.i18n import Messages

Render = Callable[[Messages, dict[str, Param]], str]


def _s(p: dict[str, Param], name: str) -> str:
    return str(p.get(name, ""))


def _n(p: dict[str, Param], name: str) -> int:
    v = p.get(name, 0)
    return v if isinstance(v, int) else int(str(v))


def game_name(m: Messages, game: str) -> str:
    names = {
        Game.EIGHT_BALL.value: m._("eight ball"),
        Game.NINE_BALL.value: m._("nine ball"),
        Game.TEN_BALL.value: m._("ten ball"),
        Game.STRAIGHT_POOL.value: m._("14.1 continuous"),
    }
    return names.get(game, game)


def group_name(m: Messages, group: str) -> str:
    return {Group.SOLIDS.value: m._("solids"), Group.STRIPES.value: m._("stripes")}.get(group,
                                                                                      group)


def option_name(m: Messages, option: Option) -> str:
    names = {
        Option.ACCEPT_TABLE: m._("play the table as it lies"),
        Option.RETURN_SHOT: m._("make the other player shoot again from this position"),
        Option.RERACK_SELF_BREAK: m._("re-rack and break"),
        Option.RERACK_OPPONENT_BREAK: m._("re-rack and have the other player break again"),
        Option.SPOT_EIGHT: m._("spot the 8 and keep shooting"),
        Option.REBREAK: m._("break again"),
        Option.SPOT_EIGHT_IN_HAND_KITCHEN: m._(
            "spot the 8 and shoot with the cue ball in hand behind the head string"),
        Option.IN_HAND_KITCHEN: m._("take the cue ball in hand behind the head string"),
    }
    return names[option]


def cue_ball_name(m: Messages, cue: CueBall) -> str:
    names = {
        CueBall.IN_PLAY: m._("in play, where it lies"),
        CueBall.IN_HAND_TABLE: m._("in hand, anywhere on the table"),
        CueBall.IN_HAND_KITCHEN: m._("in hand, behind the head string"),
    }
    return names[cue]


_MESSAGES: dict[str, Render] = {
    "not_a_foul_in_game": lambda m, p: m._(
        "{rule} is not among the fouls of {game}, so it is not penalized.").format(
        rule=_s(p, "rule"), game=game_name(m, _s(p, "game"))),
    "cue_ball_scratch": lambda m, p: m._("The cue ball was pocketed: a foul."),
    "cue_ball_off_table": lambda m, p: m._("The cue ball was driven off the table: a foul."),
    "no_contact": lambda m, p: m._("The cue ball hit no object ball: a foul."),
    "no_rail_after_contact": lambda m, p: m._(
        "No ball was pocketed and no ball reached a cushion after the cue ball hit an object "
        "ball: a foul."),
    "object_ball_off_table": lambda m, p: m._(
        "An object ball was driven off the table ({balls}): a foul.").format(
        balls=_s(p, "balls")),
    "foul_no_foot_on_floor": lambda m, p: m._(
        "The shooter had no foot on the floor when he struck the cue ball: a foul."),
    "foul_touched_ball": lambda m, p: m._("A ball was touched other than by the shot: a foul."),
    "foul_double_hit": lambda m, p: m._("The cue tip struck the cue ball twice: a foul."),
    "foul_push_shot": lambda m, p: m._(
        "The cue tip stayed on the cue ball longer than in a normal shot (a push shot): "
        "a foul."),
    "foul_balls_still_moving": lambda m, p: m._(
        "The shot began while a ball was still moving: a foul."),
    "foul_bad_cue_ball_placement": lambda m, p: m._(
        "The cue ball was played from on or in front of the head string: a foul."),
    "foul_bad_play_behind_head_string": lambda m, p: m._(
        "With the cue ball in hand behind the head string, it did not cross the head string "
        "before hitting a ball behind it: a foul."),
    "foul_cue_on_table": lambda m, p: m._(
        "The shooter laid his cue on the table to line up the shot: a foul."),
    "foul_out_of_turn": lambda m, p: m._("The player shot out of turn: a foul."),
    "foul_slow_play": lambda m, p: m._("The shooter ran out of time (slow play): a foul."),
    "foul_rack_template": lambda m, p: m._("A ball touched the rack template: a foul."),
    "third_foul": lambda m, p: m._(
        "This is {player}'s third foul in a row after a warning: a serious foul.").format(
        player=_s(p, "player")),
    "third_foul_not_warned": lambda m, p: m._(
        "{player} was not warned of being on two fouls, so this foul counts only as the "
        "second.").format(player=_s(p, "player")),
    "fouls_of_previous_rack": lambda m, p: m._(
        "Fouls from the previous rack do not count: the three fouls must be committed in a "
        "single rack."),
    "warn_two_fouls": lambda m, p: m._(
        "{player} comes to the table on two fouls and must be warned.").format(
        player=_s(p, "player")),
    "spotted_foul": lambda m, p: m._("Spotted because it was pocketed on a foul: {balls}.").format(
        balls=_s(p, "balls")),
    "spotted_push_out": lambda m, p: m._(
        "Spotted because it was pocketed on a push out: {balls}.").format(balls=_s(p, "balls")),
    "spotted_break": lambda m, p: m._("Spotted after the break: {balls}.").format(
        balls=_s(p, "balls")),
    "spotted_off_table": lambda m, p: m._(
        "Spotted because it was driven off the table: {balls}.").format(balls=_s(p, "balls")),
    "spotted_illegally_pocketed": lambda m, p: m._(
        "Spotted because it was not pocketed legally: {balls}.").format(balls=_s(p, "balls")),
    "spotted_safety": lambda m, p: m._(
        "Spotted because it was pocketed on a safety: {balls}.").format(balls=_s(p, "balls")),
    "spotted_not_called": lambda m, p: m._(
        "Spotted because it was not the called ball: {balls}.").format(balls=_s(p, "balls")),
    "spotted_before_last": lambda m, p: m._(
        "Spotted because it was pocketed before it was the last ball on the table: "
        "{balls}.").format(balls=_s(p, "balls")),
    "cue_ball_stays": lambda m, p: m._("The cue ball stays where it lies."),
    "ball_in_hand_in_hand_table": lambda m, p: m._(
        "{player} has the cue ball in hand anywhere on the table.").format(
        player=_s(p, "player")),
    "ball_in_hand_in_hand_kitchen": lambda m, p: m._(
        "{player} has the cue ball in hand behind the head string.").format(
        player=_s(p, "player")),
    "push_out_legal": lambda m, p: m._(
        "A legal push out: the cue ball need not hit any ball or cushion."),
    "push_out_balls_stay_down": lambda m, p: m._(
        "Balls pocketed on a push out stay down, except the game ball."),
    "push_out_choice": lambda m, p: m._(
        "{player} may play the table as it lies or hand the shot back.").format(
        player=_s(p, "player")),
    "push_out_foul": lambda m, p: m._(
        "A push out is exempt only from the wrong-ball and rail rules; this one fouled."),
    "push_out_available": lambda m, p: m._(
        "{player} plays the first shot after the break and may push out.").format(
        player=_s(p, "player")),
    "break_ball_pocketed": lambda m, p: m._(
        "A ball was pocketed on the break, so no rail count is needed."),
    "break_called_ball_pocketed": lambda m, p: m._(
        "The called ball was pocketed on the break, so no rail count is needed."),
    "break_rails_met": lambda m, p: m.ngettext(
        "{n} object ball reached a cushion; the break needs {need}.",
        "{n} object balls reached a cushion; the break needs {need}.", _n(p, "n")).format(
        n=_n(p, "n"), need=_n(p, "need")),
    "break_rails_short": lambda m, p: m.ngettext(
        "Only {n} object ball reached a cushion; the break needs {need}.",
        "Only {n} object balls reached a cushion; the break needs {need}.", _n(p, "n")).format(
        n=_n(p, "n"), need=_n(p, "need")),
    "break_cue_ball_no_rail": lambda m, p: m._(
        "The cue ball did not reach a cushion, as the opening break requires."),
    "next_rack_alternate": lambda m, p: m._(
        "The players break in turn: {player} breaks the next rack.").format(
        player=_s(p, "player")),
    "next_rack_unknown_breaker": lambda m, p: m._(
        "The scenario does not say who broke this rack, so {player}, the winner, is shown "
        "breaking the next one.").format(player=_s(p, "player")),
    "rack_winner": lambda m, p: m._("{player} wins the rack.").format(player=_s(p, "player")),
    "wrong_ball_lowest": lambda m, p: m._(
        "The cue ball hit the {ball} first, but the lowest ball on the table was the "
        "{lowest}: a foul.").format(ball=_s(p, "ball"), lowest=_s(p, "lowest")),
    "game_ball_wins": lambda m, p: m._(
        "{player} pocketed the {ball} legally and wins the rack.").format(
        player=_s(p, "player"), ball=_s(p, "ball")),
    "continue_after_pocketing": lambda m, p: m._(
        "{player} pocketed a ball legally and stays at the table.").format(
        player=_s(p, "player")),
    "turn_passes": lambda m, p: m._("No ball was pocketed legally: {player} comes to the "
                                    "table.").format(player=_s(p, "player")),
    "safety_called": lambda m, p: m._("The shooter called a safety, so his inning ends."),
    "safety_pocketed_choice": lambda m, p: m._(
        "A ball was pocketed on the safety: {player} may play the table as it lies or hand the "
        "shot back.").format(player=_s(p, "player")),
    "called_ball_pocketed": lambda m, p: m._(
        "The called ball, the {ball}, went into the called pocket.").format(ball=_s(p, "ball")),
    "called_ball_wrong_pocket": lambda m, p: m._(
        "The called ball, the {ball}, went into another pocket than the one called.").format(
        ball=_s(p, "ball")),
    "called_ball_missed_other_pocketed": lambda m, p: m._(
        "The called ball was not pocketed, but another ball was."),
    "nothing_called_ball_pocketed": lambda m, p: m._(
        "A ball was pocketed without being called."),
    "illegally_pocketed_choice": lambda m, p: m._(
        "The ball was pocketed illegally: {player} may play the table as it lies or hand the "
        "shot back.").format(player=_s(p, "player")),
    "wrong_ball_open_table_eight": lambda m, p: m._(
        "On an open table any ball but the 8 may be hit first; the cue ball hit the 8 first: "
        "a foul."),
    "wrong_ball_eight_only": lambda m, p: m._(
        "The shooter's group is cleared, so the 8 must be hit first, but the cue ball hit the "
        "{ball}: a foul.").format(ball=_s(p, "ball")),
    "wrong_ball_group": lambda m, p: m._(
        "The cue ball hit the {ball} first, but the shooter's group is {group}: a foul.").format(
        ball=_s(p, "ball"), group=group_name(m, _s(p, "group"))),
    "pocketed_balls_stay_down": lambda m, p: m._(
        "Object balls pocketed on this shot stay pocketed."),
    "group_chosen": lambda m, p: m._(
        "{player} pocketed a called ball from an open table and now plays the {group}.").format(
        player=_s(p, "player"), group=group_name(m, _s(p, "group"))),
    "called_ball_not_own_group": lambda m, p: m._(
        "The {ball} is not one of the shooter's balls, so pocketing it does not continue the "
        "inning.").format(ball=_s(p, "ball")),
    "called_ball_not_pocketed": lambda m, p: m._(
        "The called ball did not go into the called pocket."),
    "table_stays_open": lambda m, p: m._("The table stays open."),
    "loss_eight_off_table": lambda m, p: m._(
        "The 8 was driven off the table: the shooter loses the rack."),
    "loss_foul_pocketing_eight": lambda m, p: m._(
        "The shooter fouled on the shot that pocketed the 8: he loses the rack."),
    "loss_eight_before_group": lambda m, p: m._(
        "The 8 was pocketed before the shooter had cleared his group: he loses the rack."),
    "loss_eight_open_table": lambda m, p: m._(
        "The 8 was pocketed while the table was still open: the shooter loses the rack."),
    "loss_eight_uncalled_pocket": lambda m, p: m._(
        "The 8 went into a pocket that was not called for it: the shooter loses the rack."),
    "illegal_break": lambda m, p: m._(
        "An illegal break: {player} chooses to play the table as it lies, re-rack and break, "
        "or have the breaker break again.").format(player=_s(p, "player")),
    "break_eight_pocketed": lambda m, p: m._(
        "The 8 was pocketed on a legal break: {player} may have it spotted and keep shooting, "
        "or break again.").format(player=_s(p, "player")),
    "table_open_after_break": lambda m, p: m._("The table is open after the break."),
    "break_eight_and_scratch": lambda m, p: m._(
        "The breaker pocketed the 8 and scratched: {player} may spot the 8 and take the cue "
        "ball in hand behind the head string, or re-rack and break.").format(
        player=_s(p, "player")),
    "break_balls_stay_off": lambda m, p: m._(
        "Object balls driven off the table on the break stay out of play, except the 8."),
    "break_foul_choice": lambda m, p: m._(
        "After the foul on the break, {player} may play the table as it lies or take the cue "
        "ball in hand behind the head string.").format(player=_s(p, "player")),
    "rerack_fourteen": lambda m, p: m.ngettext(
        "The fourteenth ball of the rack is down: {n} ball is racked again.",
        "The fourteenth ball of the rack is down: {n} balls are racked again.",
        _n(p, "n")).format(n=_n(p, "n")),
    "rerack_table": lambda m, p: m._(
        "Re-rack by the table of 4.8: {row}, {column}. Object ball: {object_ball}; cue ball: "
        "{cue_ball}.").format(row=_s(p, "row"), column=_s(p, "column"),
                              object_ball=_s(p, "object_ball"), cue_ball=_s(p, "cue_ball")),
    "breaking_foul": lambda m, p: m.ngettext(
        "A breaking foul: {player} loses {points} point.",
        "A breaking foul: {player} loses {points} points.", abs(_n(p, "points"))).format(
        player=_s(p, "player"), points=abs(_n(p, "points"))),
    "breaking_foul_absorbs_standard": lambda m, p: m._(
        "A standard foul on the same shot is treated as part of the breaking foul."),
    "breaking_foul_choice": lambda m, p: m._(
        "{player} may accept the table as it lies or make the breaker break again.").format(
        player=_s(p, "player")),
    "foul_points": lambda m, p: m.ngettext(
        "{player} loses {points} point for the foul.",
        "{player} loses {points} points for the foul.", abs(_n(p, "points"))).format(
        player=_s(p, "player"), points=abs(_n(p, "points"))),
    "third_foul_points": lambda m, p: m.ngettext(
        "For the third foul in a row {player} loses a further {points} point.",
        "For the third foul in a row {player} loses a further {points} points.",
        abs(_n(p, "points"))).format(player=_s(p, "player"), points=abs(_n(p, "points"))),
    "third_foul_rerack": lambda m, p: m._(
        "All fifteen balls are racked again and {player} must break as at the opening "
        "break.").format(player=_s(p, "player")),
    "points_scored": lambda m, p: m.ngettext(
        "{player} scores {n} point.", "{player} scores {n} points.", _n(p, "n")).format(
        player=_s(p, "player"), n=_n(p, "n")),
    "points_to_win_reached": lambda m, p: m._(
        "{player} has reached {points} points and wins the game.").format(
        player=_s(p, "player"), points=_s(p, "points")),
}


def render_step(m: Messages, step: Step, table: RerackTable | None = None) -> str:
    params = dict(step.params)
    if table is not None and step.key == "rerack_table":
        for name, prefix in (("row", "row"), ("column", "column"),
                             ("object_ball", "object_ball"), ("cue_ball", "cue_ball")):
            labels = table.labels.get(f"{prefix}.{params.get(name)}")
            if labels:
                params[name] = labels.get(m.lang.value) or labels.get("en") or str(params[name])
    render = _MESSAGES.get(step.key)
    if render is None:
        return step.key
    return render(m, params)


def message_keys() -> frozenset[str]:
    return frozenset(_MESSAGES)


@dataclass(frozen=True)
class CitedRule:
    id: str
    title: str
    translated: bool
    rule: Rule | None


def cited_rules(book: RuleBook, ruling: Ruling, lang: Lang) -> list[CitedRule]:
    out: list[CitedRule] = []
    for rid in ruling.cites:
        rule = book.rule(rid)
        if rule is None:
            out.append(CitedRule(rid, "?", False, None))
            continue
        t = rule.get(lang)
        out.append(CitedRule(rid, (t or rule.english).title, t is not None, rule))
    return out


def summary_lines(m: Messages, ruling: Ruling, book: RuleBook) -> list[str]:
    """The ruling's fields in words, one per line."""
    lines: list[str] = []
    if ruling.foul:
        titles = []
        for f in ruling.fouls:
            rule = book.rule(f)
            titles.append(f"{f} {rule.title(m.lang)}" if rule else f)
        lines.append(m._("Foul: yes ({fouls})").format(fouls="; ".join(titles)))
    else:
        lines.append(m._("Foul: no"))
    if ruling.winner is not None:
        lines.append(m._("Winner of the rack: {player}").format(player=ruling.winner))
    if ruling.choice is not None:
        lines.append(m._("{player} chooses one of:").format(player=ruling.choice.by))
        for o in ruling.choice.options:
            lines.append(f"  - {option_name(m, o)} ({o.value})")
    else:
        lines.append(m._("Next to shoot: {player}").format(player=ruling.next_shooter))
    lines.append(m._("Cue ball: {where}").format(where=cue_ball_name(m, ruling.cue_ball)))
    if ruling.respotted:
        lines.append(m._("Balls put back on the table: {balls}").format(
            balls=", ".join(str(b) for b in ruling.respotted)))
    if ruling.game is Game.EIGHT_BALL:
        if ruling.groups is None:
            lines.append(m._("Groups: the table is open"))
        else:
            lines.append(m._("Groups: A {a}, B {b}").format(
                a=group_name(m, ruling.groups[0].value), b=group_name(m, ruling.groups[1].value)))
    if ruling.score is not None:
        lines.append(m._("Points on this shot: A {a:+d}, B {b:+d}").format(
            a=ruling.points[0], b=ruling.points[1]))
        lines.append(m._("Score: A {a}, B {b}").format(a=ruling.score[0], b=ruling.score[1]))
    lines.append(m._("Fouls in a row: A {a}, B {b}").format(
        a=ruling.consecutive_fouls[0], b=ruling.consecutive_fouls[1]))
    return lines
