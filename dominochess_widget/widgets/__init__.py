"""Jupyter widgets for every game of the house (ipycanvas + ipywidgets).

They draw engine state and turn clicks into engine calls; nothing here
decides what is legal. :class:`BoardWidget` shows any game's position (for
domino chess with the drawn tile and the number → piece legend),
:class:`GameViewer` steps through an annotated record on one, and
:class:`PlayWidget` plays a game against a friend or the computer,
:class:`PositionEditor` sets up a position of any game with a board,
:class:`StudyEditor` writes an annotated game (moves, variations, comments,
marks) on a board, :class:`PuzzleWidget` plays the puzzles of every game as a gamebook
(:class:`AnswerButton` keeps an answer behind a button), and
:class:`DominoesWidget` seats 2–4 people and computers at a dominoes table.

The pure drawing they share (scenes, geometry, palette, SVG pictures) is
in :mod:`dominochess_widget.render`, importable without Jupyter.
"""

import dominochess_widget.widgets.pool  # noqa: F401  (registers domino chess's pool tracker)
from dominochess_widget.render.geometry import CHESS_BOARD, BoardLayout, BoardShape, Rect
from dominochess_widget.render.palette import DEFAULT_PALETTE, Palette
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.database import GameDatabase
from dominochess_widget.widgets.dominoes import DominoesWidget, TableBoard
from dominochess_widget.widgets.editor import PositionEditor
from dominochess_widget.widgets.gamebook import AnswerButton, PuzzleWidget
from dominochess_widget.widgets.play import PlayWidget
from dominochess_widget.widgets.study import StudyEditor
from dominochess_widget.widgets.viewer import GameViewer

__all__ = [
    "CHESS_BOARD",
    "DEFAULT_PALETTE",
    "AnswerButton",
    "BoardLayout",
    "BoardShape",
    "BoardWidget",
    "DominoesWidget",
    "GameDatabase",
    "GameViewer",
    "Palette",
    "PlayWidget",
    "PositionEditor",
    "PuzzleWidget",
    "Rect",
    "StudyEditor",
    "TableBoard",
]
