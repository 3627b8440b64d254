"""Numbers: a translation states the same numbers as the English.

Numbers are read as digits (Thai digits ๐–๙ too), fractions and number words in English,
Swedish and Thai ("four", "fyra", "4:a", "สี่"), ignoring references, the game's name
14.1 and page numbers. "One" is the indefinite article in Swedish (en, ett) and a
pronoun in English, so ones are only counted as points ("one point", "en poäng"); points
are compared by how often they occur, because "a foul costs one point" said once more
than the English is a different rule, while other numbers are compared as sets so that
repeating a ball number in a paraphrase does not count.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from engine.book.model import Lang, Rule, Translation
from engine.consistency.excerpt import Word, pieces, refs_with_spans, snippet, words
from engine.consistency.finding import Finding
from engine.consistency.inputs import CheckInput
from engine.i18n import N_
from engine.translatable import message

CODES = ("numbers.missing", "numbers.extra", "numbers.points")

CARDINALS: dict[Lang, dict[str, str]] = {
    Lang.EN: {
        "zero": "0", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
        "seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
        "thirteen": "13", "fourteen": "14", "fifteen": "15", "sixteen": "16",
        "seventeen": "17", "eighteen": "18", "nineteen": "19", "twenty": "20",
        "thirty": "30", "forty": "40", "fifty": "50", "hundred": "100", "twice": "2",
        "double": "2",
        "third": "3", "fourth": "4", "fifth": "5", "sixth": "6", "seventh": "7",
        "eighth": "8", "ninth": "9", "tenth": "10", "fourteenth": "14", "fifteenth": "15",
        "quarter": "1/4", "quarters": "1/4",
    },
    Lang.SV: {
        "noll": "0", "två": "2", "tre": "3", "fyra": "4", "fem": "5", "sex": "6",
        "sju": "7", "åtta": "8", "nio": "9", "tio": "10", "elva": "11", "tolv": "12",
        "tretton": "13", "fjorton": "14", "femton": "15", "sexton": "16", "sjutton": "17",
        "arton": "18", "nitton": "19", "tjugo": "20", "trettio": "30", "fyrtio": "40",
        "femtio": "50", "hundra": "100",
        "tredje": "3", "fjärde": "4", "femte": "5", "sjätte": "6", "sjunde": "7",
        "åttonde": "8", "nionde": "9", "tionde": "10", "fjortonde": "14", "femtonde": "15",
        # the balls by number: "åttan" is the eight ball
        "tvåan": "2", "trean": "3", "fyran": "4", "femman": "5", "sexan": "6", "sjuan": "7",
        "åttan": "8", "nian": "9", "tian": "10",
        "fjärdedel": "1/4", "fjärdedelen": "1/4", "fjärdedelar": "1/4",
    },
    Lang.TH: {},
}

MAYBE_TWO: dict[Lang, frozenset[str]] = {
    Lang.EN: frozenset({"second", "both"}),
    Lang.SV: frozenset({"båda", "bägge", "dubbel"}),
    Lang.TH: frozenset({"ทั้งสอง"}),
}
"""Words that may say two or may not ("second" is also a unit of time, "both" is often
left out): they account for a 2 on the other side, but a missing one is not reported.
Swedish "andra" (second, other) is too often "other" to count at all."""

ONES: dict[Lang, frozenset[str]] = {
    Lang.EN: frozenset({"one", "1"}),
    Lang.SV: frozenset({"en", "ett", "ettan", "1"}),
    Lang.TH: frozenset({"หนึ่ง", "1"}),
}

POINTS: dict[Lang, frozenset[str]] = {
    Lang.EN: frozenset({"point", "points"}),
    Lang.SV: frozenset({"poäng", "poängs"}),
    Lang.TH: frozenset({"แต้ม", "คะแนน"}),
}

# Game names keep their English number in Swedish and Thai text: "Eight Ball".
_NAMED_BALLS = {"eight": "8", "nine": "9", "ten": "10"}

_SV_COMPOUND = re.compile(r"(två|tre|fyra|fem|sex|sju|åtta|nio|tio|femton|fjorton|dubbel)"
                          r"(sekund|minut|poäng|fel|boll|stöt)")
_DIGITS = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?(?:/\d+)?)(?::[ae])?(?![\w/]|[.,]\d)")
_FRACTIONS = {"¼": "1/4", "½": "1/2", "¾": "3/4", "⅛": "1/8"}
_THAI_DIGITS = str.maketrans("๐๑๒๓๔๕๖๗๘๙", "0123456789")
_GAME_NAME = re.compile(r"(?<![\w.])14[.-]1(?![\d])")
_PAGE = re.compile(r"(?:\b(?:page|pages|p\.|sidan|sida|s\.)|หน้า)\s*\d+", re.IGNORECASE)

_THAI_UNITS = {"ศูนย์": 0, "หนึ่ง": 1, "เอ็ด": 1, "สอง": 2, "ยี่": 2, "สาม": 3, "สี่": 4,
               "ห้า": 5, "หก": 6, "เจ็ด": 7, "แปด": 8, "เก้า": 9}
_THAI_TENS = {"สิบ": 10, "ร้อย": 100, "พัน": 1000}


@dataclass(frozen=True, slots=True)
class Number:
    value: str
    points: bool
    maybe: bool
    """Said with a word that may not mean a number here (see MAYBE_TWO)."""
    where: str
    text: str
    start: int
    end: int


def thai_number(token: str) -> int | None:
    """The value of a Thai number word (สิบห้า = 15), None when it is not one."""
    total, current, pos = 0, -1, 0
    parts = sorted([*_THAI_UNITS, *_THAI_TENS], key=len, reverse=True)
    while pos < len(token):
        part = next((p for p in parts if token.startswith(p, pos)), None)
        if part is None:
            return None
        if part in _THAI_UNITS:
            current = _THAI_UNITS[part]
        else:
            total += (current if current >= 0 else 1) * _THAI_TENS[part]
            current = -1
        pos += len(part)
    return total + max(current, 0) if pos else None


def thai_value(token: str) -> str | None:
    """A Thai number token as a value: ที่สาม (third) is 3, หนึ่งในสี่ (one in four) 1/4."""
    token = token.removeprefix("ที่")
    if "ใน" in token:
        a, _, b = token.partition("ใน")
        x, y = thai_number(a), thai_number(b)
        return f"{x}/{y}" if x is not None and y is not None else None
    value = thai_number(token)
    return str(value) if value is not None else None


def _masked(text: str, raw: str) -> str:
    """The text with references, the game's name and page numbers blanked out."""
    chars = list(text.translate(_THAI_DIGITS))
    spans = [(s, e) for _, s, e in refs_with_spans(raw)]
    spans += [m.span() for m in _GAME_NAME.finditer(text)]
    spans += [m.span() for m in _PAGE.finditer(text)]
    for s, e in spans:
        chars[s:e] = " " * (e - s)
    return "".join(chars)


