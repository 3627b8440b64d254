"""A question as practice and exam show it: the table, the facts before the shot, and what
happened in the shot, in the student's language."""

from __future__ import annotations

from collections.abc import Mapping

from textual.containers import VerticalScroll

from engine.book.model import Lang, RuleBook
from engine.quiz import Question, Wording
from tui.game_names import game_name
from tui.widgets.document import Document, Piece, bullet, text
from tui.widgets.ruling_view import MUTED, SUBHEADING
from tui.widgets.table_picture import CUE_MARK, FIRST_MARK, HEAD_STRING_MARK, TablePicture


def localized(texts: Mapping[str, str], lang: Lang) -> str:
    return str(texts.get(lang.value) or texts.get("en") or "")


def situation_pane(question: Question, wording: Wording) -> VerticalScroll:
    """The table before the shot, its facts one a line, and what the marks of the picture
    mean (last: on a small terminal the facts matter more)."""
    _ = wording._
    legend = [_("{mark} cue ball").format(mark=CUE_MARK),
              _("{mark} first ball hit").format(mark=FIRST_MARK),
              _("{mark} head string").format(mark=HEAD_STRING_MARK),
              _("Numbers beside a pocket: pocketed in the shot")]
    pane = VerticalScroll(
        TablePicture(question.scenario, id="table"),
        Document([bullet(line) for line in wording.situation(question.scenario)],
                 id="facts"),
        Document([text(line, MUTED) for line in legend], id="legend"),
        id="situation", classes="pane")
    pane.border_title = wording._("Situation")
    pane.can_focus = False
    return pane


def question_pieces(question: Question, book: RuleBook, wording: Wording,
                    heading: str) -> list[Piece]:
    """Heading, title, description and the shot; the caller adds the choices."""
    _ = wording._
    lang = wording.lang
    pieces = [text(f"{heading} · {game_name(book, question.game.value, lang)}", SUBHEADING)]
    title = localized(question.title, lang)
    if title:
        pieces.append(text(title, "bold"))
    description = localized(question.description, lang)
    if description:
        pieces.append(text(description))
    pieces.append(text(_("What happened"), SUBHEADING, space_before=True))
    pieces += [bullet(line) for line in wording.shot(question.scenario)]
    pieces.append(text(_("What is the ruling?"), SUBHEADING, space_before=True))
    return pieces


def question_document(question: Question, book: RuleBook, wording: Wording,
                      heading: str) -> Document:
    return Document(question_pieces(question, book, wording, heading), id="question-text")
