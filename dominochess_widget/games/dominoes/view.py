"""What a dominoes table shows one seat, as pure data in canvas pixels.

:func:`table_scene` turns a match into a :class:`TableScene`: the line of
play (laid out by :mod:`.layout`, fitted to the table area), the open faces
a chosen tile fits, the seat at the bottom with its hand face up (or backs
while it is hidden), the other seats with their backs and counts, the
boneyard with its count, and the round's end with every hand face up. A
widget draws the scene and nothing else, so what reaches the page is what
this module lets through: a hand is read only when it may be shown (O10).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from dominochess_widget.core.messages import translate
from dominochess_widget.games.dominoes.actions import Play
from dominochess_widget.games.dominoes.layout import (
    EAST,
    NEAR,
    LaidTile,
    fit,
    layout,
    open_boxes,
)
from dominochess_widget.games.dominoes.narration import side
from dominochess_widget.games.dominoes.state import Dominoes
from dominochess_widget.games.dominoes.table import Face
from dominochess_widget.games.dominoes.tiles import Tile, tile_name

#: The canvas, in CSS pixels.
WIDTH, HEIGHT = 760, 540
#: The strip at the top (the other seats and the boneyard) and the hand at the bottom.
TOP, BOTTOM = 74, 128
#: A tile in a hand, upright.
HAND_W, HAND_H, HAND_GAP, RAISE = 34, 68, 8, 14
#: The pixels a tile width may take on the table, largest first: a short
#: line is not drawn huge, and a growing one shrinks by whole steps.
SIZES = (34.0, 28.0, 23.0, 19.0, 16.0, 13.0, 11.0, 9.0, 7.0, 5.0, 3.0, 2.0, 1.0)
#: A back in the top strip.
BACK_W, BACK_H, BACK_GAP = 11, 22, 3


@dataclass(frozen=True)
class Box:
    """A rectangle in canvas pixels (x, y the top left)."""

    x: float
    y: float
    width: float
    height: float

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x < self.x + self.width and self.y <= y < self.y + self.height


@dataclass(frozen=True)
class TileItem:
    """A domino to draw: face up with ``numbers`` (first half left or top),
    or a back (``numbers`` None). ``key`` names a click target (``"3|5"``
    for a tile of the shown hand); ``raised`` a playable one, ``chosen`` the
    one picked, ``last`` the table's newest tile."""

    box: Box
    numbers: tuple[int, int] | None
    key: str = ""
    raised: bool = False
    chosen: bool = False
    last: bool = False


@dataclass(frozen=True)
class FaceItem:
    """An open face where the chosen tile fits: the ghost of where it would lie."""

    box: Box
    key: str  # the face's name, "6|6:2"
    number: int


@dataclass(frozen=True)
class Label:
    """A line of text; ``x`` its left edge, ``y`` its middle."""

    x: float
    y: float
    text: str
    size: int = 14
    bold: bool = False
    colour: str = ""  # a seat's colour name, "" for plain text


@dataclass(frozen=True)
class TableScene:
    width: int
    height: int
    tiles: tuple[TileItem, ...]
    faces: tuple[FaceItem, ...]
    labels: tuple[Label, ...]
    #: The scene in words, for the live region and for tests.
    words: tuple[str, ...]

    def hit(self, x: float, y: float) -> str | None:
        """The click target at (x, y): a face's name, ``"tile:3|5"``, or None.
        A face wins over a tile; among faces, the one whose centre is
        nearest; among tiles, the one drawn last (on top in a fanned hand)."""
        faces = [f for f in self.faces if f.box.contains(x, y)]
        if faces:
            near = min(faces, key=lambda f: (f.box.x + f.box.width / 2 - x) ** 2
                       + (f.box.y + f.box.height / 2 - y) ** 2)
            return "face:" + near.key
        for item in reversed(self.tiles):
            if item.key and item.box.contains(x, y):
                return "tile:" + item.key
        return None


def table_scene(game: Dominoes, bottom: str, face_up: bool, language: str,
                chosen: Tile | None = None, open_hands: bool = False) -> TableScene:
    """The table seen from ``bottom``'s chair: its hand face up when
    ``face_up`` (else backs), every hand face up once the round has ended
    (:attr:`~.state.Dominoes.round_ended`) or when ``open_hands`` (an
    annotated round seen from every hand); ``chosen`` a tile of that hand
    whose open faces are shown."""
    bottom = game.check_seat(bottom)
    over = game.round_ended  # O7: every hand is shown at a round's end, not at a resignation
    reveal = over or face_up or open_hands
    tiles: list[TileItem] = []
    labels: list[Label] = []
    words: list[str] = []
    table_tiles, faces = _table(game, chosen if reveal and game.to_move == bottom else None)
    tiles += table_tiles
    others = [seat for seat in _from(game.seats, bottom)][1:]
    width = (WIDTH - 150) / max(1, len(others))
    for index, seat in enumerate(others):
        x = 10 + index * width
        hand = game.hand(seat) if over or open_hands else ()
        tiles += _strip(seat, hand, game.hand_sizes[seat], x)
        labels.append(_seat_label(game, seat, x, 14, language))
        words.append(_seat_words(game, seat, hand, language))
    tiles += [TileItem(Box(WIDTH - 120 + i * 4, 30 - i * 2, BACK_W * 2, BACK_H), None)
              for i in range(min(3, game.boneyard_size))]
    boneyard = translate("dominoes.view.boneyard", language, count=game.boneyard_size)
    labels.append(Label(WIDTH - 140, 14, boneyard))
    words.append(boneyard)
    hand = game.hand(bottom) if reveal else ()
    playable = {action.tile for action in game.legal_actions() if isinstance(action, Play)}
    mine = game.to_move == bottom and not (over or game.is_over)
    y = HEIGHT - BOTTOM + 34
    count = game.hand_sizes[bottom]
    # A long hand fans out: the tiles overlap so that all stay on the table.
    step = min(HAND_W + HAND_GAP, (WIDTH - 28 - HAND_W) / max(1, count - 1))
    for index in range(count):
        box = Box(14 + index * step, y, HAND_W, HAND_H)
        if not hand:
            tiles.append(TileItem(box, None))
            continue
        tile = hand[index]
        raised = mine and tile in playable
        lifted = Box(box.x, box.y - (RAISE if raised else 0), HAND_W, HAND_H)
        tiles.append(TileItem(lifted, tile, key=tile_name(tile) if mine else "",
                              raised=raised, chosen=tile == chosen))
    labels.append(_seat_label(game, bottom, 14, HEIGHT - BOTTOM + 12, language))
    words.insert(0, _seat_words(game, bottom, hand, language))
    return TableScene(WIDTH, HEIGHT, tuple(tiles), faces, tuple(labels), tuple(words))


