"""Reading a record with many comments: time linear in their number, every game.

For each of the five games' record formats (domino chess's own, and the
move-list record of Russian draughts, Lasca, DamHex³ and dominoes), a short
seeded game is written, then ``N`` comments are put on its last move (one
place: the case where joining them one by one re-joined the growing text,
issue 25 item 9), and the record is read with
:func:`~dominochess_widget.core.records.read_any_record`. It prints the
seconds for ``N`` comments, the seconds for ``N / 10`` read in the same
process, and their ratio: about 10 is linear, about 100 quadratic. The
goal: 300,000 comments in at most 1 s; the check: a ratio above 20 (time
growing faster than the number of comments) fails.

    python benchmarks/records_bench.py            # 300,000 and 30,000 comments
    python benchmarks/records_bench.py --quick    # 100,000 and 10,000, for `make test`

Exit status 1 when a ratio is above 20 or, in the full run, a goal is missed.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from dominochess_widget import games
from dominochess_widget.core.any_record import read_any_record, write_any_record

GOAL_SECONDS = 1.0
FULL, QUICK = 300_000, 100_000
#: How much the time may grow for ten times the comments (10: linear).
MOST_RATIO = 20.0
MOVES = 4
REPEATS = 5


def short_game(name: str) -> Any:
    """``name``'s game after its first few legal actions (seeded, so the
    same every run)."""
    state = games.new(name, seed=1)
    for _ in range(MOVES):
        actions = state.legal_actions()
        if state.is_over or not actions:
            break
        state.play(actions[0])
    return state


def with_comments(record: str, count: int) -> str:
    """``record`` with ``count`` comments after its last move (before the
    result that ends it)."""
    body, result = record.rstrip("\n").rsplit(" ", 1)
    return f"{body} {'{a note} ' * count}{result}\n"


def seconds_to_read(text: str) -> float:
    """The fastest of :data:`REPEATS` reads of ``text``."""
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter()
        read_any_record(text)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer comments, for make test")
    options = parser.parse_args()
    count = QUICK if options.quick else FULL
    ok = True
    for name in games.names():
        record = write_any_record(short_game(name))
        many = seconds_to_read(with_comments(record, count))
        few = seconds_to_read(with_comments(record, count // 10))
        ratio = many / few
        print(f"{name:12} {count:>7,} comments {many:6.3f} s, {count // 10:>6,} "
              f"{few:6.3f} s, ratio {ratio:5.1f} (10 is linear)")
        if ratio > MOST_RATIO:
            print(f"  SUPER-LINEAR: ratio {ratio:.1f} > {MOST_RATIO}")
            ok = False
        if not options.quick and many > GOAL_SECONDS:
            print(f"  GOAL MISSED: {many:.3f} s > {GOAL_SECONDS} s")
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
