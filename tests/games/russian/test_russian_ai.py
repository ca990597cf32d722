"""The Russian draughts computer: legal, compulsory captures, deterministic,
finds simple shots, stops when told, and its adapter agrees with the
plain-protocol search."""

from __future__ import annotations

import random
import threading

import pytest
from random_play import StepClock, unfinished_games

from dominochess_widget.ai.alphabeta import CHECK_EVERY, DECIDED, ProtocolAdapter, search
from dominochess_widget.ai.computers import Level
from dominochess_widget.core.errors import IllegalActionError, SettingError
from dominochess_widget.games.russian import Draughts
from dominochess_widget.games.russian.computer import (
    NODES_PER_SECOND,
    RussianAdapter,
    RussianComputer,
    make_computer,
)
from dominochess_widget.games.russian.evaluate import (
    KING,
    MAN,
    bitboards,
    evaluate,
    evaluate_state,
    white_score,
)

#: Small budgets keep the suite fast; the node budget, not the clock, decides.
BUDGET = 0.05
LEVELS = ("easy", "medium", "hard")

#: White to move: b4-c5 gives a man, d6:b4 is forced, a3:c5:a7 takes two.
TWO_FOR_ONE = "W:Wa3,b4,d4,e1,g3:Bb6,d6,f8,h6"
#: White to move: c3-b4 gives a man, a5:c3 is forced, d2:b4:d6:b8 takes
#: three and crowns a king.
COUP = "W:We1,d2,f2,a3,c3:Ba5,c5,f6,c7,f8"


def random_positions(count: int, seed: int = 11, plies: int = 24) -> list[Draughts]:
    """Unfinished games after random play."""
    return unfinished_games(lambda rng: Draughts.new(), count, seed, 2, plies)


# ---------------------------------------------------------------- legality
@pytest.mark.parametrize("level", LEVELS)
def test_plays_only_legal_moves_and_leaves_the_game_alone(level):
    computer = RussianComputer(level, time_budget=BUDGET)
    rng = random.Random(level)
    game = Draughts.new()
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


def test_takes_compulsory_captures():
    # White's c3 can take d4 or b4's neighbour; every legal move is a capture.
    game = Draughts.from_position("W:Wc3,e1,g1:Bd4,f6,h8")
    assert all(m.captured for m in game.legal_actions())
    for level in LEVELS:
        move = RussianComputer(level, time_budget=BUDGET).choose(game)
        assert move.captured
    # A multi-capture: all of the chosen route is taken.
    game = Draughts.from_position("W:Wa1:Bb2,d4,f6,h8")
    move = RussianComputer("hard", time_budget=BUDGET).choose(game)
    assert move in game.legal_actions() and len(move.captured) >= 1


def test_positions_with_captures_get_captures():
    for game in random_positions(20, seed=3):
        legal = game.legal_actions()
        move = RussianComputer("medium", time_budget=BUDGET).choose(game)
        assert move in legal
        if any(m.captured for m in legal):
            assert move.captured


def test_only_move_is_played_at_once():
    game = Draughts.from_position("W:Wa1:Bh8")
    assert len(game.legal_actions()) == 1
    computer = RussianComputer("hard")
    assert computer.choose(game) == game.legal_actions()[0]
    assert computer.last_search is not None and computer.last_search.nodes == 0


def test_refuses_a_finished_game():
    game = Draughts.from_position("W:Wa1:Bb2,c3")  # White is blocked
    assert game.is_over
    with pytest.raises(IllegalActionError):
        RussianComputer("easy").choose(game)


def test_bad_settings():
    with pytest.raises(SettingError):
        RussianComputer("grandmaster")
    with pytest.raises(SettingError):
        RussianComputer("hard", time_budget=0)
    assert RussianComputer(" Medium ").level is Level.MEDIUM
    assert make_computer("easy", seed=3).seed == 3


# ---------------------------------------------------------------- determinism
@pytest.mark.parametrize("level", LEVELS)
def test_same_position_same_move(level):
    for game in random_positions(6, seed=5):
        first = RussianComputer(level, time_budget=BUDGET).choose(game)
        again = RussianComputer(level, time_budget=BUDGET).choose(game.clone())
        # A slow machine (well inside the guard) chooses the same.
        slow = RussianComputer(
            level, time_budget=BUDGET, clock=StepClock(3 * CHECK_EVERY / NODES_PER_SECOND)
        ).choose(game)
        assert first == again == slow


