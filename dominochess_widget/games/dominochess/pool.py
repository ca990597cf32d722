"""The pool tracker's content: the 28 tiles, which of them are drawn in
this pool cycle, and the exact odds of the next draw, counted tile by tile.

Every drawn tile was shown, so this is public knowledge: a student can
count it on the table, and the tracker counts with them. Chances are kept
as counts ("13 of 27 tiles"), not reduced fractions, because counting is
the lesson. Pure Python: the widget draws it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from dominochess_widget.core.messages import translate
from dominochess_widget.games.dominochess.game import Game
from dominochess_widget.games.dominochess.mapping import JOLLY, NONE_NUMBER
from dominochess_widget.games.dominochess.tiles import ALL_TILES, Tile


@dataclass(frozen=True)
class PoolTile:
    """One of the 28 tiles: ``drawn`` in this pool cycle (face up on the
    table), ``current`` when it is the tile of the turn being played."""

    tile: Tile
    drawn: bool
    current: bool


@dataclass(frozen=True)
class Odds:
    """One line of the next draw's odds: how many of the ``total`` tiles
    the next draw comes from give ``what`` (a piece kind may move, the
    Jolly comes, a 0 comes), and the line in words."""

    what: str  # "king" … "knight", "jolly", "zero"
    count: int
    total: int
    text: str

    @property
    def chance(self) -> Fraction:
        return Fraction(self.count, self.total)


@dataclass(frozen=True)
class PoolView:
    """Everything the tracker shows: the tiles in set order, the title
    ("Next draw: 20 tiles face down"), and the odds lines."""

    tiles: tuple[PoolTile, ...]
    title: str
    odds: tuple[Odds, ...]
    reshuffle: bool  # the pool is empty: the next draw comes from all 28 again


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


def pool_view(game: Game, language: str, finished: bool = False) -> PoolView:
    """The tracker for ``game`` now (``finished``: as the board shows a turn
    just finished, see :func:`before_the_draw`), its texts in ``language``."""
    drawn, following = before_the_draw(game, finished)
    over = game.is_over
    current = None if over or finished else game.tile
    tiles = tuple(PoolTile(tile, tile in drawn, tile == current) for tile in ALL_TILES)
    reshuffle = not over and len(following) == len(ALL_TILES)  # every tile face down again
    total = len(following)
    if over:
        return PoolView(tiles, translate("pool.title_over", language), (), False)
    title = translate("pool.title_reshuffle" if reshuffle else "pool.title", language,
                      count=total)
    mapping = game.mapping
    lines: list[tuple[str, int, str, dict[str, object]]] = []
    for kind in mapping.order:
        count = sum(1 for tile in following if any(kind in mapping.kinds_for(n) for n in tile))
        lines.append((kind.name.lower(), count, "pool.kind",
                      {"kind": kind, "number": mapping.number_for(kind), "jolly": JOLLY}))
    for what, number, key in (("jolly", JOLLY, "pool.jolly"), ("zero", NONE_NUMBER, "pool.zero")):
        lines.append((what, sum(1 for tile in following if number in tile), key, {}))
    odds = tuple(
        Odds(what, count, total, translate(key, language, count=count, total=total,
                                           percent=percent(count, total), **params))
        for what, count, key, params in lines)
    return PoolView(tiles, title, odds, reshuffle)


def percent(count: int, total: int) -> str:
    """A whole percentage, rounded half up (7 of 27 → "26%")."""
    return f"{(200 * count + total) // (2 * total)}%"


__all__ = ["Odds", "PoolTile", "PoolView", "percent", "pool_view"]
