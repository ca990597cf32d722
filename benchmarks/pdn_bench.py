"""Reading PDN: the project's reader against py-draughts', and a big file's memory.

1. The same ``N`` Russian draughts games (random legal games written by the
   project, the ones py-draughts also reads) are read and replayed with
   :func:`~dominochess_widget.core.any_record.read_any_record` and with
   py-draughts' ``RussianBoard.from_pdn`` (GPL: a benchmark and test oracle
   only, never imported by the package); it prints games per second for
   both and their ratio, after checking that both end every game in the
   same position. The goal (issue 29, item 5): the project at least twice
   as fast.
2. A generated file of ``M`` games: its header scan
   (:func:`~dominochess_widget.core.collection.scan_headers`, no replay) in
   games per second, then
   :func:`~dominochess_widget.core.collection.iter_records`, every game read
   and replayed, under ``tracemalloc``: the growth of memory (its peak over
   the start) must stay under 10 MB, whatever the file's size.
   (``tracemalloc`` slows the reading about eightfold: the full run's
   10,000 games take minutes; its games/s is not the reader's speed.)

    python benchmarks/pdn_bench.py            # N = 500, M = 10,000
    python benchmarks/pdn_bench.py --quick    # N = 50, M = 200, for `make test`

Exit status 1 when the memory grows by 10 MB or more, a game ends apart in
the two readers, or, in the full run, the speed goal is missed.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from dominochess_widget import games
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.core.collection import iter_records, scan_headers

GOAL_RATIO = 2.0
MOST_GROWTH = 10 * 2**20
FULL, QUICK = (500, 10_000), (50, 200)
#: Distinct games in the big file (each repeated): generating 10,000 takes long.
DISTINCT = 200
REPEATS = 5


def random_game(seed: int) -> str:
    """A random legal Russian game to its end, as the project writes it."""
    state = games.new("russian")
    chooser = random.Random(seed)
    while not state.is_over and (actions := state.legal_actions()):
        state.play(chooser.choice(actions))
    return write_any_record(state, Event=f"Random game {seed}", White="Computer",
                           Black="Computer", Date="2026.11.29")


def both_read(count: int, board: Any) -> list[str]:
    """``count`` games that py-draughts reads too (it refuses a capture
    whose route it cannot tell from another: a few random games)."""
    found: list[str] = []
    seed = 0
    while len(found) < count:
        text = random_game(seed)
        seed += 1
        try:
            board.from_pdn(text)
        except ValueError:
            continue
        found.append(text)
    return found


def games_per_second(readers: Sequence[Callable[[str], Any]],
                     texts: Sequence[str]) -> list[float]:
    """Each reader's games per second over ``texts``: the best of
    :data:`REPEATS` rounds, the readers taking turns in each round and timed
    in this process's CPU time, so that other work on a shared machine
    (a test run beside it) weighs on neither side of the ratio."""
    best = [float("inf")] * len(readers)
    for _ in range(REPEATS):
        for place, read in enumerate(readers):
            start = time.process_time()
            for text in texts:
                read(text)
            best[place] = min(best[place], time.process_time() - start)
    return [len(texts) / seconds for seconds in best]


def same_ends(texts: Sequence[str], board: Any) -> bool:
    """Whether both readers end each game in the same position: the side
    to move and each side's squares, kings marked (py-draughts writes its
    squares by number, in another order: its names turn them to ours)."""
    names = board.SQUARE_NAMES
    for text in texts:
        ours = read_any_record(text).game.position()
        theirs = board.from_pdn(text).fen.split('"')[1]
        if pieces(ours, lambda square: square) != pieces(theirs, lambda square:
                                                          names[int(square) - 1]):
            print(f"  DIFFERENT END: {ours} v {theirs}")
            return False
    return True


def pieces(position: str, name: Callable[[str], str]) -> tuple[str, set[str]]:
    """The side to move of a PDN FEN and its pieces as ``W:Kc7``-like
    texts, each square spelled by ``name``."""
    side, *lists = position.split(":")
    return side, {f"{colour[0]}:{'K' * square.startswith('K')}{name(square.lstrip('K'))}"
                  for colour in lists for square in colour[1:].split(",") if square}


def big_file(count: int) -> tuple[int, float, int, float]:
    """A generated file of ``count`` games: its size, the seconds of its
    header scan (no replay), then, read and replayed with ``iter_records``
    under ``tracemalloc``, the peak growth of memory (bytes) and the seconds."""
    block = "\n".join(random_game(seed) for seed in range(DISTINCT))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.pdn"
        with path.open("w", encoding="utf-8") as handle:
            for copy in range(count // DISTINCT):
                handle.write(block if copy == 0 else "\n" + block)
        del block
        size = path.stat().st_size
        start = time.perf_counter()
        scanned = sum(1 for _ in scan_headers(path))
        scan = time.perf_counter() - start
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        start = time.perf_counter()
        read = sum(1 for entry in iter_records(path) if entry.record is not None)
        seconds = time.perf_counter() - start
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    if read != count or scanned != count:
        print(f"  READ {read} AND SCANNED {scanned} GAMES OF {count}")
    return size, scan, peak - base, seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games, for make test")
    options = parser.parse_args()
    count, big = QUICK if options.quick else FULL
    from draughts import RussianBoard  # GPL: only here, never in the package

    texts = both_read(count, RussianBoard)
    ok = same_ends(texts, RussianBoard)
    ours, theirs = games_per_second([read_any_record, RussianBoard.from_pdn], texts)
    ratio = ours / theirs
    print(f"read and replay {count} games: project {ours:7.0f} games/s, "
          f"py-draughts {theirs:7.0f} games/s, ratio {ratio:4.2f} (goal {GOAL_RATIO})")
    if not options.quick and ratio < GOAL_RATIO:
        print(f"  GOAL MISSED: {ratio:.2f} < {GOAL_RATIO}")
        ok = False
    size, scan, growth, seconds = big_file(big)
    print(f"{big:,} games in a {size / 2**20:.1f} MB file: scan_headers {big / scan:.0f} games/s; "
          f"iter_records reading every game {big / seconds:.0f} games/s under tracemalloc, "
          f"memory growth {growth / 2**20:.2f} MB (most {MOST_GROWTH / 2**20:.0f} MB)")
    if growth >= MOST_GROWTH:
        print(f"  MEMORY GREW: {growth / 2**20:.1f} MB")
        ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
