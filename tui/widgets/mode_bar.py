"""The top row: the app's title, which part of the app is open, the key to each part,
and the language shown."""

from __future__ import annotations

from textual.content import Content
from textual.widget import Widget

MODE_KEYS = {"browse": "F1", "quiz": "F3", "exam": "F4", "progress": "F5"}


class ModeBar(Widget):
    DEFAULT_CSS = """
    ModeBar {
        height: 1;
        background: $panel;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def __init__(self, title: str, current: str, names: dict[str, str], language: str) -> None:
        super().__init__()
        self.title = title
        self.current = current
        self.names = names
        """Mode → its name in the current language."""
        self.language = language

    def render(self) -> Content:
        parts: list[tuple[str, str] | str] = [(f" ◉ {self.title} ", "bold $accent"), " "]
        for mode, key in MODE_KEYS.items():
            label = f" {key} {self.names[mode]} "
            action = f"@click=app.switch_mode({mode!r})"
            style = "bold reverse" if mode == self.current else ""
            parts.append((label, f"{style} {action}".strip()))
            parts.append(" ")
        parts.append((f" F2 {self.language} ", "@click=app.next_language"))
        return Content.assemble(*parts)
