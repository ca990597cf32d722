"""PoolTracker: domino chess's 28 tiles and the exact odds of the next draw,
beside the board in the viewer and the play widget.

The tiles are laid out as the double-six triangle (row ``a`` holds a|a …
a|6), drawn by :func:`~dominochess_widget.render.tiles.draw_domino` into an
SVG picture; those drawn in this pool cycle are faded, the tile of the turn
being played is framed. Under them, the odds counted tile by tile
(:func:`~dominochess_widget.games.dominochess.pool.pool_view`), read out by
screen readers when they change. Only public facts reach the browser: which
tiles are face up, never the pool's order.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from dominochess_widget.games.dominochess.game import Game
from dominochess_widget.games.dominochess.pool import ODDS_LINES, PoolView, pool_view
from dominochess_widget.games.dominochess.tiles import HIGHEST, Tile
from dominochess_widget.render.geometry import Rect
from dominochess_widget.render.palette import DEFAULT_PALETTE, Palette
from dominochess_widget.render.pictures import fallback_bundle
from dominochess_widget.render.primitives import rounded_rect
from dominochess_widget.render.svg import SvgCanvas, svg_document
from dominochess_widget.render.tiles import draw_domino
from dominochess_widget.widgets.plugins import register_widgets

#: One half of a tile in the picture, in CSS pixels; tiles lie flat.
HALF = 14
GAP = 4
#: How opaque a tile already drawn in this cycle is.
DRAWN_ALPHA = 0.22


def tile_halves(tile: Tile) -> tuple[Rect, Rect]:
    """Where ``tile`` lies in the triangle: row its low number, column its high."""
    low, high = tile
    x = GAP + high * (2 * HALF + GAP)
    y = GAP + low * (HALF + GAP)
    return Rect(x, y, HALF, HALF), Rect(x + HALF, y, HALF, HALF)


def pool_svg(view: PoolView, palette: Palette = DEFAULT_PALETTE) -> str:
    """The triangle of the 28 tiles for ``view``, as an SVG picture."""
    size = HIGHEST + 1
    width, height = GAP + size * (2 * HALF + GAP), GAP + size * (HALF + GAP)
    canvas = SvgCanvas(width, height)
    for shown in view.tiles:
        halves = tile_halves(shown.tile)
        canvas.global_alpha = DRAWN_ALPHA if shown.drawn and not shown.current else 1.0
        draw_domino(canvas, halves, shown.tile, palette)
        if shown.current:
            canvas.global_alpha = 1.0
            first, second = halves
            frame = Rect(first.x, first.y, second.right - first.x, first.height).inset(-2.5)
            rounded_rect(canvas, frame, 4)
            canvas.stroke_style = palette.last_action
            canvas.line_width = 2.5
            canvas.stroke()
    return svg_document(width, height, width, height, [canvas], title=view.title)


class PoolTracker(widgets.HTML):  # type: ignore[misc]
    """The pool of a domino chess game: ``show(game)`` after every action."""

    def __init__(self, game: Game | None = None, language: str = "en", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("dcw-pool")
        self._language = language
        self.view: PoolView | None = None
        if game is not None:
            self.show(game)

    def show(self, game: Game, options: Mapping[str, Any] | None = None) -> None:
        """Draw ``game``'s pool and the odds of its next draw; with a
        ``finished`` turn in ``options`` (the board shows that turn's end),
        as it stood before the opponent's tile was drawn."""
        finished = options is not None and options.get("finished") is not None
        view = pool_view(game, self._language, finished)
        if view == self.view:
            return
        self.view = view
        picture = fallback_bundle(pool_svg(view))["text/html"]
        lines = "".join(f"<li>{html.escape(odds.text)}</li>" for odds in view.odds)
        self.value = (
            # 14 CSS px at least, also where no page style is shown (lesson 08).
            "<div role='status' aria-live='polite' style='font-size:max(14px, 1em)'>"
            f"<div style='line-height:1.25'><b>{html.escape(view.title)}</b></div>{picture}"
            # The list keeps its room when the game ends: nothing below it moves.
            "<ul style='margin:2px 0;padding-left:1.1em;line-height:1.3;"
            f"min-height:{ODDS_LINES * 1.3}em'>"
            f"{lines}</ul></div>")

    def text(self) -> str:
        """The tracker in words (what a screen reader hears)."""
        if self.view is None:
            return ""
        return "\n".join([self.view.title, *(odds.text for odds in self.view.odds)])

    def to_svg(self) -> str:
        """The triangle of tiles as an SVG picture (for a worksheet)."""
        return pool_svg(self.view) if self.view is not None else ""

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The widget, and its HTML for where no kernel runs (a saved notebook)."""
        bundle: dict[str, Any] = super()._repr_mimebundle_(**kwargs)
        return {**bundle, "text/html": self.value}

    def __repr__(self) -> str:
        return "PoolTracker()"


register_widgets("dominochess", aside=PoolTracker)
