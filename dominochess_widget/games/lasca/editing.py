"""Lasca in the position editor (its registry entry's ``editor``).

A dark square holds a column, top first: ``w``/``b`` a soldier, ``W``/``B``
an officer. The editor builds a column from the top down — each piece
clicked onto a column goes to its bottom, as a prisoner does. The engine
decides whether the position is possible (11 pieces a side at most, no
soldier commanding on its far rank).
"""

from __future__ import annotations

from typing import Any

from dominochess_widget.core.editing import Editor, Setup, men_and_kings
from dominochess_widget.core.protocol import GameState
from dominochess_widget.games.draughts.view import LOOKS
from dominochess_widget.games.lasca.board import PLAYABLE, SIZE
from dominochess_widget.games.lasca.notation import format_position
from dominochess_widget.games.lasca.state import Lasca
from dominochess_widget.games.sides import SEATS, parse_seat

PIECES = men_and_kings(tuple(seat.value for seat in SEATS), LOOKS, {
    ("white", False): "lasca.piece.white_soldier", ("white", True): "lasca.piece.white_officer",
    ("black", False): "lasca.piece.black_soldier", ("black", True): "lasca.piece.black_officer",
})


def compose(setup: Setup) -> str:
    """The position text of ``setup`` (each column top first)."""
    board = [""] * (SIZE * SIZE)
    for cell, stack in setup.cells.items():
        if 0 <= cell < len(board):
            board[cell] = "".join(piece for piece in stack if piece in "wWbB")
    return format_position((tuple(board), parse_seat(setup.to_move, "to_move").ordinal))


def decompose(state: GameState[Any]) -> Setup:
    """``state``'s columns and side to move."""
    assert isinstance(state, Lasca)
    return Setup({square: tuple(column) for square, column in state.columns()},
                 str(state.to_move))


EDITOR = Editor(pieces=PIECES, cells=frozenset(PLAYABLE), compose=compose,
                decompose=decompose, columns=True)
