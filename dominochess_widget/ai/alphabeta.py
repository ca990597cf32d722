"""A negamax alpha-beta search for two-seat, perfect-information, deterministic games.

The search knows no game. It works over a small *search adapter*
(:class:`SearchAdapter`) that a game supplies: int codes for the moves at
the current node, ``push``/``pop`` to walk the tree, a static evaluation
from the side to move's view, the game's end, and an optional key for the
transposition table. A game with a fast path (bitboards, int moves) writes
its own adapter, in its own folder; any two-seat game of the protocol
works without one through :class:`ProtocolAdapter`, slowly.

What the search does:

- iterative deepening, the previous iteration's best move first at the
  root and its scores ordering the rest;
- negamax alpha-beta with principal-variation (null-window) re-searches;
- forcing moves (captures) searched past the horizon (quiescence): when
  every move is forcing (draughts' compulsory capture) all are searched
  and the side to move may not "stand pat"; when some are optional (a
  capture in chess) the static value is a floor and only forcing moves
  are searched;
- a one-reply extension (a forced move costs no depth);
- move ordering: transposition-table move, forcing moves, two killer
  moves per ply, the history heuristic; then the adapter's own order;
- an optional transposition table (the adapter's ``key``).

What makes it deterministic: every node (quiescence ones too) is counted,
and the search stops when the count reaches ``node_budget``; the adapter is
deterministic, so the same position and options give the same move, score
and node count on any machine at any load. Two things can stop it earlier,
and the result says which: ``cancel`` (a callable polled every
:data:`CHECK_EVERY` nodes) and the wall-clock guard (``time_limit``
seconds of the injectable ``clock``), which keeps a caller from waiting
forever on a hopeless machine — then the choice depends on the machine.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from dominochess_widget.core.protocol import GameState

#: The score of a won game found at the root; a win ``k`` plies away is
#: ``WIN - k`` (so the shortest win and the longest loss are preferred).
#: A static evaluation must stay well inside ``±WIN / 2``.
WIN = 1_000_000.0
INF = 4 * WIN
#: Scores beyond this are wins or losses found by the search.
DECIDED = WIN / 2
#: Cancel and the clock are looked at once every this many nodes.
CHECK_EVERY = 256
#: The deepest ply the search may reach (extensions and quiescence included).
MAX_PLY = 96

_EXACT, _LOWER, _UPPER = 0, 1, 2


@runtime_checkable
class SearchAdapter(Protocol):
    """What a game supplies to the search, for speed: a private, mutable
    copy of one position that the search walks with ``push``/``pop``.

    - ``outcome()``: None while the game goes on here; once it is over
      (no legal move, a draw rule), the final score from the side to
      move's view: 1 a win, 0 a draw, -1 a loss (values between for a
      game with a finer scale). Called first at every node, so it must be
      cheap; an adapter may compute and keep the moves it needs here.
    - ``codes()``: the legal moves here, as ints; each code names the same
      move whenever the position is the same (the search keeps codes
      across iterations: best moves, killers, history). Empty only when
      ``outcome()`` is not None. The order is the fallback move order.
      At the root the moves are searched even if ``outcome()`` is not None
      (an adapter may end the game early for the search only: a position
      seen before counted as a draw).
    - ``push(code)`` plays a move of ``codes()``; ``pop()`` takes the last
      one back.
    - ``is_forcing(code)``: the move must be looked at past the horizon
      (a capture).
    - ``evaluate()``: the static value of a position that goes on, from
      the side to move's view, within ±:data:`DECIDED`.
    - ``key()``: a hashable key of the position (side to move included)
      for the transposition table, or None for none.

    An adapter may also set ``compulsory_forcing = True`` (a class or
    instance attribute, :class:`CompulsoryForcing`): when a position has a
    forcing move, all its moves are forcing (draughts' compulsory capture).
    The search then asks ``is_forcing`` about one move per node instead of
    every move.
    """

    def outcome(self) -> float | None: ...

    def codes(self) -> Sequence[int]: ...

    def push(self, code: int) -> None: ...

    def pop(self) -> None: ...

    def is_forcing(self, code: int) -> bool: ...

    def evaluate(self) -> float: ...

    def key(self) -> Hashable | None: ...


@runtime_checkable
class CompulsoryForcing(Protocol):
    """An adapter that says whether its forcing moves are compulsory (when a
    position has one, all its moves are forcing: draughts' captures)."""

    compulsory_forcing: bool


@dataclass(frozen=True)
class AlphaBetaResult:
    """What a search found.

    ``best`` is the code to play (None only when the root had no move);
    ``score`` its value from the root side's view (±:data:`WIN` minus the
    plies to the end for a decided game); ``depth`` the deepest iteration
    completed (0: the root had one move, or not even depth 1 finished);
    ``line`` the expected continuation, ``best`` first; ``root_scores`` each
    root move's exact score at ``depth`` when asked for (``exact_root``).
    """

    best: int | None
    score: float
    depth: int
    nodes: int
    line: tuple[int, ...] = ()
    #: The wall-clock guard stopped the search: the choice depends on the machine's speed.
    timed_out: bool = False
    #: A cancel stopped the search.
    cancelled: bool = False
    root_scores: dict[int, float] | None = field(default=None, compare=False)

    @property
    def complete(self) -> bool:
        """Stopped by its node budget or depth alone: the same result on every machine."""
        return not (self.timed_out or self.cancelled)

    @property
    def decided(self) -> bool:
        """The search found a forced win or loss."""
        return abs(self.score) >= DECIDED


def _never(code: int) -> bool:
    return False


class _Stop(Exception):
    """The search must stop now (budget spent, guard fired or cancelled)."""


class AlphaBeta:
    """One search over one adapter (which it leaves as it found it).

    ``node_budget``: the nodes the search may visit (None: no limit, then
    ``max_depth`` alone ends it). ``max_depth``: the deepest iteration.
    ``time_limit``: the wall-clock guard in seconds of ``clock`` from the
    start of :meth:`run` (None: no guard). ``cancel``: polled every
    :data:`CHECK_EVERY` nodes; true stops the search.
    ``deeper_ratio``: a new iteration starts only while the nodes left are
    at least this many times the nodes the last iteration cost (0: always;
    an iteration that cannot finish its first move is mostly wasted, and
    this keeps the typical time well under the budget's). ``tt_size``:
    entries of the transposition table before it is emptied (0: no table).
    """

    def __init__(
        self,
        adapter: SearchAdapter,
        *,
        node_budget: int | None = 100_000,
        max_depth: int = 64,
        time_limit: float | None = None,
        clock: Callable[[], float] = time.perf_counter,
        cancel: Callable[[], bool] | None = None,
        quiescence: bool = True,
        quiescence_depth: int = 32,
        extend_single: bool = True,
        killers: bool = True,
        history: bool = True,
        tt_size: int = 200_000,
        deeper_ratio: float = 0.0,
    ) -> None:
        if node_budget is not None and node_budget < 1:
            raise ValueError("node_budget must be at least 1")
        if max_depth < 1:
            raise ValueError("max_depth must be at least 1")
        self.adapter = adapter
        self.node_budget = node_budget
        self.max_depth = min(max_depth, MAX_PLY)
        self.time_limit = time_limit
        self.clock = clock
        self.cancel = cancel
        self.quiescence = quiescence
        self.quiescence_depth = quiescence_depth
        self.extend_single = extend_single
        self.use_killers = killers
        self.use_history = history
        self.tt_size = tt_size
        self.deeper_ratio = deeper_ratio
        self.nodes = 0
        self._limit = node_budget if node_budget is not None else -1
        self._next_check = CHECK_EVERY
        self._deadline: float | None = None
        self._timed_out = False
        self._cancelled = False
        self._tt: dict[Hashable, tuple[int, int, float, int | None]] = {}
        self._killers: list[list[int]] = [[] for _ in range(MAX_PLY + 2)]
        self._history: dict[int, int] = {}
        self._ply_cap = MAX_PLY
        self._compulsory = isinstance(adapter, CompulsoryForcing) and adapter.compulsory_forcing

    # ------------------------------------------------------------ bookkeeping
    def _check(self) -> None:
        """Called once the node count reaches ``_next_check``."""
        if self.nodes >= self._limit >= 0:
            raise _Stop
        if self.nodes >= self._next_check:
            self._next_check = self.nodes + CHECK_EVERY
            if self.cancel is not None and self.cancel():
                self._cancelled = True
                raise _Stop
            if self._deadline is not None and self.clock() > self._deadline:
                self._timed_out = True
                raise _Stop

    def _order(self, codes: Sequence[int], first: int | None, ply: int) -> list[int]:
        adapter = self.adapter
        killers = self._killers[ply] if self.use_killers else ()
        history = self._history
        # With compulsory forcing moves, all moves here are alike in that.
        is_forcing = _never if self._compulsory else adapter.is_forcing

        def rank(code: int) -> int:
            if code == first:
                return 1 << 40
            if is_forcing(code):
                return 1 << 38
            if code in killers:
                return (1 << 37) - killers.index(code)
            return history.get(code, 0)

        return sorted(codes, key=rank, reverse=True)

    def _reward(self, code: int, depth: int, ply: int) -> None:
        """``code`` refuted the move before it: remember it (a quiet one)."""
        if self.adapter.is_forcing(code):
            return
        if self.use_killers:
            killers = self._killers[ply]
            if not killers or killers[0] != code:
                if code in killers:
                    killers.remove(code)
                killers.insert(0, code)
                del killers[2:]
        if self.use_history:
            self._history[code] = self._history.get(code, 0) + depth * depth

    # ------------------------------------------------------------ the tree
    def _node(self, depth: int, alpha: float, beta: float, ply: int) -> float:
        """The value of the position for the side to move (negamax)."""
        self.nodes += 1
        if self.nodes >= self._next_check or self.nodes >= self._limit >= 0:
            self._check()
        adapter = self.adapter
        outcome = adapter.outcome()
        if outcome is not None:
            return outcome * (WIN - ply)
        codes = adapter.codes()
        if depth <= 0 or ply >= self._ply_cap:
            return self._horizon(codes, depth, alpha, beta, ply)

        key = adapter.key() if self.tt_size else None
        first: int | None = None
        if key is not None:
            entry = self._tt.get(key)
            if entry is not None:
                e_depth, flag, e_score, first = entry
                if e_depth >= depth:
                    if e_score > DECIDED:
                        e_score -= ply
                    elif e_score < -DECIDED:
                        e_score += ply
                    if (
                        flag == _EXACT
                        or (flag == _LOWER and e_score >= beta)
                        or (flag == _UPPER and e_score <= alpha)
                    ):
                        return e_score

        child_depth = depth - 1
        if len(codes) == 1 and self.extend_single:
            child_depth = depth
        ordered = self._order(codes, first, ply) if len(codes) > 1 else list(codes)
        alpha0 = alpha
        best = -INF
        best_code: int | None = None
        push, pop = adapter.push, adapter.pop
        for index, code in enumerate(ordered):
            push(code)
            try:
                if index == 0:
                    value = -self._node(child_depth, -beta, -alpha, ply + 1)
                else:
                    value = -self._node(child_depth, -alpha - 1e-6, -alpha, ply + 1)
                    if alpha < value < beta:
                        value = -self._node(child_depth, -beta, -alpha, ply + 1)
            finally:
                pop()
            if value > best:
                best, best_code = value, code
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        self._reward(code, depth, ply)
                        break
        if key is not None:
            if len(self._tt) >= self.tt_size:
                self._tt.clear()
            flag = _UPPER if best <= alpha0 else _LOWER if best >= beta else _EXACT
            stored = best + ply if best > DECIDED else best - ply if best < -DECIDED else best
            self._tt[key] = (depth, flag, stored, best_code)
        return best

    def _horizon(
        self, codes: Sequence[int], depth: int, alpha: float, beta: float, ply: int
    ) -> float:
        """Past the horizon: forcing moves only (quiescence)."""
        adapter = self.adapter
        if not self.quiescence or -depth >= self.quiescence_depth or ply >= self._ply_cap:
            return adapter.evaluate()
        if self._compulsory:
            forcing = codes if codes and adapter.is_forcing(codes[0]) else ()
        else:
            forcing = [code for code in codes if adapter.is_forcing(code)]
        if not forcing:
            return adapter.evaluate()
        best = -INF
        if len(forcing) < len(codes):  # an optional capture: standing pat is allowed
            best = adapter.evaluate()
            if best >= beta:
                return best
            alpha = max(alpha, best)
        push, pop = adapter.push, adapter.pop
        for code in forcing:
            push(code)
            try:
                value = -self._node(depth - 1, -beta, -alpha, ply + 1)
            finally:
                pop()
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best

    def _line(self, first: int, limit: int) -> tuple[int, ...]:
        """The expected continuation, from the transposition table."""
        adapter = self.adapter
        line = [first]
        adapter.push(first)
        pushed = 1
        seen: list[Hashable] = []
        try:
            while len(line) < limit:
                key = adapter.key()
                if key is None or key in seen or adapter.outcome() is not None:
                    break
                seen.append(key)
                entry = self._tt.get(key)
                if entry is None or entry[3] is None or entry[3] not in adapter.codes():
                    break
                line.append(entry[3])
                adapter.push(entry[3])
                pushed += 1
        finally:
            for _ in range(pushed):
                adapter.pop()
        return tuple(line)

    # ------------------------------------------------------------ the root
    def run(self, exact_root: bool = False) -> AlphaBetaResult:
        """Iterative deepening from the adapter's position.

        ``exact_root``: every root move gets an exact score (no pruning at
        the root: slower), returned in ``root_scores`` — for a player that
        chooses among near-best moves, or a hint that ranks them."""
        adapter = self.adapter
        self.nodes = 0
        self._timed_out = self._cancelled = False
        if self.time_limit is not None:
            self._deadline = self.clock() + self.time_limit
        # The root is searched even if the adapter counts it as over (a
        # search-only draw rule, a repetition): the caller wants a move.
        outcome = adapter.outcome()
        codes = list(adapter.codes())
        if not codes:
            score = 0.0 if outcome is None else outcome * WIN
            return AlphaBetaResult(None, score, 0, 0)
        if len(codes) == 1 and not exact_root:
            return AlphaBetaResult(codes[0], 0.0, 0, 0, (codes[0],))
        best, best_score, depth_done = codes[0], 0.0, 0
        root_scores: dict[int, float] | None = None
        order = codes
        previous: dict[int, float] = {}
        spent_before = 0
        try:
            for depth in range(1, self.max_depth + 1):
                if depth > 1 and self.deeper_ratio > 0 and self._limit >= 0:
                    left = self._limit - self.nodes
                    if left < self.deeper_ratio * (self.nodes - spent_before):
                        break
                spent_before = self.nodes
                self._ply_cap = min(MAX_PLY, 2 * depth + self.quiescence_depth)
                scores: dict[int, float] = {}
                alpha = -INF
                it_best: int | None = None
                for index, code in enumerate(order):
                    adapter.push(code)
                    try:
                        if exact_root or index == 0:
                            value = -self._node(depth - 1, -INF, INF, 1)
                        else:
                            value = -self._node(depth - 1, -alpha - 1e-6, -alpha, 1)
                            if value > alpha:
                                value = -self._node(depth - 1, -INF, -alpha, 1)
                    finally:
                        adapter.pop()
                    scores[code] = value
                    if value > alpha:
                        alpha, it_best = value, code
                        # A move that beats the iteration's first one is a better
                        # choice even if the iteration does not finish.
                        best, best_score = code, value
                depth_done = depth
                assert it_best is not None
                best, best_score = it_best, alpha
                previous = scores
                if exact_root:
                    root_scores = dict(scores)
                order = sorted(order, key=lambda c: previous[c], reverse=True)
                if abs(best_score) >= DECIDED:
                    break  # a forced result: looking deeper changes nothing
                if self.nodes >= self._limit >= 0:
                    break
        except _Stop:
            pass
        line = self._line(best, max(1, depth_done))
        return AlphaBetaResult(
            best,
            best_score,
            depth_done,
            self.nodes,
            line,
            self._timed_out,
            self._cancelled,
            root_scores,
        )


def search(adapter: SearchAdapter, *, exact_root: bool = False, **options: Any) -> AlphaBetaResult:
    """One search: ``AlphaBeta(adapter, **options).run(exact_root)``."""
    return AlphaBeta(adapter, **options).run(exact_root)


# ---------------------------------------------------------------- the slow path
class ProtocolAdapter:
    """A search adapter over the plain protocol (``legal_actions``, ``play``,
    ``undo``), so that any two-seat, chance-free game can be searched with no
    fast path of its own. Slow: every node lists the legal actions.

    ``evaluate(state)``: the static value for ``state.to_move`` (default:
    0, the search then sees only the game's end). ``forcing(action)``: the
    action is searched past the horizon (default: none). ``key(state)``:
    the transposition-table key (default: ``position()``; None: no table).
    Codes are the actions' numbers in the order first met (the same in
    every run); :meth:`action` turns a code back into the action.
    """

    def __init__(
        self,
        state: GameState[Any],
        evaluate: Callable[[GameState[Any]], float] | None = None,
        forcing: Callable[[Any], bool] | None = None,
        key: Callable[[GameState[Any]], Hashable] | None = None,
        use_key: bool = True,
    ) -> None:
        if len(state.seats) != 2:
            raise ValueError("alpha-beta needs a game of two seats")
        self.state = state.clone()
        self._evaluate = evaluate
        self._forcing = forcing
        self._key = key if key is not None else (_position_key if use_key else None)
        self._ids: dict[Any, int] = {}
        self._actions: list[Any] = []
        self._forcing_ids: list[bool] = []
        self._cache: list[int] | None = None

    def action(self, code: int) -> Any:
        """The action named ``code``."""
        return self._actions[code]

    def code(self, action: Any) -> int:
        """The code of ``action`` (numbered now if it is new)."""
        found = self._ids.get(action)
        if found is None:
            found = self._ids[action] = len(self._actions)
            self._actions.append(action)
            self._forcing_ids.append(self._forcing is not None and self._forcing(action))
        return found

    def outcome(self) -> float | None:
        state = self.state
        if not state.is_over:
            return None
        scores = state.scores()
        if not scores:
            return 0.0
        mine = scores.get(state.to_move, 0.0)
        theirs = max(v for seat, v in scores.items() if seat != state.to_move)
        return max(-1.0, min(1.0, mine - theirs))

    def codes(self) -> list[int]:
        if self._cache is None:
            self._cache = [self.code(a) for a in self.state.legal_actions()]
        return self._cache

    def push(self, code: int) -> None:
        self.state.play(self._actions[code])
        self._cache = None

    def pop(self) -> None:
        self.state.undo()
        self._cache = None

    def is_forcing(self, code: int) -> bool:
        return self._forcing_ids[code]

    def evaluate(self) -> float:
        return 0.0 if self._evaluate is None else self._evaluate(self.state)

    def key(self) -> Hashable | None:
        return None if self._key is None else self._key(self.state)


def _position_key(state: GameState[Any]) -> Hashable:
    return state.position()
