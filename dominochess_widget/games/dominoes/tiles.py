"""The double-six set: 28 tiles {a|b : 0 ≤ a ≤ b ≤ 6} (rules page
``dominoes.md``, "Set, deal, start"). A tile is a pair ``(low, high)``;
its name is ``"low|high"`` (``"0|0"`` … ``"6|6"``), read in either order
(``"5|3"`` is 3|5)."""

from __future__ import annotations

import re

from dominochess_widget.core.errors import ActionError, ArgumentTypeError, shown

Tile = tuple[int, int]

#: Every tile, 0|0 first, then by low number and high number.
TILES: tuple[Tile, ...] = tuple((a, b) for a in range(7) for b in range(a, 7))
#: The doubles, highest last.
DOUBLES: tuple[Tile, ...] = tuple((a, a) for a in range(7))

_TILE = re.compile(r"\s*([0-6])\s*[|\-]\s*([0-6])\s*")


def tile_name(tile: Tile) -> str:
    return f"{tile[0]}|{tile[1]}"


def parse_tile(text: str) -> Tile | None:
    """The tile ``text`` names (``"3|5"``, ``"5|3"``, ``"3-5"``), or None."""
    found = _TILE.fullmatch(text)
    if found is None:
        return None
    a, b = int(found[1]), int(found[2])
    return (a, b) if a <= b else (b, a)


def check_tile(name: str, value: object) -> Tile:
    """``value`` as a tile, low number first: a pair of ints (``(3, 5)`` or
    ``(5, 3)``); an :class:`ArgumentTypeError` naming ``name`` for anything
    else, an :class:`ActionError` for numbers outside 0–6."""
    if type(value) is not tuple or len(value) != 2 or not all(type(n) is int for n in value):
        raise ArgumentTypeError(name, value, "dominoes_tile")
    a, b = value
    if not (0 <= a <= 6 and 0 <= b <= 6):
        raise ActionError("dominoes.action.not_a_tile", value=shown(value))
    return (a, b) if a <= b else (b, a)


def pips(tiles: object) -> int:
    """The number of pips on ``tiles`` (an iterable of tiles)."""
    return sum(a + b for a, b in tiles)  # type: ignore[attr-defined]


def is_double(tile: Tile) -> bool:
    return tile[0] == tile[1]


def other_end(tile: Tile, number: int) -> int:
    """The number at the end of ``tile`` that does not touch ``number``."""
    return tile[1] if tile[0] == number else tile[0]
