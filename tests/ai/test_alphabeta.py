"""The generic alpha-beta search on toy games whose values are known.

- Take-away (Nim with one pile, take 1–3, whoever takes the last counter
  wins): the side to move loses exactly when the pile is a multiple of 4.
- A random game tree with static values at every node and some forcing
  moves: the search's score must equal a plain minimax (with the same
  quiescence rules) at every depth, with and without its speed-ups.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any

import pytest

from dominochess_widget.ai.alphabeta import (
    CHECK_EVERY,
    DECIDED,
    INF,
    WIN,
    AlphaBeta,
    ProtocolAdapter,
    SearchAdapter,
    search,
)


# ---------------------------------------------------------------- take-away
class TakeAway:
    """The search adapter of one-pile take-away: codes are the counters taken."""

    def __init__(self, pile: int, most: int = 3) -> None:
        self.pile = pile
        self.most = most
        self.stack: list[int] = []

    def outcome(self) -> float | None:
        return -1.0 if self.pile == 0 else None  # the other side took the last

    def codes(self) -> Sequence[int]:
        return list(range(1, min(self.most, self.pile) + 1))

    def push(self, code: int) -> None:
        assert 1 <= code <= min(self.most, self.pile)
        self.pile -= code
        self.stack.append(code)

    def pop(self) -> None:
        self.pile += self.stack.pop()

    def is_forcing(self, code: int) -> bool:
        return False

    def evaluate(self) -> float:
        return 0.0

    def key(self) -> Hashable | None:
        return self.pile


def test_take_away_is_an_adapter():
    assert isinstance(TakeAway(5), SearchAdapter)


@pytest.mark.parametrize("pile", range(2, 22))
def test_take_away_values(pile):
    game = TakeAway(pile)
    result = search(game, node_budget=None, max_depth=pile + 1)
    assert game.pile == pile and not game.stack  # left as found
    if pile % 4:
        assert result.best == pile % 4
        assert result.score > DECIDED
        # The fastest win: (pile // 4) rounds of two plies, then the last take.
        assert result.score == WIN - (2 * (pile // 4) + 1)
    else:
        assert result.score < -DECIDED  # every move loses
    assert result.line[0] == result.best
    assert result.complete and result.decided


def test_take_away_exact_root_scores():
    result = search(TakeAway(9), node_budget=None, max_depth=12, exact_root=True)
    assert result.root_scores is not None
    assert set(result.root_scores) == {1, 2, 3}
    assert result.root_scores[1] > DECIDED
    assert result.root_scores[2] < -DECIDED and result.root_scores[3] < -DECIDED


def test_one_move_is_played_without_search():
    result = search(TakeAway(1), node_budget=10)
    assert result.best == 1 and result.nodes == 0 and result.depth == 0


def test_no_move():
    result = search(TakeAway(0))
    assert result.best is None and result.score == -WIN


# ---------------------------------------------------------------- a random tree
class Tree:
    """A game tree of ``branching`` moves a node and ``height`` plies, values
    hashed from the path. Codes are 1..branching (forcing: the odd ones in
    some nodes, all of them in others, none in the rest)."""

    def __init__(self, seed: int, branching: int = 4, height: int = 7) -> None:
        self.seed = seed
        self.branching = branching
        self.height = height
        self.path: list[int] = []

    def _hash(self, *extra: int) -> int:
        return hash((self.seed, *self.path, *extra)) & 0xFFFFFFFF

    def outcome(self) -> float | None:
        if len(self.path) >= self.height:
            return 0.0
        if self._hash(-1) % 23 == 0:  # a few early ends, won or lost
            return 1.0 if self._hash(-2) % 2 else -1.0
        return None

    def codes(self) -> Sequence[int]:
        count = 1 + self._hash(-3) % self.branching
        return list(range(1, count + 1))

    def is_forcing(self, code: int) -> bool:
        kind = self._hash(-4) % 3
        return kind == 1 or (kind == 2 and code % 2 == 1)

    def push(self, code: int) -> None:
        self.path.append(code)

    def pop(self) -> None:
        self.path.pop()

    def evaluate(self) -> float:
        return float(self._hash(-5) % 2001 - 1000)

    def key(self) -> Hashable | None:
        return tuple(self.path)


def minimax(game: Any, depth: int, ply: int = 0, quiescence: bool = True) -> float:
    """Plain negamax with the search's rules, no pruning, no extension."""
    outcome = game.outcome()
    if outcome is not None:
        return outcome * (WIN - ply)
    codes = game.codes()
    if depth <= 0:
        forcing = [c for c in codes if game.is_forcing(c)] if quiescence else []
        if not forcing:
            return game.evaluate()
        best = game.evaluate() if len(forcing) < len(codes) else -INF
        for code in forcing:
            game.push(code)
            best = max(best, -minimax(game, depth - 1, ply + 1, quiescence))
            game.pop()
        return best
    best = -INF
    for code in codes:
        game.push(code)
        best = max(best, -minimax(game, depth - 1, ply + 1, quiescence))
        game.pop()
    return best


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("depth", [1, 2, 3, 4])
@pytest.mark.parametrize("speedups", [True, False])
def test_random_tree_matches_minimax(seed, depth, speedups):
    tree = Tree(seed)
    expected = minimax(tree, depth)
    engine = AlphaBeta(
        tree,
        node_budget=None,
        max_depth=depth,
        extend_single=False,
        killers=speedups,
        history=speedups,
        tt_size=100_000 if speedups else 0,
    )
    result = engine.run()
    if result.depth == 0:  # one legal move: played without a search
        assert len(tree.codes()) == 1 and result.best == 1
        return
    if result.depth < depth:  # stopped early on a forced result
        assert abs(result.score) >= DECIDED
        expected = minimax(tree, result.depth)
    assert result.score == pytest.approx(expected)
    assert tree.path == []
    # The best move is worth the score.
    if result.best is not None and result.depth:
        tree.push(result.best)
        assert -minimax(tree, result.depth - 1, 1) == pytest.approx(expected)
        tree.pop()


