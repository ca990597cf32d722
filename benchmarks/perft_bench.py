"""perft speed: the engine against the python-chess reference (tests/support/chess_oracle.py).

Runs perft on the start position (fixed seeds) and middlegame positions, for
the engine and, in the same process, for the reference built on
python-chess's pseudo-legal move generator; checks that the node counts
agree (exit status 1 if not) and prints nodes per second and the ratio
engine/reference (median of the repetitions), then the geometric mean of
the ratios. The project's goal is a ratio of at least 3.

    python benchmarks/perft_bench.py            # full size, 3 repetitions
    python benchmarks/perft_bench.py --quick    # one shallower pass, for `make test`

python-chess is GPL: it is imported here only through the test oracle,
never by the package.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))

from chess_oracle import ReferenceGame
from perft_compare import Run, compare

from dominochess_widget import Game, perft

GOAL = 3.0

# Middlegames reached by seeded random play from the start (tests/support/perft/positions.perft).
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one repetition, shallower")
    parser.add_argument("--repeat", type=int, default=3, help="repetitions (default 3)")
    args = parser.parse_args(argv)
    repeat = 1 if args.quick else max(1, args.repeat)
    runs = []
    for case in CASES:
        game = case.make()
        reference = ReferenceGame.from_game(game)
        runs.append(Run(case.name, case.depth - 1 if args.quick else case.depth,
                        partial(perft, game), reference.perft))
    return compare(runs, repeat, GOAL)


if __name__ == "__main__":
    sys.exit(main())
