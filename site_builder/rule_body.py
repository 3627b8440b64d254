"""A rule's body as Markdown: paragraphs, and clauses that hang under their markers.

Each clause is a block with its own anchor (``rule-3-3-d``), so a reference to a clause
lands on the clause, not only on the rule it belongs to.
"""

from __future__ import annotations

from engine.book.model import Block, Clause, Paragraph
from site_builder.anchors import anchor
from site_builder.glossary_terms import GlossaryMatcher
from site_builder.markdown_text import LinkMaker, escape, inline


class BodyWriter:
    """Writes bodies of one page: the links are relative to it, terms explained once a rule."""

    def __init__(self, link: LinkMaker, terms: GlossaryMatcher | None,
                 anchors: bool = True) -> None:
        self.link = link
        self.terms = terms
        self.anchors = anchors
        self.seen: set[str] = set()

    def new_rule(self) -> None:
        self.seen = set()

    def text(self, text: str) -> str:
        return inline(text, self.link, self.terms, self.seen)

    def body(self, body: tuple[Block, ...]) -> list[str]:
        lines: list[str] = []
        for block in body:
            if isinstance(block, Paragraph):
                lines += [self.text(block.text), ""]
            else:
                for clause in block.clauses:
                    lines += self.clause(clause)
        return lines

    def clause(self, clause: Clause) -> list[str]:
        ident = f' id="{anchor(clause.full_id)}"' if self.anchors else ""
        lines = [f'<div class="pr-clause"{ident} markdown>', ""]
        head = f'<span class="pr-marker">{escape(clause.marker)}</span>'
        if clause.title:
            head += f' <strong class="pr-clause-title">{self.text(clause.title)}</strong>'
        rest = clause.body
        first = rest[0] if rest else None
        if not clause.title and isinstance(first, Paragraph):
            head += " " + self.text(first.text)
            rest = rest[1:]
        lines += [head, ""]
        lines += self.body(rest)
        lines += ["</div>", ""]
        return lines
