"""BoardWidget without a browser: geometry, batching, errors, clicks, texts.

Every comm message any widget sends is recorded by patching the dummy comm
that ipywidgets uses outside a kernel, so "one redraw = one message" is
checked on the wire, not on ipycanvas internals.
"""

from __future__ import annotations

import json
import re
from typing import Any

import comm
import pytest
from ipycanvas import hold_canvas
from ipycanvas.canvas import COMMANDS

from dominochess_widget import Game, SettingError, Side
from dominochess_widget.annotations import Annotations, Arrow, SquareMark
from dominochess_widget.engine.board import parse_square, square_name
from dominochess_widget.messages import CATALOGUES, translate
from dominochess_widget.widgets import BoardLayout, BoardShape, BoardWidget
from dominochess_widget.widgets import board as board_module
from dominochess_widget.widgets.batching import canvas_manager
from dominochess_widget.widgets.drawing import draw_scene
from dominochess_widget.widgets.scene import HalfState, scene_from_game

SWITCH = COMMANDS["switchCanvas"]
FILL_TEXT = COMMANDS["fillText"]


def sq(name: str) -> int:
    square = parse_square(name)
    assert square is not None
    return square


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Every message published on any widget comm during the test."""
    log: list[dict[str, Any]] = []

    def publish(self: Any, msg_type: str, data: Any = None, metadata: Any = None,
                buffers: Any = None, **keys: Any) -> None:
        log.append({"type": msg_type, "data": data or {}, "buffers": list(buffers or []),
                    "comm": self.comm_id})

    monkeypatch.setattr(comm.DummyComm, "publish_msg", publish)
    return log


def canvas_batches(log: list[dict[str, Any]]) -> list[list[Any]]:
    """The command lists of the canvas manager's custom messages."""
    manager_id = canvas_manager().comm.comm_id
    batches = []
    for message in log:
        if message["comm"] == manager_id and message["data"].get("method") == "custom":
            commands = json.loads(bytes(message["buffers"][0]))
            batches.append(commands if isinstance(commands[0], list) else [commands])
    return batches


def texts(batch: list[Any]) -> list[str]:
    return [command[1][0] for command in batch if command[0] == FILL_TEXT]


def frontend_event(board: BoardWidget, content: dict[str, Any]) -> None:
    """Deliver a message from the browser to the board's canvas, as the
    kernel does (the MultiCanvas routes it to its top layer's handler)."""
    board.canvas._handle_custom_msg(content, [])


def played(seed: int, count: int) -> Game:
    game = Game.new(seed=seed)
    for step in range(count):
        actions = game.legal_actions()
        game.play(actions[(step * 7 + 3) % len(actions)])
    return game


# ------------------------------------------------------------------ geometry
@pytest.mark.parametrize("flipped", [False, True])
@pytest.mark.parametrize("size", [240, 480, 777])
def test_square_at_and_square_center_round_trip(size: int, flipped: bool) -> None:
    board = BoardWidget(Game.new(seed=1), size=size, flipped=flipped)
    g = board.geometry
    assert (board.canvas.width, board.canvas.height) == (g.width, g.height)
    for square in range(64):
        x, y = board.square_center(square)
        assert board.square_at(x, y) == square
        rect = g.square_rect(square)
        assert board.square_at(rect.x, rect.y) == square
        assert board.square_at(rect.right - 0.01, rect.bottom - 0.01) == square
        assert 0 <= x < g.width and 0 <= y < g.height
    left, top = g.origin
    assert board.square_at(left - 1, top + 5) is None
    assert board.square_at(g.board_rect.right + 1, top + 5) is None
    assert board.square_at(left + 5, g.board_rect.bottom + 1) is None
    assert board.square_at(float("nan"), 10) is None


