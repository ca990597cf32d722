"""The board under everything: its squares, edge and a–h / 1–8
coordinates, or the hex board's triangles, hexagons, tinted bases, rimmed
fronts and cell numbers (DamHex³). Drawn once per layout, on the bottom
layer (:mod:`~dominochess_widget.render.layers`).
"""

from __future__ import annotations

from typing import Any

from dominochess_widget.render.fonts import text_width
from dominochess_widget.render.geometry import HexLayout, Layout
from dominochess_widget.render.palette import DEFAULT_PALETTE, Palette
from dominochess_widget.render.primitives import font, pen


def draw_board(canvas: Any, layout: Layout, palette: Palette = DEFAULT_PALETTE) -> None:
    """Background, squares, edge and the a–h / 1–8 coordinates (or the hex
    board: its triangles, hexagons, bases, fronts and cell numbers)."""
    canvas.fill_style = palette.background
    canvas.fill_rect(0, 0, layout.width, layout.height)
    if isinstance(layout, HexLayout):
        _draw_hex_board(canvas, layout, palette)
        return
    shape = layout.shape
    for dark, colour in ((False, palette.light_square), (True, palette.dark_square)):
        rects = [layout.square_rect(sq) for sq in shape.squares if shape.is_dark(sq) == dark]
        canvas.fill_style = colour
        canvas.fill_rects([r.x for r in rects], [r.y for r in rects], layout.square)
    board = layout.board_rect
    pen(canvas, palette.board_edge, max(1.0, layout.square * 0.025))
    canvas.stroke_rect(board.x, board.y, board.width, board.height)
    canvas.fill_style = palette.coordinates
    canvas.font = font(layout.margin * 0.55, bold=True, least=layout.least_font)
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    for label, x, y in layout.coordinate_positions():
        canvas.fill_text(label, x, y)


def _draw_hex_board(canvas: Any, layout: HexLayout, palette: Palette) -> None:
    """The kagome board (DamHex³, H1): light triangles between dark
    hexagons; each base tinted in its owner's colour, each front rimmed in
    it; every cell's number under its hexagon (see :func:`_draw_hex_numbers`)."""
    shape = layout.shape
    canvas.fill_style = palette.light_square
    for triangle in layout.triangle_polygons():
        canvas.fill_polygon(triangle)
    canvas.fill_style = palette.dark_square
    for cell in shape.cells:
        canvas.fill_polygon(layout.cell_polygon(cell))
    canvas.global_alpha = 0.55
    for cell, colour in shape.tints:
        canvas.fill_style = getattr(palette, colour)
        canvas.fill_polygon(layout.cell_polygon(cell))
    canvas.global_alpha = 1.0
    pen(canvas, palette.board_edge, max(1.0, layout.unit * 0.025), join="round")
    for cell in shape.cells:
        canvas.stroke_polygon(layout.cell_polygon(cell))
    for cell, colour in shape.rims:
        pen(canvas, getattr(palette, colour), max(2.0, layout.unit * 0.07), join="round")
        canvas.stroke_polygon(layout.cell_polygon(cell, 0.86))
    _draw_hex_numbers(canvas, layout, palette)


def _draw_hex_numbers(canvas: Any, layout: HexLayout, palette: Palette) -> None:
    """Each cell's number, dark on a light tag in the triangle under its
    hexagon: clear of the piece standing on the cell (which fills the
    hexagon), ``layout.least_font`` px at least (issue 27, item 5)."""
    shape = layout.shape
    size = max(layout.unit * 0.23, layout.least_font)
    height = size * 1.15
    canvas.font = font(size, bold=True)
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    below = layout.unit * (0.433 + 0.03)  # the hexagon's lower edge, and a gap
    for cell in shape.cells:
        x, y = layout.square_center(cell)
        name = shape.name(cell)
        width = text_width(name, size, True) + size * 0.3
        canvas.fill_style = palette.tile_face
        canvas.fill_rect(round(x - width / 2), round(y + below), round(width), round(height))
        canvas.fill_style = palette.text
        canvas.fill_text(name, x, y + below + height / 2)


__all__ = [
    "draw_board",
]
