"""Load and validate the whole rule book from ``rules_data/``.

Every problem in every file is collected before anything is reported, so that an
editor sees all of them at once; nothing here raises on bad data except ``DataError``.
"""

from __future__ import annotations

import contextlib
import re
from pathlib import Path
from typing import Any

from engine.book.fields import LANG_CODES, FileReader, describe
from engine.book.model import (
    LANGS,
    REF_PATTERN,
    Block,
    Clause,
    ClauseList,
    Edition,
    Lang,
    Paragraph,
    RerackCell,
    RerackTable,
    Rule,
    RuleBook,
    Section,
    Source,
    Status,
    Term,
    TermForm,
    Translation,
)
from engine.book.problems import DataError, Problem
from engine.book.yaml_source import read_yaml

SECTION_KEYS = ("id", "included", "en", "sv", "th", "rules")
RULE_KEYS = ("id", "included", "en", "sv", "th", "table")
LANG_KEYS = ("title", "body", "status", "source", "english_hash", "notes")
CLAUSE_KEYS = ("id", "label", "title", "body")
HASH_PATTERN = re.compile(r"[0-9a-f]{12}")
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def default_data_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "rules_data"


def data_files(data_dir: Path) -> list[Path]:
    """The files that make up the book (scenarios are read by the engine, not here)."""
    files = sorted((data_dir / "sections").glob("*.yaml"))
    files += [p for p in (data_dir / "editions.yaml", data_dir / "glossary.yaml") if p.exists()]
    return files


def load_book(data_dir: Path | None = None) -> RuleBook:
    """Read and validate every file; raise ``DataError`` listing every problem."""
    data_dir = data_dir or default_data_dir()
    loader = _BookLoader(data_dir)
    return loader.load()


def read_section(data: Any, display: str, data_dir: Path | None = None) -> Section | None:
    """One section file's parsed YAML as a Section, validated as the whole book would be
    except for cross-references (which need the rest of the book); None when invalid."""
    loader = _BookLoader(data_dir or default_data_dir())
    reader = FileReader(display)
    section = loader.load_section(data, reader)
    return None if reader.problems else section


