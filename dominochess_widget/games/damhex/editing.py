"""DamHex³ in the position editor (its registry entry's ``editor``).

Each of the 61 hexagons holds one piece: ``w``/``b``/``r`` a man,
``W``/``B``/``R`` a king. The position text
(:mod:`dominochess_widget.games.damhex.notation`) also says who moved last,
a ratto in progress, the quiet-move count and who is out: the editor
carries those fields as they were. The engine decides whether the position
is possible (no piece of a player who is out, a ratto the board allows).
"""

from __future__ import annotations

from typing import Any

from dominochess_widget.core.editing import Editor, Setup, men_and_kings, position_fields
from dominochess_widget.core.errors import PositionError
from dominochess_widget.core.protocol import GameState
from dominochess_widget.games.damhex.board import CELLS, COLOURS
from dominochess_widget.games.damhex.notation import FIELDS, format_position
from dominochess_widget.games.damhex.state import DamHex
from dominochess_widget.games.damhex.view import LOOKS

PIECES = men_and_kings(COLOURS, LOOKS, {
    ("white", False): "editor.man.white", ("white", True): "editor.king.white",
    ("black", False): "editor.man.black", ("black", True): "editor.king.black",
    ("red", False): "editor.man.red", ("red", True): "editor.king.red",
})
_SEPARATOR = "; "


def compose(setup: Setup) -> str:
    """The position text of ``setup``: its pieces and mover, the other fields as carried."""
    board = [0] * len(CELLS)
    for cell, stack in setup.cells.items():
        if stack and stack[0].lower() in "wbr" and cell in CELLS:
            board[cell] = "wbr".index(stack[0].lower()) + (4 if stack[0].isupper() else 1)
    if setup.to_move not in COLOURS:
        raise PositionError("damhex.position.bad_seat", name="move", value=setup.to_move[:20],
                            seats=", ".join(COLOURS))
    fields = position_fields(format_position(board, COLOURS.index(setup.to_move), None, None,
                                             0, []), _SEPARATOR)
    fields.update((name, value) for name, value in setup.extras.items()
                  if name not in ("move", *COLOURS))
    return _SEPARATOR.join(f"{name}={fields[name]}" for name in FIELDS if name in fields)


def decompose(state: GameState[Any]) -> Setup:
    """``state``'s pieces and mover, and its other fields as text."""
    assert isinstance(state, DamHex)
    cells: dict[int, tuple[str, ...]] = {}
    for colour in COLOURS:
        for cell in state.pieces(colour):
            found = state.piece_at(cell)
            cells[cell] = (colour[0].upper() if found and found[1] else colour[0],)
    extras = {name: value for name, value in position_fields(state.position(), _SEPARATOR).items()
              if name not in ("move", *COLOURS)}
    return Setup(cells, str(state.to_move), extras)


EDITOR = Editor(pieces=PIECES, cells=frozenset(CELLS), compose=compose, decompose=decompose)
