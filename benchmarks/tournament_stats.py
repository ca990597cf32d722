"""What both tournament benchmarks count: results of a pairing, and times."""

from __future__ import annotations

import statistics
from collections.abc import Iterable


def tally(games: Iterable[tuple[tuple[str, str], str]], first: str,
          second: str) -> tuple[int, int, int, int]:
    """Wins, draws, losses and capped games of ``first`` against ``second``.

    Each game is ``((player of seat 0, player of seat 1), result)``, the
    result being the winning seat's index as text ("0", "1"), "draw" or
    "cap" (stopped at the length cap: a draw, counted apart too)."""
    wins = draws = losses = capped = 0
    for players, result in games:
        if set(players) != {first, second}:
            continue
        if result in ("draw", "cap"):
            draws += 1
            capped += result == "cap"
        elif players[int(result)] == first:
            wins += 1
        else:
            losses += 1
    return wins, draws, losses, capped


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def times(values: list[float]) -> tuple[float, float, float]:
    """Median, 95th percentile and maximum of ``values`` (seconds)."""
    if not values:
        return float("nan"), float("nan"), float("nan")
    return statistics.median(values), percentile(values, 0.95), max(values)


def report(games: list[tuple[tuple[str, str], str]], pairings: Iterable[tuple[str, str]],
           goals: dict[tuple[str, str], float], score_goals: dict[tuple[str, str], float],
           move_times: dict[str, list[float]], plies: list[int]) -> bool:
    """Print each pairing's wins, draws, losses, share of decided games and
    score, then each player's seconds per move and the games' lengths;
    check the goals (share of decided games, score; hard's median ≤ 1 s and
    95th percentile ≤ 2 s a move). True when every goal is met."""
    header = f"{'pairing':<20}{'wins':>6}{'draws':>7}{'losses':>8}{'(cap)':>7}"
    print(header + f"{'win % decided':>15}{'score %':>9}")
    met = True
    for first, second in pairings:
        wins, draws, losses, capped = tally(games, first, second)
        decided = wins + losses
        share = 100.0 * wins / decided if decided else float("nan")
        played = wins + draws + losses
        score = 100.0 * (wins + 0.5 * draws) / played if played else float("nan")
        name = f"{first} v {second}"
        print(f"{name:<20}{wins:>6}{draws:>7}{losses:>8}{capped:>7}{share:>14.0f}%{score:>8.0f}%")
        goal = goals.get((first, second))
        if goal is not None and not share >= goal:
            met = False
            print(f"    goal missed: {first} should win at least {goal:.0f}% of decided games")
        score_goal = score_goals.get((first, second))
        if score_goal is not None and not score >= score_goal:
            met = False
            print(f"    goal missed: {first} should score at least {score_goal:.0f}%")
    print()
    print(f"{'player':<14}{'moves':>7}{'median s':>10}{'p95 s':>8}{'max s':>8}")
    for name, values in move_times.items():
        if not values:
            continue
        median, p95, top = times(values)
        print(f"{name:<14}{len(values):>7}{median:>10.3f}{p95:>8.3f}{top:>8.3f}")
        if name == "hard" and not (median <= 1.0 and p95 <= 2.0):
            met = False
            print("    goal missed: hard should take at most 1 s (median) and 2 s (p95) a move")
    print()
    print(f"game length in plies: median {statistics.median(plies):.0f}, max {max(plies)}")
    print("goals met" if met else "some goals missed")
    return met
