"""Puzzles for every game, shipped as data and judged by the engine.

>>> from dominochess_widget.puzzles import Gamebook, load_puzzles
>>> puzzle = load_puzzles("dominochess")[0]
>>> book = Gamebook(puzzle)
>>> feedback = book.try_action(puzzle.solution[0])
>>> feedback.verdict in ("good", "right")
True
"""

from dominochess_widget.puzzles.gamebook import Feedback, Gamebook, Said
from dominochess_widget.puzzles.loader import load_puzzles, read_puzzles
from dominochess_widget.puzzles.model import Puzzle, Text

__all__ = ["Feedback", "Gamebook", "Puzzle", "Said", "Text", "load_puzzles", "read_puzzles"]
