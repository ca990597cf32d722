"""The Russian draughts computer against itself and against py-draughts.

Pairings, each from varied openings: every pair of first moves (White's
7 × Black's 7 = 49 openings), each played twice with the colours swapped.

- hard v medium, hard v easy: the project's levels;
- hard v py-draughts: ``draughts.SimpleEngine`` (negamax, iterative
  deepening, transposition table, quiescence, PVS/LMR, killers, history)
  from the independent py-draughts library (GPL: a benchmark and test
  oracle only, never imported by the package), on its own Russian board,
  with ``time_limit`` equal to hard's ``--time-budget`` per move. Hard
  spends at most its budget (its node budget usually ends it sooner), so
  the time is equal or in py-draughts' favour; both medians are printed.

A game ends by the rules (no move left; S3's automatic draws on), or at a
cap of ``--ply-cap`` plies (a draw, shown apart). The script prints each
pairing's wins, draws and losses for the first player, its share of the
decided games and its score, then the seconds per move of each player
(median, 95th percentile, max), and checks the project's goals:

- hard wins at least 95% of the decided games against easy and 70% against medium;
- hard's median time per move is at most 1 s and its 95th percentile at most 2 s;
- hard scores at least 55% against py-draughts at equal time per move.

Games run in parallel processes (``--jobs``, default: the number of cores);
each time is measured inside the process that played the move.

    python benchmarks/russian_tournament.py            # the full run (about an hour on 2 cores)
    python benchmarks/russian_tournament.py --quick    # a few games, < 60 s: for make test / CI
    python benchmarks/russian_tournament.py --check    # exit status 1 when a goal is missed

``--quick`` plays hard against easy from 3 openings with both colours at a
small budget, checks that hard wins them all (no loss, at most one draw)
and that the same position gives the same move twice, and exits 1 if not.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament_stats import report, tally

from dominochess_widget.games.russian import Draughts, Move
from dominochess_widget.games.russian.board import square_name
from dominochess_widget.games.russian.computer import RussianComputer

LEVELS = ("easy", "medium", "hard")
PYDRAUGHTS = "py-draughts"
PAIRINGS = (("hard", "medium"), ("hard", "easy"), ("hard", PYDRAUGHTS))
GOALS = {("hard", "easy"): 95.0, ("hard", "medium"): 70.0}
SCORE_GOALS = {("hard", PYDRAUGHTS): 55.0}


def openings() -> list[tuple[str, str]]:
    """Every pair of first moves (White's, Black's reply), in a fixed order."""
    out = []
    game = Draughts.new()
    for first in game.legal_actions():
        game.play(first)
        for reply in game.legal_actions():
            out.append((str(first), str(reply)))
        game.undo()
    return out


#: A result as the seat's index (tournament_stats.tally).
SEAT_INDEX = {"white": "0", "black": "1"}


@dataclass(frozen=True)
class Task:
    white: str
    black: str
    opening: tuple[str, str]
    time_budget: float
    ply_cap: int


@dataclass(frozen=True)
class Outcome:
    task: Task
    result: str  # "white", "black", "draw" or "cap"
    plies: int
    times: dict[str, list[float]]  # player -> seconds per move


# ---------------------------------------------------------------- py-draughts
class PyDraughts:
    """``draughts.SimpleEngine`` on a ``draughts.RussianBoard`` kept in step
    with the project's game (moves matched by start, end and captured set)."""

    def __init__(self, time_limit: float) -> None:
        from draughts import RussianBoard, SimpleEngine

        self.board = RussianBoard()
        self.engine = SimpleEngine(depth_limit=64, time_limit=time_limit)
        names = type(self.board).SQUARE_NAMES
        self.index = {name: i for i, name in enumerate(names)}

    def _key(self, move: Move) -> tuple[int, int, frozenset[int]]:
        index = self.index
        return (
            index[square_name(move.path[0])],
            index[square_name(move.path[-1])],
            frozenset(index[square_name(s)] for s in move.captured),
        )

    def follow(self, move: Move) -> None:
        """Play on the private board the move played in the game."""
        key = self._key(move)
        for theirs in self.board.legal_moves:
            if (theirs.square_list[0], theirs.square_list[-1],
                    frozenset(theirs.captured_list)) == key:
                self.board.push(theirs)
                return
        raise AssertionError(f"py-draughts does not allow {move}")

    def choose(self, game: Draughts) -> Move:
        theirs = self.engine.get_best_move(self.board)
        assert not isinstance(theirs, tuple)
        key = (theirs.square_list[0], theirs.square_list[-1], frozenset(theirs.captured_list))
        for move in game.legal_actions():
            if self._key(move) == key:
                return move
        raise AssertionError(f"py-draughts chose {theirs}, not legal in the game")


def make_player(name: str, time_budget: float) -> Any:
    if name == PYDRAUGHTS:
        return PyDraughts(time_budget)
    return RussianComputer(name, seed=0, time_budget=time_budget)


