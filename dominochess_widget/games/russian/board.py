"""The draughts board: squares, their names, and the diagonal tables.

A square is an int 0..63, ``row * 8 + col`` with a1 = 0, b1 = 1, …, h8 = 63
(python-chess's numbering), and a set of squares is an int bitboard with
bit ``square`` set. Only the 32 dark squares are used; a1 is dark, so a
square is dark when ``col + row`` is even.

The four diagonal steps are +9 (north-east), +7 (north-west), -7
(south-east) and -9 (south-west). A step that would leave the board
across an edge wraps onto a *light* square, so masking with the dark
squares is all the edge handling the move generator needs. Every table
here is built once, at import.
"""

from __future__ import annotations

from dominochess_widget.core.errors import ActionError, expect_int

FILES = "abcdefgh"
RANKS = "12345678"

#: The name of every square, "a1" … "h8".
SQUARE_NAMES: tuple[str, ...] = tuple(f + r for r in RANKS for f in FILES)
#: Square by lower-case name.
SQUARES_BY_NAME = {name: square for square, name in enumerate(SQUARE_NAMES)}

#: The 32 dark squares, a1 first.
DARK_SQUARES: tuple[int, ...] = tuple(s for s in range(64) if (s % 8 + s // 8) % 2 == 0)
#: The dark squares as a bitboard.
DARK = sum(1 << s for s in DARK_SQUARES)

#: Each seat's crown row (White promotes on rank 8, Black on rank 1), as bitboards.
CROWN_WHITE = DARK & (0xFF << 56)
CROWN_BLACK = DARK & 0xFF

#: The diagonal steps, north-east, north-west, south-east, south-west.
STEPS = (9, 7, -7, -9)


def square_name(square: int) -> str:
    """``"c3"`` for 18."""
    return SQUARE_NAMES[square]


def parse_square(text: str) -> int | None:
    """The square named ``text`` (any case), or None when it names none."""
    return SQUARES_BY_NAME.get(text.lower())


def is_dark(square: int) -> bool:
    return (square % 8 + square // 8) % 2 == 0


def check_square(square: object, name: str = "square") -> int:
    """``square`` if it is an int 0..63 (light squares included: they hold
    nothing); another type is an :class:`ArgumentTypeError` naming ``name``."""
    value = expect_int(name, square)
    if not 0 <= value < 64:
        raise ActionError("square.bad", name=name, value=value)
    return value


def _ray(square: int, step: int) -> tuple[int, ...]:
    """The squares from ``square`` (excluded) along ``step`` to the edge."""
    out: list[int] = []
    col = square % 8
    dcol = 1 if step in (9, -7) else -1
    while True:
        col += dcol
        square += step
        if not (0 <= col < 8 and 0 <= square < 64):
            return tuple(out)
        out.append(square)


#: Per square, per direction of :data:`STEPS`: the squares to the edge.
RAY_SQUARES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ray(s, step) for step in STEPS) for s in range(64)
)

#: Per square: ``(ray bitboard, upward, direction)`` for each direction
#: that has one (``direction`` indexes :data:`STEPS`). ``upward`` rays go
#: to higher squares, so their nearest square is the lowest bit; the
#: others' nearest is the highest bit.
KING_RAYS: tuple[tuple[tuple[int, bool, int], ...], ...] = tuple(
    tuple(
        (sum(1 << t for t in ray), step > 0, direction)
        for direction, (step, ray) in enumerate(zip(STEPS, RAY_SQUARES[s], strict=True))
        if ray
    )
    for s in range(64)
)


def _jumps(square: int, crown: int) -> tuple[tuple[int, int, int, bool], ...]:
    """A man's jumps from ``square``: (jumped bit, landing bit, landing
    square, lands on ``crown``) for each direction with room for a jump."""
    return tuple(
        (1 << ray[0], 1 << ray[1], ray[1], bool(crown >> ray[1] & 1))
        for ray in RAY_SQUARES[square]
        if len(ray) >= 2
    )


#: A man's jumps per square, for a White man and for a Black man (they
#: differ only in which landing squares crown it; men jump backwards too).
JUMPS_WHITE = tuple(_jumps(s, CROWN_WHITE) for s in range(64))
JUMPS_BLACK = tuple(_jumps(s, CROWN_BLACK) for s in range(64))


def _between(a: int, b: int) -> int:
    """The squares strictly between ``a`` and ``b`` on a diagonal (0 if none)."""
    for ray in RAY_SQUARES[a]:
        if b in ray:
            return sum(1 << t for t in ray[: ray.index(b)])
    return 0


#: ``BETWEEN[a * 64 + b]``: the bitboard of the squares strictly between
#: ``a`` and ``b`` on their diagonal (0 when they share none).
BETWEEN: tuple[int, ...] = tuple(_between(a, b) for a in range(64) for b in range(64))
