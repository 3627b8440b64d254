"""Interface strings from the Babel catalogs in ``locales/``, and locale-aware formatting.

Catalogs are read from the ``.po`` files directly (compiled in memory), so that an
edited catalog shows at once without a build step.
"""

from __future__ import annotations

import gettext
import io
import os
from datetime import datetime
from functools import cache
from pathlib import Path

from babel import Locale
from babel.dates import format_datetime
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal, format_percent

from engine.book.model import Lang

DOMAIN = "poolrules"
LOCALES_DIR = Path(__file__).resolve().parents[1] / "locales"
BABEL_LOCALE = {Lang.EN: "en", Lang.SV: "sv_SE", Lang.TH: "th_TH"}


@cache
def translations(lang: Lang) -> gettext.NullTranslations:
    po = LOCALES_DIR / str(lang) / "LC_MESSAGES" / f"{DOMAIN}.po"
    if not po.exists():
        return gettext.NullTranslations()
    with po.open("rb") as f:
        catalog = read_po(f, locale=str(lang))
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    buf.seek(0)
    return gettext.GNUTranslations(buf)


class Messages:
    """The interface wording of one language: ``m._("Rule")``, ``m.ngettext(...)``."""

    def __init__(self, lang: Lang) -> None:
        self.lang = lang
        self._t = translations(lang)

    def _(self, message: str) -> str:
        return self._t.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._t.ngettext(singular, plural, n)

    def number(self, value: float) -> str:
        return format_decimal(value, locale=BABEL_LOCALE[self.lang])

    def percent(self, value: float) -> str:
        return format_percent(value, locale=BABEL_LOCALE[self.lang], format="#,##0.#%")

    def datetime(self, value: datetime) -> str:
        return format_datetime(value, format="medium", locale=BABEL_LOCALE[self.lang])

    def language_name(self, lang: Lang) -> str:
        return Locale.parse(BABEL_LOCALE[lang]).get_language_name(BABEL_LOCALE[self.lang]) or ""


def messages(lang: Lang | str) -> Messages:
    return Messages(Lang(lang))


def environment_lang() -> Lang:
    """The language for output before any --lang option is read (POOLRULES_LANG, then LANG)."""
    for var in ("POOLRULES_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        code = value[:2].lower()
        if code in ("en", "sv", "th"):
            return Lang(code)
    return Lang.EN


def N_(message: str) -> str:
    """Mark a string for extraction where it is translated later."""
    return message
