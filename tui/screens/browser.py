"""The rule browser: contents, search, a rule with links to the rules it names, history,
and the same rule side by side in two languages."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual import on
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Input, Label, OptionList, Tree
from textual.widgets.option_list import Option

from engine.book.model import LANGS, Lang, Rule
from engine.i18n import N_
from tui.rule_lines import rule_target
from tui.rule_search import search
from tui.screens.base import StudyScreen
from tui.widgets.rule_pane import RulePane


class BrowserScreen(StudyScreen):
    MODE = "browse"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("slash", "focus_search", N_("Search")),
        Binding("backspace,alt+left", "back", N_("Back")),
        Binding("r", "focus_references", N_("References")),
        Binding("c", "toggle_compare", N_("Side by side")),
        Binding("v", "next_compare_language", N_("Other language")),
        Binding("escape", "clear_search", N_("Clear search"), show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        first = self.study.book.sections[0]
        self.current: str = first.rules[0].id if first.rules else first.id
        self.history: list[str] = []
        self.query_text = ""
        self.compare: Lang | None = None
        self._tree_target: str | None = None

    # -- layout -----------------------------------------------------------------------

    def compose_body(self) -> ComposeResult:
        _ = self._
        rule = self._rule(self.current)
        with Horizontal(id="browser"):
            with Vertical(id="sidebar"):
                search_field = Input(self.query_text, placeholder=_("Search the rules…"),
                                     id="search")
                # the key panel heads the field's keys with this; Textual's own is "Input"
                search_field.BINDING_GROUP_TITLE = _("Search field")
                yield search_field
                yield Label("", id="hits")
                yield OptionList(id="results")
                yield self._contents()
            with VerticalScroll(id="reader", classes="pane"):
                yield RulePane(rule, self.lang, id="rule")
                yield Label(_("References"), id="refs-title", classes="subheading")
                yield OptionList(*self._reference_options(rule), id="refs")
            if self.compare is not None:
                with VerticalScroll(id="compare", classes="pane"):
                    yield RulePane(rule, self.compare, id="rule-compare")

    def _contents(self) -> Tree[str]:
        book = self.study.book
        tree: Tree[str] = Tree(self._("Rules of Play"), id="contents")
        tree.show_root = False
        tree.root.expand()
        for section in book.sections:
            node = tree.root.add(f"{section.id}  {section.node.title(self.lang)}",
                                 data=section.id,
                                 expand=section.id == self._rule(self.current).section)
            for rule in section.rules:
                node.add_leaf(f"{rule.id}  {rule.title(self.lang)}", data=rule.id)
        return tree

    def _reference_options(self, rule: Rule) -> list[Option]:
        book = self.study.book
        if rule.is_section:
            section = book.section(rule.id)
            targets = [r.id for r in section.rules] if section else []
        else:
            t = rule.get(self.lang) or rule.english
            targets = list(dict.fromkeys(rule_target(ref) for ref in t.refs()))
        options = []
        for target in targets:
            other = book.rule(target)
            if other is not None and target != rule.id:
                options.append(Option(f"→ {target}  {other.title(self.lang)}", id=target))
        return options

    def on_mount(self) -> None:
        self._after_compose()

    def language_changed(self) -> None:
        self._after_compose()

    def _after_compose(self) -> None:
        self._show_search_results()
        self._sync_tree()
        self._sync_references()
        if self.query_text:
            self.query_one("#results", OptionList).focus()
        else:
            self.query_one("#contents", Tree).focus()

    # -- showing a rule -----------------------------------------------------------------

    def _rule(self, rule_id: str) -> Rule:
        rule = self.study.book.rule(rule_id)
        if rule is None:  # every id shown comes from the book; fall back to its first rule
            return self.study.book.sections[0].node
        return rule

    def show_rule(self, rule_id: str, *, remember: bool = True) -> None:
        """Show a rule; ``remember`` puts the one shown now on the history stack."""
        target = rule_target(rule_id)
        if target == self.current or self.study.book.rule(target) is None:
            return
        if remember:
            self.history.append(self.current)
        self.current = target
        rule = self._rule(target)
        self.query_one("#rule", RulePane).show(rule, self.lang)
        if self.compare is not None:
            self.query_one("#rule-compare", RulePane).show(rule, self.compare)
        self.query_one("#reader", VerticalScroll).scroll_home(animate=False)
        self._sync_references()
        self._sync_tree()

    def _sync_references(self) -> None:
        refs = self.query_one("#refs", OptionList)
        refs.clear_options()
        options = self._reference_options(self._rule(self.current))
        refs.add_options(options)
        refs.display = bool(options)
        self.query_one("#refs-title", Label).display = bool(options)
        self.refresh_bindings()  # r is dimmed for a rule that names no other

    def _sync_tree(self) -> None:
        """Put the contents' cursor on the rule shown, once the tree has laid out the
        section just expanded (until then, highlights of other rows are ignored)."""
        tree = self.query_one("#contents", Tree)
        rule = self._rule(self.current)
        self._tree_target = rule.id
        for section_node in tree.root.children:
            if section_node.data == rule.section:
                section_node.expand()
        self.call_after_refresh(self._move_tree_cursor)

    def _move_tree_cursor(self) -> None:
        tree = self.query_one("#contents", Tree)
        for section_node in tree.root.children:
            for node in (section_node, *section_node.children):
                if node.data == self._tree_target:
                    if tree.cursor_node is node:
                        self._tree_target = None
                    else:
                        tree.move_cursor(node)
                    return
        self._tree_target = None

    def action_follow(self, ref: str) -> None:
        """Open the rule a reference names (a click on a link in the text)."""
        self.show_rule(ref)

    def action_back(self) -> None:
        if not self.history:
            self.notify(self._("Nothing to go back to."))
            return
        self.show_rule(self.history.pop(), remember=False)

    @on(Tree.NodeHighlighted, "#contents")
    def _browse(self, event: Tree.NodeHighlighted[str]) -> None:
        if self._tree_target is not None:  # the cursor is on its way to the rule shown
            if event.node.data == self._tree_target:
                self._tree_target = None
            return
        if event.node.data is not None:
            self.show_rule(event.node.data, remember=False)

    @on(Tree.NodeSelected, "#contents")
    def _read(self, event: Tree.NodeSelected[str]) -> None:
        if event.node.data is not None and event.node.data != self.current:
            self.show_rule(event.node.data)

    @on(OptionList.OptionSelected, "#refs")
    def _follow_reference(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.show_rule(event.option.id)

    def action_focus_references(self) -> None:
        refs = self.query_one("#refs", OptionList)
        if refs.option_count:
            refs.focus()
            if refs.highlighted is None:
                refs.highlighted = 0

    # -- search -----------------------------------------------------------------------

    def action_focus_search(self) -> None:
        self.query_one("#search", Input).focus()

    def action_clear_search(self) -> None:
        search_input = self.query_one("#search", Input)
        if not self.query_text:
            return
        search_input.value = ""
        self.query_one("#contents", Tree).focus()

    @on(Input.Changed, "#search")
    def _search_changed(self, event: Input.Changed) -> None:
        self.query_text = event.value
        self._show_search_results()

    @on(Input.Submitted, "#search")
    def _search_submitted(self) -> None:
        results = self.query_one("#results", OptionList)
        if results.option_count:
            results.focus()
            results.highlighted = 0

    def _show_search_results(self) -> None:
        results = self.query_one("#results", OptionList)
        hits = self.query_one("#hits", Label)
        tree = self.query_one("#contents", Tree)
        searching = bool(self.query_text.strip())
        results.display = hits.display = searching
        tree.display = not searching
        if not searching:
            return
        found = search(self.study.book, self.lang, self.query_text)
        results.clear_options()
        results.add_options(Option(f"{r.id}  {r.title(self.lang)}", id=r.id) for r in found)
        n = len(found)
        hits.update(self.m.ngettext("{n} rule found", "{n} rules found", n).format(
            n=self.m.number(n)))

    @on(OptionList.OptionSelected, "#results")
    def _open_result(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.show_rule(event.option.id)

    # -- two languages side by side ---------------------------------------------------

    def _default_partner(self) -> Lang:
        return Lang.SV if self.lang is Lang.EN else Lang.EN

    def action_toggle_compare(self) -> None:
        self.compare = None if self.compare is not None else self._default_partner()
        self.refresh(recompose=True)
        self.call_after_refresh(self._after_compose)

    def action_next_compare_language(self) -> None:
        if self.compare is None:
            self.action_toggle_compare()
            return
        others = [lang for lang in LANGS if lang is not self.lang]
        index = others.index(self.compare) if self.compare in others else -1
        self.compare = others[(index + 1) % len(others)]
        self.query_one("#rule-compare", RulePane).show(self._rule(self.current), self.compare)

    def follow_language(self) -> None:
        if self.compare is self.lang:
            self.compare = self._default_partner()
        super().follow_language()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_compare_language":
            return self.compare is not None
        if action == "focus_references":
            # None: shown dimmed, so that the key stays where the student learnt it
            return True if self._reference_options(self._rule(self.current)) else None
        return True

    def palette_commands(self) -> Iterable[SystemCommand]:
        _ = self._
        yield SystemCommand(_("Side by side"), _("Show this rule in two languages"),
                            self.action_toggle_compare)
        yield SystemCommand(_("Back"), _("Go back to the rule shown before"), self.action_back)
