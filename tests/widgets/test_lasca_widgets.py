"""Lasca on the board, in the viewer and in the player: columns readable
at a glance (a pile with its height) and in words (a click, the panel,
"Read the board"); a step of the viewer stays one small message."""

from __future__ import annotations

import random
from typing import Any

import pytest
from test_board_widget import (
    DRAW_IMAGE,
    FRAME_GOAL_BYTES,
    canvas_batches,
    canvas_messages,
    texts,
    websocket_frame_bytes,
)

from dominochess_widget import games
from dominochess_widget.core.any_record import write_any_record
from dominochess_widget.core.errors import ActionError
from dominochess_widget.games.draughts.view import LOOKS
from dominochess_widget.games.lasca.board import SQUARES_BY_NAME
from dominochess_widget.games.lasca.view import VIEW, describe_column
from dominochess_widget.session import PlaySession
from dominochess_widget.widgets import BoardWidget, GameViewer

#: c3: a white soldier commanding a black soldier and a black officer;
#: e5: a black soldier alone; g7 a black officer.
COLUMNS = "W c3=wbB e5=b g7=B"


def sq(name: str) -> int:
    return SQUARES_BY_NAME[name]


def random_game(moves: int, seed: int) -> Any:
    game, rng = games.new("lasca"), random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    return game


def test_the_scene_puts_the_commander_on_top_and_the_prisoners_under_it() -> None:
    scene = VIEW.scene(games.from_position("lasca", COLUMNS), "en", {})
    assert dict(scene.pieces) == {sq("c3"): LOOKS["white", False], sq("e5"): LOOKS["black", False],
                                  sq("g7"): LOOKS["black", True]}
    assert scene.stacks == ((sq("c3"), (LOOKS["black", False], LOOKS["black", True])),)


def test_the_board_draws_a_pile_with_its_height(sent: list[dict[str, Any]]) -> None:
    board = BoardWidget(games.from_position("lasca", COLUMNS))
    sent.clear()
    board.show(games.from_position("lasca", "W c3=wbBw e5=b g7=B"))  # c3 grows to 4
    (batch,) = canvas_batches(sent)
    assert "4" in texts(batch)
    assert board.last_error is None


@pytest.mark.parametrize(("square", "language", "expected"), [
    ("c3", "en", "c3: a column of 3, top to bottom: White soldier (commander), Black soldier, "
                 "Black officer."),
    ("c3", "it", "c3: colonna di 3, dall'alto in basso: pedina bianca (guida), pedina nera, "
                 "ufficiale nero."),
    ("g7", "en", "g7: Black officer, alone."),
    ("a1", "en", "a1 is empty."),
    ("a1", "it", "a1 è vuota."),
])
def test_a_column_in_words(square: str, language: str, expected: str) -> None:
    assert describe_column(games.from_position("lasca", COLUMNS), sq(square), language) == expected


def test_the_panel_lists_the_picked_column_and_what_the_last_capture_took() -> None:
    game = games.new("lasca")
    game.play("c3-d4")
    game.play("e5xc3")
    notes = VIEW.scene(game, "en", {"picked": sq("c3")}).notes
    assert notes == (
        "White: columns 10, prisoners held 0", "Black: columns 11, prisoners held 1",
        "A capture is compulsory.", "Last move: e5xc3", "Took the top of d4, now under c3",
        "Column on c3, 2 high:", "▲ Black soldier (commander)", "· White soldier",
    )


def test_clicks_play_and_a_refused_click_says_what_the_column_holds() -> None:
    session = PlaySession(games.from_position("lasca", COLUMNS))
    said = session.click(sq("e5"))
    assert said == [describe_column(session.game, sq("e5"), "en") + " Click one of White's pieces."]
    assert session.click(sq("c3")) == []
    assert session.click(sq("d4")) == ["White: c3-d4"]
    assert session.describe_position() == [
        "d4: a column of 3, top to bottom: White soldier (commander), Black soldier, "
        "Black officer.",
        "e5: Black soldier, alone.", "g7: Black officer, alone."]


def test_a_capture_is_clicked_landing_by_landing() -> None:
    session = PlaySession(games.from_position("lasca", "W c3=w d4=b d6=b f6=bw a5=b"))
    assert session.status() == "White to move: a capture is compulsory"
    session.click(sq("c3"))
    assert session.click(sq("e5")) == []  # two ways on, over d6 or f6: wait
    assert session.click(sq("g7")) == ["White: c3xe5xg7"]
    assert session.game.column(sq("g7")) == "Wbb"  # promoted, the two commanders under it
    assert session.game.column(sq("f6")) == "w"  # freed


def test_the_viewer_says_what_a_clicked_column_holds_and_forgets_it_on_a_step() -> None:
    game = random_game(30, 3)
    tall = max(game.columns(), key=lambda item: len(item[1]))[0]
    viewer = GameViewer(write_any_record(game))
    viewer.go(len(viewer.frames) - 1)
    viewer.board.click_square(tall)
    assert viewer.board.message == describe_column(game, tall, "en")
    viewer.go(0)
    assert viewer.board.message == ""
    italian = GameViewer(write_any_record(game), language="it")
    assert italian.inspect(sq("a1")).startswith("a1")
    assert italian.inspect("E3") == describe_column(games.new("lasca"), sq("e3"), "it")
    for bad in ("z9", 49, -1):
        with pytest.raises(ActionError, match="is not a square of this board"):
            italian.inspect(bad)


def test_every_viewer_step_is_one_small_message(sent: list[dict[str, Any]]) -> None:
    game = random_game(80, 11)
    viewer = GameViewer(write_any_record(game))
    for index in range(1, len(viewer.frames)):
        sent.clear()
        viewer.go(index)
        messages = canvas_messages(sent)
        assert len(messages) == 1, index
        assert websocket_frame_bytes(messages[0]) <= FRAME_GOAL_BYTES, index


@pytest.mark.parametrize("height", [2, 3, 5, 11])
def test_a_column_of_any_height_stays_inside_its_square(
    sent: list[dict[str, Any]], height: int
) -> None:
    """The pieces layer redraws a square and nothing beyond it: a pile that
    spilled over would leave stale pixels on the square above."""
    board = BoardWidget(games.from_position("lasca", "W a1=w"))
    rect = board.geometry.square_rect(sq("d4"))
    sent.clear()
    board.show(games.from_position("lasca", "W a1=w d4=w" + "b" * (height - 1)))
    images = [command[1] for batch in canvas_batches(sent) for command in batch
              if command[0] == DRAW_IMAGE and len(command[1]) >= 5]
    near = [args[1:5] for args in images
            if rect.x - rect.width < args[1] < rect.right
            and rect.y - rect.height < args[2] < rect.bottom]
    assert len(near) >= height
    for x, y, width, tall in near:
        assert rect.x <= x and x + width <= rect.right
        assert rect.y <= y and y + tall <= rect.bottom
