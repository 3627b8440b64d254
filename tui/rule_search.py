"""Finding rules by their words, in the language the reader is using."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from engine.book.model import Lang, Rule, RuleBook
from engine.text_layout import plain


def _fold(text: str) -> str:
    return unicodedata.normalize("NFC", text).casefold()


def all_entries(book: RuleBook) -> Iterator[Rule]:
    """Sections and rules in book order."""
    for section in book.sections:
        yield section.node
        yield from section.rules


def searchable_text(rule: Rule, lang: Lang) -> tuple[str, str]:
    """The title and the text a reader of ``lang`` sees (English where it is missing)."""
    t = rule.get(lang) or rule.english
    body = "\n".join(plain(text) for _, text in t.paragraphs())
    return _fold(t.title), _fold(body)


def search(book: RuleBook, lang: Lang, query: str) -> list[Rule]:
    """Rules whose id, title or text hold every word of the query; title matches first.

    Thai is written without spaces, so a Thai query is one word and matches as a
    substring of the text; nothing needs segmenting.
    """
    words = _fold(query).split()
    if not words:
        return []
    in_title: list[Rule] = []
    in_text: list[Rule] = []
    for rule in all_entries(book):
        title, body = searchable_text(rule, lang)
        if all(w in title or w == rule.id for w in words):
            in_title.append(rule)
        elif all(w in title or w in body or w == rule.id for w in words):
            in_text.append(rule)
    return in_title + in_text
