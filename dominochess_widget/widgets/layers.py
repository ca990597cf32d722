"""The layers of a board view, and redrawing only the parts that changed.

A view is split into *parts*. A part reads its own pieces of a
:class:`~dominochess_widget.widgets.scene.Scene` as *items* (a key → a
value: a square → its piece, a legend row → its text, …), owns one region
of one layer per item, and draws an item with one drawing function. The
:class:`Painter` keeps the items it drew last; the next scene redraws an
item only when its value changed: clear the item's region, draw the new
value. A step through a game then sends 2–4 KB instead of the whole
picture (13 KB).

The layers, bottom to top (mouse events reach the canvas at the top):

* ``board``  — the squares and the coordinates (static);
* ``under``  — square tints and rings, the tile's face, the legend's bands
  (one behind every row: a row that is not highlighted hides its band
  under an opaque patch of background on the next layer, which costs a
  rectangle instead of a rounded band each time);
* ``pieces`` — the pieces, the header, the tile's pips and veils or
  frames, the half captions, the legend's texts;
* ``upper``  — arrows and badges, the tile's edge, the legend's icons;
* ``top``    — the tile's ✓/✗ markers, the legend's title and mini halves.

Within a layer the parts' regions never overlap, so clearing one never
erases another's pixels; and whatever overlaps on screen is stacked in the
order a single canvas would draw it (a band under its row, a veil under
the tile's edge, a marker over it). The legend's icons in either colour
and the frame of a half to play are pre-rendered
(:class:`~dominochess_widget.widgets.sprites.Stamps`) and put back with one
``draw_image`` each.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, TypeVar

from dominochess_widget.engine.board import Kind, Side
from dominochess_widget.widgets.drawing import (
    CommentArrow,
    LastAction,
    Mark,
    caption_bounds,
    draw_board,
    draw_caption,
    draw_half_frame,
    draw_half_marker,
    draw_half_pips,
    draw_half_veil,
    draw_header,
    draw_legend_base,
    draw_legend_cover,
    draw_legend_highlight,
    draw_legend_icons,
    draw_legend_text,
    draw_marks,
    draw_overlay,
    draw_piece,
    draw_tile_edge,
    draw_tile_face,
    half_marker_bounds,
    legend_bounds,
    outward,
    tile_edge_bounds,
    tile_rect,
)
from dominochess_widget.widgets.geometry import BoardLayout, Rect
from dominochess_widget.widgets.palette import Palette
from dominochess_widget.widgets.scene import Badge, HalfState, HalfView, LegendRow, Scene
from dominochess_widget.widgets.sprites import SpriteSet, Stamps

V = TypeVar("V")
#: What the tints and rings show: last actions, selected squares, comment marks.
MarksValue = tuple[tuple[LastAction, ...], tuple[int, ...], tuple[Mark, ...]]
#: What the arrows and badges show: last actions, comment arrows, badges.
OverlayValue = tuple[tuple[LastAction, ...], tuple[CommentArrow, ...], tuple[Badge, ...]]
#: The legend's icons: the side's colour and each row's kinds.
IconsValue = tuple[Side, tuple[tuple[Kind, ...], ...]]


@dataclass(frozen=True)
class Tools:
    """What a view is drawn with. When any of it changes (a flip, another
    size or language), every part is redrawn."""

    layout: BoardLayout
    sprites: SpriteSet
    palette: Palette
    language: str
    stamps: Stamps  # made with stamp_regions(layout)


def _legend_area(layout: BoardLayout) -> Rect:
    """All the legend's rows."""
    rows = layout.panel.legend_rows
    return Rect(rows[0].x, rows[0].y, rows[0].width, rows[-1].bottom - rows[0].y)


def stamp_regions(layout: BoardLayout) -> dict[Hashable, Rect]:
    """The pictures a view pre-renders, and where they go: the legend's
    icons for each side, the frame of each half."""
    regions: dict[Hashable, Rect] = {("icons", side): _legend_area(layout) for side in Side}
    regions.update({("frame", i): rect for i, rect in enumerate(layout.panel.halves)})
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
        value = (scene.last_actions, scene.selected, scene.marks)
        return {0: value} if any(value) else {}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.board_rect

    def draw(self, canvas: Any, tools: Tools, key: int, value: MarksValue) -> None:
        draw_marks(canvas, tools.layout, *value, tools.palette)


class PiecesPart(Part[tuple[Side, Kind]]):
    """One item per occupied square: a move redraws two squares, not the board."""

    def items(self, scene: Scene) -> dict[int, tuple[Side, Kind]]:
        return {square: (side, kind) for square, side, kind in scene.pieces}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.square_rect(key)

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[Side, Kind]) -> None:
        draw_piece(canvas, tools.layout, tools.sprites, key, *value)


class OverlayPart(Part[OverlayValue]):
    """Arrows and badges, over the pieces."""

    def items(self, scene: Scene) -> dict[int, OverlayValue]:
        value = (scene.last_actions, scene.arrows, scene.badges)
        return {0: value} if any(value) else {}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.board_rect

    def draw(self, canvas: Any, tools: Tools, key: int, value: OverlayValue) -> None:
        draw_overlay(canvas, tools.layout, *value, tools.palette)


# ------------------------------------------------------------------ panel
class HeaderPart(Part[tuple[str, Side | None]]):
    def items(self, scene: Scene) -> dict[int, tuple[str, Side | None]]:
        return {0: (scene.header, scene.side if scene.halves else None)}

    def region(self, tools: Tools, key: int) -> Rect:
        return outward(tools.layout.panel.header, 2)

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[str, Side | None]) -> None:
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


