"""The odds of the next draw, from public knowledge only.

The order of the pool is secret, but which tiles are still face down is
public (every drawn tile was shown). A pool is held here as a 28-bit mask
over :data:`ALL_TILES`; an empty pool means the next draw comes from all 28
tiles after a reshuffle.

Tiles that give a side the same options are grouped: a number whose kind
the side no longer has behaves like a 0, and a double of a kind the side
has only one piece of behaves like that number and a 0 (the second half
would find its only piece already moved).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from dominochess_widget.games.dominochess.mapping import JOLLY, TileMapping
from dominochess_widget.games.dominochess.tiles import ALL_TILES, Tile

if TYPE_CHECKING:
    from dominochess_widget.games.dominochess.game import Game

TILE_INDEX: dict[Tile, int] = {tile: index for index, tile in enumerate(ALL_TILES)}
FULL_POOL = (1 << len(ALL_TILES)) - 1

#: One group of equivalent tiles: its probability, the two effective
#: numbers (low first), and one tile of the group with its index.
Group = tuple[float, int, int, Tile, int]


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


class Odds:
    """Tile groups and kind chances for one mapping, cached by pool and side."""

    def __init__(self, mapping: TileMapping) -> None:
        # number -> kind code (1–5) for the numbers 1–5; 0 and JOLLY map to 0.
        self.number_kind = [0] * (JOLLY + 1)
        for number in range(1, JOLLY):
            self.number_kind[number] = int(mapping.kinds_for(number)[0])
        self._groups: dict[tuple[int, int, int], tuple[Group, ...]] = {}
        self._kind_odds: dict[tuple[int, int], float] = {}
        self._slot_groups: dict[tuple[int, int, int], tuple[tuple[float, int, int], ...]] = {}
        self._kind_tables: dict[int, list[float]] = {}

    def effective(self, number: int, present: int) -> int:
        """The number as the side sees it: 0 when its kind is all captured."""
        if 0 < number < JOLLY and not present >> self.number_kind[number] & 1:
            return 0
        return number

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
        for index, (low, high) in enumerate(ALL_TILES):
            if not tiles >> index & 1:
                continue
            total += 1
            a, b = self.effective(low, present), self.effective(high, present)
            if a == b and 0 < a < JOLLY and single >> self.number_kind[a] & 1:
                a = 0
            pair = (a, b) if a <= b else (b, a)
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
        """The chance that the next draw shows a number moving one of
        ``kinds`` (a mask of kind bits) or a Jolly."""
        key = (pool, kinds)
        cached = self._kind_odds.get(key)
        if cached is not None:
            return cached
        tiles = draw_pool(pool)
        hits = total = 0
        for index, (low, high) in enumerate(ALL_TILES):
            if not tiles >> index & 1:
                continue
            total += 1
            if any(n == JOLLY or (n and kinds >> self.number_kind[n] & 1) for n in (low, high)):
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
