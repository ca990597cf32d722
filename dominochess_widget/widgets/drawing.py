"""Pure drawing functions onto ipycanvas canvases.

Shared by every board widget: the board with its coordinates, pieces
blitted from pre-rendered sprites, the domino tile with real pip patterns,
each half's caption, the number → piece legend, square highlights, arrows
and badges. Every function draws what it is given and decides nothing;
positions come from a :class:`~dominochess_widget.widgets.geometry.BoardLayout`
and colours from a :class:`~dominochess_widget.widgets.palette.Palette`
(see there for the colour-blind-safe choices).

Callers wrap a redraw in one
:func:`~dominochess_widget.widgets.batching.batched` block so that it
reaches the browser as one message.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from dominochess_widget.engine.board import Kind, Side
from dominochess_widget.widgets.geometry import BoardLayout, Rect
from dominochess_widget.widgets.palette import DEFAULT_PALETTE, Palette
from dominochess_widget.widgets.scene import HalfState, HalfView, LegendRow, Scene
from dominochess_widget.widgets.sprites import SpriteSet

#: The layers of a board view, bottom to top.
LAYER_BOARD, LAYER_MARKS, LAYER_PIECES, LAYER_TOP = range(4)
LAYER_COUNT = 4

#: Pip positions for 0–6 on a unit square (the usual domino patterns).
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.25), (0.25, 0.5), (0.25, 0.75), (0.75, 0.25), (0.75, 0.5), (0.75, 0.75)),
}

_FONT = "sans-serif"
_KIND_ORDER = (Kind.KING, Kind.QUEEN, Kind.ROOK, Kind.BISHOP, Kind.KNIGHT)


def _font(size: float, bold: bool = False) -> str:
    return f"{'bold ' if bold else ''}{max(1, round(size))}px {_FONT}"


def rounded_rect(canvas: Any, rect: Rect, radius: float) -> None:
    """Start a new path holding a rounded rectangle."""
    x, y, w, h = (round(v, 1) for v in rect)
    r = round(max(0.0, min(radius, w / 2, h / 2)), 1)
    canvas.begin_path()
    canvas.move_to(x + r, y)
    canvas.line_to(x + w - r, y)
    canvas.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    canvas.line_to(x + w, y + h - r)
    canvas.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    canvas.line_to(x + r, y + h)
    canvas.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    canvas.line_to(x, y + r)
    canvas.arc(x + r, y + r, r, math.pi, 1.5 * math.pi)
    canvas.close_path()


# ------------------------------------------------------------------ board
def draw_board(canvas: Any, layout: BoardLayout, palette: Palette = DEFAULT_PALETTE) -> None:
    """Background, squares, edge and the a–h / 1–8 coordinates."""
    canvas.clear()
    canvas.fill_style = palette.background
    canvas.fill_rect(0, 0, layout.width, layout.height)
    shape = layout.shape
    for dark, colour in ((False, palette.light_square), (True, palette.dark_square)):
        rects = [layout.square_rect(sq) for sq in shape.squares if shape.is_dark(sq) == dark]
        canvas.fill_style = colour
        canvas.fill_rects([r.x for r in rects], [r.y for r in rects], layout.square)
    board = layout.board_rect
    canvas.stroke_style = palette.board_edge
    canvas.line_width = max(1.0, layout.square * 0.025)
    canvas.stroke_rect(board.x, board.y, board.width, board.height)
    canvas.fill_style = palette.coordinates
    canvas.font = _font(layout.margin * 0.55, bold=True)
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    for label, x, y in layout.coordinate_positions():
        canvas.fill_text(label, x, y)


def draw_pieces(
    canvas: Any,
    layout: BoardLayout,
    sprites: SpriteSet,
    pieces: Iterable[tuple[int, Side, Kind]],
) -> None:
    for square, side, kind in pieces:
        rect = layout.square_rect(square)
        canvas.draw_image(sprites.canvas(side, kind), rect.x, rect.y, rect.width, rect.height)


def tint_squares(
    canvas: Any, layout: BoardLayout, squares: Iterable[int], colour: str, alpha: float
) -> None:
    rects = [layout.square_rect(square) for square in squares]
    if not rects:
        return
    canvas.global_alpha = alpha
    canvas.fill_style = colour
    canvas.fill_rects([r.x for r in rects], [r.y for r in rects], layout.square)
    canvas.global_alpha = 1.0


def ring_square(canvas: Any, layout: BoardLayout, square: int, colour: str) -> None:
    width = layout.square * 0.09
    rect = layout.square_rect(square).inset(width / 2)
    canvas.stroke_style = colour
    canvas.line_width = width
    canvas.stroke_rect(rect.x, rect.y, rect.width, rect.height)


def arrow_points(
    start: tuple[float, float], end: tuple[float, float], square: float, end_gap: float = 0.12
) -> list[tuple[float, float]]:
    """The outline of an arrow from ``start`` to ``end`` (square centres):
    a shaft and a head whose tip stops ``end_gap`` squares short of the
    target centre."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    if length == 0:
        return []
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy, ux
    shaft = square * 0.085
    head_w = square * 0.24
    head_len = min(square * 0.42, length * 0.6)
    tip = length - square * end_gap
    base = tip - head_len
    begin = min(square * 0.18, base)

    def at(along: float, across: float) -> tuple[float, float]:
        return (x0 + ux * along + nx * across, y0 + uy * along + ny * across)

    return [
        at(begin, shaft), at(base, shaft), at(base, head_w), at(tip, 0),
        at(base, -head_w), at(base, -shaft), at(begin, -shaft),
    ]


