"""Domino chess's tiles: the double-six set (:mod:`~dominochess_widget.games.double_six`)
as this game writes and reads it (``[3|5]``, D5), and the seeded pool order.

A tile is a pair ``(low, high)`` with ``0 <= low <= high <= 6``. The pool is
a sequence of *cycles*: each cycle is an order of tiles drawn one after the
other; when a cycle is used up, all 28 tiles are reshuffled (rules page,
"The dominoes"). A seeded cycle is a pure function of the seed and its
index, so the same seed always gives the same game.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from dominochess_widget.core.errors import SettingError, shown
from dominochess_widget.core.numbers import whole_number
from dominochess_widget.games.double_six import HIGHEST, TILES, Tile, low_first

#: The 28 tiles of a double-six set, in the usual order (domino chess's name).
ALL_TILES: tuple[Tile, ...] = TILES

_TILE_TEXT = re.compile(r"^\s*\[?\s*(\d)\s*[|:\-/,]\s*(\d)\s*\]?\s*$")


def make_tile(value: object) -> Tile:
    """A tile from ``(a, b)``, ``[a, b]`` or text such as ``"3|5"`` / ``"[3|5]"``.

    The halves may come in either order; the tile is stored low first.
    Written halves are ASCII digits (``whole_number``: ``"٣|5"`` is no tile).
    """
    pair: tuple[object, ...]
    if isinstance(value, str):
        match = _TILE_TEXT.match(value)
        pair = () if match is None else (whole_number(match[1], 1), whole_number(match[2], 1))
        if None in pair or not pair:
            raise SettingError("tile.bad_text", value=value)
    elif isinstance(value, tuple | list):
        pair = tuple(value)
    else:
        raise SettingError("tile.bad_value", value=shown(value))
    if (
        len(pair) != 2
        or not all(isinstance(n, int) and not isinstance(n, bool) for n in pair)
        or not all(0 <= n <= HIGHEST for n in pair)  # type: ignore[operator]
    ):
        raise SettingError("tile.bad_value", value=shown(value))
    a, b = pair
    assert isinstance(a, int) and isinstance(b, int)
    return low_first(a, b)


def format_tile(tile: Tile) -> str:
    """``[3|5]``, the notation of the rules page (D5)."""
    return f"[{tile[0]}|{tile[1]}]"


def new_seed() -> int:
    """A fresh random seed for a game that was not given one."""
    return random.SystemRandom().randrange(2**32)


@lru_cache(maxsize=256)
def seeded_cycle(seed: int, index: int) -> tuple[Tile, ...]:
    """The order of all 28 tiles in cycle ``index`` of the pool seeded ``seed``."""
    tiles = list(ALL_TILES)
    random.Random(f"dominochess/{seed}/{index}").shuffle(tiles)
    return tuple(tiles)


def complete_cycle(prefix: Sequence[Tile], seed: int, index: int) -> tuple[Tile, ...]:
    """``prefix`` followed by the other tiles in the order the seed gives them.

    When ``prefix`` is itself the start of the seeded cycle, the result is
    exactly the seeded cycle, which is what makes records round-trip.
    """
    drawn = set(prefix)
    return tuple(prefix) + tuple(t for t in seeded_cycle(seed, index) if t not in drawn)


def check_distinct(tiles: Iterable[Tile]) -> Tile | None:
    """The first tile that appears twice, or None."""
    seen: set[Tile] = set()
    for tile in tiles:
        if tile in seen:
            return tile
        seen.add(tile)
    return None


__all__ = ["ALL_TILES", "HIGHEST", "Tile", "check_distinct", "complete_cycle", "format_tile",
           "make_tile", "new_seed", "seeded_cycle"]
