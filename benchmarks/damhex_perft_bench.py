"""DamHex³ perft speed: the engine against the simple reference (tests/damhex_reference.py).

There is no public DamHex³ perft to race beyond the rules page's start
values, so the reference is the deliberately simple generator the tests
check the engine with (written from the rules page alone; no code shared
with the engine). For every block of tests/perft/damhex.perft — the start
and the positions with ratti, priority ties, waiting men and kings — perft
is run at the deepest depth the file gives with at most
:data:`MAX_NODES` leaves, for the engine and the reference in the same
process; the counts must agree (exit status 1 if not). It prints nodes per
second, the ratio engine/reference (median of the repetitions), then the
geometric mean. The goal is a ratio of at least 2.

    python benchmarks/damhex_perft_bench.py            # full size, 3 repetitions
    python benchmarks/damhex_perft_bench.py --quick    # a few seconds, for `make test`
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import damhex_reference
from draughts_perft_file import PERFT_DIR, read_perft_file
from perft_compare import Run, compare

from dominochess_widget.games.damhex import DamHex, perft

GOAL = 2.0
#: The deepest count run per position (the reference takes a few seconds).
MAX_NODES = 200_000
#: The quick run's limit.
QUICK_NODES = 6_000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one repetition, shallower")
    parser.add_argument("--repeat", type=int, default=3, help="repetitions (default 3)")
    args = parser.parse_args(argv)
    repeat = 1 if args.quick else max(1, args.repeat)
    limit = QUICK_NODES if args.quick else MAX_NODES
    runs = []
    for block in read_perft_file(PERFT_DIR / "damhex.perft"):
        depths = [d for d, count in block.counts.items() if 0 < count <= limit]
        if not depths:
            continue
        runs.append(Run(block.id, max(depths), partial(perft, DamHex.from_position(block.fen)),
                        partial(damhex_reference.perft, damhex_reference.parse(block.fen))))
    return compare(runs, repeat, GOAL)


if __name__ == "__main__":
    sys.exit(main())