class _BookLoader:
    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.problems: list[Problem] = []
        self.pending_refs: list[tuple[FileReader, Any, Any, str, str]] = []
        self.pending_sources: list[tuple[FileReader, Any, str, str, Lang]] = []

    def display(self, path: Path) -> str:
        try:
            return str(path.relative_to(self.data_dir.parent))
        except ValueError:
            return str(path)

    def read(self, path: Path) -> tuple[Any, FileReader]:
        display = self.display(path)
        reader = FileReader(display)
        data, problems = read_yaml(path, display)
        self.problems.extend(problems)
        if data is not None:
            with contextlib.suppress(OSError):
                reader.source_lines = path.read_text(encoding="utf-8").splitlines()
        return data, reader

    def load(self) -> RuleBook:
        if not (self.data_dir / "sections").is_dir():
            raise DataError([Problem(self.display(self.data_dir / "sections"), 1, 1, "",
                                     "folder not found: the rule book needs rules_data/sections/")])
        editions, sources = self.load_editions()
        sections: list[Section] = []
        seen: dict[str, str] = {}
        for path in sorted((self.data_dir / "sections").glob("*.yaml")):
            data, reader = self.read(path)
            if data is None:
                continue
            section = self.load_section(data, reader)
            self.problems.extend(reader.problems)
            if section is None:
                continue
            for rule in (section.node, *section.rules):
                where = str(rule.position) if rule.position else reader.file
                if rule.id in seen:
                    pos = rule.position
                    self.problems.append(Problem(
                        reader.file, pos.line if pos else 1, pos.column if pos else 1, "id",
                        f"rule {rule.id!r} is already defined at {seen[rule.id]}"))
                else:
                    seen[rule.id] = where
            sections.append(section)
        sections.sort(key=lambda s: int(s.id))
        glossary = self.load_glossary()
        book = RuleBook.build(tuple(sections), editions, sources, glossary)
        self.check_refs(book)
        self.check_sources(sources)
        if self.problems:
            raise DataError(self.problems)
        return book

    # -- sections and rules -------------------------------------------------

    def load_section(self, data: Any, r: FileReader) -> Section | None:
        node = r.mapping(data, None, "(file)", data)
        if node is None:
            return None
        r.keys(node, "", SECTION_KEYS, required=("id", "en"), languages=True)
        sid = r.rule_id(node, "id", "id")
        if sid is None:
            return None
        if "." in sid:
            r.report(node, "id", "id", f"a section id has no dot, got {sid!r}")
            return None
        included = r.boolean(node, "included", "included", True)
        translations = self.load_translations(node, r, "", sid, included)
        if Lang.EN not in translations:
            return None
        section_rule = Rule(sid, sid, translations, included, None, r.position(node))
        rules: list[Rule] = []
        raw_rules = node.get("rules", [])
        if not isinstance(raw_rules, list):
            r.report(node, "rules", "rules", f"expected a list of rules, got {describe(raw_rules)}")
            raw_rules = []
        for i, item in enumerate(raw_rules):
            rule = self.load_rule(raw_rules, i, item, r, sid, included)
            if rule is not None:
                rules.append(rule)
        self.check_rule_order(rules, raw_rules, r)
        return Section(section_rule, tuple(rules))

    def check_rule_order(self, rules: list[Rule], raw: list[Any], r: FileReader) -> None:
        numbers = [int(rule.id.split(".")[1]) for rule in rules]
        for i, (rule, n) in enumerate(zip(rules, numbers, strict=True)):
            if n != i + 1:
                pos = rule.position
                r.problems.append(Problem(
                    r.file, pos.line if pos else 1, pos.column if pos else 1, f"rules[{i}].id",
                    f"rules must be numbered in order without gaps: expected "
                    f"\"{rule.section}.{i + 1}\", got {rule.id!r}"))
                break

    def load_rule(self, parent: list[Any], index: int, item: Any, r: FileReader,
                  section: str, section_included: bool) -> Rule | None:
        path = f"rules[{index}]"
        node = r.mapping(parent, index, path, item)
        if node is None:
            return None
        r.keys(node, path, RULE_KEYS, required=("id", "en"), languages=True)
        rid = r.rule_id(node, "id", f"{path}.id")
        if rid is None:
            return None
        if rid.split(".")[0] != section or "." not in rid:
            r.report(node, "id", f"{path}.id",
                     f"rule {rid!r} does not belong to section {section!r}")
            return None
        included = r.boolean(node, "included", f"{path}.included", section_included)
        translations = self.load_translations(node, r, path, rid, included)
        if Lang.EN not in translations:
            return None
        table = None
        if "table" in node:
            table = self.load_table(node, r, f"{path}.table")
        return Rule(rid, section, translations, included, table, r.position(node))

    def load_translations(self, node: dict[Any, Any], r: FileReader, path: str, rid: str,
                          included: bool) -> dict[Lang, Translation]:
        out: dict[Lang, Translation] = {}
        for lang in LANGS:
            if lang not in node:
                continue
            sub = f"{path}.{lang}" if path else str(lang)
            t = self.load_translation(node, r, sub, rid, lang, included)
            if t is not None:
                out[lang] = t
        return out

    def load_translation(self, parent: dict[Any, Any], r: FileReader, path: str, rid: str,
                         lang: Lang, included: bool) -> Translation | None:
        node = r.mapping(parent, str(lang), path, parent[str(lang)])
        if node is None:
            return None
        r.keys(node, path, LANG_KEYS)
        status = self.load_status(node, r, path, lang)
        if status is Status.MISSING:
            return None
        title = r.text(node, "title", f"{path}.title")
        body: tuple[Block, ...] = ()
        if "body" in node:
            body = self.load_body(node, "body", r, f"{path}.body", rid)
        elif included:
            r.report(node, None, f"{path}.body", "required key is missing")
        source = None
        if "source" in node:
            source = r.text(node, "source", f"{path}.source")
            if source is not None:
                self.pending_sources.append((r, node, f"{path}.source", source, lang))
        elif lang is not Lang.EN:
            r.report(node, None, f"{path}.source", "required key is missing: where the "
                     "translation came from (an id from editions.yaml)")
        ehash = None
        if "english_hash" in node:
            ehash = r.text(node, "english_hash", f"{path}.english_hash")
            if ehash is not None and not HASH_PATTERN.fullmatch(ehash):
                r.report(node, "english_hash", f"{path}.english_hash",
                         f"expected 12 lowercase hex digits, got {ehash!r}")
                ehash = None
            if lang is Lang.EN:
                r.report(node, "english_hash", f"{path}.english_hash",
                         "the English is the original: it has no english_hash", at_key=True)
        notes = r.text_list(node, "notes", f"{path}.notes")
        if title is None:
            return None
        return Translation(lang, title, body, status, source, ehash, notes, r.position(node))

    def load_status(self, node: dict[Any, Any], r: FileReader, path: str, lang: Lang) -> Status:
        default = Status.AUTHORITATIVE if lang is Lang.EN else None
        if "status" not in node:
            if default is None:
                r.report(node, None, f"{path}.status", "required key is missing (one of "
                         "official, draft, missing)")
                return Status.DRAFT
            return default
        raw = node["status"]
        try:
            status = Status(raw) if isinstance(raw, str) else None
        except ValueError:
            status = None
        allowed = ("authoritative",) if lang is Lang.EN else ("official", "draft", "missing")
        if status is None or status.value not in allowed:
            r.report(node, "status", f"{path}.status",
                     f"expected one of {', '.join(allowed)}, got {describe(raw)}")
            return default or Status.DRAFT
        return status

    def load_body(self, parent: Any, key: Any, r: FileReader, path: str,
                  owner: str) -> tuple[Block, ...]:
        value = parent[key]
        if isinstance(value, str):
            self.check_text(parent, key, r, path, value)
            return (Paragraph(str(value)),)
        if not isinstance(value, list):
            r.report(parent, key, path, f"expected a list of paragraphs and clause lists, got "
                     f"{describe(value)}")
            return ()
        blocks: list[Block] = []
        names: set[str | None] = set()
        for i, item in enumerate(value):
            sub = f"{path}[{i}]"
            if isinstance(item, str):
                if not item.strip():
                    r.report(value, i, sub, "expected text, got an empty string")
                    continue
                self.check_text(value, i, r, sub, item)
                blocks.append(Paragraph(str(item)))
                continue
            block = r.mapping(value, i, sub, item)
            if block is None:
                continue
            r.keys(block, sub, ("list", "name"), required=("list",))
            name = None
            if "name" in block:
                name = r.text(block, "name", f"{sub}.name")
                if name is not None and not re.fullmatch(r"[a-z][a-z0-9_-]*", name):
                    r.report(block, "name", f"{sub}.name",
                             f"expected a short lowercase name such as relag, got {name!r}")
            if name in names:
                what = f"name {name!r}" if name else "no name"
                r.report(block, "list" if name is None else "name", sub,
                         f"a second clause list with {what} in the same body: give each list "
                         f"its own name")
            names.add(name)
            if "list" not in block:
                continue
            prefix = f"{owner}[{name}]" if name else owner
            clauses = self.load_clauses(block, r, f"{sub}.list", prefix)
            blocks.append(ClauseList(clauses, name))
        return tuple(blocks)

    def load_clauses(self, parent: dict[Any, Any], r: FileReader, path: str,
                     prefix: str) -> tuple[Clause, ...]:
        value = parent["list"]
        if not isinstance(value, list) or not value:
            r.report(parent, "list", path, f"expected a non-empty list of clauses, got "
                     f"{describe(value)}")
            return ()
        clauses: list[Clause] = []
        ids: list[str] = []
        for i, item in enumerate(value):
            sub = f"{path}[{i}]"
            node = r.mapping(value, i, sub, item)
            if node is None:
                continue
            r.keys(node, sub, CLAUSE_KEYS, required=("id", "body"))
            cid = self.clause_id(node, r, f"{sub}.id")
            if cid is None:
                continue
            expected = _expected_clause_id(ids, cid)
            if cid in ids:
                r.report(node, "id", f"{sub}.id", f"clause id {cid!r} repeats an earlier clause "
                         f"of this list")
            elif cid != expected:
                r.report(node, "id", f"{sub}.id", f"clause ids must follow each other: expected "
                         f"{expected!r}, got {cid!r}")
            ids.append(cid)
            full = f"{prefix}({cid})"
            label = r.text(node, "label", f"{sub}.label", required=False)
            title = r.text(node, "title", f"{sub}.title", required=False)
            if title is not None:
                self.check_text(node, "title", r, f"{sub}.title", title)
            body = self.load_body(node, "body", r, f"{sub}.body", full) if "body" in node else ()
            clauses.append(Clause(cid, full, body, label, title))
        return tuple(clauses)

    def clause_id(self, node: dict[Any, Any], r: FileReader, path: str) -> str | None:
        value = node.get("id")
        if isinstance(value, bool):
            value = None
        if isinstance(value, int):
            value = str(value)
        if not isinstance(value, str) or not re.fullmatch(r"[a-z]|[1-9][0-9]?", value):
            r.report(node, "id", path, f"expected a clause id: a letter a–z or a number 1–99, "
                     f"got {describe(node.get('id'))}")
            return None
        return str(value)

    def check_text(self, parent: Any, key: Any, r: FileReader, path: str, text: str) -> None:
        depth = 0
        for ch in text:
            depth += 1 if ch == "{" else -1 if ch == "}" else 0
            if depth < 0 or depth > 1:
                break
        if depth != 0:
            r.report(parent, key, path, "unbalanced braces: a reference is written {6.1}")
            return
        for m in REF_PATTERN.finditer(text):
            self.pending_refs.append((r, parent, key, path, m.group(1)))

    def check_refs(self, book: RuleBook) -> None:
        ref_form = re.compile(r"\d+(?:\.\d+)?(?:\[[a-z][a-z0-9_-]*\])?(?:\((?:[a-z]|\d+)\))*")
        for r, parent, key, path, ref in self.pending_refs:
            before = len(r.problems)
            if not ref_form.fullmatch(ref):
                r.report(parent, key, path, f"{{{ref}}} is not a reference: write a rule id "
                         f"such as {{6.1}} or a clause such as {{6.17(d)}}")
            elif not book.exists(ref):
                r.report(parent, key, path, f"cross-reference to {ref!r}, which is not a "
                         f"rule or clause of this book")
            self.problems.extend(r.problems[before:])

    def check_sources(self, sources: dict[str, Source]) -> None:
        for r, node, path, source, lang in self.pending_sources:
            before = len(r.problems)
            src = sources.get(source)
            if src is None:
                known = ", ".join(sorted(sources)) or "none defined"
                r.report(node, "source", path,
                         f"unknown source {source!r} (editions.yaml defines: {known})")
            elif src.lang is not lang:
                r.report(node, "source", path,
                         f"source {source!r} is a {src.lang.value} source, not {lang.value}")
            self.problems.extend(r.problems[before:])

    # -- the 4.8 table ---------------------------------------------------------

    def load_table(self, parent: dict[Any, Any], r: FileReader, path: str) -> RerackTable | None:
        node = r.mapping(parent, "table", path, parent["table"])
        if node is None:
            return None
        r.keys(node, path, ("row_by", "column_by", "rows", "columns", "cells", "values",
                            "labels", "discrepancies"),
               required=("rows", "columns", "cells", "values"))
        labels: dict[str, dict[str, str]] = {}
        rows = self.table_axis(node, "rows", r, f"{path}.rows", labels, "row")
        columns = self.table_axis(node, "columns", r, f"{path}.columns", labels, "column")
        values = node.get("values")
        codes: dict[str, set[str]] = {"object_ball": set(), "cue_ball": set()}
        if isinstance(values, dict):
            r.keys(values, f"{path}.values", tuple(codes), required=tuple(codes))
            for what in codes:
                group = values.get(what)
                if not isinstance(group, dict):
                    continue
                for code in group:
                    codes[what].add(str(code))
                    labels[f"{what}.{code}"] = r.localized(group, code,
                                                           f"{path}.values.{what}.{code}")
        if isinstance(node.get("labels"), dict):
            for k in node["labels"]:
                labels[f"label.{k}"] = r.localized(node["labels"], k, f"{path}.labels.{k}")
        cells: list[RerackCell] = []
        raw_cells = node.get("cells")
        if not isinstance(raw_cells, list):
            r.report(node, "cells", f"{path}.cells", f"expected a list, got {describe(raw_cells)}")
            raw_cells = []
        for i, c in enumerate(raw_cells):
            sub = f"{path}.cells[{i}]"
            cm = r.mapping(raw_cells, i, sub, c)
            if cm is None:
                continue
            r.keys(cm, sub, ("row", "column", "object_ball", "cue_ball"),
                   required=("row", "column", "object_ball", "cue_ball"))
            fields = {}
            for k, allowed in (("row", set(rows)), ("column", set(columns)),
                               ("object_ball", codes["object_ball"]),
                               ("cue_ball", codes["cue_ball"])):
                v = cm.get(k)
                if v is None:
                    continue
                if v not in allowed:
                    r.report(cm, k, f"{sub}.{k}", f"expected one of {', '.join(sorted(allowed))}"
                             f", got {describe(v)}")
                    continue
                fields[k] = str(v)
            if len(fields) == 4:
                cells.append(RerackCell(**fields))
        return RerackTable(tuple(rows), tuple(columns), tuple(cells), labels)

    def table_axis(self, node: dict[Any, Any], key: str, r: FileReader, path: str,
                   labels: dict[str, dict[str, str]], kind: str) -> list[str]:
        value = node.get(key)
        if not isinstance(value, list):
            r.report(node, key, path, f"expected a list, got {describe(value)}")
            return []
        keys: list[str] = []
        for i, item in enumerate(value):
            m = r.mapping(value, i, f"{path}[{i}]", item)
            if m is None:
                continue
            r.keys(m, f"{path}[{i}]", ("key", "label"), required=("key", "label"))
            k = r.text(m, "key", f"{path}[{i}].key")
            if k is None:
                continue
            keys.append(k)
            labels[f"{kind}.{k}"] = r.localized(m, "label", f"{path}[{i}].label")
        return keys

    # -- editions and glossary ---------------------------------------------------

    def load_editions(self) -> tuple[tuple[Edition, ...], dict[str, Source]]:
        path = self.data_dir / "editions.yaml"
        if not path.exists():
            self.problems.append(Problem(self.display(path), 1, 1, "", "file not found"))
            return (), {}
        data, r = self.read(path)
        if data is None:
            return (), {}
        node = r.mapping(data, None, "(file)", data)
        if node is None:
            self.problems.extend(r.problems)
            return (), {}
        r.keys(node, "", ("editions", "sources"), required=("editions", "sources"))
        editions: list[Edition] = []
        for i, e in enumerate(_as_list(node, "editions", r)):
            m = r.mapping(node["editions"], i, f"editions[{i}]", e)
            if m is None:
                continue
            r.keys(m, f"editions[{i}]", ("id", "title", "publisher", "effective"),
                   required=("id", "title", "publisher"))
            eid = r.text(m, "id", f"editions[{i}].id")
            title = r.text(m, "title", f"editions[{i}].title")
            pub = r.text(m, "publisher", f"editions[{i}].publisher")
            eff = m.get("effective")
            if eid and title and pub:
                editions.append(Edition(eid, title, pub, str(eff) if eff is not None else None))
        edition_ids = {e.id for e in editions}
        sources: dict[str, Source] = {}
        keys = ("id", "lang", "kind", "file", "title", "publisher", "version", "translates",
                "notes")
        for i, s in enumerate(_as_list(node, "sources", r)):
            p = f"sources[{i}]"
            m = r.mapping(node["sources"], i, p, s)
            if m is None:
                continue
            r.keys(m, p, keys, required=("id", "lang", "kind", "title", "translates"))
            sid = r.text(m, "id", f"{p}.id")
            lang = m.get("lang")
            if lang not in LANG_CODES:
                r.report(m, "lang", f"{p}.lang", f"language code {lang!r} is not one of en, sv, th")
                continue
            kind = r.text(m, "kind", f"{p}.kind")
            if kind is not None and kind not in ("rendering", "seed", "draft"):
                r.report(m, "kind", f"{p}.kind", f"expected rendering, seed or draft, got "
                         f"{kind!r}")
            translates = r.text(m, "translates", f"{p}.translates")
            if translates is not None and translates not in edition_ids:
                r.report(m, "translates", f"{p}.translates", f"unknown edition {translates!r}")
            title = r.text(m, "title", f"{p}.title")
            version = m.get("version")
            if sid and kind and title and translates:
                sources[sid] = Source(
                    sid, Lang(lang), kind, title, translates,
                    r.text(m, "file", f"{p}.file", required=False),
                    r.text(m, "publisher", f"{p}.publisher", required=False),
                    str(version) if version is not None else None,
                    r.text_list(m, "notes", f"{p}.notes"))
        self.problems.extend(r.problems)
        return tuple(editions), sources

    def load_glossary(self) -> tuple[Term, ...]:
        path = self.data_dir / "glossary.yaml"
        if not path.exists():
            return ()
        data, r = self.read(path)
        if data is None:
            return ()
        node = r.mapping(data, None, "(file)", data)
        terms: list[Term] = []
        if node is not None:
            r.keys(node, "", ("terms",), required=("terms",))
            seen: set[str] = set()
            for i, t in enumerate(_as_list(node, "terms", r)):
                p = f"terms[{i}]"
                m = r.mapping(node["terms"], i, p, t)
                if m is None:
                    continue
                r.keys(m, p, ("id", "rule", "en", "sv", "th"), required=("id", "en"),
                       languages=True)
                tid = r.text(m, "id", f"{p}.id")
                if tid in seen:
                    r.report(m, "id", f"{p}.id", f"term {tid!r} is already defined")
                if tid:
                    seen.add(tid)
                rule = r.rule_id(m, "rule", f"{p}.rule") if "rule" in m else None
                langs: dict[Lang, TermForm] = {}
                for lang in LANGS:
                    if lang not in m:
                        continue
                    lm = r.mapping(m, str(lang), f"{p}.{lang}", m[str(lang)])
                    if lm is None:
                        continue
                    r.keys(lm, f"{p}.{lang}", ("term", "forms", "definition", "draft"),
                           required=("term", "forms"))
                    term = r.text(lm, "term", f"{p}.{lang}.term")
                    forms = r.text_list(lm, "forms", f"{p}.{lang}.forms")
                    definition = r.text(lm, "definition", f"{p}.{lang}.definition",
                                        required=False) or ""
                    draft = r.boolean(lm, "draft", f"{p}.{lang}.draft", False)
                    if term:
                        langs[lang] = TermForm(term, forms or (term,), definition, draft)
                if tid and Lang.EN in langs:
                    terms.append(Term(tid, rule, langs))
        self.problems.extend(r.problems)
        return tuple(terms)


def _as_list(node: dict[Any, Any], key: str, r: FileReader) -> list[Any]:
    value = node.get(key)
    if isinstance(value, list):
        return value
    if key in node:
        r.report(node, key, key, f"expected a list, got {describe(value)}")
    return []


def _expected_clause_id(previous: list[str], current: str) -> str:
    if not previous:
        return "1" if current.isdigit() else "a"
    last = previous[-1]
    if last.isdigit():
        return str(int(last) + 1)
    i = _LETTERS.find(last)
    return _LETTERS[i + 1] if 0 <= i < len(_LETTERS) - 1 else "?"
