"""The computer player's levels against each other: results and time per turn.

Every pairing of easy, medium and hard plays the same fixed seeds, each
seed twice with the colours swapped. A game ends when both kings of a side
are captured, or drawn by the no-capture rule (D4, 50 turns by default),
or at a turn cap (counted as a draw, shown apart). The script prints a
win/draw/loss table and, per level, the median and 95th percentile of the
time it took to choose one whole turn, then checks the project's goals:

- hard wins at least 95% of the decided games against easy and 70% against medium;
- hard's median time per turn is at most 1 s and its 95th percentile at most 2 s.

Games run in parallel processes (``--jobs``, default: the number of cores);
each time is measured inside the process that played the turn, so it is
the time of one core, with the other busy with another game.

    python benchmarks/tournament.py            # 50 games per pairing, a few minutes
    python benchmarks/tournament.py --quick    # a few short games, for `make test`
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

from tournament_stats import tally, times

from dominochess_widget import Game
from dominochess_widget.games.dominochess.players import ComputerPlayer

LEVELS = ("easy", "medium", "hard")
PAIRINGS = (("hard", "easy"), ("hard", "medium"), ("medium", "easy"))


#: A result as the seat's index (tournament_stats.tally).
SEAT_INDEX = {"red": "0", "blue": "1"}


@dataclass(frozen=True)
class Task:
    red: str
    blue: str
    seed: int
    draw_rule: int
    turn_cap: int
    time_budget: float


@dataclass(frozen=True)
class Outcome:
    task: Task
    result: str  # "red", "blue", "draw" or "cap"
    turns: int
    times: dict[str, list[float]]  # level -> seconds per turn


def play(task: Task) -> Outcome:
    game = Game.new(seed=task.seed, draw_rule=task.draw_rule)
    players = {
        "red": ComputerPlayer(task.red, seed=task.seed, time_budget=task.time_budget),
        "blue": ComputerPlayer(task.blue, seed=task.seed + 1, time_budget=task.time_budget),
    }
    levels = {"red": task.red, "blue": task.blue}
    times: dict[str, list[float]] = defaultdict(list)
    while not game.is_over and game.turns_played < task.turn_cap:
        side = game.to_move.value
        turn = game.turns_played
        spent = 0.0
        while not game.is_over and game.turns_played == turn:
            start = time.perf_counter()
            action = players[side].choose(game)
            spent += time.perf_counter() - start
            game.play(action)
        times[levels[side]].append(spent)
    result = "cap" if game.result is None else str(game.result)
    return Outcome(task, result, game.turns_played, dict(times))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a few short games (for make test)")
    parser.add_argument("--games", type=int, default=25, help="seeds per pairing (x2 colours)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--time-budget", type=float, default=1.0)
    parser.add_argument("--draw-rule", type=int, default=50)
    parser.add_argument("--turn-cap", type=int, default=400)
    args = parser.parse_args()
    if args.quick:
        args.games, args.time_budget, args.draw_rule, args.turn_cap = 2, 0.1, 20, 40

    tasks = []
    for first, second in PAIRINGS:
        for k in range(args.games):
            seed = args.first_seed + k
            args_common = (seed, args.draw_rule, args.turn_cap, args.time_budget)
            tasks.append(Task(first, second, *args_common))
            tasks.append(Task(second, first, *args_common))

    started = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            outcomes = list(pool.map(play, tasks))
    else:
        outcomes = [play(task) for task in tasks]
    wall = time.perf_counter() - started

    print(
        f"{len(tasks)} games, {args.games} seeds x 2 colours per pairing, "
        f"draw rule {args.draw_rule} turns, turn cap {args.turn_cap}, "
        f"time budget {args.time_budget} s, {args.jobs} process(es), {wall:.0f} s wall"
    )
    print()
    print(f"{'pairing':<18}{'wins':>6}{'draws':>7}{'losses':>8}{'(cap)':>7}{'win % decided':>15}")
    goals_met = True
    for first, second in PAIRINGS:
        games = [((o.task.red, o.task.blue), SEAT_INDEX.get(o.result, o.result))
                 for o in outcomes]
        wins, draws, losses, capped = tally(games, first, second)
        decided = wins + losses
        share = 100.0 * wins / decided if decided else float("nan")
        name = f"{first} v {second}"
        print(f"{name:<18}{wins:>6}{draws:>7}{losses:>8}{capped:>7}{share:>14.0f}%")
        goal = {("hard", "easy"): 95.0, ("hard", "medium"): 70.0}.get((first, second))
        if goal is not None and not args.quick and not share >= goal:
            goals_met = False
            print(f"    goal missed: {first} should win at least {goal:.0f}% of decided games")
    print()
    print(f"{'level':<10}{'turns':>7}{'median s':>10}{'p95 s':>8}{'max s':>8}")
    for level in LEVELS:
        values = [t for outcome in outcomes for t in outcome.times.get(level, [])]
        median, p95, top = times(values)
        print(f"{level:<10}{len(values):>7}{median:>10.3f}{p95:>8.3f}{top:>8.3f}")
        if level == "hard" and not args.quick and not (median <= 1.0 and p95 <= 2.0):
            goals_met = False
            print("    goal missed: hard should take at most 1 s (median) and 2 s (p95) a turn")
    turns = [outcome.turns for outcome in outcomes]
    print()
    print(f"game length in turns: median {statistics.median(turns):.0f}, max {max(turns)}")
    if not args.quick:
        print("goals met" if goals_met else "some goals missed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
