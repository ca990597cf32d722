"""The domino chess computer's search: expectimax over whole turns, with
Star1/Star2-style pruning at the draws.

A decision node is one side's whole turn (1–2 actions, :mod:`turns`); a
chance node is the next draw, averaged over the tiles still face down
(public knowledge, :mod:`odds`), tiles with the same options grouped. The
pool's secret order is never read: after a simulated turn ends, the turn
that follows is searched under :meth:`Game.suppose` of one tile of each
group in turn. The pool is followed as a mask (:func:`odds.after_draw`),
the same public knowledge as :meth:`Game.chance_outcomes` gives at each
node, only cheaper; the root's mask comes from ``chance_outcomes()``.

Pruning (Ballard's Star1 and Star2): before searching a chance node fully,
each of its groups is *probed* with the opponent's first (most capturing)
sequence, which bounds that group's value; the probes' weighted sum often
shows the node cannot beat the best line found so far. The bounds also
narrow the window of each group's full search.

Iterative deepening: depth 1 (this turn, then the static evaluation)
covers every sequence; each deeper iteration re-searches the best
candidates in the previous order until a node budget is spent. The budget
is a node count, so the result does not depend on the machine's speed.
Two things can stop a search before its budget is spent, and the result
says which: a cancel, and a wall-clock guard (``time_limit`` seconds of
``clock``) that keeps a caller from waiting forever on a very slow
machine. Then the best fully searched line is kept, and that choice does
depend on the machine's speed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from dominochess_widget.games.dominochess.evaluate import WIN, Evaluator, presence
from dominochess_widget.games.dominochess.game import Game, Result
from dominochess_widget.games.dominochess.odds import after_draw
from dominochess_widget.games.dominochess.turns import turn_sequences

INF = 4 * WIN
#: A win found deeper is worth a little less (so the shortest win is taken).
DEPTH_PENALTY = 10.0
#: How many of the best depth-1 candidates a deeper iteration looks at …
CANDIDATES = 24
#: … and how far below the best one they may be.
CANDIDATE_MARGIN = 1000.0
#: A deeper iteration costs many times the one before (about the number of
#: tile groups times the number of sequences): it is started only when the
#: nodes left are at least this many times the nodes spent so far, since an
#: iteration that cannot finish its first line is wasted.
DEEPER_RATIO = 60.0
#: Enumerating one sequence costs about this fraction of an evaluation.
ENUMERATION_COST = 0.04
CHECK_EVERY = 256


class Stop(Exception):
    """The search must stop now (budget spent, guard fired or cancelled)."""


@dataclass(frozen=True)
class SearchResult:
    """What the search found: the turn to play, its value and how far it looked."""

    sequence: tuple[int, ...]
    value: float
    depth: int
    nodes: int
    #: The wall-clock guard stopped the search: the choice depends on the machine's speed.
    timed_out: bool = False
    #: A cancel stopped the search.
    cancelled: bool = False

    @property
    def complete(self) -> bool:
        """Stopped by the node budget alone (or earlier, having seen enough):
        the same result on every machine."""
        return not (self.timed_out or self.cancelled)


class Search:
    """One search from one position, on a private copy of the game."""

    def __init__(
        self,
        game: Game,
        pool: int,
        evaluator: Evaluator,
        node_budget: float,
        time_limit: float | None = None,
        cancelled: Callable[[], bool] | None = None,
        max_depth: int = 3,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        """``time_limit``: the wall-clock guard, in seconds of ``clock`` from
        the start of :meth:`run` (None: no guard). ``clock`` is injectable so
        that tests can play a slow or a fast machine."""
        self.game = game.clone()
        self.root = game.to_move_ordinal
        self.sign = 1.0 if self.root == 0 else -1.0
        self.pool = pool
        self.evaluator = evaluator
        self.budget = node_budget
        self.time_limit = time_limit
        self.cancelled = cancelled
        self.max_depth = max_depth
        self.clock = clock
        self.nodes = 0.0
        self._next_check = float(CHECK_EVERY)
        self._deadline: float | None = None
        self._timed_out = False
        self._was_cancelled = False

    # ------------------------------------------------------------ bookkeeping
    def _tick(self, cost: float = 1.0) -> None:
        self.nodes += cost
        if self.nodes >= self._next_check:
            self._next_check = self.nodes + CHECK_EVERY
            if self.nodes >= self.budget:
                raise Stop
            if self.cancelled is not None and self.cancelled():
                self._was_cancelled = True
                raise Stop
            if self._deadline is not None and self.clock() > self._deadline:
                self._timed_out = True
                raise Stop

    def _sequences(self) -> list[tuple[float, tuple[int, ...]]]:
        seqs = turn_sequences(self.game)
        self._tick(ENUMERATION_COST * len(seqs))
        return seqs

    # ------------------------------------------------------------ values
    def _after(self, depth: int, alpha: float, beta: float, pool: int, ply: int) -> float:
        """The value (for the root side) once a turn has been played."""
        self._tick()
        game = self.game
        result = game.result
        if result is not None:
            if result is Result.DRAW:
                return 0.0
            won = (result is Result.RED) == (self.root == 0)
            return WIN - DEPTH_PENALTY * ply if won else -WIN + DEPTH_PENALTY * ply
        if depth <= 1:
            return self.sign * self.evaluator.evaluate(game, game.to_move_ordinal, pool)
        return self._chance(depth - 1, alpha, beta, pool, ply + 1)

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
        """A decision node: the side to move picks its best sequence."""
        game = self.game
        push, pop = game.push_code, game.pop_code
        maximizing = game.to_move_ordinal == self.root
        if best is None:
            best = -INF if maximizing else INF
        if maximizing:
            alpha = max(alpha, best)
        else:
            beta = min(beta, best)
        for index in range(start, len(seqs)):
            if alpha >= beta:
                break
            codes = seqs[index][1]
            for code in codes:
                push(code)
            value = self._after(depth, alpha, beta, pool, ply)
            for _ in codes:
                pop()
            if maximizing:
                if value > best:
                    best = value
                    alpha = max(alpha, value)
            elif value < best:
                best = value
                beta = min(beta, value)
        return best

    def _chance(self, depth: int, alpha: float, beta: float, pool: int, ply: int) -> float:
        """A draw: the average over the tile groups of the next mover's turn."""
        game = self.game
        mover = game.to_move_ordinal
        present, single = presence(game.bitboards, mover)
        groups = self.evaluator.odds.groups(pool, present, single)
        maximizing = mover == self.root
        lows: list[float] = []
        highs: list[float] = []
        seq_lists: list[list[tuple[float, tuple[int, ...]]]] = []
        # Star2 probe: the first sequence of each group bounds that group.
        for _chance, _a, _b, tile, index in groups:
            with game.suppose(tile):
                seqs = self._sequences()
                seq_lists.append(seqs)
                child_pool = after_draw(pool, index)
                probe = (
                    self._turn(seqs[:1], depth, -INF, INF, child_pool, ply) if depth == 1 else None
                )
            if probe is None:
                lows.append(-INF)
                highs.append(INF)
            elif maximizing:
                lows.append(probe)
                highs.append(INF)
            else:
                lows.append(-INF)
                highs.append(probe)
        rest_high = sum(g[0] * h for g, h in zip(groups, highs, strict=True))
        rest_low = sum(g[0] * lo for g, lo in zip(groups, lows, strict=True))
        if rest_high <= alpha:
            return rest_high
        if rest_low >= beta:
            return rest_low
        total = 0.0
        for i, (chance, _a, _b, tile, index) in enumerate(groups):
            rest_high -= chance * highs[i]
            rest_low -= chance * lows[i]
            child_alpha = max((alpha - total - rest_high) / chance, lows[i])
            child_beta = min((beta - total - rest_low) / chance, highs[i])
            child_pool = after_draw(pool, index)
            with game.suppose(tile):
                if depth == 1:
                    probe = highs[i] if not maximizing else lows[i]
                    value = self._turn(
                        seq_lists[i], depth, child_alpha, child_beta, child_pool, ply, 1, probe
                    )
                else:
                    value = self._turn(
                        seq_lists[i], depth, child_alpha, child_beta, child_pool, ply
                    )
            total += chance * value
            if total + rest_high <= alpha:
                total += rest_high
                break
            if total + rest_low >= beta:
                total += rest_low
                break
        return total

    # ------------------------------------------------------------ the root
    def run(self, order_key: Callable[[tuple[int, ...]], float] | None = None) -> SearchResult:
        """Iterative deepening from the root; always returns a legal sequence.

        ``order_key`` breaks ties between equal depth-1 values (a seeded
        random key keeps the choice deterministic)."""
        game = self.game
        seqs = turn_sequences(game)
        if not seqs:
            raise ValueError("the game is over: there is nothing to search")
        best_seq, best_value, depth_done = seqs[0][1], -INF, 0
        if len(seqs) == 1:
            return SearchResult(best_seq, 0.0, 0, 0)
        if self.time_limit is not None:
            self._deadline = self.clock() + self.time_limit
        played = game.actions_played
        try:
            # Depth 1: every sequence, evaluated statically.
            scored: list[tuple[float, float, tuple[int, ...]]] = []
            for _gain, codes in seqs:
                for code in codes:
                    game.push_code(code)
                value = self._after(1, -INF, INF, self.pool, 0)
                for _ in codes:
                    game.pop_code()
                tie = order_key(codes) if order_key is not None else 0.0
                scored.append((value, tie, codes))
            scored.sort(key=lambda entry: (-entry[0], entry[1]))
            best_value, best_seq, depth_done = scored[0][0], scored[0][2], 1
            top = scored[0][0]
            candidates = [
                codes for value, _tie, codes in scored[:CANDIDATES]
                if value >= top - CANDIDATE_MARGIN
            ]
            if top >= WIN / 2:  # a forced win this turn: nothing deeper to learn
                return SearchResult(best_seq, best_value, 1, int(self.nodes))
            for depth in range(2, self.max_depth + 1):
                if depth > 2 and (self.budget - self.nodes) < DEEPER_RATIO * self.nodes:
                    break
                alpha = -INF
                ranked: list[tuple[int, ...]] = []
                for codes in candidates:
                    for code in codes:
                        game.push_code(code)
                    value = self._after(depth, alpha, INF, self.pool, 0)
                    for _ in codes:
                        game.pop_code()
                    if value > alpha:
                        # Exact at this depth and better than the lines before it.
                        alpha = value
                        best_value, best_seq = value, codes
                        ranked.insert(0, codes)
                    else:
                        ranked.append(codes)
                depth_done = depth
                candidates = ranked
        except Stop:
            # Back to the root (the suppositions on the way have undone theirs).
            while game.actions_played > played:
                game.pop_code()
        return SearchResult(best_seq, best_value, depth_done, int(self.nodes),
                            self._timed_out, self._was_cancelled)
