"""Domino chess puzzles: one turn (both halves of the drawn tile) judged by its goal.

Goals, each giving a finished turn a value (bigger is better) and the
numbers a comment quotes:

- ``win``: capture the enemy's last king(s) this turn — the value is minus
  the enemy kings left;
- ``material``: take the most material this turn — the value is the
  material won, in the computer's piece values (:mod:`evaluate`: queen 9,
  rook 5, bishop 3.3, knight 3.2, a first king 25 points; a win counts more);
- ``safety``: leave your kings least likely to be taken by the opponent's
  next tile — the value is minus the chance of the most exposed king
  (:mod:`danger`), the tiles being those the opponent could draw as
  the turn began.

Every order of the halves is a turn of its own here (D3), so any order
that reaches the goal is accepted.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from dominochess_widget.games.dominochess.board import Kind, Side, square_name
from dominochess_widget.games.dominochess.danger import danger_for
from dominochess_widget.games.dominochess.evaluate import WIN, material
from dominochess_widget.games.dominochess.game import Game
from dominochess_widget.games.dominochess.tiles import Tile

#: The goals a domino chess puzzle may set.
TURN_GOALS = ("win", "material", "safety")


@dataclass(frozen=True)
class Reached:
    """What a turn reached: its ``value`` by the goal (bigger is better) and
    the figures a comment quotes (``kings`` left; ``points`` won, in
    hundredths; the most exposed ``king``'s square and its ``chance``)."""

    value: Fraction
    kings: int = 0
    points: int = 0
    king: int | None = None
    chance: Fraction = Fraction(0)


@dataclass(frozen=True)
class TurnGoal:
    """A goal for ``side``, with what the start says: the material then,
    and the tiles the opponent's next turn could start with."""

    kind: str
    side: Side
    material: float
    tiles: tuple[Tile, ...]

    @classmethod
    def at_start(cls, kind: str, game: Game) -> TurnGoal:
        tiles = tuple(tile for tile, _chance in game.chance_outcomes())
        return cls(kind, game.to_move, _material(game, game.to_move), tiles)

    def reached(self, game: Game) -> Reached:
        """The value of ``game``, a board at the end of the side's turn."""
        enemy = self.side.opponent
        kings = game.count(enemy, Kind.KING)
        if self.kind == "win":
            return Reached(Fraction(-kings), kings=kings)
        if self.kind == "material":
            points = round(_material(game, self.side) - self.material)
            return Reached(Fraction(points), points=points)
        if game.is_over:
            return Reached(Fraction(0))
        danger = danger_for(game, self.side, self.tiles)
        worst = max(danger.kings, key=lambda item: (item[1], -item[0]), default=None)
        if worst is None:
            return Reached(Fraction(-1))
        return Reached(-worst[1], king=worst[0], chance=worst[1])


def _material(game: Game, side: Side) -> float:
    """``side``'s material (:func:`evaluate.material`), a won game counting WIN more."""
    sign = 1.0 if side is Side.RED else -1.0
    won = WIN if game.winner is side else 0.0
    return sign * material(game.bitboards) + won


def full_turns(game: Game) -> list[tuple[int, ...]]:
    """Every way to finish the current turn, as action codes: every order
    of the halves left (a turn cut short when the last king falls). The
    game is left as it was."""
    if game.is_over:
        return []
    side = game.to_move_ordinal
    turns: list[tuple[int, ...]] = []
    for code in game.codes():
        game.push_code(code)
        try:
            if game.is_over or game.to_move_ordinal != side:
                turns.append((code,))
            else:
                turns.extend((code, *rest) for rest in full_turns(game))
        finally:
            game.pop_code()
    return turns


Judged = tuple[Reached, tuple[int, ...], tuple[int, ...]]


def judged_turns(game: Game, goal: TurnGoal) -> list[Judged]:
    """Every way to finish the turn: (what it reached, its codes, the board it leaves)."""
    out: list[Judged] = []
    for codes in full_turns(game):
        for code in codes:
            game.push_code(code)
        try:
            out.append((goal.reached(game), codes, tuple(game.squares)))
        finally:
            for _code in codes:
                game.pop_code()
    return out


def best_turn(game: Game, goal: TurnGoal) -> tuple[Reached, tuple[int, ...]]:
    """The best way to finish the turn by ``goal`` (the first in the
    game's order among equals) and what it reaches."""
    reached, codes, _board = max(judged_turns(game, goal), key=lambda item: item[0].value)
    return reached, codes


def percent(chance: Fraction) -> str:
    """A chance as a whole percentage, "35%"."""
    return f"{round(chance * 100)}%"


def where(square: int | None) -> str:
    """A square's name, or "-" for none."""
    return "-" if square is None else square_name(square)
