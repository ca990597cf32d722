"""How Russian draughts is played in a session (its registry entry's ``play``):
a move is clicked start → each landing square; a click that fits nothing
is explained by the engine's refusal of the same squares. Pure Python."""

from __future__ import annotations

from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.rules import State
from dominochess_widget.games.draughts.play import DraughtsRules
from dominochess_widget.games.russian import board as russian_board
from dominochess_widget.games.russian.state import Draughts


class RussianRules(DraughtsRules):
    """Russian draughts: a click that fits no move is explained by the
    engine's refusal of the same squares."""

    def check_cell(self, state: State, cell: object) -> int:
        return russian_board.check_square(cell, "square")

    def cell_name(self, state: State, cell: int) -> str:
        return russian_board.square_name(cell)

    def describe_position(self, state: State, language: str,
                          viewer: str | None = None) -> list[str]:
        game = _draughts(state)
        lines = []
        for seat in game.seats:
            groups = []
            for king, key in ((False, "play.position.men"), (True, "play.position.kings")):
                squares = sorted(russian_board.square_name(sq) for sq, s, k in game.pieces()
                                 if s == seat and k is king)
                if squares:
                    groups.append(translate(key, language, squares=", ".join(squares)))
            none = translate("play.position.none", language)
            lines.append(translate("play.position", language, side=seat_name(seat),
                                   pieces="; ".join(groups) or none))
        return lines


def _draughts(state: State) -> Draughts:
    assert isinstance(state, Draughts)
    return state


RULES = RussianRules()
