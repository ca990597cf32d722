"""The engine against py-draughts (tests/support/russian_oracle.py): the same legal
moves on many positions, and the same perft counts.

Positions come from seeded random play from the start and from random
positions with kings of both sides. Moves are compared as (start, end,
captured set): py-draughts's identity of a move, and ours except for the
one case the oracle's docstring describes (routes that differ only in
crowning their man); :func:`_compare` checks that this case does not arise
in the positions compared, so that the comparison is exact.
"""

from __future__ import annotations

import random

import pytest
import russian_oracle
from russian_oracle import MoveKey

from dominochess_widget.games.russian import Draughts, perft
from dominochess_widget.games.russian.board import square_name


def move_set(game: Draughts) -> set[MoveKey]:
    return {
        (square_name(m.start), square_name(m.end), frozenset(map(square_name, m.captured)))
        for m in game.legal_actions()
    }


def played_positions(seed: int, plies: int = 160) -> list[str]:
    """The positions of one seeded random game from the start."""
    rng = random.Random(seed)
    game = Draughts.new()
    out: list[str] = []
    while not game.is_over and len(out) < plies:
        out.append(game.position())
        game.play(rng.choice(game.legal_actions()))
    return out


def random_positions(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    return [russian_oracle.random_fen(rng, kings=rng.randint(0, 6)) for _ in range(count)]


def _compare(fens: list[str]) -> None:
    for fen in fens:
        game = Draughts.from_position(fen)
        ours = move_set(game)
        # Two of our actions share a key only if they differ just in crowning
        # (S2 keeps them apart, py-draughts merges them): not the case here.
        assert len(ours) == len(game._codes()), fen
        assert ours == russian_oracle.legal_set(russian_oracle.board(fen)), fen


@pytest.mark.parametrize("seed", range(8))
def test_same_moves_along_random_games(seed: int) -> None:
    _compare(played_positions(seed))


@pytest.mark.parametrize("seed", range(4))
def test_same_moves_in_random_positions_with_kings(seed: int) -> None:
    _compare(random_positions(seed, 400))


@pytest.mark.parametrize("seed", range(3))
def test_same_perft_in_random_positions(seed: int) -> None:
    for fen in random_positions(100 + seed, 40):
        board = russian_oracle.board(fen)
        game = Draughts.from_position(fen)
        for depth in (1, 2, 3):
            assert perft(game, depth) == russian_oracle.perft(board, depth), (fen, depth)


def test_same_perft_along_a_random_game() -> None:
    for fen in played_positions(7, 80)[::8]:
        board = russian_oracle.board(fen)
        assert perft(Draughts.from_position(fen), 3) == russian_oracle.perft(board, 3), fen
