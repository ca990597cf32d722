"""Board geometry: the shape of the board and where everything goes in pixels.

Two small frozen data objects, read by the drawing code and the widgets
instead of 8×8 constants sprinkled through them:

* :class:`BoardShape` — the core's :class:`~dominochess_widget.core.geometry.SquareGrid`:
  columns, rows, their names, which squares are dark, and the square ↔
  (column, row) numbering, given by each game's view (8×8 for domino
  chess and Russian draughts; ``BoardShape(10, 10, …)`` for a 10×10 board).
  A hex board (:class:`~dominochess_widget.core.geometry.HexGrid`) has its
  own layout class with the same methods, :class:`HexLayout`.
* :class:`BoardLayout` — the pixel layout of one view of a shape: square
  size, the margins that hold the coordinates, the panel beside the board
  (tile, halves, legend), the high-DPI scale and whether the board is
  flipped.

All coordinates are **canvas pixels** (the backing store, ``scale`` times
the CSS size), which is also what ipycanvas reports for mouse events.
Nothing here imports Jupyter.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from dominochess_widget.core.errors import SettingError
from dominochess_widget.core.geometry import HexGrid, SquareGrid
from dominochess_widget.render.fonts import MIN_TEXT_PX

#: The smallest and largest board sizes (CSS pixels) a view accepts.
MIN_SIZE = 240
MAX_SIZE = 1600
#: The panel beside the board (tile, legend, notes), as a part of the size:
#: room for the longest texts (Italian "6 = qualsiasi pezzo" and its five
#: icons) at the size the legend's rows give them.
PANEL_RATIO = 0.6
#: The panel is never narrower than a board of this size gives it (CSS
#: px): its texts, at :data:`MIN_TEXT_PX` at least, then fit its width
#: beside a small board too (issue 27, item 5).
PANEL_MIN_SIZE = 480
#: The coordinate strips are at least this many times the smallest text.
_MARGIN_PER_TEXT = 1.8


def fitting_size(width: float, height: float, step: int = 10) -> int:
    """The largest board size, a multiple of ``step``, whose view (board
    and panel) fits in ``width`` × ``height`` CSS pixels; :data:`MIN_SIZE`
    when none does, :data:`MAX_SIZE` at most."""
    size = int(min(height, width / (1 + PANEL_RATIO)) // step * step)
    while size > MIN_SIZE and size + _panel_width(size, PANEL_RATIO) > width:
        size -= step
    return max(MIN_SIZE, min(MAX_SIZE, size))


class Rect(NamedTuple):
    """An axis-aligned rectangle in canvas pixels."""

    x: float
    y: float
    width: float
    height: float

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x < self.right and self.y <= y < self.bottom

    def inset(self, amount: float) -> Rect:
        return Rect(self.x + amount, self.y + amount, self.width - 2 * amount,
                    self.height - 2 * amount)


def check_size(size: object) -> int:
    """``size`` as a board size in CSS pixels, or a clear error (both layouts)."""
    if not isinstance(size, int) or isinstance(size, bool) or not MIN_SIZE <= size <= MAX_SIZE:
        raise SettingError("board.bad_size", value=repr(size), low=MIN_SIZE, high=MAX_SIZE)
    return size


#: The rectangular board shape the views draw (the core's square grid).
BoardShape = SquareGrid


#: An 8×8 board named a–h, 1–8, a1 dark (chess, draughts).
CHESS_BOARD = BoardShape()


@dataclass(frozen=True)
class PanelLayout:
    """Where the tile, its halves' captions and the mapping legend go."""

    area: Rect  # the whole panel
    header: Rect  # whose turn it is, or the result
    halves: tuple[Rect, Rect]  # the two halves of the drawn tile
    captions: tuple[Rect, Rect]  # one caption block per half, under the tile
    legend_title: Rect
    legend_rows: tuple[Rect, ...]  # one row per number 0–6


