"""The double-six domino set, shared by domino chess and dominoes.

28 tiles {a|b : 0 ≤ a ≤ b ≤ 6}. A tile is a pair ``(low, high)``, low
number first, so each tile has one spelling. Each game keeps its own names
and notation on top of this (domino chess writes ``[3|5]``, dominoes
``3|5``); a game never imports another, so the set they share lives here.
"""

from __future__ import annotations

Tile = tuple[int, int]

#: The highest number on a half: a double-six set.
HIGHEST = 6
#: Every tile, 0|0 first, then by low number and high number (the usual order).
TILES: tuple[Tile, ...] = tuple(
    (low, high) for low in range(HIGHEST + 1) for high in range(low, HIGHEST + 1)
)


def low_first(a: int, b: int) -> Tile:
    """The tile with halves ``a`` and ``b``, in either order, low number first."""
    return (a, b) if a <= b else (b, a)


def is_double(tile: Tile) -> bool:
    """Whether both halves of ``tile`` show the same number."""
    return tile[0] == tile[1]
