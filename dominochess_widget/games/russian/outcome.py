"""How a game of Russian draughts ends: who won (the draughts games' shared
seats and results, :mod:`dominochess_widget.games.sides`) and why."""

from __future__ import annotations

from enum import StrEnum

from dominochess_widget.games.sides import SEATS, Result, Seat, parse_seat, winner_result


class Termination(StrEnum):
    """Why the game ended."""

    NO_MOVES = "no moves"  # the side to move has no piece that can move: it loses
    RESIGNATION = "resignation"
    AGREEMENT = "agreement"
    REPETITION = "repetition"  # S3: the same position for the third time
    THREE_KINGS = "three kings"  # S3: 3+ kings could not catch a lone king in time
    KINGS_ONLY = "kings only"  # S3: only kings moved, without capture, for too long

    @property
    def message_key(self) -> str:
        return _TERMINATION_KEYS[self]


_TERMINATION_KEYS = {
    Termination.NO_MOVES: "termination.russian_no_moves",
    Termination.RESIGNATION: "termination.resignation",
    Termination.AGREEMENT: "termination.agreement",
    Termination.REPETITION: "termination.russian_repetition",
    Termination.THREE_KINGS: "termination.russian_three_kings",
    Termination.KINGS_ONLY: "termination.russian_kings_only",
}

__all__ = ["SEATS", "Result", "Seat", "Termination", "parse_seat", "winner_result"]
