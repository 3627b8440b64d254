"""What a reader must be told about a translation: draft, stale, or missing.

The marks are the same on the rule pages and in the compare view, so a translator sees
in both places why a text is shown the way it is.
"""

from __future__ import annotations

from engine.book.model import Lang, Rule, Status
from engine.i18n import Messages
from site_builder.markdown_text import attribute, escape


def display_status(rule: Rule, lang: Lang) -> str:
    """official, draft, stale or missing (English: authoritative); stale wins over the rest."""
    if rule.get(lang) is None:
        return Status.MISSING.value
    if rule.is_stale(lang):
        return "stale"
    return rule.status(lang).value


def badge(rule: Rule, lang: Lang, m: Messages) -> str:
    """An inline badge for draft and stale translations, empty otherwise."""
    status = display_status(rule, lang)
    if status == Status.DRAFT.value:
        text = m._("Draft translation")
        why = m._("Written for poolrules, not taken from a published translation; "
                  "not yet checked by a translator.")
    elif status == "stale":
        text = m._("Stale translation")
        why = m._("The English text has changed since this translation was checked.")
    else:
        return ""
    return (f'<span class="pr-badge pr-badge--{status}" title="{attribute(why)}">'
            f"{escape(text)}</span>")


def missing_notice(lang: Lang, m: Messages) -> list[str]:
    """An admonition saying the English is shown because there is no translation."""
    title = m._("No {language} translation").format(language=m.language_name(lang))
    text = m._("This text has not been translated into {language} yet; the English "
               "original is shown.").format(language=m.language_name(lang))
    return [f'!!! warning "{escape(title)}"', "", f"    {escape(text)}", ""]


def notes(texts: tuple[str, ...], m: Messages) -> list[str]:
    """Translator notes from the source, kept apart from the rule text."""
    lines: list[str] = []
    for note in texts:
        title = m._("Translator's note")
        lines += [f'!!! note "{escape(title)}"', "", f"    {escape(note)}", ""]
    return lines
