"""The site as MkDocs built it: links, languages, offline use, and the search index."""

from __future__ import annotations

import json
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

from engine.book.loader import default_data_dir
from tests.site.site_build import build_site

EXTERNAL = re.compile(r'<(?:script|link|img|iframe)[^>]+(?:src|href)="(?:https?:)?//', re.I)


def test_every_language_has_its_pages(built_site: Path) -> None:
    for prefix, lang in (("", "en"), ("sv/", "sv"), ("th/", "th")):
        for page in ("index.html", "rules/section-3.html", "glossary.html", "status.html",
                     "compare/section-3.html", "examples/index.html"):
            html = (built_site / prefix / page).read_text(encoding="utf-8")
            assert f'<html lang="{lang}"' in html, (prefix, page)


def test_a_reference_is_a_link_to_the_rule_on_its_page(built_site: Path) -> None:
    for prefix in ("", "sv/", "th/"):
        html = (built_site / prefix / "rules" / "section-3.html").read_text(encoding="utf-8")
        rule = html.split('id="rule-3-9"')[1].split('id="rule-3-10"')[0]
        assert 'href="section-6.html#rule-6-1"' in rule, prefix
        target = (built_site / prefix / "rules" / "section-6.html").read_text(encoding="utf-8")
        assert 'id="rule-6-1"' in target


def test_the_language_switcher_keeps_the_page(built_site: Path) -> None:
    html = (built_site / "sv" / "rules" / "section-3.html").read_text(encoding="utf-8")
    links = dict(re.findall(r'<a href="([^"]+)" hreflang="(\w+)" class="md-select__link"',
                            html))
    assert {v: k for k, v in links.items()} == {
        "en": "../../rules/section-3.html", "sv": "section-3.html",
        "th": "../../th/rules/section-3.html"}


def test_the_site_loads_nothing_from_the_network(built_site: Path) -> None:
    pages = list(built_site.rglob("*.html"))
    assert len(pages) > 50
    for page in pages:
        html = page.read_text(encoding="utf-8")
        assert not EXTERNAL.search(html), page
        assert "fonts.googleapis" not in html and "unpkg.com" not in html, page
    assert (built_site / "assets" / "javascripts" / "iframe-worker-shim.js").exists()
    assert (built_site / "search" / "search_index.js").exists()  # search from file://


def test_thai_words_are_separated_in_the_search_index_only(built_site: Path) -> None:
    index = json.loads((built_site / "search" / "search_index.json").read_text("utf-8"))
    assert index["config"]["separator"] == "[\\s\\u200b\\-]+"
    doc = next(d for d in index["docs"] if d["location"] == "th/rules/section-3.html#rule-3-9")
    assert "\u200bฟาล์ว" in doc["text"] or "ฟาล์ว\u200b" in doc["text"]
    assert "thai_terms" in index["config"]["fields"]
    page = (built_site / "th" / "rules" / "section-3.html").read_text(encoding="utf-8")
    assert "\u200b" not in page
    assert not any(d["location"].startswith(("compare/", "sv/compare/", "th/compare/"))
                   for d in index["docs"])


MALICIOUS = ('<script>alert("owned")</script> <img src=x onerror=alert(1)> *star* '
             '_under_ [link](javascript:alert(1)) `code` &amp; # hash')


def test_markup_in_the_rule_data_is_shown_escaped_never_run(tmp_path: Path) -> None:
    data = tmp_path / "rules_data"
    shutil.copytree(default_data_dir(), data)
    section = data / "sections" / "section-03.yaml"
    text = section.read_text(encoding="utf-8")
    found = re.search(r'^( *)- "The player who wins the lag', text, re.MULTILINE)
    assert found is not None
    quoted = MALICIOUS.replace('"', '\\"')
    new_line = f'{found.group(1)}- "{quoted}"\n'
    section.write_text(text[:found.start()] + new_line + text[found.start():],
                       encoding="utf-8")
    result = build_site(tmp_path / "work", data)
    assert result.returncode == 0, result.stdout + result.stderr
    html = (tmp_path / "work" / "site" / "rules" / "section-3.html").read_text("utf-8")
    tags = _Tags()
    tags.feed(html)
    # the reader sees exactly what the data says...
    assert MALICIOUS in tags.text
    # ...and none of it became markup
    scripts = re.findall(r"<script\b[^>]*>(.*?)</script>", html, re.DOTALL)
    assert not [body for body in scripts if "owned" in body]
    assert not [t for t in tags.found if t[0] == "img"]
    assert not [t for t in tags.found if t[0] in ("em", "code")]
    assert not [t for t in tags.found if (t[1].get("href") or "").startswith("javascript")]
    assert "onerror=" not in html


class _Tags(HTMLParser):
    """Every element of a page, and its text as a browser would show it."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[str, dict[str, str | None]]] = []
        self.text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text += data


def test_bad_rule_data_stops_the_build_with_file_line_and_field(tmp_path: Path) -> None:
    data = tmp_path / "rules_data"
    shutil.copytree(default_data_dir(), data)
    section = data / "sections" / "section-03.yaml"
    text = section.read_text(encoding="utf-8")
    section.write_text(text.replace("(See {1.2} Lagging", "(See {1.99} Lagging", 1),
                       encoding="utf-8")
    result = build_site(tmp_path / "work", data)
    assert result.returncode == 2
    assert re.search(r"section-03\.yaml:\d+:\d+", result.stderr), result.stderr
    assert "1.99" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "work" / "site" / "index.html").exists()


@pytest.mark.parametrize("lang", ["", "sv/", "th/"])
def test_the_glossary_explains_terms_in_rule_text(built_site: Path, lang: str) -> None:
    html = (built_site / lang / "rules" / "section-3.html").read_text(encoding="utf-8")
    assert re.search(r'<abbr title="[^"]+">', html)
