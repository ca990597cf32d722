"""The dominoes computer players decide from their own seat's view only (O11)."""

from __future__ import annotations

import random

import pytest

from dominochess_widget.games.dominoes import PASS, Dominoes, Play
from dominochess_widget.games.dominoes.computer import DominoesComputer, imagined, medium_choice
from dominochess_widget.games.dominoes.counting import unseen_tiles
from dominochess_widget.games.dominoes.tiles import parse_tile

LEVELS = ("easy", "medium", "hard")


def midround(seed: int, players: int, plies: int) -> Dominoes:
    game = Dominoes.new(seed=seed, players=players)
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over or game.between_rounds:
            break
        game.play(rng.choice(game.legal_actions()))
    return game


def hidden_swapped(game: Dominoes) -> Dominoes | None:
    """The same match for the seat to move, another player's tile exchanged
    with a boneyard tile (both read from positions, so that neither has a
    record: an exchange cannot contradict a draw or a pass)."""
    seat = game.to_move
    fields = dict(item.split("=", 1) for item in game.position().split("; "))
    hands = [h.split() for h in fields["hands"].split("/")]
    bone = fields["boneyard"].split()
    others = [i for i, s in enumerate(game.seats) if s != seat]
    for i in others:
        for a in range(len(hands[i])):
            for b in range(len(bone)):
                new_hands = [h[:] for h in hands]
                new_bone = bone[:]
                new_hands[i][a], new_bone[b] = new_bone[b], new_hands[i][a]
                new_hands[i].sort(key=lambda w: parse_tile(w))
                fields2 = dict(fields, hands="/".join(" ".join(h) for h in new_hands),
                               boneyard=" ".join(new_bone))
                other = Dominoes.from_position("; ".join(f"{k}={v}" for k, v in fields2.items()))
                if other.observation(seat) == game.observation(seat):
                    return other
    return None


@pytest.mark.parametrize("level", LEVELS)
def test_states_that_differ_only_in_hidden_tiles_give_the_same_decision(level: str) -> None:
    tried = 0
    for seed in range(40):
        game = midround(seed, 3, 9)
        if game.is_over or game.between_rounds or len(game.legal_actions()) < 2:
            continue
        game = Dominoes.from_position(game.position())
        twin = hidden_swapped(game)
        if twin is None:
            continue
        assert twin.position() != game.position()
        first = DominoesComputer(level, time_budget=0.1).choose(game)
        again = DominoesComputer(level, time_budget=0.1).choose(twin)
        assert first == again, seed
        tried += 1
    assert tried >= 5


@pytest.mark.parametrize("level", LEVELS)
def test_legal_and_deterministic_and_the_game_untouched(level: str) -> None:
    for seed in range(12):
        game = midround(seed, 2 + seed % 3, seed * 3)
        if game.is_over:
            continue
        before = game.position()
        move = DominoesComputer(level, time_budget=0.1).choose(game)
        assert move in game.legal_actions() and game.position() == before
        assert DominoesComputer(level, time_budget=0.1).choose(game.clone()) == move


def test_medium_plays_the_heaviest_tile_a_double_first() -> None:
    game = Dominoes.new(seed=3)
    rng = random.Random(3)
    while not game.is_over and not game.between_rounds:
        actions = game.legal_actions()
        plays = [a for a in actions if isinstance(a, Play)]
        choice = medium_choice(game, actions)
        if plays:
            heaviest = max(sum(p.tile) for p in plays)
            assert sum(choice.tile) == heaviest  # type: ignore[union-attr]
            if any(p.tile[0] == p.tile[1] and sum(p.tile) == heaviest for p in plays):
                assert choice.tile[0] == choice.tile[1]  # type: ignore[union-attr]
        else:
            assert choice == actions[0]
        game.play(rng.choice(actions))


def test_an_imagined_deal_looks_the_same_from_the_seat() -> None:
    game = midround(7, 3, 8)
    seat = game.to_move
    world = imagined(game, seat, random.Random(1))
    assert world.hand(seat) == game.hand(seat)
    assert world.hand_sizes == game.hand_sizes and world.boneyard_size == game.boneyard_size
    assert world.table.placements == game.table.placements
    assert set(unseen_tiles(world, seat)) == set(unseen_tiles(game, seat))
    assert world.legal_actions() == game.legal_actions()


def test_only_one_action_is_played_at_once() -> None:
    game = midround(2, 2, 0)
    assert len(game.legal_actions()) == 1  # the lead double
    assert DominoesComputer("hard").choose(game) == game.legal_actions()[0]
    assert PASS not in game.legal_actions()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_before_the_lead_an_imagined_leader_holds_the_highest_double_O3(players: int) -> None:
    for seed in range(12):
        game = Dominoes.new(seed=seed, players=players)
        for seat in game.seats:
            world = imagined(game, seat, random.Random(seed))
            doubles = [(t, s) for s in world.seats for t in world.hand(s) if t[0] == t[1]]
            assert max(doubles)[1] == game.to_move == world.to_move
            assert world.hand(seat) == game.hand(seat)
            assert [str(a) for a in world.legal_actions()] != []
