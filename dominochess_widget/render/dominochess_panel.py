"""Domino chess's panel beside the board: the drawn tile's half markers
(✓ played, ✗ forfeited, hollow ✗ blocked), each half's caption (its
badge, "3 → rook", its state, the icons of what it moves) and the
number → piece legend (title, mini halves, bands, texts, icons).

The drawing functions come first; the ``*_bounds`` functions say how far
a part's pixels can reach, so that a layer can clear just that region
before drawing it again. Then the parts that read a
:class:`~dominochess_widget.games.dominochess.panel.DominoChessPanel` off a
scene, and :data:`DRAWER`, which puts them on the layers
(:data:`~dominochess_widget.render.panels.PANEL_DRAWERS` registers it for
that panel type).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Sequence
from functools import partial
from typing import Any

from dominochess_widget.core.scene import Look
from dominochess_widget.games.dominochess.panel import DominoChessPanel, HalfState, HalfView
from dominochess_widget.render.badges import (
    BADGE_NUMBERS,
    BADGE_TEXT_RATIO,
    BadgeStyle,
    badge_picture_bounds,
    define_badges,
    draw_badge,
    place_badge,
)
from dominochess_widget.render.geometry import Layout, Rect
from dominochess_widget.render.marks import check_mark, cross_mark
from dominochess_widget.render.palette import Palette
from dominochess_widget.render.parts import PanelDrawer, PanelPart, Tools, V
from dominochess_widget.render.pieces import draw_icons, icons_left
from dominochess_widget.render.primitives import fitted_font, outward, pen, rounded_rect
from dominochess_widget.render.sprites import SpriteSet
from dominochess_widget.render.tiles import (
    draw_half_frame,
    draw_half_pips,
    draw_half_veil,
    draw_pips,
    draw_tile_edge,
    draw_tile_face,
    tile_edge_bounds,
    tile_rect,
)


def draw_half_marker(canvas: Any, rect: Rect, state: HalfState, palette: Palette) -> None:
    """On the half's top edge, clear of the pips: ✓ played, ✗ forfeited
    (filled), hollow ✗ when the half has no move and can only be forfeited."""
    r = rect.width * 0.15
    cx, cy = rect.x + rect.width / 2, rect.y
    if state in (HalfState.PLAYED, HalfState.FORFEITED):
        canvas.fill_style = palette.used_mark
        canvas.fill_circle(cx, cy, r)
        if state is HalfState.PLAYED:
            check_mark(canvas, cx, cy, r, palette.badge_text)
        else:
            cross_mark(canvas, cx, cy, r, palette.badge_text)
    elif state is HalfState.BLOCKED:
        canvas.fill_style = palette.tile_face
        canvas.fill_circle(cx, cy, r)
        pen(canvas, palette.used_mark, r * 0.16, cap="round", join="round")
        canvas.stroke_circle(cx, cy, r)
        cross_mark(canvas, cx, cy, r, palette.used_mark)


def half_marker_bounds(rect: Rect) -> Rect:
    """Where :func:`draw_half_marker` can draw: its disc with the ring."""
    r = rect.width * 0.15
    return outward(Rect(rect.x + rect.width / 2 - r, rect.y - r, 2 * r, 2 * r), r * 0.08 + 1)


def _caption_icon_size(rect: Rect, looks: Sequence[Look]) -> float:
    return rect.height * 0.62 if len(looks) == 1 else rect.height * 0.4


def draw_caption_icons(canvas: Any, rect: Rect, looks: Sequence[Look], sprites: SpriteSet) -> None:
    """The icons of what a caption's half moves, right-aligned."""
    draw_icons(canvas, sprites, looks, rect.right, rect.y + rect.height / 2,
               _caption_icon_size(rect, looks))


def caption_icons_bounds(rect: Rect, looks: Sequence[Look]) -> Rect:
    """Where :func:`draw_caption_icons` can draw (whole pixels)."""
    size = _caption_icon_size(rect, looks)
    left = icons_left(rect.right, size, looks)
    return outward(Rect(left, rect.y + rect.height / 2 - size / 2, rect.right - left, size), 1)


