"""Pure drawing functions onto ipycanvas canvases.

Shared by every board widget: the board with its coordinates, pieces
blitted from pre-rendered sprites, the domino tile with real pip patterns,
each half's caption, the number → piece legend, square highlights, arrows
and badges. Every function draws what it is given and decides nothing;
positions come from a :class:`~dominochess_widget.render.geometry.BoardLayout`
and colours from a :class:`~dominochess_widget.render.palette.Palette`
(see there for the colour-blind-safe choices).

Each part of a view has its own function, and the ``*_bounds`` functions
say how far a part's pixels can reach, so that the caller can clear just
that region before drawing it again (see
:mod:`~dominochess_widget.render.layers`, which also decides the layers).
Callers wrap a redraw in one
:func:`~dominochess_widget.widgets.batching.batched` block so that it
reaches the browser as one message.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from dominochess_widget.core.scene import Badge, HalfState, HalfView, Look, Segment
from dominochess_widget.render.fonts import text_width
from dominochess_widget.render.geometry import HexLayout, Layout, Rect
from dominochess_widget.render.palette import DEFAULT_PALETTE, Palette
from dominochess_widget.render.sprites import SpriteSet

#: (origin, target, badge number or None) of a stretch of the last move,
#: (square, colour letter) of a comment mark, (origin, target, colour
#: letter) of a comment arrow.
LastAction = Segment
Mark = tuple[int, str]
CommentArrow = tuple[int, int, str]

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
#: Room a fitted text keeps beyond its estimated width (the estimate has
#: Helvetica's proportions; other sans-serif fonts run up to ~10% wider).
_FIT_MARGIN = 1.12


def outward(rect: Rect, pad: float = 0.0) -> Rect:
    """``rect`` grown by ``pad`` on every side, then to whole pixels (a
    region that can be cleared without touching half-covered pixels)."""
    x, y = math.floor(rect.x - pad), math.floor(rect.y - pad)
    return Rect(x, y, math.ceil(rect.right + pad) - x, math.ceil(rect.bottom + pad) - y)


def _font(size: float, bold: bool = False) -> str:
    return f"{'bold ' if bold else ''}{max(1, round(size))}px {_FONT}"


def _fitted_font(text: str, size: float, width: float, bold: bool = False) -> str:
    """The font of ``size`` px, smaller where ``text`` would be wider than
    ``width`` (a canvas squeezes a text wider than its ``max_width``)."""
    needed = text_width(text, size, bold) * _FIT_MARGIN
    return _font(size * min(1.0, width / needed) if needed > 0 else size, bold)


def _pen(canvas: Any, colour: str, width: float, cap: str = "butt", join: str = "miter") -> None:
    """Set every stroke setting: a part must not depend on what another
    part left on the canvas (parts are redrawn one by one, in any order)."""
    canvas.stroke_style = colour
    canvas.line_width = width
    canvas.line_cap = cap
    canvas.line_join = join


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
def draw_board(canvas: Any, layout: Layout, palette: Palette = DEFAULT_PALETTE) -> None:
    """Background, squares, edge and the a–h / 1–8 coordinates (or the hex
    board: its triangles, hexagons, bases, fronts and cell numbers)."""
    canvas.fill_style = palette.background
    canvas.fill_rect(0, 0, layout.width, layout.height)
    if isinstance(layout, HexLayout):
        _draw_hex_board(canvas, layout, palette)
        return
    shape = layout.shape
    for dark, colour in ((False, palette.light_square), (True, palette.dark_square)):
        rects = [layout.square_rect(sq) for sq in shape.squares if shape.is_dark(sq) == dark]
        canvas.fill_style = colour
        canvas.fill_rects([r.x for r in rects], [r.y for r in rects], layout.square)
    board = layout.board_rect
    _pen(canvas, palette.board_edge, max(1.0, layout.square * 0.025))
    canvas.stroke_rect(board.x, board.y, board.width, board.height)
    canvas.fill_style = palette.coordinates
    canvas.font = _font(layout.margin * 0.55, bold=True)
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    for label, x, y in layout.coordinate_positions():
        canvas.fill_text(label, x, y)


def _draw_hex_board(canvas: Any, layout: HexLayout, palette: Palette) -> None:
    """The kagome board (DamHex³, H1): light triangles between dark
    hexagons; each base tinted in its owner's colour, each front rimmed in
    it; every cell's number, small, where a piece leaves it visible."""
    shape = layout.shape
    canvas.fill_style = palette.light_square
    for triangle in layout.triangle_polygons():
        canvas.fill_polygon(triangle)
    canvas.fill_style = palette.dark_square
    for cell in shape.cells:
        canvas.fill_polygon(layout.cell_polygon(cell))
    canvas.global_alpha = 0.55
    for cell, colour in shape.tints:
        canvas.fill_style = getattr(palette, colour)
        canvas.fill_polygon(layout.cell_polygon(cell))
    canvas.global_alpha = 1.0
    _pen(canvas, palette.board_edge, max(1.0, layout.unit * 0.025), join="round")
    for cell in shape.cells:
        canvas.stroke_polygon(layout.cell_polygon(cell))
    for cell, colour in shape.rims:
        _pen(canvas, getattr(palette, colour), max(2.0, layout.unit * 0.07), join="round")
        canvas.stroke_polygon(layout.cell_polygon(cell, 0.86))
    canvas.fill_style = palette.background
    canvas.font = _font(layout.unit * 0.23, bold=True)
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    for cell in shape.cells:
        x, y = layout.square_center(cell)
        canvas.fill_text(shape.name(cell), x, y - layout.unit * 0.3)


