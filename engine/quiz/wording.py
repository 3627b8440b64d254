"""Questions and answers in words, in the student's language.

Sentences come from the Babel catalogs; the names of things the rule book names (groups,
fouls, games) come from the rule book itself.
"""

from __future__ import annotations

from babel.lists import format_list

from engine.adjudication.explain import cue_ball_name, option_name
from engine.adjudication.model import (
    CallKind,
    CueBall,
    FoulCode,
    Game,
    Group,
    Phase,
    Player,
    Pocket,
    Scenario,
)
from engine.book.model import Lang, RuleBook
from engine.i18n import BABEL_LOCALE, N_, Messages
from engine.quiz.answers import Outcome
from engine.quiz.whatif import Change, ChangeKind

POCKET_WORDS = {
    Pocket.FOOT_LEFT: N_("left foot pocket"),
    Pocket.FOOT_RIGHT: N_("right foot pocket"),
    Pocket.SIDE_LEFT: N_("left side pocket"),
    Pocket.SIDE_RIGHT: N_("right side pocket"),
    Pocket.HEAD_LEFT: N_("left head pocket"),
    Pocket.HEAD_RIGHT: N_("right head pocket"),
}

class Wording:
    """Sentences about one scenario's world in one language."""

    def __init__(self, book: RuleBook, messages: Messages) -> None:
        self.book = book
        self.m = messages
        self._ = messages._

    @property
    def lang(self) -> Lang:
        return self.m.lang

    def either(self, items: list[str]) -> str:
        return format_list(items, style="or", locale=BABEL_LOCALE[self.lang])

    def both(self, items: list[str]) -> str:
        return format_list(items, style="standard", locale=BABEL_LOCALE[self.lang])

    def player(self, player: Player) -> str:
        return self._("Player {player}").format(player=player.value)

    def ball(self, ball: int) -> str:
        return self._("the cue ball") if ball == 0 else self._("the {ball}").format(ball=ball)

    def group(self, group: Group) -> str:
        for term in self.book.glossary:
            if term.id == group.value:
                form = term.languages.get(self.lang) or term.languages.get(Lang.EN)
                if form is not None:
                    return form.term
        return group.value

    def foul(self, code: FoulCode) -> str:
        rule = self.book.rule(code.rule)
        title = rule.title(self.lang) if rule is not None else code.value
        return f"{title} ({code.rule})"

    def signed(self, n: int) -> str:
        return f"+{self.m.number(n)}" if n > 0 else self.m.number(n)

    # -- the answer ------------------------------------------------------------------

    def outcome(self, o: Outcome) -> str:
        _ = self._
        parts = [_("Foul.") if o.foul else _("No foul.")]
        if o.winner is not None:
            parts.append(_("{player} wins the rack.").format(player=self.player(o.winner)))
        elif o.choice is not None:
            options = [option_name(self.m, opt) for opt in o.choice.options]
            parts.append(_("{player} chooses: {options}.").format(
                player=self.player(o.choice.by), options=self.either(options)))
        elif o.rerack is not None:
            parts.append(_("{player} shoots next.").format(player=self.player(o.next_shooter)))
            parts.append(self.rerack(*o.rerack))
        else:
            sentence = {
                CueBall.IN_PLAY: _("{player} shoots next, with the cue ball where it lies."),
                CueBall.IN_HAND_TABLE: _("{player} shoots next, with ball in hand anywhere "
                                         "on the table."),
                CueBall.IN_HAND_KITCHEN: _("{player} shoots next, with ball in hand behind "
                                           "the head string."),
            }[o.cue_ball]
            parts.append(sentence.format(player=self.player(o.next_shooter)))
        if o.points is not None:
            parts.append(_("Points for this shot: A {a}, B {b}.").format(
                a=self.signed(o.points[0]), b=self.signed(o.points[1])))
        return " ".join(parts)

    def rerack(self, object_ball: str, cue_ball: str) -> str:
        """A 14.1 re-rack in the words of the 4.8 table in the book."""
        if (object_ball, cue_ball) == ("in_place", "in_place"):
            return self._("The fourteen balls are re-racked; the others stay where they lie.")
        rule = self.book.rule("4.8")
        labels = rule.table.labels if rule is not None and rule.table is not None else {}

        def label(key: str) -> str:
            texts = labels.get(key, {})
            return texts.get(self.lang.value) or texts.get("en") or key

        return self._("Re-rack (4.8): {object_label}: {object_place}; {cue_label}: "
                      "{cue_place}.").format(
            object_label=label("label.object_ball"),
            object_place=label(f"object_ball.{object_ball}"),
            cue_label=label("label.cue_ball"), cue_place=label(f"cue_ball.{cue_ball}"))

    # -- the situation ---------------------------------------------------------------

    def situation(self, scenario: Scenario) -> list[str]:
        """The table before the shot, one fact a line."""
        _ = self._
        st = scenario.state
        lines = [_("{player} is shooting.").format(player=self.player(st.shooter)),
                 _("Cue ball: {where}").format(where=cue_ball_name(self.m, st.cue_ball))]
        if st.phase is Phase.BREAK:
            lines.append(_("This shot is the break."))
        elif st.phase is Phase.AFTER_BREAK:
            lines.append(_("This is the first shot after the break."))
        if scenario.game is Game.EIGHT_BALL and st.phase is not Phase.BREAK:
            if st.groups is None:
                lines.append(_("The table is open."))
            else:
                lines.append(_("Groups: A {a}, B {b}.").format(
                    a=self.group(st.groups[0]), b=self.group(st.groups[1])))
        if scenario.game is Game.STRAIGHT_POOL:
            lines.append(_("Score: A {a}, B {b}.").format(a=self.m.number(st.score[0]),
                                                        b=self.m.number(st.score[1])))
            if st.points_to_win is not None:
                lines.append(_("The game is to {n} points.").format(
                    n=self.m.number(st.points_to_win)))
        if any(st.consecutive_fouls):
            lines.append(_("Fouls in a row: A {a}, B {b}.").format(
                a=self.m.number(st.consecutive_fouls[0]),
                b=self.m.number(st.consecutive_fouls[1])))
        if st.warned:
            lines.append(_("{player} has been warned: on two fouls.").format(
                player=self.player(st.shooter)))
        return lines

    def shot(self, scenario: Scenario) -> list[str]:
        """What happened in the shot, in order."""
        _ = self._
        st, sh = scenario.state, scenario.shot
        who = self.player(st.shooter)
        lines: list[str] = []
        call = sh.call
        if call is not None and call.kind is CallKind.SAFETY:
            lines.append(_("{player} calls a safety.").format(player=who))
        elif call is not None and call.kind is CallKind.PUSH_OUT:
            lines.append(_("{player} announces a push out.").format(player=who))
        elif call is not None and call.ball is not None:
            if call.pocket is not None:
                lines.append(_("{player} calls {ball} in the {pocket}.").format(
                    player=who, ball=self.ball(call.ball), pocket=_(POCKET_WORDS[call.pocket])))
            else:
                lines.append(_("{player} calls {ball}.").format(player=who,
                                                                ball=self.ball(call.ball)))
        elif st.phase is Phase.BREAK:
            lines.append(_("{player} breaks.").format(player=who))
        if sh.first_contact is None:
            lines.append(_("The cue ball hits no object ball."))
        else:
            lines.append(_("The cue ball hits {ball} first.").format(
                ball=self.ball(sh.first_contact)))
        if sh.pocketed:
            items = []
            for p in sh.pocketed:
                if p.pocket is not None:
                    items.append(_("{ball} in the {pocket}").format(
                        ball=self.ball(p.ball), pocket=_(POCKET_WORDS[p.pocket])))
                else:
                    items.append(self.ball(p.ball))
            lines.append(_("Pocketed: {balls}.").format(balls=self.both(items)))
        else:
            lines.append(_("No ball is pocketed."))
        if sh.off_table:
            lines.append(_("Driven off the table: {balls}.").format(
                balls=self.both([self.ball(b) for b in sh.off_table])))
        if st.phase is Phase.BREAK:
            lines.append(self.m.ngettext("{n} object ball reaches a rail.",
                                         "{n} object balls reach a rail.",
                                         sh.object_balls_to_rail).format(
                n=self.m.number(sh.object_balls_to_rail)))
            if scenario.game is Game.STRAIGHT_POOL:
                lines.append(_("The cue ball reaches a rail.") if sh.cue_ball_to_rail
                             else _("The cue ball does not reach a rail."))
        elif sh.first_contact is not None and not sh.pocketed:
            lines.append(_("A ball reaches a rail after the contact.") if sh.rail_after_contact
                         else _("No ball reaches a rail after the contact."))
        if sh.fouls:
            lines.append(_("The referee also sees: {fouls}.").format(
                fouls=self.both([self.foul(f) for f in sh.fouls])))
        return lines

    # -- what if ---------------------------------------------------------------------

    def change(self, change: Change) -> str:
        _ = self._
        if change.kind is ChangeKind.FIRST_CONTACT:
            if change.ball is None:
                return _("What if the cue ball had hit no ball?")
            return _("What if the cue ball had hit {ball} first?").format(
                ball=self.ball(change.ball))
        if change.kind is ChangeKind.POCKET and change.ball is not None:
            return _("What if {ball} had been pocketed too?").format(ball=self.ball(change.ball))
        if change.kind is ChangeKind.UNPOCKET and change.ball is not None:
            return _("What if {ball} had not been pocketed?").format(
                ball=self.ball(change.ball))
        if change.kind is ChangeKind.FOUL and change.foul is not None:
            return _("What if the referee had also seen: {foul}?").format(
                foul=self.foul(change.foul))
        if change.kind is ChangeKind.NO_FOUL and change.foul is not None:
            return _("What if there had been no {foul}?").format(foul=self.foul(change.foul))
        return change.kind.value
