"""What a line puzzle counts, game by game: material and crowned pieces.

Each is seen from one seat, against all the others together (DamHex³'s two
opponents count as one, as the shared paranoid search sees them):

- **Russian draughts**: a man 1, a king 3 (the computer's ratio, ``evaluate.MAN``/``KING``);
- **Lasca**: nothing leaves the board, so the pieces a seat *commands* —
  every piece of each column it tops, prisoners included;
- **DamHex³**: a man 1, a king 3; a man on its front, waiting to be crowned
  (H9), counts as crowned.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dominochess_widget.games.damhex.board import FRONTS
from dominochess_widget.games.damhex.state import DamHex
from dominochess_widget.games.lasca.board import side_of
from dominochess_widget.games.lasca.state import Lasca
from dominochess_widget.games.russian.evaluate import KING, MAN
from dominochess_widget.games.russian.state import Draughts

#: A king counts this many men (Russian draughts and DamHex³).
KING_MEN = KING // MAN


@dataclass(frozen=True)
class Measures:
    """``material(state, seat)``: the seat's material minus the others';
    ``crowned(state, seat)``: how many of the seat's pieces are crowned."""

    material: Callable[[Any, str], int]
    crowned: Callable[[Any, str], int]


def _russian_material(state: Draughts, seat: str) -> int:
    return sum((KING_MEN if king else 1) * (1 if owner == seat else -1)
               for _square, owner, king in state.pieces())


def _russian_crowned(state: Draughts, seat: str) -> int:
    return sum(1 for _square, owner, king in state.pieces() if king and owner == seat)


def _lasca_material(state: Lasca, seat: str) -> int:
    return sum(len(column) * (1 if side_of(column[0]) == state.seats.index(seat) else -1)
               for _square, column in state.columns())


def _lasca_crowned(state: Lasca, seat: str) -> int:
    ours = state.seats.index(seat)
    return sum(1 for _square, column in state.columns()
               if column[0].isupper() and side_of(column[0]) == ours)


def _damhex_pieces(state: DamHex, seat: str) -> tuple[int, int]:
    """(men, crowned) of ``seat``: a man waiting on its front counts as crowned."""
    front = FRONTS[state.seats.index(seat)]
    men = crowned = 0
    for cell in state.pieces(seat):
        piece = state.piece_at(cell)
        if piece is not None and (piece[1] or cell in front):
            crowned += 1
        else:
            men += 1
    return men, crowned


def _damhex_material(state: DamHex, seat: str) -> int:
    total = 0
    for other in state.players:
        men, crowned = _damhex_pieces(state, other)
        total += (men + KING_MEN * crowned) * (1 if other == seat else -1)
    return total


def _damhex_crowned(state: DamHex, seat: str) -> int:
    return _damhex_pieces(state, seat)[1] if seat in state.players else 0


#: The measures of every game with line puzzles, by registry name.
MEASURES = {
    "russian": Measures(_russian_material, _russian_crowned),
    "lasca": Measures(_lasca_material, _lasca_crowned),
    "damhex": Measures(_damhex_material, _damhex_crowned),
}
