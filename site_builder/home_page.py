"""The front page of one language: which edition this is, and where everything is."""

from __future__ import annotations

from collections.abc import Sequence

from engine.book.model import Lang, RuleBook
from engine.i18n import Messages
from site_builder.anchors import link_target, section_page
from site_builder.markdown_text import escape

PAGE = "index.md"


def site_name(m: Messages) -> str:
    return m._("poolrules: the WPA Rules of Play")


def home_markdown(book: RuleBook, lang: Lang, m: Messages,
                  more: Sequence[tuple[str, str, str]]) -> str:
    """``more`` lists the other parts of the site as (page, title, what it is for)."""
    lines = [f"# {escape(site_name(m))}", ""]
    lines += [escape(m._("The rules of pool billiards of the World Pool-Billiard Association "
                         "in English, Swedish and Thai, generated from the poolrules rule "
                         "book data. The English text is authoritative.")), ""]
    for edition in book.editions[:1]:
        label = m._("Edition")
        since = m._("effective {date}").format(date=edition.effective) if edition.effective else ""
        about = ", ".join(x for x in (edition.publisher, since) if x)
        lines += [escape(f"{label}: {edition.title} ({about})"), ""]
    lines += ["## " + escape(m._("Rules")), ""]
    for section in book.sections:
        title = section.node.title(lang)
        target = link_target(PAGE, section_page(section.id))
        lines.append(f"- [{escape(section.id)} {escape(title)}]({target})")
    lines += ["", "## " + escape(m._("More")), ""]
    for page, title, purpose in more:
        lines.append(f"- [{escape(title)}]({link_target(PAGE, page)}): {escape(purpose)}")
    return "\n".join(lines).rstrip() + "\n"
