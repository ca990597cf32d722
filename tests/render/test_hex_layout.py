"""The hex board's pixel layout (widgets/geometry.py, HexLayout): DamHex³'s
board turned for each seat, clicks hit-tested on hexagons, pieces in
squares that never overlap."""

from __future__ import annotations

from itertools import combinations

import pytest

from dominochess_widget.games.damhex.board import BASES, FRONTS
from dominochess_widget.games.damhex.view import SHAPE
from dominochess_widget.render.geometry import HexLayout
from dominochess_widget.widgets import BoardWidget


@pytest.mark.parametrize("turn", [0, 1, 2])
def test_every_centre_clicks_its_own_hexagon(turn: int) -> None:
    layout = HexLayout(size=420, shape=SHAPE, turn=turn)
    for cell in SHAPE.cells:
        assert layout.square_at(*layout.square_center(cell)) == cell
    assert layout.square_at(*layout.board_rect.center) == 30  # cell 31 is the centre
    assert layout.square_at(-5, -5) is None and layout.square_at(float("nan"), 3) is None


@pytest.mark.parametrize("turn", [0, 1, 2])
def test_the_turned_board_puts_that_seat_s_base_at_the_bottom(turn: int) -> None:
    layout = HexLayout(size=420, shape=SHAPE, turn=turn)
    lowest = max(layout.square_center(c)[1] for c in SHAPE.cells)
    for cell in BASES[turn]:
        assert abs(layout.square_center(cell)[1] - lowest) < 1e-6
    highest = min(layout.square_center(c)[1] for c in SHAPE.cells)
    for cell in FRONTS[turn]:
        assert abs(layout.square_center(cell)[1] - highest) < 1e-6


def test_pieces_stay_inside_the_board_and_never_overlap() -> None:
    layout = HexLayout(size=420, shape=SHAPE)
    rects = [layout.square_rect(c) for c in SHAPE.cells]
    board = layout.board_rect
    for r in rects:
        assert board.x <= r.x and r.right <= board.right
        assert board.y <= r.y and r.bottom <= board.bottom
    for a, b in combinations(rects, 2):
        assert a.right <= b.x or b.right <= a.x or a.bottom <= b.y or b.bottom <= a.y
    assert len(layout.triangle_polygons()) == 96


def test_the_board_widget_turns_through_the_three_seats() -> None:
    from dominochess_widget import games

    board = BoardWidget(games.new("damhex"), size=300)
    assert isinstance(board.geometry, HexLayout) and not board.flipped
    turns = []
    for _ in range(3):
        board.flip()
        turns.append(board.geometry.turn)  # type: ignore[union-attr]
    assert turns == [1, 0, 1]  # flip() toggles as on a square board
    board.flipped = True
    assert board.geometry.turn == 1  # type: ignore[union-attr]
    board.face(2)  # Red's base at the bottom
    assert board.geometry.turn == 2  # type: ignore[union-attr]
    assert board.square_at(*board.square_center(47)) == 47


def test_the_player_turns_the_board_to_the_person_s_base() -> None:
    from dominochess_widget.widgets import PlayWidget

    play = PlayWidget("damhex", opponent="easy", computer="white")  # the person is Black
    assert play.session.computer_seats == ("white", "red")
    assert play.board.geometry.turn == 1  # type: ignore[union-attr]
