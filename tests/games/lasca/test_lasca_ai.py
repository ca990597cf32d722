"""The Lasca computer: legal, deterministic, it sees what a column is worth,
and the search adapter walks the engine's fast path without changing the game."""

from __future__ import annotations

import random
import threading

import pytest
from random_play import StepClock, unfinished_games

from dominochess_widget import games
from dominochess_widget.ai.alphabeta import CHECK_EVERY
from dominochess_widget.ai.computers import Level, computer_for
from dominochess_widget.core.errors import ArgumentTypeError, IllegalActionError
from dominochess_widget.games.lasca import Lasca
from dominochess_widget.games.lasca.computer import (
    NODES_PER_SECOND,
    LascaAdapter,
    LascaComputer,
    make_computer,
    route_code,
)
from dominochess_widget.games.lasca.evaluate import evaluate

LEVELS = ("easy", "medium", "hard")
BUDGET = 0.05


def random_positions(count: int, seed: int, officer: str = "flying") -> list[Lasca]:
    return unfinished_games(lambda rng: Lasca.new(officer=officer), count, seed, 4, 40)


@pytest.mark.parametrize("level", LEVELS)
def test_plays_only_legal_moves_and_leaves_the_game_alone(level: str) -> None:
    computer = LascaComputer(level, time_budget=BUDGET)
    rng = random.Random(level)
    game = Lasca.new()
    for ply in range(60):
        if game.is_over:
            break
        before = game.position(), len(game.history)
        if ply % 2:
            move = rng.choice(game.legal_actions())
        else:
            move = computer.choose(game)
            assert (game.position(), len(game.history)) == before
            assert move in game.legal_actions()
        game.play(move)


def test_the_registry_gives_the_lasca_computer() -> None:
    assert isinstance(computer_for("lasca", "medium"), LascaComputer)
    assert make_computer("easy", seed=3).seed == 3
    assert LascaComputer(" Hard ").level is Level.HARD
    with pytest.raises(ArgumentTypeError):
        LascaComputer("hard").choose(games.new("russian"))


def test_a_win_by_blocking_is_found() -> None:
    """Black's only column, g7, could jump f6 onto e5: the officer c7 going
    to e5 leaves it no move (a win), of nine legal moves."""
    game = Lasca.from_position("W c7=W f2=w f6=w g7=bw")
    assert len(game.legal_actions()) == 9
    wins = [m for m in game.legal_actions() if _wins(game, m)]
    assert [str(m) for m in wins] == ["c7-e5"]
    for level in ("medium", "hard"):
        assert LascaComputer(level, time_budget=BUDGET).choose(game) in wins


def _wins(game: Lasca, move: object) -> bool:
    copy = game.clone()
    copy.play(move)  # type: ignore[arg-type]
    return copy.is_over and copy.result == "white"


def test_a_column_holding_prisoners_is_worth_more_than_its_top() -> None:
    board = Lasca.from_position("W c3=w e5=b")._board
    held = Lasca.from_position("W c3=wb e5=b")._board  # the same, a black prisoner under c3
    own = Lasca.from_position("W c3=ww e5=b")._board  # a white reserve under c3
    assert evaluate(held, 0) > evaluate(own, 0) > evaluate(board, 0)
    assert evaluate(held, 1) < evaluate(board, 1)  # the same board, from Black's side


def test_the_hint_is_a_legal_line() -> None:
    game = random_positions(1, seed=4)[0]
    hint = LascaComputer("hard", time_budget=BUDGET).hint(game)
    copy = game.clone()
    for move in hint.line:
        copy.play(move)
    assert hint.move == hint.line[0]


@pytest.mark.parametrize("level", LEVELS)
def test_same_position_same_move_even_on_a_slow_machine(level: str) -> None:
    for game in random_positions(4, seed=5):
        first = LascaComputer(level, time_budget=BUDGET).choose(game)
        again = LascaComputer(level, time_budget=BUDGET).choose(game.clone())
        slow = LascaComputer(level, time_budget=BUDGET,
                             clock=StepClock(3 * CHECK_EVERY / NODES_PER_SECOND)).choose(game)
        assert first == again == slow


def test_cancel_stops_the_search_with_a_legal_move() -> None:
    game = random_positions(1, seed=6)[0]
    stop = threading.Event()
    stop.set()
    computer = LascaComputer("hard", time_budget=5.0)
    assert computer.choose(game, cancel=stop) in game.legal_actions()
    assert computer.last_search is not None and computer.last_search.nodes < CHECK_EVERY * 2


def test_a_finished_game_is_refused() -> None:
    game = Lasca.from_position("W a1=w b2=b c3=b")
    assert game.is_over
    with pytest.raises(IllegalActionError):
        LascaComputer("easy").choose(game)


@pytest.mark.parametrize("officer", ["flying", "lasker"])
def test_the_adapter_walks_the_fast_path_and_restores_it(officer: str) -> None:
    for game in random_positions(5, seed=8, officer=officer):
        adapter = LascaAdapter(game)
        assert adapter.outcome() is None
        codes = adapter.codes()
        assert sorted(codes) == sorted(route_code(m.route) for m in game.legal_actions())
        before = adapter.state.position()
        for code in codes:
            assert adapter.is_forcing(code) == any(
                route_code(m.route) == code and m.is_capture for m in game.legal_actions())
            adapter.push(code)
            adapter.outcome()
            adapter.codes()
            adapter.pop()
            assert adapter.state.position() == before
        assert game.position() == before  # the adapter played on a copy


def test_a_position_seen_before_is_a_draw_for_the_search() -> None:
    game = Lasca.from_position("W a1=W a7=B")
    for move in ("a1-b2", "a7-b6", "b2-a1", "b6-a7"):
        game.play(move)
    assert LascaAdapter(game).outcome() == 0.0
    assert LascaAdapter(Lasca.from_position("W a1=W a7=B")).outcome() is None
