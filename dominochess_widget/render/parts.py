"""What a view is drawn with (:class:`Tools`) and the unit the layers
redraw (:class:`Part`): one kind of thing on one layer, item by item.

A part reads its own pieces of a :class:`~dominochess_widget.core.scene.Scene`
as *items* (a key → a value: a square → its piece, a legend row → its
text, …), owns one region of one layer per item, and draws an item with
one drawing function; :class:`~dominochess_widget.render.layers.Painter`
redraws an item only when its value changed. A game's own panel is drawn
by parts of :class:`PanelPart`, which read only a panel of their type.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from dominochess_widget.core.scene import Look, Panel, Scene
from dominochess_widget.render.geometry import Layout, Rect
from dominochess_widget.render.palette import Palette
from dominochess_widget.render.sprites import SpriteSet, Stamps

V = TypeVar("V")
P = TypeVar("P", bound=Panel)


@dataclass(frozen=True)
class Tools:
    """What a view is drawn with. When any of it changes (a flip, another
    size or language), every part is redrawn."""

    layout: Layout
    sprites: SpriteSet
    palette: Palette
    language: str
    stamps: Stamps  # made with stamp_regions(layout, icon_sets)
    icon_sets: tuple[tuple[Look, ...], ...] = ()  # the view's, one per seat that has any


class Part(ABC, Generic[V]):
    """One kind of thing on one layer, drawn item by item."""

    @abstractmethod
    def items(self, scene: Scene) -> dict[int, V]:
        """What the part shows of ``scene``: item key → value."""

    @abstractmethod
    def region(self, tools: Tools, key: int) -> Rect:
        """Every pixel item ``key`` may cover (whole pixels)."""

    @abstractmethod
    def draw(self, canvas: Any, tools: Tools, key: int, value: V) -> None:
        """Draw item ``key`` on an empty region."""

    def prepare(self, tools: Tools) -> None:
        """On a full paint, before any drawing: pre-render the stamps that
        later steps may put back (a full paint may be big, a step not)."""


class PanelPart(Part[V], Generic[P, V]):
    """A part of a game's own panel: it shows nothing of a scene whose
    panel is of another type (or absent), so every game's panel parts can
    sit on the layers at once."""

    def __init__(self, panel_type: type[P]) -> None:
        self.panel_type = panel_type

    def items(self, scene: Scene) -> dict[int, V]:
        panel = scene.panel
        return self.panel_items(panel) if isinstance(panel, self.panel_type) else {}

    @abstractmethod
    def panel_items(self, panel: P) -> dict[int, V]:
        """What the part shows of ``panel``: item key → value."""



@dataclass(frozen=True)
class PanelDrawer:
    """How the render layer draws one type of game panel: its parts on
    each layer (bottom layer first, one tuple per layer, each in drawing
    order), and the pictures they pre-render with where those go, from the
    layout and the view's icon sets (see :mod:`.sprites`'s ``Stamps``)."""

    parts: tuple[tuple[Part[Any], ...], ...]
    stamp_regions: Callable[[Layout, Sequence[Sequence[Look]]], dict[Hashable, Rect]]


__all__ = ["P", "PanelDrawer", "PanelPart", "Part", "Tools", "V"]
