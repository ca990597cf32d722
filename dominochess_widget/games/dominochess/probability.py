"""Exact chances for the next draw, from the tiles still face down.

Every drawn tile was shown, so which tiles are left is public knowledge
and the odds are exact fractions, not estimates.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from dominochess_widget.games.dominochess.board import KINDS, Kind
from dominochess_widget.games.dominochess.mapping import DEFAULT_MAPPING, TileMapping
from dominochess_widget.games.dominochess.tiles import ALL_TILES, HIGHEST, Tile


def number_chances(tiles: Iterable[Tile] = ALL_TILES) -> dict[int, Fraction]:
    """For each number 0–6, the chance that the next tile shows it."""
    pool = list(tiles)
    return {n: _share(pool, [n in tile for tile in pool]) for n in range(HIGHEST + 1)}


def kind_chances(
    tiles: Iterable[Tile] = ALL_TILES, mapping: TileMapping = DEFAULT_MAPPING
) -> dict[Kind, Fraction]:
    """For each piece kind, the chance that the next tile lets it move
    (one of its halves is the kind's number or the Jolly)."""
    pool = list(tiles)
    return {
        kind: _share(pool, [any(kind in mapping.kinds_for(n) for n in tile) for tile in pool])
        for kind in KINDS
    }


def _share(pool: list[Tile], hits: list[bool]) -> Fraction:
    return Fraction(sum(hits), len(pool)) if pool else Fraction(0)
