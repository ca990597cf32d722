"""The study model (issue 28, item 6): a 200-move record opens, lists and
writes back in well under 1 s, and an edit costs time linear in the tree.

For a long random Russian draughts game (its draw rules off, so that it
goes on), a long random Lasca game and a long random domino chess game,
it writes the record, then times ``Study(record=text)``, ``lines()`` and
``record_text()`` together on the whole record and, in the same process,
on its first tenth: the ratio is about 10 when the cost is linear. It
also times one edit (a comment on the last move, then the record text and
the move list again, as the widget redraws) on both, and reading the
record alone (``read_any_record``), the floor any opening pays.

    python benchmarks/study_bench.py            # 200-move records
    python benchmarks/study_bench.py --quick    # 100-move records, for `make test`

Exit status 1 when a ratio is above 20 or, in the full run, opening takes
1 s or more.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from dominochess_widget import games
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.study import Study

GOAL_SECONDS = 1.0
FULL, QUICK = 200, 100
#: How much the time may grow for ten times the moves (10: linear).
MOST_RATIO = 20.0
REPEATS = 3
#: The settings that let a random game go on (no draw by rule).
LONG = {"russian": {"repetition": False, "three_kings": None, "kings_only": None},
        "lasca": {"repetition": False}, "dominochess": {"draw_rule": None}}


def long_game(name: str, moves: int) -> Any:
    """A random game of ``name`` with at least ``moves`` actions, played
    quietly (:func:`quiet`; seeded: the same every run), or the longest
    of a hundred tries."""
    best: Any = None
    for seed in range(100):
        rng = random.Random(seed)
        state = games.new(name, seed=seed, **LONG[name])
        while len(state.history) < moves and not state.is_over:
            state.play(rng.choice(quiet(state)))
        if best is None or len(state.history) > len(best.history):
            best = state
        if len(best.history) >= moves:
            break
    return best


def quiet(state: Any) -> list[Any]:
    """The legal actions after which the opponent takes nothing (all of
    them when every one gives a capture): random play that lasts."""
    actions = list(state.legal_actions())
    calm = []
    for action in actions:
        state.play(action)
        if not any(getattr(reply, "captured", None) for reply in state.legal_actions()):
            calm.append(action)
        state.undo()
    return calm or actions


def cut(state: Any, moves: int) -> Any:
    """``state``'s game after its first ``moves`` actions."""
    probe = state.clone()
    while len(probe.history) > moves:
        probe.undo()
    return probe


def fastest(work: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def opening(text: str) -> Callable[[], object]:
    def work() -> object:
        study = Study(record=text)
        study.lines()
        return study.record_text()
    return work


def editing(text: str) -> Callable[[], object]:
    study = Study(record=text)
    study.to_end()
    words = iter(range(10**9))

    def work() -> object:
        study.comment(f"note {next(words)}")
        study.lines()
        return study.record_text()
    return work


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="shorter records, for make test")
    options = parser.parse_args()
    moves = QUICK if options.quick else FULL
    ok = True
    for name in LONG:
        game = long_game(name, moves)
        count = len(game.history)
        whole, tenth = write_any_record(game), write_any_record(cut(game, count // 10))
        read = fastest(lambda text=whole: read_any_record(text))
        many, few = fastest(opening(whole)), fastest(opening(tenth))
        edit_many, edit_few = fastest(editing(whole)), fastest(editing(tenth))
        print(f"{name:12} {count:>4} moves: open+lines+text {many:6.3f} s "
              f"(reading alone {read:6.3f} s, ×{many / read:4.1f}); {count // 10:>3} moves "
              f"{few:6.3f} s, ratio {many / few:5.1f} (10 is linear); an edit {edit_many:6.4f} s, "
              f"ratio {edit_many / edit_few:5.1f}")
        for what, ratio in (("opening", many / few), ("an edit", edit_many / edit_few)):
            if ratio > MOST_RATIO:
                print(f"  SUPER-LINEAR {what}: ratio {ratio:.1f} > {MOST_RATIO}")
                ok = False
        if not options.quick and many >= GOAL_SECONDS:
            print(f"  GOAL MISSED: {many:.3f} s >= {GOAL_SECONDS} s")
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
