"""Building the documentation site: a full three-language `mkdocs build --strict`, and the
share of it spent generating pages from rules_data.

    python benchmarks/bench_site.py [--runs N]

The build runs in this process with the project's mkdocs.yml, its generated pages and its
output redirected to a temporary folder, so the checkout's docs/ and site/ are untouched.
"Generating" is what site_builder does: reading the book, running the rules engine on the
golden scenarios and the consistency checks, and writing the Markdown of every page, plus
separating Thai words in the search index; the rest is MkDocs and its plugins.
"""

from __future__ import annotations

import argparse
import logging
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mkdocs.commands.build import build  # noqa: E402
from mkdocs.config import load_config  # noqa: E402

from site_builder import build_run  # noqa: E402


def one_build(work: Path) -> tuple[float, float, float]:
    """Seconds for the whole build, for page generation, and for the Thai search index."""
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    shutil.copytree(ROOT / "docs" / "assets", work / "docs" / "assets")
    config.update(docs_dir=str(work / "docs"), site_dir=str(work / "site"),
                  hooks=[str(ROOT / h) for h in config["hooks"]])
    config.pop("watch", None)
    (work / "mkdocs.yml").write_text(yaml.safe_dump(config, allow_unicode=True),
                                     encoding="utf-8")
    build_run.RUN.site = None
    build_run.RUN.timing = build_run.BuildTiming()
    start = time.perf_counter()
    build(load_config(str(work / "mkdocs.yml"), strict=True))
    total = time.perf_counter() - start
    timing = build_run.RUN.timing
    return total, timing.generation_seconds, timing.search_seconds


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    logging.getLogger("mkdocs").setLevel(logging.WARNING)
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    samples: list[tuple[float, float, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["POOLRULES_CACHE_DIR"] = str(Path(tmp) / "cache")
        for i in range(runs):
            samples.append(one_build(Path(tmp) / f"run{i}"))
    total = statistics.median(s[0] for s in samples)
    generation = statistics.median(s[1] for s in samples)
    search = statistics.median(s[2] for s in samples)
    print(f"full build, en + sv + th (median of {runs}): {total:6.2f} s")
    print(f"  generating pages from rules_data:     {generation:6.2f} s "
          f"({generation / total:5.1%} of the build)")
    print(f"  Thai words in the search index:       {search:6.2f} s "
          f"({search / total:5.1%} of the build)")
    print(f"  MkDocs, Material, mkdocs-static-i18n: {total - generation - search:6.2f} s")


if __name__ == "__main__":
    main()