def test_orientation_and_flip() -> None:
    board = BoardWidget(Game.new(seed=1))
    a1, h8 = board.square_center(sq("a1")), board.square_center(sq("h8"))
    assert a1[0] < h8[0] and a1[1] > h8[1]  # a1 bottom left
    board.flip()
    assert board.flipped
    a1, h8 = board.square_center(sq("a1")), board.square_center(sq("h8"))
    assert a1[0] > h8[0] and a1[1] < h8[1]  # a1 top right
    board.flipped = False
    assert board.square_at(*board.square_center(sq("e2"))) == sq("e2")


def test_geometry_is_data_for_other_boards() -> None:
    draughts = BoardShape(10, 10, tuple("abcdefghij"), tuple(str(n) for n in range(1, 11)))
    for flipped in (False, True):
        layout = BoardLayout(size=500, flipped=flipped, shape=draughts)
        assert sorted(layout.display_order()) == list(range(100))
        for square in draughts.squares:
            assert layout.square_at(*layout.square_center(square)) == square
    assert draughts.name(99) == "j10" and draughts.is_dark(0)
    labels = {label for label, _, _ in BoardLayout(size=500, shape=draughts)
              .coordinate_positions()}
    assert {"a", "j", "1", "10"} <= labels


def test_bad_settings_are_explained() -> None:
    with pytest.raises(SettingError, match="board size"):
        BoardWidget(size=10)
    with pytest.raises(SettingError, match="not a game"):
        BoardWidget("rrqkkqrr")  # type: ignore[arg-type]
    with pytest.raises(SettingError, match="not a language"):
        BoardWidget(language="xx")
    board = BoardWidget()
    with pytest.raises(SettingError, match="not a game"):
        board.show(42)  # type: ignore[arg-type]


# ------------------------------------------------------------------ batching
def test_show_sends_exactly_one_message(sent: list[dict[str, Any]]) -> None:
    game = played(3, 5)
    board = BoardWidget(game)
    sent.clear()
    board.show(game, Annotations((SquareMark(sq("d4"), "G"),), (Arrow(sq("c1"), sq("g5"), "R"),)))
    assert len(sent) == 1, sent
    (batch,) = canvas_batches(sent)
    # The batch opens with its own "switch canvas" (the reload / Voilà cure).
    assert batch[0][0] == SWITCH
    assert len(batch) > 50
    assert canvas_manager()._caching is False


def test_flip_without_clicks_is_one_message(sent: list[dict[str, Any]]) -> None:
    board = BoardWidget(Game.new(seed=1))
    sent.clear()
    board.flip()
    assert len(canvas_batches(sent)) == 1 and len(sent) == 1


def test_show_inside_an_outer_hold_canvas_joins_it(sent: list[dict[str, Any]]) -> None:
    game = Game.new(seed=1)
    first, second = BoardWidget(game), BoardWidget(game, flipped=True)
    sent.clear()
    with hold_canvas():
        first.show(game)
        second.show(game)
        assert sent == []
    assert len(canvas_batches(sent)) == 1


def test_client_ready_repaints_everything_in_one_message(sent: list[dict[str, Any]]) -> None:
    board = BoardWidget(Game.new(seed=1))
    sent.clear()
    frontend_event(board, {"event": "client_ready"})
    (batch,) = canvas_batches(sent)
    assert batch[0][0] == SWITCH
    switched_to = {command[1][0] for command in batch if command[0] == SWITCH}
    # The ten sprites and the four layers are all redrawn.
    assert len(switched_to) >= 14
    assert "Red to move" in texts(batch)