def draw_caption(
    canvas: Any,
    rect: Rect,
    view: HalfView,
    sprites: SpriteSet,
    palette: Palette,
    icons: bool = True,
    least: float = 0.0,
) -> None:
    """One half's caption: number badge, "3 → rook", its state, the icons
    (unless ``icons`` is false: the caller puts them there); no text under
    ``least`` px."""
    h = rect.height
    badge_x, cy, r = _caption_badge(rect, least)
    style = caption_badge_styles(palette)[view.state is HalfState.OPEN]
    if view.number in BADGE_NUMBERS:
        place_badge(canvas, sprites, badge_x, cy, r, view.number, style)
    else:  # pragma: no cover - halves are 0–6
        draw_badge(canvas, badge_x, cy, r, str(view.number), style)
    icon = _caption_icon_size(rect, view.looks)
    if icons:
        draw_caption_icons(canvas, rect, view.looks, sprites)
    text_x = badge_x + r + h * 0.22
    width = max(10.0, icons_left(rect.right, icon, view.looks) - text_x - h * 0.1)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_style = palette.text
    canvas.font = fitted_font(view.title, h * 0.4, width, bold=True, least=least)
    canvas.fill_text(view.title, text_x, rect.y + h * 0.3, width)
    canvas.fill_style = palette.muted_text
    canvas.font = fitted_font(view.caption, h * 0.32, width, least=least)
    canvas.fill_text(view.caption, text_x, rect.y + h * 0.74, width)


def _caption_badge(rect: Rect, least: float) -> tuple[int, int, float]:
    """A caption's badge: centre and radius, whole pixels (captions a pixel
    apart in height then share one set of badge pictures), its number
    ``least`` px at least."""
    r = max(math.floor(rect.height * 0.3), math.ceil(least / BADGE_TEXT_RATIO))
    return round(rect.x + r + 2), round(rect.y + rect.height / 2), r


def caption_badge_radii(captions: Iterable[Rect], least: float) -> set[float]:
    """The radii of the captions' badges (for :func:`define_badges`)."""
    return {_caption_badge(rect, least)[2] for rect in captions}


def caption_badge_styles(palette: Palette) -> dict[bool, BadgeStyle]:
    """A caption's badge: filled when its half is to play (True), else hollow."""
    return {
        True: BadgeStyle(palette.badge, palette.badge_text, palette.selected),
        False: BadgeStyle(palette.badge, palette.badge_text, palette.badge, hollow=True),
    }


def caption_bounds(rect: Rect, least: float) -> Rect:
    """The caption block widened by the badge's picture and the icons' edge
    (captions are stacked, so not taller)."""
    x, y, r = _caption_badge(rect, least)
    left = min(math.floor(rect.x) - 3, badge_picture_bounds(x, y, r).x)
    return Rect(left, rect.y, math.ceil(rect.right) + 3 - left, rect.height)


def _legend_face(rect: Rect) -> Rect:
    """The mini half at the start of a legend row."""
    h = rect.height
    cy = rect.y + h / 2
    return Rect(rect.x + h * 0.12, cy - h * 0.38, h * 0.76, h * 0.76)


def _legend_icon_size(rect: Rect, icons: int) -> float:
    return rect.height * 0.7 if icons <= 1 else rect.height * 0.56


def draw_legend_base(
    canvas: Any, layout: Layout, title: str, numbers: Sequence[int], palette: Palette
) -> None:
    """ "Tile numbers → pieces" and each row's mini half with its pips."""
    panel = layout.panel
    t = panel.legend_title
    canvas.fill_style = palette.text
    canvas.font = fitted_font(title, t.height * 0.62, t.width, bold=True,
                              least=layout.least_font)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(title, t.x, t.y + t.height / 2, t.width)
    for rect, number in zip(panel.legend_rows, numbers, strict=True):
        h = rect.height
        face = _legend_face(rect)
        rounded_rect(canvas, face, h * 0.1)
        canvas.fill_style = palette.tile_face
        canvas.fill()
        pen(canvas, palette.tile_edge, max(1.0, h * 0.035), join="round")
        canvas.stroke()
        draw_pips(canvas, face.inset(face.width * 0.04), number, palette.pip)


def legend_bounds(layout: Layout) -> Rect:
    """The legend: its title and every row."""
    panel = layout.panel
    top, bottom = panel.legend_title, panel.legend_rows[-1]
    return outward(Rect(top.x, top.y, top.width, bottom.bottom - top.y), 2)


def draw_legend_highlight(canvas: Any, rect: Rect, palette: Palette) -> None:
    """The yellow band behind a row whose number is on the tile, unused."""
    h = rect.height
    canvas.global_alpha = palette.selected_alpha
    canvas.fill_style = palette.selected
    rounded_rect(canvas, rect.inset(h * 0.04), h * 0.15)
    canvas.fill()
    canvas.global_alpha = 1.0