def draw_piece(canvas: Any, layout: Layout, sprites: SpriteSet, square: int,
               look: Look) -> None:
    """The piece's sprite, filling its square exactly."""
    rect = layout.square_rect(square)
    canvas.draw_image(sprites.canvas(look), rect.x, rect.y, rect.width, rect.height)


#: A column's pieces are drawn at most this big (of the square), each at
#: most this much (of the square) above the one under it, the whole pile at
#: most this tall: a tall column's pieces shrink, so that it stays inside
#: its square (the layer redraws a square, nothing beyond it).
COLUMN_PIECE = 0.78
COLUMN_STEP = 0.13
COLUMN_RISE = 0.3
COLUMN_FILL = 0.96


def draw_column(canvas: Any, layout: Layout, sprites: SpriteSet, square: int,
                looks: Sequence[Look], palette: Palette) -> None:
    """A column (``looks`` top first) as a pile of discs seen from above
    and in front: each piece shows a crescent under the one above it, so
    its colour (solid or ringed) reads at a glance; a prisoner officer's
    crescent carries a dot (a commander officer shows its crown); a badge
    gives the height."""
    rect = layout.square_rect(square)
    count = len(looks)
    rise = min(COLUMN_STEP * (count - 1), COLUMN_RISE)
    size = rect.width * min(COLUMN_PIECE, COLUMN_FILL - rise)
    step = rect.width * rise / (count - 1)
    x = rect.x + (rect.width - size) / 2
    bottom_y = rect.y + (rect.height - size) / 2 + step * (count - 1) / 2
    for depth in range(count - 1, -1, -1):  # the bottom piece first
        look = looks[depth]
        y = bottom_y - step * (count - 1 - depth)
        canvas.draw_image(sprites.canvas(look), x, y, size, size)
        if depth and look.glyph == "crowned":  # a prisoner officer: a dot on its crescent
            dot_x, dot_y, dot_r = x + size / 2, y + size * 0.91 - step / 2, max(1.5, step * 0.45)
            canvas.fill_style = palette.selected
            canvas.fill_circle(dot_x, dot_y, dot_r)
            _pen(canvas, palette.outline, max(1.0, dot_r * 0.3))
            canvas.stroke_circle(dot_x, dot_y, dot_r)
    radius = board_badge_radius(layout)
    style = BadgeStyle(palette.badge, palette.badge_text, palette.ring)
    draw_badge(canvas, rect.right - radius * 1.1, rect.y + radius * 1.1, radius, str(count),
               style)


