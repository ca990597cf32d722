"""Dominoes' tiles: the double-six set (:mod:`~dominochess_widget.games.double_six`,
rules page ``dominoes.md``, "Set, deal, start"), named ``"low|high"``
(``"0|0"`` … ``"6|6"``) and read in either order (``"5|3"`` is 3|5)."""

from __future__ import annotations

import re

from dominochess_widget.core.errors import ActionError, ArgumentTypeError, shown
from dominochess_widget.core.numbers import whole_number
from dominochess_widget.games.double_six import HIGHEST, TILES, Tile, is_double, low_first

#: The doubles, highest last.
DOUBLES: tuple[Tile, ...] = tuple((a, a) for a in range(HIGHEST + 1))

_TILE = re.compile(r"\s*([0-6])\s*[|\-]\s*([0-6])\s*")


def tile_name(tile: Tile) -> str:
    """``"3|5"``: how dominoes writes a tile in actions, records and messages."""
    return f"{tile[0]}|{tile[1]}"


def parse_tile(text: str) -> Tile | None:
    """The tile ``text`` names (``"3|5"``, ``"5|3"``, ``"3-5"``), or None."""
    found = _TILE.fullmatch(text)
    if found is None:
        return None
    a, b = (whole_number(half, 1) for half in found.groups())
    assert a is not None and b is not None  # the pattern took one ASCII digit each
    return low_first(a, b)


def check_tile(name: str, value: object) -> Tile:
    """``value`` as a tile, low number first: a pair of ints (``(3, 5)`` or
    ``(5, 3)``); an :class:`ArgumentTypeError` naming ``name`` for anything
    else, an :class:`ActionError` for numbers outside 0–6."""
    if type(value) is not tuple or len(value) != 2 or not all(type(n) is int for n in value):
        raise ArgumentTypeError(name, value, "dominoes_tile")
    a, b = value
    if not (0 <= a <= HIGHEST and 0 <= b <= HIGHEST):
        raise ActionError("dominoes.action.not_a_tile", value=shown(value))
    return low_first(a, b)


def pips(tiles: object) -> int:
    """The number of pips on ``tiles`` (an iterable of tiles)."""
    return sum(a + b for a, b in tiles)  # type: ignore[attr-defined]


def other_end(tile: Tile, number: int) -> int:
    """The number at the end of ``tile`` that does not touch ``number``."""
    return tile[1] if tile[0] == number else tile[0]


__all__ = ["DOUBLES", "TILES", "Tile", "check_tile", "is_double", "other_end", "parse_tile",
           "pips", "tile_name"]
