"""A puzzle as data: the position, the goal, the texts and the solution.

The same model serves every game. A domino chess puzzle is one turn: a
FEN placement, the side to move, the drawn tile and, when the odds matter,
the tiles still face down. A line puzzle (Russian draughts, Lasca,
DamHex³) is the game's own position text and a line of plies: the
student's moves and the opponents' replies, which the gamebook plays.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dominochess_widget import games
from dominochess_widget.games.dominochess.game import Game
from dominochess_widget.games.dominochess.tiles import Tile

#: Puzzle levels, easy to hard.
LEVELS = (1, 2, 3, 4, 5)
#: The languages every puzzle text must be written in.
LANGUAGES = ("en", "it")


@dataclass(frozen=True)
class Text:
    """A puzzle's own text, in every language of :data:`LANGUAGES`."""

    en: str
    it: str

    def message(self, language: str = "en") -> str:
        """The text in ``language`` (English when the language is unknown)."""
        return self.it if language == "it" else self.en


@dataclass(frozen=True)
class Puzzle:
    """One puzzle. ``goal`` is the kind of goal the engine judges
    (domino chess: ``win``, ``material``, ``safety``; line games:
    ``material``, ``promote``, ``win``, ``ratto``); ``goal_text`` tells it
    in words. ``solution`` is the stated answer: the turn's actions (D5),
    or the line's plies. ``only_good`` claims that every other answer is
    worse (domino chess: every best turn leaves the same board)."""

    id: str
    game: str
    level: int
    position: str
    goal: str
    title: Text
    goal_text: Text
    hint: Text
    right: Text
    wrong: Text
    solution: tuple[str, ...]
    only_good: bool
    source: str
    to_move: str | None = None  # domino chess only
    tile: Tile | None = None  # domino chess only
    pool: tuple[Tile, ...] | None = None  # domino chess: the tiles face down, or all the others

    @property
    def is_turn(self) -> bool:
        """Whether this is a one-turn domino chess puzzle (else a line)."""
        return self.game == "dominochess"

    def start(self) -> Any:
        """A fresh game state at the puzzle's position."""
        if self.is_turn:
            assert self.to_move is not None and self.tile is not None
            return Game.from_position(self.position, self.to_move, self.tile,
                                      pool=self.pool, seed=1)
        return games.from_position(self.game, self.position)
