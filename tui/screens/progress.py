"""Progress: how well each game and each rule is known, and every exam taken."""

from __future__ import annotations

from datetime import UTC, datetime

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import DataTable, Label

from engine.progress import ProgressError
from engine.progress.store import ExamRecord, Mastery
from tui.game_names import game_name
from tui.screens.base import StudyScreen
from tui.widgets.rule_table import RuleTable


class ProgressScreen(StudyScreen):
    MODE = "progress"

    def compose_body(self) -> ComposeResult:
        _ = self._
        store = self.study.store
        now = datetime.now(UTC)
        try:
            by_game = store.mastery_by_game(now)
            by_rule = store.mastery_by_rule(now)
            exams = store.exams()
        except ProgressError:
            by_game, by_rule, exams = [], [], []
        with VerticalScroll(id="progress", classes="pane") as pane:
            pane.border_title = _("Progress")
            if not (by_game or exams):
                yield Label(_("No answers yet. Practise (F3) or take an exam (F4), and your "
                              "progress shows here."), classes="notice")
            yield Label(_("By game"), classes="subheading")
            yield self._mastery_table("by-game", _("Game"), by_game, games=True)
            yield Label(_("By rule"), classes="subheading")
            yield self._mastery_table("by-rule", _("Rule"), by_rule, games=False)
            yield Label(_("Exams"), classes="subheading")
            yield self._exam_table(exams)
            yield Label(_("Mastery is the chance of still answering a rule's questions "
                          "right in a week, from your answers so far (FSRS)."), classes="hint")

    def _mastery_table(self, table_id: str, heading: str, rows: list[Mastery], *,
                       games: bool) -> DataTable[str]:
        _ = self._
        m = self.m
        book = self.study.book
        table: DataTable[str] = (DataTable(id=table_id, cursor_type="row", zebra_stripes=True)
                                 if games else RuleTable(id=table_id))
        table.add_columns(heading, _("Answers"), _("Right"), _("Mastery"))
        for row in rows:
            if games:
                name = game_name(book, row.key, self.lang)
            else:
                rule = book.rule(row.key)
                name = f"{row.key}  {rule.title(self.lang)}" if rule else row.key
            mastery = m.percent(row.recall) if row.recall is not None else "–"
            table.add_row(name, m.number(row.answered), m.number(row.correct), mastery,
                          key=row.key)
        return table

    def _exam_table(self, exams: list[ExamRecord]) -> DataTable[str]:
        _ = self._
        m = self.m
        table: DataTable[str] = DataTable(id="exams", cursor_type="row", zebra_stripes=True)
        table.add_columns(_("Started"), _("Questions"), _("Score"), _("Result"))
        for exam in exams:
            score = exam.score
            if exam.passed is None:
                result = _("not finished")
            else:
                result = _("passed") if exam.passed else _("failed")
            table.add_row(m.datetime(exam.started_at.astimezone()),
                          m.number(exam.questions),
                          m.percent(score) if score is not None else "–", result,
                          key=str(exam.id))
        return table

    def on_screen_resume(self) -> None:
        # Answers were given elsewhere since this screen was drawn. (Textual calls the base
        # class's handler too; it redraws when the language changed, so skip that case.)
        if self._shown_in is self.lang:
            self.refresh(recompose=True)
