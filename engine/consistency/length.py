"""Length: a translation far longer or shorter than is usual for its language.

What is usual is measured on the book itself: for each language, the ratio of the
translation's length to the English over every rule; a rule is an outlier when its ratio
is further from the median than 3.5 robust standard deviations (median absolute
deviation) and at least 60 % off, which finds a missing or doubled paragraph without
flagging ordinary paraphrase.
"""

from __future__ import annotations

import math
import statistics
import unicodedata
from collections.abc import Iterator

from engine.book.model import Rule, Translation
from engine.consistency.excerpt import head, whole_text
from engine.consistency.finding import Finding
from engine.consistency.inputs import TRANSLATED, CheckInput
from engine.i18n import N_
from engine.translatable import message

CODES = ("length.ratio",)

MIN_LENGTH = 80
"""English texts shorter than this (a title and a line) vary too much to judge."""
MIN_RULES = 8
"""Fewer rules than this in a language give no reliable idea of what is usual."""
_MIN_FACTOR = math.log(1.6)


def text_length(t: Translation) -> int:
    """Characters a reader sees, without spaces or combining marks (Thai vowels, tones)."""
    return sum(1 for ch in whole_text(t)
               if not ch.isspace() and unicodedata.category(ch) not in ("Mn", "Me"))


def ratios(data: CheckInput) -> dict[str, list[tuple[Rule, Translation, float]]]:
    out: dict[str, list[tuple[Rule, Translation, float]]] = {lang.value: [] for lang in TRANSLATED}
    for rule, t in data.translations():
        en = text_length(rule.english)
        if en < MIN_LENGTH or not t.body:
            continue
        out[t.lang.value].append((rule, t, text_length(t) / en))
    return out


def check(data: CheckInput) -> Iterator[Finding]:
    for found in ratios(data).values():
        if len(found) < MIN_RULES:
            continue
        logs = [math.log(r) for _, _, r in found]
        middle = statistics.median(logs)
        spread = 1.4826 * statistics.median(abs(x - middle) for x in logs)
        limit = max(3.5 * spread, _MIN_FACTOR)
        for (rule, t, ratio), x in zip(found, logs, strict=True):
            if abs(x - middle) > limit:
                yield Finding(rule.id, t.lang, "length.ratio",
                              message(N_("{ratio}× as long as the English, where this "
                                         "language is usually {usual}×"),
                                      ratio=round(ratio, 2), usual=round(math.exp(middle), 2)),
                              head(whole_text(t).replace("\n", " "), 60), "")