def draw_legend_cover(canvas: Any, rect: Rect, palette: Palette) -> None:
    """An opaque patch of background over a whole row (hides what lies under it)."""
    canvas.fill_style = palette.background
    canvas.fill_rect(rect.x, rect.y, rect.width, rect.height)


def draw_legend_text(canvas: Any, rect: Rect, text: str, active: bool, icons: int,
                     palette: Palette, least: float = 0.0) -> None:
    """ "3 = rook", bold when the row is highlighted, left of its ``icons``,
    ``least`` px at least."""
    h = rect.height
    text_x = _legend_face(rect).right + h * 0.25
    icons_left = rect.right - h * 0.08 - _legend_icon_size(rect, icons) * icons
    width = max(10.0, icons_left - text_x - h * 0.1)
    canvas.fill_style = palette.text
    canvas.font = fitted_font(text, h * 0.4, width, bold=active, least=least)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(text, text_x, rect.y + h / 2, width)


def draw_legend_icons(canvas: Any, rect: Rect, looks: Sequence[Look], sprites: SpriteSet) -> None:
    """A row's piece icons (in the colour of the side to move)."""
    h = rect.height
    draw_icons(canvas, sprites, looks, rect.right - h * 0.08, rect.y + h / 2,
               _legend_icon_size(rect, len(looks)))

# ------------------------------------------------------------------ parts
#: The legend's icons: the icon set shown and each row's glyphs.
IconsValue = tuple[int, tuple[tuple[str, ...], ...]]


class _TilePart(PanelPart[DominoChessPanel, V]):
    """A part of domino chess's panel (it reads a :class:`DominoChessPanel`)."""

    def __init__(self) -> None:
        super().__init__(DominoChessPanel)


class TileFacePart(_TilePart[tuple[()]]):
    def panel_items(self, panel: DominoChessPanel) -> dict[int, tuple[()]]:
        return {0: ()} if panel.halves else {}

    def region(self, tools: Tools, key: int) -> Rect:
        return outward(tile_rect(tools.layout.panel.halves))

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[()]) -> None:
        draw_tile_face(canvas, tools.layout.panel.halves, tools.palette)


class TileHalvesPart(_TilePart[tuple[int, HalfState]]):
    """Each half's pips, then its veil (used) or its frame (to play)."""

    def panel_items(self, panel: DominoChessPanel) -> dict[int, tuple[int, HalfState]]:
        return {i: (view.number, view.state) for i, view in enumerate(panel.halves)}

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


class TileEdgePart(_TilePart[tuple[()]]):
    def panel_items(self, panel: DominoChessPanel) -> dict[int, tuple[()]]:
        return {0: ()} if panel.halves else {}

    def region(self, tools: Tools, key: int) -> Rect:
        return tile_edge_bounds(tools.layout.panel.halves)

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[()]) -> None:
        draw_tile_edge(canvas, tools.layout.panel.halves, tools.palette)


class HalfMarkersPart(_TilePart[HalfState]):
    def panel_items(self, panel: DominoChessPanel) -> dict[int, HalfState]:
        return {i: view.state for i, view in enumerate(panel.halves)}

    def region(self, tools: Tools, key: int) -> Rect:
        return half_marker_bounds(tools.layout.panel.halves[key])

    def draw(self, canvas: Any, tools: Tools, key: int, value: HalfState) -> None:
        draw_half_marker(canvas, tools.layout.panel.halves[key], value, tools.palette)


class CaptionsPart(_TilePart[tuple[HalfView, int]]):
    def panel_items(self, panel: DominoChessPanel) -> dict[int, tuple[HalfView, int]]:
        return {i: (view, panel.icon_set) for i, view in enumerate(panel.halves)}

    def region(self, tools: Tools, key: int) -> Rect:
        return caption_bounds(tools.layout.panel.captions[key], tools.layout.least_font)

    def prepare(self, tools: Tools) -> None:
        for radius in caption_badge_radii(tools.layout.panel.captions, tools.layout.least_font):
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
        draw_caption(canvas, rect, view, tools.sprites, tools.palette, icons=not every,
                     least=tools.layout.least_font)
        if every:
            self.prepare(tools)  # already done by the full paint: costs nothing
            tools.stamps.place(canvas, ("caption icons", key, index))


