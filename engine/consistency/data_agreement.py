"""Data agreement: lists in the text that the rules engine also holds as data.

Each game's standard fouls are data in rules_data/games/*.yaml (the engine decides with
them) and a list in the text (3.9, 2.7, 4.9, 9.10). Every language must list the same
fouls as the data: "{6.14} ..." in a list of eight-ball fouls is a different game.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.book.model import Block, ClauseList, Lang, Paragraph, Rule, RuleBook, Translation
from engine.consistency.excerpt import head, refs_with_spans, snippet, words
from engine.consistency.finding import Finding
from engine.consistency.inputs import CheckInput, GameFouls
from engine.consistency.titles import Titles, rule_of
from engine.i18n import N_
from engine.text_layout import plain
from engine.translatable import message

CODES = ("data.extra-foul", "data.missing-foul")


def check(data: CheckInput) -> Iterator[Finding]:
    titles: dict[Lang, Titles] = {}
    for game in data.games:
        rule = data.book.rule(game.rule)
        if rule is None:
            continue
        for t in rule.translations.values():
            lang_titles = titles.setdefault(t.lang, Titles(data.book, t.lang))
            yield from _compare(data.book, rule, t, game, lang_titles)


def _compare(book: RuleBook, rule: Rule, t: Translation, game: GameFouls,
             titles: Titles) -> Iterator[Finding]:
    sections = {rule_of(f).split(".")[0] + "." for f in game.fouls}
    listed = _listed(t.body, t.lang, sections, titles)
    if not listed:
        return
    name = book.section(rule.section)
    game_name = name.node.title(t.lang) if name is not None else game.game
    for ref, (where, excerpt) in listed.items():
        if rule_of(ref) not in game.fouls:
            yield Finding(rule.id, t.lang, "data.extra-foul",
                          message(N_("lists {ref} ({title}) among the standard fouls of "
                                     "{game}, but the rules engine's data ({file}) does not"),
                                  ref=ref, title=_title(book, ref, t.lang), game=game_name,
                                  file=game.file), excerpt, where)
    named = {rule_of(ref) for ref in listed}
    for foul in sorted(game.fouls - named, key=_order):
        yield Finding(rule.id, t.lang, "data.missing-foul",
                      message(N_("does not list {ref} ({title}), which the rules engine's "
                                 "data for {game} ({file}) counts as a standard foul"),
                              ref=foul, title=_title(book, foul, t.lang), game=game_name,
                              file=game.file), f"{foul} {_title(book, foul, t.lang)}", "")


def _listed(body: tuple[Block, ...], lang: Lang, sections: set[str],
            titles: Titles) -> dict[str, tuple[str, str]]:
    """Fouls the list names: paragraphs that start with a reference to a foul rule, and
    clauses that refer to one, or failing that start with a foul rule's title."""
    out: dict[str, tuple[str, str]] = {}
    for block in body:
        if isinstance(block, Paragraph):
            refs = list(refs_with_spans(block.text))
            text = plain(block.text)
            if refs and refs[0][1] == 0 and _is_foul(refs[0][0], sections):
                out.setdefault(refs[0][0], ("", snippet(text, refs[0][1], refs[0][2], 40)))
        elif isinstance(block, ClauseList):
            for clause in block.clauses:
                raw = " ".join(p.text for p in clause.body if isinstance(p, Paragraph))
                text = plain(raw)
                fouls = [r for r in refs_with_spans(raw) if _is_foul(r[0], sections)]
                if fouls:
                    ref, s, e = fouls[0]
                    out.setdefault(ref, (clause.full_id, snippet(text, s, e, 40)))
                    continue
                cited = [w.text.casefold() for w in words(text, lang)]
                for prefix in sections:
                    title = titles.named(cited, among=prefix)
                    if title is not None:
                        out.setdefault(title.rule, (clause.full_id, head(text, 50)))
                        break
    return out


def _is_foul(ref: str, sections: set[str]) -> bool:
    return any(ref.startswith(s) for s in sections)


def _title(book: RuleBook, ref: str, lang: Lang) -> str:
    rule = book.rule(rule_of(ref))
    return rule.title(lang) if rule is not None else ref


def _order(rule_id: str) -> tuple[int, ...]:
    return tuple(int(p) for p in rule_id.split(".") if p.isdigit())
