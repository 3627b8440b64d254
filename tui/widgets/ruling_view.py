"""The engine's ruling in words: what happens next, why, and the rules it rests on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.adjudication.explain import render_step
from engine.adjudication.ruling import Ruling
from engine.book.model import Lang, RerackTable, RuleBook
from engine.quiz import Wording, outcome_of
from tui.widgets.document import Piece, bullet, rule_text, text

if TYPE_CHECKING:
    from tui.app import StudyApp

SUBHEADING = "bold $text-accent"
MUTED = "$text-muted"


def cited_titles(book: RuleBook, ruling: Ruling, lang: Lang) -> str:
    """``3.9 Standard Fouls; 6.2 Wrong Ball First``: the rules a ruling cites, by name."""
    parts = []
    for rule_id in ruling.cites:
        rule = book.rule(rule_id)
        parts.append(f"{rule_id} {rule.title(lang)}" if rule else rule_id)
    return "; ".join(parts)


def ruling_pieces(ruling: Ruling, app: StudyApp, wording: Wording, table: RerackTable | None,
                  *, full_rules: bool, after_wrong_answer: bool = False) -> list[Piece]:
    """The ruling; with ``full_rules``, the text of every cited rule follows.
    ``after_wrong_answer``: the ruling follows the student's wrong answer, so it is
    labelled as the right one."""
    from tui.widgets.rule_pane import status_label

    _ = wording._
    book = app.book
    outcome = wording.outcome(outcome_of(ruling))
    if after_wrong_answer:
        outcome = _("Right answer: {answer}").format(answer=outcome)
    pieces = [text(outcome, "bold")]
    if ruling.explanation:
        pieces.append(text(_("Why"), SUBHEADING, space_before=True))
        pieces += [bullet(render_step(wording.m, step, table)) for step in ruling.explanation]
    pieces.append(text(_("Rules cited"), SUBHEADING, space_before=True))
    if not full_rules:
        pieces.append(text(cited_titles(book, ruling, wording.lang)))
        return pieces
    for rule_id in ruling.cites:
        rule = book.rule(rule_id)
        if rule is None:
            continue
        t = rule.get(wording.lang) or rule.english
        status, _css = status_label(rule, t.lang, app)
        pieces.append(text(status, MUTED, space_before=True))
        pieces.append(text(f"{rule.id} {t.title}", "bold"))
        if t.body:
            pieces.append(rule_text(t.body))
    return pieces
