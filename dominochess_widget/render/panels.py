"""The panel beside the board: the part every game has — the header (whose
turn, the result) and the lines of notes a view without a panel of its own
shows under it — and, by their type, the games' own panels
(:data:`PANEL_DRAWERS`: domino chess's tile and legend,
:mod:`~dominochess_widget.render.dominochess_panel`).
"""

from __future__ import annotations

from typing import Any

from dominochess_widget.core.scene import Look, Panel, Scene
from dominochess_widget.games.dominochess.panel import DominoChessPanel
from dominochess_widget.render import dominochess_panel
from dominochess_widget.render.fonts import wrapped
from dominochess_widget.render.geometry import Layout, Rect
from dominochess_widget.render.palette import Palette
from dominochess_widget.render.parts import PanelDrawer, Part, Tools
from dominochess_widget.render.primitives import fitted_font, font, outward
from dominochess_widget.render.sprites import SpriteSet


def draw_header(canvas: Any, rect: Rect, text: str, look: Look | None, sprites: SpriteSet,
                palette: Palette, least: float = 0.0) -> None:
    """The header of a game's own panel, on one line, ``least`` px at least."""
    h = rect.height
    x = rect.x
    if look is not None:
        canvas.draw_image(sprites.canvas(look), x, rect.y, h, h)
        x += h * 1.15
    width = max(10.0, rect.right - x)
    canvas.fill_style = palette.text
    canvas.font = fitted_font(text, h * 0.45, width, bold=True, least=least)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(text, x, rect.y + h / 2, width)


#: A line of the panel's text is this many times its font's size tall.
LINE_HEIGHT = 1.3


def draw_text_panel(canvas: Any, layout: Layout, value: TextPanel, sprites: SpriteSet,
                    palette: Palette) -> None:
    """A panel of text (a view with no panel of its own): the header in
    bold after its piece, then the notes, each wrapped to the panel's width
    at the size the panel's unit gives it, ``layout.least_font`` px at
    least; lines past the panel's foot are left out."""
    header, look, notes = value
    panel = layout.panel
    area = panel.area
    unit = panel.header.height / 0.6  # the panel's unit of length
    size = max(unit * 0.27, layout.least_font)
    y = area.y
    x = area.x + unit * 0.12
    width = area.right - x
    if look is not None:
        canvas.draw_image(sprites.canvas(look), x, y, size * LINE_HEIGHT, size * LINE_HEIGHT)
    blocks = [(header, True, size * LINE_HEIGHT * 1.15 if look is not None else 0.0)]
    blocks += [(note, False, 0.0) for note in notes]
    canvas.fill_style = palette.text
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    for text, bold, indent in blocks:
        canvas.font = font(size, bold=bold)
        for line in wrapped(text, size * _WRAP_MARGIN, width - indent, bold):
            if y + size * LINE_HEIGHT > area.bottom:
                return
            canvas.fill_text(line, x + indent, y + size * LINE_HEIGHT / 2)
            y += size * LINE_HEIGHT
            indent = 0.0
        y += size * 0.3


#: Lines are wrapped as if the text were this much wider (the width
#: estimate has Helvetica's proportions; other fonts run wider).
_WRAP_MARGIN = 1.1

#: A text panel's item: the header, its piece, the notes.
TextPanel = tuple[str, Look | None, tuple[str, ...]]


# ------------------------------------------------------------------ parts
class HeaderPart(Part[tuple[str, Look | None]]):
    """The header of a game's own panel (see :class:`NotesPart` for the others)."""

    def items(self, scene: Scene) -> dict[int, tuple[str, Look | None]]:
        return {0: (scene.header, scene.header_look)} if scene.panel is not None else {}

    def region(self, tools: Tools, key: int) -> Rect:
        return outward(tools.layout.panel.header, 2)

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[str, Look | None]) -> None:
        draw_header(canvas, tools.layout.panel.header, *value, tools.sprites, tools.palette,
                    tools.layout.least_font)


class NotesPart(Part[TextPanel]):
    """The header and the notes, wrapped, for a view with no panel of its
    own (one item: a longer header moves the notes down)."""

    def items(self, scene: Scene) -> dict[int, TextPanel]:
        if scene.panel is not None:
            return {}
        return {0: (scene.header, scene.header_look, tuple(scene.notes))}

    def region(self, tools: Tools, key: int) -> Rect:
        return outward(tools.layout.panel.area, 2)

    def draw(self, canvas: Any, tools: Tools, key: int, value: TextPanel) -> None:
        draw_text_panel(canvas, tools.layout, value, tools.sprites, tools.palette)


#: Each game panel type's drawer, by the type a view puts in its scenes
#: (``Scene.panel``). The one place the render layer names a game's panel:
#: a new game with a panel of its own adds its drawer here.
PANEL_DRAWERS: dict[type[Panel], PanelDrawer] = {DominoChessPanel: dominochess_panel.DRAWER}



__all__ = ["PANEL_DRAWERS", "HeaderPart", "NotesPart", "TextPanel", "draw_header",
           "draw_text_panel"]
