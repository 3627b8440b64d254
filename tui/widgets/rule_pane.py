"""One rule in one language: number and title, the translation's status, and the text."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.app import ComposeResult
from textual.containers import Vertical

from engine.book.model import Lang, Rule, Status
from tui.rule_lines import rule_lines, table_lines
from tui.widgets.wrapped import Wrapped

if TYPE_CHECKING:
    from tui.app import StudyApp


def status_label(rule: Rule, lang: Lang, app: StudyApp) -> tuple[str, str]:
    """The status of the translation as words, and a CSS class to colour it by."""
    _ = app._
    status = rule.status(lang)
    words = f"{app.messages.language_name(lang)} · {_(status.value)}"
    if rule.is_stale(lang):
        return f"{words} · {_('stale')}", "-stale"
    return words, f"-{status.value}"


class RulePane(Vertical):
    """A rule (or a section's introduction) as the reader sees it in ``lang``."""

    DEFAULT_CSS = """
    RulePane { height: auto; }
    """

    def __init__(self, rule: Rule, lang: Lang, *, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.rule = rule
        self.shown_lang = lang

    @property
    def study(self) -> StudyApp:
        return cast("StudyApp", self.app)

    def show(self, rule: Rule, lang: Lang) -> None:
        if (rule.id, lang) == (self.rule.id, self.shown_lang):
            return
        self.rule = rule
        self.shown_lang = lang
        self.refresh(recompose=True)

    def compose(self) -> ComposeResult:
        _ = self.study._
        rule, lang = self.rule, self.shown_lang
        t = rule.get(lang)
        text, css = status_label(rule, lang, self.study)
        # wrapped, not cut off: side by side on a small terminal a pane is narrow
        yield Wrapped.prose(text, classes=f"status {css}")
        if t is None or rule.status(lang) is Status.MISSING:
            yield Wrapped.prose(_("No {language} text of {id}; showing the English.").format(
                language=self.study.messages.language_name(lang), id=rule.id),
                classes="notice")
            t = rule.english
        title = Wrapped.prose(f"{rule.id}  {t.title}", text_style="bold", classes="heading")
        yield title
        if not rule.included:
            yield Wrapped.prose(_("This rule is not included in this edition of poolrules."),
                                classes="notice")
        body = t.body
        if body:
            yield Wrapped(lambda width: rule_lines(body, width), classes="body")
        table = rule.table
        if table is not None:
            table_lang = t.lang.value
            yield Wrapped(lambda width: table_lines(table, table_lang, width),
                          classes="table")
        for note in t.notes:
            yield Wrapped.prose(f"{_('Note')}: {note}", classes="note")