class _Canvas:
    """What every layout derives from its canvas size, origin and panel."""

    width: int
    height: int
    scale: int
    origin: tuple[int, int]
    panel: PanelLayout

    @property
    def css_width(self) -> int:
        return self.width // self.scale

    @property
    def css_height(self) -> int:
        return self.height // self.scale

    @property
    def least_font(self) -> int:
        """The smallest font drawn, in canvas pixels (:data:`MIN_TEXT_PX` CSS px)."""
        return MIN_TEXT_PX * self.scale

    @property
    def margin(self) -> int:
        """The room left of the board (a square board's coordinate strips)."""
        return self.origin[0]

    def half_at(self, x: float, y: float) -> int | None:
        """0 or 1 when (x, y) is on that half of the drawn tile, else None."""
        for index, rect in enumerate(self.panel.halves):
            if rect.contains(x, y):
                return index
        return None


@dataclass(frozen=True)
class BoardLayout(_Canvas):
    """The pixel layout of one board view.

    ``size`` is the CSS height of the view (and the CSS width of the board
    part, coordinates included); the panel for the tile and the legend
    adds ``panel_ratio × size`` to the width. ``scale`` is the number of
    canvas pixels per CSS pixel (2 keeps the drawing crisp on high-DPI
    screens).
    """

    size: int = 480
    flipped: bool = False
    shape: BoardShape = CHESS_BOARD
    scale: int = 2
    panel_ratio: float = PANEL_RATIO
    # Derived, filled in by __post_init__.
    square: int = field(init=False)
    origin: tuple[int, int] = field(init=False)
    board_rect: Rect = field(init=False)
    width: int = field(init=False)
    height: int = field(init=False)
    panel: PanelLayout = field(init=False)

    def __post_init__(self) -> None:
        size = check_size(self.size)
        scale = self.scale
        side = size * scale
        margin, pad = _margins(side)
        margin = max(margin, round(self.least_font * _MARGIN_PER_TEXT))
        square = (side - margin - pad) // max(self.shape.columns, self.shape.rows)
        origin = (margin, pad)
        board = Rect(margin, pad, square * self.shape.columns, square * self.shape.rows)
        panel_width = _panel_width(size, self.panel_ratio) * scale
        set_ = object.__setattr__  # frozen dataclass: derived fields are set once here
        set_(self, "square", square)
        set_(self, "origin", origin)
        set_(self, "board_rect", board)
        set_(self, "width", side + panel_width)
        set_(self, "height", side)
        set_(self, "panel", _panel_layout(Rect(side, pad, panel_width - pad, board.height),
                                          _panel_unit(side)))

    def flip(self, flipped: bool | None = None) -> BoardLayout:
        """The same layout seen from the other side (or from ``flipped``)."""
        return replace(self, flipped=not self.flipped if flipped is None else flipped)

    # ---------------------------------------------------- display cells
    def display_cell(self, square: int) -> tuple[int, int]:
        """Where ``square`` is drawn: (column from the left, row from the top)."""
        column, row = self.shape.cell(square)
        if self.flipped:
            return self.shape.columns - 1 - column, row
        return column, self.shape.rows - 1 - row

    def square_of_cell(self, column: int, row: int) -> int | None:
        """The square drawn at display cell (column from the left, row from
        the top), or None outside the board."""
        shape = self.shape
        if not (0 <= column < shape.columns and 0 <= row < shape.rows):
            return None
        if self.flipped:
            return shape.square(shape.columns - 1 - column, row)
        return shape.square(column, shape.rows - 1 - row)

    def display_order(self) -> list[int]:
        """Every square in reading order (top-left first), as drawn."""
        order = []
        for row in range(self.shape.rows):
            for column in range(self.shape.columns):
                square = self.square_of_cell(column, row)
                assert square is not None
                order.append(square)
        return order

    # ------------------------------------------------------------ pixels
    def square_rect(self, square: int) -> Rect:
        """The square's rectangle in canvas pixels."""
        if not self.shape.contains(square):
            raise ValueError(f"{square!r} is not a square of this board")
        column, row = self.display_cell(square)
        x0, y0 = self.origin
        return Rect(x0 + column * self.square, y0 + row * self.square, self.square, self.square)

    def square_center(self, square: int) -> tuple[float, float]:
        """The centre of ``square`` in canvas pixels."""
        return self.square_rect(square).center

    def square_at(self, x: float, y: float) -> int | None:
        """The square under canvas pixel (x, y), or None off the board."""
        try:
            x, y = float(x), float(y)
        except OverflowError:  # an int too large for a float: far off the board
            return None
        if not (math.isfinite(x) and math.isfinite(y)):
            return None
        x0, y0 = self.origin
        column = math.floor((x - x0) / self.square)
        row = math.floor((y - y0) / self.square)
        return self.square_of_cell(column, row)

    def coordinate_positions(self) -> list[tuple[str, float, float]]:
        """The coordinate labels and where their centres go: column names
        under the board, row names to its left."""
        x0, y0 = self.origin
        board = self.board_rect
        out: list[tuple[str, float, float]] = []
        shape = self.shape
        for column in range(shape.columns):
            square = self.square_of_cell(column, shape.rows - 1)
            assert square is not None
            name = shape.column_names[shape.cell(square)[0]]
            out.append((name, x0 + (column + 0.5) * self.square, board.bottom + self.margin / 2))
        for row in range(shape.rows):
            square = self.square_of_cell(0, row)
            assert square is not None
            name = shape.row_names[shape.cell(square)[1]]
            out.append((name, x0 / 2, y0 + (row + 0.5) * self.square))
        return out


