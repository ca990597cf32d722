"""Drawing a dominoes table: its scene (``games/dominoes/view.py``) on a canvas.

The scene is plain data (what may be seen of the table); this draws it
and decides nothing, on the widget's ipycanvas canvas
(:class:`~dominochess_widget.widgets.dominoes.TableBoard`) or on an SVG
canvas (:mod:`dominochess_widget.render.pictures`): one drawing for both. Each
tile face and the back is a picture of ``sprites``, drawn once per size
and placed with one ``draw_image``. No Jupyter is needed.
"""

from __future__ import annotations

from typing import Any

from dominochess_widget.games.dominoes.view import BOTTOM, TOP, Box, TableScene, TileItem
from dominochess_widget.render.geometry import Rect
from dominochess_widget.render.palette import Palette
from dominochess_widget.render.sprites import SpriteSet
from dominochess_widget.render.tiles import draw_domino, draw_tile_back

#: Backing-store pixels per CSS pixel (sharp on high-DPI screens and projectors).
SCALE = 2
#: Seat colours for text (the palette's red and blue; darker Okabe–Ito green and yellow).
_TEXT_COLOURS = {"green": "#007A5A", "yellow": "#8A6D00"}


def draw_table(canvas: Any, scene: TableScene, palette: Palette, sprites: SpriteSet) -> None:
    """Draw ``scene`` on an empty canvas in backing pixels (whole numbers:
    short messages, crisp pictures). Call inside a batch."""
    width, height = px(scene.width), px(scene.height)
    canvas.fill_style = palette.light_square
    canvas.fill_rect(0, 0, width, height)
    canvas.fill_style = palette.background
    canvas.fill_rect(0, 0, width, px(TOP - 12))
    canvas.fill_rect(0, height - px(BOTTOM), width, px(BOTTOM))
    if scene.faces:
        canvas.stroke_style = palette.tile_edge
        canvas.line_width = 3
        canvas.fill_style = palette.selected
    for face in scene.faces:
        box = _px_box(face.box)
        canvas.global_alpha = palette.selected_alpha
        canvas.fill_rect(*box)
        canvas.global_alpha = 1.0
        canvas.stroke_rect(*box)
    for item in scene.tiles:
        _draw_tile(canvas, item, palette, sprites)
    canvas.text_baseline = "middle"
    canvas.text_align = "left"
    font = ""
    for label in scene.labels:
        wanted = f"{'bold ' if label.bold else ''}{px(label.size)}px sans-serif"
        if wanted != font:
            canvas.font = font = wanted
        colour = getattr(palette, label.colour, None) if label.colour else None
        canvas.fill_style = colour or _TEXT_COLOURS.get(label.colour, palette.text)
        canvas.fill_text(label.text, px(label.x), px(label.y))


def _draw_tile(canvas: Any, item: TileItem, palette: Palette, sprites: SpriteSet) -> None:
    """Place the tile's picture (made on first use of its size)."""
    x, y, width, height = _px_box(item.box)
    name = ("tile", item.numbers, width, height)
    sprites.define(name, width, height,
                   lambda sprite: _paint_tile(sprite, item.numbers, width, height, palette))
    canvas.draw_image(sprites.picture(name), x, y)
    if item.chosen or item.last:
        canvas.stroke_style = palette.selected if item.chosen else palette.last_action
        canvas.line_width = 6
        canvas.stroke_rect(x - 4, y - 4, width + 8, height + 8)


def px(value: float) -> int:
    """CSS pixels to whole backing pixels."""
    return round(value * SCALE)


def _px_box(box: Box) -> tuple[int, int, int, int]:
    return px(box.x), px(box.y), px(box.width), px(box.height)


def _paint_tile(canvas: Any, numbers: tuple[int, int] | None, width: int, height: int,
                palette: Palette) -> None:
    """A tile's picture on its own canvas: face up with its pips (the tile
    panel's drawing), or its back; upright when taller than wide."""
    box = Rect(1, 1, width - 2, height - 2)  # room for the outline's stroke
    if numbers is None:
        draw_tile_back(canvas, box, palette)
        return
    if box.width >= box.height:
        half = box.width / 2
        halves = (Rect(box.x, box.y, half, box.height),
                  Rect(box.x + half, box.y, half, box.height))
    else:
        half = box.height / 2
        halves = (Rect(box.x, box.y, box.width, half), Rect(box.x, box.y + half, box.width, half))
    draw_domino(canvas, halves, numbers, palette)
