"""Lasca's invariants over many random games (hypothesis), both officer settings.

Nothing leaves the board, so the 22 pieces are always there; a column's
owner is its top piece; undo restores exactly; a clone is independent;
every action parses back from its own text; a capture grows the moving
column by one piece per jump; the history replays from the start; and a
game from the start with the repetition rule (L4) always ends.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.games.lasca import Lasca
from dominochess_widget.games.lasca.board import side_of

OFFICERS = st.sampled_from(["flying", "lasker"])
SEEDS = st.integers(0, 10**6)


def random_game(seed: int, officer: str, plies: int) -> tuple[Lasca, random.Random]:
    game = games.new("lasca", officer=officer)
    assert isinstance(game, Lasca)
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    return game, rng


@settings(max_examples=60, deadline=None)
@given(SEEDS, OFFICERS, st.integers(0, 150))
def test_every_piece_stays_on_the_board_and_the_top_owns_the_column(
    seed: int, officer: str, plies: int
) -> None:
    game, _ = random_game(seed, officer, plies)
    assert game.pieces_of("white") == game.pieces_of("black") == 11
    for square, column in game.columns():
        assert game.owner(square) == ("white", "black")[side_of(column[0])]
        assert column[0].isupper() or square // 7 != (6 if column[0] == "w" else 0)


@settings(max_examples=60, deadline=None)
@given(SEEDS, OFFICERS, st.integers(0, 100))
def test_each_action_undoes_exactly_and_parses_back(seed: int, officer: str, plies: int) -> None:
    game, rng = random_game(seed, officer, plies)
    if game.is_over:
        return
    before, history = game.position(), [str(m) for m in game.history]
    for move in game.legal_actions():
        assert game.parse_action(str(move)) == move
        length = len(game.column(move.start))
        game.play(move)
        assert len(game.column(move.end)) == length + len(move.captured)
        game.undo()
        assert game.position() == before and [str(m) for m in game.history] == history
    twin = game.clone()
    twin.play(rng.choice(twin.legal_actions()))
    assert game.position() == before  # the clone is independent
    assert games.from_position("lasca", before, officer=officer).position() == before


@settings(max_examples=40, deadline=None)
@given(SEEDS, OFFICERS, st.integers(1, 120))
def test_the_history_replays_from_the_start(seed: int, officer: str, plies: int) -> None:
    game, _ = random_game(seed, officer, plies)
    replay = games.from_position("lasca", game.start_position(), officer=officer)
    for move in game.history:
        replay.play(str(move))
    assert replay == game


@pytest.mark.parametrize("officer", ["flying", "lasker"])
def test_games_from_the_start_end(officer: str) -> None:
    """With the repetition rule on, random games end well before 2,000 plies."""
    lengths = []
    for seed in range(20):
        game, _ = random_game(seed, officer, 2000)
        assert game.is_over, seed
        lengths.append(len(game.history))
    assert max(lengths) < 2000
