"""How Lasca is played in a session (its registry entry's ``play``): a move
is clicked start → each landing square, like draughts; a click on a
column that cannot move says what the column holds, top first, besides
why; "Read the board" reads every column. Pure Python."""

from __future__ import annotations

from dominochess_widget.core.errors import ActionError, expect_int
from dominochess_widget.core.rules import State
from dominochess_widget.games.draughts.play import DraughtsRules
from dominochess_widget.games.lasca.board import PLAYABLE, SIZE, square_name
from dominochess_widget.games.lasca.state import Lasca
from dominochess_widget.games.lasca.view import describe_column


class LascaRules(DraughtsRules):
    capture_mark = "x"

    def check_cell(self, state: State, cell: object) -> int:
        value = expect_int("square", cell)
        if not 0 <= value < SIZE * SIZE:
            raise ActionError("play.bad_cell", value=value)
        return value

    def cell_name(self, state: State, cell: int) -> str:
        return square_name(cell)

    def describe_position(self, state: State, language: str,
                          viewer: str | None = None) -> list[str]:
        game = _lasca(state)
        return [describe_column(game, square, language) for square, _ in game.columns()]

    def explain(self, state: State, cells: tuple[int, ...], language: str) -> str:
        """Why the clicks fit no move; a single click on a column that is not
        the mover's, or cannot move, also says what the column holds."""
        reason = super().explain(state, cells, language)
        if len(cells) == 1 and cells[0] in PLAYABLE and _lasca(state).column(cells[0]):
            return f"{describe_column(_lasca(state), cells[0], language)} {reason}"
        return reason


def _lasca(state: State) -> Lasca:
    assert isinstance(state, Lasca)
    return state


RULES = LascaRules()
