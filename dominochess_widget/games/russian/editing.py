"""Russian draughts in the position editor (its registry entry's ``editor``).

A dark square holds one piece: ``w``/``b`` a man, ``W``/``B`` a king. The
position text is PDN FEN (:mod:`dominochess_widget.games.russian.notation`);
the engine decides whether it is possible (a man on its crowning row is not).
"""

from __future__ import annotations

from typing import Any

from dominochess_widget.core.editing import Editor, Setup, men_and_kings
from dominochess_widget.core.protocol import GameState
from dominochess_widget.games.draughts.view import LOOKS
from dominochess_widget.games.russian.board import DARK_SQUARES
from dominochess_widget.games.russian.notation import format_position
from dominochess_widget.games.russian.state import Draughts
from dominochess_widget.games.sides import SEATS, parse_seat

PIECES = men_and_kings(tuple(seat.value for seat in SEATS), LOOKS, {
    ("white", False): "editor.man.white", ("white", True): "editor.king.white",
    ("black", False): "editor.man.black", ("black", True): "editor.king.black",
})


def compose(setup: Setup) -> str:
    """The PDN FEN of ``setup``."""
    men, kings = [0, 0], [0, 0]
    for cell, stack in setup.cells.items():
        if stack and stack[0].lower() in "wb":
            side = "wb".index(stack[0].lower())
            (kings if stack[0].isupper() else men)[side] |= 1 << cell
    side = parse_seat(setup.to_move, "to_move").ordinal
    return format_position((men[0], kings[0], men[1], kings[1], side))


def decompose(state: GameState[Any]) -> Setup:
    """``state``'s pieces and side to move."""
    assert isinstance(state, Draughts)
    cells = {square: (seat[0].upper() if king else seat[0],)
             for square, seat, king in state.pieces()}
    return Setup(cells, str(state.to_move))


EDITOR = Editor(pieces=PIECES, cells=frozenset(DARK_SQUARES), compose=compose,
                decompose=decompose)