def draw_arrow(
    canvas: Any,
    layout: BoardLayout,
    origin: int,
    target: int,
    colour: str,
    alpha: float = 0.85,
    end_gap: float = 0.12,
) -> None:
    points = arrow_points(layout.square_center(origin), layout.square_center(target),
                          layout.square, end_gap)
    if not points:
        return
    canvas.global_alpha = alpha
    canvas.fill_style = colour
    canvas.fill_polygon(points)
    canvas.global_alpha = 1.0
    canvas.stroke_style = "#FFFFFF"
    canvas.line_width = max(1.0, layout.square * 0.015)
    canvas.line_join = "round"
    canvas.stroke_polygon(points)


def draw_badge(
    canvas: Any,
    x: float,
    y: float,
    radius: float,
    text: str,
    fill: str,
    ink: str,
    edge: str,
    hollow: bool = False,
) -> None:
    """A round badge with a short text (a half's number)."""
    canvas.fill_style = ink if hollow else fill
    canvas.fill_circle(x, y, radius)
    canvas.stroke_style = fill if hollow else edge
    canvas.line_width = max(1.0, radius * (0.22 if hollow else 0.14))
    canvas.stroke_circle(x, y, radius)
    canvas.fill_style = fill if hollow else ink
    canvas.font = _font(radius * 1.35, bold=True)
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    canvas.fill_text(text, x, y + radius * 0.08)


# ------------------------------------------------------------------- tile
def draw_pips(canvas: Any, rect: Rect, number: int, colour: str) -> None:
    """The pips of ``number`` (0–6) in the square ``rect``."""
    spots = PIPS[number]
    if not spots:
        return
    canvas.fill_style = colour
    canvas.fill_circles(
        [rect.x + u * rect.width for u, _ in spots],
        [rect.y + v * rect.height for _, v in spots],
        rect.width * 0.085,
    )


def _check_mark(canvas: Any, cx: float, cy: float, r: float, colour: str) -> None:
    canvas.stroke_style = colour
    canvas.line_width = r * 0.3
    canvas.line_cap = "round"
    canvas.line_join = "round"
    canvas.begin_path()
    canvas.move_to(cx - r * 0.5, cy + r * 0.02)
    canvas.line_to(cx - r * 0.12, cy + r * 0.4)
    canvas.line_to(cx + r * 0.52, cy - r * 0.4)
    canvas.stroke()


def _cross_mark(canvas: Any, cx: float, cy: float, r: float, colour: str) -> None:
    canvas.stroke_style = colour
    canvas.line_width = r * 0.3
    canvas.line_cap = "round"
    d = r * 0.42
    canvas.begin_path()
    canvas.move_to(cx - d, cy - d)
    canvas.line_to(cx + d, cy + d)
    canvas.move_to(cx + d, cy - d)
    canvas.line_to(cx - d, cy + d)
    canvas.stroke()


def draw_half_state(canvas: Any, rect: Rect, state: HalfState, palette: Palette) -> None:
    """Under the tile's edge: a used half is veiled; a half still to play
    gets a thick yellow frame."""
    if state is HalfState.OPEN:
        canvas.stroke_style = palette.selected
        canvas.line_width = rect.width * 0.07
        rounded_rect(canvas, rect.inset(rect.width * 0.05), rect.width * 0.06)
        canvas.stroke()
    elif state in (HalfState.PLAYED, HalfState.FORFEITED):
        canvas.global_alpha = 0.6
        canvas.fill_style = palette.used_veil
        canvas.fill_rect(rect.x, rect.y, rect.width, rect.height)
        canvas.global_alpha = 1.0