def draw_marks(
    canvas: Any,
    layout: Layout,
    last_actions: Sequence[LastAction],
    selected: Sequence[int],
    marks: Sequence[Mark],
    palette: Palette,
    taken: Sequence[int] = (),
) -> None:
    """Square tints and rings, inside their squares: the last actions'
    ends and the squares of the pieces they took (these also crossed),
    then the selected pieces, then the comment marks."""
    ends = {square for origin, target, _ in last_actions for square in (origin, target)}
    tint_squares(canvas, layout, sorted(ends | set(taken)), palette.last_action,
                 palette.last_action_alpha)
    for square in taken:
        cx, cy = layout.square_center(square)
        _cross_mark(canvas, cx, cy, layout.square * 0.45, palette.used_mark)
    tint_squares(canvas, layout, selected, palette.selected, palette.selected_alpha)
    for square, letter in marks:
        ring_square(canvas, layout, square, palette.annotation_colour(letter))


#: From this many squares on, one ``fill_rects`` (binary buffers plus ~100
#: bytes of description) is shorter than one ``fill_rect`` (~28 bytes) each.
_RECTS_FROM = 4


def tint_squares(
    canvas: Any, layout: Layout, squares: Iterable[int], colour: str, alpha: float
) -> None:
    rects = [layout.square_rect(square) for square in squares]
    if not rects:
        return
    canvas.global_alpha = alpha
    canvas.fill_style = colour
    if isinstance(layout, HexLayout):  # a hexagon, not the piece's square
        for square in squares:
            canvas.fill_polygon(layout.cell_polygon(square))
        canvas.global_alpha = 1.0
        return
    if len(rects) >= _RECTS_FROM:
        canvas.fill_rects([r.x for r in rects], [r.y for r in rects], layout.square)
    else:  # the browser fills them one by one either way
        for r in rects:
            canvas.fill_rect(r.x, r.y, layout.square, layout.square)
    canvas.global_alpha = 1.0


def ring_square(canvas: Any, layout: Layout, square: int, colour: str) -> None:
    # A multiple of 0.2 px: the ring's edges are then whole tenths of a
    # pixel, which the coordinates sent keep exactly (inside its square).
    width = round(layout.square * 0.45) / 5
    _pen(canvas, colour, width)
    if isinstance(layout, HexLayout):
        canvas.stroke_polygon(layout.cell_polygon(square, 0.8))
        return
    rect = layout.square_rect(square).inset(width / 2)
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
    layout: Layout,
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
    _pen(canvas, "#FFFFFF", max(1.0, layout.square * 0.015), join="round")
    canvas.stroke()  # the polygon just filled is still the current path: no second copy


@dataclass(frozen=True)
class BadgeStyle:
    """A badge's colours: ``fill`` disc with an ``edge`` ring and ``ink``
    text, or (``hollow``) an ``ink`` disc with a thick ``fill`` ring and text."""

    fill: str
    ink: str
    edge: str
    hollow: bool = False

    @property
    def disc(self) -> str:
        return self.ink if self.hollow else self.fill

    @property
    def ring(self) -> str:
        return self.fill if self.hollow else self.edge

    @property
    def text(self) -> str:
        return self.fill if self.hollow else self.ink

    def ring_width(self, radius: float) -> float:
        return max(1.0, radius * (0.22 if self.hollow else 0.14))


def _badge_font(canvas: Any, radius: float) -> None:
    canvas.font = _font(radius * 1.35, bold=True)
    canvas.text_align = "center"
    canvas.text_baseline = "middle"


def draw_badge(canvas: Any, x: float, y: float, radius: float, text: str,
               style: BadgeStyle) -> None:
    """A round badge with a short text (a half's number)."""
    canvas.fill_style = style.disc
    canvas.fill_circle(x, y, radius)
    _pen(canvas, style.ring, style.ring_width(radius))
    canvas.stroke_circle(x, y, radius)
    canvas.fill_style = style.text
    _badge_font(canvas, radius)
    canvas.fill_text(text, x, y + radius * 0.08)


