"""The MkDocs hooks that make the site from rules_data (listed under ``hooks:`` in
mkdocs.yml).

mkdocs-static-i18n builds the site once per language, calling these hooks each time;
the pages of all languages are generated on the first call of a build and reused by the
others, and the Thai search words are separated once, after the last language.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority

from site_builder import build_run

log = logging.getLogger("mkdocs.plugins.poolrules")


@event_priority(-110)  # after mkdocs-static-i18n has chosen this build's language
def on_config(config: MkDocsConfig) -> MkDocsConfig:
    try:
        return build_run.configure(config)
    except build_run.BadData as e:
        for problem in e.problems:
            print(problem, file=sys.stderr)
        print(e.summary, file=sys.stderr)
        raise SystemExit(2) from None


@event_priority(-110)  # after mkdocs-static-i18n has written the index of every language
def on_post_build(config: MkDocsConfig) -> None:
    build_run.finish(config, Path(config.site_dir))
