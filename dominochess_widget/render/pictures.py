"""Pictures of any position, any game, as SVG: no Jupyter, no browser.

``svg(state)`` draws what a board widget would show of ``state`` — the
board, the pieces, domino chess's tile and legend, Lasca's columns,
DamHex³'s hexagons, a dominoes table — with the widgets' own drawing code
(:mod:`~dominochess_widget.render.layers` and the drawing modules beside
it) painting onto an SVG canvas (:mod:`~dominochess_widget.render.svg`)
instead of a browser's: one drawing, two outputs. For printed worksheets
and for the picture a saved notebook shows before it is run.

>>> from dominochess_widget import games
>>> from dominochess_widget.render import pictures
>>> text = pictures.svg(games.new("russian"), language="it")
>>> pictures.save(text, "start.svg")                      # doctest: +SKIP

A dominoes table shows only what its scene shows: no hand but ``seat``'s
(none by default) until the round is over.
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any
from urllib.parse import quote

from dominochess_widget.core.annotations import Annotations
from dominochess_widget.core.errors import SettingError, check_language
from dominochess_widget.core.geometry import HexGrid
from dominochess_widget.core.scene import BoardView, Scene
from dominochess_widget.games.dominoes.state import Dominoes
from dominochess_widget.games.dominoes.view import TableScene, table_scene
from dominochess_widget.render.geometry import BoardLayout, HexLayout, Layout
from dominochess_widget.render.layers import LAYER_COUNT, Painter, stamp_regions
from dominochess_widget.render.palette import DEFAULT_PALETTE, Palette
from dominochess_widget.render.parts import Tools
from dominochess_widget.render.scene import view_of
from dominochess_widget.render.sprites import SpriteSet, Stamps
from dominochess_widget.render.svg import SvgCanvas, svg_document
from dominochess_widget.render.table import draw_table, px


def svg(
    state: Any,
    language: str = "en",
    *,
    size: int = 480,
    flipped: bool = False,
    palette: Palette = DEFAULT_PALETTE,
    annotations: Annotations | None = None,
    last_actions: Iterable[Any] | None = None,
    finished: Any = None,
    seat: str | None = None,
    open_hands: bool = False,
    overlays: Iterable[str] = (),
) -> str:
    """``state`` as an SVG picture, as :class:`~dominochess_widget.widgets.BoardWidget`
    draws it at ``size`` CSS pixels high (``flipped``: from the second
    seat's side; DamHex³ turns to seat 1). ``annotations``, ``last_actions``
    and ``finished`` are :meth:`BoardWidget.show`'s. A dominoes table is
    seen from ``seat`` (its hand face up; None: every hand face down) or,
    with ``open_hands``, with every hand shown. ``overlays`` switches on
    the view's overlays, such as domino chess's ``"danger"`` map."""
    check_language(language)
    if isinstance(state, Dominoes):
        if seat is not None and seat not in state.seats:
            raise SettingError("dominoes.bad_seat", value=seat, seats=", ".join(state.seats))
        scene = table_scene(state, seat or state.seats[0], seat is not None, language,
                            open_hands=open_hands)
        return table_svg(scene, palette)
    view = view_of(state)
    options = {"annotations": annotations, "finished": finished,
               "last_actions": None if last_actions is None else tuple(last_actions),
               **dict.fromkeys(overlays, True)}
    layout = board_layout(view, size, flipped)
    return board_svg(view, view.scene(state, language, options), layout, palette, language)


def board_layout(view: BoardView, size: int, flipped: bool) -> Layout:
    """The pixel layout of ``view``'s board (every view has the same canvas
    size: a board of any shape fills the same square, the panel beside it)."""
    if isinstance(view.shape, HexGrid):
        return HexLayout(size=size, shape=view.shape, turn=int(flipped))
    return BoardLayout(size=size, flipped=flipped, shape=view.shape)


def board_svg(view: BoardView, scene: Scene, layout: Layout, palette: Palette = DEFAULT_PALETTE,
              language: str = "en") -> str:
    """``scene`` painted as a board widget paints it (every layer, the
    sprites and pre-rendered pictures as symbols)."""
    sprites = SpriteSet(layout.square, palette, SvgCanvas)
    sprites.add(view.looks)
    sprites.render()
    stamps = Stamps(stamp_regions(layout, view.icon_sets), SvgCanvas)
    layers = [SvgCanvas(layout.width, layout.height) for _ in range(LAYER_COUNT)]
    tools = Tools(layout, sprites, palette, language, stamps, view.icon_sets)
    Painter(layers).paint(scene, tools)
    return svg_document(layout.width, layout.height, layout.css_width, layout.css_height,
                        layers, title=scene.header)


def table_svg(scene: TableScene, palette: Palette = DEFAULT_PALETTE) -> str:
    """A dominoes table's scene painted as its widget paints it: only what
    the scene holds, so no more than the table shows."""
    canvas = SvgCanvas(px(scene.width), px(scene.height))
    draw_table(canvas, scene, palette, SpriteSet(1, palette, SvgCanvas))
    return svg_document(canvas.width, canvas.height, scene.width, scene.height, [canvas],
                        title=scene.words[0] if scene.words else "")


def save(picture: str, path: str | os.PathLike[str]) -> Path:
    """Write an SVG picture to ``path`` (for a worksheet: a browser, a word
    processor or Inkscape opens it and prints it at any size)."""
    target = Path(path)
    target.write_text(picture, encoding="utf-8")
    return target


def fallback_bundle(picture: str) -> dict[str, str]:
    """The output that shows ``picture`` where a widget cannot be shown (a
    saved notebook opened before it is run, nbviewer, GitHub): an HTML
    ``<img>`` of it. JupyterLab shows the outputs of a notebook it does not
    trust yet only in a safe type (HTML, sanitized: an image survives, an
    inline ``<svg>`` does not; ``image/svg+xml`` is not safe), and nbconvert
    (nbviewer) prefers HTML too. The picture goes in as text, not base64
    (the picture's attributes use single quotes; ``#``, ``%``, ``&``, ``"``
    and non-ASCII letters are %-escaped): 5–10% longer than the SVG, not
    33%. The image's alt text is the picture's title."""
    found = re.search(r"<title>(.*?)</title>", picture)
    alt = html.unescape(found.group(1)) if found else ""
    data = quote(picture, safe=_URL_SAFE)
    return {"text/html": f'<img src="data:image/svg+xml;charset=utf-8,{data}" alt={_quote(alt)}>'}


#: What may stay as it is in the picture's data URL inside a double-quoted
#: HTML attribute (letters, digits and "_.-~" always do).
_URL_SAFE = " '<>/=:;,.()!*+?@$[]{}|^`~"


def _quote(text: str) -> str:
    return '"' + html.escape(text, quote=True) + '"'


__all__ = ["board_layout", "board_svg", "fallback_bundle", "save", "svg", "table_svg"]
