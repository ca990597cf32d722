"""A computer player over a game's own search adapter: what the draughts
games' computers share (Russian draughts, Lasca).

Levels (all deterministic: the same position, level and seed give the
same move on every machine, at any load):

- **easy**: a 2-ply search (forcing moves followed to the end) that scores
  every move, then adds a random blur of up to ``EASY_NOISE`` to each and
  plays the best blurred one — it sees a piece hanging now, not a shot two
  moves deep. The blur is seeded by the level, the seed and the position.
- **medium**: the search with ``MEDIUM_SHARE`` of hard's node budget.
- **hard**: the search with ``NODES_PER_SECOND × time_budget`` nodes.

A game subclasses :class:`SearchComputer` with its adapter (over the
engine's fast path), its move for a code, and its figures. The wall-clock
guard (``CAP_FACTOR × time_budget`` seconds) only keeps a class from
waiting forever on a hopeless machine; when it fires, ``timed_out`` says so.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import Any

from dominochess_widget.ai.alphabeta import DECIDED, AlphaBeta, AlphaBetaResult, SearchAdapter
from dominochess_widget.ai.computers import BudgetedComputer, Level, seeded_rng, stopper
from dominochess_widget.core.messages import DEFAULT_LANGUAGE, translate
from dominochess_widget.core.protocol import Cancel


@dataclass(frozen=True)
class Suggestion:
    """A hint: the move to play, the line expected after it, and how it looks.

    ``score`` is in the evaluation's units from the mover's view (beyond
    ±:data:`~dominochess_widget.ai.alphabeta.DECIDED`: a forced win or
    loss, ``plies`` away); ``depth`` the search's depth in plies."""

    move: Any
    line: tuple[Any, ...]
    score: float
    depth: int
    timed_out: bool = False

    @property
    def action(self) -> Any:
        """The move to play (the hint's arrow on the board)."""
        return self.move

    @property
    def wins(self) -> bool:
        return self.score >= DECIDED

    @property
    def loses(self) -> bool:
        return self.score <= -DECIDED

    def words(self, language: str) -> str:
        """The move, and the line the computer expects after it (or that it wins)."""
        if self.wins:
            return translate("play.hint.wins", language, move=str(self.move))
        line = [str(move) for move in self.line[1:4]]
        if not line:
            return str(self.move)
        return translate("play.hint.line", language, move=str(self.move), line=" ".join(line))


class SearchComputer(BudgetedComputer):
    """A computer opponent (or hint giver) at one level, over a game's adapter.

    ``seed`` varies easy's blur (medium and hard need none); ``time_budget``
    (seconds) sizes the node budget; ``clock`` is the guard's wall clock.
    ``last_search`` is the search behind the move last chosen."""

    #: Search nodes per second of time budget (the game's node cost on the
    #: reference machine: a full budget takes well under a second).
    NODES_PER_SECOND = 60_000
    #: A new iteration starts only while the nodes left are at least this
    #: many times the nodes the last one cost.
    DEEPER_RATIO = 1.5
    #: The wall-clock guard, in multiples of the time budget.
    CAP_FACTOR = 20.0
    #: Medium's share of hard's node budget.
    MEDIUM_SHARE = 0.08
    #: Easy's blur of its move scores, in the evaluation's units.
    EASY_NOISE = 150
    EASY_DEPTH = 2

    # ------------------------------------------------------- the game's part
    @abstractmethod
    def adapter(self, state: Any) -> SearchAdapter:
        """The search adapter over a private copy of ``state`` (a state of
        this computer's ``game_type``)."""

    @abstractmethod
    def move_of(self, state: Any, code: int) -> Any:
        """The legal action of ``state`` that the adapter calls ``code``."""

    @abstractmethod
    def play_code(self, state: Any, code: int) -> None:
        """Play ``code`` on ``state`` (a copy, to follow a hint's line)."""

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}({self._level.value!r}, seed={self.seed}, "
            f"time_budget={self.time_budget})"
        )

    @property
    def node_budget(self) -> int:
        budget = self.NODES_PER_SECOND * self.time_budget
        if self._level is Level.MEDIUM:
            budget *= self.MEDIUM_SHARE
        return max(1, int(budget))

    # ------------------------------------------------------------ the API
    def decide(self, state: Any, cancel: Cancel) -> Any:
        return self.move_of(state, self.choose_code(state, cancel))

    def choose_code(self, state: Any, cancel: Cancel = None) -> int:
        """:meth:`choose`, as the adapter's int code."""
        result = self._search(state, cancel, exact_root=self._level is Level.EASY)
        assert result.best is not None
        if self._level is Level.EASY and result.root_scores:
            rng = seeded_rng(self._level.value, self.seed, state.position(),
                             len(state.history))
            blurred = {
                code: score + rng.uniform(0.0, self.EASY_NOISE)
                for code, score in sorted(result.root_scores.items())
            }
            return max(blurred, key=lambda code: blurred[code])
        return result.best

    def hint(self, state: Any, language: str = DEFAULT_LANGUAGE,
             cancel: Cancel = None) -> Suggestion:
        """The move this level suggests, with the line it expects after it
        (easy's blur aside: a hint is the search's own best move); its
        words are said in the language asked for."""
        result = self._search(state, cancel, exact_root=False)
        assert result.best is not None
        line: list[Any] = []
        copy = state.clone()
        for code in result.line:
            line.append(self.move_of(copy, code))
            self.play_code(copy, code)
        return Suggestion(line[0], tuple(line), result.score, result.depth, result.timed_out)

    def judge(self, state: Any, seat: str, cancel: Cancel = None) -> float:
        """The search's score of ``state`` for ``seat`` (two seats: the
        mover's score, or its opposite), as a draw offer is weighed."""
        score = self._search(state, cancel, exact_root=False).score
        return score if str(state.to_move) == seat else -score

    # ------------------------------------------------------------ internals
    def _search(self, state: Any, cancel: Cancel, exact_root: bool) -> AlphaBetaResult:
        self.check_game(state)
        adapter = self.adapter(state)
        easy = self._level is Level.EASY
        engine = AlphaBeta(
            adapter,
            node_budget=self.node_budget,
            max_depth=self.EASY_DEPTH if easy else 64,
            time_limit=self.CAP_FACTOR * self.time_budget,
            clock=self.clock,
            cancel=stopper(cancel),
            deeper_ratio=0.0 if easy else self.DEEPER_RATIO,
        )
        result = engine.run(exact_root=exact_root)
        self.last_search = result
        return result

