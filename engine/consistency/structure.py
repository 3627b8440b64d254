"""Structure: the same paragraphs, clauses and options as the English, with the same ids.

Bodies are compared level by level: the number of paragraphs, then the clause lists
(their names and clause ids), then each clause both have, recursively.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.book.model import Block, Clause, ClauseList, Paragraph, Rule, Translation
from engine.consistency.excerpt import head
from engine.consistency.finding import Finding
from engine.consistency.inputs import CheckInput
from engine.i18n import N_
from engine.translatable import message

CODES = ("structure.paragraphs", "structure.clauses", "structure.clause-title")


def check(data: CheckInput) -> Iterator[Finding]:
    for rule, t in data.translations():
        if t.body:  # an empty body is a completeness finding, not a structural one
            yield from _compare(rule, t, rule.english.body, t.body, rule.id, "")


def _compare(rule: Rule, t: Translation, en: tuple[Block, ...], tr: tuple[Block, ...],
             owner: str, where: str) -> Iterator[Finding]:
    en_paras = [b for b in en if isinstance(b, Paragraph)]
    tr_paras = [b for b in tr if isinstance(b, Paragraph)]
    if len(en_paras) != len(tr_paras):
        yield Finding(rule.id, t.lang, "structure.paragraphs",
                      message(N_("paragraphs of {owner}: {count} here, {english} in the "
                                 "English"), owner=owner, count=len(tr_paras),
                              english=len(en_paras)),
                      _shape(tr), where)
    en_clauses = _clauses(en)
    tr_clauses = _clauses(tr)
    if list(en_clauses) != list(tr_clauses):
        yield Finding(rule.id, t.lang, "structure.clauses",
                      message(N_("clauses of {owner}: {found} here, {english} in the English"),
                              owner=owner, found=_ids(tr_clauses, owner),
                              english=_ids(en_clauses, owner)),
                      _shape(tr), where)
    for full_id, en_clause in en_clauses.items():
        tr_clause = tr_clauses.get(full_id)
        if tr_clause is None:
            continue
        if en_clause.title and not tr_clause.title:
            yield Finding(rule.id, t.lang, "structure.clause-title",
                          message(N_("clause {clause} has no title where the English has "
                                     "one"), clause=full_id),
                          _shape(tr_clause.body), full_id)
        yield from _compare(rule, t, en_clause.body, tr_clause.body, full_id, full_id)


def _clauses(body: tuple[Block, ...]) -> dict[str, Clause]:
    return {c.full_id: c for b in body if isinstance(b, ClauseList) for c in b.clauses}


def _ids(clauses: dict[str, Clause], owner: str) -> str:
    if not clauses:
        return "–"
    return _shorten([full_id[len(owner):] for full_id in clauses])


def _shorten(items: list[str]) -> str:
    return " ".join(items if len(items) <= 8 else [*items[:3], "…", *items[-2:]])


def _shape(body: tuple[Block, ...]) -> str:
    """A short picture of a body: its first paragraph, then ¶ and clause markers."""
    parts: list[str] = []
    first = next((b.text for b in body if isinstance(b, Paragraph)), "")
    for b in body:
        if isinstance(b, Paragraph):
            parts.append("¶")
        else:
            parts.append(_shorten([c.marker for c in b.clauses]))
    shape = " ".join(parts)
    return f"{head(first, 50)} [{shape}]" if first else f"[{shape}]"
