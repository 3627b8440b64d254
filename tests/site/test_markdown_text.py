"""Rule text reaches the page exactly as written: links for references, nothing else."""

from __future__ import annotations

import html as html_module

import markdown
import pytest

from site_builder.anchors import anchor, rule_link
from site_builder.markdown_text import escape, inline


def render(text: str) -> str:
    return markdown.markdown(text, extensions=["attr_list", "md_in_html", "tables",
                                               "admonition", "toc"])


@pytest.mark.parametrize(("ref", "expected"), [
    ("3.9", "rule-3-9"),
    ("3.3(d)", "rule-3-3-d"),
    ("3.3(d)(2)", "rule-3-3-d-2"),
    ("1.2[relag](a)", "rule-1-2-relag-a"),
    ("6", "rule-6"),
])
def test_anchor_is_built_from_the_english_id(ref: str, expected: str) -> None:
    assert anchor(ref) == expected


def test_a_reference_links_across_pages() -> None:
    assert rule_link("rules/section-3.md", "6.1") == "section-6.md#rule-6-1"
    assert rule_link("examples/eight-ball.md", "3.3(d)") == "../rules/section-3.md#rule-3-3-d"


@pytest.mark.parametrize("text", [
    "*not emphasis* and _not either_ and **nor this**",
    "[not a link](http://example.com) ![nor an image](x.png)",
    "<script>alert('x')</script> <b>bold?</b> &amp; &lt;",
    "1. not a list item",
    "# not a heading",
    "> not a quote",
    "`not code` | not | a table |",
    "{: #not-an-attribute } !!! note",
    "trailing backslash \\",
])
def test_markdown_and_html_in_rule_text_are_shown_not_interpreted(text: str) -> None:
    html = render(escape(text))
    assert html.startswith("<p>") and html.endswith("</p>")
    # The browser shows the entities as the characters that were written.
    shown = html_module.unescape(html[3:-4])
    assert shown == text
    for tag in ("<script", "<b>", "<em>", "<strong>", "<a ", "<img", "<code>", "<h1",
                "<blockquote", "<ol", "<table"):
        assert tag not in html


def test_references_become_links_and_the_rest_stays_text() -> None:
    text = "Foul *twice* (see {6.1} and {3.3(d)(2)})."
    md = inline(text, lambda ref: rule_link("rules/section-3.md", ref))
    html = html_module.unescape(render(md))
    assert '<a href="section-6.md#rule-6-1">6.1</a>' in html
    assert '<a href="section-3.md#rule-3-3-d-2">3.3(d)(2)</a>' in html
    assert "<em>" not in html
    assert html == ('<p>Foul *twice* (see <a href="section-6.md#rule-6-1">6.1</a> and '
                    '<a href="section-3.md#rule-3-3-d-2">3.3(d)(2)</a>).</p>')
