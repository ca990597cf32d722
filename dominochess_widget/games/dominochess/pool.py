"""Domino chess's pool tracker, its content: the 28 tiles, which of them
are drawn in this pool cycle, and the exact odds of the next draw, counted
tile by tile (:mod:`~dominochess_widget.games.dominochess.odds` counts them).

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
from dominochess_widget.games.dominochess.odds import (
    before_the_draw,
    exact_chance,
    kind_counts,
    number_counts,
    percent,
)
from dominochess_widget.games.dominochess.tiles import ALL_TILES, Tile


@dataclass(frozen=True)
class PoolTile:
    """One of the 28 tiles: ``drawn`` in this pool cycle (face up on the
    table), ``current`` when it is the tile of the turn being played."""

    tile: Tile
    drawn: bool
    current: bool


@dataclass(frozen=True)
class OddsLine:
    """One line of the next draw's odds: how many of the ``total`` tiles
    the next draw comes from give ``what`` (a piece kind may move, the
    Jolly comes, a 0 comes), and the line in words."""

    what: str  # "king" … "knight", "jolly", "zero"
    count: int
    total: int
    text: str

    @property
    def chance(self) -> Fraction:
        """The line as an exact fraction ("13 of 27" → 13/27)."""
        return exact_chance(self.count, self.total)


@dataclass(frozen=True)
class PoolView:
    """Everything the tracker shows: the tiles in set order, the title
    ("Next draw: 20 tiles face down"), and the odds lines."""

    tiles: tuple[PoolTile, ...]
    title: str
    odds: tuple[OddsLine, ...]
    reshuffle: bool  # the pool is empty: the next draw comes from all 28 again


#: How many odds lines a game in progress has: one per piece kind, the
#: jolly (6) and the zero (the tracker keeps their room once the game ends,
#: so that nothing under it moves).
ODDS_LINES = 7


def pool_view(game: Game, language: str, finished: bool = False) -> PoolView:
    """The tracker for ``game`` now (``finished``: as the board shows a turn
    just finished, see
    :func:`~dominochess_widget.games.dominochess.odds.before_the_draw`), its
    texts in ``language``."""
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
    kinds, numbers = kind_counts(following, mapping), number_counts(following)
    lines: list[tuple[str, int, str, dict[str, object]]] = [
        (kind.name.lower(), kinds[kind], "pool.kind",
         {"kind": kind, "number": mapping.number_for(kind), "jolly": JOLLY})
        for kind in mapping.order]
    for what, number, key in (("jolly", JOLLY, "pool.jolly"), ("zero", NONE_NUMBER, "pool.zero")):
        lines.append((what, numbers[number], key, {}))
    odds = tuple(
        OddsLine(what, count, total, translate(key, language, count=count, total=total,
                                               percent=percent(count, total), **params))
        for what, count, key, params in lines)
    return PoolView(tiles, title, odds, reshuffle)


__all__ = ["ODDS_LINES", "OddsLine", "PoolTile", "PoolView", "pool_view"]
