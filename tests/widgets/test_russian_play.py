"""Playing Russian draughts through the game-agnostic PlaySession and PlayWidget:
clicks matched against the moves' click paths, the engine's explanations,
undo/redo, the computer, records."""

from __future__ import annotations

import asyncio

import pytest

from dominochess_widget import games
from dominochess_widget.games.russian import Draughts
from dominochess_widget.games.russian.board import SQUARES_BY_NAME
from dominochess_widget.session import PlaySession
from dominochess_widget.widgets.play import PlayWidget


def sq(name: str) -> int:
    return SQUARES_BY_NAME[name]


def moves(state: object) -> list[str]:
    return [str(m) for m in state.history]  # type: ignore[attr-defined]


#: White's man c3 may take d4 then f6 (c3:e5:g7) or d4 then d6 (c3:e5:c7);
#: the man a1 could step to b2, but a capture is compulsory.
TWO_ROUTES = "W:Wa1,c3:Bd4,d6,f6,h8"
#: The same without d6: only one route.
ONE_ROUTE = "W:Wa1,c3:Bd4,f6,h8"


# ---------------------------------------------------------------- clicks
def test_click_a_man_then_its_landing_square_plays_the_move() -> None:
    session = PlaySession(games.new("russian"))
    assert session.click(sq("c3")) == []
    assert session.picked == sq("c3") and session.targets() == {sq("b4"): (), sq("d4"): ()}
    assert session.click(sq("d4")) == ["White: c3-d4"]
    assert moves(session.game) == ["c3-d4"]
    assert session.status() == "Black to move"
    assert session.clicked == ()


def test_a_multi_capture_by_clicking_each_landing_square() -> None:
    session = PlaySession(games.from_position("russian", TWO_ROUTES))
    assert session.status() == "White to move: a capture is compulsory"
    assert session.click(sq("c3")) == []
    assert session.targets() == {sq("e5"): ()}
    assert session.click(sq("e5")) == []  # two routes go on from e5: wait
    assert session.clicked == (sq("c3"), sq("e5"))
    assert session.targets() == {sq("c7"): (), sq("g7"): ()}
    assert session.click(sq("g7")) == ["White: c3:e5:g7"]
    assert moves(session.game) == ["c3:e5:g7"]
    assert session.game.position() == "B:Wa1,g7:Bd6,h8"  # Turkish strike: both taken at the end


def test_the_move_is_played_as_soon_as_only_one_fits() -> None:
    session = PlaySession(games.from_position("russian", ONE_ROUTE))
    assert session.click(sq("c3")) == []  # picking a piece never plays
    assert session.click(sq("e5")) == ["White: c3:e5:g7"]  # the only route: no need to click g7
    assert moves(session.game) == ["c3:e5:g7"]


def test_the_start_and_the_last_square_of_a_capture_are_enough() -> None:
    session = PlaySession(games.from_position("russian", TWO_ROUTES))
    session.click(sq("c3"))
    assert session.click(sq("c7")) == ["White: c3:e5:c7"]


def test_a_compulsory_capture_elsewhere_is_explained_by_the_engine() -> None:
    session = PlaySession(games.from_position("russian", TWO_ROUTES))
    assert session.click(sq("a1")) == ["a1: a capture is compulsory: c3:e5:c7, c3:e5:g7."]
    assert session.picked is None
    session.click(sq("c3"))
    session.click(sq("e5"))
    # Another own piece while a route is half clicked: why that piece cannot move.
    assert session.click(sq("a1"))[0].startswith("a1: a capture is compulsory")
    assert session.clicked == () and session.game.history == []


def test_wrong_squares_are_explained_in_words() -> None:
    session = PlaySession(games.new("russian"))
    session.click(sq("c3"))
    assert session.click(sq("c5")) == ["c3-c5: a man moves one square diagonally forward."]
    assert session.click(sq("d6")) == ["Click one of White's pieces."]
    assert session.click(sq("d4")) == ["Click one of White's pieces."]  # empty: nothing picked
    assert session.click(sq("b2")) == ["The piece on b2 has no legal move now."]  # shut in
    session.click(sq("g3"))
    assert session.click(sq("g3")) == [] and session.picked is None  # the same square again
    with pytest.raises(ValueError, match="square"):
        session.click(64)
    with pytest.raises(TypeError, match="square"):
        session.click("c3")  # type: ignore[arg-type]


def test_in_italian() -> None:
    session = PlaySession(games.from_position("russian", TWO_ROUTES), language="it")
    assert session.status() == "Tocca al Bianco: la presa è obbligatoria"
    assert session.click(sq("a1")) == ["a1: la presa è obbligatoria: c3:e5:c7, c3:e5:g7."]
    session.click(sq("c3"))
    assert session.click(sq("c7")) == ["Mossa del Bianco: c3:e5:c7"]


