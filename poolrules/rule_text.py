"""A rule as lines of terminal text, clauses indented under their markers."""

from __future__ import annotations

from engine.book.model import Block, Paragraph, Translation
from engine.text_layout import cell_width, plain, wrap


def body_lines(body: tuple[Block, ...], width: int, indent: int = 0) -> list[str]:
    lines: list[str] = []
    for block in body:
        if isinstance(block, Paragraph):
            if lines:
                lines.append("")
            lines += [" " * indent + ln for ln in wrap(plain(block.text), width - indent)]
            continue
        for clause in block.clauses:
            marker = clause.marker + " "
            hang = indent + cell_width(marker)
            sub: list[str] = []
            if clause.title:
                sub.append(plain(clause.title))
            sub_lines = body_lines(clause.body, width, hang)
            first = [" " * hang + s for s in sub] + sub_lines
            if not first:
                first = [" " * hang]
            lines.append(" " * indent + marker + first[0][hang:])
            lines += first[1:]
    return lines


def translation_lines(rule_id: str, t: Translation, width: int) -> list[str]:
    lines = [f"{rule_id} {t.title}", ""]
    lines += body_lines(t.body, width)
    return lines
