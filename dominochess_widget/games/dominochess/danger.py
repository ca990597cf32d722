"""Domino chess's danger map: for each piece of the side to move, the exact
chance that the opponent's next tile lets the opponent take it.

Every drawn tile was shown, so the tiles the opponent's next turn may start
with are public (:meth:`Game.chance_outcomes`), each equally likely. For
each of them the opponent's whole turn is enumerated with the game's own
move generator — both halves, in either order (D3), a half forfeited only
when it has no move, the same piece never moving twice, a turn cut short
when the last king falls — and every square it can capture on is noted.
The position is taken as it stands: the side to move is supposed to move
no more this turn (the map answers "which of my pieces hang, and how
likely is the tile that takes them?").

Tiles that give the opponent the same choices are enumerated once: a number
whose kind the opponent no longer has moves nothing, like a 0
(:func:`~dominochess_widget.games.dominochess.odds.seen_tile`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from dominochess_widget.games.dominochess.actions import FORFEIT
from dominochess_widget.games.dominochess.board import Kind, Side
from dominochess_widget.games.dominochess.game import Game
from dominochess_widget.games.dominochess.odds import exact_chance, kind_masks, seen_tile
from dominochess_widget.games.dominochess.tiles import Tile


@dataclass(frozen=True)
class Danger:
    """The danger map of one position: ``side``'s pieces, how many tiles the
    opponent's next turn may start with, and for each square of ``side``
    the number of those tiles that let the opponent take the piece there."""

    side: Side
    tiles: int
    hits: tuple[tuple[int, int], ...]  # (square, tiles that take it), every piece of side
    kinds: tuple[tuple[int, Kind], ...]  # (square, the kind of side's piece there)

    def chance(self, square: int) -> Fraction:
        """The chance that the opponent's next tile lets it take the piece on ``square``."""
        for where, count in self.hits:
            if where == square:
                return exact_chance(count, self.tiles)
        raise KeyError(square)

    @property
    def chances(self) -> dict[int, Fraction]:
        """Every piece of ``side``: square → chance."""
        return {square: self.chance(square) for square, _ in self.hits}

    @property
    def kings(self) -> tuple[tuple[int, Fraction], ...]:
        """``side``'s kings, square and chance."""
        return tuple((square, self.chance(square))
                     for square, kind in self.kinds if kind is Kind.KING)


def danger_map(game: Game) -> Danger:
    """The danger map of ``game`` for the side to move (see the module)."""
    return danger_for(game, game.to_move, [tile for tile, _chance in game.chance_outcomes()])


def danger_for(game: Game, side: Side, tiles: Sequence[Tile]) -> Danger:
    """The danger map of ``side``'s pieces on ``game``'s board as it stands,
    when the opponent's next turn starts with one of ``tiles``, each equally
    likely (a puzzle checker asks this after a turn, with the tiles the
    opponent could draw when the turn began)."""
    board = list(game.squares)
    own = side.ordinal * 8
    kinds = tuple((square, Kind(code & 7)) for square, code in enumerate(board)
                  if code and code & 8 == own)
    present = 0  # the kinds the opponent has, a mask (odds.kind_masks)
    for code in board:
        if code and code & 8 != own:
            present |= 1 << (code & 7)
    masks = kind_masks(game.mapping)
    taken_by: dict[Tile, int] = {}
    counts = dict.fromkeys((square for square, _ in kinds), 0)
    for tile in tiles:
        key = seen_tile(tile, present, masks)
        if key not in taken_by:
            turn = Game(board, side.opponent, ((key,),), game.seed, game.mapping, None)
            taken_by[key] = _takes(turn)
        mask = taken_by[key]
        for square in counts:
            if mask >> square & 1:
                counts[square] += 1
    return Danger(side, len(tiles), tuple(counts.items()), kinds)


def _takes(turn: Game) -> int:
    """The squares (a bitmask) on which the mover can capture in this turn."""
    squares = turn.squares
    side = turn.to_move_ordinal
    found = 0
    for code in turn.codes():
        move = code & 0xFFF
        if move != FORFEIT and squares[move & 63]:
            found |= 1 << (move & 63)
        turn.push_code(code)
        if not turn.is_over and turn.to_move_ordinal == side:  # a half is left
            for second in turn.codes():
                move = second & 0xFFF
                if move != FORFEIT and squares[move & 63]:
                    found |= 1 << (move & 63)
        turn.pop_code()
    return found
