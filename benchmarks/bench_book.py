"""Loading the rule book: a full validated load, a cached load, and `poolrules show` as a process.

    python benchmarks/bench_book.py

Aims (issue 2): whole book loaded and validated < 0.5 s; `poolrules show 3.9` < 0.8 s wall.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.book.cache import load_cached_book  # noqa: E402
from engine.book.loader import load_book  # noqa: E402


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return out


def report(name: str, samples: list[float], aim: float) -> None:
    med = statistics.median(samples)
    verdict = "ok" if med < aim else "OVER AIM"
    print(f"{name:<42} median {med * 1000:8.1f} ms  min {min(samples) * 1000:8.1f} ms  "
          f"(aim < {aim * 1000:.0f} ms: {verdict})")


def main() -> None:
    with tempfile.TemporaryDirectory() as cache:
        os.environ["POOLRULES_CACHE_DIR"] = cache
        report("full load + validation (ruamel round trip)", timed(load_book, 5), 0.5)
        load_cached_book()
        report("cached load (data unchanged)", timed(load_cached_book, 20), 0.5)
        cmd = [sys.executable, "-m", "poolrules", "show", "3.9"]
        env = dict(os.environ, POOLRULES_CACHE_DIR=cache)
        subprocess.run(cmd, env=env, capture_output=True, check=True)

        def show() -> None:
            subprocess.run(cmd, env=env, capture_output=True, check=True)

        report("`poolrules show 3.9` whole process", timed(show, 10), 0.8)
        th = [*cmd, "--lang", "th"]

        def show_th() -> None:
            subprocess.run(th, env=env, capture_output=True, check=True)

        report("`poolrules show 3.9 --lang th` whole process", timed(show_th, 5), 0.8)


if __name__ == "__main__":
    main()
