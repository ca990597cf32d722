"""The layers of a board view, and redrawing only the parts that changed.

A view is split into *parts*. A part reads its own pieces of a
:class:`~dominochess_widget.render.scene.Scene` as *items* (a key → a
value: a square → its piece, a legend row → its text, …), owns one region
of one layer per item, and draws an item with one drawing function. The
:class:`Painter` keeps the items it drew last; the next scene redraws an
item only when its value changed: clear the item's region, draw the new
value. A step through a game then sends one message of 2–3.6 KB as the
browser receives it (1.3–3 KB of drawing, the rest Jupyter's headers)
instead of the whole picture: each layer's :class:`StateMemo` also leaves
out the colours and fonts the layer already holds, and sends coordinates
to a tenth of a pixel; every numbered badge is a shared picture put back
with one ``draw_image``; and a turn's draw frame, which keeps the last
turn's arrows, redraws only the badges above them.

The layers, bottom to top (mouse events reach the canvas at the top):

* ``board``  — the squares and the coordinates (static);
* ``under``  — square tints and rings, the tile's face, the legend's bands
  (one behind every row: a row that is not highlighted hides its band
  under an opaque patch of background on the next layer, which costs a
  rectangle instead of a rounded band each time);
* ``pieces`` — the pieces, the header, the tile's pips and veils or
  frames, the half captions, the legend's texts;
* ``upper``  — the last actions' arrows and numbers, the tile's edge, the
  legend's icons;
* ``top``    — the comments' arrows and the halves' badges on the pieces
  they select, the tile's ✓/✗ markers, the legend's title and mini halves.

Within a layer the parts' regions never overlap, so clearing one never
erases another's pixels; and whatever overlaps on screen is stacked in the
order a single canvas would draw it (a band under its row, a veil under
the tile's edge, a marker over it). The legend's icons in either colour,
the frame of a half to play and a Jolly's five caption icons are
pre-rendered
(:class:`~dominochess_widget.render.sprites.Stamps`) and put back with one
``draw_image`` each.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, TypeVar

import numpy as np

from dominochess_widget.core.scene import Badge, HalfState, HalfView, Look, Scene
from dominochess_widget.render.drawing import (
    CommentArrow,
    LastAction,
    Mark,
    board_badge_radius,
    board_badge_styles,
    caption_badge_radii,
    caption_badge_styles,
    caption_bounds,
    caption_icons_bounds,
    define_badges,
    draw_board,
    draw_caption,
    draw_caption_icons,
    draw_cell_labels,
    draw_column,
    draw_comment_arrows_and_badges,
    draw_half_frame,
    draw_half_marker,
    draw_half_pips,
    draw_half_veil,
    draw_header,
    draw_last_actions,
    draw_legend_base,
    draw_legend_cover,
    draw_legend_highlight,
    draw_legend_icons,
    draw_legend_text,
    draw_marks,
    draw_note,
    draw_piece,
    draw_tile_edge,
    draw_tile_face,
    half_marker_bounds,
    legend_bounds,
    outward,
    tile_edge_bounds,
    tile_rect,
)
from dominochess_widget.render.geometry import Layout, Rect
from dominochess_widget.render.palette import Palette
from dominochess_widget.render.sprites import SpriteSet, Stamps

V = TypeVar("V")
#: What the tints and rings show: last actions, selected squares, comment
#: marks, the squares of the pieces the last move took.
MarksValue = tuple[tuple[LastAction, ...], tuple[int, ...], tuple[Mark, ...], tuple[int, ...]]
#: What the top layer shows on the board: comment arrows, badges.
BadgesValue = tuple[tuple[CommentArrow, ...], tuple[Badge, ...]]
#: The legend's icons: the icon set shown and each row's glyphs.
IconsValue = tuple[int, tuple[tuple[str, ...], ...]]


@dataclass(frozen=True)
class Tools:
    """What a view is drawn with. When any of it changes (a flip, another
    size or language), every part is redrawn."""

    layout: Layout
    sprites: SpriteSet
    palette: Palette
    language: str
    stamps: Stamps  # made with stamp_regions(layout)
    icon_sets: tuple[tuple[Look, ...], ...] = ()  # the view's, one per seat that has any


def _legend_area(layout: Layout) -> Rect:
    """All the legend's rows."""
    rows = layout.panel.legend_rows
    return Rect(rows[0].x, rows[0].y, rows[0].width, rows[-1].bottom - rows[0].y)


def stamp_regions(layout: Layout,
                  icon_sets: Sequence[Sequence[Look]]) -> dict[Hashable, Rect]:
    """The pictures a view pre-renders, and where they go: the legend's
    icons in each icon set, the frame of each half, every icon of a set (a
    Jolly's caption) for each half and set."""
    regions: dict[Hashable, Rect] = {
        ("icons", i): _legend_area(layout) for i in range(len(icon_sets))
    }
    regions.update({("frame", i): rect for i, rect in enumerate(layout.panel.halves)})
    regions.update({
        ("caption icons", i, index): caption_icons_bounds(rect, looks)
        for i, rect in enumerate(layout.panel.captions)
        for index, looks in enumerate(icon_sets)
    })
    return regions


