"""What the views of the draughts games share (Russian draughts, Lasca).

White's and Black's pieces — a plain disc for a man (soldier), a crowned
disc for a king (officer), Black's with a white ring — and a move's path
drawn stretch by stretch with the squares of what it took. A move here
is anything with a ``path`` (start and every landing square) and
``captured`` (the squares jumped, one per stretch). Pure Python.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import Protocol

from dominochess_widget.core.scene import Look, Segment


class PathMove(Protocol):
    @property
    def path(self) -> tuple[int, ...]: ...

    @property
    def captured(self) -> tuple[int, ...]: ...


#: Each seat's man and king, by (seat name, is a king).
LOOKS: dict[tuple[str, bool], Look] = {
    (seat, king): Look("crowned" if king else "man", seat, ringed=seat == "black")
    for seat in ("white", "black")
    for king in (False, True)
}


def drawn(moves: Iterable[PathMove]) -> tuple[tuple[Segment, ...], tuple[int, ...]]:
    """The stretches of ``moves`` and the squares of what they took."""
    segments: list[Segment] = []
    taken: list[int] = []
    for move in moves:
        segments.extend(stretches(move.path))
        taken.extend(move.captured)
    return tuple(segments), tuple(taken)


def clicked(legal: Iterable[PathMove],
            path: Sequence[int]) -> tuple[tuple[Segment, ...], tuple[int, ...]]:
    """The stretches clicked so far and the pieces they jumped: those of a
    ``legal`` move whose path begins with the clicks (one capture per stretch)."""
    hops = len(path) - 1
    for move in legal:
        if move.path[: len(path)] == tuple(path):
            return stretches(path), move.captured[:hops]
    return stretches(path), ()


def stretches(path: Sequence[int]) -> tuple[Segment, ...]:
    return tuple((a, b, None) for a, b in pairwise(path))
