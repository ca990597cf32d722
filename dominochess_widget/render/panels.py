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
from dominochess_widget.render.geometry import Rect
from dominochess_widget.render.palette import Palette
from dominochess_widget.render.parts import PanelDrawer, Part, Tools
from dominochess_widget.render.primitives import fitted_font, outward
from dominochess_widget.render.sprites import SpriteSet


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
    canvas.font = fitted_font(text, h * 0.45, width, bold=True)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(text, x, rect.y + h / 2, width)


def draw_note(canvas: Any, rect: Rect, text: str, palette: Palette) -> None:
    """One line of the panel's notes ("White — men: 12, kings: 0")."""
    h = rect.height
    canvas.fill_style = palette.text
    width = max(10.0, rect.width)
    canvas.font = fitted_font(text, h * 0.5, width)
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(text, rect.x, rect.y + h / 2, width)


# ------------------------------------------------------------------ parts
class HeaderPart(Part[tuple[str, Look | None]]):
    def items(self, scene: Scene) -> dict[int, tuple[str, Look | None]]:
        return {0: (scene.header, scene.header_look)}

    def region(self, tools: Tools, key: int) -> Rect:
        return outward(tools.layout.panel.header, 2)

    def draw(self, canvas: Any, tools: Tools, key: int, value: tuple[str, Look | None]) -> None:
        draw_header(canvas, tools.layout.panel.header, *value, tools.sprites, tools.palette)


class NotesPart(Part[str]):
    """The panel's lines of text under the header, one per row, for a view
    with no panel of its own (that takes the same place); lines beyond the
    panel's rows are left out."""

    def items(self, scene: Scene) -> dict[int, str]:
        if scene.panel is not None:
            return {}
        return dict(enumerate(scene.notes))

    def region(self, tools: Tools, key: int) -> Rect:
        rows = tools.layout.panel.notes
        return rows[key] if key < len(rows) else Rect(0, 0, 0, 0)

    def draw(self, canvas: Any, tools: Tools, key: int, value: str) -> None:
        rows = tools.layout.panel.notes
        if key < len(rows):
            draw_note(canvas, rows[key], value, tools.palette)


#: Each game panel type's drawer, by the type a view puts in its scenes
#: (``Scene.panel``). The one place the render layer names a game's panel:
#: a new game with a panel of its own adds its drawer here.
PANEL_DRAWERS: dict[type[Panel], PanelDrawer] = {DominoChessPanel: dominochess_panel.DRAWER}



__all__ = ["PANEL_DRAWERS", "HeaderPart", "NotesPart", "draw_header", "draw_note"]
