"""Canvas primitives every drawing module shares: pens, fonts, rounded
rectangles, circles in the fewest commands, and whole-pixel regions.

Each part of a view sets every attribute it uses (:func:`pen`,
:func:`font`): a part must not depend on what another part left on the
canvas, since parts are redrawn one by one, in any order. Nothing here
imports Jupyter.
"""

from __future__ import annotations

import math
from typing import Any

from dominochess_widget.render.fonts import text_width
from dominochess_widget.render.geometry import Rect

_FONT = "sans-serif"


#: Room a fitted text keeps beyond its estimated width (the estimate has
#: Helvetica's proportions; other sans-serif fonts run up to ~10% wider).
_FIT_MARGIN = 1.12


def outward(rect: Rect, pad: float = 0.0) -> Rect:
    """``rect`` grown by ``pad`` on every side, then to whole pixels (a
    region that can be cleared without touching half-covered pixels)."""
    x, y = math.floor(rect.x - pad), math.floor(rect.y - pad)
    return Rect(x, y, math.ceil(rect.right + pad) - x, math.ceil(rect.bottom + pad) - y)


def font(size: float, bold: bool = False, least: float = 0.0) -> str:
    """The canvas font of ``size`` px, ``least`` px at least (a layout's
    ``least_font``: :data:`~dominochess_widget.render.fonts.MIN_TEXT_PX`
    CSS px)."""
    return f"{'bold ' if bold else ''}{max(1, round(max(size, least)))}px {_FONT}"


def fitted_font(text: str, size: float, width: float, bold: bool = False,
                least: float = 0.0) -> str:
    """The font of ``size`` px, smaller where ``text`` would be wider than
    ``width`` (a canvas squeezes a text wider than its ``max_width``), but
    never under ``least`` px."""
    return font(fitted_size(text, size, width, bold), bold, least)


def fitted_size(text: str, size: float, width: float, bold: bool = False) -> float:
    """The size of :func:`fitted_font` before its floor."""
    needed = text_width(text, size, bold) * _FIT_MARGIN
    return size * min(1.0, width / needed) if needed > 0 else size


def pen(canvas: Any, colour: str, width: float, cap: str = "butt", join: str = "miter") -> None:
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


#: From this many circles on, one vector command (binary buffers plus ~90
#: bytes of description) is shorter than one command per circle.
_VECTOR_FROM = 6


def circles(canvas: Any, xs: list[float], ys: list[float], radius: float, fill: bool) -> None:
    """Fill or stroke circles of one radius in the shortest commands (the
    browser draws them one by one either way)."""
    if len(xs) >= _VECTOR_FROM:
        (canvas.fill_circles if fill else canvas.stroke_circles)(xs, ys, radius)
        return
    for x, y in zip(xs, ys, strict=True):
        (canvas.fill_circle if fill else canvas.stroke_circle)(x, y, radius)


__all__ = [
    "circles",
    "fitted_font",
    "fitted_size",
    "font",
    "outward",
    "pen",
    "rounded_rect",
]
