"""Practice: one question at a time, due questions first (FSRS), with the ruling, the
rules it cites and a what-if control as feedback."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget

from engine.adjudication.model import Game
from engine.book.model import Lang
from engine.i18n import N_
from engine.progress import Answer, ProgressError, choose_next
from engine.quiz import AnswerChoices, Change, Question, Wording, answer_choices, apply, changes
from engine.text_layout import plain, tokens
from tui.app import settle_memory
from tui.screens.base import StudyScreen
from tui.widgets.choice_list import ChoiceList
from tui.widgets.document import Document, Piece, text
from tui.widgets.question_view import question_document, situation_pane
from tui.widgets.ruling_view import SUBHEADING, ruling_pieces
from tui.widgets.whatif_list import WhatIfList

ANSWER_KEYS: list[BindingType] = [
    Binding(str(n), f"answer({n})", N_("Answer"), show=False) for n in range(1, 10)]


class QuizScreen(StudyScreen):
    MODE = "quiz"
    BINDINGS: ClassVar[list[BindingType]] = [
        *ANSWER_KEYS,
        Binding("n", "next_question", N_("Next question")),
        Binding("w", "focus_whatif", N_("What if?")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.question: Question | None = None
        self.choices: AnswerChoices | None = None
        self.answered: int | None = None
        self.whatif: Change | None = None
        self.right = 0
        self.asked = 0
        self._rng = self.study.rng("practice")

    # -- choosing the question ---------------------------------------------------------

    def _pick(self) -> None:
        pool = self.study.pool
        if pool is None:
            return
        game = Game(self.study.settings.game) if self.study.settings.game else None
        ids = pool.ids(game)
        try:
            due = self.study.store.due_dates()
        except ProgressError:
            due = {}
        avoid = self.question.id if self.question else None
        question = pool.get(choose_next(ids, due, datetime.now(UTC), self._rng, avoid))
        assert question is not None
        ruling = pool.rule(question.scenario)
        self.question = question
        self.choices = answer_choices(ruling, question.scenario, self._rng)
        self.answered = None
        self.whatif = None

    # -- layout -----------------------------------------------------------------------

    def compose_body(self) -> ComposeResult:
        pool = self.study.pool
        if pool is None:
            with VerticalScroll(id="question", classes="pane"):
                yield Document([text(self._("The questions cannot be loaded: the scenario "
                                            "files have problems."), "$text-warning"),
                                *[text(p) for p in self.study.pool_problems]])
            return
        if self.question is None:
            self._pick()
        question, choices = self.question, self.choices
        assert question is not None and choices is not None
        _ = self._
        wording = Wording(self.study.book, self.m)
        with Horizontal(id="question-area"):
            yield situation_pane(question, wording)
            with VerticalScroll(id="question", classes="pane") as pane:
                pane.border_title = _("Practice")
                pane.border_subtitle = self._score_text()
                yield question_document(question, self.study.book, wording, _("Question"))
                yield ChoiceList([wording.outcome(o) for o in choices.outcomes],
                                 answered=self.answered,
                                 correct=choices.correct if self.answered is not None else None,
                                 id="choices")
                if self.answered is not None:
                    yield from self._feedback()

    def _score_text(self) -> str:
        return self._("Right: {right} of {asked}").format(
            right=self.m.number(self.right), asked=self.m.number(self.asked))

    def _feedback(self) -> list[Widget]:
        """The verdict, the ruling and the cited rules, then the what-if control."""
        pool = self.study.pool
        question, choices = self.question, self.choices
        assert pool is not None and question is not None and choices is not None
        _ = self._
        wording = Wording(self.study.book, self.m)
        right = self.answered == choices.correct
        verdict = Document([text(_("Right!") if right else _("Not quite."),
                                 "bold $text-success" if right else "bold $text-error")],
                           id="verdict")
        ruling = pool.rule(question.scenario)
        explanation = Document(ruling_pieces(ruling, self.study, wording, pool.rerack_table,
                                             full_rules=True, after_wrong_answer=not right),
                               id="ruling")
        heading = Document([text(_("What if?"), SUBHEADING)], id="whatif-heading",
                           classes="subheading")
        options = changes(question.scenario)
        tried = options.index(self.whatif) if self.whatif in options else None
        return [verdict, explanation, heading,
                WhatIfList([wording.change(c) for c in options], tried=tried, id="whatif"),
                Document(self._whatif_pieces(wording), id="whatif-ruling")]

    def _whatif_pieces(self, wording: Wording) -> list[Piece]:
        pool = self.study.pool
        if self.whatif is None or self.question is None or pool is None:
            return []
        changed = pool.rule(apply(self.question.scenario, self.whatif))
        return [text(wording.change(self.whatif), "bold $text-accent"),
                *ruling_pieces(changed, self.study, wording, pool.rerack_table,
                               full_rules=False)]

    def on_mount(self) -> None:
        self._focus_default()
        self._prepare_feedback()

    def _prepare_feedback(self) -> None:
        """Find the Thai word boundaries of the feedback while the student thinks, so that
        the feedback shows at once (segmenting a rule's Thai text takes a moment)."""
        pool, question = self.study.pool, self.question
        if pool is None or question is None or self.lang is not Lang.TH:
            return
        texts = []
        for rule_id in pool.rule(question.scenario).cites:
            rule = self.study.book.rule(rule_id)
            translation = rule.get(self.lang) if rule is not None else None
            if translation is not None:
                texts += [plain(t) for _, t in translation.paragraphs()]

        def segment() -> None:
            for t in texts:
                tokens(t)
            settle_memory()  # the Thai dictionary is now loaded for good

        self.run_worker(segment, thread=True, exclusive=True, group="segment")

    def language_changed(self) -> None:
        self._focus_default()

    def _focus_default(self) -> None:
        if self.whatif is not None:
            for whatif in self.query("#whatif").results(WhatIfList):
                whatif.focus(scroll_visible=False)
            self.call_after_refresh(self._reveal, "#whatif-ruling")
            return
        # Without scrolling: on a small terminal the pane would scroll down to the choices
        # and hide the question above them.
        for choice_list in self.query("#choices").results(ChoiceList):
            choice_list.focus(scroll_visible=False)
        if self.answered is not None:
            self.call_after_refresh(self._reveal, "#verdict")

    def _reveal(self, selector: str) -> None:
        for widget in self.query(selector):
            widget.scroll_visible(animate=False, top=True)

    # -- answering --------------------------------------------------------------------

    async def action_answer(self, number: int) -> None:
        if (self.answered is None and self.choices is not None
                and number <= len(self.choices.outcomes)):
            await self.answer(number - 1)

    @on(ChoiceList.Chosen, "#choices")
    async def _chosen(self, event: ChoiceList.Chosen) -> None:
        await self.answer(event.index)

    async def answer(self, index: int) -> None:
        """Grade the answer, save it, and show the feedback under the choices."""
        pool = self.study.pool
        if pool is None or self.question is None or self.choices is None:
            return
        self.answered = index
        correct = index == self.choices.correct
        self.asked += 1
        self.right += correct
        ruling = pool.rule(self.question.scenario)
        try:
            self.study.store.record_answer(Answer(
                question=self.question.id, game=self.question.game.value, rules=ruling.cites,
                correct=correct, mode="practice", answered_at=datetime.now(UTC)))
        except ProgressError as e:
            self.notify(self._("This answer could not be saved: {reason}").format(reason=e),
                        severity="error")
        # only the new parts are drawn: a full redraw would cost more than a frame
        choice_list = self.query_one("#choices", ChoiceList)
        choice_list.show_answer(index, self.choices.correct)
        pane = self.query_one("#question", VerticalScroll)
        pane.border_subtitle = self._score_text()
        await pane.mount_all(self._feedback())
        self.refresh_bindings()
        self._focus_default()

    async def action_next_question(self) -> None:
        if self.study.pool is None:
            return
        self._pick()
        await self.recompose()
        self.refresh_bindings()
        self._focus_default()
        self._prepare_feedback()

    def action_focus_whatif(self) -> None:
        for whatif in self.query("#whatif").results(WhatIfList):
            whatif.focus(scroll_visible=False)
            if whatif.cursor == 0:
                # from the heading down, so that as many what-ifs as fit are in view
                self._reveal("#whatif-heading")
            else:
                whatif.reveal_cursor()

    @on(ChoiceList.Chosen, "#whatif")
    def _try_whatif(self, event: ChoiceList.Chosen) -> None:
        if self.question is None:
            return
        self.whatif = changes(self.question.scenario)[event.index]
        self.query_one("#whatif", WhatIfList).show_tried(event.index)
        self.query_one("#whatif-ruling", Document).set_pieces(
            self._whatif_pieces(Wording(self.study.book, self.m)))
        self.call_after_refresh(self._reveal, "#whatif-ruling")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "focus_whatif":
            return self.answered is not None
        return True
