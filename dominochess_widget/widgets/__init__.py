"""Jupyter widgets for every game of the house (ipycanvas + ipywidgets).

They draw engine state and turn clicks into engine calls; nothing here
decides what is legal. :class:`BoardWidget` shows any game's position (for
domino chess with the drawn tile and the number → piece legend),
:class:`GameViewer` steps through an annotated record on one, and
:class:`PlayWidget` plays a game against a friend or the computer,
:class:`PositionEditor` sets up a position of any game with a board,
:class:`PuzzleWidget` plays the puzzles of every game as a gamebook, and
:class:`DominoesWidget` seats 2–4 people and computers at a dominoes table.

The names load on first use (PEP 562), so that the Jupyter-free modules
here (``scene``, ``frames``, ``geometry``, ``palette``) can be imported
without ipycanvas or ipywidgets.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dominochess_widget.widgets.board import BoardWidget
    from dominochess_widget.widgets.dominoes import DominoesWidget, TableBoard
    from dominochess_widget.widgets.editor import PositionEditor
    from dominochess_widget.widgets.gamebook import PuzzleWidget
    from dominochess_widget.widgets.geometry import CHESS_BOARD, BoardLayout, BoardShape, Rect
    from dominochess_widget.widgets.palette import DEFAULT_PALETTE, Palette
    from dominochess_widget.widgets.play import PlayWidget
    from dominochess_widget.widgets.viewer import GameViewer

#: Each public name and the module that holds it.
_HOMES = {
    "BoardWidget": "board",
    "CHESS_BOARD": "geometry",
    "BoardLayout": "geometry",
    "BoardShape": "geometry",
    "DominoesWidget": "dominoes",
    "TableBoard": "dominoes",
    "Rect": "geometry",
    "DEFAULT_PALETTE": "palette",
    "Palette": "palette",
    "PlayWidget": "play",
    "PositionEditor": "editor",
    "PuzzleWidget": "gamebook",
    "GameViewer": "viewer",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "CHESS_BOARD",
    "DEFAULT_PALETTE",
    "BoardLayout",
    "BoardShape",
    "BoardWidget",
    "DominoesWidget",
    "GameViewer",
    "Palette",
    "PlayWidget",
    "PositionEditor",
    "PuzzleWidget",
    "Rect",
    "TableBoard",
]