# ---------------------------------------------------------------- the rest of the session
def test_typed_moves_undo_redo_resign_draw() -> None:
    session = PlaySession(games.new("russian"))
    assert session.enter("c3-d4") == ["White: c3-d4"]
    assert session.enter("d4-e5")[0] == "d4-e5: the piece on d4 is White's, and it is Black's turn."
    session.enter("f6-e5")
    assert session.enter("a3-b4")[0].startswith("a3-b4: a capture is compulsory: d4:f6")
    session.enter("d4:f6")
    after = session.game.clone()
    assert session.undo() == ["Taken back."]
    assert moves(session.game) == ["c3-d4", "f6-e5"]
    assert session.redo() == ["White: d4:f6"]
    assert session.game == after
    for _ in range(3):
        session.undo()
    assert session.game == Draughts.new()
    assert session.undo() == ["There is nothing to undo."]
    assert session.resign() == ["Black wins: resignation"]
    assert session.undo() == ["Taken back."] and not session.game.is_over
    assert session.agree_draw() == ["draw: draw agreed"]


def test_the_board_in_words() -> None:
    session = PlaySession(games.from_position("russian", "B:WKa1,c3:Bd6,h8"))
    assert session.describe_position() == ["White: men c3; kings a1.", "Black: men d6, h8."]
    italian = PlaySession(Draughts.new(), language="it").describe_position()
    assert italian[1].startswith("Nero: pedine a7, b6, b8,")


def test_against_the_computer_undo_takes_back_its_reply_too() -> None:
    session = PlaySession(games.new("russian"), computer="black")
    session.enter("c3-d4")
    assert session.computer_to_move
    assert session.click(sq("f6")) == ["The computer is thinking…"]
    session.apply_computer(session.game.legal_actions()[0])
    assert [p.by_person for p in session.played] == [True, False]
    session.undo()
    assert session.game.history == [] and session.game.to_move == "white"
    session.redo()
    assert len(session.game.history) == 2
    assert session.resign() == ["Black wins: resignation"]  # the person (White) resigns


def test_a_loaded_game_can_be_taken_back() -> None:
    game = games.new("russian")
    for move in ("c3-d4", "f6-e5", "d4:f6"):
        game.play(move)
    session = PlaySession(games.new("russian"))
    assert session.load(game) == ["New game."]
    assert session.undo() == ["Taken back."]
    assert moves(session.game) == ["c3-d4", "f6-e5"]
    assert session.redo() == ["White: d4:f6"]


# ---------------------------------------------------------------- the widget
def test_the_widget_plays_russian_by_clicks() -> None:
    play = PlayWidget("russian")
    assert play.game.game_name == "russian"
    assert repr(play) == "PlayWidget(game='russian', opponent='friend')"
    play.click(sq("c3"))
    play.click(sq("d4"))
    assert moves(play.game) == ["c3-d4"]
    assert "White: c3-d4" in play._messages.value
    assert "data-game='russian'" in play._status.value and "data-actions='1'" in play._status.value
    assert play._seed.layout.display == "none"  # no chance in draughts
    assert [label for label, _ in play._side.options] == ["White", "Black"]
    assert play.board.last_error is None, play.board.message


def test_the_widget_takes_a_state_and_explains_refusals() -> None:
    play = PlayWidget(games.from_position("russian", TWO_ROUTES))
    play.click(sq("a1"))
    assert "a capture is compulsory" in play._messages.value
    play.click(sq("c3"))
    play.click(sq("e5"))
    play.click(sq("c7"))
    assert moves(play.game) == ["c3:e5:c7"]
    play._entry.value = "h8-g7"
    assert moves(play.game) == ["c3:e5:c7", "h8-g7"]


def test_the_computer_answers_in_a_task() -> None:
    async def run() -> PlayWidget:
        play = PlayWidget("russian", opponent="easy", computer="black", time_budget=0.05)
        play.click(sq("c3"))
        play.click(sq("d4"))
        assert play.thinking is not None
        await play.thinking
        return play

    play = asyncio.run(run())
    assert len(play.game.history) == 2 and play.game.to_move == "white"
    reply = play.game.history[-1]
    # The banner tells the computer's move; the board draws it as the last move.
    assert f"Black played {reply}" in play._banner.value
    assert play.board._options["last_actions"] == (reply,)
    assert play.board.last_error is None, play.board.message


def test_the_computer_plays_white_at_once_without_an_event_loop() -> None:
    play = PlayWidget("russian", opponent="easy", computer="white", time_budget=0.05)
    assert len(play.game.history) == 1 and play.game.to_move == "black"


def test_hint_only_where_the_computer_gives_one() -> None:
    play = PlayWidget("russian", time_budget=0.05)
    if play.offers_hints:
        assert play._buttons["hint"].layout.display is None
        assert play.hint().startswith("Hint: ")
    else:
        assert play._buttons["hint"].layout.display == "none"
        assert play.hint() == ""


def test_save_and_load_a_russian_record(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    play = PlayWidget("russian")
    for move in ("c3-d4", "f6-e5", "d4:f6"):
        play.enter(move)
    play._file.value = "draughts.pdn"
    play._buttons["save"].click()
    assert play.board.last_error is None, play.board.message
    other = PlayWidget()  # the house's first game: loading picks the game by the record's tags
    other._file.value = "draughts.pdn"
    other._buttons["load"].click()
    assert other.board.last_error is None, other.board.message
    assert other.game.game_name == "russian" and other.game == play.game
    assert moves(other.game) == ["c3-d4", "f6-e5", "d4:f6"]
    assert [label for label, _ in other._side.options] == ["White", "Black"]
    other._buttons["undo"].click()  # the loaded moves can be taken back
    assert moves(other.game) == ["c3-d4", "f6-e5"]
    other._buttons["new"].click()
    assert other.game == Draughts.new()
