"""Badges: a number in a disc, on a piece (a half that selects it, a
column's height) or where a last action started.

Every numbered badge a view can show is pre-rendered once as a picture of
its sprite set (:func:`define_badges`) and put back with one
``draw_image`` (:func:`place_badge`); without pictures, badges of one
style are drawn together in few vector commands (:func:`draw_badge_set`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from dominochess_widget.core.scene import Badge, Segment
from dominochess_widget.render.geometry import Layout, Rect
from dominochess_widget.render.palette import Palette
from dominochess_widget.render.primitives import circles, font, pen
from dominochess_widget.render.sprites import SpriteSet


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


#: A badge's number is this many times its radius tall.
BADGE_TEXT_RATIO = 1.35


def badge_font(canvas: Any, radius: float) -> None:
    canvas.font = font(radius * BADGE_TEXT_RATIO, bold=True)
    canvas.text_align = "center"
    canvas.text_baseline = "middle"


def draw_badge(canvas: Any, x: float, y: float, radius: float, text: str,
               style: BadgeStyle) -> None:
    """A round badge with a short text (a half's number)."""
    canvas.fill_style = style.disc
    canvas.fill_circle(x, y, radius)
    pen(canvas, style.ring, style.ring_width(radius))
    canvas.stroke_circle(x, y, radius)
    canvas.fill_style = style.text
    badge_font(canvas, radius)
    canvas.fill_text(text, x, y + radius * 0.08)


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


def draw_badge_set(
    canvas: Any, spots: Sequence[tuple[float, float, str]], radius: float, style: BadgeStyle
) -> None:
    """Badges of one style at (x, y, text): every disc, every ring, then
    every text — the picture of drawing them one by one, as badges never
    overlap, in fewer commands."""
    xs, ys = [x for x, _, _ in spots], [y for _, y, _ in spots]
    canvas.fill_style = style.disc
    circles(canvas, xs, ys, radius, fill=True)
    pen(canvas, style.ring, style.ring_width(radius))
    circles(canvas, xs, ys, radius, fill=False)
    canvas.fill_style = style.text
    badge_font(canvas, radius)
    for x, y, text in spots:
        canvas.fill_text(text, x, y + radius * 0.08)


def board_badge_radius(layout: Layout) -> float:
    """A badge on the board: a sixth of a square across, larger on a small
    board (its number is ``layout.least_font`` px at least)."""
    return max(layout.square * 0.16, layout.least_font / BADGE_TEXT_RATIO)


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
    last_actions: Sequence[Segment],
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
        inset = _badge_picture_half(r) + s * 0.02  # the whole picture inside the square
        x = rect.x + inset if slot == 0 else rect.right - inset
        y = rect.y + inset
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
    "BADGE_TEXT_RATIO",
    "BadgeStyle",
    "badge_font",
    "badge_picture_bounds",
    "board_badge_radius",
    "board_badge_styles",
    "define_badges",
    "draw_badge",
    "draw_badge_set",
    "draw_badges",
    "place_badge",
]
