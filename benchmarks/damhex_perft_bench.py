"""DamHex³ perft speed: the engine against the simple reference (tests/support/damhex_reference.py).

There is no public DamHex³ perft to race beyond the rules page's start
values, so the reference is the deliberately simple generator the tests
check the engine with (written from the rules page alone; no code shared
with the engine). For every block of tests/support/perft/damhex.perft — the start
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

import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))

import damhex_reference
from draughts_perft_file import read_perft_file
from paths import PERFT_DIR
from perft_compare import Run, file_runs
from perft_compare import main as perft_main

from dominochess_widget.games.damhex import DamHex, perft

GOAL = 2.0
#: The deepest count run per position (the reference takes a few seconds).
MAX_NODES = 200_000
#: The quick run's limit.
QUICK_NODES = 6_000


def runs(quick: bool) -> list[Run]:
    return file_runs(
        read_perft_file(PERFT_DIR / "damhex.perft"), QUICK_NODES if quick else MAX_NODES,
        lambda block: partial(perft, DamHex.from_position(block.fen)),
        lambda block: partial(damhex_reference.perft, damhex_reference.parse(block.fen)))


def main(argv: list[str] | None = None) -> int:
    return perft_main(__doc__ or "", runs, GOAL, argv)


if __name__ == "__main__":
    sys.exit(main())
