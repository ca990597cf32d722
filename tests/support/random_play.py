"""Test helpers for the computer players of every game: a clock that the
tests move by hand, and unfinished games reached by seeded random play."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

S = TypeVar("S")


class StepClock:
    """A clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 0.0
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


def unfinished_games(new: Callable[[random.Random], S], count: int, seed: int,
                     least: int, most: int) -> list[S]:
    """``count`` games, each ``new(rng)`` after ``least`` to ``most - 1``
    random actions, that are not over."""
    rng = random.Random(seed)
    out: list[S] = []
    while len(out) < count:
        game: Any = new(rng)
        for _ in range(rng.randrange(least, most)):
            actions = game.legal_actions()
            if not actions:
                break
            game.play(rng.choice(actions))
        if not game.is_over:
            out.append(game)
    return out