def draw_half_marker(canvas: Any, rect: Rect, state: HalfState, palette: Palette) -> None:
    """On the half's top edge, clear of the pips: ✓ played, ✗ forfeited
    (filled), hollow ✗ when the half has no move and can only be forfeited."""
    r = rect.width * 0.15
    cx, cy = rect.x + rect.width / 2, rect.y
    if state in (HalfState.PLAYED, HalfState.FORFEITED):
        canvas.fill_style = palette.used_mark
        canvas.fill_circle(cx, cy, r)
        if state is HalfState.PLAYED:
            _check_mark(canvas, cx, cy, r, palette.badge_text)
        else:
            _cross_mark(canvas, cx, cy, r, palette.badge_text)
    elif state is HalfState.BLOCKED:
        canvas.fill_style = palette.tile_face
        canvas.fill_circle(cx, cy, r)
        canvas.stroke_style = palette.used_mark
        canvas.line_width = r * 0.16
        canvas.stroke_circle(cx, cy, r)
        _cross_mark(canvas, cx, cy, r, palette.used_mark)


def draw_tile(
    canvas: Any, halves: Sequence[Rect], views: Sequence[HalfView], palette: Palette
) -> None:
    """The drawn domino: both halves with their pips and state markers."""
    left, right = halves
    whole = Rect(left.x, left.y, right.right - left.x, left.height)
    radius = left.width * 0.12
    rounded_rect(canvas, whole, radius)
    canvas.fill_style = palette.tile_face
    canvas.fill()
    for rect, view in zip(halves, views, strict=True):
        draw_pips(canvas, rect.inset(rect.width * 0.06), view.number, palette.pip)
        draw_half_state(canvas, rect, view.state, palette)
    canvas.stroke_style = palette.tile_edge
    canvas.line_width = max(1.0, left.width * 0.03)
    canvas.begin_path()
    canvas.move_to(left.right, left.y + left.height * 0.14)
    canvas.line_to(left.right, left.bottom - left.height * 0.14)
    canvas.stroke()
    rounded_rect(canvas, whole, radius)
    canvas.stroke_style = palette.tile_edge
    canvas.line_width = max(1.0, left.width * 0.035)
    canvas.stroke()
    for rect, view in zip(halves, views, strict=True):
        draw_half_marker(canvas, rect, view.state, palette)


def draw_kind_icons(
    canvas: Any,
    sprites: SpriteSet,
    side: Side,
    kinds: Sequence[Kind],
    right: float,
    cy: float,
    size: float,
) -> float:
    """Small piece icons, right-aligned at ``right``; returns their left edge."""
    ordered = [k for k in _KIND_ORDER if k in kinds]
    x = right - size * len(ordered)
    for i, kind in enumerate(ordered):
        canvas.draw_image(sprites.canvas(side, kind), round(x + i * size, 1),
                          round(cy - size / 2, 1), round(size, 1), round(size, 1))
    return x


def draw_caption(
    canvas: Any, rect: Rect, view: HalfView, side: Side, sprites: SpriteSet, palette: Palette
) -> None:
    """One half's caption: number badge, "3 → rook", its state, the icon."""
    h = rect.height
    r = h * 0.3
    badge_x, cy = rect.x + r + 2, rect.y + h / 2
    filled = view.state is HalfState.OPEN
    draw_badge(canvas, badge_x, cy, r, str(view.number), palette.badge, palette.badge_text,
               palette.selected if filled else palette.badge, hollow=not filled)
    icon = h * 0.62 if len(view.kinds) == 1 else h * 0.4
    icons_left = draw_kind_icons(canvas, sprites, side, view.kinds, rect.right, cy, icon)
    text_x = badge_x + r + h * 0.22
    width = max(10.0, icons_left - text_x - h * 0.1)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_style = palette.text
    canvas.font = _font(h * 0.4, bold=True)
    canvas.fill_text(view.title, text_x, rect.y + h * 0.3, width)
    canvas.fill_style = palette.muted_text
    canvas.font = _font(h * 0.32)
    canvas.fill_text(view.caption, text_x, rect.y + h * 0.74, width)


def draw_legend(
    canvas: Any,
    layout: BoardLayout,
    title: str,
    rows: Sequence[LegendRow],
    side: Side,
    sprites: SpriteSet,
    palette: Palette,
) -> None:
    """ "Tile numbers → pieces": a mini half with pips, "3 = rook", icons."""
    panel = layout.panel
    t = panel.legend_title
    canvas.fill_style = palette.text
    canvas.font = _font(t.height * 0.62, bold=True)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(title, t.x, t.y + t.height / 2, t.width)
    for rect, row in zip(panel.legend_rows, rows, strict=True):
        h = rect.height
        cy = rect.y + h / 2
        if row.active:
            canvas.global_alpha = palette.selected_alpha
            canvas.fill_style = palette.selected
            rounded_rect(canvas, rect.inset(h * 0.04), h * 0.15)
            canvas.fill()
            canvas.global_alpha = 1.0
        face = Rect(rect.x + h * 0.12, cy - h * 0.38, h * 0.76, h * 0.76)
        rounded_rect(canvas, face, h * 0.1)
        canvas.fill_style = palette.tile_face
        canvas.fill()
        canvas.stroke_style = palette.tile_edge
        canvas.line_width = max(1.0, h * 0.035)
        canvas.stroke()
        draw_pips(canvas, face.inset(face.width * 0.04), row.number, palette.pip)
        icon = h * 0.7 if len(row.kinds) <= 1 else h * 0.56
        icons_left = draw_kind_icons(canvas, sprites, side, row.kinds, rect.right - h * 0.08,
                                     cy, icon)
        text_x = face.right + h * 0.25
        canvas.fill_style = palette.text
        canvas.font = _font(h * 0.4, bold=row.active)
        canvas.text_align = "left"
        canvas.fill_text(row.text, text_x, cy, max(10.0, icons_left - text_x - h * 0.1))


