"""PlayWidget driven through its Python handlers (no browser)."""

from __future__ import annotations

import asyncio
import base64
import html
import random
import re
from pathlib import Path

import pytest

from dominochess_widget import FileAccessError, Game, SettingError, Side
from dominochess_widget.games.dominochess.board import parse_square
from dominochess_widget.games.dominochess.records import read_record
from dominochess_widget.games.dominochess.view import scene_from_game
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


def test_resign_and_draw_need_a_second_click_and_the_result_shows_once() -> None:
    play = PlayWidget(seed=1)
    assert "Hint: " in play.hint()
    play._buttons["resign"].click()
    assert not play.game.is_over and "Really resign?" in play._messages.value
    assert play._buttons["resign"].description == "Yes, resign"
    play._buttons["resign"].click()
    assert play.game.is_over and "Blue wins" in play._banner.value
    assert play._buttons["resign"].description == "Resign"  # the question is over
    shown = [play._banner.value, play._status.value, play._messages.value]
    assert sum(part.count("Blue wins") for part in shown) == 1  # the result, once
    play._buttons["undo"].click()
    assert play._banner.value == ""
    play._buttons["draw"].click()
    assert "Do both players agree to a draw?" in play._messages.value
    play.enter("5:Nb2-c4")  # any other action: the question is forgotten
    assert play._buttons["draw"].description == "Agree a draw"
    play._buttons["draw"].click()
    play._buttons["draw"].click()
    assert "draw agreed" in play._banner.value and "draw agreed" not in play._messages.value


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
    # The computer's whole turn is told once, in the banner's live region, and drawn.
    turn = play.session.last_turns()
    assert [t.seat for t in turn] == ["red"] and turn[0].actions == tuple(play.game.history)
    assert html.escape(turn[0].summary) in play._banner.value
    assert turn[0].summary.startswith("Red drew [")
    assert "aria-live='polite'" in play._banner.value
    assert play.board._options["last_actions"] == tuple(play.game.history)
    # What each half did, in the log under the board.
    said = play.text().splitlines()[1:]
    assert len(said) == len(play.game.history) and all(m.endswith("(Red)") for m in said)


def test_without_an_event_loop_the_computer_answers_at_once_and_says_what() -> None:
    play = PlayWidget(opponent="easy", computer="blue", seed=1)
    play.enter("5:Nb2-c4")
    play.enter("3:Rb1-b3")
    assert play.game.to_move is Side.RED
    # Blue drew [0|0]: its turn stays told and drawn until Red acts, though
    # Red's new tile is already drawn.
    assert "Blue drew [0|0] — no move" in play._banner.value
    assert [str(a) for a in play.board._options["last_actions"]] == ["0:-", "0:-"]
    play.click(sq("a1"))  # picking a piece is not an action yet
    assert "Blue drew [0|0]" in play._banner.value
    play.enter("4:Bc2-d3")
    assert play._banner.value == "" and play.board._options["last_actions"] is None


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
    assert "my_game.txt" in play._messages.value and "role='alert'" in play._messages.value
    assert play.board.message == ""  # beside the board, in the fixed area: not under it
    assert play.game == before  # nothing was loaded


