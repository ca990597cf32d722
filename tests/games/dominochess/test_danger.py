"""The danger map (engine/danger.py): hand-counted positions, and the
brute force of tests/support/chess_oracle.py (every tile, every full turn on
python-chess) over random games."""

from __future__ import annotations

from fractions import Fraction

import pytest
from chess_oracle import reference_danger
from random_play import unfinished_games

from dominochess_widget.games.dominochess.board import Kind, parse_square
from dominochess_widget.games.dominochess.danger import danger_map
from dominochess_widget.games.dominochess.rules import Game


def sq(name: str) -> int:
    return parse_square(name)


def game(placement: str, tile: str = "0|0") -> Game:
    """Red to move with ``tile``; the other 27 tiles are the pool."""
    return Game.from_position(placement, "red", tile, seed=1, draw_rule=None)


def test_a_rook_on_the_file_takes_with_a_3_or_a_6() -> None:
    # Red K e1 and K a1; Blue r e8, k h8. Of the 27 tiles left, 13 show a 3 or a 6.
    danger = danger_map(game("4r2k/8/8/8/8/8/8/K3K3"))
    assert danger.side.value == "red" and danger.tiles == 27
    assert danger.chance(sq("e1")) == Fraction(13, 27)
    assert danger.chance(sq("a1")) == 0
    assert danger.kings == ((sq("a1"), Fraction(0)), (sq("e1"), Fraction(13, 27)))


def test_both_halves_and_their_order_count() -> None:
    # The Blue knight on e5 blocks the rook: the knight must move first (a 5
    # or a 6), then the rook (a 3 or the other 6): 3|5, 3|6, 5|6 and 6|6.
    # 3|3 moves only rooks, 0|6 and 1|6 only one piece each.
    danger = danger_map(game("4r2k/8/8/4n3/8/8/8/K3K3"))
    assert danger.chance(sq("e1")) == Fraction(4, 27)


def test_the_same_piece_never_moves_twice() -> None:
    # Blue's only piece besides its king is a knight on d5, two jumps from
    # d1 (by c3 or e3): a 5|5 or 5|6 would need the knight twice, so no tile
    # takes it.
    danger = danger_map(game("7k/8/8/3n4/8/8/8/3KK3"))
    assert danger.chance(sq("d1")) == 0 and danger.chance(sq("e1")) == 0


def test_the_current_tile_is_not_the_opponents_next() -> None:
    # The only tiles Blue's rook can use are gone: 3|x drawn before, and
    # the 6s too. Nothing threatens e1 then.
    threes_and_sixes = {(a, b) for a in range(7) for b in range(a, 7) if 3 in (a, b) or 6 in (a, b)}
    pool = [(a, b) for a in range(7) for b in range(a, 7)
            if (a, b) not in threes_and_sixes and (a, b) != (0, 0)]
    position = Game.from_position("4r2k/8/8/8/8/8/8/K3K3", "red", "0|0", pool=pool, seed=1)
    assert danger_map(position).chance(sq("e1")) == 0
    assert danger_map(position).tiles == len(pool)


def test_an_empty_pool_draws_from_all_28() -> None:
    position = Game.from_position("4r2k/8/8/8/8/8/8/K3K3", "red", "0|0", pool=[], seed=1)
    danger = danger_map(position)
    assert danger.tiles == 28 and danger.chance(sq("e1")) == Fraction(13, 28)


def test_every_piece_of_the_side_to_move_is_listed() -> None:
    start = Game.new(seed=4)
    danger = danger_map(start)
    assert len(danger.chances) == 16
    assert {kind for _, kind in danger.kinds} == set(Kind)
    assert all(chance == 0 for _, chance in danger.kings)
    # Blue's bishops on c7 and f7 see the knights on h2 and a2: a 4 or a 6.
    assert danger.chance(sq("h2")) == danger.chance(sq("a2")) == Fraction(13, 27)


@pytest.mark.parametrize("mapping", [None, "NBRQK"])
def test_the_map_agrees_with_the_python_chess_brute_force(mapping: str | None) -> None:
    positions = unfinished_games(lambda rng: Game.new(seed=rng.randrange(10**6), mapping=mapping),
                                 count=25, seed=11, least=6, most=90)
    checked = 0
    for position in positions:  # some mid-turn: the map reads the board as it stands
        assert danger_map(position).chances == reference_danger(position)
        checked += 1
    assert checked == 25
