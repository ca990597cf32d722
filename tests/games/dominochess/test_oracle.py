"""The engine against python-chess as an oracle (tests/support/chess_oracle.py).

Random positions within the set counts of D1, random side, tile, mapping
(D2) and pool: the legal actions (D3, D5 text) and perft agree with the
reference built on python-chess's pseudo-legal move generator.
"""

from __future__ import annotations

import random
from collections import Counter

import chess
import pytest
from chess_oracle import ReferenceGame, reference_perft

from dominochess_widget import ALL_TILES, START_PLACEMENT, Game, perft

#: D1: the most pieces of each kind a side may have.
SET_COUNTS = {"K": 2, "Q": 2, "R": 4, "B": 4, "N": 4}


def random_placement(rng: random.Random) -> str:
    """Random material within the D1 counts (at least one king a side), on random squares."""
    density = rng.random()  # sparse boards give forfeits, dense ones blocked pieces
    pieces = []
    for case in (str.upper, str.lower):
        for letter, most in SET_COUNTS.items():
            least = 1 if letter == "K" else 0
            count = least + sum(rng.random() < density for _ in range(most - least))
            pieces += [case(letter)] * count
    squares = rng.sample(range(64), len(pieces))
    board = chess.Board(None)
    for square, symbol in zip(squares, pieces, strict=True):
        board.set_piece_at(square, chess.Piece.from_symbol(symbol))
    return board.board_fen()


def random_mapping(rng: random.Random) -> str:
    letters = list("KQRBN")
    rng.shuffle(letters)
    return "".join(letters)


def random_game(rng: random.Random, *, short_pool: bool = False) -> Game:
    tile = rng.choice(ALL_TILES)
    pool = None
    if short_pool and rng.random() < 0.5:
        # An explicit pool of 0–2 tiles: the reshuffle comes within a few actions.
        others = [t for t in ALL_TILES if t != tile]
        pool = [f"{a}|{b}" for a, b in rng.sample(others, rng.randint(0, 2))]
    return Game.from_position(
        random_placement(rng),
        rng.choice(("red", "blue")),
        tile,
        pool=pool,
        seed=rng.randrange(1000),
        mapping=random_mapping(rng),
        draw_rule=rng.choice((1, 2, 50, None)),
    )


def engine_actions(game: Game) -> Counter[str]:
    return Counter(str(a) for a in game.legal_actions())


def reference_actions(ref: ReferenceGame) -> Counter[str]:
    return Counter(ref.action_strings())


def describe(game: Game) -> str:
    return (
        f"{game.placement()} {game.to_move} tile={game.tile} halves_left={game.halves_left} "
        f"moved={game.moved_square} mapping={game.mapping} history={game.history}"
    )


def assert_same_actions(game: Game, ref: ReferenceGame) -> None:
    engine, reference = engine_actions(game), reference_actions(ref)
    assert engine == reference, (
        f"{describe(game)}\nengine only: {sorted(engine - reference)}\n"
        f"reference only: {sorted(reference - engine)}"
    )
    # D3: no action is listed twice (a double's number once).
    assert all(n == 1 for n in engine.values()), describe(game)


# ------------------------------------------------------------------ (a)
@pytest.mark.parametrize("batch", range(8))
def test_random_positions_same_actions(batch: int) -> None:
    rng = random.Random(f"oracle-a/{batch}")
    for _ in range(500):
        game = random_game(rng)
        assert_same_actions(game, ReferenceGame.from_game(game))


# ------------------------------------------------------------------ (b)
@pytest.mark.parametrize("batch", range(8))
def test_after_one_half_same_actions(batch: int) -> None:
    """The piece moved with one half is excluded from the other (rules page, D3)."""
    rng = random.Random(f"oracle-b/{batch}")
    checked = 0
    while checked < 300:
        game = random_game(rng)
        moves = [a for a in game.legal_actions() if not a.is_forfeit]
        if not moves or game.tile[0] == 0 == game.tile[1]:
            continue
        action = rng.choice(moves)
        ref = ReferenceGame.from_game(game)
        game.play(action)
        ref.play(str(action))
        if game.result is not None:
            assert ref.result == game.result.value
            assert ref.action_strings() == []
            continue
        assert game.moved_square == action.target or game.halves_left == game.tile
        # Played side by side, and rebuilt from the game's public state.
        assert_same_actions(game, ref)
        assert_same_actions(game, ReferenceGame.from_game(game))
        checked += 1


