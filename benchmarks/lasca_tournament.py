"""The Lasca computer against itself: hard against medium and against easy.

Openings: every sequence of the first four plies from the start (54 with
the flying officer), each played twice with the colours swapped. A game
ends by the rules (no move left; the repetition draw, L4, on), or at a cap
of ``--ply-cap`` plies (a draw, shown apart). The script prints each
pairing's wins, draws and losses for hard, its share of the decided games
and its score, then the seconds per move of each level (median, 95th
percentile, max), and checks the project's goals:

- hard wins at least 95% of the decided games against easy and 70% against medium;
- hard's median time per move is at most 1 s and its 95th percentile at most 2 s.

Games run in parallel processes (``--jobs``, default: the number of cores);
each time is measured inside the process that played the move.

    python benchmarks/lasca_tournament.py            # the full run (about half an hour on 2 cores)
    python benchmarks/lasca_tournament.py --officer lasker
    python benchmarks/lasca_tournament.py --quick    # a few games, < 60 s: for make test / CI
    python benchmarks/lasca_tournament.py --check    # exit status 1 when a goal is missed

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

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament_stats import report, tally

from dominochess_widget import games
from dominochess_widget.ai.computers import computer_for

LEVELS = ("easy", "medium", "hard")
PAIRINGS = (("hard", "medium"), ("hard", "easy"))
GOALS = {("hard", "easy"): 95.0, ("hard", "medium"): 70.0}
SEAT_INDEX = {"white": "0", "black": "1"}
OPENING_PLIES = 4


def openings(officer: str) -> list[tuple[str, ...]]:
    """Every sequence of the first :data:`OPENING_PLIES` plies, in a fixed order."""
    found: list[tuple[str, ...]] = []

    def walk(game: object, line: tuple[str, ...]) -> None:
        if len(line) == OPENING_PLIES:
            found.append(line)
            return
        for move in game.legal_actions():  # type: ignore[attr-defined]
            game.play(move)  # type: ignore[attr-defined]
            walk(game, (*line, str(move)))
            game.undo()  # type: ignore[attr-defined]

    walk(games.new("lasca", officer=officer), ())
    return found


@dataclass(frozen=True)
class Task:
    white: str
    black: str
    opening: tuple[str, ...]
    time_budget: float
    ply_cap: int
    officer: str


@dataclass(frozen=True)
class Outcome:
    task: Task
    result: str  # "white", "black", "draw" or "cap"
    plies: int
    times: dict[str, list[float]]  # level -> seconds per move


def play(task: Task) -> Outcome:
    game = games.new("lasca", officer=task.officer)
    players = {seat: computer_for(game, level, seed=0, time_budget=task.time_budget)
               for seat, level in (("white", task.white), ("black", task.black))}
    names = {"white": task.white, "black": task.black}
    for text in task.opening:
        game.play(text)
    times: dict[str, list[float]] = defaultdict(list)
    plies = len(task.opening)
    while not game.is_over and plies < task.ply_cap:
        side = str(game.to_move)
        start = time.perf_counter()
        move = players[side].choose(game)
        times[names[side]].append(time.perf_counter() - start)
        game.play(move)
        plies += 1
    result = "cap" if game.result is None else str(game.result)
    return Outcome(task, result, plies, dict(times))


def run(tasks: list[Task], jobs: int) -> list[Outcome]:
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            return list(pool.map(play, tasks, chunksize=1))
    return [play(task) for task in tasks]


def _games(outcomes: list[Outcome]) -> list[tuple[tuple[str, str], str]]:
    return [((o.task.white, o.task.black), SEAT_INDEX.get(o.result, o.result))
            for o in outcomes]


def quick(args: argparse.Namespace) -> int:
    """A few games, hard against easy: hard must win them; and determinism."""
    chosen = openings(args.officer)[::20][:3]
    tasks = [
        Task(white, black, opening, 0.25, 200, args.officer)
        for opening in chosen
        for white, black in (("hard", "easy"), ("easy", "hard"))
    ]
    started = time.perf_counter()
    outcomes = run(tasks, args.jobs)
    wins, draws, losses, capped = tally(_games(outcomes), "hard", "easy")
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
    game = games.new("lasca", officer=args.officer)
    for text in chosen[0]:
        game.play(text)
    for level in LEVELS:
        first = computer_for(game, level, time_budget=0.25).choose(game)
        second = computer_for(game, level, time_budget=0.25).choose(game.clone())
        if first != second:
            print(f"FAIL: {level} is not deterministic: {first} then {second}")
            failed = True
    print("quick check " + ("FAILED" if failed else "passed"))
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a few games (for make test / CI)")
    parser.add_argument("--check", action="store_true", help="exit 1 when a goal is missed")
    parser.add_argument("--officer", choices=("flying", "lasker"), default="flying")
    parser.add_argument("--openings", type=int, default=0,
                        help="how many openings to play (default all), each with both colours")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--time-budget", type=float, default=1.0, help="hard's seconds per move")
    parser.add_argument("--ply-cap", type=int, default=300)
    args = parser.parse_args()
    if args.quick:
        return quick(args)
    chosen = openings(args.officer)
    if args.openings:
        chosen = chosen[: args.openings]
    tasks = [
        Task(white, black, opening, args.time_budget, args.ply_cap, args.officer)
        for first, second in PAIRINGS
        for opening in chosen
        for white, black in ((first, second), (second, first))
    ]
    started = time.perf_counter()
    outcomes = run(tasks, args.jobs)
    wall = time.perf_counter() - started
    print(
        f"{len(tasks)} games, {args.officer} officers: {len(chosen)} openings x 2 colours per "
        f"pairing, ply cap {args.ply_cap}, time budget {args.time_budget} s a move, "
        f"{args.jobs} process(es), {wall:.0f} s wall"
    )
    print()
    move_times = {name: [t for o in outcomes for t in o.times.get(name, [])] for name in LEVELS}
    met = report(_games(outcomes), PAIRINGS, GOALS, {}, move_times,
                 [o.plies for o in outcomes])
    return 1 if args.check and not met else 0


if __name__ == "__main__":
    sys.exit(main())
