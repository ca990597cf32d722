"""How a game of Lasca ends. The seats and results are draughts' own
(White and Black, shared with Russian draughts); the reasons are Lasca's,
in the house's shape of an ending (:mod:`dominochess_widget.core.endings`)."""

from __future__ import annotations

from dominochess_widget.core import endings
from dominochess_widget.core.endings import Ending
from dominochess_widget.games.sides import SEATS, Result, Seat, parse_seat, winner_result


class Termination(Ending):
    """Why the game ended."""

    # the side to move commands no column that can move: it loses
    NO_MOVES = endings.NO_MOVES, "lasca_no_moves"
    RESIGNATION = endings.RESIGNATION
    AGREEMENT = endings.AGREEMENT  # L4
    # L4's house rule: the same position for the third time (worded as S3's)
    REPETITION = "repetition", "russian_repetition"


__all__ = ["SEATS", "Result", "Seat", "Termination", "parse_seat", "winner_result"]
