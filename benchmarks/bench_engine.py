"""How fast the rules engine rules: a realistic mix of the four games, and a million-shot sweep.

    python benchmarks/bench_engine.py [--sweep N] [--workers W]

Prints rulings per second on one core, then the sweep's size, time and invariant checks.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.adjudication.game_rules import GameRules, load_all_game_rules
from engine.adjudication.invariants import violations
from engine.adjudication.model import Game, Scenario
from engine.adjudication.referee import adjudicate
from engine.adjudication.sampling import random_scenario
from engine.book.cache import load_cached_book
from engine.book.model import RerackTable

MIX = (Game.NINE_BALL, Game.EIGHT_BALL, Game.TEN_BALL, Game.STRAIGHT_POOL)


def inputs() -> tuple[dict[Game, GameRules], RerackTable]:
    table = load_cached_book().rule("4.8").table  # type: ignore[union-attr]
    assert table is not None
    return load_all_game_rules(), table


def scenarios(n: int, seed: int, games: dict[Game, GameRules]) -> list[Scenario]:
    rng = random.Random(seed)
    return [random_scenario(rng, games[MIX[i % len(MIX)]]) for i in range(n)]


def throughput(n: int = 20_000, rounds: int = 5) -> float:
    games, table = inputs()
    mix = [(s, games[s.game]) for s in scenarios(n, 2016, games)]
    for s, g in mix:
        adjudicate(s, g, table)
    best = 0.0
    for _ in range(rounds):
        t0 = time.perf_counter()
        for s, g in mix:
            adjudicate(s, g, table)
        best = max(best, n / (time.perf_counter() - t0))
    return best


def _sweep_part(args: tuple[int, int]) -> tuple[int, int, list[str]]:
    seed, n = args
    games, table = inputs()
    rng = random.Random(seed)
    bad = 0
    examples: list[str] = []
    rules = [games[g] for g in MIX]
    for i in range(n):
        s = random_scenario(rng, rules[i % 4])
        problems = violations(s, adjudicate(s, rules[i % 4], table))
        if problems:
            bad += 1
            if len(examples) < 5:
                examples.append(f"{s}: {problems}")
    return n, bad, examples


def sweep(total: int, workers: int) -> tuple[int, int, float, list[str]]:
    per = total // workers
    parts = [(7000 + w, per + (total - per * workers if w == 0 else 0)) for w in range(workers)]
    t0 = time.perf_counter()
    with multiprocessing.Pool(workers) as pool:
        results = pool.map(_sweep_part, parts)
    elapsed = time.perf_counter() - t0
    done = sum(r[0] for r in results)
    bad = sum(r[1] for r in results)
    examples = [e for r in results for e in r[2]]
    return done, bad, elapsed, examples


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--sweep", type=int, default=1_000_000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--mix", type=int, default=20_000)
    args = ap.parse_args(argv)
    rate = throughput(args.mix)
    print(f"throughput: {rate:,.0f} rulings/s on one core ({args.mix:,} mixed scenarios, "
          f"best of 5)")
    if args.sweep:
        done, bad, elapsed, examples = sweep(args.sweep, args.workers)
        print(f"sweep: {done:,} generated scenarios ruled and checked in {elapsed:.1f} s "
              f"on {args.workers} processes ({done / elapsed:,.0f}/s), {bad} violating "
              f"invariants")
        for e in examples:
            print("  " + e)
        return 1 if bad else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
