"""What a board view shows: plain data, made by each game, drawn by the widgets.

A game's *view* (its registry entry's view, a :class:`BoardView`) reads a
state and returns a :class:`Scene`: the cells' pieces as :class:`Look` s,
the header, the highlighted cells, the last move's path, the badges, the
comment marks and arrows, the panel's lines of notes, and — for a game
with a panel of its own beside the board — that panel, as a
:class:`Panel` of the game's own type (defined in the game's folder, drawn
by the render layer's drawer for that type). The drawing code draws a
scene and knows nothing about any game; nothing here decides what is
legal. No Jupyter is needed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from dominochess_widget.core.annotations import Annotations
from dominochess_widget.core.protocol import GameState
from dominochess_widget.core.records import Comment


@dataclass(frozen=True)
class Look:
    """How one piece is drawn: a silhouette (``glyph``: "king", "queen",
    "rook", "bishop", "knight", "man", "crowned"), the palette colour of its
    body (``colour``: a name the palette knows) and whether it carries a
    white inner ring (a second cue besides colour, for colour-blind eyes
    and grey projectors)."""

    glyph: str
    colour: str
    ringed: bool = False


@dataclass(frozen=True)
class Panel:
    """A game's own panel beside the board, as data (domino chess: its tile
    and legend). A game subclasses it, as a frozen dataclass, in its own
    folder; the render layer draws each subclass with the drawer registered
    for it, and redraws what changed by comparing values."""


@dataclass(frozen=True)
class Badge:
    """A number on a cell (domino chess: a half that selects the piece
    there); ``can_move`` when it may move that piece now."""

    square: int
    number: int
    can_move: bool


#: A stretch of a move drawn as an arrow: (from, to, the number badged on
#: its start, or None for no badge).
Segment = tuple[int, int, int | None]


@dataclass(frozen=True)
class Scene:
    """Everything a board view draws, as data."""

    pieces: tuple[tuple[int, Look], ...] = ()
    #: Columns (Lasca): the pieces under a cell's piece, top first (cells
    #: with a single piece are left out).
    stacks: tuple[tuple[int, tuple[Look, ...]], ...] = ()
    header: str = ""
    header_look: Look | None = None  # drawn before the header (whose turn)
    #: The game's own panel (None: the panel shows the ``notes``).
    panel: Panel | None = None
    notes: tuple[str, ...] = ()  # lines of text in the panel, where a view has no panel of its own
    selected: tuple[int, ...] = ()  # cells highlighted: pieces that can move, targets
    badges: tuple[Badge, ...] = ()
    last_actions: tuple[Segment, ...] = ()  # the last move, stretch by stretch
    taken: tuple[int, ...] = ()  # cells whose pieces the last move took
    marks: tuple[tuple[int, str], ...] = ()  # (cell, colour letter)
    arrows: tuple[tuple[int, int, str], ...] = ()  # (from, to, colour letter)
    #: Short tags on cells, over everything (an overlay such as domino
    #: chess's danger map: "35%" on a piece the opponent may take).
    labels: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class Frame:
    """One step of a record in a viewer: a position and what to say about it."""

    game: Any  # the position shown (a private copy)
    label: str  # its entry in the move list: "1. [3|5]", "5:Na2-c3", "3. c3:e5"
    description: str  # what happened, in words
    comments: tuple[Comment, ...]
    finished: Any = None  # domino chess: the turn just completed, if this frame ends one
    result: str = ""  # how the game ended, in words, once it is over
    #: The lines played instead of the move that led here (a record's
    #: variations), each as the record writes it: "2... b6-a5 3. c3-d4".
    variations: tuple[str, ...] = ()

    @property
    def annotations(self) -> Annotations:
        """The squares and arrows every comment of this frame asks for."""
        squares = tuple(m for c in self.comments for m in c.annotations.squares)
        arrows = tuple(a for c in self.comments for a in c.annotations.arrows)
        return Annotations(squares, arrows)


class BoardView(Protocol):
    """A game's view: the board's shape, its piece looks, and its scenes.

    ``shape`` is the board (columns, rows, names, dark cells); ``panel``
    says whether its scenes carry a panel of the game's own
    (:attr:`Scene.panel`; else the panel beside the board shows the
    header and the notes); ``icon_sets`` are the looks such a panel may
    show as small icons, one set per seat that has any (pre-rendered once
    per view); ``looks`` every look its pieces may have (their sprites are
    drawn once per page).

    A view may also have ``overlays``, the names of show() options it
    reads as on/off switches (the widgets offer a checkbox for each,
    labelled by the catalogue's ``overlay.<name>``), and
    ``overlay_words(state, name, language)``, the overlay in sentences."""

    @property
    def shape(self) -> Any: ...

    @property
    def panel(self) -> bool: ...

    @property
    def icon_sets(self) -> tuple[tuple[Look, ...], ...]: ...

    @property
    def looks(self) -> tuple[Look, ...]: ...

    def scene(self, state: GameState[Any], language: str, options: Mapping[str, Any]) -> Scene:
        """The scene of ``state``. ``options`` are the board's show()
        keywords: ``annotations``, ``last_actions``, ``finished``, ``path``
        (the cells clicked so far: the first is the piece picked) and
        ``targets`` (cell → labels, where the next click may go)."""
        ...

    def empty_scene(self, language: str) -> Scene:
        """What the view shows with no game."""
        ...
