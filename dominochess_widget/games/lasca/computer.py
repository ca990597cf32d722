"""The computer player of Lasca: the shared alpha-beta over the engine's fast path.

    computer = LascaComputer("hard")            # or make_computer("hard", seed=1)
    move = computer.choose(state)               # a legal Move; state is not changed
    computer.hint(state).line                   # the move and the expected reply, …

The levels and the search are :mod:`dominochess_widget.ai.search_computer`'s;
this module gives it :class:`LascaAdapter` (routes as int codes, the
engine's ``_push``/``_pop``, and :mod:`~dominochess_widget.games.lasca.evaluate`).
Captures are compulsory (L2a) and searched to the end past the horizon. A
position seen before with the same side to move counts as a draw in the
search (the game's house rule needs a third time, L4).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from dominochess_widget.ai.computers import Level
from dominochess_widget.ai.search_computer import SearchComputer
from dominochess_widget.games.lasca.evaluate import evaluate
from dominochess_widget.games.lasca.moves import Route
from dominochess_widget.games.lasca.state import Lasca, Move

#: Search nodes per second of time budget: a node costs about 20 µs on the
#: reference machine (2 cores, CPython 3.11), so a full budget takes well
#: under a second.
NODES_PER_SECOND = 35_000


def route_code(route: Route) -> int:
    """A route as an int: its squares (each + 1) in 6-bit groups, start
    lowest, then a bit set for a capture (the search's forcing moves)."""
    code = 0
    for square in reversed(route[0]):
        code = code << 6 | square + 1
    return code << 1 | bool(route[1])


class LascaAdapter:
    """The search adapter (:class:`~dominochess_widget.ai.alphabeta.SearchAdapter`)
    of Lasca over a private copy of a :class:`Lasca` state and its fast path.

    ``evaluate`` may be replaced (tests, tuning): a function of the board
    list, the side to move and whether officers fly."""

    #: Capture is compulsory: when one move here captures, all do.
    compulsory_forcing = True

    def __init__(
        self,
        state: Lasca,
        evaluator: Callable[[list[str], int, bool], float] = evaluate,
    ) -> None:
        self.state = state.clone()
        self.state._ended = None  # a resignation is no concern of the search
        self._evaluator = evaluator
        self._flying = state.settings.flying
        self._repetition = state.settings.repetition
        self._cache: list[Route] | None = None
        self._table: dict[int, Route] = {}
        self._tables: list[dict[int, Route]] = []

    def outcome(self) -> float | None:
        state = self.state
        routes = self._cache = state._routes()
        if not routes:
            return -1.0  # the side to move cannot move: it has lost
        if self._repetition and state._clock >= 4 and state._repetitions() >= 2:
            return 0.0  # seen before: a draw for the search
        return None

    def codes(self) -> list[int]:
        routes = self._cache if self._cache is not None else self.state._routes()
        self._cache = None
        self._table = {route_code(route): route for route in routes}
        return list(self._table)

    def push(self, code: int) -> None:
        route = self._table.get(code)
        if route is None:  # a code kept from elsewhere: find it again
            self.codes()
            route = self._table[code]
        self._tables.append(self._table)
        self._cache = None
        self.state._push(route)

    def pop(self) -> None:
        self._cache = None
        self.state._pop()
        self._table = self._tables.pop()

    def is_forcing(self, code: int) -> bool:
        return bool(code & 1)

    def evaluate(self) -> float:
        state = self.state
        return self._evaluator(state._board, state._side, self._flying)

    def key(self) -> Hashable:
        state = self.state
        return (tuple(state._board), state._side)


class LascaComputer(SearchComputer):
    """A computer opponent (or hint giver) for Lasca at one level
    (:class:`~dominochess_widget.ai.search_computer.SearchComputer`)."""

    NODES_PER_SECOND = NODES_PER_SECOND
    game_type = Lasca
    game_kind = "lasca_game"

    def adapter(self, state: Any) -> LascaAdapter:
        return LascaAdapter(state)

    def move_of(self, state: Any, code: int) -> Move:
        for move in state.legal_actions():
            if route_code(move.route) == code:
                return move  # type: ignore[no-any-return]
        raise AssertionError(f"code {code} is not a legal action")  # pragma: no cover

    def play_code(self, state: Any, code: int) -> None:
        state.play(self.move_of(state, code))


def make_computer(level: Level | str = Level.HARD, **options: Any) -> LascaComputer:
    """Lasca's computer factory (its registry entry's ``computer`` and ``hinter``):
    ``options`` are :class:`LascaComputer`'s (``seed``, ``time_budget``, ``clock``)."""
    return LascaComputer(level, **options)
