"""Russian draughts perft speed: the engine against py-draughts (tests/support/russian_oracle.py).

Runs perft on the start position and on the tricky positions of
tests/support/perft/russian.perft, for the engine's fast path and, in the same
process, for py-draughts (it has no Russian perft, so the reference is the
usual recursion over its public ``legal_moves``, ``push`` and ``pop``,
counting ``len(legal_moves)`` at the last ply); checks that the node counts
agree (exit status 1 if not) and prints nodes per second and the ratio
engine/reference (median of the repetitions), then the geometric mean of
the ratios. The goal is a ratio of at least 1.5 (3 would be a moonshot).

    python benchmarks/russian_perft_bench.py            # full size, 3 repetitions
    python benchmarks/russian_perft_bench.py --quick    # a few seconds, for `make test`

py-draughts is GPL: it is imported here only through the test oracle,
never by the package.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))

import russian_oracle
from perft_compare import Run
from perft_compare import main as perft_main

from dominochess_widget.games.russian import START_POSITION, Draughts, perft

GOAL = 1.5


@dataclass(frozen=True)
class Case:
    name: str
    fen: str
    depth: int  # full size: about 1–4 s for the reference


CASES = (
    Case("start", START_POSITION, 8),
    Case("turkish strike", "W:WKc1,a1,e1,g1:Bc3,c5,d2,e5,b8,h8", 8),
    Case("promotion in capture", "W:Wd6,a1,c1,e1:Be7,g7,f4,c5,b8,h8", 8),
    Case("S1 landing", "W:WKa1,c1,e1,g1:Bc3,f4,b8,d8,h8", 8),
    Case("S2 ring", "W:WKe3,a1,c1:Bd4,d6,f4,f6,b8,h8", 9),
    Case("flying kings", "W:WKa1,Kc1,Kh2,e3,g3:BKb8,Kh8,a7,c7,e7", 7),
    Case("men capture backwards", "B:Wa1,c5,e5,g1:Bb8,d4,f8,h8", 9),
    Case("midgame", "W:Wa1,a3,a5,b2,e3,f2,g1,h2:Bc5,d4,d6,f8,g5,g7,h8", 9),
)


def runs(quick: bool) -> list[Run]:
    return [
        Run(case.name, case.depth - 2 if quick else case.depth,
            partial(perft, Draughts.from_position(case.fen)),
            partial(russian_oracle.perft, russian_oracle.board(case.fen)))
        for case in CASES
    ]


def main(argv: list[str] | None = None) -> int:
    return perft_main(__doc__ or "", runs, GOAL, argv)


if __name__ == "__main__":
    sys.exit(main())
