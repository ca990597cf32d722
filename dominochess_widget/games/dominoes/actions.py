"""A dominoes turn's actions: place a tile on an open face, draw, pass,
and deal the next round (O4, O4a, O7a).

Texts: ``6|6`` (the lead double), ``3|6@6|6:2`` (3|6 on the lead double's
second face), ``3|4@3|6`` (on the free end of 3|6), ``draw``, ``pass``,
``deal``."""

from __future__ import annotations

from dataclasses import dataclass

from dominochess_widget.core.errors import ArgumentTypeError
from dominochess_widget.games.dominoes.table import Face
from dominochess_widget.games.dominoes.tiles import Tile, check_tile, tile_name


@dataclass(frozen=True)
class Play:
    """Place ``tile`` on the open ``face`` (None: the lead double)."""

    tile: Tile
    face: Face | None = None

    def __post_init__(self) -> None:
        """A play made by hand is checked (``Play((5, 3))`` is 3|5), so that
        it can always be named and compared with the legal actions."""
        object.__setattr__(self, "tile", check_tile("tile", self.tile))
        if self.face is not None and not isinstance(self.face, Face):
            raise ArgumentTypeError("face", self.face, "dominoes_face")

    def __str__(self) -> str:
        name = tile_name(self.tile)
        return name if self.face is None else f"{name}@{self.face}"

    def __repr__(self) -> str:
        return f"<Play {self}>"


@dataclass(frozen=True)
class Draw:
    """Take one tile from the boneyard (O4a: one a turn's action, no fitting tile in hand)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Pass:
    """Nothing fits and the boneyard is empty (O4)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Deal:
    """Deal the next round, after a round's score is made (O7a, O9)."""

    def __str__(self) -> str:
        return "deal"


DRAW, PASS, DEAL = Draw(), Pass(), Deal()
Action = Play | Draw | Pass | Deal
