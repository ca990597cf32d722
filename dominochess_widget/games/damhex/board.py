"""The DamHex³ board as data (rules page ``damhex.md``, H1–H5; (R): our
reconstruction of the source's lost diagrams).

Pieces stand on the **61 dark hexagons** of a kagome board (the 96 white
triangles between them are decoration, H1). A cell is an int 0–60; its
number in the notation is ``cell + 1`` (H2): rows from the top (r = +4,
White's front) to the bottom (r = −4, White's base), left to right. Axial
coordinates (q, r) with max(|q|, |r|, |q + r|) ≤ 4; the six cells that
share a vertex with (q, r) are (q ± 1, r), (q, r ± 1), (q + 1, r − 1),
(q − 1, r + 1). Every table here is built once, at import.
"""

from __future__ import annotations

from dominochess_widget.core.geometry import HexGrid
from dominochess_widget.core.numbers import whole_number

#: The board's radius: a hexagon of side 5 (61 cells).
RADIUS = 4
#: The colours in playing order (clockwise, H3).
COLOURS = ("white", "black", "red")

#: The board's shape (the core's hex board: centres, outlines, triangles, hits).
GRID = HexGrid(RADIUS)
#: Each cell's axial (q, r), in notation order (cell 0 is number 1).
AXIAL: tuple[tuple[int, int], ...] = GRID.axial
CELLS = range(len(AXIAL))
INDEX: dict[tuple[int, int], int] = {qr: cell for cell, qr in enumerate(AXIAL)}

#: The six steps to a vertex-sharing neighbour.
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))

#: H5: each colour's forward, backward and sideways steps.
FORWARD = (((0, 1), (-1, 1)), ((1, 0), (1, -1)), ((-1, 0), (0, -1)))
BACKWARD = (((0, -1), (1, -1)), ((-1, 0), (-1, 1)), ((1, 0), (0, 1)))
SIDEWAYS = (((1, 0), (-1, 0)), ((0, 1), (0, -1)), ((1, -1), (-1, 1)))


def _cells_where(test: object) -> frozenset[int]:
    return frozenset(c for c, (q, r) in enumerate(AXIAL) if test(q, r))  # type: ignore[operator]


#: H3: each colour's base (where it starts) and front (where men are crowned).
BASES: tuple[frozenset[int], ...] = (
    _cells_where(lambda q, r: r == -RADIUS),
    _cells_where(lambda q, r: q == -RADIUS),
    _cells_where(lambda q, r: q + r == RADIUS),
)
FRONTS: tuple[frozenset[int], ...] = (
    _cells_where(lambda q, r: r == RADIUS),
    _cells_where(lambda q, r: q == RADIUS),
    _cells_where(lambda q, r: q + r == -RADIUS),
)


def _step(cell: int, step: tuple[int, int], times: int = 1) -> int | None:
    q, r = AXIAL[cell]
    return INDEX.get((q + step[0] * times, r + step[1] * times))


#: ``MOVES[colour][king][cell]``: the cells one step away in the allowed
#: directions (men: forward; kings: forward and backward, never sideways).
#: ``JUMPS[colour][king][cell]``: (jumped cell, landing cell) pairs.
MOVES: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(tuple(n for s in (FORWARD[c] + (BACKWARD[c] if king else ()))
                    if (n := _step(cell, s)) is not None) for cell in CELLS)
        for king in (False, True))
    for c in range(3)
)
JUMPS: tuple[tuple[tuple[tuple[tuple[int, int], ...], ...], ...], ...] = tuple(
    tuple(
        tuple(tuple((over, land) for s in (FORWARD[c] + (BACKWARD[c] if king else ()))
                    if (over := _step(cell, s)) is not None
                    and (land := _step(cell, s, 2)) is not None) for cell in CELLS)
        for king in (False, True))
    for c in range(3)
)


def number(cell: int) -> str:
    """The notation's number of ``cell`` (H2): "1" … "61"."""
    return str(cell + 1)


def parse_cell(text: str) -> int | None:
    """The cell numbered ``text`` ("1" … "61", ASCII digits: "5²" names
    none), or None."""
    value = whole_number(text.strip(), most_digits=2)
    if value is None or value - 1 not in CELLS:
        return None
    return value - 1
