"""Dominoes: real pip patterns, a tile's face, edge and back, and the
frame and veil of one half. Domino chess's drawn tile, the pool tracker's
tiles and the dominoes table all use these.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dominochess_widget.render.geometry import Rect
from dominochess_widget.render.palette import Palette
from dominochess_widget.render.primitives import circles, outward, pen, rounded_rect

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


def draw_pips(canvas: Any, rect: Rect, number: int, colour: str) -> None:
    """The pips of ``number`` (0–6) in the square ``rect``."""
    spots = PIPS[number]
    if not spots:
        return
    canvas.fill_style = colour
    circles(canvas, [rect.x + u * rect.width for u, _ in spots],
             [rect.y + v * rect.height for _, v in spots], rect.width * 0.085, fill=True)


def draw_half_pips(canvas: Any, rect: Rect, number: int, palette: Palette) -> None:
    """The pips of one half of the drawn domino."""
    draw_pips(canvas, rect.inset(rect.width * 0.06), number, palette.pip)


def draw_half_frame(canvas: Any, rect: Rect, palette: Palette) -> None:
    """The thick yellow frame of a half still to play (clear of its pips)."""
    pen(canvas, palette.selected, rect.width * 0.07, join="round")
    rounded_rect(canvas, rect.inset(rect.width * 0.05), rect.width * 0.06)
    canvas.stroke()


def draw_half_veil(canvas: Any, rect: Rect, palette: Palette) -> None:
    """The veil over a used half."""
    canvas.global_alpha = 0.6
    canvas.fill_style = palette.used_veil
    canvas.fill_rect(rect.x, rect.y, rect.width, rect.height)
    canvas.global_alpha = 1.0


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
    pen(canvas, palette.tile_edge, max(1.0, first.width * 0.03), cap="round")
    canvas.begin_path()
    if second.x > first.x:  # side by side: a vertical line between
        canvas.move_to(first.right, first.y + first.height * 0.14)
        canvas.line_to(first.right, first.bottom - first.height * 0.14)
    else:  # one above the other
        canvas.move_to(first.x + first.width * 0.14, first.bottom)
        canvas.line_to(first.right - first.width * 0.14, first.bottom)
    canvas.stroke()
    _tile_outline(canvas, halves)
    pen(canvas, palette.tile_edge, _edge_width(halves), join="round")
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
    pen(canvas, palette.muted_text, max(1.0, min(rect.width, rect.height) * 0.06))
    canvas.stroke()


def tile_edge_bounds(halves: Sequence[Rect]) -> Rect:
    return outward(tile_rect(halves), _edge_width(halves) / 2 + 1)


__all__ = [
    "PIPS",
    "draw_domino",
    "draw_half_frame",
    "draw_half_pips",
    "draw_half_veil",
    "draw_pips",
    "draw_tile_back",
    "draw_tile_edge",
    "draw_tile_face",
    "tile_edge_bounds",
    "tile_rect",
]
