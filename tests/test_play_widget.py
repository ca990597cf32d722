"""PlayWidget driven through its Python handlers (no browser)."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from dominochess_widget import FileAccessError, Game, SettingError, Side
from dominochess_widget.engine.board import parse_square
from dominochess_widget.games.dominochess.view import scene_from_game
from dominochess_widget.records import read_record
from dominochess_widget.widgets.play import PlayWidget


def sq(name: str) -> int:
    square = parse_square(name)
    assert square is not None
    return square


def drawn_matches_engine(play: PlayWidget) -> bool:
    """What the board's painter last drew is the engine's state now, with
    the player's current pick (every part, item by item)."""
    session = play.session
    assert isinstance(play.game, Game)
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
    assert isinstance(play.game, Game)
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
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes | str | None, key: str | None
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


@pytest.mark.parametrize(("computer", "error", "said"),
                         [("green", SettingError, "red, blue"), (3, TypeError, "computer")])
def test_a_bad_computer_side_is_a_clear_error(computer: object, error: type, said: str) -> None:
    with pytest.raises(error, match=said):
        PlayWidget(opponent="easy", computer=computer)  # type: ignore[arg-type]


def test_a_game_by_name_and_an_unknown_name() -> None:
    play = PlayWidget("dominochess", seed=1)
    assert play.game == Game.new(seed=1) and repr(play) == "PlayWidget(opponent='friend')"
    assert play._seed.layout.display is None  # the pool's seed: chance decides here
    assert [label for label, _ in play._side.options] == ["Red", "Blue"]
    with pytest.raises(SettingError, match="no game called chess"):
        PlayWidget("chess")


def test_the_hint_belongs_to_the_position_not_to_the_length_of_the_history() -> None:
    """Undo and another move give a history of the same length: the hint
    must be asked again, not the old one shown."""
    play = PlayWidget(seed=1)
    asked: list[list[str]] = []
    hinter = play._hinter()
    assert hinter is not None
    original = hinter.hint

    def spy(game: Game, language: str = "en") -> object:
        asked.append([str(a) for a in game.history])
        return original(game, language)

    hinter.hint = spy
    play.enter("5:Nb2-c4")
    first = play.hint()
    assert play.hint() == first and len(asked) == 1  # the same position: said again, not asked
    play._buttons["undo"].click()
    play.enter("5:Nb2-d3")
    second = play.hint()
    assert asked == [["5:Nb2-c4"], ["5:Nb2-d3"]]
    assert second.startswith("Hint: ") and second != first


def test_a_hint_that_comes_after_the_position_changed_is_not_shown() -> None:
    async def run() -> PlayWidget:
        play = PlayWidget(seed=1)
        play.enter("5:Nb2-c4")
        play._buttons["hint"].click()
        task = play.hinting
        assert task is not None
        play._buttons["undo"].click()
        play.enter("5:Nb2-d3")  # same length of history, another position
        await task
        return play

    play = asyncio.run(run())
    assert "Hint: " not in play._messages.value
    assert "Nb2-d3" in play._messages.value


def test_the_moves_of_a_loaded_game_can_be_taken_back(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    play = PlayWidget(seed=1)
    play.enter("5:Nb2-c4")
    play.enter("3:Rb1-b3")
    play._buttons["save"].click()
    other = PlayWidget(seed=2)
    other._buttons["load"].click()
    assert other.game == play.game
    other._buttons["undo"].click()
    assert "Taken back." in other._messages.value
    assert [str(a) for a in other.game.history] == ["5:Nb2-c4", "3:Rb1-b3", "0:-"]
    other._buttons["redo"].click()
    assert other.game == play.game
    for _ in range(4):
        other._buttons["undo"].click()
    assert other.game.history == []
    other._buttons["undo"].click()
    assert "There is nothing to undo." in other._messages.value
