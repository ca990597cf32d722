"""The computer player (dominochess_widget.ai): legal, deterministic,
cancellable, blind to the pool's secret order; hints with reasons.

Hard runs with small time budgets here: the budget is a node count, so the
choices are the same on every machine and the file stays fast.
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
import threading
import time

import pytest
from paths import REPO

from dominochess_widget import Action, Game, IllegalActionError, SettingError
from dominochess_widget.ai import Level
from dominochess_widget.core.messages import CATALOGUES
from dominochess_widget.games.dominochess.hint import Hint
from dominochess_widget.games.dominochess.players import ComputerPlayer
from dominochess_widget.games.dominochess.search import CHECK_EVERY

LEVELS = ("easy", "medium", "hard")
FAST = 0.03  # seconds of budget for hard: a few hundred nodes


def player(level: str, seed: int = 0) -> ComputerPlayer:
    return ComputerPlayer(level, seed=seed, time_budget=FAST)


def pos(
    placement: str, tile: object, to_move: str = "red", pool: list[object] | None = None
) -> Game:
    return Game.from_position(placement, to_move, tile, pool=pool, seed=0)


def random_games(count: int, seed: int = 7) -> list[Game]:
    """Games after random play, many of them mid-turn, some finished."""
    rng = random.Random(seed)
    out = []
    for k in range(count):
        game = Game.new(seed=rng.randrange(10_000))
        for _ in range(rng.randrange(0, 60)):
            actions = game.legal_actions()
            if not actions:
                break
            game.play(rng.choice(actions))
        out.append(game)
        if k % 3 == 0 and not game.is_over and game.halves_left:
            mid = game.clone()
            mid.play(rng.choice(mid.legal_actions()))
            out.append(mid)
    return [g for g in out if not g.is_over]


def assert_legal(game: Game, action: Action) -> None:
    assert isinstance(action, Action)
    assert str(action) in {str(a) for a in game.legal_actions()}


# ---------------------------------------------------------------- legality
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_returns_a_legal_action_in_random_positions(level: str) -> None:
    games = random_games(14)
    assert any(len(g.halves_left) == 1 for g in games)  # some are mid-turn
    for game in games:
        before = game.clone()
        assert_legal(game, player(level).choose(game))
        assert game == before  # the game is not changed


SPECIAL = [
    # doubles: two different pieces of the same kind
    ("rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR", "5|5"),
    ("k7/8/8/8/8/8/8/K1R4R", "3|3"),
    # Jolly
    ("rr2kr1r/n1bkbbq1/4n3/1b4n1/2n1Q3/6B1/NN1B2NN/R1RKKQRR", "6|6"),
    ("rr2kr1r/n1bkbbq1/4n3/1b4n1/2n1Q3/6B1/NN1B2NN/R1RKKQRR", "0|6"),
    # forfeits only: 0|0, a kind all captured, a blocked kind
    ("k7/8/8/8/8/8/8/K7", "0|0"),
    ("k7/8/8/8/8/8/8/K7", "2|3"),
    ("rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR", "1|3"),
    # a double of a kind with one piece: the second half has to forfeit
    ("k7/8/8/8/8/8/8/K6R", "3|3"),
]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("placement", "tile"), SPECIAL)
def test_special_tiles_and_forfeits(level: str, placement: str, tile: str) -> None:
    game = pos(placement, tile)
    ai = player(level)
    while not game.is_over and game.turns_played == 0:  # the whole turn
        action = ai.choose(game)
        assert_legal(game, action)
        game.play(action)


# Blue's last king on d8 can be taken: directly, or only after the knight
# (moved by the 5) opens the d-file for the rook (the 3): order matters (D3).
WINS = [
    ("3k4/8/8/8/8/8/8/K2Q4", "0|2", "2:Qd1xd8"),
    ("3k4/8/8/8/8/8/3N4/K2R4", "3|5", "5:Nd2"),
    ("1k1k4/8/8/8/8/8/8/KQ1Q4", "2|2", "2:Q"),  # both kings, with two queens
]


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize(("placement", "tile", "first"), WINS)
def test_it_captures_the_last_king_when_it_can(
    level: str, placement: str, tile: str, first: str
) -> None:
    game = pos(placement, tile)
    ai = player(level)
    action = ai.choose(game)
    assert str(action).startswith(first)
    while not game.is_over:
        game.play(ai.choose(game))
        assert game.turns_played == 0
    assert game.winner is not None and game.winner.value == "red"


def test_hard_keeps_its_last_king_out_of_reach() -> None:
    # Red's last king must move (the 1): a2 and b1 are attacked by the knight
    # on c3, which a 5 or a 6 would let capture it; b2 is safe.
    game = pos("k7/8/8/8/8/2n5/8/K7", "0|1")
    assert str(ComputerPlayer("hard", time_budget=0.2).choose(game)) == "1:Ka1-b2"


# ---------------------------------------------------------------- plans and turns
@pytest.mark.parametrize("level", LEVELS)
def test_mid_turn_it_plays_the_planned_second_action(level: str) -> None:
    game = pos("rr2kr1r/n1bkbbq1/4n3/1b4n1/2n1Q3/6B1/NN1B2NN/R1RKKQRR", "3|5")
    ai = player(level, seed=3)
    plan = ai.plan(game)
    assert len(plan) == 2
    assert ai.choose(game) == plan[0]
    game.play(plan[0])
    assert ai.choose(game) == plan[1]
    # another player (or a fresh one) asked mid-turn still gives a legal action
    assert_legal(game, player(level, seed=3).choose(game))


def test_a_finished_game_has_nothing_to_choose() -> None:
    game = pos("3k4/8/8/8/8/8/8/K2Q4", "0|2")
    game.play("2:Qd1xd8")
    for level in LEVELS:
        with pytest.raises(IllegalActionError):
            player(level).choose(game)


# ---------------------------------------------------------------- determinism
@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choice(level: str) -> None:
    for game in random_games(6, seed=11):
        first = [str(player(level, seed=5).choose(game)) for _ in range(2)]
        assert first[0] == first[1]
        again = player(level, seed=5)
        assert str(again.choose(game)) == first[0]
        assert str(again.choose(game)) == first[0]  # asking twice changes nothing


def test_easy_depends_on_its_seed() -> None:
    game = Game.new(seed=1)
    choices = {str(player("easy", seed=s).choose(game)) for s in range(12)}
    assert len(choices) > 1


def test_same_choice_in_another_process() -> None:
    """String hashing is randomised per process; the choice must not be."""
    code = (
        "from dominochess_widget import Game\n"
        "from dominochess_widget.games.dominochess.players import ComputerPlayer\n"
        "g = Game.from_position('rr2kr1r/n1bkbbq1/4n3/1b4n1/2n1Q3/6B1/NN1B2NN/R1RKKQRR',"
        " 'red', '3|6', seed=0)\n"
        "print(*(ComputerPlayer(l, seed=2, time_budget=0.03).choose(g) for l in "
        "('easy', 'medium', 'hard')))\n"
    )
    outputs = set()
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=False,
            cwd=REPO,
        )
        assert done.returncode == 0, done.stderr
        outputs.add(done.stdout)
    assert len(outputs) == 1


# ---------------------------------------------------------------- hidden information
@pytest.mark.parametrize("level", LEVELS)
def test_the_pool_order_is_never_used(level: str) -> None:
    placement = "rr2kr1r/n1bkbbq1/4n3/1b4n1/2n1Q3/6B1/NN1B2NN/R1RKKQRR"
    left = [(0, 0), (1, 5), (2, 2), (3, 6), (4, 4), (5, 5), (6, 6), (2, 5)]
    orders = [left, left[::-1], left[3:] + left[:3]]
    for tile in ("3|5", "2|6", "1|4"):
        choices = set()
        for order in orders:
            game = pos(placement, tile, pool=list(order))
            choices.add(str(ComputerPlayer(level, seed=1, time_budget=0.1).plan(game)))
        assert len(choices) == 1, choices


# ---------------------------------------------------------------- cancel
def test_a_set_event_returns_at_once_with_a_legal_action() -> None:
    game = pos("rr2kr1r/n1bkbbq1/4n3/1b4n1/2n1Q3/6B1/NN1B2NN/R1RKKQRR", "6|6")
    stop = threading.Event()
    stop.set()
    start = time.perf_counter()
    action = ComputerPlayer("hard", time_budget=60).choose(game, cancel=stop)
    assert time.perf_counter() - start < 0.5
    assert_legal(game, action)


def test_cancel_from_another_thread_stops_the_search() -> None:
    game = pos("rr2kr1r/n1bkbbq1/4n3/1b4n1/2n1Q3/6B1/NN1B2NN/R1RKKQRR", "3|6")
    stop = threading.Event()
    found: list[Action] = []
    ai = ComputerPlayer("hard", time_budget=60)
    worker = threading.Thread(target=lambda: found.append(ai.choose(game, cancel=stop)))
    worker.start()
    time.sleep(0.2)
    stop.set()
    worker.join(timeout=2)
    assert not worker.is_alive()
    assert_legal(game, found[0])
    assert ai.last_search is not None and not ai.last_search.complete


def test_cancel_accepts_a_callable() -> None:
    # The search asks the callable every CHECK_EVERY nodes; this one says
    # "stop" the third time, long before the node budget is spent.
    game = Game.new(seed=3)
    calls = 0

    def stop_at_the_third_check() -> bool:
        nonlocal calls
        calls += 1
        return calls == 3

    ai = ComputerPlayer("hard", time_budget=0.25)  # 10,000 nodes
    action = ai.choose(game, cancel=stop_at_the_third_check)
    assert_legal(game, action)
    assert calls == 3  # asked until it said stop, then no more
    result = ai.last_search
    assert result is not None and result.cancelled and not result.timed_out
    assert 3 * CHECK_EVERY <= result.nodes < 4 * CHECK_EVERY
    # A callable that never says stop lets the same search spend its budget.
    full = ComputerPlayer("hard", time_budget=0.25)
    full.choose(game, cancel=lambda: False)
    assert full.last_search is not None and full.last_search.complete
    assert full.last_search.nodes > 10 * CHECK_EVERY


# ---------------------------------------------------------------- hints
REASON_PATTERNS = [
    re.compile("^" + re.sub(r"\\\{[a-z_]+(?::[A-Za-z]+)?\\\}", ".+", re.escape(text)) + "$")
    for catalogue in CATALOGUES.values()
    for key, text in catalogue.items()
    if key.startswith("ai.reason.")
]


def from_catalogue(reason: str) -> bool:
    return any(p.match(reason) for p in REASON_PATTERNS)


@pytest.mark.parametrize(
    ("placement", "tile", "expected"),
    [
        ("3k4/8/8/8/8/8/8/K2Q4", "0|2", "2:Qd1xd8 — captures the last king and wins the game"),
        ("k7/8/8/8/2q5/8/1N6/K7", "0|5", "5:Nb2xc4 — captures a queen"),
        ("k7/8/8/8/8/8/8/K7", "0|0", "0:- — a 0 moves no piece"),
        ("k7/8/8/8/8/8/8/K7", "3|3", "3:- — no rook is left"),
        ("rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR", "1|3", "- — no "),
        ("k7/8/8/8/8/8/R7/KR6", "0|1", "1:Ka1-b2 — the only king move"),
    ],
)
def test_hint_gives_the_action_and_a_reason(placement: str, tile: str, expected: str) -> None:
    game = pos(placement, tile)
    hint = ComputerPlayer("hard", time_budget=0.1).hint(game)
    assert isinstance(hint, Hint)
    assert_legal(game, hint.action)
    assert hint.reason and from_catalogue(hint.reason)
    assert hint.text == f"{hint.action} — {hint.reason}" == str(hint)
    assert expected in hint.text


def test_hint_escape_reason_names_the_attacker() -> None:
    # The rook on a1 is attacked by the bishop on e5; the 3 moves it away.
    game = pos("7k/8/8/4b3/8/8/8/R1K5", "0|3")
    hint = ComputerPlayer("hard", time_budget=0.1).hint(game)
    assert hint.action.kind is not None and hint.action.kind.letter == "R"
    assert hint.reason == "moves the rook out of the bishop's attack"


@pytest.mark.parametrize("level", LEVELS)
def test_hints_in_random_positions(level: str) -> None:
    for game in random_games(8, seed=21):
        hint = player(level).hint(game, language="it")  # Italian reasons
        assert_legal(game, hint.action)
        assert from_catalogue(hint.reason), hint.reason


# ---------------------------------------------------------------- settings
@pytest.mark.parametrize("bad", ["expert", "", None, 3, "HARDER"])
def test_bad_level_is_a_setting_error(bad: object) -> None:
    with pytest.raises(SettingError) as error:
        ComputerPlayer(bad)  # type: ignore[arg-type]
    assert "easy" in str(error.value) and "hard" in str(error.value)


@pytest.mark.parametrize("bad", [0, -1, float("nan"), float("inf"), "1", True])
def test_bad_time_budget_is_a_setting_error(bad: object) -> None:
    with pytest.raises(SettingError):
        ComputerPlayer("hard", time_budget=bad)  # type: ignore[arg-type]


def test_levels_parse_names_in_any_case() -> None:
    assert ComputerPlayer(" Medium ").level is Level.MEDIUM
    assert ComputerPlayer(Level.EASY).level is Level.EASY
    with pytest.raises(SettingError):
        ComputerPlayer("hard", seed=-1)
