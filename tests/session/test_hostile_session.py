"""The play session of every game under hostile use (issue "Unbreakable,
every game", items 10, 20 and 23): undo and redo after a decision, what a
seat's screen is told while a computer holds hidden tiles, and random
sequences of calls, after each of which a refused call has changed nothing.

The numbers in the test names are the issue's items.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from fuzz_inputs import HUGE, check_message, check_type_error
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core.errors import DominoChessError
from dominochess_widget.session import PlaySession

FUZZ = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def snapshot(session: PlaySession[Any]) -> tuple[object, ...]:
    """Everything a refused call must leave as it was."""
    game = session.game
    return (game.position(), tuple(map(str, game.history)), game.is_over,
            tuple(map(str, game.legal_actions())),
            tuple((str(p.action), p.by_person) for p in session.played),
            tuple((str(p.action), p.by_person) for p in session.undone))


# ---------------------------------------------------------------- 10. undo after a decision
def test_10_undo_takes_back_a_resignation_that_left_the_game_going_on() -> None:
    session = PlaySession(games.new("damhex"))
    session.enter("46-39")
    after_move = session.game.position()
    session.resign()  # Black retires (H12); White and Red play on
    assert not session.game.is_over
    assert session.undo() == ["Taken back."]
    assert session.game.position() == after_move
    assert [str(a) for a in session.game.history] == ["46-39"]
    assert session.undone == []  # the move was not taken back, so there is nothing to redo


def test_10_a_refused_redo_keeps_the_redo_list_and_the_game() -> None:
    session = PlaySession(games.new("damhex"))
    session.enter("46-39")
    session.undo()
    session.game.play("47-40")  # the game moved on behind the session's back
    before = snapshot(session)
    answer = session.redo()  # 46-39 is not Black's move
    assert answer and "46-39" in answer[-1]
    assert snapshot(session) == before


def test_10_undo_after_a_resignation_and_more_moves_takes_back_each_in_turn() -> None:
    session = PlaySession(games.new("damhex"))
    session.enter("46-39")
    session.resign()  # Black retires
    mover = session.game.to_move
    move = session.game.legal_actions()[0]
    session.enter(str(move))
    assert session.game.to_move != mover
    session.undo()  # Red's move
    assert session.game.to_move == mover
    assert [str(a) for a in session.game.history] == ["46-39"]
    session.undo()  # the resignation
    assert "black=-" not in session.game.position()
    session.undo()  # White's first move
    assert list(session.game.history) == []


# ---------------------------------------------------------------- 20. a computer's hand
def hand_of(game: Any, seat: str) -> set[str]:
    found = re.search(r"hand=([^;]*)", game.observation(seat))
    assert found is not None
    return set(found[1].split())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_20_the_board_in_words_never_shows_the_computers_hand(players: int) -> None:
    game = games.new("dominoes", seed=1, players=players)
    computer = game.to_move
    session = PlaySession(game, computer=computer)
    told = " ".join(session.describe_position())
    person = next(s for s in game.seats if s != computer)
    assert f"seat={person}" in told
    assert not any(re.search(rf"\b{re.escape(tile)}\b", told.split("table=")[0].split(
        "hand=")[1]) for tile in hand_of(game, computer) - hand_of(game, person))
    assert session.example() == ""  # its actions would name its tiles


def test_20_hot_seat_tells_the_seat_to_move_its_own_hand() -> None:
    game = games.new("dominoes", seed=1)
    session = PlaySession(game)
    assert f"seat={game.to_move}" in " ".join(session.describe_position())
    assert session.example() in {str(a) for a in game.legal_actions()}


# ---------------------------------------------------------------- 23. DamHex³ resign
def test_23_damhex_resign_says_who_retired() -> None:
    session = PlaySession(games.new("damhex"))
    answer = session.resign()
    assert answer and all(line.strip() for line in answer)
    assert "White" in answer[0]
    italian = PlaySession(games.new("damhex"), language="it").resign()
    assert "Bianco" in italian[0]


# ---------------------------------------------------------------- random sequences
GAMES = ("dominochess", "russian", "lasca", "damhex", "dominoes")
ODD = st.sampled_from([None, -1, 10**6, HUGE, 1.5, "a1", b"x", True, (), object()])


@st.composite
def calls(draw: st.DrawFn) -> tuple[str, object]:
    """One call on a session: its name and argument (odd ones included)."""
    name = draw(st.sampled_from(["click", "enter", "choose", "undo", "redo", "resign",
                                 "agree_draw", "answer_draw", "legal", "free"]))
    if name == "click":
        return name, draw(st.integers(-3, 70) | ODD)
    if name in ("enter", "choose"):
        return name, draw(st.text(max_size=12) | ODD | st.sampled_from(
            ["46-39", "c3-d4", "3:-", "draw", "pass", "c3:e5", "5²-45", "1-0"]))
    if name == "answer_draw":
        return name, draw(st.booleans())
    return name, draw(st.integers(0, 1000))


def call(session: PlaySession[Any], name: str, argument: object) -> list[str] | None:
    """Make the call; None when it raised (the error checked)."""
    try:
        if name in ("legal", "free"):
            actions = (session.game.legal_actions() if name == "legal"
                       else session.free_actions())
            if not actions:
                return []
            action = actions[int(argument) % len(actions)]  # type: ignore[call-overload]
            return (session.enter(str(action)) if name == "legal"
                    else session.play_free(action))
        if name in ("undo", "redo", "resign", "agree_draw"):
            result: list[str] = getattr(session, name)()
            return result
        method = getattr(session, name)
        answer: list[str] = method(argument)
        return answer
    except TypeError as error:
        check_type_error(error, ("square", "action", "half", "choice", "accepts"))
    except DominoChessError as error:
        check_message(error)
    return None


@FUZZ
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 50),
       steps=st.lists(calls(), min_size=1, max_size=25))
def test_random_session_calls_answer_in_words_and_refusals_change_nothing(
        name: str, seed: int, steps: list[tuple[str, object]]) -> None:
    session = PlaySession(games.new(name, seed=seed))
    for method, argument in steps:
        before = snapshot(session)
        answer = call(session, method, argument)
        if answer is None:
            assert snapshot(session) == before, f"a refused {method}({argument!r}) changed it"
            continue
        assert all(isinstance(line, str) and line.strip() for line in answer), (method, answer)
        if method in ("click", "choose", "enter") and snapshot(session)[1] == before[1]:
            # nothing was played: the redo list and the game are as they were
            assert snapshot(session) == before, f"{method}({argument!r}) changed the game"
        session.status()
        session.describe_position()


def test_13_a_player_who_resigned_mid_game_is_a_step_of_the_viewer_and_the_move_list() -> None:
    from dominochess_widget.core.any_record import read_any_record, write_any_record
    from dominochess_widget.widgets import PlayWidget
    from dominochess_widget.widgets.viewer import GameViewer

    game = games.new("damhex")
    game.play("46-39")
    game.resign()  # Black retires (H12)
    game.play(game.legal_actions()[0])
    viewer = GameViewer(write_any_record(game), language="it")
    labels = [frame.label for frame in viewer.frames]
    assert labels[2] == "2. Nero: abbandona"
    viewer.go(len(labels) - 1)
    assert viewer.frames[-1].game.position() == game.position()
    play = PlayWidget(read_any_record(write_any_record(game)).game)
    assert "Something went wrong" not in play._messages.value
    assert play.game.position() == game.position()


def test_10_undoing_a_resignation_the_computer_answered_leaves_nothing_to_redo() -> None:
    # Found by the DamHex³ fuzz: the computer's reply followed from the
    # resignation, so once the resignation is taken back it is not redone.
    session = PlaySession(games.new("damhex"), computer=("black", "red"))
    session.resign()  # White retires; Black and Red play on
    session.apply_computer(session.game.legal_actions()[0])
    session.undo()
    assert list(session.game.history) == [] and "white=-" not in session.game.position()
    assert session.undone == []
    assert session.redo() == ["There is nothing to redo."]


def test_answer_draw_takes_a_yes_or_no_and_not_after_the_end() -> None:
    session = PlaySession(games.new("russian"))
    before = snapshot(session)
    with pytest.raises(TypeError, match="accepts"):
        session.answer_draw("no")  # type: ignore[arg-type]
    assert snapshot(session) == before
    session.agree_draw()
    assert session.answer_draw(True) == ["The game is over: draw: draw agreed."]