def draw_cell_labels(canvas: Any, layout: Layout, labels: Sequence[tuple[int, str]],
                     palette: Palette) -> None:
    """A dark tag with white text across the foot of each labelled cell,
    so the piece above it stays in sight (an overlay's numbers)."""
    for cell, text in labels:
        rect = layout.square_rect(cell)
        height = rect.height * 0.3
        tag = Rect(rect.x + rect.width * 0.1, rect.bottom - height - rect.height * 0.04,
                   rect.width * 0.8, height)
        rounded_rect(canvas, tag, height * 0.3)
        canvas.fill_style = palette.badge
        canvas.global_alpha = 0.85
        canvas.fill()
        canvas.global_alpha = 1.0
        canvas.fill_style = palette.badge_text
        canvas.font = _fitted_font(text, height * 0.78, tag.width * 0.92, bold=True)
        canvas.text_align = "center"
        canvas.text_baseline = "middle"
        canvas.fill_text(text, tag.x + tag.width / 2, tag.y + height / 2 + height * 0.04)


#: The numbers a badge can show (a half's pips).
BADGE_NUMBERS = tuple(range(7))


def _badge_picture_half(radius: float) -> int:
    """Half the side of a badge's picture: the disc, its widest ring and a
    pixel of anti-aliasing (whole pixels: the centre is a pixel corner)."""
    return math.ceil(radius + max(1.0, radius * 0.22) / 2 + 1)


def _draw_badge_picture(canvas: Any, radius: float, number: int, style: BadgeStyle) -> None:
    half = _badge_picture_half(radius)
    draw_badge(canvas, half, half, radius, str(number), style)


def define_badges(sprites: SpriteSet, radius: float, styles: Iterable[BadgeStyle]) -> None:
    """Pre-render every number's badge of ``radius`` in each style as a
    picture of ``sprites`` (a badge is then one ``draw_image``, not a
    disc, a ring, a font and a text). Call inside a batch."""
    side = 2 * _badge_picture_half(radius)
    for style in styles:
        for number in BADGE_NUMBERS:
            sprites.define(("badge", radius, style, number), side, side, partial(
                _draw_badge_picture, radius=radius, number=number, style=style))


def place_badge(canvas: Any, sprites: SpriteSet, x: int, y: int, radius: float, number: int,
                style: BadgeStyle) -> None:
    """The badge picture of :func:`define_badges`, centred on pixel corner (x, y)."""
    half = _badge_picture_half(radius)
    canvas.draw_image(sprites.picture(("badge", radius, style, number)), x - half, y - half)


def badge_picture_bounds(x: int, y: int, radius: float) -> Rect:
    """Where :func:`place_badge` draws."""
    half = _badge_picture_half(radius)
    return Rect(x - half, y - half, 2 * half, 2 * half)


#: From this many circles on, one vector command (binary buffers plus ~90
#: bytes of description) is shorter than one command per circle.
_VECTOR_FROM = 6


def _circles(canvas: Any, xs: list[float], ys: list[float], radius: float, fill: bool) -> None:
    """Fill or stroke circles of one radius in the shortest commands (the
    browser draws them one by one either way)."""
    if len(xs) >= _VECTOR_FROM:
        (canvas.fill_circles if fill else canvas.stroke_circles)(xs, ys, radius)
        return
    for x, y in zip(xs, ys, strict=True):
        (canvas.fill_circle if fill else canvas.stroke_circle)(x, y, radius)


def draw_badge_set(
    canvas: Any, spots: Sequence[tuple[float, float, str]], radius: float, style: BadgeStyle
) -> None:
    """Badges of one style at (x, y, text): every disc, every ring, then
    every text — the picture of drawing them one by one, as badges never
    overlap, in fewer commands."""
    xs, ys = [x for x, _, _ in spots], [y for _, y, _ in spots]
    canvas.fill_style = style.disc
    _circles(canvas, xs, ys, radius, fill=True)
    _pen(canvas, style.ring, style.ring_width(radius))
    _circles(canvas, xs, ys, radius, fill=False)
    canvas.fill_style = style.text
    _badge_font(canvas, radius)
    for x, y, text in spots:
        canvas.fill_text(text, x, y + radius * 0.08)


# ------------------------------------------------------------------- tile
def draw_pips(canvas: Any, rect: Rect, number: int, colour: str) -> None:
    """The pips of ``number`` (0–6) in the square ``rect``."""
    spots = PIPS[number]
    if not spots:
        return
    canvas.fill_style = colour
    _circles(canvas, [rect.x + u * rect.width for u, _ in spots],
             [rect.y + v * rect.height for _, v in spots], rect.width * 0.085, fill=True)


