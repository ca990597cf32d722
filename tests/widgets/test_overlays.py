"""Board overlays (widgets/overlays.py, a view's ``overlays``): domino
chess's danger map switched on and off on the board, in words, in the
viewer at a turn's end, and in a picture."""

from __future__ import annotations

import dominochess_widget.games  # noqa: F401  (the games and their texts)
from dominochess_widget.games.dominochess.board import parse_square
from dominochess_widget.games.dominochess.rules import Game
from dominochess_widget.render import pictures
from dominochess_widget.widgets import BoardWidget, GameViewer, PlayWidget
from dominochess_widget.widgets.overlays import OverlayToggles

ROOK_ON_E8 = Game.from_position("4r2k/8/8/8/8/8/8/K3K3", "red", "0|0", seed=1, draw_rule=None)


def test_the_danger_map_labels_the_pieces_in_danger_only_when_switched_on() -> None:
    board = BoardWidget()
    board.show(ROOK_ON_E8)
    assert board._scene().labels == ()
    toggles = OverlayToggles(board, "en")
    toggles.sync(ROOK_ON_E8)
    toggles.switch("danger")
    assert board.overlays == {"danger"}
    assert board._scene().labels == ((parse_square("e1"), "48%"),)
    assert toggles.words[2] == "your king on e1: 13/27 = 48%"
    toggles.switch("danger", on=False)
    assert board._scene().labels == () and toggles.words == ()


def test_a_game_without_overlays_offers_no_checkbox() -> None:
    player = PlayWidget("russian", seed=2)
    assert player.overlays.children == ()


def test_at_a_turn_s_end_the_viewer_maps_the_side_that_played() -> None:
    # Game 2: Red's first turn ends (two steps) with the king on g2 in the
    # Blue queen's line; Blue's tile is drawn but the map counts the 27
    # tiles Blue could have drawn.
    viewer = GameViewer.example("2_hunting_two_kings", language="it")
    viewer.overlays.switch("danger")
    ends = [i for i, frame in enumerate(viewer.frames) if frame.finished is not None]
    viewer.go(ends[0])
    assert viewer.frames[ends[0]].finished.side.value == "red"
    assert "il tuo re in g2: 13/27 = 48%" in viewer.overlays.words


def test_a_picture_can_carry_the_danger_map() -> None:
    assert "48%" in pictures.svg(ROOK_ON_E8, overlays=["danger"])
    assert "48%" not in pictures.svg(ROOK_ON_E8)
