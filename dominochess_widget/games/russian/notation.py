"""Text for positions (PDN FEN, algebraic squares) and for moves.

A position is ``W:Wa1,c3,Kd4:Bb6,h8``: the side to move (W or B), then
White's and Black's pieces, ``K`` before a king's square. Reading is
lenient (any case, spaces anywhere, the two lists in either order, a list
left empty or out); writing is canonical (squares by file, then rank).
A move is ``c3-d4``; a capture lists every landing square, ``c3:e5:g3``
(``x`` may stand for ``:``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from dominochess_widget.core.errors import PositionError, expect_text
from dominochess_widget.games.draughts.state import MoveNotation
from dominochess_widget.games.russian.board import (
    CROWN_BLACK,
    CROWN_WHITE,
    SQUARE_NAMES,
    SQUARES_BY_NAME,
    is_dark,
    parse_square,
)
from dominochess_widget.games.russian.outcome import SEATS

#: A position's pieces and side: white men, white kings, black men, black
#: kings (bitboards) and the side to move (0 White, 1 Black).
Placement = tuple[int, int, int, int, int]

_SIDE_LETTERS = "WB"
#: The squares in the order a position lists them: by file, then rank.
_LISTED = sorted(range(64), key=lambda s: (s % 8, s // 8))
_ACTION = re.compile(r"[a-h][1-8](?:[-:x][a-h][1-8])+")


def parse_position(text: object) -> Placement:
    """The pieces and side to move that ``text`` describes, or a
    :class:`PositionError` that says what is wrong."""
    text = expect_text("text", text)
    compact = "".join(text.split())
    if ":" not in compact:
        raise PositionError("russian.position.syntax", text=text.strip())
    side_field, *lists = compact.split(":")
    side = _SIDE_LETTERS.find(side_field.upper())
    if side < 0 or len(side_field) != 1:
        raise PositionError("russian.position.bad_side", value=side_field)
    men, kings = [0, 0], [0, 0]
    listed: set[int] = set()
    taken = 0
    for field in lists:
        seat = _SIDE_LETTERS.find(field[:1].upper())
        if seat < 0:
            raise PositionError("russian.position.bad_list", value=field)
        if seat in listed:
            raise PositionError("russian.position.list_twice", side=SEATS[seat])
        listed.add(seat)
        for item in field[1:].split(","):
            if not item:
                continue  # "Wa1,,c3" or a trailing comma
            king = item[0] in "kK"
            square = parse_square(item[1:] if king else item)
            if square is None:
                raise PositionError("russian.position.bad_square", value=item)
            name = SQUARE_NAMES[square]
            if not is_dark(square):
                raise PositionError("russian.position.light_square", square=name)
            bit = 1 << square
            if taken & bit:
                raise PositionError("russian.position.square_twice", square=name)
            taken |= bit
            if king:
                kings[seat] |= bit
            elif bit & (CROWN_WHITE, CROWN_BLACK)[seat]:
                # A man is crowned on reaching this row: only a king can stand there.
                raise PositionError(
                    "russian.position.man_on_crown",
                    side=SEATS[seat],
                    square=name,
                    rank=name[1],
                )
            else:
                men[seat] |= bit
    return men[0], kings[0], men[1], kings[1], side


@lru_cache(maxsize=1024)
def format_position(placement: Placement) -> str:
    """``placement`` as canonical text (squares by file, then rank);
    remembered, as reading and writing records ask for the same start
    positions again and again."""
    white_men, white_kings, black_men, black_kings, side = placement
    lists = []
    for men, kings in ((white_men, white_kings), (black_men, black_kings)):
        pieces = men | kings
        lists.append(
            ",".join(
                ("K" if kings >> s & 1 else "") + SQUARE_NAMES[s]
                for s in _LISTED
                if pieces >> s & 1
            )
        )
    return f"{_SIDE_LETTERS[side]}:W{lists[0]}:B{lists[1]}"


#: How a move is written and read: ``c3-d4``, a capture ``c3:e5:g3``.
NOTATION = MoveNotation("russian", _ACTION, SQUARE_NAMES, SQUARES_BY_NAME, is_dark, ":")