@pytest.mark.parametrize("seed", range(6))
def test_random_tree_exact_root(seed):
    tree = Tree(seed)
    result = search(tree, node_budget=None, max_depth=3, extend_single=False, exact_root=True)
    if result.depth == 0:
        return
    assert result.root_scores is not None
    for code, score in result.root_scores.items():
        tree.push(code)
        assert score == pytest.approx(-minimax(tree, result.depth - 1, 1))
        tree.pop()


class CompulsoryTree(Tree):
    """A tree where a node's moves are all forcing or none are (draughts)."""

    compulsory_forcing = True

    def is_forcing(self, code: int) -> bool:
        return self._hash(-4) % 3 == 1


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("depth", [1, 2, 3])
def test_compulsory_forcing_matches_minimax(seed, depth):
    tree = CompulsoryTree(seed)
    result = search(tree, node_budget=None, max_depth=depth, extend_single=False)
    if result.depth == 0:
        assert len(tree.codes()) == 1
        return
    assert result.score == pytest.approx(minimax(tree, result.depth))


def test_without_quiescence_the_horizon_is_static():
    for seed in range(8):
        tree = Tree(seed)
        result = search(
            tree, node_budget=None, max_depth=2, quiescence=False, extend_single=False
        )
        if result.depth:
            expected = minimax(tree, result.depth, quiescence=False)
            assert result.score == pytest.approx(expected)


# ---------------------------------------------------------------- budget, clock, cancel
def big_tree() -> Tree:
    return Tree(99, branching=6, height=40)


def test_node_budget_is_deterministic_and_respected():
    first = search(big_tree(), node_budget=3_000)
    second = search(big_tree(), node_budget=3_000)
    assert first == second
    assert first.nodes <= 3_000
    assert first.complete and first.best is not None
    smaller = search(big_tree(), node_budget=300)
    assert smaller.nodes <= 300 and smaller.depth <= first.depth


def test_clock_does_not_decide_unless_the_guard_fires():
    reads = []

    def slow_clock() -> float:
        reads.append(1)
        return len(reads) * 0.001  # 1 ms per CHECK_EVERY nodes: far inside the guard

    free = search(big_tree(), node_budget=5_000)
    timed = search(big_tree(), node_budget=5_000, time_limit=100.0, clock=slow_clock)
    assert free == timed and reads


