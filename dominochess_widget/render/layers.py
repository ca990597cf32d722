"""The layers of a board view, and redrawing only the parts that changed.

A view is split into *parts* (:class:`~dominochess_widget.render.parts.Part`).
A part reads its own pieces of a :class:`~dominochess_widget.core.scene.Scene`
as *items* (a key → a value: a square → its piece, a legend row → its
text, …), owns one region of one layer per item, and draws an item with
one drawing function. The :class:`Painter` keeps the items it drew last;
the next scene redraws an item only when its value changed: clear the
item's region, draw the new value. A step through a game then sends one
message of 2–3.6 KB as the browser receives it (1.3–3 KB of drawing, the
rest Jupyter's headers) instead of the whole picture: each layer's
:class:`StateMemo` also leaves out the colours and fonts the layer already
holds, and sends coordinates to a tenth of a pixel; every numbered badge
is a shared picture put back with one ``draw_image``; and a turn's draw
frame, which keeps the last turn's arrows, redraws only the badges above
them.

The layers, bottom to top (mouse events reach the canvas at the top):

* ``board``  — the squares and the coordinates (static);
* ``under``  — square tints and rings;
* ``pieces`` — the pieces, the header, the panel's notes;
* ``upper``  — the last actions' arrows and numbers;
* ``top``    — the comments' arrows and the badges on the pieces, the
  overlay's tags on cells.

A game's own panel adds its parts to each layer, between the board's
(:data:`~dominochess_widget.render.panels.PANEL_DRAWERS`; domino chess's
tile and legend: :mod:`~dominochess_widget.render.dominochess_panel`).
Within a layer the parts' regions never overlap, so clearing one never
erases another's pixels; and whatever overlaps on screen is stacked in the
order a single canvas would draw it (a band under its row, a veil under
the tile's edge, a marker over it). Pictures that recur at fixed places
are pre-rendered (:class:`~dominochess_widget.render.sprites.Stamps`,
where :func:`stamp_regions` says) and put back with one ``draw_image``
each.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

import numpy as np

from dominochess_widget.core.scene import Badge, Look, Scene
from dominochess_widget.render.badges import board_badge_radius, board_badge_styles, define_badges
from dominochess_widget.render.board import draw_board
from dominochess_widget.render.geometry import Layout, Rect
from dominochess_widget.render.marks import (
    CommentArrow,
    LastAction,
    Mark,
    draw_cell_labels,
    draw_comment_arrows_and_badges,
    draw_last_actions,
    draw_marks,
)
from dominochess_widget.render.panels import PANEL_DRAWERS, HeaderPart, NotesPart
from dominochess_widget.render.parts import Part, Tools
from dominochess_widget.render.pieces import draw_column, draw_piece

#: What the tints and rings show: last actions, selected squares, comment
#: marks, the squares of the pieces the last move took.
MarksValue = tuple[tuple[LastAction, ...], tuple[int, ...], tuple[Mark, ...], tuple[int, ...]]
#: What the top layer shows on the board: comment arrows, badges.
BadgesValue = tuple[tuple[CommentArrow, ...], tuple[Badge, ...]]


# ------------------------------------------------------------------ board
class BoardPart(Part[tuple[()]]):
    def items(self, scene: Scene) -> dict[int, tuple[()]]:
        return {0: ()}

    def region(self, tools: Tools, key: int) -> Rect:
        return Rect(0, 0, tools.layout.width, tools.layout.height)

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[()]) -> None:
        draw_board(canvas, tools.layout, tools.palette)


class MarksPart(Part[MarksValue]):
    def items(self, scene: Scene) -> dict[int, MarksValue]:
        value = (scene.last_actions, scene.selected, scene.marks, scene.taken)
        return {0: value} if any(value) else {}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.board_rect

    def draw(self, canvas: Any, tools: Tools, key: int, value: MarksValue) -> None:
        last_actions, selected, marks, taken = value
        draw_marks(canvas, tools.layout, last_actions, selected, marks, tools.palette, taken)


class PiecesPart(Part[tuple[Look, tuple[Look, ...]]]):
    """One item per occupied square, its piece and the pieces under it (a
    column): a move redraws the squares it changed, not the board."""

    def items(self, scene: Scene) -> dict[int, tuple[Look, tuple[Look, ...]]]:
        under = dict(scene.stacks)
        return {cell: (look, under.get(cell, ())) for cell, look in scene.pieces}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.square_rect(key)

    def draw(self, canvas: Any, tools: Tools, key: int,
             value: tuple[Look, tuple[Look, ...]]) -> None:
        look, under = value
        if under:
            draw_column(canvas, tools.layout, tools.sprites, key, (look, *under), tools.palette)
        else:
            draw_piece(canvas, tools.layout, tools.sprites, key, look)


class LastActionsPart(Part[tuple[LastAction, ...]]):
    """The last actions' arrows and numbers, over the pieces. A turn's draw
    frame keeps the actions of the turn before: only the badges change."""

    def items(self, scene: Scene) -> dict[int, tuple[LastAction, ...]]:
        return {0: scene.last_actions} if scene.last_actions else {}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.board_rect

    def prepare(self, tools: Tools) -> None:
        _define_board_badges(tools)

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[LastAction, ...]) -> None:
        draw_last_actions(canvas, tools.layout, value, tools.palette, tools.sprites)


class BadgesPart(Part[BadgesValue]):
    """The comments' arrows, then the halves' numbers on the pieces they
    select: over the last actions."""

    def items(self, scene: Scene) -> dict[int, BadgesValue]:
        value = (scene.arrows, scene.badges)
        return {0: value} if any(value) else {}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.board_rect

    def prepare(self, tools: Tools) -> None:
        _define_board_badges(tools)

    def draw(self, canvas: Any, tools: Tools, key: int, value: BadgesValue) -> None:
        draw_comment_arrows_and_badges(canvas, tools.layout, *value, tools.palette,
                                       tools.sprites)


class LabelsPart(Part[str]):
    """The overlay's tags on cells, over everything else on the board."""

    def items(self, scene: Scene) -> dict[int, str]:
        return dict(scene.labels)

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.square_rect(key)

    def draw(self, canvas: Any, tools: Tools, key: int, value: str) -> None:
        draw_cell_labels(canvas, tools.layout, ((key, value),), tools.palette)


