"""Where each tile of the line of play lies on the table (pure geometry, O6).

Laid out from the placements alone, in their order, so that a table is
always drawn the same way. Units: a tile is 2 long and 1 wide; a plain
tile lies along its arm, a double across it (O5). The lead double stands
at the centre, across the main (east–west) line; its four faces start arms
east, west, north and south; a later double continues its arm straight on
and opens two arms at its ends, to either side.

An arm that would run past :data:`REACH` from the centre turns a corner
(it snakes back, as players do at the table's edge); a tile that would
overlap one already placed tries the other turn, then goes on straight,
past whatever is in the way, until it finds room (a gap the drawing shows
as a joint). So no two tiles ever overlap, whatever the order of play,
and :func:`fit` scales the whole table into any canvas (shrinking when
needed).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from dominochess_widget.games.dominoes.table import Face, Placement
from dominochess_widget.games.dominoes.tiles import Tile, is_double

#: East, north, west, south as (dx, dy); y grows upwards.
EAST, NORTH, WEST, SOUTH = (1, 0), (0, 1), (-1, 0), (0, -1)
#: How far from the centre (in tile widths) an arm runs before it turns.
REACH = 9.0
#: The side of the square that marks a face when whole ghosts would overlap.
NEAR = 0.9
#: The lead double's faces, by slot: east, west, north, south.
LEAD_DIRECTIONS = (EAST, WEST, NORTH, SOUTH)


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle: centre and size."""

    x: float
    y: float
    width: float
    height: float

    def overlaps(self, other: Box) -> bool:
        """True when the two share area (touching edges is fine)."""
        eps = 1e-9
        return (abs(self.x - other.x) * 2 < self.width + other.width - eps
                and abs(self.y - other.y) * 2 < self.height + other.height - eps)


@dataclass(frozen=True)
class LaidTile:
    """A tile on the table: its box, and which of its numbers faces which way.

    ``first`` is the number at the end that touches the tile it was put on
    (for the lead, its own number); ``direction`` the way its arm runs."""

    tile: Tile
    box: Box
    direction: tuple[int, int]
    first: int
    across: bool  # drawn across its arm (a double)


# A face waiting for a tile: where the next tile starts and which way it runs.
_Anchor = tuple[float, float, tuple[int, int]]


def layout(placements: tuple[Placement, ...]) -> list[LaidTile]:
    """The boxes of ``placements`` (a table's, in order), none overlapping."""
    return _lay(placements)[0]


def open_boxes(placements: tuple[Placement, ...], tile: Tile, faces: Sequence[Face],
               near: bool = False) -> dict[Face, Box]:
    """Where ``tile`` would lie if played on each of the open ``faces``
    (the ghosts a player clicks): the same rule as a real play. Each is
    placed alone, so two may overlap; ``near`` gives instead the square
    of each next to its face (the half that would touch it), a little
    smaller than a half."""
    laid, anchors = _lay(placements)
    out = {}
    for face in faces:
        x, y, direction = anchors[face.tile, face.slot]
        box, way, (sx, sy) = _room(laid, tile, x, y, direction)
        out[face] = (Box(sx + way[0] * 0.5, sy + way[1] * 0.5, NEAR, NEAR) if near else box)
    return out


def _lay(placements: tuple[Placement, ...]) -> tuple[list[LaidTile],
                                                     dict[tuple[Tile, int], _Anchor]]:
    laid: list[LaidTile] = []
    anchors: dict[tuple[Tile, int], _Anchor] = {}
    for placement in placements:
        tile, face = placement.tile, placement.on
        if face is None:
            box = Box(0.0, 0.0, 1.0, 2.0)
            laid.append(LaidTile(tile, box, EAST, tile[0], True))
            for slot, (dx, dy) in enumerate(LEAD_DIRECTIONS):
                half = 0.5 if dx else 1.0
                anchors[tile, slot] = (dx * half, dy * half, (dx, dy))
            continue
        x, y, direction = anchors.pop((face.tile, face.slot))
        box, direction, start = _room(laid, tile, x, y, direction)
        laid.append(LaidTile(tile, box, direction, face.number, is_double(tile)))
        _open(anchors, tile, box, direction, start)
    return laid, anchors


