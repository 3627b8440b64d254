"""Writing a translated PO catalog back into rules_data/.

Every entry is checked before anything is written: its msgctxt must name a slot of the
book, its msgid must still be the English of that slot (else the catalog is older than
the English: export again), and its text must have balanced references to rules that
exist. Fuzzy and empty entries are left alone. A rule whose text changes gets status
draft and the current English hash; a stale rule whose entries are all confirmed (fuzzy
removed) gets the hash only. Values are written with ruamel's round trip, so nothing but
the changed values moves, and the changed book is validated before any file is replaced.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import PoFileError, read_po
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.scalarstring import DoubleQuotedScalarString

from engine.book.model import LANGS, REF_PATTERN, Lang, Rule, RuleBook, Status, english_hash
from engine.book.problems import DataError, Problem
from engine.consistency.inputs import included_rules
from engine.i18n import N_
from engine.translatable import Message as Wording
from engine.translatable import message
from engine.translation.review import HASH_AFTER
from engine.translation.slots import text_slots, yaml_slots
from engine.translation.yaml_edit import (
    SectionFile,
    commit,
    locate,
    section_files,
    set_key_after,
    set_text,
    styled,
)


@dataclass(frozen=True, slots=True)
class Issue:
    """A catalog entry that cannot be imported."""

    line: int
    context: str
    wording: Wording


@dataclass(frozen=True, slots=True)
class Change:
    rule: str
    context: str
    old: str | None
    new: str


@dataclass
class Outcome:
    lang: Lang
    changes: list[Change] = field(default_factory=list)
    statuses: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Rule → (old status, new status) where it changed."""
    hashes: list[str] = field(default_factory=list)
    """Rules whose english_hash was recorded."""
    files: list[str] = field(default_factory=list)


class ImportRefused(Exception):
    def __init__(self, issues: list[Issue]) -> None:
        super().__init__(f"{len(issues)} entries cannot be imported")
        self.issues = issues


def read_catalog(path: Path) -> Catalog:
    """Read a PO file; raise DataError naming the line on a syntax error."""
    try:
        with path.open("rb") as f:
            return read_po(f, abort_invalid=True)
    except PoFileError as e:
        raise DataError([Problem(str(path), int(getattr(e, "lineno", 1) or 1), 1, "",
                                 f"not a valid PO file: {e}")]) from e
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise DataError([Problem(str(path), 1, 1, "", f"cannot read the catalog: {e}")]) from e


def catalog_lang(catalog: Catalog) -> Lang | None:
    code = str(catalog.locale.language) if catalog.locale is not None else ""
    return Lang(code) if code in ("sv", "th") else None


@dataclass
class _Plan:
    rule: Rule
    texts: dict[str, str] = field(default_factory=dict)
    """Slot → new text, for the entries whose text differs from the book."""
    confirmed: bool = True
    """Every translated entry of the rule in the catalog is not fuzzy."""
    seen: bool = False


def import_catalog(book: RuleBook, data_dir: Path, catalog: Catalog, lang: Lang,
                   source: str | None = None, dry_run: bool = False) -> Outcome:
    """Apply ``catalog`` to the book's files; raise ImportRefused or DataError, writing
    nothing, when any entry is invalid or the result does not validate."""
    plans, issues = _plan(book, catalog, lang)
    if source is None:
        source = next((s.id for s in book.sources.values()
                       if s.lang is lang and s.kind == "draft"), None)
    elif source not in book.sources or book.sources[source].lang is not lang:
        issues.append(Issue(0, "", message(N_("{source} is not a {lang} source in "
                                              "editions.yaml"), source=source,
                                           lang=lang.value)))
    for plan in plans.values():
        if plan.texts and plan.rule.get(lang) is None:
            issues += _complete(plan, source)
    if issues:
        raise ImportRefused(issues)
    files = section_files(data_dir)
    outcome = Outcome(lang)
    for plan in plans.values():
        _apply(files, plan, lang, source, outcome)
    written = [f.display for f in files.values() if f.changed]
    if not dry_run:
        commit(data_dir, files.values())
    outcome.files = written
    return outcome


def _plan(book: RuleBook, catalog: Catalog, lang: Lang) -> tuple[dict[str, _Plan], list[Issue]]:
    english: dict[str, tuple[Rule, str]] = {}
    for rule in included_rules(book):
        for context, text in text_slots(rule.english, rule.id):
            english[context] = (rule, text)
    plans: dict[str, _Plan] = {}
    issues: list[Issue] = []
    for msg in catalog:
        if not msg.id:
            continue
        context = msg.context or ""
        line = msg.lineno or 0
        if context not in english:
            issues.append(Issue(line, context, message(
                N_("msgctxt “{context}” names no title, paragraph or clause of the book"),
                context=context)))
            continue
        rule, text = english[context]
        plan = plans.setdefault(rule.id, _Plan(rule))
        plan.seen = True
        string = _string(msg)
        if msg.fuzzy:
            plan.confirmed = plan.confirmed and not string
            continue
        if msg.id != text:
            issues.append(Issue(line, context, message(
                N_("the English of this entry changed after the catalog was exported: "
                   "export the catalog again and carry the translation over"))))
            continue
        if not string:
            continue
        issues += _check_text(book, line, context, string)
        t = rule.get(lang)
        current = dict(text_slots(t, rule.id)) if t is not None else {}
        if current.get(context) == string:
            continue
        if t is not None and context not in current:
            issues.append(Issue(line, context, message(
                N_("the {lang} text of {rule} has no such title, paragraph or clause (its "
                   "structure differs from the English): change it in rules_data"),
                lang=lang.value, rule=rule.id)))
            continue
        plan.texts[context] = string
    return plans, issues


