"""A game's name is the title of its section of the rule book, in the reader's language."""

from __future__ import annotations

from engine.book.model import Lang, RuleBook

GAME_SECTIONS = {"nine_ball": "2", "eight_ball": "3", "straight_pool": "4", "ten_ball": "9"}
GAMES_IN_ORDER = ("eight_ball", "nine_ball", "ten_ball", "straight_pool")


def game_name(book: RuleBook, game: str, lang: Lang) -> str:
    section = book.section(GAME_SECTIONS.get(game, ""))
    return section.node.title(lang) if section is not None else game
