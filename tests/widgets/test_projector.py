"""The board at the size its page gives it, without a browser.

A new size lays the board out again (new canvases of twice its CSS pixels,
the square buttons on the new cells, clicks mapped at that size); a
reserved board keeps its place empty and draws when revealed; the Voilà app
turns what the page measured (a :class:`Room`) into a board size, shows the
board once it is sized, and shows it anyway when no page measures itself.
The browser side (the script, the real page) is
``tests/browser/test_projector_browser.py``.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from test_board_widget import canvas_batches, frontend_event, texts

from dominochess_widget import Game, SettingError, games
from dominochess_widget.games.dominochess.board import parse_square
from dominochess_widget.games.dominoes.view import HEIGHT, WIDTH
from dominochess_widget.render.geometry import MAX_SIZE, MIN_SIZE, BoardLayout, fitting_size
from dominochess_widget.render.table import table_fitting, table_width
from dominochess_widget.widgets import BoardWidget
from dominochess_widget.widgets import app as app_module
from dominochess_widget.widgets.app import PlayApp, settings_from_query
from dominochess_widget.widgets.dominoes import TableBoard
from dominochess_widget.widgets.viewport import BOTTOM_MARGIN, Room, RoomProbe, board_size


def _descendants(widget: Any) -> list[Any]:
    """Every widget shown inside ``widget`` (its children, theirs, ...)."""
    found = []
    for child in getattr(widget, "children", ()):
        found += [child, *_descendants(child)]
    return found


# ---------------------------------------------------------------- sizes
@pytest.mark.parametrize(("width", "height"), [
    (1890, 700), (700, 2000), (1366, 405), (1000, 1000), (100, 100), (9000, 9000),
])
def test_fitting_size_is_the_largest_board_that_fits(width: int, height: int) -> None:
    size = fitting_size(width, height)
    assert MIN_SIZE <= size <= MAX_SIZE and size % 10 == 0

    def fits(size: int) -> bool:
        layout = BoardLayout(size=size)
        return layout.css_width <= width and layout.css_height <= height

    assert fits(size) or size == MIN_SIZE
    assert size == MAX_SIZE or not fits(size + 10)


def test_the_board_size_leaves_room_for_what_is_round_it() -> None:
    room = Room(view_height=1080, top=60, width=1890, beside=210, board_height=420,
                app_height=720)
    # 1080 - 60 above - 300 round the board - the margin; the width is not the limit.
    assert board_size(room) == fitting_size(1680, 1080 - 60 - 300 - BOTTOM_MARGIN) == 690
    narrow = Room(view_height=1080, top=60, width=900, beside=210, board_height=420,
                  app_height=720)
    assert BoardLayout(size=board_size(narrow)).css_width <= 900 - 210
    # Far down a long notebook: what lies above counts for a quarter at most.
    assert board_size(Room(1000, 5000, 1890, 0, 420, 720)) == fitting_size(1890, 426)
    # A column beside the board 150 px taller than it: the app's height does
    # not follow the board until the board is that tall.
    beside_taller = Room(view_height=1080, top=60, width=1500, beside=300, board_height=370,
                         app_height=370 + 150 + 280, slack=150)
    assert board_size(beside_taller) == fitting_size(1200, 1080 - 60 - 280 - BOTTOM_MARGIN)
    assert board_size(beside_taller) == 710
    # ... and it may grow that tall at no cost even where the app is too tall anyway.
    squeezed = Room(view_height=600, top=60, width=1336, beside=300, board_height=370,
                    app_height=370 + 150 + 280, slack=150)
    assert board_size(squeezed) == 520


@pytest.mark.parametrize("text", [
    "", "nonsense", "{}", "[1, 2]", '{"view_height": "tall"}',
    json.dumps({"view_height": -1, "top": 0, "width": 9, "beside": 0, "board_height": 9,
                "app_height": 9, "slack": 0}),
    json.dumps({"view_height": 1e9, "top": 0, "width": 9, "beside": 0, "board_height": 9,
                "app_height": 9, "slack": 0}),
    json.dumps({"view_height": 9, "top": 0, "width": 9, "beside": 0, "board_height": 9,
                "app_height": 9}),  # no slack
    '{"view_height": NaN, "top": 0, "width": 9, "beside": 0, "board_height": 9,'
    ' "app_height": 9, "slack": 0}',
])
def test_a_room_that_is_not_one_is_refused(text: str) -> None:
    assert Room.parse(text) is None


# ---------------------------------------------------------------- the board
@pytest.mark.parametrize(("game", "cells"), [
    ("dominochess", [parse_square(n) for n in ("a1", "e2", "h8", "d5")]),
    ("damhex", [0, 29, 47, 60]),  # cells 1, 30, 48 and 61
])
def test_a_new_size_is_drawn_on_new_canvases_and_clicks_follow(
    game: str, cells: list[int], sent: list[dict[str, Any]]
) -> None:
    board = BoardWidget(games.new(game, seed=1), size=420)
    clicked: list[int] = []
    board.on_square_click(clicked.append)
    old = [board.canvas, *board.layers, *board._stamps._canvases.values()]
    sent.clear()
    board.size = 700
    g = board.geometry
    assert (g.size, g.css_height, g.css_width) == (700, 700, round(700 * 1.6))
    canvas = board.canvas
    assert all(c.comm is None for c in old)  # closed: the browser frees them
    assert canvas.comm is not None and canvas not in old
    for c in (canvas, *board.layers):
        assert (c.width, c.height) == (2 * g.css_width, 2 * g.css_height)
    assert (canvas.layout.width, canvas.layout.height) == (f"{g.css_width}px", f"{g.css_height}px")
    shown = _descendants(board)
    assert canvas in shown and not any(c in shown for c in old)
    # One batch with the whole picture at the new size.
    (batch,) = canvas_batches(sent)
    assert texts(batch)
    # Clicks on the canvas, in canvas pixels of the new size.
    centres = [board.square_center(cell) for cell in cells if cell is not None]
    assert max(max(x, y) for x, y in centres) > 2 * 420  # off the old canvas
    for x, y in centres:
        frontend_event(board, {"event": "mouse_down", "x": x, "y": y})
    assert clicked == cells
    # A button per cell, laid at the new size.
    buttons = [w for w in shown if "dcw-square" in getattr(w, "_dom_classes", ())]
    assert len(buttons) == len(board.geometry.shape.cells)
    buttons[0].click()
    assert len(clicked) == len(cells) + 1


def test_a_bad_size_changes_nothing() -> None:
    board = BoardWidget(Game.new(seed=1), size=420)
    canvas = board.canvas
    for bad in (10, 10_000, "big", 480.5, True):
        with pytest.raises(SettingError):
            board.size = bad  # type: ignore[assignment]
    assert board.size == 420 and board.canvas is canvas and canvas.comm is not None


def test_a_reserved_board_keeps_its_place_and_draws_when_revealed(
    sent: list[dict[str, Any]]
) -> None:
    board = BoardWidget(Game.new(seed=1), size=420)
    board.on_square_click(lambda square: None)
    board.reserve()
    shown = _descendants(board)
    assert board.canvas not in shown and not any(
        "dcw-square" in getattr(w, "_dom_classes", ()) for w in shown)
    stage = next(w for w in shown if "dcw-stage" in getattr(w, "_dom_classes", ()))
    place = (f"{board.geometry.css_width}px", f"{board.geometry.css_height}px")
    assert (stage.layout.width, stage.layout.height) == place  # its place: board and panel
    assert place[1] == "420px"
    sent.clear()
    frontend_event(board, {"event": "client_ready"})  # a page connects: nothing to show
    assert canvas_batches(sent) == []
    board.reveal()
    (batch,) = canvas_batches(sent)
    assert "Red to move" in texts(batch)
    assert board.canvas in _descendants(board)


# ---------------------------------------------------------------- the app
def _measure(app: PlayApp, **room: float) -> None:
    """Type a room into the app's probe, as its script does."""
    (probe,) = [c for c in app.children if isinstance(c, RoomProbe)]
    box = probe.children[0]
    box.value = json.dumps(room)


