"""How dominoes' actions are told where the generic layers show a game
(the game viewer's steps): in the narration's words, "Blue draws a tile.",
and a round's end with its score arithmetic (O7, O8)."""

from __future__ import annotations

from typing import Any

from dominochess_widget.core.rules import GenericRules
from dominochess_widget.games.dominoes.narration import round_story, side, tell


class DominoesRules(GenericRules):
    """Dominoes in the generic session and viewer (the table player has its own)."""

    def step_label(self, number: str, seat: object, action: Any, language: str) -> str:
        """"3. Green: draw": a seat may act several times in a row, so the
        step says whose action it is."""
        return f"{number} {side(str(seat), language)}: {action}"

    def play(self, state: Any, action: Any, language: str) -> tuple[Any, str]:
        seat, round_number, ended = state.to_move, state.round, len(state.rounds)
        played = state.play(action)
        lines = tell([(seat, played)], language, round_number + 1)
        if len(state.rounds) > ended:  # this action ended a round: its score, spelt out
            lines += round_story(state.rounds[-1], state.seats, state.settings.scoring, language)
        return played, " ".join(lines)


RULES = DominoesRules()