def numbers(raw_piece_text: str, text: str, lang: Lang, where: str = "") -> list[Number]:
    masked = _masked(text, raw_piece_text)
    found: list[tuple[int, int, str]] = []
    for m in _DIGITS.finditer(masked):
        found.append((m.start(), m.end(), m.group(1).replace(",", ".")))
    for ch, value in _FRACTIONS.items():
        found += [(m.start(), m.end(), value) for m in re.finditer(ch, masked)]
    # "fifteen-point" and "three-foul" are a number and the word it counts
    ws = [part for w in words(masked, lang) for part in _hyphen_parts(w)]
    lexicon = CARDINALS[lang]
    maybe: set[int] = set()
    i = 0
    while i < len(ws):
        w = ws[i]
        token = w.text.casefold()
        nxt = ws[i + 1].text.casefold() if i + 1 < len(ws) else ""
        if token.isdigit() or token.split(":")[0].isdigit():
            i += 1
            continue
        if token in ONES[lang]:
            found.append((w.start, w.end, "1"))
        elif token in MAYBE_TWO[lang]:
            found.append((w.start, w.end, "2"))
            maybe.add(w.start)
        elif token in lexicon:
            found.append((w.start, w.end, lexicon[token]))
        elif lang is not Lang.EN and token in _NAMED_BALLS and nxt == "ball":
            found.append((w.start, w.end, _NAMED_BALLS[token]))
        elif lang is Lang.SV and (compound := _SV_COMPOUND.match(token)):
            found.append((w.start, w.end, lexicon.get(compound.group(1), "2")))
        elif lang is Lang.TH:
            # the segmenter may cut one number in two: สิบ ห้า is fifteen
            j = i
            while j + 1 < len(ws) and ws[j + 1].start == ws[j].end and \
                    thai_value("".join(x.text for x in ws[i:j + 2])) is not None:
                j += 1
            thai = thai_value("".join(x.text for x in ws[i:j + 1]))
            if thai is not None:
                found.append((w.start, ws[j].end, thai))
                i = j
        i += 1
    found.sort()
    if lang is Lang.TH:
        found = _thai_fractions(found, masked)
    out: list[Number] = []
    for start, end, value in found:
        points = _next_word(ws, end) in POINTS[lang]
        if value == "1" and not points:
            continue
        out.append(Number(value, points, start in maybe, where, text, start, end))
    return out


