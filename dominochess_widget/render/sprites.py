"""Piece silhouettes drawn with canvas paths, pre-rendered once as sprites.

Font glyphs (♔♕♖…) look different in every browser and on some are
missing, so each piece is a path on a 100 × 100 grid: king = cross on a
bell, queen = five-pointed crown with balls, rook = crenellated tower,
bishop = mitre with a slit and a ball, knight = horse head; a draughts man
is a grooved disc, a crowned king the disc with a crown. A look is solid
with a dark outline, or *ringed* (a white inner ring), so that two sides
differ without colour too.

:class:`SpriteSet` renders each piece look a view uses into small
off-screen canvases made by the factory it is given, which the views blit
with ``draw_image``: the widget layer passes ipycanvas ``Canvas`` widgets
(:func:`dominochess_widget.widgets.canvases.new_canvas`, and shares one set
per pixel size among its views), the SVG pictures their own
(:mod:`dominochess_widget.render.pictures`); nothing here imports Jupyter.
:meth:`SpriteSet.render`
repeats the drawing for a browser page that connected later (their
pixels live only in the browser). A set also holds
the small *pictures* the views define (:meth:`SpriteSet.define`: each
numbered badge in each style), drawn once and blitted with one
``draw_image`` each.

:class:`Stamps` does the same for bigger pictures that recur at fixed
places of one view (the legend's icons in either colour, the frame of a
half to play): a picture that would take up to a kilobyte of commands is
put back with one ``draw_image``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any

from dominochess_widget.core.scene import Look
from dominochess_widget.render.geometry import Rect
from dominochess_widget.render.palette import DEFAULT_PALETTE, Palette

# A path is a list of operations on a 100 × 100 grid:
#   ("M", x, y)  ("L", x, y)  ("Q", cx, cy, x, y)  ("C", c1x, c1y, c2x, c2y, x, y)
#   ("Z",) closes the sub-path; ("O", cx, cy, r) adds a circle as its own sub-path.
Op = tuple[Any, ...]
Line = list[tuple[float, float]]
Dot = tuple[float, float, float]
#: Makes an off-screen canvas of (width, height) pixels to pre-render into
#: (the caller's: an ipycanvas ``Canvas`` in a widget, an SVG recorder in a
#: picture).
CanvasFactory = Callable[[int, int], Any]


def _poly(*points: tuple[float, float]) -> list[Op]:
    first, *rest = points
    return [("M", *first), *(("L", *p) for p in rest), ("Z",)]


_KING: list[Op] = [
    ("M", 44, 5), ("L", 56, 5), ("L", 56, 13), ("L", 65, 13), ("L", 65, 24),
    ("L", 56, 24), ("L", 56, 31),
    ("C", 74, 30, 84, 42, 75, 58),
    ("L", 68, 71), ("L", 76, 76), ("L", 79, 91), ("L", 21, 91), ("L", 24, 76), ("L", 32, 71),
    ("L", 25, 58),
    ("C", 16, 42, 26, 30, 44, 31),
    ("L", 44, 24), ("L", 35, 24), ("L", 35, 13), ("L", 44, 13), ("Z",),
]
_KING_DETAILS: list[Line] = [[(32, 71), (68, 71)], [(29, 58), (71, 58)]]

_QUEEN: list[Op] = [
    *_poly((25, 70), (13, 30), (31, 50), (32, 22), (43, 46), (50, 15), (57, 46), (68, 22),
           (69, 50), (87, 30), (75, 70), (79, 78), (80, 91), (20, 91), (21, 78)),
    ("O", 13, 27, 6), ("O", 32, 19, 6), ("O", 50, 11, 6.5), ("O", 68, 19, 6), ("O", 87, 27, 6),
]
_QUEEN_DETAILS: list[Line] = [[(25, 70), (75, 70)], [(21, 78), (79, 78)]]

_ROOK: list[Op] = _poly(
    (20, 91), (80, 91), (78, 78), (69, 73), (69, 41), (77, 34), (77, 11), (65, 11), (65, 20),
    (56, 20), (56, 11), (44, 11), (44, 20), (35, 20), (35, 11), (23, 11), (23, 34), (31, 41),
    (31, 73), (22, 78),
)
_ROOK_DETAILS: list[Line] = [[(31, 41), (69, 41)], [(31, 73), (69, 73)]]

_BISHOP: list[Op] = [
    ("M", 50, 18),
    ("C", 70, 28, 78, 48, 63, 64),
    ("L", 67, 71), ("L", 58, 75), ("L", 77, 80), ("L", 79, 91), ("L", 21, 91), ("L", 23, 80),
    ("L", 42, 75), ("L", 33, 71), ("L", 37, 64),
    ("C", 22, 48, 30, 28, 50, 18), ("Z",),
    ("O", 50, 10, 7),
]
_BISHOP_DETAILS: list[Line] = [[(58, 33), (46, 50)], [(37, 64), (63, 64)], [(33, 71), (67, 71)]]

_KNIGHT: list[Op] = [
    ("M", 20, 91), ("L", 82, 91), ("L", 80, 80),
    ("C", 86, 58, 84, 30, 64, 18),
    ("L", 62, 6), ("L", 53, 15),
    ("L", 47, 6), ("L", 42, 17),
    ("C", 32, 22, 22, 34, 14, 50),
    ("L", 12, 58),
    ("C", 14, 65, 24, 67, 30, 61),
    ("L", 44, 54),
    ("C", 44, 64, 34, 72, 28, 80),
    ("L", 22, 80), ("Z",),
]
_KNIGHT_DETAILS: list[Line] = [[(28, 80), (80, 80)]]
_KNIGHT_DOTS: list[Dot] = [(44, 32, 4.2), (18, 55, 2.6)]

#: kind → (outline path, detail lines, detail dots)
def _circle(cx: float, cy: float, r: float, steps: int = 32) -> Line:
    """A circle as a closed polyline (a detail line)."""
    return [(cx + r * math.cos(2 * math.pi * i / steps), cy + r * math.sin(2 * math.pi * i / steps))
            for i in range(steps + 1)]


#: A draughts man: a disc with the groove of a real piece; a crowned king:
#: the same disc with a crown on it.
_MAN: list[Op] = [("O", 50, 50, 41)]
_MAN_DETAILS: list[Line] = [_circle(50, 50, 28)]
_CROWN: list[Line] = [[(31, 63), (29, 37), (40, 50), (50, 31), (60, 50), (71, 37), (69, 63),
                       (31, 63)]]

#: Every silhouette by glyph name: outline, detail lines, detail dots.
SHAPES: dict[str, tuple[list[Op], list[Line], list[Dot]]] = {
    "king": (_KING, _KING_DETAILS, []),
    "queen": (_QUEEN, _QUEEN_DETAILS, []),
    "rook": (_ROOK, _ROOK_DETAILS, []),
    "bishop": (_BISHOP, _BISHOP_DETAILS, []),
    "knight": (_KNIGHT, _KNIGHT_DETAILS, _KNIGHT_DOTS),
    "man": (_MAN, _MAN_DETAILS, []),
    "crowned": (_MAN, _CROWN, []),
}


def trace(canvas: Any, ops: Sequence[Op], x: float, y: float, size: float) -> None:
    """Add the path ``ops`` (100 × 100 grid) to ``canvas``, scaled into the
    square (x, y, size, size)."""
    k = size / 100.0

    def p(u: float, v: float) -> tuple[float, float]:
        return x + u * k, y + v * k

    canvas.begin_path()
    for op in ops:
        code = op[0]
        if code == "M":
            canvas.move_to(*p(op[1], op[2]))
        elif code == "L":
            canvas.line_to(*p(op[1], op[2]))
        elif code == "Q":
            canvas.quadratic_curve_to(*p(op[1], op[2]), *p(op[3], op[4]))
        elif code == "C":
            canvas.bezier_curve_to(*p(op[1], op[2]), *p(op[3], op[4]), *p(op[5], op[6]))
        elif code == "Z":
            canvas.close_path()
        elif code == "O":
            cx, cy = p(op[1], op[2])
            radius = op[3] * k
            canvas.move_to(cx + radius, cy)
            canvas.arc(cx, cy, radius, 0, 6.283185307179586)
            canvas.close_path()
        else:  # pragma: no cover - the shapes above are fixed data
            raise ValueError(f"unknown path operation {code!r}")


def draw_piece(
    canvas: Any,
    look: Look,
    x: float,
    y: float,
    size: float,
    palette: Palette = DEFAULT_PALETTE,
) -> None:
    """Draw one piece with paths into the square (x, y, size, size)."""
    ops, details, dots = SHAPES[look.glyph]
    k = size / 100.0
    outline = max(1.0, 4.2 * k)
    canvas.line_join = "round"
    canvas.line_cap = "round"
    body = palette.piece_colour(look.colour)
    trace(canvas, ops, x, y, size)
    canvas.fill_style = body
    canvas.fill()
    if look.ringed:
        # The white inner ring: stroke the outline clipped to the inside,
        # wide in white, then narrower in blue, leaving a white band.
        canvas.save()
        canvas.clip()
        canvas.stroke_style = palette.ring
        canvas.line_width = 22 * k
        canvas.stroke()
        canvas.stroke_style = body
        canvas.line_width = 11 * k
        canvas.stroke()
        canvas.restore()  # the current path is not part of the saved state: it stays
    canvas.stroke_style = palette.outline
    canvas.line_width = outline
    canvas.stroke()
    detail_colour = palette.ring if look.ringed else palette.outline
    canvas.stroke_style = detail_colour
    canvas.line_width = max(1.0, 3.6 * k)
    for line in details:
        canvas.begin_path()
        (u0, v0), *rest = line
        canvas.move_to(x + u0 * k, y + v0 * k)
        for u, v in rest:
            canvas.line_to(x + u * k, y + v * k)
        canvas.stroke()
    canvas.fill_style = detail_colour
    for u, v, r in dots:
        canvas.fill_circle(x + u * k, y + v * k, r * k)


class SpriteSet:
    """Every piece look the views of this size use, each pre-rendered into
    its own small canvas, and any other small *pictures* they define (the
    numbered badges): put anywhere with one ``draw_image``, shared by every
    view."""

    def __init__(self, size: int, palette: Palette, factory: CanvasFactory) -> None:
        self.size = size
        self.palette = palette
        self._factory = factory
        self._canvases: dict[Look, Any] = {}
        self._pictures: dict[Hashable, tuple[Any, Callable[[Any], None]]] = {}

    def add(self, looks: Iterable[Look]) -> bool:
        """Make a sprite for each look that has none (drawn at the next
        :meth:`render`); True if any was new."""
        new = [look for look in looks if look not in self._canvases]
        for look in new:
            self._canvases[look] = self._factory(self.size, self.size)
        return bool(new)

    def canvas(self, look: Look) -> Any:
        """The sprite of ``look`` (see :meth:`add`)."""
        return self._canvases[look]

    def define(self, name: Hashable, width: int, height: int,
               draw: Callable[[Any], None]) -> None:
        """Make picture ``name``, drawn by ``draw(canvas)`` on a canvas of
        ``width`` × ``height``, unless it exists: a new one is drawn at
        once (call inside a batch), an existing one again by
        :meth:`render` (a new page)."""
        if name not in self._pictures:
            canvas = self._factory(width, height)
            self._pictures[name] = (canvas, draw)
            draw(canvas)

    def picture(self, name: Hashable) -> Any:
        """The canvas of picture ``name`` (see :meth:`define`)."""
        return self._pictures[name][0]

    def pictures(self) -> dict[Hashable, Any]:
        """Every picture defined so far: name → canvas."""
        return {name: canvas for name, (canvas, _) in self._pictures.items()}

    def render(self) -> None:
        """Draw every sprite and picture (again). Call inside a batch."""
        for look, canvas in self._canvases.items():
            canvas.clear()
            draw_piece(canvas, look, 0, 0, self.size, self.palette)
        for canvas, draw in self._pictures.values():
            canvas.clear()
            draw(canvas)


class Stamps:
    """Pictures pre-rendered for fixed places of one view, each in its own
    canvas as large as its region (whole pixels).

    A picture is drawn in view coordinates (shifted by its region's
    origin) and blitted back unscaled at that origin, so the view gets the
    pixels that drawing it there would give. Each stamp remembers what it
    holds; :meth:`forget` (a new page: the canvases are blank there) makes
    every stamp draw again on its next use.
    """

    def __init__(self, regions: Mapping[Hashable, Rect], factory: CanvasFactory) -> None:
        self._regions = dict(regions)
        self._canvases = {
            name: factory(int(region.width), int(region.height))
            for name, region in regions.items()
        }
        self._holds: dict[Hashable, Hashable] = {}

    def forget(self) -> None:
        self._holds.clear()

    def close(self) -> None:
        """Close the stamps' canvases (a board laid out anew makes new
        stamps: without this, each resize would leave its off-screen
        canvases alive in the kernel and the page)."""
        for canvas in self._canvases.values():
            canvas.close()
        self._canvases.clear()
        self._holds.clear()

    def prepare(self, name: Hashable, content: Hashable, draw: Callable[[Any], None]) -> None:
        """Make stamp ``name`` hold ``content``, drawn by ``draw(canvas)``
        unless it already does. Call inside a batch."""
        if self._holds.get(name) == content:
            return
        region, canvas = self._regions[name], self._canvases[name]
        canvas.clear()
        canvas.save()
        canvas.translate(-region.x, -region.y)
        draw(canvas)
        canvas.restore()
        self._holds[name] = content

    def place(self, canvas: Any, name: Hashable) -> None:
        """Blit stamp ``name`` at its region on ``canvas``."""
        region = self._regions[name]
        canvas.draw_image(self._canvases[name], region.x, region.y)
