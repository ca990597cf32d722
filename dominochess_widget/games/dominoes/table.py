"""The line of play as a tree of arms (rules O5, O6).

The lead double has four open faces (both long sides and both short
ends, O5); a tile placed on a face shows its other number at its free
end; a double played later is placed crosswise and opens three faces (the
long side opposite the tile it touches and both short ends). Every open
face can be played on; room on the table never makes a play illegal (O6):
this is a tree, its drawing is the widget's job.

A face is named by the tile it belongs to and, on a double, its number
among that double's faces: ``6|6:1`` … ``6|6:4`` for the lead double,
``4|4:1`` … ``4|4:3`` for a later one; a plain tile has one face, named
by the tile alone (``2|4``).
"""

from __future__ import annotations

from dataclasses import dataclass

from dominochess_widget.core.errors import ActionError, ArgumentTypeError
from dominochess_widget.games.dominoes.tiles import (
    Tile,
    check_tile,
    is_double,
    other_end,
    tile_name,
)

#: The faces a double opens: the lead double four (O5), a later one three.
LEAD_FACES = 4
DOUBLE_FACES = 3


@dataclass(frozen=True)
class Face:
    """An open face: the tile it belongs to, which of its faces, its number."""

    tile: Tile
    slot: int  # 0 for a plain tile; 0..3 (lead) or 0..2 on a double
    number: int

    def __post_init__(self) -> None:
        """A face made by hand is checked, so that it can always be named."""
        object.__setattr__(self, "tile", check_tile("tile", self.tile))
        for name in ("slot", "number"):
            value = getattr(self, name)
            if type(value) is not int:
                raise ArgumentTypeError(name, value, "int")
        if not (0 <= self.slot < LEAD_FACES and self.number in self.tile):
            raise ActionError("dominoes.action.not_a_face", slot=self.slot, number=self.number,
                              tile=tile_name(self.tile))

    def __str__(self) -> str:
        return tile_name(self.tile) + (f":{self.slot + 1}" if is_double(self.tile) else "")


@dataclass(frozen=True)
class Placement:
    """A tile on the table and the face it was put on (None for the lead)."""

    tile: Tile
    on: Face | None


class Table:
    """The tiles placed so far, in order, and the faces still open."""

    __slots__ = ("_open", "_placed")

    def __init__(self) -> None:
        self._placed: list[Placement] = []
        self._open: list[Face] = []

    def copy(self) -> Table:
        other = Table()
        other._placed = self._placed[:]
        other._open = self._open[:]
        return other

    @property
    def placements(self) -> tuple[Placement, ...]:
        return tuple(self._placed)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return tuple(p.tile for p in self._placed)

    def open_faces(self) -> tuple[Face, ...]:
        """The faces that can be played on, in the order they opened."""
        return tuple(self._open)

    def open_ends(self) -> tuple[int, ...]:
        """The numbers that can be matched, one per open face."""
        return tuple(face.number for face in self._open)

    def fits(self, tile: Tile) -> list[Face]:
        """The open faces ``tile`` can be placed on."""
        return [face for face in self._open if face.number in tile]

    def face(self, tile: Tile, slot: int) -> Face | None:
        for face in self._open:
            if face.tile == tile and face.slot == slot:
                return face
        return None

    def lead(self, tile: Tile) -> None:
        """Place the lead double in the centre: four open faces (O5)."""
        assert not self._placed and is_double(tile)
        self._placed.append(Placement(tile, None))
        self._open = [Face(tile, slot, tile[0]) for slot in range(LEAD_FACES)]

    def place(self, tile: Tile, face: Face) -> None:
        """Put ``tile`` on the open ``face`` (it must fit)."""
        assert face in self._open and face.number in tile
        self._placed.append(Placement(tile, face))
        index = self._open.index(face)
        if is_double(tile):
            new = [Face(tile, slot, face.number) for slot in range(DOUBLE_FACES)]
        else:
            new = [Face(tile, 0, other_end(tile, face.number))]
        self._open[index:index + 1] = new