def _hyphen_parts(w: Word) -> list[Word]:
    if "-" not in w.text:
        return [w]
    out: list[Word] = []
    pos = w.start
    for part in w.text.split("-"):
        if part:
            out.append(Word(pos, pos + len(part), part))
        pos += len(part) + 1
    return out


def _next_word(ws: list[Word], end: int) -> str:
    return next((w.text.casefold() for w in ws if w.start >= end), "")


def _thai_fractions(found: list[tuple[int, int, str]], text: str) -> list[tuple[int, int, str]]:
    """1 ใน 4 ของ (one in four of) is a quarter; "1 ใน 3 ครั้ง" (one of the three times)
    is not, so only a share *of* something counts."""
    out: list[tuple[int, int, str]] = []
    i = 0
    while i < len(found):
        if i + 1 < len(found) and text[found[i][1]:found[i + 1][0]].strip() == "ใน" \
                and text[found[i + 1][1]:].lstrip().startswith("ของ"):
            out.append((found[i][0], found[i + 1][1], f"{found[i][2]}/{found[i + 1][2]}"))
            i += 2
            continue
        out.append(found[i])
        i += 1
    return out


def _all(t: Translation) -> list[Number]:
    out: list[Number] = []
    for piece in pieces(t):
        out += numbers(piece.raw, piece.text, t.lang, piece.where)
    return out


def check(data: CheckInput) -> Iterator[Finding]:
    for rule, t in data.translations():
        if t.body or not rule.english.body:
            yield from _compare(rule, t)


def _compare(rule: Rule, t: Translation) -> Iterator[Finding]:
    en = _all(rule.english)
    tr = _all(t)
    en_values = {n.value for n in en if not n.points}
    tr_values = {n.value for n in tr if not n.points}
    en_sure = {n.value for n in en if not n.points and not n.maybe}
    tr_sure = {n.value for n in tr if not n.points and not n.maybe}
    for n in _first_each(tr, tr_sure - en_values, points=False):
        yield Finding(rule.id, t.lang, "numbers.extra",
                      message(N_("has the number {value}, which the English does not"),
                              value=n.value), snippet(n.text, n.start, n.end, 30), n.where)
    for n in _first_each(en, en_sure - tr_values, points=False):
        yield Finding(rule.id, t.lang, "numbers.missing",
                      message(N_("does not have the number {value}, which the English has"),
                              value=n.value), snippet(n.text, n.start, n.end, 30), n.where)
    en_points = Counter(n.value for n in en if n.points)
    tr_points = Counter(n.value for n in tr if n.points)
    for value in sorted(set(en_points) | set(tr_points)):
        if en_points[value] == tr_points[value]:
            continue
        mine = [n for n in tr if n.points and n.value == value]
        theirs = [n for n in en if n.points and n.value == value]
        # Point the excerpt at the occurrence the English has no counterpart for.
        n = mine[-1] if len(mine) > len(theirs) else theirs[-1]
        yield Finding(rule.id, t.lang, "numbers.points",
                      message(N_("{value} point(s) stated {count} time(s) here, {english} "
                                 "time(s) in the English"), value=value,
                              count=tr_points[value], english=en_points[value]),
                      snippet(n.text, n.start, n.end, 30), n.where)


def _first_each(found: list[Number], values: set[str], points: bool) -> Iterator[Number]:
    seen: set[str] = set()
    for n in found:
        if n.points == points and not n.maybe and n.value in values and n.value not in seen:
            seen.add(n.value)
            yield n
