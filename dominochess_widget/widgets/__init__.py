"""Jupyter widgets for domino chess (ipycanvas + ipywidgets).

They draw engine state and turn clicks into engine calls; nothing here
decides what is legal. :class:`BoardWidget` shows a position with the
drawn tile, the pieces its halves select, and the number → piece legend;
:class:`GameViewer` steps through an annotated game record on one.
"""

from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.geometry import CHESS_BOARD, BoardLayout, BoardShape, Rect
from dominochess_widget.widgets.palette import DEFAULT_PALETTE, Palette
from dominochess_widget.widgets.play import PlayWidget
from dominochess_widget.widgets.viewer import GameViewer

__all__ = [
    "CHESS_BOARD",
    "DEFAULT_PALETTE",
    "BoardLayout",
    "BoardShape",
    "BoardWidget",
    "GameViewer",
    "Palette",
    "PlayWidget",
    "Rect",
]
