"""The DamHex³ computer: hard against two mediums (and, quickly, two easies).

Each game starts from the start position after ``OPENING_PLIES`` random
plies (seeded by the game's number), and is played three times, hard
taking each seat in turn; the others are both medium. A game ends by the
rules (one player left, the quiet-move draw, H13) or at ``--ply-cap`` plies
(shown apart). The script prints how often hard finishes first, its mean
score by H14 (3 / 1 / 0), and the seconds per move of each level (median,
95th percentile, max), each game as it ends, and checks the project's goals:

- hard finishes first in at least 50% of the games (a third is chance);
- hard's median time per move is at most 1 s.

``--endgames`` measures instead where hard's games are drawn: kings-only
positions (seeded), hard's kings against one or two mediums', the other
seat already out or in; it prints how many hard converts (it is left as
the last player) under the same rules, quiet-move draw included.

Games run in parallel processes (``--jobs``, default: the number of cores);
each time is measured inside the process that played the move.

    python benchmarks/damhex_tournament.py            # the full run
    python benchmarks/damhex_tournament.py --quick    # hard v two easies, < 90 s: make test / CI
    python benchmarks/damhex_tournament.py --check    # exit status 1 when a goal is missed
    python benchmarks/damhex_tournament.py --endgames # kings endgames, 16 positions each
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dominochess_widget.games.damhex import DamHex
from dominochess_widget.games.damhex.computer import DamHexComputer

SEATS = ("white", "black", "red")
OPENING_PLIES = 3
#: Kings endgames (``--endgames``): hard's kings, then each medium's (0: out).
ENDGAMES = ((3, 1, 0), (3, 2, 0), (4, 2, 0), (5, 3, 0),
            (3, 1, 1), (4, 1, 1), (3, 1, 2), (4, 1, 2), (3, 2, 2), (4, 2, 2), (5, 2, 3))


@dataclass(frozen=True)
class Task:
    number: int
    hard_seat: str
    other: str
    time_budget: float
    ply_cap: int


@dataclass(frozen=True)
class Outcome:
    task: Task
    winner: str | None  # a seat, None for a draw or the cap
    hard_score: float | None
    plies: int
    times: dict[str, list[float]]


def play(task: Task) -> Outcome:
    game = DamHex.new()
    rng = random.Random(f"damhex-opening/{task.number}")
    for _ in range(OPENING_PLIES):
        game.play(rng.choice(game.legal_actions()))
    players = {seat: DamHexComputer("hard" if seat == task.hard_seat else task.other,
                                    seed=task.number, time_budget=task.time_budget)
               for seat in SEATS}
    times: dict[str, list[float]] = defaultdict(list)
    plies = OPENING_PLIES
    while not game.is_over and plies < task.ply_cap:
        seat = game.to_move
        start = time.perf_counter()
        move = players[seat].choose(game)
        times[players[seat].level.value].append(time.perf_counter() - start)
        game.play(move)
        plies += 1
    scores = game.scores()
    winner = game.result.winner if game.result is not None else None
    return Outcome(task, winner, scores[task.hard_seat] if scores else None, plies, dict(times))


@dataclass(frozen=True)
class Endgame:
    number: int
    kings: tuple[int, int, int]  # hard (White), Black, Red
    time_budget: float


def endgame(task: Endgame) -> tuple[Endgame, bool, int]:
    """Play one kings endgame (hard is White; who moves first turns with the
    number); True when hard is the last player left."""
    rng = random.Random(f"damhex-endgame/{task.number}/{task.kings}")
    cells = iter(rng.sample(range(1, 62), sum(task.kings)))
    pieces = {seat: ",".join(f"K{next(cells)}" for _ in range(n)) or "-"
              for seat, n in zip(SEATS, task.kings, strict=True)}
    seated = [seat for seat in SEATS if pieces[seat] != "-"]
    out = "+".join(seat for seat in SEATS if seat not in seated) or "-"
    game = DamHex.from_position(f"move={seated[task.number % len(seated)]}; out={out}; "
                                + "; ".join(f"{seat}={pieces[seat]}" for seat in SEATS))
    players = {seat: DamHexComputer("hard" if seat == "white" else "medium", seed=task.number,
                                    time_budget=task.time_budget) for seat in SEATS}
    plies = 0
    while not game.is_over:
        game.play(players[game.to_move].choose(game))
        plies += 1
    return task, game.result is not None and game.result.winner == "white", plies


def endgames(count: int, time_budget: float, jobs: int) -> None:
    """Print, per material, how many of ``count`` positions hard converts."""
    tasks = [Endgame(n, kings, time_budget) for kings in ENDGAMES for n in range(count)]
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        results = list(pool.map(endgame, tasks, chunksize=1))
    print(f"kings endgames, hard v medium, {count} seeded positions each "
          f"(time budget {time_budget} s):")
    for kings in ENDGAMES:
        won = [plies for task, win, plies in results if task.kings == kings and win]
        material = " v ".join(str(n) for n in kings if n)
        players = "two players" if 0 in kings else "three players"
        print(f"  {material:<9} ({players}): hard won {len(won):>2}/{count}"
              + (f", median {statistics.median(won):.0f} plies" if won else ""))


def run(tasks: list[Task], jobs: int) -> list[Outcome]:
    """Play every task, printing each game as it ends (a long run shows its progress)."""
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            outcomes = [report(o) for o in pool.map(play, tasks, chunksize=1)]
    else:
        outcomes = [report(play(task)) for task in tasks]
    return outcomes


def report(o: Outcome) -> Outcome:
    print(f"  game {o.task.number}, hard {o.task.hard_seat}: "
          f"{o.winner or ('draw' if o.hard_score is not None else 'capped')} "
          f"after {o.plies} plies, hard scores {o.hard_score}", flush=True)
    return o


def summary(outcomes: list[Outcome], goal: float) -> bool:
    """Print the table; True when hard finished first in ``goal``% or more."""
    first = sum(1 for o in outcomes if o.winner == o.task.hard_seat)
    draws = sum(1 for o in outcomes if o.winner is None and o.hard_score is not None)
    capped = sum(1 for o in outcomes if o.hard_score is None)
    lost = sum(1 for o in outcomes if o.winner not in (None, o.task.hard_seat))
    games = len(outcomes)
    share = 100.0 * first / games
    scores = [o.hard_score for o in outcomes if o.hard_score is not None]
    by_seat = {seat: sum(1 for o in outcomes if o.task.hard_seat == seat
                         and o.winner == seat) for seat in SEATS}
    print(f"{games} games, hard v two {outcomes[0].task.other}: hard first in {first} "
          f"({share:.0f}%; goal >= {goal:.0f}%, chance 33%); draws {draws}, another first {lost}, "
          f"capped {capped}")
    print("  hard first, by hard's seat: " + ", ".join(f"{s} {n}" for s, n in by_seat.items()))
    if scores:
        print(f"  hard's mean score (H14, 3/1/0): {statistics.mean(scores):.2f}")
    print(f"  plies per game: median {statistics.median(o.plies for o in outcomes):.0f}")
    times: dict[str, list[float]] = defaultdict(list)
    for o in outcomes:
        for level, values in o.times.items():
            times[level] += values
    met = share >= goal
    for level, values in sorted(times.items()):
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        median = statistics.median(ordered)
        print(f"  {level:<8} moves {len(values):>5}  median {median:.3f} s  p95 {p95:.3f} s  "
              f"max {ordered[-1]:.3f} s")
        if level == "hard" and median > 1.0:
            met = False
            print("    goal missed: hard's median time per move should be at most 1 s")
    return met


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="openings (each played 3 times)")
    parser.add_argument("--time-budget", type=float, default=1.0)
    parser.add_argument("--ply-cap", type=int, default=600)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--endgames", type=int, nargs="?", const=16, default=0,
                        metavar="POSITIONS", help="kings endgames instead (default 16 each)")
    args = parser.parse_args()
    start = time.perf_counter()
    if args.endgames:
        endgames(args.endgames, args.time_budget, args.jobs)
        print(f"{time.perf_counter() - start:.0f} s wall")
        return 0
    if args.quick:
        # Hard against two easies, a small budget: it must win most, and a
        # position must give the same move twice (a node budget, not the clock).
        tasks = [Task(n, seat, "easy", 0.1, args.ply_cap) for n in range(2) for seat in SEATS]
        outcomes = run(tasks, args.jobs)
        met = summary(outcomes, goal=66.0)
        game = DamHex.new()
        again = [str(DamHexComputer("hard", time_budget=0.1).choose(game)) for _ in range(2)]
        if again[0] != again[1]:
            print(f"not deterministic: {again}")
            met = False
        print(f"{time.perf_counter() - start:.0f} s wall")
        print("goals met" if met else "GOALS MISSED")
        return 0 if met else 1
    tasks = [Task(n, seat, "medium", args.time_budget, args.ply_cap)
             for n in range(args.games) for seat in SEATS]
    outcomes = run(tasks, args.jobs)
    met = summary(outcomes, goal=50.0)
    print(f"{time.perf_counter() - start:.0f} s wall")
    print("goals met" if met else "GOALS MISSED")
    return 0 if met or not args.check else 1


if __name__ == "__main__":
    sys.exit(main())
