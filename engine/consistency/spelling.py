"""A word with a wrong ending: rare itself, one letter from a common word the text uses.

"det går inte att avgöra vilken boll som liggen närmast" has "liggen" for "ligger". The
word frequencies come from wordfreq (offline, shipped with the package). To keep the
terms of the game out of it (tekning, kixa, köläder are rare in general Swedish), only a
word used once in the book's language, not in the glossary or a title, is a candidate,
and only an edit of its last two letters that gives a common word this book also uses
counts as the likely intended word.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from engine.book.model import Lang, RuleBook
from engine.consistency.excerpt import Word, pieces, words
from engine.consistency.inputs import CheckInput

RARE = 2.5
"""Zipf frequency (log10 per billion words) below which a word is rare."""
COMMON = 4.0
LETTERS = {Lang.EN: "abcdefghijklmnopqrstuvwxyz", Lang.SV: "abcdefghijklmnopqrstuvwxyzåäöé"}


@dataclass(frozen=True, slots=True)
class Misspelling:
    rule: str
    where: str
    text: str
    word: Word
    intended: str


def misspellings(data: CheckInput, lang: Lang) -> Iterator[Misspelling]:
    if lang not in LETTERS:  # Thai has no inflection, and its words come from a segmenter
        return
    from wordfreq import zipf_frequency  # loads its word lists on first use

    found: list[tuple[str, str, str, Word]] = []
    for rule, t in data.translations((lang,)):
        for piece in pieces(t):
            found += [(rule.id, piece.where, piece.text, w) for w in words(piece.text, lang)]
    counts = Counter(w.text.casefold() for *_, w in found)
    known = _vocabulary(data.book, lang)
    for rule_id, where, text, w in found:
        word = w.text.casefold()
        if counts[word] > 1 or len(word) < 4 or not word.isalpha() or _known(word, known):
            continue
        if zipf_frequency(word, lang.value) >= RARE:
            continue
        for candidate in sorted(_ending_edits(word, LETTERS[lang])):
            if counts[candidate] and zipf_frequency(candidate, lang.value) >= COMMON:
                yield Misspelling(rule_id, where, text, w, candidate)
                break


def _ending_edits(word: str, letters: str) -> set[str]:
    """Words one change away in the last two letters: liggen → ligger."""
    out: set[str] = set()
    for i in range(max(0, len(word) - 2), len(word)):
        head, tail = word[:i], word[i + 1:]
        out.add(head + tail)
        out |= {head + c + tail for c in letters}
        out |= {word[:i] + c + word[i:] for c in letters}
    out |= {word + c for c in letters}
    out.discard(word)
    return out


def _known(word: str, vocabulary: set[str]) -> bool:
    """In the glossary or titles, or an inflection that only adds to or drops from the end
    of a word there ("kläde" beside "klädet", "stötens" beside "stöten")."""
    return word in vocabulary or any(
        len(v) >= 5 and (word.startswith(v) or (len(word) >= 5 and v.startswith(word)))
        for v in vocabulary)


def _vocabulary(book: RuleBook, lang: Lang) -> set[str]:
    """The words of the glossary (terms, forms, definitions) and of the titles."""
    texts: list[str] = []
    for term in book.glossary:
        form = term.languages.get(lang)
        if form is not None:
            texts += [form.term, *form.forms, form.definition]
    for section in book.sections:
        for rule in (section.node, *section.rules):
            t = rule.get(lang)
            if t is not None:
                texts.append(t.title)
    return {w.text.casefold() for text in texts for w in words(text, lang)}
