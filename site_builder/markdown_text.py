"""Rule text into Markdown that shows exactly the text, never markup hidden in it.

Rule text is data: a ``*`` in a rule is a star, not emphasis, and ``<script>`` is shown,
not run. Every character that Markdown, its extensions or HTML could read as syntax is
written as a numeric character reference, which Python-Markdown passes through untouched
and the browser shows as the character itself.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Callable

from engine.book.model import REF_PATTERN
from site_builder.glossary_terms import GlossaryMatcher

# Everything Python-Markdown or the enabled extensions treat as syntax somewhere in a line
# (emphasis, links, code, HTML, attribute lists, tables, headings, lists, admonitions).
_SYNTAX = frozenset("\\`*_{}[]()<>#+-!|~^=:&\"'$%@")
_ORDERED_LIST_START = re.compile(r"^(\d+)\.")


def escape(text: str) -> str:
    """Plain text as inline Markdown that renders to the same visible text."""
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cc" or ch in "\t\n")
    # A line break or indentation inside a YAML string would start a new block in Markdown.
    text = " ".join(text.split())
    out = "".join(f"&#{ord(ch)};" if ch in _SYNTAX else ch for ch in text)
    # "1. " at the start of a paragraph would become an ordered list.
    return _ORDERED_LIST_START.sub(lambda m: f"{m.group(1)}&#46;", out, count=1)


def attribute(text: str) -> str:
    """Text for an HTML attribute value written inside double quotes."""
    return html.escape(" ".join(text.split()), quote=True)


LinkMaker = Callable[[str], str]
"""Turns a reference such as ``6.17(d)`` into a link target from the current page."""


def inline(text: str, link: LinkMaker, terms: GlossaryMatcher | None = None,
           seen: set[str] | None = None) -> str:
    """Rule text with ``{refs}`` as links and glossary terms explained on hover.

    ``seen`` holds the ids of terms already explained on this rule, so a term gets its
    hover definition once per rule instead of on every repetition.
    """
    out: list[str] = []
    pos = 0
    for m in REF_PATTERN.finditer(text):
        out.append(_with_terms(text[pos:m.start()], terms, seen))
        ref = m.group(1)
        out.append(f"[{escape(ref)}]({link(ref)})")
        pos = m.end()
    out.append(_with_terms(text[pos:], terms, seen))
    return "".join(out).strip()


def _with_terms(text: str, terms: GlossaryMatcher | None, seen: set[str] | None) -> str:
    if terms is None:
        return _escape_keep_edges(text)
    out: list[str] = []
    pos = 0
    for hit in terms.find(text):
        if seen is not None:
            if hit.term_id in seen:
                continue
            seen.add(hit.term_id)
        out.append(_escape_keep_edges(text[pos:hit.start]))
        shown = _escape_keep_edges(text[hit.start:hit.end])
        out.append(f'<abbr title="{attribute(hit.definition)}">{shown}</abbr>')
        pos = hit.end
    out.append(_escape_keep_edges(text[pos:]))
    return "".join(out)


def _escape_keep_edges(text: str) -> str:
    """Escape a piece of a paragraph without losing the spaces at its ends."""
    if not text:
        return ""
    lead = " " if text[0].isspace() else ""
    trail = " " if text[-1].isspace() and len(text) > 1 else ""
    body = escape(text)
    if not body:
        return " " if text.isspace() else ""
    return lead + body + trail