def _check_mark(canvas: Any, cx: float, cy: float, r: float, colour: str) -> None:
    _pen(canvas, colour, r * 0.3, cap="round", join="round")
    canvas.begin_path()
    canvas.move_to(cx - r * 0.5, cy + r * 0.02)
    canvas.line_to(cx - r * 0.12, cy + r * 0.4)
    canvas.line_to(cx + r * 0.52, cy - r * 0.4)
    canvas.stroke()


def _cross_mark(canvas: Any, cx: float, cy: float, r: float, colour: str) -> None:
    _pen(canvas, colour, r * 0.3, cap="round", join="round")
    d = r * 0.42
    canvas.begin_path()
    canvas.move_to(cx - d, cy - d)
    canvas.line_to(cx + d, cy + d)
    canvas.move_to(cx + d, cy - d)
    canvas.line_to(cx - d, cy + d)
    canvas.stroke()


def draw_half_pips(canvas: Any, rect: Rect, number: int, palette: Palette) -> None:
    """The pips of one half of the drawn domino."""
    draw_pips(canvas, rect.inset(rect.width * 0.06), number, palette.pip)


def draw_half_frame(canvas: Any, rect: Rect, palette: Palette) -> None:
    """The thick yellow frame of a half still to play (clear of its pips)."""
    _pen(canvas, palette.selected, rect.width * 0.07, join="round")
    rounded_rect(canvas, rect.inset(rect.width * 0.05), rect.width * 0.06)
    canvas.stroke()


def draw_half_veil(canvas: Any, rect: Rect, palette: Palette) -> None:
    """The veil over a used half."""
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
        _pen(canvas, palette.used_mark, r * 0.16, cap="round", join="round")
        canvas.stroke_circle(cx, cy, r)
        _cross_mark(canvas, cx, cy, r, palette.used_mark)


def tile_rect(halves: Sequence[Rect]) -> Rect:
    """The whole drawn domino (its halves side by side or one above the other)."""
    first, second = halves
    return Rect(first.x, first.y, second.right - first.x, second.bottom - first.y)


def _tile_outline(canvas: Any, halves: Sequence[Rect]) -> None:
    rounded_rect(canvas, tile_rect(halves), halves[0].width * 0.12)


def draw_tile_face(canvas: Any, halves: Sequence[Rect], palette: Palette) -> None:
    """The domino's blank face (under its pips)."""
    _tile_outline(canvas, halves)
    canvas.fill_style = palette.tile_face
    canvas.fill()


def _edge_width(halves: Sequence[Rect]) -> float:
    return max(1.0, halves[0].width * 0.035)


def draw_tile_edge(canvas: Any, halves: Sequence[Rect], palette: Palette) -> None:
    """The line between the halves and the domino's outline (over the halves)."""
    first, second = halves
    _pen(canvas, palette.tile_edge, max(1.0, first.width * 0.03), cap="round")
    canvas.begin_path()
    if second.x > first.x:  # side by side: a vertical line between
        canvas.move_to(first.right, first.y + first.height * 0.14)
        canvas.line_to(first.right, first.bottom - first.height * 0.14)
    else:  # one above the other
        canvas.move_to(first.x + first.width * 0.14, first.bottom)
        canvas.line_to(first.right - first.width * 0.14, first.bottom)
    canvas.stroke()
    _tile_outline(canvas, halves)
    _pen(canvas, palette.tile_edge, _edge_width(halves), join="round")
    canvas.stroke()


def draw_domino(canvas: Any, halves: Sequence[Rect], numbers: Sequence[int],
                palette: Palette) -> None:
    """A whole domino face up: face, each half's pips, edge (as the tile panel draws it)."""
    draw_tile_face(canvas, halves, palette)
    for half, number in zip(halves, numbers, strict=True):
        draw_half_pips(canvas, half, number, palette)
    draw_tile_edge(canvas, halves, palette)


def draw_tile_back(canvas: Any, rect: Rect, palette: Palette) -> None:
    """A domino face down: nothing of its numbers shows."""
    rounded_rect(canvas, rect, min(rect.width, rect.height) * 0.12)
    canvas.fill_style = palette.tile_edge
    canvas.fill()
    rounded_rect(canvas, rect.inset(min(rect.width, rect.height) * 0.18),
                 min(rect.width, rect.height) * 0.08)
    _pen(canvas, palette.muted_text, max(1.0, min(rect.width, rect.height) * 0.06))
    canvas.stroke()


