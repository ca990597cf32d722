"""Chance on the domino chess Game: ``chance_outcomes()`` (the exact odds of
the next draw from public knowledge) and ``suppose(tile)`` (what if this
tile had come), the game protocol's ChanceState; and the computer's search
going through them."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from random_play import unfinished_games

import dominochess_widget.games  # noqa: F401  (the game's texts, for the pool tracker)
from dominochess_widget import Game
from dominochess_widget.core.errors import IllegalActionError, PositionError, SettingError
from dominochess_widget.core.protocol import ChanceState
from dominochess_widget.games.dominochess.board import KINDS, Kind
from dominochess_widget.games.dominochess.evaluate import Evaluator
from dominochess_widget.games.dominochess.mapping import JOLLY, NONE_NUMBER, TileMapping
from dominochess_widget.games.dominochess.odds import (
    Odds,
    draw_pool,
    kind_chances,
    kind_masks,
    next_draw,
    number_chances,
    pool_mask,
    seen_tile,
)
from dominochess_widget.games.dominochess.pool import pool_view
from dominochess_widget.games.dominochess.search import Search
from dominochess_widget.games.dominochess.tiles import ALL_TILES, Tile

MIDDLEGAME = "rr2kr1r/n1bkbbq1/4n3/1b4n1/2n1Q3/6B1/NN1B2NN/R1RKKQRR"


def play_turn(game: Game, rng: random.Random) -> None:
    """Random actions until the turn passes (or the game ends)."""
    turn = game.turns_played
    while not game.is_over and game.turns_played == turn:
        game.play(rng.choice(game.legal_actions()))


def at_cycle_end(seed: int = 1) -> Game:
    """A game at the start of the turn that draws the last tile of the pool cycle."""
    rng = random.Random(seed)
    while True:
        game = Game.new(seed=rng.randrange(10_000), draw_rule=None)
        while not game.is_over and len(game.drawn_tiles) < len(ALL_TILES):
            play_turn(game, rng)
        if not game.is_over:
            return game


def check_odds(outcomes: list[tuple[Tile, Fraction]]) -> None:
    assert outcomes
    assert all(type(chance) is Fraction for _tile, chance in outcomes)
    assert sum(chance for _tile, chance in outcomes) == 1
    tiles = [tile for tile, _chance in outcomes]
    assert len(set(tiles)) == len(tiles)
    assert tiles == sorted(tiles, key=ALL_TILES.index)  # set order


# ---------------------------------------------------------------- chance_outcomes
def test_a_new_game_can_draw_any_other_tile_at_one_in_27() -> None:
    game = Game.new(seed=4)
    outcomes = game.chance_outcomes()
    check_odds(outcomes)
    assert [tile for tile, _ in outcomes] == [t for t in ALL_TILES if t != game.tile]
    assert {chance for _, chance in outcomes} == {Fraction(1, 27)}


def test_the_odds_follow_the_tiles_drawn_and_never_the_secret_order() -> None:
    rng = random.Random(3)
    game = Game.new(seed=9)
    for _ in range(40):
        outcomes = game.chance_outcomes()
        check_odds(outcomes)
        left = game.remaining_tiles or ALL_TILES
        assert outcomes == [(tile, Fraction(1, len(left))) for tile in left]
        assert not set(game.drawn_tiles) & {tile for tile, _ in outcomes} or len(left) == 28
        play_turn(game, rng)
        # The tile the engine drew was one the odds allowed.
        assert game.tile in {tile for tile, _ in outcomes}


def test_mid_turn_the_odds_are_those_of_the_turn_start() -> None:
    game = Game.new(seed=2)
    before = game.chance_outcomes()
    game.play(game.legal_actions()[0])
    assert game.halves_left  # still this turn
    assert game.chance_outcomes() == before


def test_the_pool_cycle_boundary_reshuffles_all_28() -> None:
    game = at_cycle_end()
    assert game.remaining_tiles == ()
    outcomes = game.chance_outcomes()
    check_odds(outcomes)
    assert [tile for tile, _ in outcomes] == list(ALL_TILES)  # the current tile too
    assert {chance for _, chance in outcomes} == {Fraction(1, 28)}
    shuffles = game.shuffles
    play_turn(game, random.Random(0))
    if not game.is_over:
        assert game.shuffles == shuffles + 1 and game.drawn_tiles == (game.tile,)
        after = game.chance_outcomes()
        assert [tile for tile, _ in after] == [t for t in ALL_TILES if t != game.tile]
        assert {chance for _, chance in after} == {Fraction(1, 27)}


def test_a_given_pool_is_public_and_an_empty_one_reshuffles() -> None:
    game = Game.from_position(MIDDLEGAME, "red", "3|5", pool=["6|6", "0|1"], seed=0)
    assert game.chance_outcomes() == [((0, 1), Fraction(1, 2)), ((6, 6), Fraction(1, 2))]
    empty = Game.from_position(MIDDLEGAME, "red", "3|5", pool=[], seed=0)
    assert empty.chance_outcomes() == [(tile, Fraction(1, 28)) for tile in ALL_TILES]


def test_a_finished_game_has_no_next_draw() -> None:
    game = Game.from_position("3k4/8/8/8/8/8/8/K2Q4", "red", "0|2", seed=0)
    game.play("2:Qd1xd8")
    assert game.is_over and game.chance_outcomes() == []


def test_the_game_is_a_chance_state() -> None:
    assert isinstance(Game.new(seed=1), ChanceState)


# ---------------------------------------------------------------- suppose
def test_under_a_supposition_the_turn_has_the_supposed_tile() -> None:
    game = Game.from_position(MIDDLEGAME, "red", "3|5", seed=0)
    before = game.clone()
    other = Game.from_position(MIDDLEGAME, "red", "2|6", seed=0)
    with game.suppose((2, 6)) as supposed:
        assert supposed is game
        assert game.tile == (2, 6)
        assert [str(a) for a in game.legal_actions()] == [str(a) for a in other.legal_actions()]
        assert game.drawn_tiles[-1] == (2, 6)
        assert (2, 6) not in game.remaining_tiles and (3, 5) in game.remaining_tiles
        outcomes = game.chance_outcomes()
        check_odds(outcomes)
        assert (2, 6) not in {tile for tile, _ in outcomes}
    assert game == before and game.tile == (3, 5)
    assert game.drawn_tiles == before.drawn_tiles
    assert game.remaining_tiles == before.remaining_tiles


@pytest.mark.parametrize("tile", [(6, 2), [2, 6], "6|2", "[2|6]"])
def test_suppose_reads_a_tile_in_any_form(tile: object) -> None:
    game = Game.from_position(MIDDLEGAME, "red", "3|5", seed=0)
    with game.suppose(tile):
        assert game.tile == (2, 6)


def test_the_game_is_restored_after_an_exception() -> None:
    game = Game.from_position(MIDDLEGAME, "red", "3|5", seed=0)
    before = game.clone()
    with pytest.raises(RuntimeError), game.suppose("2|6"):
        game.play(game.legal_actions()[0])
        game.play(game.legal_actions()[0])  # the turn ends: the next tile is drawn
        assert game.turns_played == 1
        raise RuntimeError("the search stops")
    # The actions played under the supposition are taken back, the tile restored.
    assert game == before
    assert game.tile == (3, 5) and game.history == []
    assert game.chance_outcomes() == before.chance_outcomes()


def test_actions_taken_back_inside_leave_nothing_to_undo() -> None:
    game = Game.from_position(MIDDLEGAME, "red", "3|5", seed=0)
    before = game.clone()
    with game.suppose("0|4"):
        code = game.codes()[0]
        game.push_code(code)
        game.pop_code()
    assert game == before


def test_suppositions_nest_across_a_turn_end() -> None:
    rng = random.Random(5)
    game = Game.new(seed=11)
    play_turn(game, rng)
    before = game.clone()
    first = next(t for t, _ in game.chance_outcomes() if t != game.tile)
    with game.suppose(game.remaining_tiles[0]):
        x = game.tile
        play_turn(game, rng)
        assert game.turns_played == before.turns_played + 1
        # The next draw's odds count the supposed tile as drawn, not the secret one.
        outcomes = game.chance_outcomes()
        assert x not in {tile for tile, _ in outcomes}
        drawn = game.tile  # the engine's draw: the next supposition replaces it
        w = next(t for t, _ in outcomes if t != drawn)
        with game.suppose(w):
            assert game.drawn_tiles[-2:] == (x, w)
            inner = game.chance_outcomes()
            check_odds(inner)
            assert {x, w}.isdisjoint(t for t, _ in inner)
            assert drawn in {t for t, _ in inner}
            assert len(inner) == len(outcomes)
        assert game.chance_outcomes() == outcomes
    assert game == before
    assert first in {t for t, _ in game.chance_outcomes()}


def test_nesting_across_the_cycle_boundary() -> None:
    game = at_cycle_end(seed=2)
    rng = random.Random(1)
    before = game.clone()
    last = game.tile
    with game.suppose(last):  # the only tile that can be there
        play_turn(game, rng)
        if not game.is_over:
            # A fresh cycle: any of the 28, the tile just played included.
            with game.suppose(last):
                assert game.drawn_tiles == (last,)
                assert len(game.chance_outcomes()) == 27
    assert game == before


@pytest.mark.parametrize("bad", [42, None, "7|1", (1, 2, 3), (True, 3), "x", (1.0, 2)])
def test_suppose_refuses_a_non_tile(bad: object) -> None:
    game = Game.new(seed=1)
    before = game.clone()
    with pytest.raises(SettingError):
        game.suppose(bad)
    assert game == before


def test_suppose_refuses_a_tile_already_drawn_in_the_cycle() -> None:
    rng = random.Random(2)
    game = Game.new(seed=8)
    earlier = game.tile
    play_turn(game, rng)
    before = game.clone()
    with pytest.raises(PositionError, match="twice"), game.suppose(earlier):
        pass
    assert game == before
    with game.suppose(game.tile):  # the real tile itself is allowed
        pass


def test_suppose_refuses_a_tile_outside_a_given_pool() -> None:
    game = Game.from_position(MIDDLEGAME, "red", "3|5", pool=["6|6", "0|1"], seed=0)
    with game.suppose("6|6"):
        pass
    with pytest.raises(IllegalActionError), game.suppose("2|2"):
        pass


def test_suppose_refuses_mid_turn_and_once_over() -> None:
    game = Game.from_position(MIDDLEGAME, "red", "3|5", seed=0)
    game.play(game.legal_actions()[0])
    with pytest.raises(IllegalActionError, match="already been used"), game.suppose("2|6"):
        pass
    over = Game.from_position("3k4/8/8/8/8/8/8/K2Q4", "red", "0|2", seed=0)
    over.play("2:Qd1xd8")
    with pytest.raises(IllegalActionError, match="over"), over.suppose("2|6"):
        pass


# ---------------------------------------------------------------- the search
class CheckingSearch(Search):
    """A search that checks, at every decision node below a draw, that its
    pool mask is what ``chance_outcomes()`` says."""

    checked = 0

    def _turn(
        self,
        seqs: list[tuple[float, tuple[int, ...]]],
        depth: int,
        alpha: float,
        beta: float,
        pool: int,
        ply: int,
        start: int = 0,
        best: float | None = None,
    ) -> float:
        assert draw_pool(pool) == draw_pool(next_draw(self.game))
        CheckingSearch.checked += 1
        return super()._turn(seqs, depth, alpha, beta, pool, ply, start, best)


@pytest.mark.parametrize("seed", [0, 1])
def test_the_search_follows_the_public_odds(seed: int) -> None:
    rng = random.Random(seed)
    game = Game.new(seed=seed)
    for _ in range(rng.randrange(20, 40)):
        play_turn(game, rng)
    if game.is_over:
        pytest.skip("the game ended")
    CheckingSearch.checked = 0
    search = CheckingSearch(game, pool_mask(game.remaining_tiles), Evaluator(game.mapping),
                            node_budget=3000, max_depth=3)
    search.run()
    assert CheckingSearch.checked > 0
    assert search.game == game  # back at the root
    assert search.game.drawn_tiles == game.drawn_tiles  # no supposition left


def test_a_stopped_search_is_left_at_its_root() -> None:
    game = Game.new(seed=3)
    calls = 0

    def cancel() -> bool:
        nonlocal calls
        calls += 1
        return calls == 2

    search = Search(game, next_draw(game), Evaluator(game.mapping), node_budget=10_000,
                    cancelled=cancel)
    result = search.run()
    assert result.cancelled
    assert search.game == game and search.game.drawn_tiles == game.drawn_tiles


# ------------------------------------------ one odds module (issue 26, item 5)
def moving(tiles: list[Tile], mapping: TileMapping, wanted: set[Kind]) -> int:
    """How many of ``tiles`` let one of ``wanted`` move, counted by hand."""
    return sum(1 for tile in tiles if any(set(mapping.kinds_for(n)) & wanted for n in tile))


@pytest.mark.parametrize("mapping", [None, "NBRQK", "RKNBQ"])
def test_5_the_tracker_the_lessons_and_the_computer_count_the_same_odds(
    mapping: str | None,
) -> None:
    """The pool tracker's counts, the lessons' exact fractions and the
    computer's floats come from one count (odds.py), checked here by hand:
    a kind moves with its number or the Jolly (D2)."""
    games = unfinished_games(lambda rng: Game.new(seed=rng.randrange(999), mapping=mapping),
                             count=6, seed=5, least=5, most=80)
    for game in games:
        left = [tile for tile, _ in game.chance_outcomes()]
        lines = {line.what: line for line in pool_view(game, "en").odds}
        kinds, numbers = kind_chances(left, game.mapping), number_chances(left)
        odds, pool = Odds(game.mapping), next_draw(game)
        for kind in KINDS:
            count = moving(left, game.mapping, {kind})
            assert (lines[kind.name.lower()].count, lines[kind.name.lower()].total) == (
                count, len(left))
            assert kinds[kind] == lines[kind.name.lower()].chance == Fraction(count, len(left))
            assert odds.kind_chance(pool, 1 << kind) == count / len(left)
        assert odds.kind_chance(pool, 1 << Kind.ROOK | 1 << Kind.KNIGHT) == moving(
            left, game.mapping, {Kind.ROOK, Kind.KNIGHT}) / len(left)
        for number in range(JOLLY + 1):
            assert numbers[number] == Fraction(sum(number in t for t in left), len(left))
        assert (numbers[JOLLY], numbers[NONE_NUMBER]) == (lines["jolly"].chance,
                                                          lines["zero"].chance)


def test_5_a_number_whose_kind_is_all_taken_is_seen_as_a_0() -> None:
    """Red has two kings and one rook left: a 2, 4 or 5 moves nothing (D2
    default: 1 king, 2 queen, 3 rook, 4 bishop, 5 knight), and for the
    computer the 3|3 moves the one rook once, like a 0|3."""
    game = Game.from_position("k6k/8/8/8/8/8/8/KK5R", "red", "0|0", seed=1)
    present = 1 << Kind.KING | 1 << Kind.ROOK
    masks = kind_masks(game.mapping)
    assert seen_tile((2, 5), present, masks) == (0, 0)
    assert seen_tile((3, 4), present, masks) == (0, 3)
    assert seen_tile((1, 4), present, masks) == (0, 1)
    assert seen_tile((4, 6), present, masks) == (0, 6)
    assert seen_tile((1, 3), present, masks) == (1, 3)
    groups = {(a, b): chance for chance, a, b, _tile, _index
              in Odds(game.mapping).groups(0, present, 1 << Kind.ROOK)}
    # 0|3, 2|3, 3|4, 3|5 and the double 3|3: five of the 28 tiles.
    assert groups[(0, 3)] == 5 / 28
    assert sum(groups.values()) == pytest.approx(1)
