"""Rule text laid out for the screen, with the cross-references kept as links.

The layout is the terminal one of ``poolrules show`` (poolrules.rule_text), so that the
app and the command line break lines alike; references are carried through it between
two private-use marks, which the layout treats as ordinary one-cell characters.
"""

from __future__ import annotations

from dataclasses import replace

from engine.book.model import REF_PATTERN, Block, ClauseList, Paragraph, RerackTable
from engine.text_layout import wrap
from poolrules.rule_text import body_lines

Span = tuple[str, str | None]
"""A run of text and the rule id it links to (None for plain text)."""

_OPEN = "\ue000"
_CLOSE = "\ue001"


def _mark_refs(text: str) -> str:
    return REF_PATTERN.sub(lambda m: f"{_OPEN}{m.group(1)}{_CLOSE}", text)


def _marked(body: tuple[Block, ...]) -> tuple[Block, ...]:
    out: list[Block] = []
    for block in body:
        if isinstance(block, Paragraph):
            out.append(Paragraph(_mark_refs(block.text)))
        else:
            out.append(ClauseList(tuple(
                replace(c, body=_marked(c.body),
                        title=_mark_refs(c.title) if c.title else c.title)
                for c in block.clauses), block.name))
    return tuple(out)


def spans(line: str) -> list[Span]:
    """Split a laid-out line into plain runs and references."""
    out: list[Span] = []
    rest = line
    while _OPEN in rest:
        before, _, after = rest.partition(_OPEN)
        ref, _, rest = after.partition(_CLOSE)
        if before:
            out.append((before, None))
        out.append((ref, ref))
    if rest:
        out.append((rest, None))
    return out


def rule_lines(body: tuple[Block, ...], width: int) -> list[list[Span]]:
    """The body as lines of at most ``width`` cells, clauses hanging under their markers."""
    return [spans(line) for line in body_lines(_marked(body), width)]


def prose_lines(text: str, width: int) -> list[list[Span]]:
    """One paragraph of rule text (a title, a note), wrapped at word boundaries."""
    return [spans(line) for line in wrap(_mark_refs(text), width)]


def rule_target(ref: str) -> str:
    """The rule (or section) a reference opens: ``6.17(d)`` opens 6.17."""
    return ref.split("(", 1)[0].split("[", 1)[0]


def table_lines(table: RerackTable, lang: str, width: int) -> list[list[Span]]:
    """The table of rule 4.8 as text: each case, then where each ball goes."""

    def label(key: str) -> str:
        texts = table.labels.get(key, {})
        return texts.get(lang) or texts.get("en") or key

    lines: list[list[Span]] = []
    lines += prose_lines(label("label.title"), width)
    for row in table.rows:
        lines.append([])
        lines += prose_lines(label(f"row.{row}"), width)
        for column in table.columns:
            cell = table.cell(row, column)
            if cell is None:
                continue
            text = (f"{label(f'column.{column}')}: {label('label.object_ball')} → "
                    f"{label(f'object_ball.{cell.object_ball}')}; {label('label.cue_ball')} → "
                    f"{label(f'cue_ball.{cell.cue_ball}')}")
            lines += [[("  " + ln, None)] for ln in wrap(text, width - 2)]
    lines.append([])
    lines += prose_lines(label("label.footnote"), width)
    return lines


def bullet_lines(text: str, width: int, bullet: str = "•") -> list[list[Span]]:
    """A list item: the bullet, then the text hanging under its first word."""
    lines = wrap(_mark_refs(text), max(8, width - 2))
    return [spans((bullet + " " if i == 0 else "  ") + line) for i, line in enumerate(lines)]