def tile_edge_bounds(halves: Sequence[Rect]) -> Rect:
    return outward(tile_rect(halves), _edge_width(halves) / 2 + 1)


def half_marker_bounds(rect: Rect) -> Rect:
    """Where :func:`draw_half_marker` can draw: its disc with the ring."""
    r = rect.width * 0.15
    return outward(Rect(rect.x + rect.width / 2 - r, rect.y - r, 2 * r, 2 * r), r * 0.08 + 1)


def _icons_left(right: float, size: float, looks: Sequence[Look]) -> float:
    return right - size * len(looks)


def draw_icons(
    canvas: Any, sprites: SpriteSet, looks: Sequence[Look], right: float, cy: float, size: float
) -> None:
    """Small piece icons, in the order given, right-aligned at ``right``."""
    x = _icons_left(right, size, looks)
    for i, look in enumerate(looks):
        canvas.draw_image(sprites.canvas(look), round(x + i * size, 1),
                          round(cy - size / 2, 1), round(size, 1), round(size, 1))


def _caption_icon_size(rect: Rect, looks: Sequence[Look]) -> float:
    return rect.height * 0.62 if len(looks) == 1 else rect.height * 0.4


def draw_caption_icons(canvas: Any, rect: Rect, looks: Sequence[Look], sprites: SpriteSet) -> None:
    """The icons of what a caption's half moves, right-aligned."""
    draw_icons(canvas, sprites, looks, rect.right, rect.y + rect.height / 2,
               _caption_icon_size(rect, looks))


def caption_icons_bounds(rect: Rect, looks: Sequence[Look]) -> Rect:
    """Where :func:`draw_caption_icons` can draw (whole pixels)."""
    size = _caption_icon_size(rect, looks)
    left = _icons_left(rect.right, size, looks)
    return outward(Rect(left, rect.y + rect.height / 2 - size / 2, rect.right - left, size), 1)


def draw_caption(
    canvas: Any,
    rect: Rect,
    view: HalfView,
    sprites: SpriteSet,
    palette: Palette,
    icons: bool = True,
) -> None:
    """One half's caption: number badge, "3 → rook", its state, the icons
    (unless ``icons`` is false: the caller puts them there)."""
    h = rect.height
    badge_x, cy, r = _caption_badge(rect)
    style = caption_badge_styles(palette)[view.state is HalfState.OPEN]
    if view.number in BADGE_NUMBERS:
        place_badge(canvas, sprites, badge_x, cy, r, view.number, style)
    else:  # pragma: no cover - halves are 0–6
        draw_badge(canvas, badge_x, cy, r, str(view.number), style)
    icon = _caption_icon_size(rect, view.looks)
    if icons:
        draw_caption_icons(canvas, rect, view.looks, sprites)
    text_x = badge_x + r + h * 0.22
    width = max(10.0, _icons_left(rect.right, icon, view.looks) - text_x - h * 0.1)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_style = palette.text
    canvas.font = _fitted_font(view.title, h * 0.4, width, bold=True)
    canvas.fill_text(view.title, text_x, rect.y + h * 0.3, width)
    canvas.fill_style = palette.muted_text
    canvas.font = _fitted_font(view.caption, h * 0.32, width)
    canvas.fill_text(view.caption, text_x, rect.y + h * 0.74, width)


def _caption_badge(rect: Rect) -> tuple[int, int, float]:
    """A caption's badge: centre and radius, whole pixels (captions a pixel
    apart in height then share one set of badge pictures)."""
    r = math.floor(rect.height * 0.3)
    return round(rect.x + r + 2), round(rect.y + rect.height / 2), r


def caption_badge_radii(captions: Iterable[Rect]) -> set[float]:
    """The radii of the captions' badges (for :func:`define_badges`)."""
    return {_caption_badge(rect)[2] for rect in captions}