class Part(ABC, Generic[V]):
    """One kind of thing on one layer, drawn item by item."""

    @abstractmethod
    def items(self, scene: Scene) -> dict[int, V]:
        """What the part shows of ``scene``: item key → value."""

    @abstractmethod
    def region(self, tools: Tools, key: int) -> Rect:
        """Every pixel item ``key`` may cover (whole pixels)."""

    @abstractmethod
    def draw(self, canvas: Any, tools: Tools, key: int, value: V) -> None:
        """Draw item ``key`` on an empty region."""

    def prepare(self, tools: Tools) -> None:
        """On a full paint, before any drawing: pre-render the stamps that
        later steps may put back (a full paint may be big, a step not)."""


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


# ------------------------------------------------------------------ panel
class HeaderPart(Part[tuple[str, Look | None]]):
    def items(self, scene: Scene) -> dict[int, tuple[str, Look | None]]:
        return {0: (scene.header, scene.header_look)}

    def region(self, tools: Tools, key: int) -> Rect:
        return outward(tools.layout.panel.header, 2)

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[str, Look | None]) -> None:
        draw_header(canvas, tools.layout.panel.header, *value, tools.sprites, tools.palette)


class TileFacePart(Part[tuple[()]]):
    def items(self, scene: Scene) -> dict[int, tuple[()]]:
        return {0: ()} if scene.halves else {}

    def region(self, tools: Tools, key: int) -> Rect:
        return outward(tile_rect(tools.layout.panel.halves))

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[()]) -> None:
        draw_tile_face(canvas, tools.layout.panel.halves, tools.palette)


class TileHalvesPart(Part[tuple[int, HalfState]]):
    """Each half's pips, then its veil (used) or its frame (to play)."""

    def items(self, scene: Scene) -> dict[int, tuple[int, HalfState]]:
        return {i: (view.number, view.state) for i, view in enumerate(scene.halves)}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.panel.halves[key]

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[int, HalfState]) -> None:
        number, state = value
        halves = tools.layout.panel.halves
        rect = halves[key]
        draw_half_pips(canvas, rect, number, tools.palette)
        if state in (HalfState.PLAYED, HalfState.FORFEITED):
            draw_half_veil(canvas, rect, tools.palette)
        elif state is HalfState.OPEN:
            # Both frames at once: no later step pays for drawing one.
            for i, half in enumerate(halves):
                tools.stamps.prepare(("frame", i), (),
                                     partial(draw_half_frame, rect=half, palette=tools.palette))
            tools.stamps.place(canvas, ("frame", key))


class TileEdgePart(Part[tuple[()]]):
    def items(self, scene: Scene) -> dict[int, tuple[()]]:
        return {0: ()} if scene.halves else {}

    def region(self, tools: Tools, key: int) -> Rect:
        return tile_edge_bounds(tools.layout.panel.halves)

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[()]) -> None:
        draw_tile_edge(canvas, tools.layout.panel.halves, tools.palette)


class HalfMarkersPart(Part[HalfState]):
    def items(self, scene: Scene) -> dict[int, HalfState]:
        return {i: view.state for i, view in enumerate(scene.halves)}

    def region(self, tools: Tools, key: int) -> Rect:
        return half_marker_bounds(tools.layout.panel.halves[key])

    def draw(self, canvas: Any, tools: Tools, key: int, value: HalfState) -> None:
        draw_half_marker(canvas, tools.layout.panel.halves[key], value, tools.palette)


class CaptionsPart(Part[tuple[HalfView, int]]):
    def items(self, scene: Scene) -> dict[int, tuple[HalfView, int]]:
        return {i: (view, scene.icon_set) for i, view in enumerate(scene.halves)}

    def region(self, tools: Tools, key: int) -> Rect:
        return caption_bounds(tools.layout.panel.captions[key])

    def prepare(self, tools: Tools) -> None:
        for radius in caption_badge_radii(tools.layout.panel.captions):
            define_badges(tools.sprites, radius, caption_badge_styles(tools.palette).values())
        for i, rect in enumerate(tools.layout.panel.captions):
            for index, looks in enumerate(tools.icon_sets):
                tools.stamps.prepare(("caption icons", i, index), (), partial(
                    draw_caption_icons, rect=rect, looks=looks, sprites=tools.sprites))

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[HalfView, int]) -> None:
        view, index = value
        rect = tools.layout.panel.captions[key]
        # A Jolly: its whole icon set, one stamp.
        every = index < len(tools.icon_sets) and view.looks == tools.icon_sets[index]
        draw_caption(canvas, rect, view, tools.sprites, tools.palette, icons=not every)
        if every:
            self.prepare(tools)  # already done by the full paint: costs nothing
            tools.stamps.place(canvas, ("caption icons", key, index))


