"""The seats of a dominoes match, how a round ends (O7, O8) and how the match ends (O9)."""

from __future__ import annotations

from dataclasses import dataclass

from dominochess_widget.core import endings
from dominochess_widget.core.endings import Ending, Verdict

#: The seats, in playing order (clockwise, O3), for 2, 3 or 4 players.
ALL_SEATS = ("red", "blue", "green", "yellow")


class MatchResult(Verdict):
    """Who won the match, or a draw (agreed)."""

    RED = "red"
    BLUE = "blue"
    GREEN = "green"
    YELLOW = "yellow"
    DRAW = "draw"


class Termination(Ending):
    """Why the match ended (the house's shape, :mod:`dominochess_widget.core.endings`)."""

    TARGET = "target", "dominoes_target"  # O9: a player reached the target
    RESIGNATION = endings.RESIGNATION
    AGREEMENT = endings.AGREEMENT


@dataclass(frozen=True)
class RoundEnd:
    """A finished round: who won it (a seat index, or None: a tie for the
    fewest pips, O7), each hand's pips, the points scored (O8) and
    whether it was blocked (no one could play) rather than dominoed."""

    winner: int | None
    pips: tuple[int, ...]
    points: int
    blocked: bool


def round_points(winner: int, pips: tuple[int, ...], scoring: str) -> int:
    """O8: the source's "Σ over opponents (their pips − the winner's)", or
    the common "Σ opponents' pips − the winner's"; the boneyard does not count."""
    own = pips[winner]
    others = [p for seat, p in enumerate(pips) if seat != winner]
    if scoring == "source":
        return sum(p - own for p in others)
    return sum(others) - own