def play(task: Task) -> Outcome:
    game = Draughts.new()
    players = {
        "white": make_player(task.white, task.time_budget),
        "black": make_player(task.black, task.time_budget),
    }
    names = {"white": task.white, "black": task.black}
    for text in task.opening:
        move = game.play(text)
        for player in players.values():
            if isinstance(player, PyDraughts):
                player.follow(move)
    times: dict[str, list[float]] = defaultdict(list)
    plies = len(task.opening)
    while not game.is_over and plies < task.ply_cap:
        side = str(game.to_move)
        player = players[side]
        start = time.perf_counter()
        move = player.choose(game)
        times[names[side]].append(time.perf_counter() - start)
        game.play(move)
        for other in players.values():
            if isinstance(other, PyDraughts):
                other.follow(move)
        plies += 1
    result = "cap" if game.result is None else str(game.result)
    return Outcome(task, result, plies, dict(times))


def run(tasks: list[Task], jobs: int) -> list[Outcome]:
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            return list(pool.map(play, tasks, chunksize=1))
    return [play(task) for task in tasks]


def quick(args: argparse.Namespace) -> int:
    """A few games, hard against easy: hard must win them; and determinism."""
    chosen = [("c3-d4", "f6-g5"), ("g3-f4", "b6-a5"), ("e3-d4", "h6-g5")]
    tasks = [
        Task(white, black, opening, 0.25, 160)
        for opening in chosen
        for white, black in (("hard", "easy"), ("easy", "hard"))
    ]
    started = time.perf_counter()
    outcomes = run(tasks, args.jobs)
    games = [((o.task.white, o.task.black), SEAT_INDEX.get(o.result, o.result))
             for o in outcomes]
    wins, draws, losses, capped = tally(games, "hard", "easy")
    hard_times = [t for o in outcomes for t in o.times.get("hard", [])]
    print(
        f"quick: hard v easy, {len(tasks)} games: {wins} wins, {draws} draws "
        f"({capped} capped), {losses} losses; hard median "
        f"{statistics.median(hard_times):.3f} s a move; "
        f"{time.perf_counter() - started:.0f} s wall"
    )
    for outcome in outcomes:
        task = outcome.task
        print(f"    {task.white} v {task.black}, {' '.join(task.opening)}: "
              f"{outcome.result} in {outcome.plies} plies")
    failed = False
    if losses or draws > 1:
        print("FAIL: hard should beat easy (no loss, at most one draw)")
        failed = True
    # The same position and level give the same move, twice.
    game = Draughts.new()
    for text in ("c3-d4", "f6-e5", "d4:f6", "g7:e5", "b2-c3"):
        game.play(text)
    for level in LEVELS:
        first = RussianComputer(level, time_budget=0.25).choose(game)
        second = RussianComputer(level, time_budget=0.25).choose(game.clone())
        if first != second:
            print(f"FAIL: {level} is not deterministic: {first} then {second}")
            failed = True
    print("quick check " + ("FAILED" if failed else "passed"))
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a few games (for make test / CI)")
    parser.add_argument("--check", action="store_true", help="exit 1 when a goal is missed")
    parser.add_argument("--openings", type=int, default=49,
                        help="how many of the 49 openings to play (each with both colours)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--time-budget", type=float, default=1.0,
                        help="seconds per move: hard's budget and py-draughts' time limit")
    parser.add_argument("--ply-cap", type=int, default=300)
    parser.add_argument("--pairings", default="all",
                        help="comma-separated: medium,easy,py-draughts (hard's opponents)")
    args = parser.parse_args()
    if args.quick:
        return quick(args)

    chosen = openings()[: args.openings]
    opponents = [p[1] for p in PAIRINGS] if args.pairings == "all" else args.pairings.split(",")
    pairings = [("hard", opponent) for opponent in opponents]
    if PYDRAUGHTS in opponents:
        try:
            import draughts  # noqa: F401
        except ImportError:
            print("py-draughts is not installed (pip install py-draughts): skipping it")
            pairings = [p for p in pairings if p[1] != PYDRAUGHTS]
    tasks = [
        Task(white, black, opening, args.time_budget, args.ply_cap)
        for first, second in pairings
        for opening in chosen
        for white, black in ((first, second), (second, first))
    ]
    started = time.perf_counter()
    outcomes = run(tasks, args.jobs)
    wall = time.perf_counter() - started

    print(
        f"{len(tasks)} games: {len(chosen)} openings x 2 colours per pairing, "
        f"ply cap {args.ply_cap}, time budget {args.time_budget} s a move, "
        f"{args.jobs} process(es), {wall:.0f} s wall"
    )
    print()
    games = [((o.task.white, o.task.black), SEAT_INDEX.get(o.result, o.result))
             for o in outcomes]
    move_times = {name: [t for o in outcomes for t in o.times.get(name, [])]
                  for name in (*LEVELS, PYDRAUGHTS)}
    goals_met = report(games, pairings, GOALS, SCORE_GOALS, move_times,
                       [o.plies for o in outcomes])
    return 1 if args.check and not goals_met else 0


if __name__ == "__main__":
    sys.exit(main())
