"""Staleness: the English changed after the translation was made or last reviewed.

Like a fuzzy entry in gettext: the translation records the hash of the English it was
made from (``english_hash``); when the English hashes differently now, it is stale.
``poolrules review`` records the current hash once a translator has checked the text.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.book.model import english_hash
from engine.consistency.finding import Finding
from engine.consistency.inputs import CheckInput
from engine.i18n import N_
from engine.translatable import message

CODES = ("staleness.stale",)


def check(data: CheckInput) -> Iterator[Finding]:
    for rule, t in data.translations():
        if t.english_hash is None:
            continue
        current = english_hash(rule.english)
        if t.english_hash != current:
            yield Finding(rule.id, t.lang, "staleness.stale",
                          message(N_("the English changed after this translation was "
                                     "reviewed; check it, then run: poolrules review {rule} "
                                     "--lang {lang}"), rule=rule.id, lang=t.lang.value),
                          f"{t.english_hash} → {current}", "title")
