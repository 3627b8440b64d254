"""One run of ``mkdocs build`` or ``mkdocs serve``: the pages are generated once per run
and handed to each of the per-language builds that mkdocs-static-i18n starts."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from time import perf_counter
from typing import Any

from mkdocs.config.defaults import MkDocsConfig

from engine.book.cache import load_cached_book
from engine.book.loader import default_data_dir
from engine.book.model import LANGS, Lang
from engine.book.problems import DataError
from engine.i18n import Messages, environment_lang
from site_builder.page_files import write_pages
from site_builder.site_pages import GeneratedSite, generate_site
from site_builder.thai_search import segment_index

log = logging.getLogger("mkdocs.plugins.poolrules")

LOCAL_WORKER_SHIM = "assets/javascripts/iframe-worker-shim.js"
"""The offline plugin's Web Worker shim for file://, shipped with the site, not a CDN."""


class BadData(Exception):
    def __init__(self, problems: list[str], summary: str) -> None:
        super().__init__(summary)
        self.problems = problems
        self.summary = summary


@dataclass
class BuildTiming:
    """Seconds spent making pages from rules_data, for benchmarks/bench_site.py."""

    generation_seconds: float = 0.0
    generations: int = 0
    search_seconds: float = 0.0


@dataclass
class _Run:
    site: GeneratedSite | None = None
    timing: BuildTiming = field(default_factory=BuildTiming)


RUN = _Run()


def data_dir() -> Path:
    """The rule book the site shows: ``POOLRULES_DATA`` as for the command line."""
    value = os.environ.get("POOLRULES_DATA")
    return Path(value) if value else default_data_dir()


def _i18n(config: MkDocsConfig) -> Any:
    return config.plugins.get("i18n")


def configure(config: MkDocsConfig) -> MkDocsConfig:
    """Generate the pages when a run starts, then set up this language's build."""
    i18n = _i18n(config)
    lang = Lang(getattr(i18n, "current_language", None) or Lang.EN.value)
    if RUN.site is None or not getattr(i18n, "building", False):
        RUN.site = _generate(Path(config.docs_dir))
    config.nav = RUN.site.nav[lang]
    config.site_name = RUN.site.site_name[lang]
    polyfills = config.extra.get("polyfills", [])
    config.extra["polyfills"] = [LOCAL_WORKER_SHIM if "iframe-worker" in str(p) else p
                                 for p in polyfills]
    return config


def _generate(docs_dir: Path) -> GeneratedSite:
    start = perf_counter()
    source = data_dir()
    try:
        book = load_cached_book(source)
        site = generate_site(book, source)
    except DataError as e:
        m = Messages(environment_lang())
        n = len(e.problems)
        raise BadData([str(p) for p in e.problems],
                      m.ngettext("poolrules: {n} problem in the rule book data",
                                 "poolrules: {n} problems in the rule book data",
                                 n).format(n=n)) from None
    changed = write_pages(site.pages, docs_dir, [lang.value for lang in LANGS])
    RUN.timing.generation_seconds += perf_counter() - start
    RUN.timing.generations += 1
    log.info(f"poolrules: {len(site.pages)} pages generated from {source}, {changed} changed")
    for note in site.notes:
        log.info(f"poolrules: {note}")
    return site


def finish(config: MkDocsConfig, site_dir: Path) -> None:
    """After the last language: make Thai words findable in the shared search index."""
    if getattr(_i18n(config), "building", False):
        return
    start = perf_counter()
    segment_index(site_dir / "search" / "search_index.json")
    RUN.timing.search_seconds += perf_counter() - start