def _define_board_badges(tools: Tools) -> None:
    """Every badge the board can show, as shared pictures (drawn once per
    page: a step then puts each badge back with one ``draw_image``)."""
    define_badges(tools.sprites, board_badge_radius(tools.layout),
                  board_badge_styles(tools.palette).values())


#: The board's parts on each layer, bottom layer first: those drawn before
#: the panels' parts of the layer, and those drawn after them (the
#: notes, in the place a game's own panel would take; an overlay's tags
#: over everything).
_BOARD_PARTS: tuple[tuple[tuple[Part[Any], ...], tuple[Part[Any], ...]], ...] = (
    ((BoardPart(),), ()),
    ((MarksPart(),), ()),
    ((PiecesPart(), HeaderPart()), (NotesPart(),)),
    ((LastActionsPart(),), ()),
    ((BadgesPart(),), (LabelsPart(),)),
)
#: The parts of each layer, bottom layer first, each layer's parts in
#: drawing order: the board's, then every game panel's
#: (:data:`~dominochess_widget.render.panels.PANEL_DRAWERS`: a part shows
#: nothing of a scene whose panel is of another type).
LAYERS: tuple[tuple[Part[Any], ...], ...] = tuple(
    (*before, *(part for drawer in PANEL_DRAWERS.values() for part in drawer.parts[layer]), *after)
    for layer, (before, after) in enumerate(_BOARD_PARTS)
)
LAYER_COUNT = len(LAYERS)


def stamp_regions(layout: Layout,
                  icon_sets: Sequence[Sequence[Look]]) -> dict[Hashable, Rect]:
    """The pictures a view pre-renders, and where they go: every game
    panel's (keyed apart by each drawer)."""
    regions: dict[Hashable, Rect] = {}
    for drawer in PANEL_DRAWERS.values():
        regions.update(drawer.stamp_regions(layout, icon_sets))
    return regions


class Painter:
    """Draws scenes on the layers of one view, redrawing only what changed.

    It remembers what it drew (the items of every part) and with which
    :class:`Tools`. Call :meth:`forget` when the view's pixels may differ
    from that memory (a new page, a failed batch): the next paint is full.
    """

    def __init__(self, layers: Sequence[Any]) -> None:
        self._layers = layers
        self._tools: Tools | None = None
        self._drawn: dict[Part[Any], Mapping[int, Any]] = {}
        self._memos = [StateMemo(layer) for layer in layers]

    def forget(self) -> None:
        """Make the next paint a full one, that sets every drawing
        attribute again (the browser's canvases may hold anything)."""
        self._tools = None
        for memo in self._memos:
            memo.forget()

    def paint(self, scene: Scene, tools: Tools) -> bool:
        """Draw ``scene``: everything if the tools changed or were
        forgotten, else only the items whose value changed. Call inside a
        batch. True if anything was drawn or cleared."""
        full = tools != self._tools
        # Unknown until this paint is done: if it fails, its batch is
        # discarded, and the next paint is full and forgets what the memos
        # learnt from it.
        self._tools = None
        if full:
            self.forget()
            tools.stamps.forget()
            for parts in LAYERS:
                for part in parts:
                    part.prepare(tools)
        drawn: dict[Part[Any], Mapping[int, Any]] = {}
        changed = full
        for canvas, parts in zip(self._memos, LAYERS, strict=True):
            if full:
                canvas.clear()
            for part in parts:
                items = drawn[part] = part.items(scene)
                before = {} if full else self._drawn[part]
                changed |= _update(canvas, tools, part, before, items)
        self._tools, self._drawn = tools, drawn
        return changed


