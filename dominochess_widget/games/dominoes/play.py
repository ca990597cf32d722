"""How dominoes' actions are told where the generic layers show a game
(the play session, the game viewer's steps): in the narration's words,
"Blue draws a tile.", a round's end with its score arithmetic (O7, O8),
and draw, pass and deal named in the reader's language ("pesca")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dominochess_widget.core.messages import translate
from dominochess_widget.core.rules import GenericRules
from dominochess_widget.games.dominoes.narration import (
    action_text,
    round_story,
    side,
    tell,
    turn_summary,
)


class DominoesRules(GenericRules):
    """Dominoes in the generic session and viewer (the table player has its own)."""

    def step_label(self, number: str, seat: object, action: Any, language: str) -> str:
        """"3. Green: draw", "3. Verde: pesca": a seat may act several times
        in a row, so the step says whose action it is, in the reader's words."""
        return f"{number} {side(str(seat), language)}: {action_text(action, language)}"

    def button_label(self, action: Any, language: str) -> str:
        """Every dominoes action is a button (it has no cells): a play in
        notation, draw, pass and deal in the reader's words."""
        return action_text(action, language)

    def turn_summary(self, state: Any, seat: object, actions: Sequence[Any],
                     language: str) -> str:
        """"Blue draws 3 tiles and passes": how many tiles, never which (O10)."""
        return turn_summary(str(seat), actions, language, state.round)

    def describe_position(self, state: Any, language: str,
                          viewer: str | None = None) -> list[str]:
        """The table as ``viewer`` (default: the seat to move) sees it now
        (O10); how the match got there is the move list's, not repeated here."""
        seen = state.seen_by(state.to_move if viewer is None else viewer)
        return [translate("play.position.text", language, position=seen)]

    def play(self, state: Any, action: Any, language: str) -> tuple[Any, str]:
        seat, round_number, ended = state.to_move, state.round, len(state.rounds)
        played = state.play(action)
        lines = tell([(seat, played)], language, round_number + 1)
        if len(state.rounds) > ended:  # this action ended a round: its score, spelt out
            lines += round_story(state.rounds[-1], state.seats, state.settings.scoring, language)
        return played, " ".join(lines)


RULES = DominoesRules()
