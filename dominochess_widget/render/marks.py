"""What is drawn on the board besides its pieces: square tints and rings
(the last move, the selection, the comments' marks), ✓ and ✗ marks,
arrows (the last move's, the comments'), and tags on cells (an overlay's
numbers). Each draws inside the board, what it is given.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from dominochess_widget.core.scene import Badge, Segment
from dominochess_widget.render.badges import draw_badges
from dominochess_widget.render.geometry import HexLayout, Layout, Rect
from dominochess_widget.render.palette import Palette
from dominochess_widget.render.primitives import fitted_font, pen, rounded_rect
from dominochess_widget.render.sprites import SpriteSet

#: (origin, target, badge number or None) of a stretch of the last move,
#: (square, colour letter) of a comment mark, (origin, target, colour
#: letter) of a comment arrow.
LastAction = Segment


Mark = tuple[int, str]


CommentArrow = tuple[int, int, str]


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
        cross_mark(canvas, cx, cy, layout.square * 0.45, palette.used_mark)
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
    pen(canvas, colour, width)
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
    pen(canvas, "#FFFFFF", max(1.0, layout.square * 0.015), join="round")
    canvas.stroke()  # the polygon just filled is still the current path: no second copy


def draw_cell_labels(canvas: Any, layout: Layout, labels: Sequence[tuple[int, str]],
                     palette: Palette) -> None:
    """A dark tag with white text across the foot of each labelled cell,
    so the piece above it stays in sight (an overlay's numbers)."""
    for cell, text in labels:
        rect = layout.square_rect(cell)
        height = max(rect.height * 0.3, layout.least_font * 1.2)
        tag = Rect(rect.x + rect.width * 0.1, rect.bottom - height - rect.height * 0.04,
                   rect.width * 0.8, height)
        rounded_rect(canvas, tag, height * 0.3)
        canvas.fill_style = palette.badge
        canvas.global_alpha = 0.85
        canvas.fill()
        canvas.global_alpha = 1.0
        canvas.fill_style = palette.badge_text
        canvas.font = fitted_font(text, height * 0.78, tag.width * 0.92, bold=True,
                                  least=layout.least_font)
        canvas.text_align = "center"
        canvas.text_baseline = "middle"
        canvas.fill_text(text, tag.x + tag.width / 2, tag.y + height / 2 + height * 0.04)


def check_mark(canvas: Any, cx: float, cy: float, r: float, colour: str) -> None:
    pen(canvas, colour, r * 0.3, cap="round", join="round")
    canvas.begin_path()
    canvas.move_to(cx - r * 0.5, cy + r * 0.02)
    canvas.line_to(cx - r * 0.12, cy + r * 0.4)
    canvas.line_to(cx + r * 0.52, cy - r * 0.4)
    canvas.stroke()


def cross_mark(canvas: Any, cx: float, cy: float, r: float, colour: str) -> None:
    pen(canvas, colour, r * 0.3, cap="round", join="round")
    d = r * 0.42
    canvas.begin_path()
    canvas.move_to(cx - d, cy - d)
    canvas.line_to(cx + d, cy + d)
    canvas.move_to(cx + d, cy - d)
    canvas.line_to(cx - d, cy + d)
    canvas.stroke()


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


__all__ = [
    "CommentArrow",
    "LastAction",
    "Mark",
    "arrow_points",
    "check_mark",
    "cross_mark",
    "draw_arrow",
    "draw_cell_labels",
    "draw_comment_arrows_and_badges",
    "draw_last_actions",
    "draw_marks",
    "ring_square",
    "tint_squares",
]
