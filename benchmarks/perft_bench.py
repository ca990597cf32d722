"""perft speed: the engine against the python-chess reference (tests/chess_oracle.py).

Runs perft on the start position (fixed seeds) and middlegame positions, for
the engine and, in the same process, for the reference built on
python-chess's pseudo-legal move generator; checks that the node counts
agree (exit status 1 if not) and prints nodes per second and the ratio
engine/reference (median of the repetitions), then the geometric mean of
the ratios. The project's goal is a ratio of at least 1.0.

    python benchmarks/perft_bench.py            # full size, 3 repetitions
    python benchmarks/perft_bench.py --quick    # one shallower pass, for `make test`

python-chess is GPL: it is imported here only through the test oracle,
never by the package.
"""

from __future__ import annotations

import argparse
import gc
import math
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from chess_oracle import ReferenceGame

from dominochess_widget import Game, perft

# Middlegames reached by seeded random play from the start (see tests/perft/positions.perft).
MIDDLEGAME_A = "rr2kr1r/n1bkbbq1/4n3/1b4n1/2n1Q3/6B1/NN1B2NN/R1RKKQRR"
MIDDLEGAME_B = "rrqk1q2/nn2bkr1/8/7n/b2B4/1BN5/3BB1Nb/RRK1KrRR"
MIDDLEGAME_C = "rr1kb2r/n1b1k3/4q1r1/2n3Rn/2b4N/5B2/NNKB1B1N/RR1K1Q1R"


@dataclass(frozen=True)
class Case:
    name: str
    make: Callable[[], Game]
    depth: int  # full size: about 1–3 s for the reference


def position(placement: str, side: str, tile: str, seed: int) -> Callable[[], Game]:
    return lambda: Game.from_position(placement, side, tile, seed=seed)


CASES = (
    Case("start seed=5 [4|4]", lambda: Game.new(seed=5), 5),
    Case("start seed=3 [3|6]", lambda: Game.new(seed=3), 7),
    Case("middle A red [6|6]", position(MIDDLEGAME_A, "red", "6|6", 12), 6),
    Case("middle B blue [2|5]", position(MIDDLEGAME_B, "blue", "2|5", 23), 6),
    Case("middle C red [3|6]", position(MIDDLEGAME_C, "red", "3|6", 7), 6),
)


def timed(run: Callable[[], int]) -> tuple[int, float]:
    gc.collect()
    start = time.perf_counter()
    nodes = run()
    return nodes, time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one repetition, shallower")
    parser.add_argument("--repeat", type=int, default=3, help="repetitions (default 3)")
    args = parser.parse_args(argv)
    repeat = 1 if args.quick else max(1, args.repeat)

    header = (
        f"{'position':<22} {'depth':>5} {'nodes':>10} {'engine n/s':>12} "
        f"{'reference n/s':>14} {'ratio':>6}"
    )
    print(header)
    print("-" * len(header))
    ratios = []
    failed = False
    for case in CASES:
        depth = case.depth - 1 if args.quick else case.depth
        game = case.make()
        reference = ReferenceGame.from_game(game)
        engine_rates, reference_rates, case_ratios = [], [], []
        nodes = 0
        for _ in range(repeat):
            nodes, engine_time = timed(partial(perft, game, depth))
            ref_nodes, reference_time = timed(partial(reference.perft, depth))
            if ref_nodes != nodes:
                print(
                    f"MISMATCH {case.name} depth {depth}: engine {nodes}, reference {ref_nodes}",
                    file=sys.stderr,
                )
                failed = True
                break
            engine_rates.append(nodes / engine_time)
            reference_rates.append(nodes / reference_time)
            case_ratios.append(reference_time / engine_time)
        if not case_ratios:
            continue
        ratio = statistics.median(case_ratios)
        ratios.append(ratio)
        print(
            f"{case.name:<22} {depth:>5} {nodes:>10} {statistics.median(engine_rates):>12,.0f} "
            f"{statistics.median(reference_rates):>14,.0f} {ratio:>6.2f}"
        )
    if ratios:
        overall = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        verdict = "goal met" if overall >= 1.0 else "below the goal of 1.0"
        print("-" * len(header))
        print(f"overall ratio engine/reference (geometric mean): {overall:.2f} ({verdict})")
    if failed:
        print("node counts disagree: see above", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
