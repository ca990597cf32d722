"""The dominoes computers against each other, as the issue measures them.

- **Rounds**: seeded two-player rounds, hard against medium, seats
  alternating; the points each scores (O8). Goal: hard scores at least
  15% more points than medium.
- **Matches**: four-player matches to 100 (O9), hard against three
  mediums, hard's seat rotating. Goal: hard wins at least 35% of them
  (a quarter is chance).

Prints both tables and the seconds per decision of hard (median, 95th
percentile, max; decisions with one legal action left out). Runs in
parallel processes (``--jobs``).

    python benchmarks/dominoes_tournament.py            # 1,000 rounds, 60 matches (~10 min)
    python benchmarks/dominoes_tournament.py --quick    # a few seconds, for `make test`
    python benchmarks/dominoes_tournament.py --check    # exit status 1 when a goal is missed
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tournament_stats import times

from dominochess_widget.games.dominoes import Dominoes
from dominochess_widget.games.dominoes.computer import DominoesComputer

ROUND_GOAL = 1.15
MATCH_GOAL = 0.35


def _play(game: Dominoes, hard_seat: str, seed: int, budget: float,
          done: Callable[[Dominoes], bool]) -> list[float]:
    """Play ``game`` until ``done``, hard in ``hard_seat`` and medium elsewhere;
    hard's seconds per decision (those with one legal action left out)."""
    players = {s: DominoesComputer("hard" if s == hard_seat else "medium", seed=seed,
                                   time_budget=budget) for s in game.seats}
    spent: list[float] = []
    while not done(game):
        seat = game.to_move
        many = len(game.legal_actions()) > 1
        start = time.perf_counter()
        action = players[seat].choose(game)
        if seat == hard_seat and many:
            spent.append(time.perf_counter() - start)
        game.play(action)
    return spent


def play_round(task: tuple[int, float]) -> tuple[int, int, list[float]]:
    """One two-player round: (hard's points, medium's points, hard's times)."""
    seed, budget = task
    game = Dominoes.new(seed=seed, players=2)
    hard_seat = game.seats[seed % 2]
    spent = _play(game, hard_seat, seed, budget, lambda g: bool(g.rounds))
    end = game.rounds[-1]
    if end.winner is None:
        return 0, 0, spent
    won = game.seats[end.winner] == hard_seat
    return (end.points, 0, spent) if won else (0, end.points, spent)


def play_match(task: tuple[int, float]) -> tuple[bool, list[float]]:
    """One four-player match: whether hard won it, and hard's times."""
    seed, budget = task
    game = Dominoes.new(seed=seed, players=4)
    hard_seat = game.seats[seed % 4]
    spent = _play(game, hard_seat, seed, budget, lambda g: g.is_over)
    return game.result == hard_seat, spent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--matches", type=int, default=60)
    parser.add_argument("--time-budget", type=float, default=1.0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.matches, args.time_budget = 40, 4, 0.25
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        rounds = list(pool.map(play_round, [(s, args.time_budget) for s in range(args.rounds)],
                               chunksize=4))
        matches = list(pool.map(play_match, [(s, args.time_budget) for s in range(args.matches)],
                                chunksize=1))
    hard = sum(r[0] for r in rounds)
    medium = sum(r[1] for r in rounds)
    ratio = hard / medium if medium else float("inf")
    wins = sum(1 for won, _ in matches if won)
    share = wins / len(matches) if matches else 0.0
    spent = [t for r in rounds for t in r[2]] + [t for m in matches for t in m[1]]
    median, p95, top = times(spent)
    print(f"{args.rounds} two-player rounds, hard v medium: hard {hard} points, medium {medium} "
          f"({ratio:.2f}x; goal >= {ROUND_GOAL})")
    print(f"{args.matches} four-player matches, hard v three mediums: hard won {wins} "
          f"({share:.0%}; goal >= {MATCH_GOAL:.0%}, chance 25%)")
    print(f"hard's decisions: {len(spent)}, median {median:.3f} s, p95 {p95:.3f} s, "
          f"max {top:.3f} s (budget {args.time_budget} s); "
          f"{time.perf_counter() - started:.0f} s wall")
    met = ratio >= ROUND_GOAL and (args.quick or share >= MATCH_GOAL) and median <= 1.0
    print("goals met" if met else "some goals missed")
    if args.quick:
        return 0 if ratio >= 1.0 else 1
    return 1 if args.check and not met else 0


if __name__ == "__main__":
    sys.exit(main())
