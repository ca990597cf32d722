"""The computer player of Russian draughts: alpha-beta over the engine's fast path.

    computer = RussianComputer("hard")          # or make_computer("hard", seed=1)
    move = computer.choose(state)               # a legal Move; state is not changed
    computer.hint(state).line                   # the move and the expected reply, …

Levels (all deterministic: the same position, level and seed give the
same move on every machine, at any load):

- **easy**: a 2-ply search (captures followed to the end) that scores every
  move, then adds a random blur of up to :data:`EASY_NOISE` (1.5 men) to
  each and plays the best blurred one — it sees a piece hanging now, not
  a shot two moves deep. The blur is seeded by the level, the seed and
  the position.
- **medium**: the search with :data:`MEDIUM_SHARE` of hard's node budget.
- **hard**: the search with ``NODES_PER_SECOND × time_budget`` nodes.

The search is :mod:`dominochess_widget.ai.alphabeta`'s; this module gives
it :class:`RussianAdapter` (the engine's int codes, ``_push``/``_pop``, and
:mod:`~dominochess_widget.games.russian.evaluate`). Captures are searched
to the end past the horizon (they are compulsory: no standing pat). A
position seen before with the same side to move counts as a draw in the
search (the game's rule needs a third time, S3). The wall-clock guard
(``CAP_FACTOR × time_budget`` seconds) only keeps a class from waiting
forever on a hopeless machine; when it fires, ``timed_out`` says so.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from dominochess_widget.ai.alphabeta import DECIDED, AlphaBeta, AlphaBetaResult
from dominochess_widget.ai.computers import (
    BudgetedComputer,
    Cancel,
    Level,
    seeded_rng,
    stopper,
)
from dominochess_widget.errors import ArgumentTypeError, IllegalActionError
from dominochess_widget.games.russian.evaluate import evaluate
from dominochess_widget.games.russian.moves import CAPTURE_SHIFT
from dominochess_widget.games.russian.state import Draughts, Move

#: Search nodes per second of time budget. On the reference machine (2
#: cores, CPython 3.11) a node costs about 12 µs, so a full budget takes
#: well under a second and the search usually stops sooner (a deeper
#: iteration is started only when it can finish, see ``DEEPER_RATIO``).
NODES_PER_SECOND = 60_000
#: A new iteration starts only while the nodes left are at least this many
#: times the nodes the last one cost.
DEEPER_RATIO = 1.5
#: The wall-clock guard, in multiples of the time budget (as domino chess's).
CAP_FACTOR = 20.0
#: Medium's share of hard's node budget.
MEDIUM_SHARE = 0.08
#: Easy's blur of its move scores, in hundredths of a man.
EASY_NOISE = 150
EASY_DEPTH = 2


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


@dataclass(frozen=True)
class Suggestion:
    """A hint: the move to play, the line expected after it, and how it looks.

    ``score`` is in hundredths of a man from the mover's view (beyond
    ±:data:`~dominochess_widget.ai.alphabeta.DECIDED`: a forced win or
    loss, ``plies`` away); ``depth`` the search's depth in plies."""

    move: Move
    line: tuple[Move, ...]
    score: float
    depth: int
    timed_out: bool = False

    @property
    def wins(self) -> bool:
        return self.score >= DECIDED

    @property
    def loses(self) -> bool:
        return self.score <= -DECIDED


class RussianComputer(BudgetedComputer):
    """A computer opponent (or hint giver) for Russian draughts at one level.

    ``seed`` varies easy's blur (medium and hard need none); ``time_budget``
    (seconds) sizes the node budget; ``clock`` is the guard's wall clock
    (tests pass a slow or a fast one). ``last_search`` is the search behind
    the move last chosen (None when there was only one legal move)."""

    def __repr__(self) -> str:
        return (
            f"RussianComputer({self._level.value!r}, seed={self.seed}, "
            f"time_budget={self.time_budget})"
        )

    @property
    def node_budget(self) -> int:
        budget = NODES_PER_SECOND * self.time_budget
        if self._level is Level.MEDIUM:
            budget *= MEDIUM_SHARE
        return max(1, int(budget))

    # ------------------------------------------------------------ the API
    def choose(self, state: Draughts, cancel: Cancel = None) -> Move:
        """The move for the side to move in ``state`` (which is not changed).

        ``cancel``: a :class:`threading.Event` or a callable; once set (or
        true) the search stops at once and the best move found so far,
        always a legal one, is returned."""
        return _move_of(state, self.choose_code(state, cancel))

    def choose_code(self, state: Draughts, cancel: Cancel = None) -> int:
        """:meth:`choose`, as the engine's int code."""
        result = self._search(state, cancel, exact_root=self._level is Level.EASY)
        assert result.best is not None
        if self._level is Level.EASY and result.root_scores:
            rng = seeded_rng(self._level.value, self.seed, state.position(), len(state._stack))
            blurred = {
                code: score + rng.uniform(0.0, EASY_NOISE)
                for code, score in sorted(result.root_scores.items())
            }
            return max(blurred, key=lambda code: blurred[code])
        return result.best

    def hint(self, state: Draughts, cancel: Cancel = None) -> Suggestion:
        """The move this level suggests, with the line it expects after it
        (easy's blur aside: a hint is the search's own best move)."""
        result = self._search(state, cancel, exact_root=False)
        assert result.best is not None
        line: list[Move] = []
        copy = state.clone()
        for code in result.line:
            move = _move_of(copy, code)
            line.append(move)
            copy._push(code)
        return Suggestion(line[0], tuple(line), result.score, result.depth, result.timed_out)

    # ------------------------------------------------------------ internals
    def _search(self, state: Draughts, cancel: Cancel, exact_root: bool) -> AlphaBetaResult:
        if not isinstance(state, Draughts):
            raise ArgumentTypeError("state", state, "russian_game")
        if state.is_over:
            raise IllegalActionError("game.over", result=state.result)
        easy = self._level is Level.EASY
        engine = AlphaBeta(
            RussianAdapter(state),
            node_budget=self.node_budget,
            max_depth=EASY_DEPTH if easy else 64,
            time_limit=CAP_FACTOR * self.time_budget,
            clock=self.clock,
            cancel=stopper(cancel),
            deeper_ratio=0.0 if easy else DEEPER_RATIO,
        )
        result = engine.run(exact_root=exact_root)
        self.last_search = result
        return result


def _move_of(state: Draughts, code: int) -> Move:
    for move in state.legal_actions():
        if move.code == code:
            return move
    raise AssertionError(f"code {code} is not a legal action")  # pragma: no cover


def make_computer(level: Level | str = Level.HARD, **options: Any) -> RussianComputer:
    """The registry's computer factory for Russian draughts (``extras["computer"]``):
    ``options`` are :class:`RussianComputer`'s (``seed``, ``time_budget``, ``clock``)."""
    return RussianComputer(level, **options)
