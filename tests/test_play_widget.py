"""PlayWidget driven through its Python handlers (no browser)."""

from __future__ import annotations

import asyncio
import random

import pytest

from dominochess_widget import FileAccessError, Game, PositionError, Side
from dominochess_widget.engine.board import parse_square
from dominochess_widget.records import read_record
from dominochess_widget.widgets.play import PlayWidget
from dominochess_widget.widgets.scene import scene_from_game


def sq(name: str) -> int:
    square = parse_square(name)
    assert square is not None
    return square


def drawn_matches_engine(play: PlayWidget) -> bool:
    """What the board's painter last drew is the engine's state now, with
    the player's current pick (every part, item by item)."""
    session = play.session
    truth = scene_from_game(play.game, "en", picked=session.picked, targets=session.targets())
    drawn = play.board._painter._drawn
    return all(items == part.items(truth) for part, items in drawn.items())


def test_hot_seat_turn_by_clicks() -> None:
    play = PlayWidget(seed=1)
    play.click(sq("b2"))
    assert play.board._scene().selected == (sq("b2"), sq("d3"), sq("a4"), sq("c4"))
    play.click(sq("c4"))
    play.click(sq("b1"))
    play.click(sq("b3"))
    assert [str(a) for a in play.game.history[:2]] == ["5:Nb2-c4", "3:Rb1-b3"]
    assert play.game.to_move is Side.RED  # Blue's [0|0] was forfeited for him
    assert "played for you" in play._messages.value
    assert "Red to move" in play._status.value


def test_two_halves_for_one_move_offer_a_choice() -> None:
    game = Game.from_position("4k3/8/8/8/8/8/8/R3K3", "red", (3, 6), seed=0)
    play = PlayWidget(game)
    play.click(sq("a1"))
    play.click(sq("a5"))
    labels = [button.description for button in play._choices.children]
    assert labels == ["Use the 3", "Use the 6"]
    play._choices.children[1].click()
    assert str(play.game.history[0]) == "6:Ra1-a5"


def test_a_blocked_half_can_be_forfeited_first_by_button() -> None:
    play = PlayWidget(seed=1)  # [3|5]: the rooks are blocked now
    labels = [button.description for button in play._choices.children]
    assert labels == ["Forfeit the 3"]
    play._choices.children[0].click()
    assert [str(a) for a in play.game.history] == ["3:-"]


def test_text_entry_undo_redo_new_game() -> None:
    play = PlayWidget(seed=1)
    play._entry.value = "3:Ra1-a4"
    assert "a2 is in the way" in play._messages.value and play.game.history == []
    play._entry.value = "5:Nb2-c4"
    assert play._entry.value == "" and len(play.game.history) == 1
    play._buttons["undo"].click()
    assert play.game.history == []
    play._buttons["redo"].click()
    assert len(play.game.history) == 1
    play._seed.value = 6
    play._buttons["new"].click()
    assert play.game.seed == 6 and play.game.to_move is Side.BLUE  # [0|0] forfeited


def test_resign_draw_banner_and_hint() -> None:
    play = PlayWidget(seed=1)
    assert "Hint: " in play.hint()
    play._buttons["resign"].click()
    assert "Blue wins" in play._banner.value
    play._buttons["undo"].click()
    assert play._banner.value == ""
    play._buttons["draw"].click()
    assert "draw agreed" in play._banner.value