def _string(msg: Message) -> str:
    """The translation (the first form, should a catalog have plural entries)."""
    value = msg.string
    if isinstance(value, (tuple, list)):
        return str(value[0]) if value else ""
    return value or ""


def _check_text(book: RuleBook, line: int, context: str, text: str) -> Iterator[Issue]:
    depth = 0
    for ch in text:
        depth += 1 if ch == "{" else -1 if ch == "}" else 0
        if depth not in (0, 1):
            break
    if depth != 0:
        yield Issue(line, context, message(N_("unbalanced braces: a reference is written "
                                              "{{6.1}}")))
        return
    for m in REF_PATTERN.finditer(text):
        if not book.exists(m.group(1)):
            yield Issue(line, context, message(
                N_("{{{ref}}} is not a rule or clause of this book"), ref=m.group(1)))


def _complete(plan: _Plan, source: str | None) -> list[Issue]:
    """A new translation needs every slot of the rule, and a source to name."""
    missing = [c for c, _ in text_slots(plan.rule.english, plan.rule.id) if c not in plan.texts]
    issues: list[Issue] = []
    if missing:
        issues.append(Issue(0, missing[0], message(
            N_("{rule} has no translation yet: translate all of its entries to add one "
               "(missing: {missing})"), rule=plan.rule.id, missing=", ".join(missing))))
    if source is None:
        issues.append(Issue(0, f"{plan.rule.id} title", message(
            N_("no draft source for this language in editions.yaml: name one with "
               "--source"))))
    return issues


def _apply(files: dict[str, SectionFile], plan: _Plan, lang: Lang, source: str | None,
           outcome: Outcome) -> None:
    rule = plan.rule
    t = rule.get(lang)
    file, node = locate(files, rule.id)
    new_hash = english_hash(rule.english)
    if t is None:
        if not plan.texts:
            return
        _add_block(node, rule.id, str(lang), plan.texts, source or "", new_hash)
        file.changed = True
        outcome.changes += [Change(rule.id, c, None, s) for c, s in plan.texts.items()]
        outcome.statuses[rule.id] = (Status.MISSING.value, Status.DRAFT.value)
        outcome.hashes.append(rule.id)
        return
    block = node[str(lang)]
    places = dict(yaml_slots(block, rule.id))
    old = dict(text_slots(t, rule.id))
    for context, text in plan.texts.items():
        container, key = places[context]
        if set_text(container, key, text):
            outcome.changes.append(Change(rule.id, context, old.get(context), text))
    # A stale rule counts as reviewed only when no entry of it is left fuzzy.
    reviewed = plan.seen and plan.confirmed
    if (plan.texts and (reviewed or not rule.is_stale(lang))) or \
            (reviewed and rule.is_stale(lang)):
        if set_key_after(block, "english_hash", new_hash, HASH_AFTER):
            outcome.hashes.append(rule.id)
        file.changed = True
    if plan.texts and t.status is not Status.DRAFT:
        set_key_after(block, "status", Status.DRAFT.value, ("title",))
        outcome.statuses[rule.id] = (t.status.value, Status.DRAFT.value)


def _add_block(node: CommentedMap, rule_id: str, lang: str, texts: dict[str, str],
               source: str, new_hash: str) -> None:
    english = node["en"]
    block = CommentedMap()
    block["title"] = DoubleQuotedScalarString("")
    block["status"] = Status.DRAFT.value
    block["source"] = source
    block["english_hash"] = new_hash
    if "body" in english:
        block["body"] = _copy_structure(english["body"])
    for context, (container, key) in yaml_slots(block, rule_id):
        container[key] = styled(container[key], texts[context])
    order = [str(x) for x in LANGS]
    previous = [k for k in order[:order.index(lang)] if k in node][-1]
    _move_trailing_comment(node[previous], block)
    node.insert(list(node.keys()).index(previous) + 1, lang, block)


def _copy_structure(value: Any) -> Any:
    """The English body's shape and ids, without its comments or labels."""
    if isinstance(value, str):
        return DoubleQuotedScalarString(value)
    if isinstance(value, list):
        seq = CommentedSeq(_copy_structure(v) for v in value)
        return seq
    if isinstance(value, dict):
        out = CommentedMap()
        for k, v in value.items():
            if k == "label":
                continue
            out[k] = v if k in ("id", "name") else _copy_structure(v)
        return out
    return value


def _last_place(node: Any) -> tuple[Any, Any] | None:
    """The deepest last key or item of a block: where ruamel keeps the blank line after it."""
    place = None
    while isinstance(node, (CommentedMap, CommentedSeq)) and len(node):
        key = list(node.keys())[-1] if isinstance(node, CommentedMap) else len(node) - 1
        place = (node, key)
        node = node[key]
    return place


def _move_trailing_comment(source: Any, target: Any) -> None:
    """Keep the blank line that ended the previous language block after the new block."""
    a, b = _last_place(source), _last_place(target)
    if a is None or b is None:
        return
    container, key = a
    slot = 2 if isinstance(container, CommentedMap) else 0
    entry = container.ca.items.get(key)
    if not entry or entry[slot] is None:
        return
    token = entry[slot]
    entry[slot] = None
    target_container, target_key = b
    new_entry: list[Any] = [None, None, None, None]
    new_entry[2 if isinstance(target_container, CommentedMap) else 0] = token
    target_container.ca.items[target_key] = new_entry