def test_saving_where_it_cannot_write_says_so_and_keeps_the_game(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    play = PlayWidget(seed=1, language="it")
    play._file.value = "no_such_folder/my_game.txt"
    play._buttons["save"].click()
    assert isinstance(play.board.last_error, FileAccessError)
    assert "Non riesco a scrivere no_such_folder/my_game.txt" in play._messages.value
    assert "Scarica la partita (my_game.txt)" in play._download.value  # the download stays


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


# ---------------------------------------------------------------- the board tells what happened
def test_the_hint_is_an_arrow_on_the_board_and_words() -> None:
    play = PlayWidget(seed=1)
    said = play.hint()
    hint = play._hinter().hint(play.game.clone(), "en")  # type: ignore[union-attr]
    action = hint.action
    assert str(action) in said
    arrows = play.board._options["annotations"].arrows
    assert [(a.origin, a.target, a.colour) for a in arrows] == [
        (action.origin, action.target, "G")]
    assert (action.origin, action.target, "G") in play.board._scene().arrows
    play.enter(str(action))  # the position changed: the arrow is gone
    assert play.board._options["annotations"] is None


def test_a_russian_hint_arrow_follows_every_stretch_of_a_capture() -> None:
    from dominochess_widget import games
    from dominochess_widget.games.russian.board import SQUARES_BY_NAME

    play = PlayWidget(games.from_position("russian", "W:Wc3:Bd4,f6,h8"), time_budget=0.05)
    play.hint()
    arrows = play.board._options["annotations"].arrows
    c3, e5, g7 = (SQUARES_BY_NAME[n] for n in ("c3", "e5", "g7"))
    assert [(a.origin, a.target) for a in arrows] == [(c3, e5), (e5, g7)]


def test_the_move_list_is_the_viewers_and_looks_back_on_a_pick() -> None:
    from dominochess_widget.core.any_record import read_any_record
    from dominochess_widget.render.frames import frames_of

    play = PlayWidget(seed=1)
    play.enter("5:Nb2-c4")
    play.enter("3:Rb1-b3")
    frames = frames_of(read_any_record(play.record_text()), "en")
    assert play._moves.labels == [f.label for f in frames]
    assert play._moves.labels[:4] == ["1. [3|5]", "5:Nb2-c4", "3:Rb1-b3", "1... [0|0]"]
    assert play._moves.value == len(frames) - 1
    play._moves.value = 1  # the user picks "5:Nb2-c4": that position on the board
    assert "Looking back at 5:Nb2-c4" in play._banner.value
    assert play.board.game == frames[1].game and play.game.history  # the game is untouched
    play.click(sq("a1"))  # the next click comes back to the game, and does nothing else
    assert play.board.game is play.game and play.session.clicked == ()
    assert "Blue drew [0|0]" in play._banner.value


def test_errors_and_messages_keep_fixed_areas_beside_the_board() -> None:
    play = PlayWidget(seed=1)
    heights = {name: getattr(play, name).layout.height
               for name in ("_banner", "_status", "_messages")}
    assert all(heights.values()), heights
    assert play._choices.layout.min_height
    play.click(sq("e8"))  # not Red's piece: said in the message area, not under the board
    assert "Click one of Red&#x27;s pieces." in play._messages.value
    assert play.board.message == ""
    assert {name: getattr(play, name).layout.height for name in heights} == heights


@pytest.mark.parametrize(("computer", "accepts"), [("blue", True), ("red", False)])
def test_the_computer_weighs_a_draw_offer_by_its_evaluation(computer: str,
                                                            accepts: bool) -> None:
    """Red has a rook more: Blue (lost) accepts, Red (won) declines."""
    game = Game.from_position("4k3/8/8/8/8/8/8/R3K3", "red", (3, 6), seed=0)
    play = PlayWidget(game, opponent="easy", computer=computer)
    if computer == "red":  # the computer moved first: offer on Blue's turn
        assert play.game.to_move is Side.BLUE
    play._buttons["draw"].click()
    assert "Offer the computer a draw?" in play._messages.value and not play.game.is_over
    play._buttons["draw"].click()
    assert play.game.is_over is accepts
    if accepts:
        assert "The computer accepts the draw" in play._messages.value
        assert "draw agreed" in play._banner.value
    else:
        assert "The computer declines the draw" in play._messages.value
        assert play._buttons["draw"].description == "Agree a draw"


@pytest.mark.parametrize(("position", "accepts"),
                         [("B:Wa1,c3,e3,g3:Bh8", True), ("B:Wa1:Bc7,e7,g7,h8", False)])
def test_the_russian_computer_weighs_a_draw_offer_in_a_task(position: str,
                                                            accepts: bool) -> None:
    from dominochess_widget import games

    async def run() -> PlayWidget:
        play = PlayWidget(games.from_position("russian", position), opponent="hard",
                          computer="black", time_budget=0.05)
        if play.thinking is not None:
            await play.thinking
        play._buttons["draw"].click()
        play._buttons["draw"].click()
        assert play.thinking is not None and "weighing" in play._messages.value
        await play.thinking
        return play

    play = asyncio.run(run())
    assert play.game.is_over is accepts
    said = "accepts" if accepts else "declines"
    assert f"The computer {said} the draw" in play._messages.value


def test_save_offers_the_record_as_a_download(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    play = PlayWidget(seed=1)
    play.enter("5:Nb2-c4")
    play._buttons["save"].click()
    link = play._download.value
    assert "download='my_game.txt'" in link and "Download the record (my_game.txt)" in link
    data = re.search(r"base64,([A-Za-z0-9+/=]+)'", link)
    assert data is not None
    assert read_record(base64.b64decode(data.group(1)).decode()).game == play.game
    assert (tmp_path / "my_game.txt").exists()  # and on the server, for JupyterLab


def test_a_new_game_has_a_fresh_seed_unless_the_teacher_fixed_one() -> None:
    free = PlayWidget()
    seeds = {free.seed}
    for _ in range(3):
        free._buttons["new"].click()
        assert free._seed.value == free.seed
        assert f"Seed of this game: {free.seed}" in free._seed_note.value
        seeds.add(free.seed)
    assert len(seeds) >= 3  # drawn from a million: equal ones would be a fluke
    fixed = PlayWidget(seed=6)
    fixed._buttons["new"].click()
    assert fixed.seed == 6
    free._seed.value = 42  # a seed typed by the user is kept too
    free._buttons["new"].click()
    free._buttons["new"].click()
    assert free.seed == 42
    assert PlayWidget("russian")._seed_note.value == ""  # no chance, no seed to share


def test_the_dominoes_table_says_a_refusal_once_in_areas_that_keep_their_size() -> None:
    from dominochess_widget.widgets.dominoes import TOLD_LINES, DominoesWidget

    table = DominoesWidget(seats=["person", "easy"], seed=3)
    story, refusal = table._story.layout, table.table._status.layout
    assert story.height == f"{1.5 * TOLD_LINES}em" and story.overflow == "auto"
    assert refusal.min_height  # the line under the table is kept free for a refusal
    table.play("9|9")
    assert "'9|9' is not an action" in table.error
    shown = [table._status.value, table._story.value, table.table._status.value]
    assert sum("is not an action" in part for part in shown) == 1
