"""The command palette's rule finder: type a rule number or words of its title."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, cast

from textual.command import Hit, Hits, Provider

from tui.rule_search import all_entries

if TYPE_CHECKING:
    from tui.app import StudyApp


class RuleCommands(Provider):
    async def search(self, query: str) -> Hits:
        app = cast("StudyApp", self.app)
        matcher = self.matcher(query)
        help_text = app._("Open this rule")
        for rule in all_entries(app.book):
            text = f"{rule.id} {rule.title(app.lang)}"
            score = matcher.match(text)
            if score > 0:
                yield Hit(score, matcher.highlight(text), partial(app.open_rule, rule.id),
                          help=help_text)