# ---------------------------------------------------------------- exceptions
def test_an_exception_while_drawing_is_shown_and_the_next_show_works(
    sent: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game.new(seed=1)
    board = BoardWidget(game)
    original = draw_scene

    def broken(layers: Any, *args: Any, **kwargs: Any) -> None:
        layers[1].fill_rect(0, 0, 10, 10)  # half a picture, then a failure
        raise RuntimeError("the drawing broke")

    monkeypatch.setattr(board_module, "draw_scene", broken)
    sent.clear()
    board.show(game)  # must not raise
    expected = translate("board.error", "en", error="RuntimeError: the drawing broke")
    assert board.message == expected
    assert isinstance(board.last_error, RuntimeError)
    assert canvas_batches(sent) == []  # the half picture was dropped, not sent
    manager = canvas_manager()
    assert manager._caching is False and manager._commands_cache == []
    assert "Something went wrong" in board.children[-1].value

    monkeypatch.setattr(board_module, "draw_scene", original)
    sent.clear()
    board.show(game)
    assert len(canvas_batches(sent)) == 1
    assert board.message == ""  # the error is cleared by the next good picture


def test_an_exception_from_the_engine_is_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game.new(seed=1)
    board = BoardWidget(game)

    def refuse(self: Game) -> None:
        raise SettingError("seed.bad", value=-1)

    monkeypatch.setattr(Game, "halves", refuse)
    board.show(game)
    assert board.message == translate(
        "board.error", "en", error=translate("seed.bad", "en", value=-1)
    )


def test_a_bad_annotation_is_reported_not_drawn(sent: list[dict[str, Any]]) -> None:
    game = Game.new(seed=1)
    board = BoardWidget(game)
    sent.clear()
    board.show(game, Annotations(arrows=(Arrow(sq("a1"), 99, "G"),)))
    assert board.message.startswith("Something went wrong: ValueError: 99")
    assert canvas_batches(sent) == []
    board.show(game)
    assert board.message == "" and len(canvas_batches(sent)) == 1


def test_user_messages_are_escaped_and_cleared() -> None:
    board = BoardWidget()
    board.show_message("<b>bold</b> & more")
    assert board.message == "<b>bold</b> & more"
    status = board.children[-1].value
    assert "&lt;b&gt;" in status and 'aria-live="polite"' in status
    board.show_message("")
    assert board.children[-1].value == ""


# -------------------------------------------------------------------- clicks
@pytest.mark.parametrize("flipped", [False, True])
def test_mouse_down_on_the_canvas_calls_the_square_callback(flipped: bool) -> None:
    board = BoardWidget(Game.new(seed=1), flipped=flipped)
    clicked: list[int] = []
    board.on_square_click(clicked.append)
    for name in ("a1", "e2", "h8", "d5"):
        x, y = board.square_center(sq(name))
        frontend_event(board, {"event": "mouse_down", "x": x, "y": y})
    assert [square_name(s) for s in clicked] == ["a1", "e2", "h8", "d5"]
    # The coordinate margin and the panel are not squares.
    frontend_event(board, {"event": "mouse_down", "x": 2, "y": 2})
    frontend_event(board, {"event": "mouse_down", "x": board.geometry.width - 5, "y": 50})
    assert len(clicked) == 4
    x, y = board.square_center(sq("c3"))
    frontend_event(board, {"event": "touch_start", "touches": [{"x": x, "y": y}]})
    assert square_name(clicked[-1]) == "c3"


def test_square_buttons_follow_the_flip() -> None:
    board = BoardWidget(Game.new(seed=1))
    clicked: list[int] = []
    board.on_square_click(clicked.append)
    overlay = board._overlay
    assert len(overlay.children) == 64
    overlay.children[0].click()  # top left
    assert square_name(clicked[-1]) == "a8"
    assert overlay.children[0].tooltip == translate("board.square", "en", square="a8")
    board.flip()
    overlay.children[0].click()
    assert square_name(clicked[-1]) == "h1"
    overlay.children[-1].click()  # bottom right
    assert square_name(clicked[-1]) == "a8"
    board.on_square_click(clicked.append, remove=True)
    overlay.children[5].click()
    assert len(clicked) == 3


def test_an_exception_in_a_click_callback_is_shown_not_raised() -> None:
    board = BoardWidget(Game.new(seed=1))
    calls: list[int] = []

    def callback(square: int) -> None:
        calls.append(square)
        if len(calls) == 1:
            raise ValueError("no such move")

    board.on_square_click(callback)
    x, y = board.square_center(sq("b1"))
    frontend_event(board, {"event": "mouse_down", "x": x, "y": y})
    assert board.message == translate("board.error", "en", error="ValueError: no such move")
    frontend_event(board, {"event": "mouse_down", "x": x, "y": y})
    assert calls == [sq("b1"), sq("b1")]


# --------------------------------------------------------------------- texts
def test_every_text_drawn_comes_from_the_catalogue(
    sent: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    marked = {key: f"⟦{value}⟧" for key, value in CATALOGUES["en"].items()}
    monkeypatch.setitem(CATALOGUES, "en", marked)
    game = played(3, 5)
    board = BoardWidget(game)
    sent.clear()
    frontend_event(board, {"event": "client_ready"})  # a full repaint
    drawn = texts(canvas_batches(sent)[0])
    assert drawn
    for text in drawn:
        # Coordinates and half numbers are notation; everything else is a message.
        assert re.fullmatch(r"[a-h1-8]|[0-6]", text) or (
            text.startswith("⟦") and text.endswith("⟧")
        ), text


def test_scene_reads_the_halves_from_the_engine() -> None:
    game = Game.new(seed=1)  # tile 3|5: the rooks are shut in, the knights can jump
    scene = scene_from_game(game, "en")
    assert scene.header == translate("board.to_move", "en", side=Side.RED)
    assert [h.state for h in scene.halves] == [HalfState.BLOCKED, HalfState.OPEN]
    assert scene.halves[0].caption == "no move: no rook can move"
    knights = {sq(n) for n in ("a2", "b2", "g2", "h2")}
    assert set(scene.selected) == knights
    assert {(b.square, b.number, b.can_move) for b in scene.badges} == (
        {(s, 5, True) for s in knights}
        | {(sq(n), 3, False) for n in ("a1", "b1", "g1", "h1")}
    )
    assert [row.active for row in scene.legend] == [n in (3, 5) for n in range(7)]

    game.play("5:Nb2-c4")
    scene = scene_from_game(game, "en")
    assert scene.halves[1].state is HalfState.PLAYED
    assert scene.halves[1].caption == "played Nb2-c4"
    assert scene.last_actions == ((sq("b2"), sq("c4"), 5),)
    assert scene_from_game(game, "en", last_actions=()).last_actions == ()

    game.play("3:Rb1-b2")  # the turn ends; Blue's view shows Red's two actions
    scene = scene_from_game(game, "en")
    assert scene.header == "Blue to move"
    assert scene.last_actions == ((sq("b2"), sq("c4"), 5), (sq("b1"), sq("b2"), 3))

    game.resign()
    over = scene_from_game(game, "en")
    assert over.header.startswith("Red wins")
    assert over.selected == () and all(h.state is HalfState.IDLE for h in over.halves)


def test_a_jolly_does_not_offer_the_piece_that_already_moved() -> None:
    game = Game.new(seed=19)  # 5|6
    assert game.tile == (5, 6)
    game.play("5:Nb2-c4")
    scene = scene_from_game(game, "en")
    assert game.moved_square == sq("c4")
    # The knight on c4 is of the Jolly's kinds but may not move again.
    assert (sq("c4"), 6, False) in {(b.square, b.number, b.can_move) for b in scene.badges}
    assert sq("c4") not in scene.selected and sq("a2") in scene.selected


def test_repr_is_stable() -> None:
    first = BoardWidget(Game.new(seed=1))
    second = BoardWidget(Game.new(seed=2), size=400, flipped=True)
    assert repr(first) == "BoardWidget(size=480, flipped=False, language='en')"
    assert repr(second) == "BoardWidget(size=400, flipped=True, language='en')"
    bundle = first._repr_mimebundle_()
    assert bundle["text/plain"] == repr(first)
    first.on_square_click(lambda square: None)
    first.show(played(1, 3))
    assert repr(first) == "BoardWidget(size=480, flipped=False, language='en')"


def test_empty_board_shows_the_legend() -> None:
    board = BoardWidget()
    assert board.game is None and board.last_error is None
    board.show(Game.new(seed=5))
    board.show(None)
    assert board.last_error is None