class LegendBasePart(Part[tuple[str, tuple[int, ...]]]):
    """The legend's title and mini halves: they change only with the language."""

    def items(self, scene: Scene) -> dict[int, tuple[str, tuple[int, ...]]]:
        if not scene.legend:
            return {}
        return {0: (scene.legend_title, tuple(row.number for row in scene.legend))}

    def region(self, tools: Tools, key: int) -> Rect:
        return legend_bounds(tools.layout)

    def draw(
        self, canvas: Any, tools: Tools, key: int, value: tuple[str, tuple[int, ...]]
    ) -> None:
        draw_legend_base(canvas, tools.layout, *value, tools.palette)


class LegendBandsPart(Part[tuple[()]]):
    """A band behind every row (the legend texts hide those not highlighted)."""

    def items(self, scene: Scene) -> dict[int, tuple[()]]:
        return {i: () for i in range(len(scene.legend))}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.panel.legend_rows[key]

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[()]) -> None:
        draw_legend_highlight(canvas, tools.layout.panel.legend_rows[key], tools.palette)


class LegendTextsPart(Part[tuple[str, bool, int]]):
    """Each row's text, on an opaque patch hiding the band unless the row
    is highlighted. An item is what the text needs (the text, whether it
    is highlighted, how many icons follow it), not the icons' colour: a
    new turn's colour changes only the icons' stamp."""

    def items(self, scene: Scene) -> dict[int, tuple[str, bool, int]]:
        return {i: (row.text, row.active, len(row.looks)) for i, row in enumerate(scene.legend)}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.panel.legend_rows[key]

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[str, bool, int]) -> None:
        rect = tools.layout.panel.legend_rows[key]
        text, active, icons = value
        if not active:
            draw_legend_cover(canvas, rect, tools.palette)
        draw_legend_text(canvas, rect, text, active, icons, tools.palette)


class NotesPart(Part[str]):
    """The panel's lines of text under the header, one per row, for a view
    with no tile and no legend (those take the same place); lines beyond
    the panel's rows are left out."""

    def items(self, scene: Scene) -> dict[int, str]:
        if scene.halves or scene.legend:
            return {}
        return dict(enumerate(scene.notes))

    def region(self, tools: Tools, key: int) -> Rect:
        rows = tools.layout.panel.notes
        return rows[key] if key < len(rows) else Rect(0, 0, 0, 0)

    def draw(self, canvas: Any, tools: Tools, key: int, value: str) -> None:
        rows = tools.layout.panel.notes
        if key < len(rows):
            draw_note(canvas, rows[key], value, tools.palette)


class LegendIconsPart(Part[IconsValue]):
    """The rows' piece icons in the colour of the side to move: one stamp
    per icon set, all drawn at once (no later step pays for drawing one).
    A row's icons are held as their glyphs, drawn from every set."""

    def items(self, scene: Scene) -> dict[int, IconsValue]:
        if not any(row.looks for row in scene.legend):
            return {}
        glyphs = tuple(tuple(look.glyph for look in row.looks) for row in scene.legend)
        return {0: (scene.icon_set, glyphs)}

    def region(self, tools: Tools, key: int) -> Rect:
        return _legend_area(tools.layout)

    def draw(self, canvas: Any, tools: Tools, key: int, value: IconsValue) -> None:
        shown, rows = value
        for index, looks in enumerate(tools.icon_sets):
            by_glyph = {look.glyph: look for look in looks}
            picked = tuple(tuple(by_glyph[glyph] for glyph in row) for row in rows)
            tools.stamps.prepare(("icons", index), rows,
                                 partial(_draw_icon_rows, tools=tools, rows=picked))
        tools.stamps.place(canvas, ("icons", shown))


def _draw_icon_rows(canvas: Any, tools: Tools, rows: Sequence[tuple[Look, ...]]) -> None:
    for rect, looks in zip(tools.layout.panel.legend_rows, rows, strict=True):
        draw_legend_icons(canvas, rect, looks, tools.sprites)


#: The parts of each layer, bottom layer first, each layer's parts in drawing order.
LAYERS: tuple[tuple[Part[Any], ...], ...] = (
    (BoardPart(),),
    (MarksPart(), TileFacePart(), LegendBandsPart()),
    (PiecesPart(), HeaderPart(), TileHalvesPart(), CaptionsPart(), LegendTextsPart(),
     NotesPart()),
    (LastActionsPart(), TileEdgePart(), LegendIconsPart()),
    (BadgesPart(), HalfMarkersPart(), LegendBasePart(), LabelsPart()),
)
LAYER_COUNT = len(LAYERS)


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
    "LAYERS", "LAYER_COUNT", "BadgesValue", "IconsValue", "MarksValue", "Painter", "Part",
    "StateMemo", "Tools", "stamp_regions",
]
