"""PDN's numbered squares for Russian draughts, read into the board's names.

The PDN standard numbers the 32 dark squares of an 8×8 board from the
top left, as White sees it (``[GameType "25,W,8,8,N2,0"]``: numeric
notation, square 1 in corner 2): 1 = b8, 2 = d8, 3 = f8, 4 = h8,
5 = a7 … 29 = a1, 30 = c1, 31 = e1, 32 = g1. White's men start on
21–32, Black's on 1–12, and White's first move c3-d4 is ``22-18``
(py-draughts's ``RussianBoard`` numbers them the same way; the tests
check it square by square).

Archives and servers write moves (``22-18``, ``22x15``, ``22x15x24``)
and positions (``[FEN "W:W21-32:B1-12"]``, kings ``K5``, ranges
``K29-31``, a final dot, extra fields like ``:H0:F1``) with these
numbers. :func:`move_text` and :func:`position_text` turn them into the
project's algebraic text (``c3-d4``, ``c3:e5``, ``W:Wa1,c3:Bb6``), which
the rules then check; the project writes algebraic squares, as the
standard's algebraic form for GameType 25 does. Numbers are read only
through :func:`~dominochess_widget.core.numbers.whole_number`.

:func:`play_at_once` is reading's quick way (issue 29, item 5): what a
short move names is worked out once and remembered, and a move that names
one legal action is played straight away; anything else goes the general
way, :func:`move_text` then the rules, which refuse it in words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from dominochess_widget.core.errors import ActionSyntaxError, DominoChessError, PositionError
from dominochess_widget.core.numbers import whole_number
from dominochess_widget.core.protocol import PieceBoard
from dominochess_widget.games.draughts.state import MOST_REMEMBERED, MOST_REMEMBERED_LENGTH
from dominochess_widget.games.russian.board import BETWEEN, FILES, RANKS, SQUARES_BY_NAME
from dominochess_widget.games.russian.notation import NOTATION
from dominochess_widget.games.russian.state import Draughts, Move

#: How many dark squares the board has: numbers run 1 … SQUARES.
SQUARES = 32


def _numbered_name(number: int) -> str:
    """The name of PDN square ``number`` (1 … 32): rows of four from rank 8
    down, b8 d8 f8 h8 then a7 c7 e7 g7 and so on."""
    row, place = divmod(number - 1, 4)
    return FILES[2 * place + (1 if row % 2 == 0 else 0)] + RANKS[7 - row]


#: The board's name of each numbered square, ``NUMBERED[22] == "c3"`` (0 unused).
NUMBERED: tuple[str, ...] = ("", *(_numbered_name(n) for n in range(1, SQUARES + 1)))

#: A move of numbered squares: ``22-18``, ``22x15``, ``22:15:24`` (numbers of
#: up to three digits, so that a 10×10 game's square is refused by name).
_NUMERIC_MOVE = re.compile(r"(\d{1,3})([-x:])(\d{1,3}(?:[x:]\d{1,3})*)", re.IGNORECASE)
_SEPARATOR = re.compile(r"[-x:]", re.IGNORECASE)
#: A move of algebraic squares with no separator: ``c3d4``, ``c3e5g7``.
_GLUED_MOVE = re.compile(r"(?:[a-h][1-8]){2,}", re.IGNORECASE)
#: A position's piece: an optional K, then a square, or a range of numbers.
_PIECE = re.compile(r"(K?)(\d+)(?:-(\d+))?", re.IGNORECASE)


def square_of(text: str, move: str) -> str:
    """The board's name of the numbered square ``text`` in the move ``move``;
    an :class:`ActionSyntaxError` naming it when it is no square of this board
    (a 10×10 game's 45, a 0)."""
    number = whole_number(text, 3)
    if number is None or not 1 <= number <= SQUARES:
        raise ActionSyntaxError("russian.pdn.bad_number", square=text, action=move,
                                most=SQUARES)
    return NUMBERED[number]


def move_text(word: str, state: PieceBoard | None = None) -> str:
    """``word`` (a move as a record writes it, to be played on ``state``)
    in the project's notation: numbered squares named (``22-18`` →
    ``c3-d4``, ``22x15`` → ``c3:e5``), algebraic squares with no separator
    joined (``c3d4`` → ``c3-d4``, ``c3e5g7`` → ``c3:e5:g7``: two squares
    side by side are a step, any other pair a jump), and a capture written
    as a plain move (PDN 1.0's ``11-18``) made a capture when a piece
    stands between its squares on ``state``. Any other word is left as it
    is, for the rules to read (and refuse in their own words)."""
    text, between = (_remembered if len(word) <= MOST_REMEMBERED_LENGTH else _read_word)(word)
    if state is None or not between:
        return text
    return text.replace("-", ":") if _jumped(state, between) else text


def play_at_once(word: str, state: object) -> Move | None:
    """Reading's quick way with a move as written (the codec's
    :attr:`~dominochess_widget.core.movelist.FreeSyntax.play_at_once`):
    ``word`` (numbered or algebraic squares, read as :func:`move_text`
    reads it; what a short word names is remembered) played on ``state``
    when it names one legal action there, which is returned. Anything
    else (no move at all, a light square, an illegal or ambiguous move, a
    game over) returns None and changes nothing: :func:`move_text` and the
    state's ``play`` then read it again and refuse it in words."""
    glance = _glance(word) if len(word) <= MOST_REMEMBERED_LENGTH else None
    if glance is None or not isinstance(state, Draughts):
        return None
    squares, capture, between = glance
    return state._play_written(squares, capture or (bool(between) and _jumped(state, between)))


@lru_cache(maxsize=MOST_REMEMBERED)
def _glance(word: str) -> tuple[tuple[int, ...], bool, int] | None:
    """The squares ``word`` names as the state's ``play`` reads them once
    :func:`move_text` has named them, whether it is written as a capture,
    and the squares between a plain move's two (see :func:`_read_word`);
    None when that reading refuses it (the refusal is left to it)."""
    try:
        text, between = _read_word(word)
    except DominoChessError:
        return None
    read = NOTATION.read(text)
    if read is None or not all(NOTATION.playable(square) for square in read[0]):
        return None
    return read[0], read[1], between


def _jumped(state: PieceBoard, between: int) -> bool:
    """Whether a piece stands on one of the squares ``between`` (a bitboard)."""
    return any(state.piece_at(square) is not None for square in _bits(between))


def _read_word(word: str) -> tuple[str, int]:
    """``word`` named (:func:`_named`) and, when that is a plain move of
    two squares, the squares between them (a bitboard: 0 for a step),
    where a piece makes it a capture."""
    text = _named(word)
    ends = text.split("-")
    if len(ends) != 2 or not all(end in SQUARES_BY_NAME for end in ends):
        return text, 0
    return text, BETWEEN[SQUARES_BY_NAME[ends[0]] * 64 + SQUARES_BY_NAME[ends[1]]]


#: The words read so far (a file of many games repeats its moves); only
#: short ones, so that memory stays flat whatever is read.
_remembered = lru_cache(maxsize=MOST_REMEMBERED)(_read_word)


def _bits(bits: int) -> list[int]:
    """The squares of a bitboard."""
    found = []
    while bits:
        low = bits & -bits
        found.append(low.bit_length() - 1)
        bits ^= low
    return found


def _named(word: str) -> str:
    """``word`` with numbered or glued squares named (see :func:`move_text`)."""
    numeric = _NUMERIC_MOVE.fullmatch(word) if word[:1].isdigit() else None
    if numeric is not None:
        names = [square_of(square, word) for square in _SEPARATOR.split(word)]
        return ("-" if numeric[2] == "-" else ":").join(names)
    if _GLUED_MOVE.fullmatch(word) is not None:
        names = [word[i:i + 2].lower() for i in range(0, len(word), 2)]
        return ("-" if len(names) == 2 and _side_by_side(*names) else ":").join(names)
    return word


def _side_by_side(first: str, second: str) -> bool:
    """Whether two squares touch diagonally (a step, not a jump)."""
    a, b = SQUARES_BY_NAME[first], SQUARES_BY_NAME[second]
    return abs(a % 8 - b % 8) == 1 and abs(a // 8 - b // 8) == 1


def position_text(value: str) -> str:
    """A FEN tag's ``value`` as the project's position text: numbered
    squares named, ranges (``21-32``, ``K1-3``) spelled out, a final dot and
    fields other than the side and the two lists of pieces (``H0``, ``F1``)
    left out. Algebraic squares pass as they are; the rules check the
    rest (a light square, a man on its crown row, a square twice). A
    :class:`PositionError` names a number that is no square or a range
    that runs backwards."""
    compact = "".join(value.split()).rstrip(".")
    side, *fields = compact.split(":")
    lists = [field for field in fields if field[:1].upper() in ("W", "B")]
    return ":".join([side, *(field[0] + _pieces(field[1:]) for field in lists)])


def _pieces(items: str) -> str:
    """One side's list of pieces with its numbers and ranges named."""
    named: list[str] = []
    for item in items.split(","):
        found = _PIECE.fullmatch(item)
        if found is None:
            named.append(item)  # algebraic, or wrong: the rules say which
            continue
        king, first, last = found[1].upper(), found[2], found[3] or found[2]
        start, stop = _fen_number(first, item), _fen_number(last, item)
        if stop < start:
            raise PositionError("russian.pdn.backward_range", value=item)
        named.extend(king + NUMBERED[number] for number in range(start, stop + 1))
    return ",".join(named)


def _fen_number(text: str, item: str) -> int:
    """The numbered square ``text`` of the FEN item ``item``, or a
    :class:`PositionError` naming it."""
    number = whole_number(text, 3)
    if number is None or not 1 <= number <= SQUARES:
        raise PositionError("russian.pdn.bad_fen_number", value=item, most=SQUARES)
    return number
