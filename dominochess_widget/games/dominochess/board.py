"""Domino chess's squares, sides, piece kinds and the FEN placement field.

Squares are plain ints, a1 = 0 … h8 = 63 (python-chess's numbering). A
piece is an int code ``side * 8 + kind`` (0 = empty square), so a board is
a list of 64 ints. How the pieces move is in :mod:`attacks`.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum

from dominochess_widget.core.errors import (
    ActionError,
    ArgumentTypeError,
    PositionError,
    expect_int,
    expect_text,
)
from dominochess_widget.core.numbers import whole_number

FILES = "abcdefgh"
RANKS = "12345678"
FILE_COUNT = 8
RANK_COUNT = 8
SQUARE_COUNT = FILE_COUNT * RANK_COUNT
EMPTY = 0


class Side(StrEnum):
    """The two players. Red (player 1) always starts."""

    RED = "red"
    BLUE = "blue"

    @property
    def ordinal(self) -> int:
        return 0 if self is Side.RED else 1

    @property
    def opponent(self) -> Side:
        return Side.BLUE if self is Side.RED else Side.RED

    @property
    def message_key(self) -> str:
        return f"side.{self.value}"


SIDES = (Side.RED, Side.BLUE)
#: The sides as the game protocol names its seats, in turn order.
SEAT_NAMES: tuple[str, ...] = tuple(side.value for side in SIDES)


def parse_side(value: object, name: str) -> Side:
    """A :class:`Side`, or its name in any case ("red", " Blue "); ``name``
    is the parameter an error names."""
    if isinstance(value, Side):
        return value
    if not isinstance(value, str):
        raise ArgumentTypeError(name, value, "side")
    if value.strip().lower() in ("red", "blue"):
        return Side(value.strip().lower())
    raise PositionError("position.bad_side", value=value)


class Kind(IntEnum):
    """The five piece kinds (no pawns). The values are codes, not tile numbers."""

    KING = 1
    QUEEN = 2
    ROOK = 3
    BISHOP = 4
    KNIGHT = 5

    @property
    def letter(self) -> str:
        return _LETTERS[self]

    @property
    def message_key(self) -> str:
        return f"kind.{self.name.lower()}"

    @classmethod
    def from_letter(cls, letter: str) -> Kind | None:
        """The kind for K Q R B N (either case), or None."""
        return _BY_LETTER.get(letter.upper())


_LETTERS = {Kind.KING: "K", Kind.QUEEN: "Q", Kind.ROOK: "R", Kind.BISHOP: "B", Kind.KNIGHT: "N"}
_BY_LETTER = {letter: kind for kind, letter in _LETTERS.items()}
KINDS = tuple(Kind)

#: How many pieces of each kind a side owns in the full set (D1: the
#: explicit squares of section E win over the smaller counts of section B).
SET_COUNTS = {Kind.KING: 2, Kind.QUEEN: 2, Kind.ROOK: 4, Kind.BISHOP: 4, Kind.KNIGHT: 4}


def piece_code(side: Side, kind: Kind) -> int:
    return side.ordinal * 8 + kind


def code_side(code: int) -> Side:
    return SIDES[code >> 3]


def code_kind(code: int) -> Kind:
    return Kind(code & 7)


def square_name(square: int) -> str:
    return FILES[square & 7] + RANKS[square >> 3]


def check_square(name: str, value: object) -> int:
    """``value`` if it is a square number (0 = a1 … 63 = h8): a wrong type
    raises :class:`ArgumentTypeError`, any other int :class:`ActionError`."""
    square = expect_int(name, value)
    if not 0 <= square < SQUARE_COUNT:
        raise ActionError("square.bad", name=name, value=square)
    return square


def parse_square(text: str) -> int | None:
    """The square named ``text`` ("a1" … "h8"), or None if it names none."""
    if len(text) == 2 and text[0] in FILES and text[1] in RANKS:
        return RANKS.index(text[1]) * 8 + FILES.index(text[0])
    return None


#: The start position (rules page, section E), as a FEN placement field.
START_PLACEMENT = "rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR"


def parse_placement(text: str, finished: bool = False) -> list[int]:
    """Read a chess-FEN piece-placement field into a 64-square board.

    Raises :class:`PositionError` naming what is wrong, for a teacher who
    typed the position by hand. Only a ``finished`` game may lack a king.
    """
    expect_text("placement", text)
    rows = text.strip().split("/")
    if len(rows) != RANK_COUNT:
        raise PositionError("position.rank_count", found=len(rows))
    board = [EMPTY] * SQUARE_COUNT
    for row_index, row in enumerate(rows):
        rank = RANK_COUNT - 1 - row_index
        file = 0
        for char in row:
            run = whole_number(char, 1)  # empty squares: an ASCII digit 1-8
            if run is not None and 1 <= run <= FILE_COUNT:
                file += run
            else:
                kind = Kind.from_letter(char)
                if kind is None:
                    raise PositionError("position.bad_char", char=char, rank=rank + 1)
                if file < FILE_COUNT:
                    side = Side.RED if char.isupper() else Side.BLUE
                    board[rank * 8 + file] = piece_code(side, kind)
                file += 1
        if file != FILE_COUNT:
            raise PositionError("position.rank_width", rank=rank + 1, found=file)
    _check_material(board, finished)
    return board


def _check_material(board: list[int], finished: bool) -> None:
    for side in SIDES:
        for kind in KINDS:
            count = board.count(piece_code(side, kind))
            if count > SET_COUNTS[kind]:
                raise PositionError(
                    "position.too_many", side=side, kind=kind, count=count, most=SET_COUNTS[kind]
                )
        if not finished and board.count(piece_code(side, Kind.KING)) == 0:
            raise PositionError("position.no_king", side=side)


def format_placement(board: list[int]) -> str:
    """Write a board as a chess-FEN piece-placement field."""
    rows = []
    for rank in range(RANK_COUNT - 1, -1, -1):
        row, empty = "", 0
        for file in range(FILE_COUNT):
            code = board[rank * 8 + file]
            if code == EMPTY:
                empty += 1
                continue
            if empty:
                row, empty = row + str(empty), 0
            letter = code_kind(code).letter
            row += letter if code_side(code) is Side.RED else letter.lower()
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows)
