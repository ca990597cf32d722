"""Lasca perft speed: the engine against the simple reference (tests/support/lasca_reference.py).

There is no public Lasca perft to race, so the reference is the
deliberately simple generator the tests check the engine with (a dict
copied at every step; no code shared with the engine). For every block
of tests/support/perft/lasca.perft — the start and the tricky positions, each
with the flying officer and with Lasker's (L1) — perft is run at the
deepest depth the file gives with at most :data:`MAX_NODES` leaves, for
the engine and the reference in the same process; the counts must agree
(exit status 1 if not). It prints nodes per second, the ratio
engine/reference (median of the repetitions), then the geometric mean.
The goal is a ratio of at least 3.

    python benchmarks/lasca_perft_bench.py            # full size, 3 repetitions
    python benchmarks/lasca_perft_bench.py --quick    # a few seconds, for `make test`
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))

import lasca_reference
from draughts_perft_file import read_perft_file
from paths import PERFT_DIR
from perft_compare import Run, file_runs
from perft_compare import main as perft_main

from dominochess_widget.games.lasca import Lasca, perft

GOAL = 3.0
#: The deepest count run per position (the reference takes a few seconds).
MAX_NODES = 200_000
#: The quick run's limit.
QUICK_NODES = 6_000


def runs(quick: bool) -> list[Run]:
    blocks = read_perft_file(PERFT_DIR / "lasca.perft", settings=("officer",))
    return file_runs(
        blocks, QUICK_NODES if quick else MAX_NODES,
        lambda block: partial(perft, Lasca.from_position(
            block.fen, officer=block.settings["officer"])),
        lambda block: partial(lasca_reference.perft, lasca_reference.parse(block.fen),
                              officer=block.settings["officer"]))


def main(argv: list[str] | None = None) -> int:
    return perft_main(__doc__ or "", runs, GOAL, argv)


if __name__ == "__main__":
    sys.exit(main())
