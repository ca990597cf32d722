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

from dominochess_widget.core.errors import SettingError
from dominochess_widget.games.dominoes.view import (
    BOTTOM,
    HEIGHT,
    TOP,
    WIDTH,
    Box,
    TableScene,
    TileItem,
)
from dominochess_widget.render.geometry import MAX_SIZE, Rect
from dominochess_widget.render.palette import Palette
from dominochess_widget.render.sprites import SpriteSet
from dominochess_widget.render.tiles import draw_domino, draw_tile_back

#: Backing-store pixels per CSS pixel (sharp on high-DPI screens and projectors).
SCALE = 2
#: Seat colours for text (the palette's red and blue; darker Okabe–Ito green and yellow).
_TEXT_COLOURS = {"green": "#007A5A", "yellow": "#8A6D00"}


def table_fitting(width: float, height: float, step: int = 10) -> int:
    """The largest table height (CSS px, by ``step``) at which the table
    fits ``width`` × ``height`` (a projector's window: issue 27, item 8);
    its own height :data:`HEIGHT` at least (its texts, 14 px there, never
    shrink: a narrow page scrolls instead), :data:`MAX_SIZE` at most."""
    size = int(min(height, width * HEIGHT / WIDTH) // step * step)
    return max(HEIGHT, min(MAX_SIZE, size))


def check_table_size(size: object) -> int:
    """``size`` as a table height in CSS px (:data:`HEIGHT` to
    :data:`MAX_SIZE`), or a clear error."""
    if not isinstance(size, int) or isinstance(size, bool) or not HEIGHT <= size <= MAX_SIZE:
        raise SettingError("board.bad_size", value=repr(size), low=HEIGHT, high=MAX_SIZE)
    return size


def table_width(size: int) -> int:
    """The CSS width of the table ``size`` px tall (its shape kept)."""
    return round(size * WIDTH / HEIGHT)


def draw_table(canvas: Any, scene: TableScene, palette: Palette, sprites: SpriteSet,
               scale: float = SCALE) -> None:
    """Draw ``scene`` on an empty canvas in backing pixels, ``scale`` of
    them per CSS pixel of the scene (a table drawn larger fills a
    projector's window, each text and tile as sharp as at its own size);
    whole numbers: short messages, crisp pictures. Call inside a batch."""
    width, height = px(scene.width, scale), px(scene.height, scale)
    canvas.fill_style = palette.light_square
    canvas.fill_rect(0, 0, width, height)
    canvas.fill_style = palette.background
    canvas.fill_rect(0, 0, width, px(TOP - 12, scale))
    canvas.fill_rect(0, height - px(BOTTOM, scale), width, px(BOTTOM, scale))
    if scene.faces:
        canvas.stroke_style = palette.tile_edge
        canvas.line_width = px(1.5, scale)
        canvas.fill_style = palette.selected
    for face in scene.faces:
        box = _px_box(face.box, scale)
        canvas.global_alpha = palette.selected_alpha
        canvas.fill_rect(*box)
        canvas.global_alpha = 1.0
        canvas.stroke_rect(*box)
    for item in scene.tiles:
        _draw_tile(canvas, item, palette, sprites, scale)
    canvas.text_baseline = "middle"
    canvas.text_align = "left"
    font = ""
    for label in scene.labels:
        wanted = f"{'bold ' if label.bold else ''}{px(label.size, scale)}px sans-serif"
        if wanted != font:
            canvas.font = font = wanted
        colour = getattr(palette, label.colour, None) if label.colour else None
        canvas.fill_style = colour or _TEXT_COLOURS.get(label.colour, palette.text)
        canvas.fill_text(label.text, px(label.x, scale), px(label.y, scale))


def _draw_tile(canvas: Any, item: TileItem, palette: Palette, sprites: SpriteSet,
               scale: float) -> None:
    """Place the tile's picture (made on first use of its size)."""
    x, y, width, height = _px_box(item.box, scale)
    name = ("tile", item.numbers, width, height)
    sprites.define(name, width, height,
                   lambda sprite: _paint_tile(sprite, item.numbers, width, height, palette))
    canvas.draw_image(sprites.picture(name), x, y)
    if item.chosen or item.last:
        canvas.stroke_style = palette.selected if item.chosen else palette.last_action
        canvas.line_width = px(3, scale)
        ring = px(2, scale)
        canvas.stroke_rect(x - ring, y - ring, width + 2 * ring, height + 2 * ring)


def px(value: float, scale: float = SCALE) -> int:
    """CSS pixels of the scene to whole backing pixels, ``scale`` per pixel."""
    return round(value * scale)


def _px_box(box: Box, scale: float) -> tuple[int, int, int, int]:
    return px(box.x, scale), px(box.y, scale), px(box.width, scale), px(box.height, scale)


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
