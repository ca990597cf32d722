"""Puzzles for every game, shipped as data and judged by the engine.

>>> from dominochess_widget.puzzles import Gamebook, load_puzzles
>>> puzzle = load_puzzles("dominochess")[0]
>>> book = Gamebook(puzzle)
>>> feedback = book.try_action(puzzle.solution[0])
>>> feedback.verdict in ("good", "right")
True
>>> Gamebook(puzzle).try_action("1:Ke3-e2").verdict_word("it")
'sbagliata'

"""

from dominochess_widget.core.messages import extend
from dominochess_widget.puzzles.gamebook import Feedback, Gamebook, Said
from dominochess_widget.puzzles.loader import load_puzzles, read_puzzles
from dominochess_widget.puzzles.messages import MESSAGES
from dominochess_widget.puzzles.model import Puzzle, Text
from dominochess_widget.puzzles.progress import (
    Attempt,
    ClassTable,
    Progress,
    ProgressError,
    read_class,
    read_progress,
)

__all__ = ["Attempt", "ClassTable", "Feedback", "Gamebook", "Progress", "ProgressError", "Puzzle",
           "Said", "Text", "load_puzzles", "read_class", "read_progress", "read_puzzles"]

# The puzzles' own words (verdicts, progress files, the class table).
extend(MESSAGES)