def _panel_width(size: int, ratio: float) -> int:
    """The panel's CSS width: ``ratio`` of the board's size, or of
    :data:`PANEL_MIN_SIZE` beside a smaller board."""
    return round(max(size, PANEL_MIN_SIZE) * ratio)


def _margins(side: int) -> tuple[int, int]:
    """A square board's margins: left and bottom (the coordinates), top and right."""
    return round(side * 0.05), round(side * 0.0125)


def _panel_unit(side: int) -> int:
    """The panel's unit of length: an 8 × 8 board's square, whatever the
    board beside it, so that every game's panel has texts of one size."""
    margin, pad = _margins(side)
    return (side - margin - pad) // 8


def _panel_layout(area: Rect, square: int) -> PanelLayout:
    """Split the panel (``square``: its unit of length): header, tile, two
    captions, legend (7 rows)."""
    gap = square * 0.12
    x, y, width, _ = area
    inner_x, inner_w = x + gap, width - 2 * gap
    header = Rect(inner_x, y, inner_w, square * 0.6)
    half = min(square * 1.5, (inner_w - gap) / 2)
    tile_x = inner_x + (inner_w - 2 * half) / 2
    tile_y = header.bottom + gap * 1.4  # room for the used/forfeited markers on the edge
    halves = (Rect(tile_x, tile_y, half, half), Rect(tile_x + half, tile_y, half, half))
    caption_h = square * 0.66
    first = Rect(inner_x, tile_y + half + gap, inner_w, caption_h)
    captions = (first, Rect(inner_x, first.bottom, inner_w, caption_h))
    title = Rect(inner_x, captions[1].bottom + gap, inner_w, square * 0.45)
    rows_top = title.bottom
    row_h = (area.bottom - rows_top) / 7
    rows = tuple(Rect(inner_x, rows_top + i * row_h, inner_w, row_h) for i in range(7))
    # Whole pixels: crisp edges and short draw commands.
    return PanelLayout(
        _whole(area), _whole(header), (_whole(halves[0]), _whole(halves[1])),
        (_whole(captions[0]), _whole(captions[1])), _whole(title),
        tuple(_whole(row) for row in rows),
    )


def _whole(rect: Rect) -> Rect:
    x, y = round(rect.x), round(rect.y)
    return Rect(x, y, round(rect.right) - x, round(rect.bottom) - y)


#: DamHex³'s board: 61 hexagons touching at their corners (H1).
HEX_BOARD = HexGrid()