def test_the_app_sizes_the_board_to_the_measured_room(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "seed=3")
    app = PlayApp()
    board, play = app.play.board, app.play
    assert board.reserved and play.layout.visibility == "hidden"
    around = 300
    room = {"view_height": 1080.0, "top": 60.0, "width": 1890.0, "beside": 210.0,
            "board_height": 420.0, "app_height": 420.0 + around, "slack": 0.0}
    _measure(app, **room)
    assert board.size == board_size(Room(**room)) == 690
    assert not board.reserved and play.layout.visibility == "visible"
    # A page that says nothing sensible changes nothing.
    (probe,) = [c for c in app.children if isinstance(c, RoomProbe)]
    probe.children[0].value = "{not json"
    assert board.size == 690
    # A slightly taller window: not worth a new canvas; much taller: grow.
    _measure(app, **{**room, "view_height": 1100.0, "board_height": 690.0,
                     "app_height": 690.0 + around})
    assert board.size == 690
    _measure(app, **{**room, "view_height": 1200.0, "board_height": 690.0,
                     "app_height": 690.0 + around})
    assert board.size == 810
    # A smaller window: shrink at once.
    _measure(app, **{**room, "view_height": 1070.0, "board_height": 810.0,
                     "app_height": 810.0 + around})
    assert board.size == 680