class LegendBasePart(_TilePart[tuple[str, tuple[int, ...]]]):
    """The legend's title and mini halves: they change only with the language."""

    def panel_items(self, panel: DominoChessPanel) -> dict[int, tuple[str, tuple[int, ...]]]:
        if not panel.legend:
            return {}
        return {0: (panel.legend_title, tuple(row.number for row in panel.legend))}

    def region(self, tools: Tools, key: int) -> Rect:
        return legend_bounds(tools.layout)

    def draw(
        self, canvas: Any, tools: Tools, key: int, value: tuple[str, tuple[int, ...]]
    ) -> None:
        draw_legend_base(canvas, tools.layout, *value, tools.palette)


class LegendBandsPart(_TilePart[tuple[()]]):
    """A band behind every row (the legend texts hide those not highlighted)."""

    def panel_items(self, panel: DominoChessPanel) -> dict[int, tuple[()]]:
        return {i: () for i in range(len(panel.legend))}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.panel.legend_rows[key]

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[()]) -> None:
        draw_legend_highlight(canvas, tools.layout.panel.legend_rows[key], tools.palette)


class LegendTextsPart(_TilePart[tuple[str, bool, int]]):
    """Each row's text, on an opaque patch hiding the band unless the row
    is highlighted. An item is what the text needs (the text, whether it
    is highlighted, how many icons follow it), not the icons' colour: a
    new turn's colour changes only the icons' stamp."""

    def panel_items(self, panel: DominoChessPanel) -> dict[int, tuple[str, bool, int]]:
        return {i: (row.text, row.active, len(row.looks)) for i, row in enumerate(panel.legend)}

    def region(self, tools: Tools, key: int) -> Rect:
        return tools.layout.panel.legend_rows[key]

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[str, bool, int]) -> None:
        rect = tools.layout.panel.legend_rows[key]
        text, active, icons = value
        if not active:
            draw_legend_cover(canvas, rect, tools.palette)
        draw_legend_text(canvas, rect, text, active, icons, tools.palette,
                         tools.layout.least_font)



class LegendIconsPart(_TilePart[IconsValue]):
    """The rows' piece icons in the colour of the side to move: one stamp
    per icon set, all drawn at once (no later step pays for drawing one).
    A row's icons are held as their glyphs, drawn from every set."""

    def panel_items(self, panel: DominoChessPanel) -> dict[int, IconsValue]:
        if not any(row.looks for row in panel.legend):
            return {}
        glyphs = tuple(tuple(look.glyph for look in row.looks) for row in panel.legend)
        return {0: (panel.icon_set, glyphs)}

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


def _legend_area(layout: Layout) -> Rect:
    """All the legend's rows."""
    rows = layout.panel.legend_rows
    return Rect(rows[0].x, rows[0].y, rows[0].width, rows[-1].bottom - rows[0].y)


def stamp_regions(layout: Layout,
                  icon_sets: Sequence[Sequence[Look]]) -> dict[Hashable, Rect]:
    """The pictures the panel pre-renders, and where they go: the legend's
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


#: How the render layer draws domino chess's panel: on the layer under the
#: pieces the tile's face and the legend's bands (one behind every row: a
#: row that is not highlighted hides its band under an opaque patch of
#: background on the next layer, which costs a rectangle instead of a
#: rounded band each time); with the pieces the tile's pips and veils or
#: frames, the half captions, the legend's texts; over them the tile's
#: edge and the legend's icons; on top the tile's ✓/✗ markers and the
#: legend's title and mini halves. The legend's icons in either colour,
#: the frame of a half to play and a Jolly's five caption icons are
#: pre-rendered stamps, put back with one ``draw_image`` each.
DRAWER = PanelDrawer(
    parts=(
        (),
        (TileFacePart(), LegendBandsPart()),
        (TileHalvesPart(), CaptionsPart(), LegendTextsPart()),
        (TileEdgePart(), LegendIconsPart()),
        (HalfMarkersPart(), LegendBasePart()),
    ),
    stamp_regions=stamp_regions,
)



__all__ = [
    "DRAWER",
    "IconsValue",
    "caption_badge_radii",
    "caption_badge_styles",
    "caption_bounds",
    "caption_icons_bounds",
    "draw_caption",
    "draw_caption_icons",
    "draw_half_marker",
    "draw_legend_base",
    "draw_legend_cover",
    "draw_legend_highlight",
    "draw_legend_icons",
    "draw_legend_text",
    "half_marker_bounds",
    "legend_bounds",
    "stamp_regions",
]
