"""The static evaluation of a Russian draughts position, for the computer.

Simple and fast: a few table lookups on the four bitboards (White's men
and kings, Black's men and kings; square ``row * 8 + col``, a1 = 0, as in
:mod:`~dominochess_widget.games.russian.board`). Values are ints in
hundredths of a man, from White's view (:func:`white_score`) or the side
to move's (:func:`evaluate`).

The terms:

- **material**: a man :data:`MAN` (100), a king :data:`KING` (300);
- **advancement (tempo)**: a man is worth more the further it has come,
  little while the board is full (an early rush leaves holes), much in
  the ending (a man near the crown row is nearly a king); the weight
  depends on the phase, the number of men left;
- **centre**: men on the central squares (c3–f6), less on the a and h files;
- **back-rank guard**: men still on c1/e1 (c8/f8 … for Black) keep the
  enemy's men from crowning, while the enemy has men to crown;
- **kings**: on the main diagonal (a1–h8, "the big road") and on the
  double diagonals (g1–a7, h2–b8), which a king uses to hold the board;
- **runaway men**: a man one step from the crown row with the square in
  front free;
- **trades**: when ahead, fewer pieces on the board is better;
- **drawn endings**: one king against one or two pieces, or against
  three kings when the lone king holds the main diagonal, is scaled down.

All terms are per-square tables summed a byte (one rank) at a time, so an
evaluation is 32 lookups plus a few bit counts.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from dominochess_widget.games.russian.board import DARK

MAN = 100
KING = 300

#: The phases by the number of men on the board (both sides): opening,
#: middle game, ending.
OPENING_MEN = 16
ENDING_MEN = 7

#: A man's bonus by rank counted from its own side (0 = its first rank), per phase.
ADVANCE: tuple[tuple[int, ...], ...] = (
    (0, 1, 3, 5, 7, 9, 14, 0),  # opening
    (0, 2, 5, 9, 13, 18, 28, 0),  # middle game
    (0, 5, 10, 16, 24, 34, 50, 0),  # ending
)
CENTRE = 7  # c3 … f6, the central 4x4 block
EDGE = -4  # a and h files
#: The back-rank squares worth guarding, by file, for White (Black mirrored).
GUARD = {2: 9, 4: 9, 6: 4, 0: 2}
MAIN_DIAGONAL = 30
DOUBLE_DIAGONAL = 12
RUNAWAY = 30
#: Per point of lead, per piece gone from the full 24.
TRADE = 0.04


def _square_bonus_man(square: int, white: bool, phase: int, guard: bool) -> int:
    row, col = divmod(square, 8)
    rank = row if white else 7 - row
    value = MAN + ADVANCE[phase][rank]
    if 2 <= col <= 5 and 2 <= row <= 5:
        value += CENTRE
    if col in (0, 7):
        value += EDGE
    if guard and rank == 0:
        value += GUARD.get(col if white else 7 - col, 0)
    return value


def _square_bonus_king(square: int) -> int:
    row, col = divmod(square, 8)
    value = KING
    if row == col:
        value += MAIN_DIAGONAL
    elif row + col in (6, 8):
        value += DOUBLE_DIAGONAL
    return value


_Tables = tuple[tuple[int, ...], ...]  # [rank][byte] -> sum


def _chunked(values: list[int]) -> _Tables:
    """Per rank, the sum of ``values`` over the squares of each byte."""
    out = []
    for rank in range(8):
        table = []
        for byte in range(256):
            total = 0
            for bit in range(8):
                square = rank * 8 + bit
                if byte >> bit & 1 and DARK >> square & 1:
                    total += values[square]
            table.append(total)
        out.append(tuple(table))
    return tuple(out)


def _men_tables(white: bool) -> tuple[tuple[_Tables, ...], ...]:
    """Per phase, (without guard, with guard) tables for one side's men."""
    return tuple(
        tuple(
            _chunked([_square_bonus_man(s, white, phase, guard) for s in range(64)])
            for guard in (False, True)
        )
        for phase in range(3)
    )


_WHITE_MEN = _men_tables(True)
_BLACK_MEN = _men_tables(False)
_KINGS = _chunked([_square_bonus_king(s) for s in range(64)])

