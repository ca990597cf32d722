"""The Lasca board: 7×7, play on the 25 squares of the corners' colour.

A square is an int 0..48, ``rank * 7 + file`` with a1 = 0, b1 = 1, …,
g7 = 48; a square is playable when ``file + rank`` is even (a1, g1, a7, g7
are). A board is a list of 49 column strings, each read **top first**:
``w``/``b`` a White/Black soldier, ``W``/``B`` an officer, ``""`` an empty
square (rules, "Board and pieces"). Every table here is built once, at
import.
"""

from __future__ import annotations

FILES = "abcdefg"
RANKS = "1234567"
SIZE = 7

#: The name of every square, "a1" … "g7".
SQUARE_NAMES: tuple[str, ...] = tuple(f + r for r in RANKS for f in FILES)
SQUARES_BY_NAME = {name: square for square, name in enumerate(SQUARE_NAMES)}

#: The 25 playable squares, a1 first (by rank, then file).
PLAYABLE: tuple[int, ...] = tuple(s for s in range(SIZE * SIZE) if (s % SIZE + s // SIZE) % 2 == 0)

#: The diagonal directions as (file step, rank step): north-east,
#: north-west, south-east, south-west. White's forward is north, Black's south.
DIRECTIONS = ((1, 1), (-1, 1), (1, -1), (-1, -1))
#: Each side's forward directions (indexes into :data:`DIRECTIONS`).
FORWARD = ((0, 1), (2, 3))
ALL_DIRECTIONS = (0, 1, 2, 3)

#: Each side's pieces: soldier letter, officer letter.
LETTERS = ("wW", "bB")
#: Each side's far rank, where its soldiers become officers.
FAR_RANK = (SIZE - 1, 0)


def _ray(square: int, direction: tuple[int, int]) -> tuple[int, ...]:
    """The squares from ``square`` (excluded) along ``direction`` to the edge."""
    file, rank = square % SIZE, square // SIZE
    df, dr = direction
    out: list[int] = []
    while True:
        file, rank = file + df, rank + dr
        if not (0 <= file < SIZE and 0 <= rank < SIZE):
            return tuple(out)
        out.append(rank * SIZE + file)


#: ``RAYS[square][direction]``: the squares from ``square`` to the edge.
RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ray(s, d) for d in DIRECTIONS) for s in range(SIZE * SIZE)
)

#: Per side, the squares of its far rank.
FAR_SQUARES: tuple[frozenset[int], frozenset[int]] = (
    frozenset(s for s in PLAYABLE if s // SIZE == FAR_RANK[0]),
    frozenset(s for s in PLAYABLE if s // SIZE == FAR_RANK[1]),
)


def square_name(square: int) -> str:
    """``"c3"`` for 16."""
    return SQUARE_NAMES[square]


def parse_square(text: str) -> int | None:
    """The square named ``text`` (any case), or None when it names none."""
    return SQUARES_BY_NAME.get(text.strip().lower())


def is_playable(square: int) -> bool:
    return (square % SIZE + square // SIZE) % 2 == 0


def side_of(piece: str) -> int:
    """0 for a White piece letter, 1 for a Black one."""
    return 0 if piece in "wW" else 1
