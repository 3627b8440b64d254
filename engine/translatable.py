"""A message worded later, in the reader's language.

The engine decides *what* to say (a template marked with ``N_`` and its values); the
command line or the site decides the language, so findings and import reports can be
shown in English, Swedish or Thai from the same data.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import Messages

Value = str | int | float


@dataclass(frozen=True, slots=True)
class Message:
    template: str
    params: tuple[tuple[str, Value], ...] = ()

    def render(self, m: Messages) -> str:
        values = {k: (m.number(v) if isinstance(v, float) else v) for k, v in self.params}
        return m._(self.template).format(**values)

    def english(self) -> str:
        """The message with its values, untranslated (for logs and tests)."""
        return self.template.format(**dict(self.params))


def message(template: str, **params: Value) -> Message:
    return Message(template, tuple(params.items()))
