"""The table's layout (games/dominoes/layout.py): whatever the order of play,
no two tiles overlap and the whole table fits any canvas."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget.games.dominoes import Dominoes
from dominochess_widget.games.dominoes.layout import REACH, fit, layout


def played_out(seed: int, players: int, hand_size: int) -> Dominoes:
    """A round played at random to its end (every placement on the table)."""
    game = Dominoes.new(seed=seed, players=players, hand_size=hand_size)
    rng = random.Random(seed)
    while not game.rounds and not game.is_over:
        game.play(rng.choice(game.legal_actions()))
    return game


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([(2, 14), (2, 7), (3, 9), (4, 7), (4, 5)]),
       st.sampled_from([(640, 400), (300, 300), (1920, 600)]))
def test_no_tile_overlaps_and_the_table_fits_the_canvas(
    seed: int, deal: tuple[int, int], canvas: tuple[int, int]
) -> None:
    players, hand_size = deal
    game = played_out(seed, players, hand_size)
    laid = layout(game.table.placements)
    assert [t.tile for t in laid] == list(game.table.tiles)
    for i, one in enumerate(laid):
        for other in laid[i + 1:]:
            assert not one.box.overlaps(other.box), (one, other)
    width, height = canvas
    scale, x0, y0 = fit(laid, width, height)
    for tile in laid:
        box = tile.box
        left, right = x0 + scale * (box.x - box.width / 2), x0 + scale * (box.x + box.width / 2)
        top, bottom = y0 - scale * (box.y + box.height / 2), y0 - scale * (box.y - box.height / 2)
        assert -1e-6 <= left <= right <= width + 1e-6
        assert -1e-6 <= top <= bottom <= height + 1e-6


def test_a_whole_set_on_the_table_is_laid_out() -> None:
    """With two hands of 14, every one of the 28 tiles can reach the table."""
    longest = max((played_out(seed, 2, 14) for seed in range(40)),
                  key=lambda g: len(g.table.tiles))
    assert len(longest.table.tiles) >= 20
    laid = layout(longest.table.placements)
    assert len(laid) == len(longest.table.tiles)


def test_the_lead_stands_across_the_centre_and_arms_run_out() -> None:
    game = Dominoes.from_position(
        "players=2; hand=5; target=100; scoring=source; seed=1; round=1; redeals=0; "
        "points=0,0; turn=red; passes=0; between=no; hands=4|6 1|4/2|4 0|1; "
        "boneyard=" + " ".join(
            f"{a}|{b}" for a in range(7) for b in range(a, 7)
            if (a, b) not in {(4, 4), (4, 6), (1, 4), (2, 4), (0, 1)}) + "; table=4|4")
    game.play("4|6@4|4:1")
    game.play("2|4@4|4:2")
    lead, east, west = layout(game.table.placements)
    assert (lead.box.x, lead.box.y, lead.box.width, lead.box.height) == (0, 0, 1, 2)
    assert east.box.x > 0 and west.box.x < 0 and east.box.y == west.box.y == 0
    assert east.first == 4 and east.direction == (1, 0)


@pytest.mark.parametrize("seed", range(5))
def test_long_arms_turn_back(seed: int) -> None:
    game = played_out(seed, 2, 14)
    laid = layout(game.table.placements)
    reach = max(max(abs(t.box.x), abs(t.box.y)) for t in laid)
    assert reach <= REACH + 8  # a turned arm runs back, not away
