"""Every piece of text of a rule, named the same way in the book and in its YAML file.

A slot is named by the rule or clause it belongs to and what it is: ``3.9 title``,
``3.9 ¶2`` (the second paragraph of the rule), ``3.3(d)(1) ¶1``, ``1.3(a) title``.
These names are the msgctxt of the PO catalogs.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq

from engine.book.model import Block, Paragraph, Translation

Place = tuple[CommentedMap | CommentedSeq, Any]
"""A container in the YAML and the key (or index) of one text in it."""


def text_slots(t: Translation, rule_id: str) -> Iterator[tuple[str, str]]:
    yield f"{rule_id} title", t.title
    yield from _blocks(t.body, rule_id)


def _blocks(body: tuple[Block, ...], owner: str) -> Iterator[tuple[str, str]]:
    n = 0
    for block in body:
        if isinstance(block, Paragraph):
            n += 1
            yield f"{owner} ¶{n}", block.text
            continue
        for clause in block.clauses:
            if clause.title:
                yield f"{clause.full_id} title", clause.title
            yield from _blocks(clause.body, clause.full_id)


def yaml_slots(block: CommentedMap, rule_id: str) -> Iterator[tuple[str, Place]]:
    """The same slots in a language block of a section file, as places to write to."""
    if "title" in block:
        yield f"{rule_id} title", (block, "title")
    if "body" in block:
        yield from _yaml_body(block, "body", rule_id)


def _yaml_body(parent: CommentedMap, key: str, owner: str) -> Iterator[tuple[str, Place]]:
    value = parent[key]
    if isinstance(value, str):
        yield f"{owner} ¶1", (parent, key)
        return
    if not isinstance(value, CommentedSeq):
        return
    n = 0
    for i, item in enumerate(value):
        if isinstance(item, str):
            n += 1
            yield f"{owner} ¶{n}", (value, i)
        elif isinstance(item, CommentedMap) and isinstance(item.get("list"), CommentedSeq):
            prefix = f"{owner}[{item['name']}]" if item.get("name") else owner
            for clause in item["list"]:
                if not isinstance(clause, CommentedMap):
                    continue
                full = f"{prefix}({clause.get('id')})"
                if "title" in clause:
                    yield f"{full} title", (clause, "title")
                if "body" in clause:
                    yield from _yaml_body(clause, "body", full)