def test_without_a_measure_the_board_shows_after_a_while(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_module, "FALLBACK_SECONDS", 0.01)

    async def page_connects() -> tuple[bool, bool]:
        app = PlayApp(seed=1)
        frontend_event(app.play.board, {"event": "client_ready"})
        waiting = app.play.board.reserved
        await asyncio.sleep(0.2)
        return waiting, app.play.board.reserved

    assert asyncio.run(page_connects()) == (True, False)
    # No event loop (a script): no page to wait for.
    app = PlayApp(seed=1)
    frontend_event(app.play.board, {"event": "client_ready"})
    assert not app.play.board.reserved and app.play.layout.visibility == "visible"


def test_the_address_shares_a_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    assert settings_from_query("seed=42").seed == 42
    assert settings_from_query("seed=").seed is None
    for bad in ("-1", "x", "4294967296", "٣", "1e3", "9" * 5000):  # the last: no int() crash
        settings = settings_from_query(f"lang=it&seed={bad}")
        assert settings.seed is None
        (notice,) = settings.notices
        assert notice.startswith("L'indirizzo chiede il seme") and "4294967295" in notice
    monkeypatch.setenv("QUERY_STRING", "seed=42")
    assert PlayApp().play.seed == 42


# ---------------------------------------------------------------- the dominoes table
def test_8_the_app_sizes_the_dominoes_table_as_it_sizes_a_board(
    monkeypatch: pytest.MonkeyPatch, sent: list[dict[str, Any]]
) -> None:
    """Issue 27, item 8: the dominoes table filled 760 × 540 of any window.
    The app fits it to the measured room by the same probe, drawn at its
    new size (as sharp), and a click lands on the same tile."""
    monkeypatch.setenv("QUERY_STRING", "game=dominoes&opponent=friend")
    app = PlayApp()
    widget = app.play
    table = widget.table
    assert table.reserved and widget.layout.visibility == "hidden"
    room = {"view_height": 1080.0, "top": 60.0, "width": 1890.0, "beside": 420.0,
            "board_height": float(HEIGHT), "app_height": HEIGHT + 120.0, "slack": 0.0}
    _measure(app, **room)
    wanted = table_fitting(1890 - 420, 1080 - 60 - 120 - BOTTOM_MARGIN)
    assert table.size == board_size(Room(**room), table_fitting) == wanted == 870
    assert not table.reserved and widget.layout.visibility == "visible"
    scale = 2 * wanted / HEIGHT
    # Twice its CSS box each way (issue 27, item 8: 1801 backing px for a
    # 901 px wide box at 640 px, the scene's width × scale rounded).
    assert (table.canvas.width, table.canvas.height) == (2 * table_width(wanted), 2 * wanted)
    assert table.canvas.layout.height == f"{wanted}px"
    # Drawn at that scale: the labels' fonts grow with the table.
    batches = canvas_batches(sent)
    assert any(f"{round(14 * scale)}px" in str(batch) for batch in batches)
    # A click in the page's canvas pixels reaches the tile under it.
    widget.show_hand()
    tile = next(item for item in widget.scene.tiles if item.raised)
    x, y = tile.box.x + tile.box.width / 2, tile.box.y + tile.box.height / 2
    before = widget.scene
    frontend_event(table, {"event": "mouse_down", "x": x * scale, "y": y * scale})
    assert widget.scene != before and widget.error == ""


def test_8_a_table_is_never_drawn_smaller_than_its_own_size() -> None:
    """Its texts are 14 px at its own size: a small room leaves it there
    (the page scrolls); a bad size is refused and changes nothing."""
    assert table_fitting(500, 300) == HEIGHT
    assert table_fitting(100_000, 100_000) == MAX_SIZE
    table = TableBoard()
    for bad in (HEIGHT - 1, MAX_SIZE + 1, "big", 600.5, True):
        with pytest.raises(SettingError):
            table.size = bad  # type: ignore[assignment]
    assert table.size == HEIGHT and table.canvas.width == 2 * WIDTH