def _size(tile: Tile) -> tuple[float, float]:
    """(along, across) of ``tile`` on its arm: a double lies across."""
    return (1.0, 2.0) if is_double(tile) else (2.0, 1.0)


def _box(tile: Tile, x: float, y: float, direction: tuple[int, int]) -> Box:
    along, across = _size(tile)
    dx, dy = direction
    cx, cy = x + dx * along / 2, y + dy * along / 2
    return Box(cx, cy, along if dx else across, across if dx else along)


def _turns(direction: tuple[int, int], x: float, y: float) -> list[tuple[int, int]]:
    """The two turns from ``direction``, the one towards the centre first."""
    dx, dy = direction
    left, right = (-dy, dx), (dy, -dx)
    towards = sorted((left, right), key=lambda d: (x + d[0]) ** 2 + (y + d[1]) ** 2)
    return towards


def _room(laid: list[LaidTile], tile: Tile, x: float, y: float,
          direction: tuple[int, int]) -> tuple[Box, tuple[int, int], tuple[float, float]]:
    """Where ``tile`` goes from the anchor (x, y): straight on, or round a
    corner when the arm has run far enough or is blocked, or straight on
    past the obstacle. Returns its box, its arm's direction and its start."""
    boxes = [t.box for t in laid]

    def free(box: Box) -> bool:
        return not any(box.overlaps(other) for other in boxes)

    straight = _box(tile, x, y, direction)
    far = max(abs(straight.x), abs(straight.y)) > REACH
    if not far and free(straight):
        return straight, direction, (x, y)
    for turn in _turns(direction, x, y):
        # Round the corner: start from the anchor's side, half a width out.
        dx, dy = direction
        cx, cy = x + dx * 0.5, y + dy * 0.5
        box = _box(tile, cx + turn[0] * 0.5, cy + turn[1] * 0.5, turn)
        if free(box):
            return box, turn, (cx + turn[0] * 0.5, cy + turn[1] * 0.5)
    step = 1.0
    while True:  # straight on, past whatever is in the way
        sx, sy = x + direction[0] * step, y + direction[1] * step
        box = _box(tile, sx, sy, direction)
        if free(box):
            return box, direction, (sx, sy)
        step += 1.0


def _open(anchors: dict[tuple[Tile, int], _Anchor], tile: Tile, box: Box,
          direction: tuple[int, int], start: tuple[float, float]) -> None:
    """The faces ``tile`` opens: its far end; a double, also its two ends."""
    dx, dy = direction
    along, _ = _size(tile)
    sx, sy = start
    anchors[tile, 0] = (sx + dx * along, sy + dy * along, direction)
    if is_double(tile):
        for slot, (tx, ty) in ((1, (-dy, dx)), (2, (dy, -dx))):
            anchors[tile, slot] = (box.x + tx * 1.0, box.y + ty * 1.0, (tx, ty))


def fit(laid: list[LaidTile], width: float, height: float,
        margin: float = 0.5, largest: float = math.inf) -> tuple[float, float, float]:
    """The scale and offset (scale, x0, y0) that put every box inside a
    ``width`` × ``height`` canvas (y down), centred, with ``margin`` tile
    widths around, a tile width at most ``largest`` pixels: canvas
    x = x0 + scale·x, canvas y = y0 − scale·y."""
    if not laid:
        return 1.0, width / 2, height / 2
    left = min(t.box.x - t.box.width / 2 for t in laid) - margin
    right = max(t.box.x + t.box.width / 2 for t in laid) + margin
    bottom = min(t.box.y - t.box.height / 2 for t in laid) - margin
    top = max(t.box.y + t.box.height / 2 for t in laid) + margin
    scale = min(width / (right - left), height / (top - bottom), largest)
    x0 = width / 2 - scale * (left + right) / 2
    y0 = height / 2 + scale * (bottom + top) / 2
    return scale, x0, y0

