"""Computer players for DamHex³ (easy, medium, hard) on the shared paranoid
search (:mod:`dominochess_widget.ai.paranoid`): each seat plays as if both
others played against it, which suits a game where any two may gang up.

- **easy**: a legal move at random, seeded by the position (captures are
  compulsory anyway).
- **medium**: the search with ``MEDIUM_SHARE`` of hard's node budget and
  the plain evaluation (:data:`PLAIN`): material (a man 100, a king 260)
  and each man's progress toward its front, its own total less the mean of
  the other players still in.
- **hard**: the search with ``NODES_PER_SECOND × time_budget`` nodes and
  the evaluation that plays to win (:data:`WINNING`): a player out is worth
  a bonus (second place at least), a lead counts more as pieces leave the
  board (trade when ahead), kings hunt the pieces of an opponent it leads,
  and a lead erodes as the quiet-move count (H13) nears its draw, so a
  leader captures, crowns or moves a man in time.

Deterministic: a node budget ends the search, not the clock (the
wall-clock guard only stops a search on a hopeless machine, and
``timed_out`` says so).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dominochess_widget.ai.computers import BudgetedComputer, Level, seeded_rng, stopper
from dominochess_widget.ai.paranoid import WIN, Paranoid, ParanoidResult
from dominochess_widget.core.messages import DEFAULT_LANGUAGE
from dominochess_widget.core.protocol import Cancel
from dominochess_widget.games.damhex.board import AXIAL, COLOURS, FRONTS
from dominochess_widget.games.damhex.hint import DamHexHint, explain
from dominochess_widget.games.damhex.moves import Move, colour_of, is_king
from dominochess_widget.games.damhex.state import QUIET_MOVES, DamHex

#: Per forward step a man has made from its base (8 to the front, H5).
ADVANCE = 7.0


def _distance_to_front(cell: int, colour: int) -> int:
    q, r = AXIAL[cell]
    return (4 - r, 4 - q, 4 + q + r)[colour]


#: ``PROGRESS[colour][cell]``: the forward steps a man there has made.
PROGRESS = tuple(tuple(8 - _distance_to_front(cell, colour) for cell in range(61))
                 for colour in range(3))


def _hex_distance(a: int, b: int) -> int:
    (qa, ra), (qb, rb) = AXIAL[a], AXIAL[b]
    dq, dr = qa - qb, ra - rb
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


#: ``DISTANCE[a][b]``: hex steps between two cells.
DISTANCE = tuple(tuple(_hex_distance(a, b) for b in range(61)) for a in range(61))


@dataclass(frozen=True)
class Weights:
    """What the evaluation counts, in points (a man on its base is 100)."""

    man: float = 100.0
    king: float = 260.0
    advance: float = ADVANCE
    #: Per opponent out of the game: second place at least.
    eliminated: float = 0.0
    #: How much a lead grows as pieces leave the board (trade down when ahead).
    trade: float = 0.0
    #: Per hex step from each of my kings to the nearest piece of an
    #: opponent I lead: kings that hunt (a lead is won by captures).
    press: float = 0.0
    #: Share of a lead lost as the quiet-move count (H13) nears its draw.
    quiet: float = 0.0
    #: The opponents' total counts half, so a player out adds nothing
    #: (True), or it is the mean of those still in (False).
    halve_rivals: bool = False


class Evaluation:
    """A position's value for a seat, by :class:`Weights`."""

    def __init__(self, weights: Weights) -> None:
        self.w = weights

    def _material(self, game: DamHex) -> tuple[list[float], list[list[int]], list[list[int]]]:
        """Each colour's material and progress, its pieces' cells and its kings' cells."""
        w = self.w
        totals = [0.0, 0.0, 0.0]
        cells: list[list[int]] = [[], [], []]
        kings: list[list[int]] = [[], [], []]
        for cell, piece in enumerate(game._board):
            if piece:
                colour = colour_of(piece)
                cells[colour].append(cell)
                if is_king(piece) or cell in FRONTS[colour]:
                    totals[colour] += w.king
                    kings[colour].append(cell)
                else:
                    totals[colour] += w.man + w.advance * PROGRESS[colour][cell]
        return totals, cells, kings

    def __call__(self, game: DamHex, seat: str) -> float:
        w = self.w
        totals, cells, kings = self._material(game)
        me = COLOURS.index(seat)
        rivals = [c for c in range(3) if c != me and game._alive[c]]
        lead = self._lead(totals, cells, me, rivals)
        value = lead + w.eliminated * (2 - len(rivals))
        if w.press and kings[me]:
            targets = [cell for c in rivals if totals[me] > totals[c] for cell in cells[c]]
            if targets:
                value -= w.press * sum(min(DISTANCE[k][t] for t in targets) for k in kings[me])
        if w.quiet and lead > 0:
            value -= w.quiet * lead * game._quiet / (QUIET_MOVES * (len(rivals) + 1))
        return value

    def _lead(self, totals: list[float], cells: list[list[int]], me: int,
              rivals: list[int]) -> float:
        share = 2 if self.w.halve_rivals else max(1, len(rivals))
        lead = totals[me] - sum(totals[c] for c in rivals) / share
        if self.w.trade:
            pieces = sum(len(c) for c in cells)
            lead *= 1.0 + self.w.trade * (36 - pieces) / 36
        return lead


