"""Where each rule lives on the site: one page per section, one anchor per rule and clause.

Anchors are built from the English ids only, so ``#rule-3-3-d-2`` is the same place on the
English, Swedish and Thai pages and a link keeps working when the reader switches language.
"""

from __future__ import annotations

import posixpath
import re

_RULE_PART = re.compile(r"\d+(?:\.\d+)?")
_CLAUSE_PART = re.compile(r"\[([a-z][a-z0-9_-]*)\]|\(([a-z]|\d+)\)")


def anchor(ref: str) -> str:
    """``3.3(d)(2)`` → ``rule-3-3-d-2``, ``1.2[relag](a)`` → ``rule-1-2-relag-a``,
    ``6`` → ``rule-6``."""
    head = _RULE_PART.match(ref)
    if head is None:
        raise ValueError(f"not a rule reference: {ref!r}")
    parts = [head.group(0).replace(".", "-")]
    parts += [m.group(1) or m.group(2) for m in _CLAUSE_PART.finditer(ref, head.end())]
    return "rule-" + "-".join(parts)


def section_of(ref: str) -> str:
    """The section a reference points into: ``6.17(d)`` → ``6``."""
    head = _RULE_PART.match(ref)
    if head is None:
        raise ValueError(f"not a rule reference: {ref!r}")
    return head.group(0).split(".")[0]


def section_page(section_id: str) -> str:
    """The page of a section, relative to the language's folder."""
    return f"rules/section-{section_id}.md"


def compare_page(section_id: str) -> str:
    return f"compare/section-{section_id}.md"


def link_target(from_page: str, to_page: str, fragment: str = "") -> str:
    """A relative Markdown link from one generated page to another (MkDocs checks it)."""
    rel = posixpath.relpath(to_page, posixpath.dirname(from_page) or ".")
    return f"{rel}#{fragment}" if fragment else rel


def rule_link(from_page: str, ref: str) -> str:
    """The link target of ``{ref}`` written on ``from_page``."""
    return link_target(from_page, section_page(section_of(ref)), anchor(ref))