_MAIN = sum(1 << (8 * i + i) for i in range(8))
_RANK = tuple(0xFF << (8 * r) for r in range(8))


def _sum(tables: _Tables, board: int) -> int:
    t0, t1, t2, t3, t4, t5, t6, t7 = tables
    return (
        t0[board & 255]
        + t1[board >> 8 & 255]
        + t2[board >> 16 & 255]
        + t3[board >> 24 & 255]
        + t4[board >> 32 & 255]
        + t5[board >> 40 & 255]
        + t6[board >> 48 & 255]
        + t7[board >> 56 & 255]
    )


def white_score(white_men: int, white_kings: int, black_men: int, black_kings: int) -> int:
    """The value of the position from White's view (side to move aside)."""
    men = white_men.bit_count() + black_men.bit_count()
    phase = 0 if men >= OPENING_MEN else 2 if men <= ENDING_MEN else 1
    # The back rank is worth guarding while the enemy has men to crown.
    score = (
        _sum(_WHITE_MEN[phase][black_men != 0], white_men)
        - _sum(_BLACK_MEN[phase][white_men != 0], black_men)
    )
    if white_kings:
        score += _sum(_KINGS, white_kings)
    if black_kings:
        score -= _sum(_KINGS, black_kings)
    empty = DARK & ~(white_men | white_kings | black_men | black_kings)
    # Runaway men: one step from the crown row, with a free square in front.
    near = white_men & _RANK[6]
    if near and (near << 7 | near << 9) & empty & _RANK[7]:
        score += RUNAWAY * ((near << 7 & empty) >> 7 | (near << 9 & empty) >> 9).bit_count()
    near = black_men & _RANK[1]
    if near and (near >> 7 | near >> 9) & empty & _RANK[0]:
        score -= RUNAWAY * ((near >> 7 & empty) << 7 | (near >> 9 & empty) << 9).bit_count()
    white_count = white_men.bit_count() + white_kings.bit_count()
    black_count = black_men.bit_count() + black_kings.bit_count()
    pieces = white_count + black_count
    if pieces <= 5:
        score = _drawish(score, white_men, white_kings, black_men, black_kings,
                         white_count, black_count)
    if score and pieces < 24:
        # Trading down when ahead: worth a little more for each piece gone.
        score += int(score * TRADE * (24 - pieces) / 4)
    return score


def _drawish(
    score: int,
    white_men: int,
    white_kings: int,
    black_men: int,
    black_kings: int,
    white_count: int,
    black_count: int,
) -> int:
    """Scale down the endings a lone king holds."""
    for lone_men, lone_kings, lone_count, strong_kings, strong_count in (
        (black_men, black_kings, black_count, white_kings, white_count),
        (white_men, white_kings, white_count, black_kings, black_count),
    ):
        if lone_count != 1 or lone_men or strong_count < 1:
            continue
        if strong_count <= 2:
            return score // 8
        if lone_kings & _MAIN and not strong_kings & _MAIN and strong_count <= 3:
            return score // 4
    return score


def evaluate(
    white_men: int, white_kings: int, black_men: int, black_kings: int, white_to_move: bool
) -> int:
    """The value of the position from the side to move's view."""
    score = white_score(white_men, white_kings, black_men, black_kings)
    return score if white_to_move else -score


def bitboards(pieces: Iterable[tuple[int, str, bool]]) -> tuple[int, int, int, int]:
    """White's men, White's kings, Black's men, Black's kings from
    ``(square, seat, is_king)`` triples (a state's ``pieces()``)."""
    boards = [0, 0, 0, 0]
    for square, seat, king in pieces:
        boards[(seat != "white") * 2 + bool(king)] |= 1 << square
    return boards[0], boards[1], boards[2], boards[3]


class PieceState(Protocol):
    """What :func:`evaluate_state` reads of a state."""

    @property
    def to_move(self) -> str: ...

    def pieces(self) -> Iterable[tuple[int, str, bool]]: ...


def evaluate_state(state: PieceState) -> int:
    """:func:`evaluate` of a state, through its public ``pieces()`` and
    ``to_move`` (for the generic search adapter and for tests)."""
    return evaluate(*bitboards(state.pieces()), state.to_move == "white")