def test_budget_decides_not_the_clock():
    game = random_positions(1, seed=9)[0]
    fast = RussianComputer("hard", time_budget=BUDGET, clock=StepClock(0.0))
    fast.choose(game)
    slow = RussianComputer("hard", time_budget=BUDGET, clock=StepClock(0.01))
    slow.choose(game)
    assert fast.last_search == slow.last_search
    assert fast.last_search is not None and fast.last_search.complete
    assert not fast.timed_out and not slow.timed_out


def test_easy_seed_varies_the_blur_only():
    games = random_positions(12, seed=4)
    moves = [
        tuple(str(RussianComputer("easy", seed=s, time_budget=BUDGET).choose(g)) for g in games)
        for s in (0, 1)
    ]
    assert moves[0] != moves[1]  # another seed, another blur somewhere


def test_the_guard_fires_on_a_hopeless_machine():
    game = Draughts.new()
    computer = RussianComputer("hard", clock=StepClock(3600.0))
    move = computer.choose(game)
    assert move in game.legal_actions()
    assert computer.timed_out


# ---------------------------------------------------------------- shots
@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize(("position", "shot"), [(TWO_FOR_ONE, "b4-c5"), (COUP, "c3-b4")])
def test_finds_the_shot(level, position, shot):
    game = Draughts.from_position(position)
    computer = RussianComputer(level, time_budget=0.2)
    assert str(computer.choose(game)) == shot
    hint = computer.hint(game)
    assert str(hint.move) == shot
    assert hint.score >= MAN  # at least a man up at the end of the line
    assert str(hint.line[1]).count(":") == 1  # the forced reply takes the bait


def test_a_won_ending_is_seen_as_won():
    # Two kings against a man that is about to be caught.
    game = Draughts.from_position("W:WKa1,Kh2:Bb4")
    hint = RussianComputer("hard", time_budget=0.2).hint(game)
    assert hint.score > DECIDED and hint.wins and not hint.loses


# ---------------------------------------------------------------- cancel
def test_cancel_stops_at_once_with_a_legal_move():
    game = Draughts.new()
    stop = threading.Event()
    stop.set()
    computer = RussianComputer("hard", time_budget=50.0)
    move = computer.choose(game, cancel=stop)
    assert move in game.legal_actions()
    assert computer.last_search is not None and computer.last_search.cancelled
    assert computer.last_search.nodes <= CHECK_EVERY + 1


def test_cancel_callable_mid_search():
    game = next(g for g in random_positions(10, seed=2) if len(g.legal_actions()) >= 5)
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 5

    computer = RussianComputer("hard", time_budget=50.0)
    move = computer.choose(game, cancel=cancel)
    assert move in game.legal_actions()
    assert computer.last_search is not None and computer.last_search.cancelled
    assert computer.last_search.nodes <= 6 * CHECK_EVERY + 1


# ---------------------------------------------------------------- evaluation and adapter
def test_evaluation_is_symmetric_and_counts_material():
    start = Draughts.new()
    assert evaluate_state(start) == 0
    for game in random_positions(20, seed=8):
        wm, wk, bm, bk = bitboards(game.pieces())
        mirrored = (_mirror(bm), _mirror(bk), _mirror(wm), _mirror(wk))
        assert white_score(wm, wk, bm, bk) == -white_score(*mirrored)
        assert evaluate(wm, wk, bm, bk, True) == -evaluate(wm, wk, bm, bk, False)
    assert white_score(0, 1 << 0, 1 << 62, 0) > 0  # a king beats a man
    assert KING >= 3 * MAN


def _mirror(board: int) -> int:
    """The board turned 180°: square s goes to 63 - s."""
    return int(f"{board:064b}"[::-1], 2)


@pytest.mark.parametrize("seed", range(4))
def test_fast_adapter_agrees_with_the_protocol(seed):
    game = random_positions(1, seed=seed, plies=30)[0]
    fast = search(RussianAdapter(game), node_budget=None, max_depth=3, extend_single=False)
    slow = search(
        ProtocolAdapter(game, evaluate_state, lambda move: bool(move.captured)),
        node_budget=None,
        max_depth=3,
        extend_single=False,
    )
    assert fast.score == slow.score
    assert fast.depth == slow.depth


def test_adapter_walks_back_to_where_it_started():
    game = random_positions(1, seed=6)[0]
    adapter = RussianAdapter(game)
    before = adapter.key()
    result = search(adapter, node_budget=5_000)
    assert adapter.key() == before
    assert result.best in game._codes()
