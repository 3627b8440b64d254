"""`poolrules check` over the whole book beside translate-toolkit's `pofilter` over the
exported PO catalogs, measured in one run.

    pip install translate-toolkit      # provides pofilter (a benchmark dependency only)
    python benchmarks/bench_check.py

Both tools read the same translations: poolrules from rules_data/, pofilter from the
catalogs `poolrules po export` writes. Reported for each: how many checks it runs, the
median wall time of the whole process, and how many findings it reports per language.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.book.loader import load_book  # noqa: E402
from engine.consistency import check_codes, load_check_input, run_checks  # noqa: E402
from engine.consistency.runner import FAMILIES  # noqa: E402

LANGS = ("sv", "th")
REPEAT = 5


def timed(fn: Callable[[], object], repeat: int = REPEAT) -> float:
    samples = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


def poolrules(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "poolrules", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True)


def main() -> int:
    pofilter = shutil.which("pofilter")
    if pofilter is None:
        print("pofilter not found: pip install translate-toolkit", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, POOLRULES_CACHE_DIR=str(Path(tmp) / "cache"),
                   POOLRULES_LANG="en")
        poolrules("rules", env=env)  # fill the book cache, as a user's second run finds it

        # poolrules check, as a process and in-process
        findings = json.loads(poolrules("check", "--format", "json", env=env).stdout)
        check_wall = timed(lambda: poolrules("check", "--format", "json", env=env))
        book = load_book()
        data, _ = load_check_input(book, ROOT / "rules_data")
        run_checks(data)  # word lists and the segmenter loaded once
        check_engine = timed(lambda: run_checks(data))
        ours = Counter(f["lang"] for f in findings)

        # pofilter over the exported catalogs
        catalogs = {}
        for lang in LANGS:
            po = Path(tmp) / f"{lang}.po"
            poolrules("po", "export", "--lang", lang, "-o", str(po), env=env)
            catalogs[lang] = po
        filters = subprocess.run([pofilter, "--listfilters"], capture_output=True,
                                 text=True).stdout.count("\n")

        def run_pofilter() -> None:
            for lang, po in catalogs.items():
                subprocess.run([pofilter, "-i", str(po), "-o", str(Path(tmp) / f"{lang}-out.po")],
                               capture_output=True, check=True)

        run_pofilter()
        filter_wall = timed(run_pofilter)
        theirs = Counter({lang: (Path(tmp) / f"{lang}-out.po").read_text(encoding="utf-8")
                          .count("# (pofilter)") for lang in LANGS})
        entries = sum(po.read_text(encoding="utf-8").count("\nmsgctxt ") for po in
                      catalogs.values())

    print(f"{'':34}{'poolrules check':>18}{'pofilter':>14}")
    print(f"{'checks':34}{len(check_codes()):>18}{filters:>14}")
    print(f"{'  (families / filters)':34}{len(FAMILIES):>18}{filters:>14}")
    print(f"{'wall time, whole process (median)':34}{check_wall * 1000:>15.0f} ms"
          f"{filter_wall * 1000:>11.0f} ms")
    print(f"{'  of which checking (in-process)':34}{check_engine * 1000:>15.0f} ms{'':>14}")
    for lang in LANGS:
        print(f"{'findings ' + lang:34}{ours[lang]:>18}{theirs[lang]:>14}")
    print(f"{'findings en (the English itself)':34}{ours['en']:>18}{'–':>14}")
    print(f"\ninput: {sum(1 for _ in book.rules())} rules; {entries} PO entries "
          f"({', '.join(LANGS)}); {REPEAT} runs each")
    return 0


if __name__ == "__main__":
    sys.exit(main())