#: Medium's evaluation: material and progress against the mean of the others.
PLAIN = Evaluation(Weights())
#: Hard's evaluation: it plays to eliminate (see the module's docstring).
WINNING = Evaluation(Weights(king=300.0, eliminated=300.0, trade=0.5, press=4.0, quiet=0.5,
                             halve_rivals=True))


def _forcing(game: DamHex, moves: Sequence[Move]) -> bool:
    return bool(moves) and bool(moves[0].captured)


def _key(game: DamHex) -> bytes:
    """Everything a position's future depends on: the board, the seats in,
    who moves, who moved last and whom a thief robbed (the ratto), the count."""
    none = 3
    return bytes(game._board) + bytes((
        game._to_move, none if game._last is None else game._last,
        none if game._robbed is None else game._robbed, min(game._quiet, 255),
        *game._alive))


def _order(moves: Sequence[Move]) -> list[Move]:
    return sorted(moves, key=lambda m: (-len(m.captured), -m.promotes))


class DamHexComputer(BudgetedComputer):
    """A computer player for whichever seat is to move in a DamHex³ game."""

    game_type = DamHex
    game_kind = "damhex_game"
    #: The wall-clock guard stopped the last search (``timed_out``).
    guard_fired = False
    #: Search nodes per second of time budget on the reference machine.
    NODES_PER_SECOND = 14_000
    MEDIUM_SHARE = 0.03
    CAP_FACTOR = 20.0

    @property
    def evaluation(self) -> Evaluation:
        """The evaluation this level searches with."""
        return WINNING if self.level is Level.HARD else PLAIN

    def decide(self, state: DamHex, cancel: Cancel) -> Move:
        moves = state.legal_actions()
        if len(moves) == 1:
            return moves[0]
        if self.level is Level.EASY:
            return seeded_rng(self.level.value, self.seed, state.position()).choice(moves)
        chosen: Move = self._search(state, cancel).move
        return chosen

    def hint(self, state: DamHex, language: str = DEFAULT_LANGUAGE,
             cancel: Cancel = None) -> DamHexHint:
        """The move this level's search suggests (easy's too: a hint is a
        searched move, not a random one), and why, in words
        (:mod:`~dominochess_widget.games.damhex.hint`). ``state`` is not changed."""
        self.check_game(state)  # a finished game (or another game's) is refused
        moves = state.legal_actions()
        if len(moves) == 1:
            return explain(state, moves[0], wins=False, depth=0)
        found = self._search(state, cancel)
        return explain(state, found.move, wins=found.value >= WIN / 2, depth=found.depth)

    def _search(self, state: DamHex, cancel: Cancel) -> ParanoidResult:
        """The paranoid search at this level's budget (easy searches as medium)."""
        budget = int(self.NODES_PER_SECOND * self.time_budget)
        if self.level is not Level.HARD:
            budget = int(budget * self.MEDIUM_SHARE)
        deadline = self.clock() + self.CAP_FACTOR * self.time_budget
        cancelled = stopper(cancel)
        self.guard_fired = False

        def stop() -> bool:
            if self.clock() > deadline:
                self.guard_fired = True
                return True
            return cancelled is not None and cancelled()

        search = Paranoid(state, state.to_move, self.evaluation, _forcing, budget, order=_order,
                          stop=stop, alive=lambda game, seat: seat in game.players,
                          play=DamHex._push, key=_key)
        return search.run()

    @property
    def timed_out(self) -> bool:
        return self.guard_fired

    def judge(self, state: DamHex, seat: str, cancel: Cancel = None) -> float:
        """``seat``'s material lead over the mean of the others still in
        (:data:`PLAIN`, 0 when even), as a draw offer is weighed."""
        return PLAIN(state, seat)


def make_computer(level: Level | str = Level.HARD, **options: Any) -> DamHexComputer:
    """DamHex³'s computer factory (its registry entry's ``computer`` and ``hinter``)."""
    return DamHexComputer(level, **options)