@dataclass(frozen=True)
class HexLayout(_Canvas):
    """The pixel layout of a hex board view (DamHex³'s, the core's
    :class:`~dominochess_widget.core.geometry.HexGrid`), with the methods of
    :class:`BoardLayout` that the drawing and the clicks use.

    ``turn`` turns the board by ``turn`` × 120° counter-clockwise, so that
    the base of seat ``turn`` (White 0, Black 1, Red 2) is at the bottom;
    ``flipped`` is True when the board is turned at all. A piece is drawn in
    the square of side :attr:`square` round its hexagon's centre."""

    size: int = 480
    flipped: bool = False
    shape: HexGrid = HEX_BOARD
    scale: int = 2
    panel_ratio: float = PANEL_RATIO
    turn: int = 0
    # Derived, filled in by __post_init__.
    square: int = field(init=False)
    unit: float = field(init=False)
    origin: tuple[int, int] = field(init=False)
    board_rect: Rect = field(init=False)
    width: int = field(init=False)
    height: int = field(init=False)
    panel: PanelLayout = field(init=False)

    def __post_init__(self) -> None:
        size = check_size(self.size)
        side = size * self.scale
        pad = round(side * 0.02)
        left, bottom, right, top = self.shape.bounds()
        unit = (side - 2 * pad) / max(right - left, top - bottom)
        square = round(unit * 0.78)
        panel_width = _panel_width(size, self.panel_ratio) * self.scale
        set_ = object.__setattr__
        set_(self, "turn", self.turn % 3)
        set_(self, "flipped", self.turn % 3 != 0)
        set_(self, "square", square)
        set_(self, "unit", unit)
        set_(self, "origin", (pad, pad))
        set_(self, "board_rect", Rect(pad, pad, side - 2 * pad, side - 2 * pad))
        set_(self, "width", side + panel_width)
        set_(self, "height", side)
        set_(self, "panel", _panel_layout(Rect(side, pad, panel_width - pad, side - 2 * pad),
                                          _panel_unit(side)))

    def flip(self, flipped: bool | None = None) -> HexLayout:
        """The board turned to the next seat's base (``flipped`` False: White's)."""
        turn = (self.turn + 1) % 3 if flipped is None else (self.turn or 1) if flipped else 0
        return replace(self, turn=turn)

    # ------------------------------------------------------------ pixels
    def point(self, x: float, y: float) -> tuple[float, float]:
        """Board units (y up) to canvas pixels, the board turned."""
        angle = math.radians(120 * self.turn)
        cos, sin = math.cos(angle), math.sin(angle)
        cx, cy = self.board_rect.center
        return (cx + self.unit * (x * cos - y * sin), cy - self.unit * (x * sin + y * cos))

    def square_center(self, square: int) -> tuple[float, float]:
        return self.point(*self.shape.centre(square))

    def square_rect(self, square: int) -> Rect:
        """The square a piece on ``square`` is drawn in, round its centre."""
        if square not in self.shape.cells:
            raise ValueError(f"{square!r} is not a cell of this board")
        x, y = self.square_center(square)
        half = self.square / 2
        return Rect(round(x - half), round(y - half), self.square, self.square)

    def cell_polygon(self, square: int, shrink: float = 1.0) -> list[tuple[float, float]]:
        """The hexagon of ``square`` in canvas pixels (``shrink`` < 1: a smaller
        one round the same centre)."""
        cx, cy = self.shape.centre(square)
        return [self.point(cx + (x - cx) * shrink, cy + (y - cy) * shrink)
                for x, y in self.shape.outline(square)]

    def triangle_polygons(self) -> list[list[tuple[float, float]]]:
        return [[self.point(x, y) for x, y in triangle] for triangle in self.shape.triangles()]

    def square_at(self, x: float, y: float) -> int | None:
        """The hexagon under canvas pixel (x, y), or None."""
        try:
            x, y = float(x), float(y)
        except OverflowError:
            return None
        if not (math.isfinite(x) and math.isfinite(y)):
            return None
        cx, cy = self.board_rect.center
        u, v = (x - cx) / self.unit, (cy - y) / self.unit
        angle = -math.radians(120 * self.turn)
        cos, sin = math.cos(angle), math.sin(angle)
        return self.shape.hit(u * cos - v * sin, u * sin + v * cos)

    def display_order(self) -> list[int]:
        """Every cell, top row first, left to right, as drawn."""
        return sorted(self.shape.cells,
                      key=lambda c: (round(self.square_center(c)[1], 3), self.square_center(c)[0]))

    def coordinate_positions(self) -> list[tuple[str, float, float]]:
        """None beside the board: a hex board's numbers are in its cells."""
        return []


#: Either layout: what the drawing code and the board widget take.
Layout = BoardLayout | HexLayout