def caption_badge_styles(palette: Palette) -> dict[bool, BadgeStyle]:
    """A caption's badge: filled when its half is to play (True), else hollow."""
    return {
        True: BadgeStyle(palette.badge, palette.badge_text, palette.selected),
        False: BadgeStyle(palette.badge, palette.badge_text, palette.badge, hollow=True),
    }


def caption_bounds(rect: Rect) -> Rect:
    """The caption block widened by the badge's picture and the icons' edge
    (captions are stacked, so not taller)."""
    x, y, r = _caption_badge(rect)
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
    canvas.font = _fitted_font(title, t.height * 0.62, t.width, bold=True)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(title, t.x, t.y + t.height / 2, t.width)
    for rect, number in zip(panel.legend_rows, numbers, strict=True):
        h = rect.height
        face = _legend_face(rect)
        rounded_rect(canvas, face, h * 0.1)
        canvas.fill_style = palette.tile_face
        canvas.fill()
        _pen(canvas, palette.tile_edge, max(1.0, h * 0.035), join="round")
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


def draw_note(canvas: Any, rect: Rect, text: str, palette: Palette) -> None:
    """One line of the panel's notes ("White — men: 12, kings: 0")."""
    h = rect.height
    canvas.fill_style = palette.text
    width = max(10.0, rect.width)
    canvas.font = _fitted_font(text, h * 0.5, width)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(text, rect.x, rect.y + h / 2, width)


def draw_legend_text(canvas: Any, rect: Rect, text: str, active: bool, icons: int,
                     palette: Palette) -> None:
    """ "3 = rook", bold when the row is highlighted, left of its ``icons``."""
    h = rect.height
    text_x = _legend_face(rect).right + h * 0.25
    icons_left = rect.right - h * 0.08 - _legend_icon_size(rect, icons) * icons
    width = max(10.0, icons_left - text_x - h * 0.1)
    canvas.fill_style = palette.text
    canvas.font = _fitted_font(text, h * 0.4, width, bold=active)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(text, text_x, rect.y + h / 2, width)


def draw_legend_icons(canvas: Any, rect: Rect, looks: Sequence[Look], sprites: SpriteSet) -> None:
    """A row's piece icons (in the colour of the side to move)."""
    h = rect.height
    draw_icons(canvas, sprites, looks, rect.right - h * 0.08, rect.y + h / 2,
               _legend_icon_size(rect, len(looks)))


def draw_header(
    canvas: Any, rect: Rect, text: str, look: Look | None, sprites: SpriteSet, palette: Palette
) -> None:
    h = rect.height
    x = rect.x
    if look is not None:
        canvas.draw_image(sprites.canvas(look), x, rect.y, h, h)
        x += h * 1.15
    width = max(10.0, rect.right - x)
    canvas.fill_style = palette.text
    canvas.font = _fitted_font(text, h * 0.45, width, bold=True)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(text, x, rect.y + h / 2, width)


# ---------------------------------------------------------- arrows, badges
def draw_overlay(
    canvas: Any,
    layout: Layout,
    last_actions: Sequence[LastAction],
    arrows: Sequence[CommentArrow],
    badges: Sequence[Badge],
    palette: Palette,
    sprites: SpriteSet | None = None,
) -> None:
    """Over the pieces: the last actions (:func:`draw_last_actions`), then
    the comment arrows and the badges (:func:`draw_comment_arrows_and_badges`),
    all inside the board. A view draws the two groups on separate layers, so
    that a turn's draw frame, which keeps the last turn's actions, redraws
    only the second."""
    draw_last_actions(canvas, layout, last_actions, palette, sprites)
    draw_comment_arrows_and_badges(canvas, layout, arrows, badges, palette, sprites)


def draw_last_actions(
    canvas: Any,
    layout: Layout,
    last_actions: Sequence[LastAction],
    palette: Palette,
    sprites: SpriteSet | None = None,
) -> None:
    """Each last action's arrow, then its half's number on the square it left."""
    for origin, target, _ in last_actions:
        # Stops at the edge of the piece that moved there.
        draw_arrow(canvas, layout, origin, target, palette.last_action, end_gap=0.3)
    draw_badges(canvas, layout, (), last_actions, palette, sprites)


