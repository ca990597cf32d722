"""Line puzzles (Russian draughts, Lasca, DamHex³): a goal judged by an exact search.

A line puzzle is a few plies: the student's moves and the opponents'
replies. A goal gives every position at the line's horizon a *value*, a
tuple compared from the student's side (bigger is better): first whether
the goal is met, then the material won since the start. The search is a
plain exact minimax to the line's remaining depth (the student maximises,
every other seat minimises, as in the shared paranoid search), with
alpha-beta cut-offs, which do not change the values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dominochess_widget.puzzles.measures import MEASURES

#: The goals a line puzzle may set.
LINE_GOALS = ("material", "promote", "win", "ratto")

Value = tuple[int, ...]


@dataclass(frozen=True)
class LineGoal:
    """A goal for ``seat`` in ``game``, measured from the puzzle's start
    (``material``, ``crowned``, ``turns``: the start's figures)."""

    game: str
    kind: str
    seat: str
    material: int
    crowned: int
    turns: int

    @classmethod
    def at_start(cls, game: str, kind: str, state: Any) -> LineGoal:
        measures = MEASURES[game]
        seat = str(state.to_move)
        return cls(game, kind, seat, measures.material(state, seat),
                   measures.crowned(state, seat), len(state.history))

    def gain(self, state: Any) -> int:
        """The material won since the start (negative: lost)."""
        return int(MEASURES[self.game].material(state, self.seat)) - self.material

    def met(self, state: Any) -> bool:
        """Whether the goal holds in ``state``."""
        if self.kind == "material":
            return self.gain(state) > 0
        if self.kind == "promote":
            return bool(MEASURES[self.game].crowned(state, self.seat) > self.crowned)
        if self.kind == "win":
            scores = state.scores()
            return scores is not None and scores[self.seat] == max(scores.values()) \
                and list(scores.values()).count(scores[self.seat]) == 1
        return any(turn.ratto and turn.seat == self.seat  # "ratto": DamHex³ only
                   for turn in state.turns[self.turns:])

    def value(self, state: Any) -> Value:
        """The value of ``state`` for this goal (bigger is better)."""
        if self.kind == "material":
            return (self.gain(state),)
        return (int(self.met(state)), self.gain(state))


def search(state: Any, goal: LineGoal, depth: int) -> tuple[Value, list[str]]:
    """The exact value of ``state`` with ``depth`` plies left, and a best
    line (the moves, as text). The state is left as it was."""
    return _search(state, goal, depth, None, None)


def _search(state: Any, goal: LineGoal, depth: int, alpha: Value | None,
            beta: Value | None) -> tuple[Value, list[str]]:
    if depth == 0 or state.is_over:
        return goal.value(state), []
    maximise = str(state.to_move) == goal.seat
    best: Value | None = None
    line: list[str] = []
    for move in state.legal_actions():
        state.play(move)
        try:
            value, rest = _search(state, goal, depth - 1, alpha, beta)
        finally:
            state.undo()
        if best is None or (value > best if maximise else value < best):
            best, line = value, [str(move), *rest]
        if maximise:
            alpha = best if alpha is None or best > alpha else alpha
        else:
            beta = best if beta is None or best < beta else beta
        if alpha is not None and beta is not None and alpha >= beta:
            break
    assert best is not None  # a game not over has a legal move
    return best, line


def move_values(state: Any, goal: LineGoal, depth: int) -> dict[str, Value]:
    """Every legal move now → the exact value after it (``depth`` plies
    left, this move included). The state is left as it was."""
    values: dict[str, Value] = {}
    for move in state.legal_actions():
        state.play(move)
        try:
            values[str(move)] = search(state, goal, depth - 1)[0]
        finally:
            state.undo()
    return values
