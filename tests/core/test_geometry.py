"""Board geometry as data (core/geometry.py): square grids and the hex board."""

from __future__ import annotations

import math

import pytest

from dominochess_widget.core.geometry import HexGrid, SquareGrid

GRIDS = [SquareGrid(), SquareGrid(7, 7, tuple("abcdefg"), tuple("1234567")), HexGrid(4)]


def test_the_counts() -> None:
    assert len(SquareGrid().cells) == 64
    assert len(GRIDS[1].cells) == 49
    assert len(HexGrid(4).cells) == 61
    assert HexGrid(4).name(0) == "1" and HexGrid(4).name(60) == "61"


@pytest.mark.parametrize("grid", GRIDS, ids=["8x8", "7x7", "hex61"])
def test_neighbours_are_mutual_and_names_read_back(grid: SquareGrid | HexGrid) -> None:
    for cell in grid.cells:
        assert grid.cell_named(grid.name(cell)) == cell
        for other in grid.neighbours(cell).values():
            assert cell in grid.neighbours(other).values()


@pytest.mark.parametrize("grid", GRIDS, ids=["8x8", "7x7", "hex61"])
def test_every_centre_hits_its_cell_and_lies_in_the_bounds(grid: SquareGrid | HexGrid) -> None:
    left, bottom, right, top = grid.bounds()
    for cell in grid.cells:
        assert grid.hit(*grid.centre(cell)) == cell
        for x, y in grid.outline(cell):
            assert left - 1e-9 <= x <= right + 1e-9 and bottom - 1e-9 <= y <= top + 1e-9
    assert grid.hit(right + 5, top + 5) is None


def test_hexagons_share_one_corner_with_each_neighbour_and_triangles_fill_between() -> None:
    """The kagome board (DamHex³, H1): 61 hexagons, 96 triangles."""
    grid = HexGrid(4)
    corners = {}
    for cell in grid.cells:
        mine = {(round(x, 6), round(y, 6)) for x, y in grid.outline(cell)}
        corners[cell] = mine
        for other in grid.neighbours(cell).values():
            theirs = {(round(x, 6), round(y, 6)) for x, y in grid.outline(other)}
            assert len(mine & theirs) == 1  # a corner, never an edge
    degrees = sorted(len(grid.neighbours(c)) for c in grid.cells)
    assert degrees.count(6) == 37 and degrees[0] == 3  # inner cells, and the 6 corners
    triangles = grid.triangles()
    assert len(triangles) == 96
    every_corner = set().union(*corners.values())
    for triangle in triangles:
        points = {(round(x, 6), round(y, 6)) for x, y in triangle}
        assert points <= every_corner  # each corner is a hexagons' shared corner
        cx, cy = (sum(p[0] for p in triangle) / 3, sum(p[1] for p in triangle) / 3)
        assert grid.hit(cx, cy) is None  # a triangle is no cell


def test_the_hex_reading_order_is_rows_top_down() -> None:
    grid = HexGrid(4)
    ys = [grid.centre(c)[1] for c in grid.cells]
    assert ys == sorted(ys, reverse=True)
    assert [round(grid.centre(c)[0], 6) for c in range(5)] == sorted(
        round(grid.centre(c)[0], 6) for c in range(5))
    assert math.isclose(grid.centre(30)[0], 0.0, abs_tol=1e-9)  # 31 is the centre


def test_square_grid_knows_dark_squares_and_names() -> None:
    board = SquareGrid()
    assert board.name(0) == "a1" and board.is_dark(0) and not board.is_dark(1)
    assert board.cell_named("h8") == 63 and board.cell_named("i9") is None
    assert board.neighbours(0) == {"n": 8, "ne": 9, "e": 1}
