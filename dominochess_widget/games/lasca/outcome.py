"""How a game of Lasca ends. The seats and results are draughts' own
(White and Black, shared with Russian draughts); the reasons are Lasca's."""

from __future__ import annotations

from enum import StrEnum

from dominochess_widget.games.sides import SEATS, Result, Seat, parse_seat, winner_result


class Termination(StrEnum):
    """Why the game ended."""

    NO_MOVES = "no moves"  # the side to move commands no column that can move: it loses
    RESIGNATION = "resignation"
    AGREEMENT = "agreement"  # L4
    REPETITION = "repetition"  # L4's house rule: the same position for the third time

    @property
    def message_key(self) -> str:
        return _TERMINATION_KEYS[self]


_TERMINATION_KEYS = {
    Termination.NO_MOVES: "termination.lasca_no_moves",
    Termination.RESIGNATION: "termination.resignation",
    Termination.AGREEMENT: "termination.agreement",
    Termination.REPETITION: "termination.russian_repetition",
}

__all__ = ["SEATS", "Result", "Seat", "Termination", "parse_seat", "winner_result"]
