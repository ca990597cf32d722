"""Paranoid alpha-beta for games of three or more seats, over the plain
protocol (``legal_actions``, ``play``, ``undo``, ``to_move``, ``is_over``,
``scores``): the searching seat maximises, every other seat is assumed to
play against it, so plain alpha-beta cuts apply (Sturtevant and Korf, 2000).

The turn order may be irregular (DamHex³'s ratto gives a player a turn out
of order): who moves at a node is read from the state, never assumed.
Iterative deepening stops at a node budget, so a search is deterministic;
past the horizon, positions where the mover must make a forcing move (a
compulsory capture) are searched on, a few plies more. Given a position
key, a transposition table keeps each searched position's bound and best
move: a position reached twice (kings shuffling, moves in another order)
is searched once, and the next iteration tries the best move first.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

#: A win or a loss, beyond any evaluation.
WIN = 1_000_000.0
#: A transposition entry's value is exact, a lower bound or an upper bound.
EXACT, LOWER, UPPER = 0, 1, 2


class _Stop(Exception):
    """The node budget ran out."""


@dataclass(frozen=True)
class ParanoidResult:
    """The move chosen, its value for the searching seat, the depth of the
    last complete iteration and the nodes visited."""

    move: Any
    value: float
    depth: int
    nodes: int


class Paranoid:
    """One search for ``seat`` from a private copy of ``state``.

    ``evaluate(state, seat)`` values a position that goes on for ``seat``;
    ``forcing(state, moves)`` says that the moves listed must be searched
    past the horizon (all of them: a compulsory capture); ``order(moves)``
    puts the likeliest best moves first; ``alive(state, seat)`` is False
    once ``seat`` is out of a game that goes on (a loss); ``play(state,
    move)`` plays a move just listed by ``legal_actions`` (a game's fast
    path, which need not check it again)."""

    def __init__(self, state: Any, seat: str, evaluate: Callable[[Any, str], float],
                 forcing: Callable[[Any, Sequence[Any]], bool], node_budget: int,
                 order: Callable[[Sequence[Any]], list[Any]] | None = None,
                 max_depth: int = 32, extension: int = 6,
                 stop: Callable[[], bool] | None = None,
                 alive: Callable[[Any, str], bool] | None = None,
                 play: Callable[[Any, Any], object] | None = None,
                 key: Callable[[Any], Hashable] | None = None) -> None:
        self.state = state.clone()
        self.seat = seat
        self.evaluate = evaluate
        self.forcing = forcing
        self.node_budget = max(1, node_budget)
        self.order = order or list
        self.max_depth = max_depth
        self.extension = extension
        self.stop = stop
        self.alive = alive or (lambda state, seat: True)
        self.play = play or (lambda state, move: state.play(move))
        self.key = key
        #: key -> (depth searched, value, EXACT/LOWER/UPPER, best move)
        self.table: dict[Hashable, tuple[int, float, int, Any]] = {}
        self.nodes = 0

    def run(self) -> ParanoidResult:
        moves = self.order(self.state.legal_actions())
        best_move, best_value, depth_done = moves[0], 0.0, 0
        for depth in range(1, self.max_depth + 1):
            try:
                value, move, moves = self._root(moves, depth)
            except _Stop:
                break
            best_move, best_value, depth_done = move, value, depth
            if abs(value) >= WIN / 2 or len(moves) == 1:
                break
        return ParanoidResult(best_move, best_value, depth_done, self.nodes)

    def _root(self, moves: list[Any], depth: int) -> tuple[float, Any, list[Any]]:
        """Search every root move; the best first next time."""
        scored = []
        alpha = -2 * WIN
        for move in moves:
            self.play(self.state, move)
            try:
                value = self._node(depth - 1, alpha, 2 * WIN, 1)
            finally:
                self.state.undo()
            scored.append((value, move))
            alpha = max(alpha, value)
        best_value = max(value for value, _ in scored)
        best = next(move for value, move in scored if value == best_value)
        ranked = [move for _, move in sorted(
            scored, key=lambda item: -item[0])]  # stable: ties keep the given order
        return best_value, best, ranked

    def _node(self, depth: int, alpha: float, beta: float, ply: int) -> float:
        self.nodes += 1
        if self.nodes >= self.node_budget or (self.stop is not None and self.stop()):
            raise _Stop
        state = self.state
        if state.is_over:
            scores = state.scores() or {}
            mine = scores.get(self.seat, 0.0)
            best_other = max((v for s, v in scores.items() if s != self.seat), default=0.0)
            if mine > best_other:
                return WIN - ply
            if mine < best_other:
                return -WIN + ply
            return 0.0
        if not self.alive(state, self.seat):  # out of a game the others play on
            return -WIN + ply
        moves = state.legal_actions()
        if depth <= 0 and (depth <= -self.extension or not self.forcing(state, moves)):
            return self.evaluate(state, self.seat)
        key = self.key(state) if self.key is not None and depth > 0 else None
        entry = self.table.get(key) if key is not None else None
        if entry is not None:
            searched, stored, bound, _ = entry
            if searched >= depth and (bound == EXACT or (bound == LOWER and stored >= beta)
                                      or (bound == UPPER and stored <= alpha)):
                return stored
        ordered = self.order(moves)
        if entry is not None and entry[3] in ordered:  # the best move last time, first
            ordered.remove(entry[3])
            ordered.insert(0, entry[3])
        start_alpha, start_beta = alpha, beta
        mine = state.to_move == self.seat
        best = -2 * WIN if mine else 2 * WIN
        best_move = ordered[0]
        for move in ordered:
            self.play(state, move)
            try:
                value = self._node(depth - 1, alpha, beta, ply + 1)
            finally:
                state.undo()
            if mine:
                if value > best:
                    best, best_move = value, move
                alpha = max(alpha, value)
            else:
                if value < best:
                    best, best_move = value, move
                beta = min(beta, value)
            if alpha >= beta:
                break
        if key is not None:
            bound = (LOWER if best >= start_beta else UPPER if best <= start_alpha
                     else EXACT)
            self.table[key] = (depth, best, bound, best_move)
        return best
