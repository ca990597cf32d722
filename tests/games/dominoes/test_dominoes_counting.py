"""Counting the unseen tiles (games/dominoes/counting.py) against brute force."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

from dominochess_widget.games.dominoes import DRAW, PASS, Dominoes
from dominochess_widget.games.dominoes.counting import (
    chance_holds,
    known_voids,
    number_counts,
    unseen_tiles,
)


def late_round(seed: int, players: int, unseen_at_most: int) -> Dominoes:
    """A match played at random until the seat to move sees few unseen tiles."""
    game = Dominoes.new(seed=seed, players=players)
    rng = random.Random(seed)
    while not game.is_over:
        if not game.between_rounds and len(unseen_tiles(game, game.to_move)) <= unseen_at_most:
            return game
        game.play(rng.choice(game.legal_actions()))
    raise AssertionError(f"match {seed} never shows so few unseen tiles")


def brute_force(game: Dominoes, seat: str, other: str, number: int) -> Fraction:
    """Every arrangement of the unseen tiles in the other hands and the
    boneyard (sizes as they are), none in a hand known not to hold one of
    its numbers; the share in which ``other`` holds ``number``."""
    unseen = unseen_tiles(game, seat)
    voids = known_voids(game)
    places = [s for s in game.seats if s != seat]
    sizes = [game.hand_sizes[s] for s in places]
    total = hits = 0
    for order in itertools.permutations(unseen):
        start, hands = 0, {}
        for place, size in zip(places, sizes, strict=True):
            hands[place] = order[start:start + size]
            start += size
        if any(set(tile) & voids[p] for p, hand in hands.items() for tile in hand):
            continue
        total += 1
        hits += any(number in tile for tile in hands[other])
    return Fraction(hits, total) if total else Fraction(0)


#: Matches that reach a position with at most 7 unseen tiles (brute force stays small).
LATE = [(6, 2), (8, 2), (9, 2), (12, 2), (2, 3), (4, 3), (5, 3), (6, 3), (1, 4), (3, 4), (4, 4),
        (5, 4)]


@pytest.mark.parametrize(("seed", "players"), LATE)
def test_the_chance_is_the_share_of_every_arrangement(seed: int, players: int) -> None:
    game = late_round(seed, players, unseen_at_most=7)
    seat = game.to_move
    for other in (s for s in game.seats if s != seat):
        for number in range(7):
            assert chance_holds(game, seat, other, number) == brute_force(
                game, seat, other, number), (other, number)


def test_counts_of_the_unseen_numbers() -> None:
    game = Dominoes.new(seed=11)
    seat = game.to_move
    unseen = unseen_tiles(game, seat)
    assert len(unseen) == 28 - 5
    counts = number_counts(game, seat)
    assert sum(counts.values()) == sum(2 - (a == b) for a, b in unseen)


def test_a_pass_shows_what_a_hand_cannot_hold() -> None:
    """After a pass with ends E, that player holds none of E: the chance is 0."""
    for seed in range(300):
        game = Dominoes.new(seed=seed, players=3)
        rng = random.Random(seed)
        while not game.is_over and not game.between_rounds:
            if game.legal_actions() == [PASS]:
                ends, passer = set(game.open_ends()), game.to_move
                game.play(PASS)
                if game.between_rounds:
                    break
                assert known_voids(game)[passer] >= ends
                looker = game.to_move
                for number in ends:
                    assert chance_holds(game, looker, passer, number) == 0
                return
            game.play(rng.choice(game.legal_actions()))
    pytest.fail("no pass found")


def test_nothing_is_known_while_a_drawn_tile_is_unaccounted_for() -> None:
    for seed in range(100):
        game = Dominoes.new(seed=seed)
        rng = random.Random(seed)
        while not game.is_over and not game.between_rounds:
            if game.legal_actions() == [DRAW]:
                drawer = game.to_move
                game.play(DRAW)
                assert known_voids(game)[drawer] == frozenset()
                return
            game.play(rng.choice(game.legal_actions()))
    pytest.fail("no draw found")
