"""A rule as lines of terminal text, clauses indented under their markers."""

from __future__ import annotations

from engine.book.model import Block, Lang, Paragraph, RerackTable, Translation
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


def table_lines(table: RerackTable, lang: Lang, width: int) -> list[str]:
    """The 4.8 table as one entry per filled cell: situation, then where each ball goes."""

    def label(key: str) -> str:
        texts = table.labels.get(key, {})
        return texts.get(lang.value) or texts.get("en", key)

    lines = ["", label("label.title")]
    for cell in table.cells:
        situation = f"{label('row.' + cell.row)} / {label('column.' + cell.column)}"
        first, *rest = wrap(situation, width - 2)
        lines += ["", "• " + first, *("  " + ln for ln in rest)]
        for what, code in (("object_ball", cell.object_ball), ("cue_ball", cell.cue_ball)):
            text = f"{label('label.' + what)}: {label(what + '.' + code)}"
            lines += ["    " + ln for ln in wrap(text, width - 4)]
    if "label.footnote" in table.labels:
        lines += ["", *wrap(label("label.footnote"), width)]
    return lines
