"""How a game of Russian draughts ends: who won (the draughts games' shared
seats and results, :mod:`dominochess_widget.games.sides`) and why (the
house's shape of an ending, :mod:`dominochess_widget.core.endings`)."""

from __future__ import annotations

from dominochess_widget.core import endings
from dominochess_widget.core.endings import Ending
from dominochess_widget.games.sides import SEATS, Result, Seat, parse_seat, winner_result


class Termination(Ending):
    """Why the game ended."""

    # the side to move has no piece that can move: it loses
    NO_MOVES = endings.NO_MOVES, "russian_no_moves"
    RESIGNATION = endings.RESIGNATION
    AGREEMENT = endings.AGREEMENT
    REPETITION = "repetition", "russian_repetition"  # S3: the same position for the third time
    # S3: 3+ kings could not catch a lone king in time
    THREE_KINGS = "three kings", "russian_three_kings"
    # S3: only kings moved, without capture, for too long
    KINGS_ONLY = "kings only", "russian_kings_only"


__all__ = ["SEATS", "Result", "Seat", "Termination", "parse_seat", "winner_result"]
