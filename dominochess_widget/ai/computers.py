"""A computer opponent for any registered game, found by name.

    from dominochess_widget.ai.computers import computer_for
    computer = computer_for("russian", "hard")        # or computer_for(state, "hard")
    action = computer.choose(state)                   # state is not changed
    computer.timed_out                                # the wall-clock guard chose it

A game plugs in its own computer with a factory in its registry entry,
``GameInfo.computer``: a callable ``factory(level, **options)`` returning a
:class:`~dominochess_widget.core.protocol.Computer` (``choose(state,
cancel=None)``, ``level`` and ``timed_out``). A two-seat game without
chance and without a factory still gets one: :class:`GenericComputer`, an
alpha-beta search over the plain protocol (slow, and as good as the
evaluation the game offers in ``GameInfo.evaluate``, the value for the side
to move; with none, it sees only the end).

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
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable
from enum import StrEnum
from typing import Any, ClassVar, Protocol

from dominochess_widget.ai.alphabeta import DECIDED, AlphaBeta, ProtocolAdapter
from dominochess_widget.core import registry
from dominochess_widget.core.errors import (
    ArgumentTypeError,
    IllegalActionError,
    SettingError,
    expect_int,
)
from dominochess_widget.core.protocol import Cancel, Computer, GameState


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
    info = registry.info(game) if isinstance(game, str) else registry.info_of(game)
    if info.computer is None:
        return GenericComputer(level, **options)
    return info.computer(level, **options)


# ---------------------------------------------------------------- any two-seat game
class SearchReport(Protocol):
    """What a computer's last search tells at least: whether the guard fired."""

    @property
    def timed_out(self) -> bool: ...


class BudgetedComputer(ABC):
    """What every computer shares: a level, a seed, a time budget in
    seconds (it sizes a node budget, so a position always gets the same
    move), the wall clock of the guard that stops a search on a far too
    slow machine (tests pass a slow or a fast one), and the opening of
    :meth:`choose`. ``last_search`` is the search behind the last choice,
    if any.

    A game's computer says which states it plays (``game_type``, and
    ``game_kind``, the name a type error gives) and supplies only its
    search, :meth:`decide`."""

    #: The states this computer plays (a state of another kind is refused).
    game_type: ClassVar[type[Any]] = object
    #: What a type error calls the state expected ("russian_game").
    game_kind: ClassVar[str] = "game_state"

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

    def choose(self, state: Any, cancel: Cancel = None) -> Any:
        """The action for the seat to move in ``state`` (which is not changed).

        ``cancel``: a :class:`threading.Event` or a callable; once set (or
        true) the search stops at once and the best action found so far,
        always a legal one, is returned. A state of another game is an
        :class:`~dominochess_widget.core.errors.ArgumentTypeError`, a
        finished game an :class:`~dominochess_widget.core.errors.IllegalActionError`."""
        self.check_game(state)
        return self.decide(state, cancel)

    def check_game(self, state: Any) -> None:
        """Refuse a state this computer cannot play: another game's, or a
        finished one (every entry point that searches checks this first)."""
        if not isinstance(state, self.game_type):
            raise ArgumentTypeError("state", state, self.game_kind)
        if state.is_over:
            raise IllegalActionError("game.over", result=state.result)

    @abstractmethod
    def decide(self, state: Any, cancel: Cancel) -> Any:
        """The game's own search: the action for the seat to move in
        ``state``, a game of this computer's that is not over."""


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

    def check_game(self, state: Any) -> None:
        """A game of the registry, not over, and without chance (its
        registry entry says): the plain search cannot weigh a draw."""
        info = registry.info_of(state)
        super().check_game(state)
        if info.chance:
            raise SettingError("ai.needs_own_computer", game=info.name)

    def decide(self, state: GameState[Any], cancel: Cancel) -> Any:
        info = registry.info_of(state)
        adapter = ProtocolAdapter(state, info.evaluate, info.forcing)
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
