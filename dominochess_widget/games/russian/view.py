"""Russian draughts on the board view: its scenes, read from the engine.

Men are grooved discs, kings crowned discs; White's are light and solid,
Black's dark with a white ring. The last move is drawn stretch by stretch
along its path, the squares of the pieces it took tinted and crossed. A
capture being clicked shows its path so far and the pieces it has jumped
(read from the legal moves that begin with the cells clicked). Pure
Python; nothing here decides what is legal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dominochess_widget.core.geometry import SquareGrid
from dominochess_widget.core.messages import translate
from dominochess_widget.core.scene import Scene
from dominochess_widget.games.draughts.view import LOOKS, DraughtsView, draughts_scene
from dominochess_widget.games.russian.board import FILES, RANKS
from dominochess_widget.games.russian.outcome import Seat
from dominochess_widget.games.russian.state import Draughts


class RussianView(DraughtsView):
    """The board view of Russian draughts (its registry entry's ``view``)."""

    shape = SquareGrid(8, 8, tuple(FILES), tuple(RANKS))

    def scene(self, state: Any, language: str, options: Mapping[str, Any]) -> Scene:
        game: Draughts = state
        pieces = tuple((square, LOOKS[seat.value, king]) for square, seat, king in game.pieces())
        return draughts_scene(game, language, options, pieces, _notes(game, language))


def _notes(game: Draughts, language: str) -> tuple[str, ...]:
    """The panel's lines: each seat's men and kings, a compulsory capture,
    the last move and what it took."""
    lines = []
    for seat in Seat:
        kinds = [king for _, owner, king in game.pieces() if owner is seat]
        lines.append(translate("russian.note.count", language, side=seat,
                               men=kinds.count(False), kings=kinds.count(True)))
    if not game.is_over and any(move.is_capture for move in game.legal_actions()):
        lines.append(translate("russian.note.must_capture", language))
    if game.history:
        last = game.history[-1]
        if last.captured:
            lines.append(translate("russian.note.last_capture", language, move=str(last),
                                   count=len(last.captured)))
        else:
            lines.append(translate("russian.note.last", language, move=str(last)))
    return tuple(lines)


VIEW = RussianView()
