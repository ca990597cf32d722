"""Regression tests for the board games (DamHex³, Russian draughts, Lasca)
under hostile input (issue "Unbreakable, every game"): each input that once
crashed a game, played another move than the one named, or was accepted
and then broke a later call, is handled cleanly now.

The numbers in the test names are the issue's items; ``found`` marks what
the fuzz tests (``test_fuzz_damhex.py``, ``test_fuzz_draughts.py``) found.
"""

from __future__ import annotations

import random

import pytest
from board_fuzz import FUZZ, check_every_legal_action, random_state, snapshot
from fuzz_inputs import HUGE, check_message, check_type_error
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.core.errors import (
    ActionError,
    ActionSyntaxError,
    ArgumentTypeError,
    IllegalActionError,
    PositionError,
    RecordError,
    SettingError,
)
from dominochess_widget.games import damhex
from dominochess_widget.games.damhex.board import parse_cell
from dominochess_widget.session import PlaySession

#: Numbers a reader must refuse: a superscript, Arabic-Indic digits, a
#: full-width one, a sign, huge, empty.
ODD_NUMBERS = ("5²", "²", "٤٦", "４６", "-1", "+5", "9" * 5000, "", " ", "4 6", "0x2")


def short(value: object) -> str:
    """A test id for ``value`` (pytest would write a huge one out in full)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**64:
        return "10**5000"
    text = repr(value)
    return text if len(text) <= 20 else f"{text[:8]}…({len(text)} characters)"


# ---------------------------------------------------------------- 1. DamHex³ numbers
@pytest.mark.parametrize("text", ["5²-45", "46-3٩", "４６-39", "46x3²x26", "9" * 5000 + "-1"],
                         ids=short)
def test_1_damhex_superscript_digit_in_an_action_is_refused(text: str) -> None:
    game = games.new("damhex")
    before = snapshot(game)
    with pytest.raises(ActionSyntaxError) as caught:
        game.play(text)
    check_message(caught.value)
    before.assert_same(game, f"play({text[:20]!r})")


@pytest.mark.parametrize("number", ODD_NUMBERS, ids=short)
def test_1_damhex_cell_numbers_are_ascii_digits_only(number: str) -> None:
    assert parse_cell(number) is None
    assert parse_cell(" 46 ") == 45 and parse_cell("05") == 4  # what the records write


@pytest.mark.parametrize("field", ["white=4{}", "quiet={}"])
@pytest.mark.parametrize("number", ODD_NUMBERS[:7], ids=short)
def test_1_damhex_a_position_with_an_odd_number_is_refused(field: str, number: str) -> None:
    text = "move=white; " + field.format(number) + "; black=1; red=5"
    if not field.startswith("white"):
        text += "; white=46"
    with pytest.raises(PositionError) as caught:
        games.from_position("damhex", text)
    check_message(caught.value)


def test_1_damhex_a_session_answers_an_odd_number_in_words_and_changes_nothing() -> None:
    session = PlaySession(games.new("damhex"))
    before = snapshot(session.game)
    answer = session.enter("5²-45")
    assert len(answer) == 1 and "5²-45" in answer[0]
    before.assert_same(session.game, "enter('5²-45')")


@pytest.mark.parametrize("mark", ["[%csl G5²]", "[%cal G4²39]", "[%csl G٤٦]", "[%csl G99]"])
def test_1_damhex_a_record_comment_with_an_odd_cell_mark_is_a_record_error(mark: str) -> None:
    game = games.new("damhex")
    game.play("46-39")
    text = write_any_record(game).replace("1. 46-39", "1. 46-39 {" + mark + "}")
    with pytest.raises(RecordError) as caught:
        read_any_record(text)
    assert (caught.value.line, caught.value.column) == (4, 10)


# ---------------------------------------------------------------- 11. a route's text
RING = "W:WKd4:Bc5,e5,g5,g3,e3"


def test_11_russian_one_jump_king_capture_with_the_ends_of_a_ring_route_plays() -> None:
    """d4:b6 takes c5 alone; the ring d4:f6:h4:f2:d4:b6 also ends on b6 (S1)."""
    game = games.from_position("russian", RING)
    assert str(game.play("d4:b6")) == "d4:b6"
    assert game.position() == "B:WKb6:Be3,e5,g3,g5"


def test_11_russian_every_move_of_the_ring_position_plays_by_its_text_and_as_itself() -> None:
    game = games.from_position("russian", RING)
    assert {str(m) for m in game.legal_actions()} >= {"d4:b6", "d4:f6:h4:f2:d4:b6"}
    check_every_legal_action(game)


def test_11_a_capture_written_by_its_ends_alone_is_still_read() -> None:
    """Two squares that are no route name the route with those ends, if one."""
    game = games.from_position("russian", "W:Wc3:Bb4,b6,d6")
    assert str(game.play("c3:e5")) == "c3:a5:c7:e5"


@pytest.mark.parametrize("name", ["russian", "lasca"])
def test_11_a_move_object_is_never_read_as_the_ends_of_another_route(name: str) -> None:
    """A one-jump c3:e5 from another position is not the ring c3:a5:c7:e5 here."""
    if name == "russian":
        one_jump = games.from_position(name, "W:Wc3:Bd4").legal_actions()[0]
        game = games.from_position(name, "W:Wc3:Bb4,b6,d6")
    else:
        one_jump = games.from_position(name, "W c3=W d4=b").legal_actions()[0]
        game = games.from_position(name, "W c3=W b4=b b6=b d6=b")
    assert str(one_jump) in ("c3:e5", "c3xe5")
    before = snapshot(game)
    with pytest.raises(IllegalActionError) as caught:
        game.play(one_jump)
    check_message(caught.value)
    before.assert_same(game, f"play({one_jump!r})")
    assert len(game.clone().play(str(one_jump)).path) == 4  # its text names the ring


@pytest.mark.parametrize("name", ["dominochess", "russian", "lasca", "damhex", "dominoes"])
@settings(FUZZ, max_examples=40)
@given(seed=st.integers(0, 2**20), length=st.integers(0, 150))
def test_11_every_legal_action_of_every_game_plays_and_its_text_names_it(
        name: str, seed: int, length: int) -> None:
    check_every_legal_action(random_state(name, seed, length))


# ---------------------------------------------------------------- found by fuzzing
def test_found_a_ratto_position_whose_robbed_player_has_no_piece_is_refused() -> None:
    """It was accepted with the robbed player out (H12), and its own
    position() then failed to read back (H10: the robbed is in the game)."""
    game = random_state("damhex", 1, 0)
    rng = random.Random(5)
    while game.robbed is None:
        game.play(rng.choice(game.legal_actions()))
    robbed = game.robbed
    text = "; ".join(f"{robbed}=-" if part.startswith(f"{robbed}=") else part
                     for part in game.position().split("; "))
    with pytest.raises(PositionError) as caught:
        games.from_position("damhex", text)
    assert caught.value.key == "damhex.position.bad_ratto"


@pytest.mark.parametrize("seat", [5, b"white", ["red"], HUGE, True], ids=short)
def test_found_damhex_resign_with_a_seat_of_a_wrong_type_names_the_seat(seat: object) -> None:
    over = games.from_position("damhex", "move=white; white=1; black=-; red=-")  # White won
    for game in (games.new("damhex"), over):
        before = snapshot(game)
        with pytest.raises(ArgumentTypeError) as caught:
            game.resign(seat)  # type: ignore[arg-type]
        check_type_error(caught.value, ["seat"])
        before.assert_same(game, "resign()")


@pytest.mark.parametrize("name", ["russian", "lasca", "damhex"])
@pytest.mark.parametrize("seed", [-1, 2**64, HUGE], ids=short)
def test_found_a_seed_out_of_range_is_refused_by_the_games_without_chance_too(
        name: str, seed: int) -> None:
    with pytest.raises(SettingError) as caught:
        games.new(name, seed)
    check_message(caught.value)


def test_found_damhex_perft_refuses_a_negative_depth_like_the_other_games() -> None:
    with pytest.raises(SettingError):
        damhex.perft(games.new("damhex"), -1)
    assert damhex.perft(games.new("damhex"), 0) == 1


@pytest.mark.parametrize("name", ["russian", "lasca", "damhex"])
@pytest.mark.parametrize("square", ["a1", None, 1.0, True, [3]], ids=short)
def test_found_a_square_of_a_wrong_type_is_a_type_error_in_every_board_game(
        name: str, square: object) -> None:
    """Russian draughts answered an ActionError ("'a1' is not a square")."""
    with pytest.raises(ArgumentTypeError) as caught:
        games.new(name).piece_at(square)  # type: ignore[attr-defined]
    check_type_error(caught.value, ["square", "cell"])


@pytest.mark.parametrize("name", ["russian", "lasca", "damhex"])
@pytest.mark.parametrize("square", [-1, 64, 2**70, HUGE], ids=short)
def test_a_square_off_the_board_is_an_action_error_in_every_board_game(
        name: str, square: int) -> None:
    with pytest.raises(ActionError) as caught:
        games.new(name).piece_at(square)  # type: ignore[attr-defined]
    check_message(caught.value)