class CaptionsPart(Part[tuple[HalfView, Side]]):
    def items(self, scene: Scene) -> dict[int, tuple[HalfView, Side]]:
        return {i: (view, scene.side) for i, view in enumerate(scene.halves)}

    def region(self, tools: Tools, key: int) -> Rect:
        return caption_bounds(tools.layout.panel.captions[key])

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[HalfView, Side]) -> None:
        draw_caption(canvas, tools.layout.panel.captions[key], *value, tools.sprites,
                     tools.palette)


class LegendBasePart(Part[tuple[str, tuple[int, ...]]]):
    """The legend's title and mini halves: they change only with the language."""

    def items(self, scene: Scene) -> dict[int, tuple[str, tuple[int, ...]]]:
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


class LegendTextsPart(Part[LegendRow]):
    """Each row's text, on an opaque patch hiding the band unless the row
    is highlighted."""

    def items(self, scene: Scene) -> dict[int, LegendRow]:
        return dict(enumerate(scene.legend))

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.panel.legend_rows[key]

    def draw(self, canvas: Any, tools: Tools, key: int, value: LegendRow) -> None:
        rect = tools.layout.panel.legend_rows[key]
        if not value.active:
            draw_legend_cover(canvas, rect, tools.palette)
        draw_legend_text(canvas, rect, value, tools.palette)


class LegendIconsPart(Part[IconsValue]):
    """The rows' piece icons in the colour of the side to move: one stamp
    per side, both drawn at once (no later step pays for drawing one)."""

    def items(self, scene: Scene) -> dict[int, IconsValue]:
        kinds = tuple(row.kinds for row in scene.legend)
        return {0: (scene.side, kinds)} if any(kinds) else {}

    def region(self, tools: Tools, key: int) -> Rect:
        return _legend_area(tools.layout)

    def draw(self, canvas: Any, tools: Tools, key: int, value: IconsValue) -> None:
        side, kinds = value
        for each in Side:
            tools.stamps.prepare(("icons", each), kinds,
                                 partial(_draw_icon_rows, tools=tools, kinds=kinds, side=each))
        tools.stamps.place(canvas, ("icons", side))


def _draw_icon_rows(
    canvas: Any, tools: Tools, kinds: Sequence[tuple[Kind, ...]], side: Side
) -> None:
    for rect, row_kinds in zip(tools.layout.panel.legend_rows, kinds, strict=True):
        draw_legend_icons(canvas, rect, row_kinds, side, tools.sprites)


#: The parts of each layer, bottom layer first, each layer's parts in drawing order.
LAYERS: tuple[tuple[Part[Any], ...], ...] = (
    (BoardPart(),),
    (MarksPart(), TileFacePart(), LegendBandsPart()),
    (PiecesPart(), HeaderPart(), TileHalvesPart(), CaptionsPart(), LegendTextsPart()),
    (OverlayPart(), TileEdgePart(), LegendIconsPart()),
    (HalfMarkersPart(), LegendBasePart()),
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

    def forget(self) -> None:
        self._tools = None

    def paint(self, scene: Scene, tools: Tools) -> None:
        """Draw ``scene``: everything if the tools changed or were
        forgotten, else only the items whose value changed. Call inside a
        batch."""
        full = tools != self._tools
        self._tools = None  # unknown until this paint is done
        if full:
            tools.stamps.forget()
        drawn: dict[Part[Any], Mapping[int, Any]] = {}
        for layer, parts in zip(self._layers, LAYERS, strict=True):
            canvas = StateMemo(layer)
            if full:
                canvas.clear()
            for part in parts:
                items = drawn[part] = part.items(scene)
                before = {} if full else self._drawn[part]
                _update(canvas, tools, part, before, items)
        self._tools, self._drawn = tools, drawn


class StateMemo:
    """A canvas that leaves out a drawing attribute (``fill_style``,
    ``font``, …) set to the value it was last set to through this memo.

    Several parts draw on each layer with the same colours and fonts; one
    memo per layer and paint sends each setting once. A fresh memo knows
    nothing, so every paint still sets what it uses at least once (and no
    part saves or restores a layer's settings behind the memo's back)."""

    def __init__(self, canvas: Any) -> None:
        object.__setattr__(self, "_canvas", canvas)
        object.__setattr__(self, "_known", {})

    def __setattr__(self, name: str, value: Any) -> None:
        known: dict[str, Any] = self._known
        if name not in known or known[name] != value:
            setattr(self._canvas, name, value)
            known[name] = value

    def __getattr__(self, name: str) -> Any:
        return getattr(self._canvas, name)


def _update(
    canvas: Any, tools: Tools, part: Part[Any], before: Mapping[int, Any], after: Mapping[int, Any]
) -> None:
    """Clear the regions of the items that changed or went, draw the new values."""
    for key in sorted(before.keys() | after.keys()):
        if key in before and key in after and before[key] == after[key]:
            continue
        if key in before:
            region = part.region(tools, key)
            canvas.clear_rect(region.x, region.y, region.width, region.height)
        if key in after:
            part.draw(canvas, tools, key, after[key])


__all__ = [
    "LAYERS", "LAYER_COUNT", "IconsValue", "MarksValue", "OverlayValue", "Painter", "Part",
    "StateMemo", "Tools", "stamp_regions",
]
