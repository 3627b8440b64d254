"""The rule book as a gettext catalog (PO) for one language, written with Babel.

One entry per title, paragraph and clause: msgctxt names the slot (``3.3(d) ¶1``, see
slots.py), msgid is the English, msgstr the translation. Translator notes from the source
are translator comments; the rule, its status and source are extracted comments on the
rule's first entry. Entries of a stale translation (the English changed since it was
reviewed) are fuzzy, with the English they were made from as ``#| msgid`` when git
history has it.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from engine.book.model import Lang, Rule, RuleBook, Translation
from engine.consistency.inputs import included_rules
from engine.i18n import N_, Messages, messages
from engine.translation.history import previous_english
from engine.translation.slots import text_slots

PROJECT = "poolrules rule book"
STRUCTURE_NOTE = N_("this translation's paragraphs and clauses differ from the English: only "
                    "the entries it has are filled in; change its structure in rules_data, "
                    "not here")

Previous = Callable[[Rule, str], Translation | None]


def export_catalog(book: RuleBook, lang: Lang, previous: Previous | None = None,
                   m: Messages | None = None) -> Catalog:
    """The catalog; notes to the translator are worded with ``m`` (default: English)."""
    edition = book.editions[0].id if book.editions else None
    catalog = Catalog(locale=lang.value, project=PROJECT, version=edition,
                      copyright_holder="poolrules contributors", fuzzy=False)
    note = (m or messages(Lang.EN))._(STRUCTURE_NOTE)
    for rule in included_rules(book):
        _add_rule(catalog, rule, lang, previous, note)
    return catalog


def _add_rule(catalog: Catalog, rule: Rule, lang: Lang, previous: Previous | None,
              note: str) -> None:
    t = rule.get(lang)
    mine = dict(text_slots(t, rule.id)) if t is not None else {}
    english = list(text_slots(rule.english, rule.id))
    stale = rule.is_stale(lang)
    before: dict[str, str] = {}
    if stale and t is not None and t.english_hash and previous is not None:
        old = previous(rule, t.english_hash)
        before = dict(text_slots(old, rule.id)) if old is not None else {}
    for i, (context, text) in enumerate(english):
        auto: list[str] = []
        user: list[str] = []
        if i == 0:
            auto.append(f"{rule.id} {rule.english.title}")
            state = "stale" if stale else rule.status(lang).value
            auto.append(f"status: {state}" + (f"; source: {t.source}" if t and t.source else ""))
            if t is not None and list(mine) != [c for c, _ in english]:
                auto.append(note)
            user = list(t.notes) if t is not None else []
        translated = mine.get(context, "")
        was = before.get(context) if stale and translated else None
        catalog.add(text, string=translated, context=context, auto_comments=auto,
                    user_comments=user, flags={"fuzzy"} if stale and translated else (),
                    previous_id=was if was is not None else ())


def catalog_bytes(catalog: Catalog) -> bytes:
    buf = io.BytesIO()
    write_po(buf, catalog, width=0, no_location=True, include_previous=True)
    return buf.getvalue()


def export_po(book: RuleBook, lang: Lang, data_dir: Path | None = None,
              m: Messages | None = None) -> bytes:
    """The catalog as PO text; with ``data_dir``, previous English comes from git."""
    previous: Previous | None = None
    if data_dir is not None:
        def previous(rule: Rule, wanted: str) -> Translation | None:
            return previous_english(data_dir, rule, wanted)
    return catalog_bytes(export_catalog(book, lang, previous, m))
