"""Cross-references: the same rules referenced as in the English, and quoted titles that
belong to the rule referenced.

"(se {6.16} Osportsligt uppträdande.)" refers to 6.16 where the English refers to 6.17,
and quotes the title of 6.17; "{6.11} Felaktig stöt bakom huvudlinjen" quotes 6.11's title
("Felaktigt spel bakom huvudlinjen") wrongly.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.book.model import LANGS, Rule, Translation
from engine.consistency.excerpt import pieces, refs_with_spans, snippet
from engine.consistency.finding import Finding
from engine.consistency.inputs import CheckInput
from engine.consistency.titles import Titles, cited_words, rule_of
from engine.i18n import N_
from engine.translatable import message

CODES = ("references.ids", "references.title", "references.title-other")

def check(data: CheckInput) -> Iterator[Finding]:
    for rule, t in data.translations():
        yield from _ids(rule, t)
    titles = {lang: Titles(data.book, lang) for lang in LANGS}
    for rule, t in data.translations(LANGS):
        yield from _titles(rule, t, titles[t.lang])


def _occurrences(t: Translation) -> Iterator[tuple[str, str, str, int, int, int | None]]:
    """(reference, piece, plain text, start, end, start of the next reference) for every
    reference in the text."""
    for piece in pieces(t):
        refs = list(refs_with_spans(piece.raw))
        for i, (ref, start, end) in enumerate(refs):
            following = refs[i + 1][1] if i + 1 < len(refs) else None
            yield ref, piece.where, piece.text, start, end, following


def _ids(rule: Rule, t: Translation) -> Iterator[Finding]:
    english = {ref: (where, text, s, e)
               for ref, where, text, s, e, _ in _occurrences(rule.english)}
    found: dict[str, tuple[str, str, int, int]] = {}
    for ref, where, text, s, e, _ in _occurrences(t):
        found.setdefault(ref, (where, text, s, e))
    missing = [r for r in english if r not in found]
    extra = [r for r in found if r not in english]
    for ref in extra:
        where, text, s, e = found[ref]
        instead = next((m for m in missing if _neighbours(ref, m)), None)
        if instead is not None:
            missing.remove(instead)
            msg = message(N_("refers to {found} where the English refers to {expected}"),
                          found=ref, expected=instead)
        else:
            msg = message(N_("refers to {ref}, which the English does not"), ref=ref)
        yield Finding(rule.id, t.lang, "references.ids", msg, snippet(text, s, e), where)
    for ref in missing:
        where, text, s, e = english[ref]
        yield Finding(rule.id, t.lang, "references.ids",
                      message(N_("does not refer to {ref} as the English does"), ref=ref),
                      snippet(text, s, e), where)


def _titles(rule: Rule, t: Translation, titles: Titles) -> Iterator[Finding]:
    for ref, where, text, start, end, following in _occurrences(t):
        cited = cited_words(text, end, t.lang, following)
        if not cited:
            continue
        words = [w.text.casefold() for w in cited]
        target = titles.of(rule_of(ref))
        score = target.coverage(words) if target is not None else 0.0
        if score == 1.0:
            continue
        other = titles.named(words)
        if other is not None and other.rule != rule_of(ref) and score < 0.5:
            stop = cited[other.length_in(words) - 1].end
            yield Finding(rule.id, t.lang, "references.title-other",
                          message(N_("cites {ref} with the title of {other}: “{title}”"),
                                  ref=ref, other=other.rule, title=other.text),
                          snippet(text, start, stop, 30), where)
        elif target is not None and score >= 0.5:
            stop = cited[min(len(target.words), len(cited)) - 1].end
            quoted = text[cited[0].start:stop]
            yield Finding(rule.id, t.lang, "references.title",
                          message(N_("cites {ref} as “{cited}”, but its title is “{title}”"),
                                  ref=ref, cited=quoted, title=target.text),
                          snippet(text, start, stop, 30), where)


def _neighbours(a: str, b: str) -> bool:
    """Two rules next to each other: 6.16 written for 6.17 is one mistake, not a reference
    dropped and another added."""
    x, y = rule_of(a).split("."), rule_of(b).split(".")
    return (len(x) == len(y) == 2 and x[0] == y[0] and x[1].isdigit() and y[1].isdigit()
            and abs(int(x[1]) - int(y[1])) == 1)
