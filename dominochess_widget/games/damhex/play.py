"""How DamHex³ is played in a session (its registry entry's ``play``): a move
is clicked start → each landing cell, like draughts; the status says when
a ratto is being played. Pure Python."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dominochess_widget.core.errors import ActionError, expect_int
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.rules import State
from dominochess_widget.games.damhex.board import CELLS, number
from dominochess_widget.games.damhex.state import DamHex
from dominochess_widget.games.draughts.play import DraughtsRules


class DamHexRules(DraughtsRules):
    capture_mark = "x"

    def check_cell(self, state: State, cell: object) -> int:
        value = expect_int("square", cell)
        if value not in CELLS:
            raise ActionError("play.bad_cell", value=value)
        return value

    def cell_name(self, state: State, cell: int) -> str:
        return number(cell)

    def step_label(self, number: str, seat: object, action: Any, language: str) -> str:
        """"12. Red: 33x48": the ratto breaks the order, so a step names its player."""
        return translate("damhex.step", language, number=number, side=seat_name(seat),
                         move=str(action))

    def play(self, state: State, action: Any, language: str) -> tuple[Any, str]:
        """Play and say it; a ratto says whose turn it stole (H10)."""
        robbed = state.robbed if isinstance(state, DamHex) else None
        played, told = super().play(state, action, language)
        if robbed is not None:
            told = translate("damhex.told.ratto", language, told=told, robbed=seat_name(robbed))
        return played, told

    def turn_summary(self, state: State, seat: object, actions: Sequence[Any],
                     language: str) -> str:
        """"Ratto! Red played 33x48": the banner says when a turn was stolen (H10)."""
        text = super().turn_summary(state, seat, actions, language)
        turns = state.turns if isinstance(state, DamHex) else []
        stolen = {id(turn.move) for turn in turns if turn.ratto}
        if any(id(action) in stolen for action in actions):
            text = translate("play.status.damhex_ratto", language, status=text)
        return text

    def status(self, state: State, computer: bool, language: str) -> str:
        text = super().status(state, computer, language)
        if isinstance(state, DamHex) and not state.is_over and state.robbed is not None:
            text = translate("play.status.damhex_ratto", language, status=text)
        return text

    def new_game(self, state: State, seed: int | None) -> State:
        return DamHex.new()


RULES = DamHexRules()
