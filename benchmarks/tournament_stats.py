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
