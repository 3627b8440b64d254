"""Edition: references numbered as in an older edition of the WPA rules.

The 2016 edition inserted 6.16 Ball Rack Template Foul, so Unsportsmanlike Conduct moved
from 6.16 to 6.17. A translation made from an older edition (or copied from one) refers
to 6.16 for unsportsmanlike conduct. Where mapping a translation's references from an
older numbering to 2016 makes them agree with the English better, the translation
follows that older numbering.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.book.model import RuleBook, Translation
from engine.consistency.excerpt import pieces, refs_with_spans, snippet
from engine.consistency.finding import Finding
from engine.consistency.inputs import CheckInput
from engine.consistency.titles import rule_of
from engine.i18n import N_
from engine.translatable import message

CODES = ("edition.numbering",)

RENUMBERED: dict[str, dict[str, str]] = {
    "wpa-pre-2016": {"6.16": "6.17"},
}
"""Per edition id (editions.yaml): rule ids of that edition whose 2016 id differs."""


def check(data: CheckInput) -> Iterator[Finding]:
    editions = {e.id: e for e in data.book.editions}
    for rule, t in data.translations():
        english = {rule_of(r) for r in rule.english.refs()}
        found = {rule_of(r) for r in t.refs()}
        for edition_id, moves in RENUMBERED.items():
            moved = {old: new for old, new in moves.items()
                     if old in found and old not in english and new in english and new not in found}
            if not moved:
                continue
            edition = editions.get(edition_id)
            title = edition.title if edition is not None else edition_id
            for old, new in moved.items():
                yield Finding(rule.id, t.lang, "edition.numbering",
                              message(N_("refers to {old} as numbered in {edition}: in the "
                                         "2016 edition that rule is {new} ({title})"),
                                      old=old, edition=title, new=new,
                                      title=_title(data.book, new, t)),
                              _excerpt(t, old))


def _title(book: RuleBook, rule_id: str, t: Translation) -> str:
    rule = book.rule(rule_id)
    return rule.title(t.lang) if rule is not None else rule_id


def _excerpt(t: Translation, ref: str) -> str:
    for piece in pieces(t):
        for r, start, end in refs_with_spans(piece.raw):
            if rule_of(r) == ref:
                return snippet(piece.text, start, end, 30)
    return ref