def test_moved_piece_excluded_on_double() -> None:
    """3|3 with one rook: after it moves, the other 3 is forfeited ("already moved")."""
    game = Game.from_position("4k3/8/8/8/8/8/8/R3K3", "red", "3|3", seed=1)
    ref = ReferenceGame.from_game(game)
    assert sorted(map(str, game.legal_actions())) == sorted(ref.action_strings())
    game.play("3:Ra1-a4")
    ref.play("3:Ra1-a4")
    assert [str(a) for a in game.legal_actions()] == ref.action_strings() == ["3:-"]


def test_jolly_cannot_move_the_same_piece() -> None:
    game = Game.from_position("4k3/8/8/8/8/8/8/R3K3", "red", "3|6", seed=1)
    ref = ReferenceGame.from_game(game)
    game.play("6:Ra1-a4")
    ref.play("6:Ra1-a4")
    assert [str(a) for a in game.legal_actions()] == ref.action_strings() == ["3:-"]
    game.undo()
    game.play("3:Ra1-a4")
    actions = sorted(str(a) for a in game.legal_actions())
    assert actions == sorted(ReferenceGame.from_game(game).action_strings())
    assert len(actions) == 5 and all(a.startswith("6:Ke1-") for a in actions)


# ------------------------------------------------------------ playouts
@pytest.mark.parametrize("batch", range(4))
def test_random_playouts_agree(batch: int) -> None:
    """Whole turns, reshuffles, wins and D4 draws, step by step, then undone."""
    rng = random.Random(f"oracle-playout/{batch}")
    for _ in range(50):
        game = random_game(rng, short_pool=True)
        ref = ReferenceGame.from_game(game)
        start = game.clone()
        for _step in range(40):
            assert_same_actions(game, ref)
            assert (ref.result is None) == (game.result is None)
            if game.result is not None:
                assert ref.result == game.result.value
                break
            action = rng.choice(game.legal_actions())
            game.play(action)
            ref.play(str(action))
            assert game.placement() == ref.board.board_fen()
            assert game.tile == ref.tile
        while game.history:
            game.undo()
        assert game == start


# ------------------------------------------------------------------ (c)
@pytest.mark.parametrize("index", range(16))
def test_random_positions_perft(index: int) -> None:
    rng = random.Random(f"oracle-perft/{index}")
    game = random_game(rng, short_pool=True)
    ref = ReferenceGame.from_game(game)
    for depth in (1, 2, 3):
        assert perft(game, depth) == ref.perft(depth), (describe(game), depth)
    assert ref.board.board_fen() == game.placement()  # both left as they were


@pytest.mark.parametrize("seed", [0, 1, 3, 5, 7])
def test_start_position_perft(seed: int) -> None:
    game = Game.new(seed=seed)
    ref = ReferenceGame.from_game(game)
    for depth in (1, 2, 3, 4):
        assert perft(game, depth) == ref.perft(depth), (seed, depth)


def test_start_position_with_another_mapping() -> None:
    game = Game.new(seed=3, mapping="NBRQK")
    ref = ReferenceGame.from_game(game)
    for depth in (1, 2, 3, 4):
        assert perft(game, depth) == ref.perft(depth), depth


def test_reference_perft_function() -> None:
    game = Game.new(seed=5)
    assert reference_perft(START_PLACEMENT, "red", game.tile, 3, seed=5) == perft(game, 3)
    assert reference_perft(START_PLACEMENT, "red", "3|3", 0) == 1


def test_finished_game_has_no_actions() -> None:
    """Capturing the last enemy king wins mid-turn: no further actions (perft 0)."""
    game = Game.from_position("8/8/8/8/8/8/1k6/QK6", "red", "2|6", seed=2)
    ref = ReferenceGame.from_game(game)
    game.play("2:Qa1xb2")
    ref.play("2:Qa1xb2")
    assert game.result is not None and ref.result == game.result.value == "red"
    assert game.legal_actions() == [] and ref.action_strings() == []
    assert perft(game, 1) == ref.perft(1) == 0
    assert perft(game, 0) == ref.perft(0) == 1
