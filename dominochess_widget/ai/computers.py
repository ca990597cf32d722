"""A computer opponent for any registered game, found by name.

    from dominochess_widget.ai.computers import computer_for
    computer = computer_for("russian", "hard")        # or computer_for(state, "hard")
    action = computer.choose(state)                   # state is not changed
    computer.timed_out                                # the wall-clock guard chose it

A game plugs in its own computer with a factory in its registry entry,
``GameInfo.extras["computer"]``: a callable ``factory(level, **options)``
returning an object with ``choose(state, cancel=None)``, ``level`` and
``timed_out`` (:class:`Computer`). A two-seat game without chance and
without a factory still gets one: :class:`GenericComputer`, an alpha-beta
search over the plain protocol (slow, and as good as the evaluation the
game offers in ``extras["evaluate"]``: a callable ``evaluate(state)``
giving the value for the side to move; with none, it sees only the end).

``cancel`` is a :class:`threading.Event` or a callable returning True to
stop; a stopped search still returns a legal action. Every computer is
deterministic: for the same position, level and options it chooses the
same action on every machine (a node budget ends its search, not the
clock), unless its wall-clock guard fires, which ``timed_out`` tells.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Hashable
from enum import StrEnum
from typing import Any, Protocol, runtime_checkable

from dominochess_widget.ai.alphabeta import DECIDED, AlphaBeta, ProtocolAdapter
from dominochess_widget.core.errors import IllegalActionError, SettingError, expect_int
from dominochess_widget.core.protocol import CHANCE, GameState

Cancel = threading.Event | Callable[[], bool] | None


class Level(StrEnum):
    """How strong a computer plays (the values are those of domino chess's
    :class:`dominochess_widget.games.dominochess.players.Level`, so either parses the other)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"

    @property
    def message_key(self) -> str:
        return f"ai.level.{self.value}"

    @classmethod
    def parse(cls, value: object) -> Level:
        if isinstance(value, Level):
            return value
        if isinstance(value, str):
            try:
                return cls(value.strip().lower())
            except ValueError:
                pass
        raise SettingError("ai.bad_level", value=repr(value))


@runtime_checkable
class Computer(Protocol):
    """What every computer :func:`computer_for` returns offers."""

    @property
    def level(self) -> str: ...

    @property
    def timed_out(self) -> bool: ...

    def choose(self, state: Any, cancel: Cancel = None) -> Any: ...


def check_time_budget(value: object) -> float:
    """A time budget in seconds: a positive finite number."""
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not 0 < value < float("inf")
    ):
        raise SettingError("ai.bad_time_budget", value=repr(value))
    return float(value)


def stopper(cancel: Cancel) -> Callable[[], bool] | None:
    """``cancel`` as a callable (an Event's ``is_set``)."""
    if cancel is None:
        return None
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    return cancel


def seeded_rng(*parts: object) -> random.Random:
    """A random generator keyed on ``parts`` (level, seed, position):
    the same on every run and machine (a str seed is hashed with SHA-512)."""
    return random.Random("/".join(repr(part) for part in parts))


def computer_for(game: str | GameState[Any], level: Level | str = Level.HARD,
                 **options: Any) -> Computer:
    """A computer for ``game`` (a registered name, or a state of it) at ``level``.

    ``options`` go to the game's factory (for the built-in games: ``seed``,
    ``time_budget`` in seconds, ``clock``)."""
    import dominochess_widget.games  # noqa: F401  (registers every game)
    from dominochess_widget.core import registry

    info = registry.info(game) if isinstance(game, str) else registry.info_of(game)
    factory = info.extras.get("computer")
    if factory is None:
        return GenericComputer(level, **options)
    if not callable(factory):
        raise TypeError(f"extras['computer'] of {info.name!r} is not callable")
    computer = factory(level, **options)
    if not isinstance(computer, Computer):
        raise TypeError(f"the computer factory of {info.name!r} returned {computer!r}")
    return computer


# ---------------------------------------------------------------- any two-seat game
class SearchReport(Protocol):
    """What a computer's last search tells at least: whether the guard fired."""

    @property
    def timed_out(self) -> bool: ...


class BudgetedComputer:
    """What the search-based computers share: a level, a seed, a time
    budget in seconds (it sizes a node budget, so a position always gets
    the same move) and the wall clock of the guard that stops a search on
    a far too slow machine (tests pass a slow or a fast one).
    ``last_search`` is the search behind the last choice, if any."""

    def __init__(
        self,
        level: Level | str = Level.HARD,
        seed: int = 0,
        time_budget: float = 1.0,
        *,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self._level = Level.parse(level)
        self.seed = expect_int("seed", seed)
        self.time_budget = check_time_budget(time_budget)
        self.clock = clock
        self.last_search: SearchReport | None = None

    @property
    def level(self) -> Level:
        return self._level

    @property
    def timed_out(self) -> bool:
        """The wall-clock guard chose the last move: a faster machine might
        have chosen another."""
        return self.last_search is not None and self.last_search.timed_out


class GenericComputer(BudgetedComputer):
    """An alpha-beta computer over the plain protocol, for a two-seat game
    without chance that registered no computer of its own.

    easy: a 2-ply search, a near-best move picked at random (seeded by the
    position); medium and hard: node budgets of ``time_budget`` seconds
    (:data:`NODES_PER_SECOND`), hard's 4 times medium's."""

    #: Nodes per second of budget over the plain protocol (a node lists the
    #: legal actions and plays one: far slower than a game's own fast path).
    NODES_PER_SECOND = 3_000
    CAP_FACTOR = 20.0

    def choose(self, state: GameState[Any], cancel: Cancel = None) -> Any:
        if state.is_over:
            raise IllegalActionError("game.over", result=state.result)
        if state.to_move == CHANCE:
            raise ValueError("this game has chance: it needs a computer of its own")
        import dominochess_widget.games  # noqa: F401
        from dominochess_widget.core import registry

        extras = registry.info_of(state).extras
        evaluate = extras.get("evaluate")
        forcing = extras.get("forcing")
        adapter = ProtocolAdapter(
            state,
            evaluate if callable(evaluate) else None,
            forcing if callable(forcing) else None,
        )
        budget = max(1, int(self.NODES_PER_SECOND * self.time_budget))
        easy = self._level is Level.EASY
        if self._level is Level.MEDIUM:
            budget = max(1, budget // 4)
        engine = AlphaBeta(
            adapter,
            node_budget=budget,
            max_depth=2 if easy else 64,
            time_limit=self.CAP_FACTOR * self.time_budget,
            clock=self.clock,
            cancel=stopper(cancel),
        )
        result = engine.run(exact_root=easy)
        self.last_search = result
        assert result.best is not None
        best = result.best
        if easy and result.root_scores:
            rng = seeded_rng(self._level.value, self.seed, _key(state))
            top = max(result.root_scores.values())
            near = [c for c, v in result.root_scores.items()
                    if v >= top - 1.0 or (abs(top) < DECIDED and v > -DECIDED)]
            best = rng.choice(sorted(near))
        return adapter.action(best)


def _key(state: GameState[Any]) -> Hashable:
    return (state.position(), len(state.history))
