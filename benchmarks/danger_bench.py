"""Danger map speed: domino chess's (games/dominochess/danger.py) against the python-chess
brute force (tests/support/chess_oracle.py ``reference_danger``), in one process.

Positions are reached by seeded random play until exactly 20 tiles are
left in the pool (the issue's case) — and, in the full run, also 27 (a
fresh pool, the most tiles). For each, both compute the map; the answers
must agree (exit status 1 if not). Prints the engine's median and maximum
seconds per map and the ratio reference/engine, and checks the goal: a
map with 20 tiles left in at most 0.2 s (the slowest position counts).

    python benchmarks/danger_bench.py            # 40 positions per pool size
    python benchmarks/danger_bench.py --quick    # 12 positions, for `make test`
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))

from chess_oracle import reference_danger

from dominochess_widget.games.dominochess.danger import danger_map
from dominochess_widget.games.dominochess.rules import Game

GOAL_SECONDS = 0.2
T = TypeVar("T")


def positions(count: int, tiles_left: int) -> list[Game]:
    """``count`` unfinished games with ``tiles_left`` tiles for the next draw."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        seed += 1
        game, rng = Game.new(seed=seed), random.Random(seed)
        while len(game.chance_outcomes()) > tiles_left and not game.is_over:
            game.play(rng.choice(game.legal_actions()))
        if not game.is_over and len(game.chance_outcomes()) == tiles_left:
            found.append(game)
    return found


def timed(function: Callable[[Game], T], game: Game) -> tuple[float, T]:
    start = time.perf_counter()
    value = function(game)
    return time.perf_counter() - start, value


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions, for make test")
    options = parser.parse_args()
    count = 12 if options.quick else 40
    ok = True
    sizes = (20,) if options.quick else (20, 27)
    for tiles_left in sizes:
        engine_times, ratios = [], []
        for game in positions(count, tiles_left):
            mine, danger = timed(danger_map, game)
            theirs, reference = timed(reference_danger, game)
            if danger.chances != reference:
                print(f"MISMATCH at {game.position()}")
                ok = False
            engine_times.append(mine)
            ratios.append(theirs / mine)
        slowest = max(engine_times)
        print(f"{tiles_left} tiles left, {count} positions: engine median "
              f"{statistics.median(engine_times) * 1000:.1f} ms, max {slowest * 1000:.1f} ms; "
              f"reference/engine {statistics.median(ratios):.1f}x (median)")
        if tiles_left == 20 and slowest > GOAL_SECONDS:
            print(f"GOAL MISSED: {slowest:.3f} s > {GOAL_SECONDS} s")
            ok = False
    print("goal (20 tiles left, <= 0.2 s):", "met" if ok else "NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