def draw_comment_arrows_and_badges(
    canvas: Any,
    layout: Layout,
    arrows: Sequence[CommentArrow],
    badges: Sequence[Badge],
    palette: Palette,
    sprites: SpriteSet | None = None,
) -> None:
    """The comments' arrows, then the halves' numbers on the pieces they select."""
    for origin, target, letter in arrows:
        draw_arrow(canvas, layout, origin, target, palette.annotation_colour(letter))
    draw_badges(canvas, layout, badges, (), palette, sprites)


def board_badge_radius(layout: Layout) -> float:
    return layout.square * 0.16


def board_badge_styles(palette: Palette) -> dict[str, BadgeStyle]:
    """The badges on the board: a half that can move the piece ("can"),
    one that cannot ("cannot"), a last action's number ("last")."""
    return {
        "can": BadgeStyle(palette.badge, palette.badge_text, palette.selected),
        "cannot": BadgeStyle(palette.badge, palette.badge_text, palette.selected, hollow=True),
        "last": BadgeStyle(palette.last_action, palette.badge_text, palette.badge),
    }


def draw_badges(
    canvas: Any,
    layout: Layout,
    badges: Sequence[Badge],
    last_actions: Sequence[LastAction],
    palette: Palette,
    sprites: SpriteSet | None = None,
) -> None:
    """A half's number in a corner of each piece it selects (hollow when
    that piece cannot move with it), then each last action's number on the
    square it left. Centres are whole pixels. With ``sprites`` each badge
    is the picture :func:`define_badges` made (one ``draw_image``); without,
    badges of one style are drawn together in vector commands. A corner
    badge and a last action's badge never overlap (corner and centre of a
    square), so they may be drawn apart."""
    s = layout.square
    r = board_badge_radius(layout)
    styles = board_badge_styles(palette)
    spots: list[tuple[int, int, int, BadgeStyle]] = []
    corner: dict[int, int] = {}
    for badge in badges:
        slot = corner.get(badge.square, 0)
        corner[badge.square] = slot + 1
        rect = layout.square_rect(badge.square)
        x = rect.x + r + s * 0.03 if slot == 0 else rect.right - r - s * 0.03
        y = rect.y + r + s * 0.03
        spots.append((round(x), round(y), badge.number,
                      styles["can" if badge.can_move else "cannot"]))
    for origin, _, number in last_actions:
        if number is None:
            continue
        x, y = layout.square_center(origin)
        spots.append((round(x), round(y), number, styles["last"]))
    if sprites is not None and all(n in BADGE_NUMBERS for _, _, n, _ in spots):
        for x, y, number, style in spots:
            place_badge(canvas, sprites, x, y, r, number, style)
        return
    sets: dict[BadgeStyle, list[tuple[float, float, str]]] = {}
    for x, y, number, style in spots:
        sets.setdefault(style, []).append((x, y, str(number)))
    for style, group in sets.items():
        draw_badge_set(canvas, group, r, style)


__all__ = [
    "BADGE_NUMBERS",
    "PIPS",
    "BadgeStyle",
    "CommentArrow",
    "LastAction",
    "Mark",
    "arrow_points",
    "badge_picture_bounds",
    "board_badge_radius",
    "board_badge_styles",
    "caption_badge_radii",
    "caption_badge_styles",
    "caption_bounds",
    "caption_icons_bounds",
    "define_badges",
    "draw_arrow",
    "draw_badge",
    "draw_badge_set",
    "draw_badges",
    "draw_board",
    "draw_caption",
    "draw_caption_icons",
    "draw_cell_labels",
    "draw_comment_arrows_and_badges",
    "draw_half_frame",
    "draw_half_marker",
    "draw_half_pips",
    "draw_half_veil",
    "draw_header",
    "draw_icons",
    "draw_last_actions",
    "draw_legend_base",
    "draw_legend_cover",
    "draw_legend_highlight",
    "draw_legend_icons",
    "draw_legend_text",
    "draw_marks",
    "draw_note",
    "draw_overlay",
    "draw_piece",
    "draw_pips",
    "draw_tile_edge",
    "draw_tile_face",
    "half_marker_bounds",
    "legend_bounds",
    "outward",
    "place_badge",
    "ring_square",
    "rounded_rect",
    "tile_edge_bounds",
    "tile_rect",
    "tint_squares",
]
