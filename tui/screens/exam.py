"""Exam: questions drawn across all four games against the clock, no feedback until the
end, then the score by game and by section and every question missed."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.timer import Timer
from textual.widgets import Button, DataTable, Label

from engine.i18n import N_
from engine.progress import Answer, ProgressError
from engine.quiz import Tally, Wording, tally_by_game, tally_by_section
from tui.exam_session import ExamSession
from tui.game_names import game_name
from tui.screens.base import StudyScreen
from tui.screens.finish_exam import FinishExamDialog
from tui.screens.quiz import ANSWER_KEYS
from tui.widgets.choice_list import ChoiceList
from tui.widgets.document import Document, Piece, bullet, text
from tui.widgets.question_view import localized, question_document, situation_pane
from tui.widgets.rule_table import RuleTable
from tui.widgets.ruling_view import SUBHEADING, ruling_pieces


class ExamIntroScreen(StudyScreen):
    """What the exam will be, and the button that starts the clock."""

    MODE = "exam"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "start", N_("Start the exam")),
    ]

    def compose_body(self) -> ComposeResult:
        _ = self._
        m = self.m
        exam = self.study.settings.exam
        with VerticalScroll(id="exam-intro", classes="pane") as pane:
            pane.border_title = _("Exam")
            if self.study.pool is None:
                yield Document([text(_("The questions cannot be loaded: the scenario files "
                                       "have problems."), "$text-warning"),
                                *[text(p) for p in self.study.pool_problems]])
                return
            yield Document([
                bullet(m.ngettext("{n} question, drawn from all four games.",
                                  "{n} questions, drawn from all four games.",
                                  exam.questions).format(n=m.number(exam.questions))),
                bullet(m.ngettext("{n} minute.", "{n} minutes.", exam.minutes).format(
                    n=m.number(exam.minutes))),
                bullet(_("Pass mark: {percent} right.").format(
                    percent=m.percent(exam.pass_mark))),
                bullet(_("You see your result and the rulings when the exam ends.")),
            ], id="exam-facts")
            yield Button(_("Start the exam"), id="start", variant="primary")

    def on_mount(self) -> None:
        self._focus_start()

    def language_changed(self) -> None:
        self._focus_start()

    def _focus_start(self) -> None:
        for button in self.query("#start").results(Button):
            button.focus()

    @on(Button.Pressed, "#start")
    def _pressed(self) -> None:
        self.action_start()

    def action_start(self) -> None:
        pool = self.study.pool
        if pool is None:
            return
        exam = self.study.settings.exam
        session = ExamSession.draw(pool, exam.questions, exam.minutes, exam.pass_mark,
                                   self.study.rng("exam"))
        try:
            session.exam_id = self.study.store.start_exam(
                exam.questions, exam.minutes, exam.pass_mark, session.started_at)
        except ProgressError as e:
            self.notify(self._("This exam cannot be saved: {reason}").format(reason=e),
                        severity="error")
        self.app.push_screen(ExamScreen(session))


class ExamScreen(StudyScreen):
    """One question after another, the clock running."""

    MODE = "exam"
    BINDINGS: ClassVar[list[BindingType]] = [
        *ANSWER_KEYS,
        Binding("f", "finish", N_("Finish the exam")),
    ]

    def __init__(self, session: ExamSession) -> None:
        super().__init__()
        self.session = session
        self._timer: Timer | None = None
        self._result_waiting = False
        """The exam ended while another screen was shown (another part of the app, the
        command palette): the result replaces this screen when it shows again."""

    def compose_body(self) -> ComposeResult:
        pool = self.study.pool
        assert pool is not None
        s = self.session
        index = s.current
        if index >= len(s.ids):
            return
        _ = self._
        question = pool.get(s.ids[index])
        assert question is not None
        wording = Wording(self.study.book, self.m)
        with Horizontal(id="exam-bar"):
            yield Label(_("Question {n} of {total}").format(
                n=self.m.number(index + 1), total=self.m.number(len(s.ids))), classes="count")
            yield Label(self._clock_text(), id="clock", classes="clock")
        with Horizontal(id="question-area"):
            yield situation_pane(question, wording)
            with VerticalScroll(id="question", classes="pane") as pane:
                pane.border_title = _("Exam")
                yield question_document(question, self.study.book, wording,
                                        _("Question {n}").format(n=self.m.number(index + 1)))
                yield ChoiceList([wording.outcome(o) for o in s.choices[index].outcomes],
                                 id="choices")

    def _clock_text(self) -> str:
        left = self.session.seconds_left()
        return self._("Time left: {time}").format(time=f"{left // 60:02d}:{left % 60:02d}")

    def on_mount(self) -> None:
        self._timer = self.set_interval(1, self._tick)
        self._focus_choices()

    def language_changed(self) -> None:
        self._focus_choices()

    def _focus_choices(self) -> None:
        # without scrolling, so that a small terminal shows the question, not the choices
        for choices in self.query(ChoiceList):
            choices.focus(scroll_visible=False)

    async def _tick(self) -> None:
        for clock in self.query("#clock").results(Label):
            clock.update(self._clock_text())
        if self.session.seconds_left() <= 0 and not self.session.finished:
            self.notify(self._("Time is up."))
            await self.finish()

    async def action_answer(self, number: int) -> None:
        s = self.session
        index = s.current
        if index < len(s.ids) and number <= len(s.choices[index].outcomes):
            await self.answer(number - 1)

    @on(ChoiceList.Chosen)
    async def _chosen(self, event: ChoiceList.Chosen) -> None:
        await self.answer(event.index)

    async def answer(self, choice: int) -> None:
        s = self.session
        pool = self.study.pool
        index = s.current
        if s.finished or pool is None or index >= len(s.ids):
            return
        s.answers[index] = choice
        question = pool.get(s.ids[index])
        assert question is not None
        try:
            self.study.store.record_answer(Answer(
                question=question.id, game=question.game.value,
                rules=pool.rule(question.scenario).cites, correct=s.is_right(index),
                mode="exam", answered_at=datetime.now(UTC), exam_id=s.exam_id))
        except ProgressError as e:
            self.notify(self._("This answer could not be saved: {reason}").format(reason=e),
                        severity="error")
        if s.current >= len(s.ids):
            await self.finish()
            return
        await self.recompose()
        self._focus_choices()

    def action_finish(self) -> None:
        """Finish early, once the student confirms (unanswered questions count as wrong)."""
        if self.session.finished:
            return

        async def confirmed(finish: bool | None) -> None:
            if finish:
                await self.finish()

        self.app.push_screen(FinishExamDialog(self.session), confirmed)

    async def finish(self) -> None:
        """End the exam, save it, and show the result."""
        s = self.session
        if s.finished:
            return
        s.finished_at = datetime.now(UTC)
        if self._timer is not None:
            self._timer.stop()
        if s.exam_id is not None:
            try:
                self.study.store.finish_exam(s.exam_id, s.right, s.finished_at)
            except ProgressError as e:
                self.notify(self._("This exam could not be saved: {reason}").format(reason=e),
                            severity="error")
        if self.is_active:
            await self.app.switch_screen(ExamResultScreen(s))
            return
        # The clock ran out while another screen was on top (another part of the app, the
        # command palette, the question whether to finish): switch_screen would replace
        # that screen, so the result waits until this one is on top again.
        self._result_waiting = True
        top = self.app.screen
        if isinstance(top, FinishExamDialog) and top.session is s:
            top.dismiss(False)

    def on_screen_resume(self) -> None:
        if self._result_waiting:
            self._result_waiting = False
            # not awaited: this screen's own handler cannot wait for its own removal
            self.app.switch_screen(ExamResultScreen(self.session))


class ExamResultScreen(StudyScreen):
    MODE = "exam"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close")),
    ]

    def __init__(self, session: ExamSession) -> None:
        super().__init__()
        self.session = session

    def compose_body(self) -> ComposeResult:
        pool = self.study.pool
        assert pool is not None
        _ = self._
        m = self.m
        s = self.session
        book = self.study.book
        graded = s.graded(pool)
        wording = Wording(book, m)
        with VerticalScroll(id="exam-result", classes="pane") as pane:
            pane.border_title = _("Exam result")
            verdict = _("Passed") if s.passed else _("Not passed")
            summary = [text(verdict, "bold $text-success" if s.passed else "bold $text-error"),
                       text(_("{right} of {total} right: {score} (pass mark {mark}).").format(
                           right=m.number(s.right), total=m.number(len(s.ids)),
                           score=m.percent(s.score), mark=m.percent(s.pass_mark)))]
            if s.finished_at is not None:
                summary.append(text(_("Started {start}, finished {end}.").format(
                    start=m.datetime(s.started_at.astimezone()),
                    end=m.datetime(s.finished_at.astimezone()))))
            yield Document(summary, id="exam-score")
            yield Label(_("By game"), classes="subheading")
            yield self._tally_table("exam-by-game", _("Game"), [
                (game.value, game_name(book, game.value, self.lang), tally)
                for game, tally in tally_by_game(graded).items()])
            yield Label(_("By section of the rules"), classes="subheading")
            rows = []
            for section_id, tally in tally_by_section(graded).items():
                section = book.section(section_id)
                title = section.node.title(self.lang) if section else ""
                rows.append((section_id, f"{section_id}  {title}", tally))
            yield self._tally_table("exam-by-section", _("Section"), rows, sections=True)
            missed = [i for i in range(len(s.ids)) if not s.is_right(i)]
            pieces: list[Piece] = [text(m.ngettext("{n} question missed", "{n} questions missed",
                                                   len(missed)).format(n=m.number(len(missed))),
                                        SUBHEADING, space_before=True)]
            for i in missed:
                question = pool.get(s.ids[i])
                assert question is not None
                pieces.append(text(_("Question {n}").format(n=m.number(i + 1)) + " · "
                                   + game_name(book, question.game.value, self.lang),
                                   SUBHEADING, space_before=True))
                title = localized(question.title, self.lang)
                if title:
                    pieces.append(text(title, "bold"))
                pieces += [bullet(line) for line in wording.shot(question.scenario)]
                chosen = s.answers[i]
                answer = (wording.outcome(s.choices[i].outcomes[chosen]) if chosen is not None
                          else _("No answer."))
                pieces.append(text(_("Your answer: {answer}").format(answer=answer),
                                   "$text-error"))
                pieces += ruling_pieces(pool.rule(question.scenario), self.study, wording,
                                        pool.rerack_table, full_rules=False,
                                        after_wrong_answer=True)
            yield Document(pieces, id="missed")

    def _tally_table(self, table_id: str, heading: str, rows: list[tuple[str, str, Tally]],
                     *, sections: bool = False) -> DataTable[str]:
        """Rows of (key, name, tally); ``sections``: the keys are section ids, and Enter
        opens the section in the rule browser."""
        _ = self._
        m = self.m
        table: DataTable[str] = (RuleTable(id=table_id) if sections else
                                 DataTable(id=table_id, cursor_type="row", zebra_stripes=True))
        table.add_columns(heading, _("Right"), _("Questions"), _("Score"))
        for key, name, tally in rows:
            table.add_row(name, m.number(tally.right), m.number(tally.total),
                          m.percent(tally.share), key=key)
        return table

    def action_close(self) -> None:
        self.app.pop_screen()