def _from(seats: Sequence[str], first: str) -> list[str]:
    """``seats`` in playing order starting at ``first``."""
    at = list(seats).index(first)
    return [*seats[at:], *seats[:at]]


def _seat_label(game: Dominoes, seat: str, x: float, y: float, language: str) -> Label:
    text = translate("dominoes.view.seat", language, side=side(seat, language),
                     points=game.scores_so_far[seat])
    turn = game.to_move == seat and not (game.between_rounds or game.is_over)
    return Label(x, y, ("▶ " if turn else "") + text, bold=turn, colour=seat)


def _seat_words(game: Dominoes, seat: str, hand: Sequence[Tile], language: str) -> str:
    name = side(seat, language)
    if hand:
        return translate("dominoes.view.hand", language, side=name,
                         tiles=", ".join(map(tile_name, hand)))
    return translate("dominoes.view.backs", language, side=name, count=game.hand_sizes[seat])


def _strip(seat: str, hand: Sequence[Tile], count: int, x: float) -> list[TileItem]:
    """A seat's tiles in the top strip: backs, or small faces at the round's end."""
    items = []
    for index in range(count):
        numbers = hand[index] if hand else None
        wide = BACK_W * (1.6 if hand else 1)
        items.append(TileItem(Box(x + index * (wide + BACK_GAP), 30, wide, BACK_H * 1.6
                                  if hand else BACK_H), numbers))
    return items


def _table(game: Dominoes, chosen: Tile | None) -> tuple[list[TileItem], tuple[FaceItem, ...]]:
    """The line of play fitted into the table area, and the faces ``chosen`` fits."""
    placements = game.table.placements
    laid = layout(placements)
    fits: list[Face] = [a.face for a in game.legal_actions()
                        if isinstance(a, Play) and a.tile == chosen and a.face is not None]
    ghosts = open_boxes(placements, chosen, fits) if chosen is not None else {}
    if chosen is not None and any(a.overlaps(b) for i, a in enumerate(ghosts.values())
                                  for b in list(ghosts.values())[i + 1:]):
        ghosts = open_boxes(placements, chosen, fits, near=True)  # each by its own face
        # Faces side by side: squares small enough never to overlap.
        side = min([NEAR, *(max(abs(a.x - b.x), abs(a.y - b.y))
                            for i, a in enumerate(ghosts.values())
                            for b in list(ghosts.values())[i + 1:])])
        ghosts = {face: replace(box, width=side, height=side) for face, box in ghosts.items()}
    area_y, area_h = TOP, HEIGHT - TOP - BOTTOM
    everything = laid + [LaidTile(chosen or (0, 0), box, EAST, 0, False)
                         for box in ghosts.values()]
    scale, _, _ = fit(everything, WIDTH, area_h)
    # A few sizes only: a tile keeps its size (and the widget its
    # pre-rendered picture) until the line of play outgrows the table.
    step = next((size for size in SIZES if size <= scale), SIZES[-1])
    scale, x0, y0 = fit(everything, WIDTH, area_h, largest=step)

    def to_px(box: object) -> Box:
        bx, by, bw, bh = (getattr(box, name) for name in ("x", "y", "width", "height"))
        return Box(x0 + scale * (bx - bw / 2), area_y + y0 - scale * (by + bh / 2),
                   scale * bw, scale * bh)

    items = [TileItem(to_px(t.box), _numbers(t), last=i == len(laid) - 1)
             for i, t in enumerate(laid)]
    faces = tuple(FaceItem(to_px(box), str(face), face.number) for face, box in ghosts.items())
    return items, faces


def _numbers(laid: LaidTile) -> tuple[int, int]:
    """The tile's numbers in drawing order (left to right, or top to bottom):
    the number touching the tile it was put on faces back along its arm."""
    a, b = laid.tile
    first = laid.first
    other = b if first == a else a
    if laid.across:
        return (a, b)
    dx, dy = laid.direction
    if dx == 1 or dy == -1:  # east, or south (down the canvas): the first end comes first
        return (first, other)
    return (other, first)  # west, or north (up the canvas)
