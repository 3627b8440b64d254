"""The table of rule 4.8 (where the 15th ball and the cue ball go at a 14.1 re-rack),
shown from its data in the page's language."""

from __future__ import annotations

from engine.book.model import Lang, RerackTable
from engine.i18n import Messages
from site_builder.markdown_text import escape


def rerack_table_markdown(table: RerackTable, lang: Lang, m: Messages) -> list[str]:
    def label(key: str) -> str:
        by_lang = table.labels.get(key, {})
        return by_lang.get(lang.value) or by_lang.get(Lang.EN.value) or key

    head = [label("label.title"), *(label(f"column.{c}") for c in table.columns)]
    lines = ["| " + " | ".join(escape(h) for h in head) + " |",
             "| " + " | ".join("---" for _ in head) + " |"]
    for row in table.rows:
        cells = [escape(label(f"row.{row}"))]
        for column in table.columns:
            cell = table.cell(row, column)
            if cell is None:
                cells.append("—")
                continue
            cells.append(f"{escape(label('label.object_ball'))}: "
                         f"**{escape(label(f'object_ball.{cell.object_ball}'))}**<br>"
                         f"{escape(label('label.cue_ball'))}: "
                         f"**{escape(label(f'cue_ball.{cell.cue_ball}'))}**")
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    if "label.footnote" in table.labels:
        lines += [f'<p class="pr-term-facts">{escape(label("label.footnote"))}</p>', ""]
    if lang.value not in table.labels.get("label.title", {}):
        lines += [f'<p class="pr-notice">{escape(_english_shown(m, lang))}</p>', ""]
    return lines


def _english_shown(m: Messages, lang: Lang) -> str:
    return m._("No {language} translation of this table yet; the English is shown.").format(
        language=m.language_name(lang))
