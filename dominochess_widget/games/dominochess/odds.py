"""Domino chess's odds of the next draw, from public knowledge only: the
one module that counts them.

The order of the pool is secret, but which tiles are still face down is
public (every drawn tile was shown), so the odds are exact: which tiles
the next draw comes from (:func:`before_the_draw`, as a board shows them;
:func:`next_draw`, as a mask), each equally likely. Three readers count
them here, from one fact — which kinds a tile lets move (D2: a number
moves its kind, 0 none, the Jolly any; :func:`kind_masks`):

- the lessons and the pool tracker count tile by tile, as counts ("13 of
  27 tiles") or exact fractions (:func:`kind_counts`, :func:`number_counts`,
  :func:`kind_chances`, :func:`number_chances`);
- the danger map enumerates the opponent's turn once per group of tiles
  that give it the same choices (:func:`seen_tile`);
- the computer's search, evaluation and hints follow the pool as a 28-bit
  mask over :data:`ALL_TILES` (an empty pool means the next draw comes from
  all 28 tiles after a reshuffle) and cache its groups and kind chances as
  floats (:class:`Odds`).

Tiles that give a side the same options are grouped: a number whose kind
the side no longer has behaves like a 0, and, for the computer, a double of
a kind the side has only one piece of behaves like that number and a 0
(the second half would find its only piece already moved).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING

from dominochess_widget.games.dominochess.board import KINDS, Kind
from dominochess_widget.games.dominochess.mapping import (
    DEFAULT_MAPPING,
    JOLLY,
    NONE_NUMBER,
    TileMapping,
)
from dominochess_widget.games.dominochess.tiles import ALL_TILES, HIGHEST, Tile

if TYPE_CHECKING:
    from dominochess_widget.games.dominochess.game import Game

TILE_INDEX: dict[Tile, int] = {tile: index for index, tile in enumerate(ALL_TILES)}
FULL_POOL = (1 << len(ALL_TILES)) - 1

#: One group of equivalent tiles: its probability, the two effective
#: numbers (low first), and one tile of the group with its index.
Group = tuple[float, int, int, Tile, int]


# ------------------------------------------------ where the next draw comes from
def before_the_draw(game: Game, finished: bool) -> tuple[frozenset[Tile], tuple[Tile, ...]]:
    """The tiles face up and the tiles the next draw comes from, as a board
    shows them: now, or — on a board showing a turn just ``finished`` (the
    viewer), before the opponent's tile was drawn — with that tile still
    face down (all 28, shuffled again, when it began a new pool)."""
    if not finished:
        return frozenset(game.drawn_tiles), tuple(t for t, _ in game.chance_outcomes())
    if len(game.drawn_tiles) == 1:  # the opponent's tile began a new pool
        return frozenset(ALL_TILES), ALL_TILES
    return frozenset(game.drawn_tiles[:-1]), (*game.remaining_tiles, game.tile)


def pool_mask(tiles: Iterable[Tile]) -> int:
    """The mask of a set of face-down tiles."""
    mask = 0
    for tile in tiles:
        mask |= 1 << TILE_INDEX[tile]
    return mask


def next_draw(game: Game) -> int:
    """The mask of the tiles the next turn of ``game`` may start with
    (:meth:`Game.chance_outcomes`: every one is equally likely)."""
    return pool_mask(tile for tile, _chance in game.chance_outcomes())


def draw_pool(pool: int) -> int:
    """The tiles the next draw comes from: the pool, or all 28 when it is empty."""
    return pool if pool else FULL_POOL


def after_draw(pool: int, index: int) -> int:
    """The pool once the tile ``index`` has been drawn from it."""
    return draw_pool(pool) & ~(1 << index)


# ------------------------------------------------------- what a tile lets move
@lru_cache(maxsize=128)
def kind_masks(mapping: TileMapping) -> tuple[int, ...]:
    """For each number 0–6, the kinds a half showing it may move under
    ``mapping`` (D2), as a mask with bit k set for kind code k: none for 0,
    all five for the Jolly. (A mapping is one of 120 permutations.)"""
    return tuple(sum(1 << kind for kind in mapping.kinds_for(number))
                 for number in range(HIGHEST + 1))


def seen_tile(tile: Tile, present: int, masks: Sequence[int]) -> Tile:
    """``tile`` as a side holding the kinds ``present`` (a mask, see
    :func:`kind_masks`, whose ``masks`` are given) sees it: each number that
    moves none of them is a 0 — it moves nothing either way. Low number first."""
    low, high = tile
    low = low if masks[low] & present else NONE_NUMBER
    high = high if masks[high] & present else NONE_NUMBER
    return (low, high) if low <= high else (high, low)


# ----------------------------------------------- counted tile by tile, exactly
def exact_chance(count: int, total: int) -> Fraction:
    """``count`` of ``total`` equally likely tiles, as a fraction (0 of none)."""
    return Fraction(count, total) if total else Fraction(0)


def percent(count: int, total: int) -> str:
    """A whole percentage, rounded half up (7 of 27 → "26%")."""
    return f"{(200 * count + total) // (2 * total)}%"


def number_counts(tiles: Iterable[Tile]) -> dict[int, int]:
    """For each number 0–6, how many of ``tiles`` show it."""
    pool = tuple(tiles)
    return {number: sum(1 for tile in pool if number in tile) for number in range(HIGHEST + 1)}


def kind_counts(tiles: Iterable[Tile], mapping: TileMapping) -> dict[Kind, int]:
    """For each piece kind, how many of ``tiles`` let it move (one of
    their halves is the kind's number or the Jolly)."""
    masks = kind_masks(mapping)
    moved = [masks[low] | masks[high] for low, high in tiles]
    return {kind: sum(1 for kinds in moved if kinds >> kind & 1) for kind in KINDS}


def number_chances(tiles: Iterable[Tile] = ALL_TILES) -> dict[int, Fraction]:
    """For each number 0–6, the chance that the next tile, one of ``tiles``, shows it."""
    pool = tuple(tiles)
    return {number: exact_chance(count, len(pool)) for number, count in number_counts(pool).items()}


def kind_chances(
    tiles: Iterable[Tile] = ALL_TILES, mapping: TileMapping = DEFAULT_MAPPING
) -> dict[Kind, Fraction]:
    """For each piece kind, the chance that the next tile, one of ``tiles``,
    lets it move (one of its halves is the kind's number or the Jolly)."""
    pool = tuple(tiles)
    return {kind: exact_chance(count, len(pool))
            for kind, count in kind_counts(pool, mapping).items()}


# ------------------------------------------------------ the computer's, cached
class Odds:
    """The computer's odds for one mapping: tile groups and kind chances as
    floats, cached by pool (a mask) and side."""

    def __init__(self, mapping: TileMapping) -> None:
        # number -> kind code (1–5) for the numbers 1–5; 0 and JOLLY map to 0.
        self.number_kind = [0] * (JOLLY + 1)
        for number in range(1, JOLLY):
            self.number_kind[number] = int(mapping.kinds_for(number)[0])
        self.masks = kind_masks(mapping)
        #: For each tile of ALL_TILES, the kinds it lets move (a mask).
        self.tile_kinds = tuple(self.masks[low] | self.masks[high] for low, high in ALL_TILES)
        #: For each ``present`` mask seen so far, every tile as that side sees it.
        self._seen: dict[int, tuple[Tile, ...]] = {}
        self._groups: dict[tuple[int, int, int], tuple[Group, ...]] = {}
        self._kind_odds: dict[tuple[int, int], float] = {}
        self._slot_groups: dict[tuple[int, int, int], tuple[tuple[float, int, int], ...]] = {}
        self._kind_tables: dict[int, list[float]] = {}

    def groups(self, pool: int, present: int, single: int) -> tuple[Group, ...]:
        """The next draw for a side, tiles with the same options grouped.

        ``present`` has bit k set when the side has a piece of kind k,
        ``single`` when it has exactly one."""
        key = (pool, present, single)
        cached = self._groups.get(key)
        if cached is not None:
            return cached
        tiles = draw_pool(pool)
        counts: dict[tuple[int, int], list[int]] = {}
        total = 0
        seen = self._seen.get(present)
        if seen is None:  # at most 32 kind masks: kept for good
            seen = self._seen[present] = tuple(seen_tile(tile, present, self.masks)
                                               for tile in ALL_TILES)
        for index, (a, b) in enumerate(seen):
            if not tiles >> index & 1:
                continue
            total += 1
            if a == b and 0 < a < JOLLY and single >> self.number_kind[a] & 1:
                a = NONE_NUMBER
            pair = (a, b)
            entry = counts.get(pair)
            if entry is None:
                counts[pair] = [1, index]
            else:
                entry[0] += 1
        result = tuple(
            (count / total, a, b, ALL_TILES[index], index)
            for (a, b), (count, index) in counts.items()
        )
        if len(self._groups) > 50_000:
            self._groups.clear()
        self._groups[key] = result
        return result

    def kind_chance(self, pool: int, kinds: int) -> float:
        """The chance that the next draw lets one of ``kinds`` (a mask of
        kind bits) move: a half shows its number or the Jolly."""
        key = (pool, kinds)
        cached = self._kind_odds.get(key)
        if cached is not None:
            return cached
        tiles = draw_pool(pool)
        hits = total = 0
        for index, moved in enumerate(self.tile_kinds):
            if tiles >> index & 1:
                total += 1
                if moved & kinds:
                    hits += 1
        chance = hits / total
        if len(self._kind_odds) > 50_000:
            self._kind_odds.clear()
        self._kind_odds[key] = chance
        return chance

    def slot_groups(
        self, pool: int, present: int, single: int
    ) -> tuple[tuple[float, int, int], ...]:
        """:meth:`groups` as (chance, slot, slot): a slot is the kind code a
        half moves (1–5), JOLLY for any piece, or 0 for none."""
        key = (pool, present, single)
        cached = self._slot_groups.get(key)
        if cached is None:
            kinds = self.number_kind
            cached = tuple(
                (
                    chance,
                    a if a in (0, JOLLY) else kinds[a],
                    b if b in (0, JOLLY) else kinds[b],
                )
                for chance, a, b, _tile, _index in self.groups(pool, present, single)
                if a or b
            )
            if len(self._slot_groups) > 50_000:
                self._slot_groups.clear()
            self._slot_groups[key] = cached
        return cached

    def kind_table(self, pool: int) -> list[float]:
        """:meth:`kind_chance` for every mask of kind bits (index 0–63)."""
        table = self._kind_tables.get(pool)
        if table is None:
            table = [self.kind_chance(pool, kinds) for kinds in range(64)]
            if len(self._kind_tables) > 5_000:
                self._kind_tables.clear()
            self._kind_tables[pool] = table
        return table
