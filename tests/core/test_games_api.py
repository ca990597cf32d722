"""The API every registered game answers (issue 11, item 3), checked the same
way for each game in ``games.names()``; and domino chess's position text."""

from __future__ import annotations

import random

import pytest

from dominochess_widget import ArgumentTypeError, DominoChessError, Game, games
from dominochess_widget.core.errors import PositionError, SettingError
from dominochess_widget.core.protocol import GameState

NAMES = games.names()


def _random_game(name: str, seed: int, plies: int) -> GameState[object]:
    state = games.new(name, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_over:
            break
        state.play(rng.choice(list(state.legal_actions())))
    return state


def test_the_games_are_listed() -> None:
    assert NAMES[0] == "dominochess"
    assert "russian" in NAMES


def test_an_unknown_game_is_a_clear_error() -> None:
    with pytest.raises(SettingError, match="no game called chess; the games are: dominochess"):
        games.new("chess")
    with pytest.raises(ArgumentTypeError):
        games.new(3)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", NAMES)
def test_a_new_game_answers_the_protocol(name: str) -> None:
    state = games.new(name, seed=1)
    assert isinstance(state, GameState)
    assert state.game_name == name
    # The first seat moves first, except where the rules pick the leader
    # (dominoes: whoever holds the highest double, O3).
    assert state.to_move == state.seats[0] or name == "dominoes"
    assert state.to_move in state.seats
    assert not state.is_over and state.result is None and state.scores() is None
    assert games.info(name).seats == state.seats
    assert len(state.legal_actions()) > 0


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", range(6))
def test_actions_print_and_parse_back(name: str, seed: int) -> None:
    state = _random_game(name, seed, 30)
    for action in state.legal_actions():
        assert state.parse_action(str(action)) == action


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", range(6))
def test_position_round_trips(name: str, seed: int) -> None:
    state = _random_game(name, seed, 10 + 7 * seed)
    text = state.position()
    again = games.from_position(name, text)
    assert again.position() == text
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]
    assert games.perft(again, 2) == games.perft(state, 2)


@pytest.mark.parametrize("name", NAMES)
def test_play_by_text_undo_and_clone(name: str) -> None:
    state = games.new(name, seed=3)
    before = state.position()
    first = state.legal_actions()[0]
    copy = state.clone()
    assert state.play(str(first)) == first
    assert state.history[-1] == first
    assert copy.position() == before  # the clone is independent
    state.undo()
    assert state.position() == before


@pytest.mark.parametrize("name", NAMES)
def test_a_refused_action_changes_nothing(name: str) -> None:
    state = _random_game(name, 2, 12)
    before = state.position()
    for text in ("", "zz9", "a1-a1", "1:Ka1-h8"):
        with pytest.raises(DominoChessError):
            state.play(text)
        assert state.position() == before


@pytest.mark.parametrize("name", NAMES)
def test_perft_counts_action_sequences(name: str) -> None:
    state = games.new(name, seed=4)
    before = state.position()
    assert games.perft(state, 0) == 1
    assert games.perft(state, 1) == len(state.legal_actions())
    assert games.perft(state, 2) == games.generic_perft(state, 2)
    assert state.position() == before
    with pytest.raises(SettingError):
        games.perft(state, -1)


@pytest.mark.parametrize("name", NAMES)
def test_resignation_gives_each_seat_its_score(name: str) -> None:
    state = games.new(name, seed=5)
    mover = state.to_move
    resigned = 0
    while not state.is_over:  # DamHex³: a player retires and the others play on (H12)
        state.resign()
        resigned += 1
        assert games.from_position(name, state.position()).position() == state.position()
    assert state.result is not None
    scores = state.scores()
    assert scores is not None and scores[mover] == min(scores.values()) == 0.0
    assert sum(scores.values()) == (1.0 if len(state.seats) == 2 or name == "dominoes" else 4.0)
    for _ in range(resigned):
        state.undo()
    assert not state.is_over and state.to_move == mover


# ------------------------------------------------- domino chess position text


def test_domino_chess_position_text_names_every_field() -> None:
    game = Game.new(seed=7)
    game.play(game.legal_actions()[0])
    text = game.position()
    assert " played=" in text and " pool=" in text and text.endswith("seed=7")
    again = games.from_position("dominochess", text)
    assert isinstance(again, Game)
    assert again.halves_left == game.halves_left and again.moved_square == game.moved_square
    assert again.initial().position() == text


def test_domino_chess_settings_fill_in_what_the_text_leaves_out() -> None:
    text = "RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5 pool=-"
    game = games.from_position("dominochess", text, seed=9, draw_rule=None)
    assert isinstance(game, Game)
    assert game.seed == 9 and game.draw_rule is None and game.pool == ()


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red", "at least the placement"),
        ("RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5 pool=- colour=red", "colour=red is not a"),
        ("RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5 pool=- pool=-", "given twice"),
        ("RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5", "must list the pool"),
        ("RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5 pool=3|5", "twice"),
        ("RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5 pool=- clock=x", "whole number"),
        ("RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5 pool=- played=4@a1", "does not fit"),
        ("RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5 pool=- played=3@e4", "no Red piece"),
        ("RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5 pool=- result=red", "both result"),
        ("RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5 pool=- result=red end=x", "not an ending"),
        ("RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5 pool=- clock=50", "already drawn"),
        ("RNBQ1BNR/8/8/8/8/8/8/rnbqkbnr red 3|5 pool=-", "no king"),
    ],
)
def test_a_bad_domino_chess_position_says_what_is_wrong(text: str, words: str) -> None:
    with pytest.raises(PositionError, match=words):
        games.from_position("dominochess", text)
