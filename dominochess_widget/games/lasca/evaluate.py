"""How good a Lasca position looks, for the computer's search.

Nothing leaves the board, so material is about who commands what:

- a column counts for its owner by its commander — an officer is worth
  :data:`OFFICER` (flying, L1) or :data:`SHORT_OFFICER` (Lasker's), a
  soldier :data:`SOLDIER`, plus a little for each rank it has advanced
  and for a central square;
- each enemy piece held under your commander is worth :data:`HELD` of its
  value to you (it is out of the enemy's play, though a capture of your
  commander would free it), so a column of yours holding prisoners is
  worth more than its top;
- each of your own pieces under your commander is a reserve
  (:data:`RESERVE` of its value): take the top and the column stays yours.

Scores are in hundredths of a soldier, from the side to move's view, and
stay far inside the search's decided range. Pure Python.
"""

from __future__ import annotations

from dominochess_widget.games.lasca.board import PLAYABLE, SIZE

SOLDIER = 100
OFFICER = 260
SHORT_OFFICER = 190
#: Shares of a piece's value for a prisoner held and for a reserve.
HELD = 0.55
RESERVE = 0.3
#: Per rank a commanding soldier has advanced from its own first rank.
ADVANCE = 6
#: For a commander on one of the central squares.
CENTRE = 8
_CENTRE = frozenset(r * SIZE + f for r in (2, 3, 4) for f in (2, 3, 4))
#: The side to move's small edge (it is its turn).
TEMPO = 4


def _value(piece: str, officer: int) -> int:
    return officer if piece.isupper() else SOLDIER


def evaluate(board: list[str], side: int, flying: bool = True) -> float:
    """The value of ``board`` for ``side`` (0 White, 1 Black) to move."""
    officer = OFFICER if flying else SHORT_OFFICER
    white = 0.0
    for square in PLAYABLE:
        column = board[square]
        if not column:
            continue
        top = column[0]
        mine = "wW" if top in "wW" else "bB"
        value = float(_value(top, officer))
        if top.islower():
            rank = square // SIZE
            value += ADVANCE * (rank if top == "w" else SIZE - 1 - rank)
        if square in _CENTRE:
            value += CENTRE
        for piece in column[1:]:
            share = RESERVE if piece in mine else HELD
            value += share * _value(piece, officer)
        white += value if mine == "wW" else -value
    return TEMPO + (white if side == 0 else -white)
