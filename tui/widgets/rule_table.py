"""A table whose rows are rules (or sections): Enter opens the row's rule in the rule
browser, so that a weak rule on the progress or exam result screen is one key away."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import DataTable

from engine.i18n import N_


class RuleTable(DataTable[str]):
    """Each row's key is a rule or section id."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select_cursor", N_("Open the rule")),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        from tui.app import StudyApp

        app = self.app
        if event.row_key.value and isinstance(app, StudyApp):
            app.call_later(app.open_rule, event.row_key.value)
