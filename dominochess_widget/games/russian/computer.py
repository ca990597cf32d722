"""The computer player of Russian draughts: alpha-beta over the engine's fast path.

    computer = RussianComputer("hard")          # or make_computer("hard", seed=1)
    move = computer.choose(state)               # a legal Move; state is not changed
    computer.hint(state).line                   # the move and the expected reply, …

The levels and the search are :mod:`dominochess_widget.ai.search_computer`'s
(easy: a 2-ply search with a seeded blur; medium and hard: node budgets);
this module gives it :class:`RussianAdapter` (the engine's int codes,
``_push``/``_pop``, and :mod:`~dominochess_widget.games.russian.evaluate`).
Captures are searched to the end past the horizon (they are compulsory:
no standing pat). A position seen before with the same side to move
counts as a draw in the search (the game's rule needs a third time, S3).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from dominochess_widget.ai.computers import Level
from dominochess_widget.ai.search_computer import SearchComputer
from dominochess_widget.games.russian.evaluate import evaluate
from dominochess_widget.games.russian.moves import CAPTURE_SHIFT
from dominochess_widget.games.russian.state import Draughts, Move

#: Search nodes per second of time budget. On the reference machine (2
#: cores, CPython 3.11) a node costs about 12 µs, so a full budget takes
#: well under a second and the search usually stops sooner (a deeper
#: iteration is started only when it can finish, see ``DEEPER_RATIO``).
NODES_PER_SECOND = 60_000

class RussianAdapter:
    """The search adapter (:class:`~dominochess_widget.ai.alphabeta.SearchAdapter`)
    of Russian draughts, over a private copy of a :class:`Draughts` state
    and its documented fast path (``_codes``, ``_push``, ``_pop``, ``_drawn``).

    Codes are the engine's action codes (``Move.code``); a code is forcing
    when it captures. ``evaluate`` may be replaced (tests, tuning): a
    function of the four bitboards and whether White is to move.
    """

    #: Capture is compulsory: when one move here captures, all do.
    compulsory_forcing = True

    def __init__(
        self,
        state: Draughts,
        evaluator: Callable[[int, int, int, int, bool], float] = evaluate,
    ) -> None:
        self.state = state.clone()
        self.state._ended = None  # a resignation is no concern of the search
        self._evaluator = evaluator
        self._cache: list[int] | None = None
        settings = state.settings
        self._repetition = settings.repetition
        # Below this clock only the repetition rule can end the game, which
        # the adapter checks itself (``_drawn`` would look again).
        kings_only = settings.kings_only
        self._long_clock = 2 * kings_only if kings_only is not None else 1 << 30

    def outcome(self) -> float | None:
        state = self.state
        codes = self._cache = state._codes()
        if not codes:
            return -1.0  # the side to move cannot move: it has lost
        clock = state._clock
        if clock >= 4 and self._repetition and state._repetitions() >= 2:
            return 0.0  # seen before: a draw for the search
        if (state._balance or clock >= self._long_clock) and state._drawn() is not None:
            return 0.0
        return None

    def codes(self) -> list[int]:
        codes = self._cache
        if codes is None:
            codes = self.state._codes()
        self._cache = None
        return codes

    def push(self, code: int) -> None:
        self._cache = None
        self.state._push(code)

    def pop(self) -> None:
        self._cache = None
        self.state._pop()

    def is_forcing(self, code: int) -> bool:
        return code >> CAPTURE_SHIFT != 0

    def evaluate(self) -> float:
        state = self.state
        men, kings = state._men, state._kings
        return self._evaluator(men[0], kings[0], men[1], kings[1], state._side == 0)

    def key(self) -> Hashable:
        state = self.state
        men, kings = state._men, state._kings
        return (men[0], kings[0], men[1], kings[1], state._side)


class RussianComputer(SearchComputer):
    """A computer opponent (or hint giver) for Russian draughts at one level
    (:class:`~dominochess_widget.ai.search_computer.SearchComputer`)."""

    NODES_PER_SECOND = NODES_PER_SECOND
    game_type = Draughts
    game_kind = "russian_game"

    def adapter(self, state: Any) -> RussianAdapter:
        return RussianAdapter(state)

    def move_of(self, state: Any, code: int) -> Move:
        for move in state.legal_actions():
            if move.code == code:
                return move  # type: ignore[no-any-return]
        raise AssertionError(f"code {code} is not a legal action")  # pragma: no cover

    def play_code(self, state: Any, code: int) -> None:
        state._push(code)


def make_computer(level: Level | str = Level.HARD, **options: Any) -> RussianComputer:
    """Russian draughts's computer factory (its registry entry's ``computer`` and ``hinter``):
    ``options`` are :class:`RussianComputer`'s (``seed``, ``time_budget``, ``clock``)."""
    return RussianComputer(level, **options)
