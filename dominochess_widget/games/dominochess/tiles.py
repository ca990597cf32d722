"""The double-six domino set, tiles, and the seeded pool order.

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

from dominochess_widget.core.errors import SettingError, expect_int, shown
from dominochess_widget.core.numbers import whole_number

Tile = tuple[int, int]

HIGHEST = 6
#: The 28 tiles of a double-six set, in the usual order.
ALL_TILES: tuple[Tile, ...] = tuple(
    (low, high) for low in range(HIGHEST + 1) for high in range(low, HIGHEST + 1)
)

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
    return (a, b) if a <= b else (b, a)


def format_tile(tile: Tile) -> str:
    """``[3|5]``, the notation of the rules page (D5)."""
    return f"[{tile[0]}|{tile[1]}]"


#: Seeds are whole numbers below this (20 digits): every record writes its
#: seed, and the pool's order is derived from its digits.
SEED_LIMIT = 2**64


def check_seed(seed: object) -> int:
    """A seed is an int from 0 to ``SEED_LIMIT - 1``; checked here, at the
    start, so that no later draw can fail on it."""
    number = expect_int("seed", seed)
    if not 0 <= number < SEED_LIMIT:
        raise SettingError("seed.bad", value=shown(number), most=SEED_LIMIT - 1)
    return number


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
