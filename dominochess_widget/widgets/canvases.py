"""The ipycanvas canvases the widgets draw on.

Two things make every step through a game cheaper than plain ipycanvas:

* **Short names.** A draw batch names a canvas in every "switch canvas"
  and in every ``draw_image`` of a sprite, a badge or a layer (30–40
  times in a step), and a widget's name is a 32-character uuid by
  default. :func:`new_canvas` names its canvases with a short prefix
  drawn at random once per kernel process and a counter (``"k3f9a2c.1b"``):
  just as unique within a kernel, ~0.7 KB less per step. ipywidgets
  takes the name through its ``model_id`` argument.
* **Layers shown as one canvas.** A board is drawn on stacked layers so
  that a step can clear and redraw a square on one layer without touching
  what lies under it. ipycanvas's ``MultiCanvas`` stacks them in the
  browser, but it recomposes the whole picture once per layer that a
  batch touched (a clear, every layer, and the copy to the page: 8
  full-canvas operations per touched layer), and most steps through a
  game touch 4 of the 5 layers: 32 full-canvas operations where 8 are
  enough. :class:`LayeredCanvas` keeps the layers as canvases that are
  never shown (the browser keeps their pixels in its canvas models) and
  one visible canvas that :meth:`~LayeredCanvas.compose` repaints from
  them, once per batch. The page still holds a single ``<canvas>``, which
  receives the mouse and keyboard events.

The drawing code (:mod:`dominochess_widget.render`) imports no Jupyter: it
draws on whatever canvases it is given. This module gives it these ones
(:func:`new_canvas` as the factory of every sprite set and stamp), and
keeps the sprite sets the board widgets share (:func:`sprite_set`).
"""

from __future__ import annotations

import itertools
import secrets
from collections.abc import Hashable, Mapping
from typing import Any

from ipycanvas import Canvas

from dominochess_widget.render.geometry import Rect
from dominochess_widget.render.palette import DEFAULT_PALETTE, Palette
from dominochess_widget.render.sprites import SpriteSet, Stamps

_PREFIX = f"k{secrets.token_hex(3)}."
_COUNTER = itertools.count(1)


def new_canvas(width: int, height: int, **traits: Any) -> Canvas:
    """An ipycanvas ``Canvas`` with a short, kernel-unique name."""
    return Canvas(width=width, height=height, model_id=f"{_PREFIX}{next(_COUNTER):x}", **traits)


class LayeredCanvas:
    """``count`` layers of ``width`` × ``height`` canvas pixels and the
    canvas that shows them, bottom layer first, with ``layout``."""

    def __init__(self, count: int, width: int, height: int, layout: Any) -> None:
        self.view = new_canvas(width, height, layout=layout)
        self.layers: tuple[Canvas, ...] = tuple(
            new_canvas(width, height) for _ in range(count)
        )

    def compose(self) -> None:
        """Repaint the visible canvas from the layers (inside a batch,
        after drawing on them)."""
        view = self.view
        view.clear()
        for layer in self.layers:
            view.draw_image(layer, 0, 0)

    def close(self) -> None:
        """Close every canvas (a board laid out anew at another size no
        longer needs them; the browser frees their pixels)."""
        for canvas in (self.view, *self.layers):
            canvas.close()


def new_stamps(regions: Mapping[Hashable, Rect]) -> Stamps:
    """A view's stamps (:class:`~dominochess_widget.render.sprites.Stamps`)
    on off-screen ipycanvas canvases."""
    return Stamps(regions, new_canvas)


_SETS: dict[tuple[int, Palette], SpriteSet] = {}


def sprite_set(size: int, palette: Palette = DEFAULT_PALETTE) -> tuple[SpriteSet, bool]:
    """The sprite set for ``size`` pixels on ipycanvas canvases, shared by
    every board of this kernel, and whether it is new (a new set still has
    to be rendered)."""
    key = (size, palette)
    found = _SETS.get(key)
    if found is not None:
        return found, False
    made = _SETS[key] = SpriteSet(size, palette, new_canvas)
    return made, True