def test_save_and_load_a_record(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    play = PlayWidget(seed=1)
    play.enter("5:Nb2-c4")
    play._buttons["save"].click()
    saved = (tmp_path / "my_game.txt").read_text()
    assert read_record(saved).game == play.game
    other = PlayWidget(seed=2)
    other._buttons["load"].click()
    assert other.game == play.game


def test_against_the_computer_it_answers_in_a_task() -> None:
    async def run() -> PlayWidget:
        play = PlayWidget(opponent="easy", computer="red", seed=3)
        assert play.thinking is not None  # Red is the computer: it starts
        await play.thinking
        return play

    play = asyncio.run(run())
    assert play.game.to_move is Side.BLUE and play.game.history
    assert all(not e.by_person for e in play.session.played)
    # Every half the computer played is announced, with its side, in the live region.
    said = play.text().splitlines()[1:]
    assert len(said) == len(play.game.history) and all(m.endswith("(Red)") for m in said)
    assert "aria-live='polite'" in play._messages.value


def test_without_an_event_loop_the_computer_answers_at_once_and_says_what() -> None:
    play = PlayWidget(opponent="easy", computer="blue", seed=1)
    play.enter("5:Nb2-c4")
    play.enter("3:Rb1-b3")
    said = play.text().splitlines()[1:]
    assert play.game.to_move is Side.RED
    assert said and all("(Blue)" in m for m in said)


def test_undo_cancels_the_thinking_computer() -> None:
    async def run() -> PlayWidget:
        play = PlayWidget(opponent="hard", computer="blue", seed=2)  # [0|1]
        play.enter("1:-")  # the kings are blocked; the 0 follows by itself
        task = play.thinking
        assert task is not None  # Blue, the computer, thinks
        play._buttons["undo"].click()
        await asyncio.sleep(0)
        assert task.cancelled() or task.done()
        assert play.thinking is None
        return play

    play = asyncio.run(run())
    assert play.game.history == [] and play.game.to_move is Side.RED


def test_a_burst_of_random_clicks_never_desynchronises() -> None:
    async def run() -> PlayWidget:
        rng = random.Random(11)
        play = PlayWidget(opponent="easy", computer="blue", seed=5)
        longest = 0
        for _ in range(600):
            roll = rng.random()
            targets = sorted(play.session.targets())
            if targets and roll < 0.4:
                play.click(rng.choice(targets))
            elif roll < 0.8:
                play.click(rng.randrange(64))
            elif roll < 0.85:  # anywhere on the canvas, the panel and outside included
                play.board._on_mouse_down(rng.uniform(-50, 2000), rng.uniform(-50, 1200))
            elif roll < 0.9:
                play.click(rng.randrange(64))
                play.click(rng.randrange(64))  # a double click
            elif roll < 0.93:
                play._buttons["undo"].click()
            elif roll < 0.95:
                play._buttons["redo"].click()
            if rng.random() < 0.3:
                await asyncio.sleep(0)  # the computer runs on while clicks go on
            if play.thinking is not None and rng.random() < 0.1:
                await play.thinking  # now and then, let it finish its turn
            assert play.board.last_error is None, play.board.message
            longest = max(longest, len(play.game.history))
        if play.thinking is not None:
            await play.thinking
        assert longest >= 10  # the burst did play moves, not only miss
        return play

    play = asyncio.run(run())
    assert drawn_matches_engine(play)
    assert [e.action for e in play.session.played] == play.game.history


def test_the_hint_button_thinks_in_the_background() -> None:
    async def run() -> PlayWidget:
        play = PlayWidget(seed=1)
        play._buttons["hint"].click()
        assert "thinking" in play._messages.value  # the click returned at once
        for _ in range(300):
            await asyncio.sleep(0.01)
            if "Hint: " in play._messages.value:
                break
        return play

    play = asyncio.run(run())
    assert "Hint: " in play._messages.value


def test_read_the_board_button_says_where_the_pieces_are() -> None:
    play = PlayWidget(seed=1)
    play._buttons["describe"].click()
    assert "Red: king d1, e1; queen c1, f1;" in play._messages.value
    assert "role='log' aria-live='polite'" in play._messages.value


@pytest.mark.parametrize(
    ("content", "key"),
    [(None, "file.missing"), (b"\xff\xfe\x00junk", "file.not_text"), ("a directory", None)],
)
def test_loading_a_file_that_is_not_a_record_says_so_in_the_widget(
    tmp_path, monkeypatch, content: bytes | str | None, key: str | None  # type: ignore[no-untyped-def]
) -> None:
    monkeypatch.chdir(tmp_path)
    play = PlayWidget(seed=1)
    play.enter("5:Nb2-c4")
    before = play.game.clone()
    if isinstance(content, bytes):
        (tmp_path / "my_game.txt").write_bytes(content)
    elif content is not None:
        (tmp_path / "my_game.txt").mkdir()
    play._buttons["load"].click()
    error = play.board.last_error
    assert isinstance(error, FileAccessError), error
    assert key is None or error.key == key
    assert "my_game.txt" in play.board.message
    assert play.game == before  # nothing was loaded


def test_saving_where_it_cannot_write_says_so_and_keeps_the_game(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    (tmp_path / "my_game.txt").mkdir()
    play = PlayWidget(seed=1, language="it")
    play._file.value = "my_game.txt"
    play._buttons["save"].click()
    assert isinstance(play.board.last_error, FileAccessError)
    assert "Non riesco a scrivere my_game.txt" in play.board.message


@pytest.mark.parametrize("computer", ["green", 3])
def test_a_bad_computer_side_is_a_clear_error(computer: object) -> None:
    with pytest.raises((PositionError, TypeError), match="red"):
        PlayWidget(opponent="easy", computer=computer)  # type: ignore[arg-type]
