"""The built site in a real browser: headless Chromium from Debian, driven by Playwright,
against the site served on 127.0.0.1."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

CHROMIUM = Path("/usr/bin/chromium")
playwright_api = pytest.importorskip("playwright.sync_api",
                                     reason="playwright is not installed (pip install playwright)")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="Chromium is not installed: "
                                "apt-get install chromium (the browser tests use Debian's)")
LAUNCH_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--no-first-run"]


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        # The browser drops connections it no longer needs (the language switcher's
        # sitemap probe, for one); that is not a test failure, and pages are asserted.
        pass


@pytest.fixture(scope="module")
def base_url(built_site: Path) -> Iterator[str]:
    handler = functools.partial(_QuietHandler, directory=str(built_site))
    server = _QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with playwright_api.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    # nothing may come from the network: every request leaves for 127.0.0.1 or nowhere
    outside: list[str] = []
    context.route("**/*", lambda route: (
        route.continue_() if route.request.url.startswith(("http://127.0.0.1", "data:"))
        else (outside.append(route.request.url), route.abort())))
    tab = context.new_page()
    yield tab
    context.close()
    assert outside == [], outside


def path_of(url: str, base: str) -> str:
    return unquote(url.removeprefix(base).split("?")[0])


@pytest.mark.parametrize(("path", "lang", "heading"), [
    ("rules/section-3.html", "en", "3 Eight Ball"),
    ("sv/rules/section-3.html", "sv", "3 Eight Ball"),
    ("th/rules/section-3.html", "th", "3 พูล 8 ลูก"),
])
def test_pages_load_in_every_language(page: Any, base_url: str, path: str, lang: str,
                                      heading: str) -> None:
    page.goto(base_url + path)
    assert page.locator("html").get_attribute("lang") == lang
    assert page.locator("h1").first.inner_text().strip().startswith(heading)
    assert page.locator("#rule-3-9").is_visible()


def test_the_language_switcher_lands_on_the_same_page(page: Any, base_url: str) -> None:
    page.goto(base_url + "sv/rules/section-6.html")
    page.locator(".md-header__option .md-select").hover()
    page.locator('a.md-select__link[hreflang="th"]').click()
    page.wait_for_load_state()
    assert path_of(page.url, base_url) == "th/rules/section-6.html"
    page.locator(".md-header__option .md-select").hover()
    page.locator('a.md-select__link[hreflang="en"]').click()
    page.wait_for_load_state()
    assert path_of(page.url, base_url) == "rules/section-6.html"


def test_a_cross_reference_lands_on_its_rule(page: Any, base_url: str) -> None:
    page.goto(base_url + "rules/section-3.html")
    page.locator('#rule-3-9 ~ * a[href="section-6.html#rule-6-1"]').first.click()
    page.wait_for_load_state()
    assert page.url.endswith("rules/section-6.html#rule-6-1")
    target = page.locator("#rule-6-1")
    assert target.is_visible()
    box = target.bounding_box()
    assert box is not None and 0 <= box["y"] < 300  # scrolled to the top of the window


def search(page: Any, base_url: str, start: str, query: str) -> list[str]:
    page.goto(base_url + start)
    page.locator("input.md-search__input").click()
    page.locator("input.md-search__input").fill(query)
    links = page.locator(".md-search-result__list a")
    links.first.wait_for(state="attached", timeout=15000)
    # Material shows results in batches as the list is scrolled: load them all
    seen = -1
    for _ in range(40):
        if links.count() == seen:
            break
        seen = links.count()
        page.locator(".md-search__scrollwrap").evaluate("el => el.scrollTo(0, el.scrollHeight)")
        page.wait_for_timeout(250)
    hrefs = links.evaluate_all("links => links.map(a => a.href)")
    return [path_of(h, base_url) + ("#" + h.split("#")[1] if "#" in h else "") for h in hrefs]


def test_a_thai_word_finds_the_thai_rule(page: Any, base_url: str) -> None:
    found = search(page, base_url, "th/index.html", "ฟาล์ว")  # foul, written inside words
    assert "th/rules/section-3.html#rule-3-9" in found


def test_a_swedish_word_finds_the_swedish_rule(page: Any, base_url: str) -> None:
    found = search(page, base_url, "sv/index.html", "tekning")  # the lag, rule 1.2
    assert found[0] == "sv/rules/section-1.html#rule-1-2" or \
        "sv/rules/section-1.html#rule-1-2" in found[:4]


def test_an_english_word_finds_the_english_rule(page: Any, base_url: str) -> None:
    found = search(page, base_url, "index.html", "scratch")
    assert "rules/section-8.html#rule-8-6" in found


def test_a_glossary_term_shows_its_definition_on_hover(page: Any, base_url: str) -> None:
    page.goto(base_url + "th/rules/section-3.html")
    term = page.locator('#rule-3-2 ~ p abbr').first
    definition = term.get_attribute("title") or term.get_attribute("data-md-title") or ""
    term.hover()
    tip = page.locator(".md-tooltip2, .md-tooltip, [role=tooltip]").filter(has_text=definition[:12])
    tip.first.wait_for(state="visible", timeout=5000)
    assert definition and definition[:12] in tip.first.inner_text()


def test_the_site_works_from_the_file_system(browser: Any, built_site: Path) -> None:
    context = browser.new_context()
    outside: list[str] = []
    context.route("**/*", lambda route: (
        route.continue_() if route.request.url.startswith(("file:", "data:", "about:"))
        else (outside.append(route.request.url), route.abort())))
    page = context.new_page()
    try:
        page.goto((built_site / "th" / "rules" / "section-3.html").as_uri())
        page.locator('a[href="section-6.html#rule-6-1"]').first.click()
        page.wait_for_load_state()
        assert page.url.endswith("/th/rules/section-6.html#rule-6-1")
        page.locator("input.md-search__input").click()
        page.locator("input.md-search__input").fill("ฟาล์ว")
        page.locator(".md-search-result__list a").first.wait_for(state="attached",
                                                                 timeout=15000)
    finally:
        context.close()
    assert outside == []