class StateMemo:
    """A canvas that sends a drawing attribute (``fill_style``, ``font``,
    …) only when something is drawn with it, and only if the layer does
    not hold that value already.

    The :class:`Painter` keeps one memo per layer across paints, so a
    colour or font set on a layer once is not sent again by later steps,
    and a value set but replaced before any drawing (``global_alpha`` put
    back to 1, then set to 0.6) is never sent. That holds because the
    layers' drawing state changes only through their memos: no part saves
    or restores a layer's settings, ``clear``/``clear_rect``/``draw_image``
    leave them alone (a 2D context's state is reset only by resizing its
    canvas, which a view never does), and the painter forgets them
    whenever the browser's canvases may hold anything else (a new page, a
    failed batch, any full redraw)."""

    #: Calls that use no drawing attribute: they leave pending ones pending.
    _STATELESS = frozenset({
        "clear", "clear_rect", "begin_path", "move_to", "line_to", "arc", "close_path",
    })

    def __init__(self, canvas: Any) -> None:
        object.__setattr__(self, "_canvas", canvas)
        object.__setattr__(self, "_known", {})  # what the layer holds
        object.__setattr__(self, "_pending", {})  # set here, not sent yet

    def forget(self) -> None:
        """Know nothing: set every attribute again on its next use."""
        self._known.clear()
        self._pending.clear()

    def __setattr__(self, name: str, value: Any) -> None:
        self._pending[name] = _short(value)

    def _flush(self) -> None:
        known: dict[str, Any] = self._known
        for name, value in self._pending.items():
            if name not in known or known[name] != value:
                setattr(self._canvas, name, value)
                known[name] = value
        self._pending.clear()

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._canvas, name)
        if not callable(found):
            return found

        def call(*args: Any) -> Any:
            if name not in self._STATELESS:
                self._flush()
            count = _COORDINATES.get(name, 0)
            return found(*(_short(arg, count is None or i < count)
                           for i, arg in enumerate(args)))

        return call


#: Drawing calls whose leading arguments are positions or lengths in canvas
#: pixels (name → how many; None: every numeric argument). They are sent
#: to a tenth of a pixel (a twentieth of a CSS pixel on a 2× canvas);
#: anything else (an arc's angles, alpha, line widths) keeps its precision.
_COORDINATES: dict[str, int | None] = {
    **dict.fromkeys((
        "fill_rect", "stroke_rect", "clear_rect", "fill_rects", "stroke_rects",
        "draw_image", "fill_circle", "stroke_circle", "fill_circles", "stroke_circles",
        "fill_polygon", "stroke_polygon", "move_to", "line_to", "quadratic_curve_to",
        "bezier_curve_to",
    )),
    "fill_text": None, "stroke_text": None, "arc": 3,
}


def _short(arg: Any, coordinate: bool = False) -> Any:
    """An argument in fewer bytes, for the same pixels: a number without
    its float noise (145.50400000000002 → 145.504, 1267.0 → 1267), a
    ``coordinate`` to a tenth of a pixel (126.816 → 126.8); a list of
    numbers (sent as a binary array) as 16-bit integers when whole, else
    32-bit floats, the precision the browser draws with. Anything else as
    is."""
    if isinstance(arg, list):
        array = np.asarray(arg)
        if array.dtype.kind == "f" and coordinate:
            array = np.round(array, 1)
            if np.all(array == np.round(array)):
                array = array.astype(np.int64)
        if array.dtype.kind == "i" and array.size and np.abs(array).max() < 2**15:
            return array.astype(np.int16)
        return array.astype(np.float32) if array.dtype.kind == "f" else arg
    if type(arg) is not float or not math.isfinite(arg):
        return arg
    clean = round(arg, 1) if coordinate else float(f"{arg:.12g}")
    return int(clean) if clean.is_integer() else clean


def _update(
    canvas: Any, tools: Tools, part: Part[Any], before: Mapping[int, Any], after: Mapping[int, Any]
) -> bool:
    """Clear the regions of the items that changed or went, draw the new
    values. True if any did."""
    changed = False
    for key in sorted(before.keys() | after.keys()):
        if key in before and key in after and before[key] == after[key]:
            continue
        changed = True
        if key in before:
            region = part.region(tools, key)
            canvas.clear_rect(region.x, region.y, region.width, region.height)
        if key in after:
            part.draw(canvas, tools, key, after[key])
    return changed


__all__ = [
    "LAYERS", "LAYER_COUNT", "BadgesValue", "MarksValue", "Painter", "StateMemo", "stamp_regions",
]
