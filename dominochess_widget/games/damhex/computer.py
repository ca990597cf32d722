"""Computer players for DamHex³ (easy, medium, hard) on the shared paranoid
search (:mod:`dominochess_widget.ai.paranoid`): each seat plays as if both
others played against it, which suits a game where any two may gang up.

- **easy**: a legal move at random, seeded by the position (captures are
  compulsory anyway).
- **medium**: the search with ``MEDIUM_SHARE`` of hard's node budget.
- **hard**: the search with ``NODES_PER_SECOND × time_budget`` nodes.

The evaluation counts material (a man 100, a king 260) and each man's
progress toward its front; a position's value for a seat is its own total
less the mean of the other players still in. Deterministic: a node budget
ends the search, not the clock (the wall-clock guard only stops a search on
a hopeless machine, and ``timed_out`` says so).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dominochess_widget.ai.computers import BudgetedComputer, Cancel, Level, seeded_rng, stopper
from dominochess_widget.ai.paranoid import Paranoid
from dominochess_widget.errors import ArgumentTypeError, IllegalActionError
from dominochess_widget.games.damhex.board import AXIAL, COLOURS, FRONTS
from dominochess_widget.games.damhex.moves import Move, colour_of, is_king
from dominochess_widget.games.damhex.state import DamHex

MAN, KING = 100.0, 260.0
#: Per forward step a man has made from its base (8 to the front, H5).
ADVANCE = 7.0


def _distance_to_front(cell: int, colour: int) -> int:
    q, r = AXIAL[cell]
    return (4 - r, 4 - q, 4 + q + r)[colour]


#: ``PROGRESS[colour][cell]``: the forward steps a man there has made.
PROGRESS = tuple(tuple(8 - _distance_to_front(cell, colour) for cell in range(61))
                 for colour in range(3))


def material(game: DamHex) -> list[float]:
    """Each colour's material and progress."""
    totals = [0.0, 0.0, 0.0]
    for cell, piece in enumerate(game._board):
        if piece:
            colour = colour_of(piece)
            if is_king(piece) or cell in FRONTS[colour]:
                totals[colour] += KING
            else:
                totals[colour] += MAN + ADVANCE * PROGRESS[colour][cell]
    return totals


def evaluate(game: DamHex, seat: str) -> float:
    """The value of ``game`` for ``seat``: its total less the mean of the others still in."""
    totals = material(game)
    me = COLOURS.index(seat)
    others = [totals[c] for c in range(3) if c != me and COLOURS[c] in game.players]
    return totals[me] - (sum(others) / len(others) if others else 0.0)


def _forcing(game: DamHex, moves: Sequence[Move]) -> bool:
    return bool(moves) and bool(moves[0].captured)


def _order(moves: Sequence[Move]) -> list[Move]:
    return sorted(moves, key=lambda m: (-len(m.captured), -m.promotes))


class DamHexComputer(BudgetedComputer):
    """A computer player for whichever seat is to move in a DamHex³ game."""

    #: Search nodes per second of time budget on the reference machine.
    NODES_PER_SECOND = 4_000
    MEDIUM_SHARE = 0.1
    CAP_FACTOR = 20.0

    def choose(self, state: Any, cancel: Cancel = None) -> Move:
        if not isinstance(state, DamHex):
            raise ArgumentTypeError("state", state, "damhex_game")
        if state.is_over:
            raise IllegalActionError("game.over", result=state.result)
        moves = state.legal_actions()
        if len(moves) == 1:
            return moves[0]
        if self.level is Level.EASY:
            return seeded_rng(self.level.value, self.seed, state.position()).choice(moves)
        budget = int(self.NODES_PER_SECOND * self.time_budget)
        if self.level is Level.MEDIUM:
            budget = int(budget * self.MEDIUM_SHARE)
        deadline = self.clock() + self.CAP_FACTOR * self.time_budget
        cancelled = stopper(cancel)
        self.guard_fired = False

        def stop() -> bool:
            if self.clock() > deadline:
                self.guard_fired = True
                return True
            return cancelled is not None and cancelled()

        search = Paranoid(state, state.to_move, evaluate, _forcing, budget, order=_order,
                          stop=stop, alive=lambda game, seat: seat in game.players)
        chosen: Move = search.run().move
        return chosen

    @property
    def timed_out(self) -> bool:
        return getattr(self, "guard_fired", False)


def make_computer(level: Level | str = Level.HARD, **options: Any) -> DamHexComputer:
    """The registry's computer factory for DamHex³ (``extras["computer"]``)."""
    return DamHexComputer(level, **options)

