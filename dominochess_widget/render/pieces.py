"""Pieces: a piece's sprite filling its square, a Lasca column as a pile
of discs with its height badged, and rows of small piece icons (a panel's).
The silhouettes themselves are drawn once per size, as sprites
(:mod:`~dominochess_widget.render.sprites`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dominochess_widget.core.scene import Look
from dominochess_widget.render.badges import BadgeStyle, board_badge_radius, draw_badge
from dominochess_widget.render.geometry import Layout
from dominochess_widget.render.palette import Palette
from dominochess_widget.render.primitives import pen
from dominochess_widget.render.sprites import SpriteSet


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
            pen(canvas, palette.outline, max(1.0, dot_r * 0.3))
            canvas.stroke_circle(dot_x, dot_y, dot_r)
    radius = board_badge_radius(layout)
    style = BadgeStyle(palette.badge, palette.badge_text, palette.ring)
    draw_badge(canvas, rect.right - radius * 1.1, rect.y + radius * 1.1, radius, str(count),
               style)


def icons_left(right: float, size: float, looks: Sequence[Look]) -> float:
    return right - size * len(looks)


def draw_icons(
    canvas: Any, sprites: SpriteSet, looks: Sequence[Look], right: float, cy: float, size: float
) -> None:
    """Small piece icons, in the order given, right-aligned at ``right``."""
    x = icons_left(right, size, looks)
    for i, look in enumerate(looks):
        canvas.draw_image(sprites.canvas(look), round(x + i * size, 1),
                          round(cy - size / 2, 1), round(size, 1), round(size, 1))


__all__ = [
    "COLUMN_FILL",
    "COLUMN_PIECE",
    "COLUMN_RISE",
    "COLUMN_STEP",
    "draw_column",
    "draw_icons",
    "draw_piece",
    "icons_left",
]
