"""Board geometry as data: cells, their names, neighbours, centres and outlines.

The games of the house are played on square grids (domino chess and
Russian draughts on 8×8, Lasca on 7×7) and on a hexagonal board (DamHex³'s
61 hexagons). A :class:`Geometry` says, for cells numbered from 0:

* their names and how to read one back (``c3``, or ``1`` … ``61``);
* each cell's neighbours, by direction name (``"ne"``, ``"n"``, …);
* each cell's centre and outline (polygon corners) in *board units*: a
  square cell is 1 × 1, neighbouring hexagons' centres are 1 apart; y
  grows upwards;
* :meth:`~Geometry.hit`, the cell under a point (for clicks).

Drawing code scales board units to pixels; rules code uses the numbering
and the neighbours. Nothing here imports Jupyter or knows any game's rules.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Protocol

Point = tuple[float, float]

#: A square grid's eight directions as (column, row) steps.
SQUARE_STEPS: dict[str, tuple[int, int]] = {
    "n": (0, 1), "ne": (1, 1), "e": (1, 0), "se": (1, -1),
    "s": (0, -1), "sw": (-1, -1), "w": (-1, 0), "nw": (-1, 1),
}
#: The hex board's six directions as axial (q, r) steps (y up: ne is up-right).
HEX_STEPS: dict[str, tuple[int, int]] = {
    "e": (1, 0), "ne": (0, 1), "nw": (-1, 1), "w": (-1, 0), "sw": (0, -1), "se": (1, -1),
}


class Geometry(Protocol):
    """What every board shape answers."""

    @property
    def cells(self) -> range: ...

    def name(self, cell: int) -> str: ...

    def cell_named(self, text: str) -> int | None: ...

    def neighbours(self, cell: int) -> dict[str, int]: ...

    def centre(self, cell: int) -> Point: ...

    def outline(self, cell: int) -> tuple[Point, ...]: ...

    def bounds(self) -> tuple[float, float, float, float]: ...

    def hit(self, x: float, y: float) -> int | None: ...


@dataclass(frozen=True)
class SquareGrid:
    """A rectangular board of square cells, numbered like python-chess.

    Cell ``row * columns + column``: the first column's bottom cell is 0
    (a1), the last is the top right (h8 on 8×8). ``dark_parity`` is the
    parity of ``column + row`` of the dark cells (a1 dark: 0)."""

    columns: int = 8
    rows: int = 8
    column_names: tuple[str, ...] = tuple("abcdefgh")
    row_names: tuple[str, ...] = tuple("12345678")
    dark_parity: int = 0

    def __post_init__(self) -> None:
        if len(self.column_names) != self.columns or len(self.row_names) != self.rows:
            raise ValueError("a SquareGrid needs one name per column and per row")

    @property
    def cells(self) -> range:
        return range(self.columns * self.rows)

    # the names the board widgets have always used
    @property
    def square_count(self) -> int:
        return self.columns * self.rows

    @property
    def squares(self) -> range:
        return self.cells

    def square(self, column: int, row: int) -> int:
        """The cell at ``column`` (0 = a) and ``row`` (0 = the bottom row)."""
        return row * self.columns + column

    def cell(self, square: int) -> tuple[int, int]:
        """``(column, row)`` of ``square``."""
        row, column = divmod(square, self.columns)
        return column, row

    def contains(self, square: int) -> bool:
        return 0 <= square < self.square_count

    def name(self, cell: int) -> str:
        column, row = self.cell(cell)
        return self.column_names[column] + self.row_names[row]

    def cell_named(self, text: str) -> int | None:
        for column, column_name in enumerate(self.column_names):
            if text.lower().startswith(column_name):
                rest = text[len(column_name):]
                if rest in self.row_names:
                    return self.square(column, self.row_names.index(rest))
        return None

    def is_dark(self, square: int) -> bool:
        column, row = self.cell(square)
        return (column + row) % 2 == self.dark_parity

    def neighbours(self, cell: int) -> dict[str, int]:
        column, row = self.cell(cell)
        out = {}
        for direction, (dc, dr) in SQUARE_STEPS.items():
            c, r = column + dc, row + dr
            if 0 <= c < self.columns and 0 <= r < self.rows:
                out[direction] = self.square(c, r)
        return out

    def centre(self, cell: int) -> Point:
        column, row = self.cell(cell)
        return (column + 0.5, row + 0.5)

    def outline(self, cell: int) -> tuple[Point, ...]:
        column, row = self.cell(cell)
        return ((column, row), (column + 1, row), (column + 1, row + 1), (column, row + 1))

    def bounds(self) -> tuple[float, float, float, float]:
        """(left, bottom, right, top)."""
        return (0.0, 0.0, float(self.columns), float(self.rows))

    def hit(self, x: float, y: float) -> int | None:
        if not (0 <= x < self.columns and 0 <= y < self.rows):
            return None
        return self.square(int(x), int(y))


@dataclass(frozen=True)
class HexGrid:
    """A hexagon-shaped board of hexagons that touch only at their corners,
    with triangles between them (the kagome pattern of DamHex³, H1): the
    cells are the hexagons, ``radius`` rings round the centre (radius 4:
    61 cells and 96 triangles). Axial (q, r) with max(|q|, |r|, |q + r|) ≤
    radius; centres x = q + r/2, y = r·√3/2 (neighbours 1 apart); cells are
    numbered 0 … in reading order, top row (r = radius) first, left to
    right; ``names`` default to "1" … "61" (DamHex³'s H2 numbers)."""

    radius: int = 4
    names: tuple[str, ...] = ()
    #: Cells drawn tinted, and cells drawn with a coloured rim, by a palette
    #: colour's name (DamHex³: each player's base and front, H3).
    tints: tuple[tuple[int, str], ...] = ()
    rims: tuple[tuple[int, str], ...] = ()
    axial: tuple[tuple[int, int], ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        n = self.radius
        cells = tuple((q, r) for r in range(n, -n - 1, -1)
                      for q in range(-n, n + 1) if max(abs(q), abs(r), abs(q + r)) <= n)
        object.__setattr__(self, "axial", cells)
        if not self.names:
            object.__setattr__(self, "names", tuple(str(i + 1) for i in range(len(cells))))
        if len(self.names) != len(cells):
            raise ValueError(f"a HexGrid of radius {n} needs {len(cells)} names")

    @property
    def cells(self) -> range:
        return range(len(self.axial))

    def name(self, cell: int) -> str:
        return self.names[cell]

    def cell_named(self, text: str) -> int | None:
        try:
            return self.names.index(text.strip())
        except ValueError:
            return None

    def neighbours(self, cell: int) -> dict[str, int]:
        """The six cells sharing a corner with ``cell`` (fewer on the rim)."""
        q, r = self.axial[cell]
        index = self._index()
        out = {}
        for direction, (dq, dr) in HEX_STEPS.items():
            found = index.get((q + dq, r + dr))
            if found is not None:
                out[direction] = found
        return out

    def centre(self, cell: int) -> Point:
        q, r = self.axial[cell]
        return (q + r / 2, r * _ROOT3_2)

    def outline(self, cell: int) -> tuple[Point, ...]:
        """The hexagon's corners: one toward each neighbour, halfway there."""
        x, y = self.centre(cell)
        return tuple((x + 0.5 * math.cos(math.radians(60 * k)),
                      y + 0.5 * math.sin(math.radians(60 * k))) for k in range(6))

    def triangles(self) -> tuple[tuple[Point, Point, Point], ...]:
        """The triangles between the hexagons: one inside each triple of
        mutual neighbours, its corners the hexagons' shared corners."""
        index = self._index()
        out = []
        for q, r in self.axial:
            for others in (((q + 1, r), (q, r + 1)), ((q + 1, r), (q + 1, r - 1))):
                if all(o in index for o in others):
                    a, b, c = (q, r), *others
                    out.append(tuple(_midpoint(u, v) for u, v in ((a, b), (b, c), (c, a))))
        return tuple(out)  # type: ignore[arg-type]

    def bounds(self) -> tuple[float, float, float, float]:
        points = [p for cell in self.cells for p in self.outline(cell)]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return (min(xs), min(ys), max(xs), max(ys))

    def hit(self, x: float, y: float) -> int | None:
        """The hexagon containing (x, y), or None (a triangle, or off the board)."""
        r = y / _ROOT3_2
        q = x - r / 2
        best = self._index().get(_axial_round(q, r))
        if best is None:
            return None
        return best if _inside(self.outline(best), (x, y)) else None

    def _index(self) -> dict[tuple[int, int], int]:
        return {qr: i for i, qr in enumerate(self.axial)}


_ROOT3_2 = math.sqrt(3) / 2


def _midpoint(a: tuple[int, int], b: tuple[int, int]) -> Point:
    ax, ay = a[0] + a[1] / 2, a[1] * _ROOT3_2
    bx, by = b[0] + b[1] / 2, b[1] * _ROOT3_2
    return ((ax + bx) / 2, (ay + by) / 2)


def _axial_round(q: float, r: float) -> tuple[int, int]:
    """The axial cell nearest the fractional (q, r) (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return rq, rr


def _inside(polygon: tuple[Point, ...], point: Point) -> bool:
    """Whether ``point`` is inside the convex ``polygon`` (or on its edge)."""
    x, y = point
    sign = 0
    for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        cross = (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)
        if abs(cross) < 1e-12:
            continue
        side = 1 if cross > 0 else -1
        if sign and side != sign:
            return False
        sign = side
    return True
