"""Asks before an exam is finished early: one stray key must not end an exam with
questions still unanswered (they count as wrong)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button

from engine.i18n import N_
from tui.exam_session import ExamSession
from tui.widgets.document import Document, text
from tui.widgets.ruling_view import SUBHEADING

if TYPE_CHECKING:
    from tui.app import StudyApp


class FinishExamDialog(ModalScreen[bool]):
    """True when the student chose to finish the exam now."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "keep_going", N_("Keep going")),
        Binding("left", "app.focus_previous", N_("Focus Previous"), show=False),
        Binding("right", "app.focus_next", N_("Focus Next"), show=False),
    ]

    def __init__(self, session: ExamSession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        study = cast("StudyApp", self.app)
        m = study.messages
        left = self.session.unanswered
        with Vertical(id="finish-dialog"):
            yield Document([
                text(m._("Finish the exam now?"), SUBHEADING),
                text(m.ngettext("{n} question is not answered yet; it counts as wrong.",
                                "{n} questions are not answered yet; they count as wrong.",
                                left).format(n=m.number(left)), space_before=True),
            ], id="finish-question")
            with Horizontal(id="finish-buttons"):
                yield Button(m._("Keep going"), id="keep-going", variant="primary")
                yield Button(m._("Finish the exam"), id="finish", variant="error")

    def on_mount(self) -> None:
        # the safe choice has the focus: Enter, which answers in the exam, keeps going
        self.query_one("#keep-going", Button).focus()

    def follow_language(self) -> None:
        self.refresh(recompose=True)
        self.call_after_refresh(self.on_mount)

    @on(Button.Pressed, "#finish")
    def _finish(self) -> None:
        self.dismiss(True)

    @on(Button.Pressed, "#keep-going")
    def _keep_going(self) -> None:
        self.dismiss(False)

    def action_keep_going(self) -> None:
        self.dismiss(False)