def draw_header(
    canvas: Any, rect: Rect, text: str, side: Side | None, sprites: SpriteSet, palette: Palette
) -> None:
    h = rect.height
    x = rect.x
    if side is not None:
        canvas.draw_image(sprites.canvas(side, Kind.KING), x, rect.y, h, h)
        x += h * 1.15
    canvas.fill_style = palette.text
    canvas.font = _font(h * 0.45, bold=True)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(text, x, rect.y + h / 2, max(10.0, rect.right - x))


# ------------------------------------------------------------------ scene
def draw_scene(
    layers: Sequence[Any],
    layout: BoardLayout,
    sprites: SpriteSet,
    scene: Scene,
    palette: Palette = DEFAULT_PALETTE,
) -> None:
    """Redraw the three upper layers (marks, pieces + panel, arrows + badges)."""
    marks, pieces, top = layers[LAYER_MARKS], layers[LAYER_PIECES], layers[LAYER_TOP]
    for layer in (marks, pieces, top):
        layer.clear()
    # Marks under the pieces: last actions, then the selection, then comment marks.
    ends = {sq for origin, target, _ in scene.last_actions for sq in (origin, target)}
    tint_squares(marks, layout, sorted(ends), palette.last_action, palette.last_action_alpha)
    tint_squares(marks, layout, scene.selected, palette.selected, palette.selected_alpha)
    for square, letter in scene.marks:
        ring_square(marks, layout, square, palette.annotation_colour(letter))
    # Pieces and the panel.
    draw_pieces(pieces, layout, sprites, scene.pieces)
    panel = layout.panel
    draw_header(pieces, panel.header, scene.header, scene.side if scene.halves else None,
                sprites, palette)
    if scene.halves:
        draw_tile(pieces, panel.halves, scene.halves, palette)
        for rect, view in zip(panel.captions, scene.halves, strict=True):
            draw_caption(pieces, rect, view, scene.side, sprites, palette)
    draw_legend(pieces, layout, scene.legend_title, scene.legend, scene.side, sprites, palette)
    # On top: arrows, then the badges.
    for origin, target, _ in scene.last_actions:
        # Stops at the edge of the piece that moved there.
        draw_arrow(top, layout, origin, target, palette.last_action, end_gap=0.3)
    for origin, target, letter in scene.arrows:
        draw_arrow(top, layout, origin, target, palette.annotation_colour(letter))
    draw_badges(top, layout, scene, palette)


def draw_badges(canvas: Any, layout: BoardLayout, scene: Scene, palette: Palette) -> None:
    s = layout.square
    r = s * 0.15
    corner: dict[int, int] = {}
    for badge in scene.badges:
        slot = corner.get(badge.square, 0)
        corner[badge.square] = slot + 1
        rect = layout.square_rect(badge.square)
        x = rect.x + r + s * 0.03 if slot == 0 else rect.right - r - s * 0.03
        y = rect.y + r + s * 0.03
        text = str(badge.number)
        draw_badge(canvas, x, y, r, text, palette.badge, palette.badge_text,
                   palette.selected, hollow=not badge.can_move)
    for origin, _, number in scene.last_actions:
        x, y = layout.square_center(origin)
        draw_badge(canvas, x, y, r, str(number), palette.last_action, palette.badge_text,
                   palette.badge)


__all__ = [
    "LAYER_BOARD",
    "LAYER_COUNT",
    "LAYER_MARKS",
    "LAYER_PIECES",
    "LAYER_TOP",
    "PIPS",
    "arrow_points",
    "draw_arrow",
    "draw_badge",
    "draw_board",
    "draw_caption",
    "draw_half_marker",
    "draw_half_state",
    "draw_header",
    "draw_legend",
    "draw_pieces",
    "draw_pips",
    "draw_scene",
    "draw_tile",
    "ring_square",
    "rounded_rect",
    "tint_squares",
]
