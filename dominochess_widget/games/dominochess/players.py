"""The computer player: three levels behind one small, pure interface.

``ComputerPlayer(level, seed, time_budget).choose(game, cancel)`` returns
the action for the current half. The player plans its whole turn (both
halves, in the order it prefers, D3) and returns the first action; called
again mid-turn it returns the planned second action.

- easy: a random legal action (seeded);
- medium: greedy over the current turn: the sequence that captures the
  most material (ties broken by the seed);
- hard: expectimax over the tiles still face down (:mod:`search`).

Nothing here blocks for long or touches Jupyter: the widget runs
``choose`` in a thread or task and stops it through ``cancel`` (a
:class:`threading.Event` or any callable returning True to stop).

What is deterministic: for a given level, seed and public position (never
the pool's secret order), the action is the same on every machine, at any
load. Hard's ``time_budget`` is turned into a node count
(``NODES_PER_SECOND``); the node count, not the clock, ends its search.

When it is not: hard also has a wall-clock guard, ``CAP_FACTOR ×
time_budget`` seconds, so that a class is never kept waiting forever on a
far too slow machine. If the guard fires, hard plays the best action it
found so far, which may differ from a faster machine's; it says so:
``last_search.timed_out`` (and :attr:`ComputerPlayer.timed_out`) is True,
and the widget tells the user. A cancel also stops the search early
(``last_search.cancelled``), but a cancelled choice is thrown away.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from dominochess_widget.ai.computers import BudgetedComputer, Level, stopper
from dominochess_widget.core.messages import DEFAULT_LANGUAGE
from dominochess_widget.core.numbers import check_seed
from dominochess_widget.core.protocol import Cancel
from dominochess_widget.games.dominochess.actions import Action
from dominochess_widget.games.dominochess.evaluate import WIN, Evaluator, material
from dominochess_widget.games.dominochess.game import Game, Result
from dominochess_widget.games.dominochess.hint import Hint, make_hint
from dominochess_widget.games.dominochess.mapping import TileMapping
from dominochess_widget.games.dominochess.odds import next_draw
from dominochess_widget.games.dominochess.search import Search, SearchResult
from dominochess_widget.games.dominochess.turns import turn_sequences

#: Search nodes per second of time budget. On the reference machine (2
#: cores, CPython 3.11) a node costs 20–25 µs, so a full budget takes about
#: a second; most turns finish sooner (the search stops once depth 2 is done
#: and depth 3 could not finish). The budget is a node count so that the
#: choice does not depend on the machine's speed.
NODES_PER_SECOND = 40_000
#: The wall-clock guard, in multiples of the time budget. It must never
#: decide a move on a machine a class may use, only keep a class from
#: waiting forever: before it fires, a full node budget may cost
#: CAP_FACTOR / NODES_PER_SECOND = 500 µs a node, 20 times the reference
#: machine. A 2-core machine like the one that hit the old guard (3×) costs
#: about 35 µs a node, 90 under a load of 5: one 5 times slower than that,
#: as loaded, still finishes on its node budget. The price, on a hopeless
#: machine, is a wait of up to CAP_FACTOR × time_budget.
CAP_FACTOR = 20.0



def public_key(game: Game) -> tuple[object, ...]:
    """Everything a player may know about the state, and nothing secret.

    Its text seeds the tie-breaks (:meth:`ComputerPlayer._rng`), so its
    fields and their form must not change: a change would change the
    moves chosen for the same seed."""
    tile, left = game.tile, game.halves_left
    # The halves used, as bits: 1 the low number, 2 the high one (a double
    # uses 1 first).
    used = 0 if len(left) == 2 else 1 if left and left[0] == tile[1] else 2 if left else 3
    moved = game.moved_square
    return (
        tuple(game.squares),
        tile,
        used,
        -1 if moved is None else moved,
        game.to_move_ordinal,
        game.turns_played,
        game.turns_without_capture,
        game.remaining_tiles,
        game.mapping,
        game.draw_rule,
    )


class ComputerPlayer(BudgetedComputer):
    """A computer opponent (or hint giver) at one level.

    ``clock`` is the wall clock of hard's guard (tests pass a slow or a
    fast one). ``last_search`` is the search behind the action last chosen
    or planned: None for easy and medium."""

    game_type = Game
    game_kind = "game"

    def __init__(
        self,
        level: Level | str = Level.HARD,
        seed: int = 0,
        time_budget: float = 1.0,
        *,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        super().__init__(level, check_seed(seed), time_budget, clock=clock)
        self.last_search: SearchResult | None = None
        # The planned second action of a turn, and the search it comes from.
        self._plans: dict[tuple[object, ...], tuple[int, SearchResult | None]] = {}
        self._evaluators: dict[TileMapping, Evaluator] = {}

    def __repr__(self) -> str:
        return (
            f"ComputerPlayer({self.level.value!r}, seed={self.seed}, "
            f"time_budget={self.time_budget})"
        )

    # ------------------------------------------------------------ the API
    def decide(self, game: Game, cancel: Cancel) -> Action:
        """The action for the current half of ``game``: the first of the turn planned."""
        return game.action_of(self.choose_code(game, cancel))

    def plan(self, game: Game, cancel: Cancel = None) -> list[Action]:
        """The rest of the current turn as the player means to play it."""
        sequence = self._plan_sequence(game, cancel)
        copy = game.clone()
        out = []
        for code in sequence:
            out.append(copy.action_of(code))
            copy.push_code(code)
        return out

    def hint(self, game: Game, language: str = DEFAULT_LANGUAGE, cancel: Cancel = None) -> Hint:
        """The suggested action for the current half, with a one-line reason."""
        plan = self.plan(game, cancel)
        return make_hint(game, plan[0], plan, language)

    def judge(self, game: Game, seat: str, cancel: Cancel = None) -> float:
        """The material balance for ``seat`` (a lost first king counts), as
        a draw offer is weighed: the tiles to come make deeper looks a guess."""
        red = material(game.bitboards)
        return red if seat == str(game.seats[0]) else -red

    def choose_code(self, game: Game, cancel: Cancel = None) -> int:
        """:meth:`choose`, as the engine's int for the action."""
        return self._plan_sequence(game, cancel)[0]

    # ------------------------------------------------------------ internals
    def _plan_sequence(self, game: Game, cancel: Cancel) -> tuple[int, ...]:
        self.check_game(game)
        key = public_key(game)
        planned = self._plans.get(key)
        if planned is not None and planned[0] in game.codes():
            self.last_search = planned[1]
            return (planned[0],)
        self.last_search = None
        if self.level is Level.EASY:
            sequence = self._easy(game, key)
        elif self.level is Level.MEDIUM:
            sequence = self._medium(game, key)
        else:
            sequence = self._hard(game, key, cancel)
        cancelled = self.last_search is not None and self.last_search.cancelled
        if len(sequence) == 2 and not cancelled:  # a cancelled choice is thrown away
            copy = game.clone()
            copy.push_code(sequence[0])
            if len(self._plans) > 64:
                self._plans.clear()
            self._plans[public_key(copy)] = (sequence[1], self.last_search)
        return sequence

    def _rng(self, key: tuple[object, ...]) -> random.Random:
        # A string seed is hashed with SHA-512: stable across runs and machines.
        return random.Random(f"{self.level.value}/{self.seed}/{key!r}")

    def _easy(self, game: Game, key: tuple[object, ...]) -> tuple[int, ...]:
        # A random legal action, then a random legal action for the other half.
        rng = self._rng(key)
        copy = game.clone()
        turn = copy.turns_played
        first = rng.choice(copy.codes())
        copy.push_code(first)
        if copy.is_over or copy.turns_played != turn:
            return (first,)
        return (first, rng.choice(copy.codes()))

    def _medium(self, game: Game, key: tuple[object, ...]) -> tuple[int, ...]:
        rng = self._rng(key)
        sign = 1.0 if game.to_move_ordinal == 0 else -1.0
        copy = game.clone()
        push, pop, bitboards = copy.push_code, copy.pop_code, copy.bitboards
        best: tuple[float, float] | None = None
        choice: tuple[int, ...] = ()
        for _gain, codes in turn_sequences(copy):
            for code in codes:
                push(code)
            result = copy.result
            if result is None:
                value = sign * material(bitboards)
            elif result is Result.DRAW:
                value = 0.0
            else:
                value = WIN
            for _ in codes:
                pop()
            score = (value, rng.random())
            if best is None or score > best:
                best, choice = score, codes
        return choice

    def _hard(self, game: Game, key: tuple[object, ...], cancel: Cancel) -> tuple[int, ...]:
        evaluator = self._evaluators.get(game.mapping)
        if evaluator is None:
            evaluator = self._evaluators[game.mapping] = Evaluator(game.mapping)
        rng = self._rng(key)
        ties: dict[tuple[int, ...], float] = {}

        def tie_key(codes: tuple[int, ...]) -> float:
            return ties.setdefault(codes, rng.random())

        search = Search(
            game,
            next_draw(game),
            evaluator,
            node_budget=NODES_PER_SECOND * self.time_budget,
            time_limit=CAP_FACTOR * self.time_budget,
            cancelled=stopper(cancel),
            clock=self.clock,
        )
        result = search.run(tie_key)
        self.last_search = result
        return result.sequence