def test_guard_fires_on_a_hopeless_machine():
    now = [0.0]

    def clock() -> float:
        now[0] += 10.0
        return now[0]

    tree = big_tree()
    result = search(tree, node_budget=50_000, time_limit=5.0, clock=clock)
    assert result.timed_out and not result.cancelled and not result.complete
    assert result.nodes <= CHECK_EVERY + 1
    assert result.best in Tree(99, branching=6, height=40).codes()
    assert tree.path == []


@pytest.mark.parametrize("after", [0, 1, 3, 10])
def test_cancel_stops_at_once_with_a_legal_move(after):
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > after

    tree = big_tree()
    result = search(tree, node_budget=1_000_000, cancel=cancel)
    assert result.cancelled and not result.timed_out
    assert result.nodes <= (after + 1) * CHECK_EVERY + 1
    assert result.best in tree.codes()
    assert tree.path == []


def test_deeper_ratio_saves_nodes_without_changing_completed_depths():
    full = search(big_tree(), node_budget=20_000)
    thrifty = search(big_tree(), node_budget=20_000, deeper_ratio=2.0)
    assert thrifty.nodes <= full.nodes
    assert thrifty.depth <= full.depth


def test_bad_options():
    with pytest.raises(ValueError):
        AlphaBeta(TakeAway(3), node_budget=0)
    with pytest.raises(ValueError):
        AlphaBeta(TakeAway(3), max_depth=0)


# ---------------------------------------------------------------- the protocol path
class NimAction(int):
    def __str__(self) -> str:
        return f"take {int(self)}"


class NimState:
    """Take-away through the plain protocol."""

    game_name = "nim-toy"

    def __init__(self, pile: int) -> None:
        self.pile = pile
        self.moves: list[NimAction] = []

    @property
    def seats(self) -> tuple[str, ...]:
        return ("first", "second")

    @property
    def to_move(self) -> str:
        return self.seats[len(self.moves) % 2]

    @property
    def is_over(self) -> bool:
        return self.pile == 0

    @property
    def result(self) -> object:
        return None

    def scores(self) -> dict[str, float] | None:
        if self.pile:
            return None
        winner = self.seats[(len(self.moves) - 1) % 2]
        return {seat: 1.0 if seat == winner else 0.0 for seat in self.seats}

    def legal_actions(self) -> list[NimAction]:
        return [NimAction(k) for k in range(1, min(3, self.pile) + 1)]

    def parse_action(self, text: str) -> NimAction:
        return NimAction(int(text.split()[-1]))

    def play(self, action: Any) -> NimAction:
        action = NimAction(action)
        self.pile -= action
        self.moves.append(action)
        return action

    def undo(self) -> None:
        self.pile += self.moves.pop()

    def clone(self) -> NimState:
        copy = NimState(self.pile)
        copy.moves = list(self.moves)
        return copy

    def position(self) -> str:
        return f"{self.pile}/{self.to_move}"

    def resign(self, seat: str | None = None) -> None:
        raise NotImplementedError

    def agree_draw(self) -> None:
        raise NotImplementedError

    @property
    def history(self) -> list[NimAction]:
        return list(self.moves)


@pytest.mark.parametrize("pile", [5, 6, 7, 8, 13])
def test_protocol_adapter(pile):
    state = NimState(pile)
    adapter = ProtocolAdapter(state)  # type: ignore[arg-type]
    assert isinstance(adapter, SearchAdapter)
    result = search(adapter, node_budget=None, max_depth=pile + 1)
    assert state.pile == pile  # the adapter searched its own copy
    if pile % 4:
        assert adapter.action(result.best) == pile % 4  # type: ignore[arg-type]
        assert result.score > DECIDED
    else:
        assert result.score < -DECIDED


def test_protocol_adapter_refuses_chance_and_crowds():
    class Crowd(NimState):
        @property
        def seats(self) -> tuple[str, ...]:
            return ("a", "b", "c")

    with pytest.raises(ValueError):
        ProtocolAdapter(Crowd(3))  # type: ignore[arg-type]


def test_random_play_keeps_the_adapter_consistent():
    rng = random.Random(3)
    tree = Tree(5, branching=5, height=12)
    for _ in range(20):
        result = search(tree, node_budget=rng.randrange(50, 2_000))
        assert tree.path == []
        assert result.best is None or result.best in tree.codes()
