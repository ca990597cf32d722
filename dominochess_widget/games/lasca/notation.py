"""Text for Lasca positions and moves (rules page, "Notation and records").

A position is the side to move, then each occupied square with its
column from the top down: ``W a3=w e5=bW g7=B`` (``w``/``b`` a soldier,
``W``/``B`` an officer; on e5 a black soldier commands a white officer).
Reading is lenient about spaces and case of square names; writing is
canonical (squares a1, c1, …, g7: by rank, then file). A move is
``c3-d4``; a capture lists every landing square, ``a3xc5xe7`` (``:`` may
stand for ``x``).
"""

from __future__ import annotations

import re

from dominochess_widget.core.errors import PositionError, expect_text
from dominochess_widget.games.draughts.state import MoveNotation
from dominochess_widget.games.lasca.board import (
    FAR_SQUARES,
    LETTERS,
    PLAYABLE,
    SIZE,
    SQUARE_NAMES,
    SQUARES_BY_NAME,
    is_playable,
    parse_square,
    side_of,
)

#: A position: the 49 columns (top first, "" empty) and the side to move.
Placement = tuple[tuple[str, ...], int]

_SIDE_LETTERS = "WB"
_ACTION = re.compile(r"[a-g][1-7](?:[-:x][a-g][1-7])+")
_COLUMN = re.compile(r"[wbWB]+")
#: Each side has 11 pieces in all (rules, "Board and pieces").
PIECES_PER_SIDE = 11


def parse_position(text: object) -> Placement:
    """The columns and side to move that ``text`` describes, or a
    :class:`PositionError` that says what is wrong."""
    text = expect_text("text", text)
    words = text.split()
    if not words:
        raise PositionError("lasca.position.syntax", text=text.strip())
    side = _SIDE_LETTERS.find(words[0].upper())
    if side < 0 or len(words[0]) != 1:
        raise PositionError("lasca.position.bad_side", value=words[0])
    board = [""] * (SIZE * SIZE)
    counts = [0, 0]
    for word in words[1:]:
        name, equals, column = word.partition("=")
        square = parse_square(name)
        if not equals or square is None:
            raise PositionError("lasca.position.bad_item", value=word)
        shown = SQUARE_NAMES[square]
        if not is_playable(square):
            raise PositionError("lasca.position.light_square", square=shown)
        if not _COLUMN.fullmatch(column):
            raise PositionError("lasca.position.bad_column", square=shown, value=column)
        if board[square]:
            raise PositionError("lasca.position.square_twice", square=shown)
        top = column[0]
        if top.islower() and square in FAR_SQUARES[side_of(top)]:
            raise PositionError("lasca.position.soldier_on_far_rank", square=shown,
                                column=column)
        board[square] = column
        for piece in column:
            counts[side_of(piece)] += 1
    for seat, count in enumerate(counts):
        if count > PIECES_PER_SIDE:
            raise PositionError("lasca.position.too_many", letters=LETTERS[seat],
                                count=count, most=PIECES_PER_SIDE)
    return tuple(board), side


def format_position(placement: Placement) -> str:
    """``placement`` as canonical text (squares by rank, then file)."""
    board, side = placement
    items = [f"{SQUARE_NAMES[s]}={board[s]}" for s in PLAYABLE if board[s]]
    return " ".join((_SIDE_LETTERS[side], *items))


#: How a move is written and read: ``c3-d4``, a capture ``a3xc5xe7``.
NOTATION = MoveNotation("lasca", _ACTION, SQUARE_NAMES, SQUARES_BY_NAME, is_playable, "x")
