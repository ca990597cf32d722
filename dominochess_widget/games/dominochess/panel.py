"""Domino chess's side panel, as data: the drawn tile's halves and the
number → piece legend.

The view (:mod:`~dominochess_widget.games.dominochess.view`) puts a
:class:`DominoChessPanel` in each scene it makes (``Scene.panel``); the
render layer draws it by its type
(:mod:`dominochess_widget.render.panels`). Nothing here draws or decides
what is legal, and no Jupyter is needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from dominochess_widget.core.scene import Look, Panel


class HalfState(Enum):
    """What a half of the drawn tile is doing now."""

    OPEN = "open"  # unused, has legal moves: the player may play it
    BLOCKED = "blocked"  # unused, no legal move: it can only be forfeited
    PLAYED = "played"  # used by a move
    FORFEITED = "forfeited"  # used without a move
    IDLE = "idle"  # the game is over


@dataclass(frozen=True)
class HalfView:
    """A panel tile's half: its number, the looks of what it moves, its state."""

    number: int
    looks: tuple[Look, ...]
    state: HalfState
    title: str  # "3 → rook"
    caption: str  # "to play", "played Ra1-a4", "no move: no rook is left"


@dataclass(frozen=True)
class LegendRow:
    """A row of the panel's legend: a number, what it moves, its text."""

    number: int
    looks: tuple[Look, ...]
    text: str  # "3 = rook"
    active: bool  # on the tile and still unused


@dataclass(frozen=True)
class DominoChessPanel(Panel):
    """The tile (its halves, none before a game) and the legend, in the
    colour of ``icon_set`` (which of the view's icon sets the icons use:
    the side to move's)."""

    halves: tuple[HalfView, ...] = ()
    legend_title: str = ""
    legend: tuple[LegendRow, ...] = ()
    icon_set: int = 0
