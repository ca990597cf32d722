"""How a DamHex³ game ends and what each player scores (H12–H14)."""

from __future__ import annotations

from dataclasses import dataclass

from dominochess_widget.core import endings
from dominochess_widget.core.endings import Ending, result_key


class Termination(Ending):
    """Why the game ended (the house's shape, :mod:`dominochess_widget.core.endings`)."""

    LAST_PLAYER = "last_player"  # the others lost every piece (H12)
    # the last opponent had no move at its turn (H12)
    NO_MOVE = "damhex_no_move", "damhex_no_move"
    RESIGNATION = endings.RESIGNATION
    AGREEMENT = endings.AGREEMENT
    QUIET = "damhex_quiet", "damhex_quiet"  # 40 moves each with nothing changing (H13)


@dataclass(frozen=True)
class Outcome:
    """The winner (None: a draw), each seat's score (H14) and why."""

    winner: str | None
    scores: tuple[float, ...]
    termination: Termination

    @property
    def message_key(self) -> str:
        return result_key(self.winner)

    def __str__(self) -> str:
        return self.winner or "draw"


#: H14: the points for 1st, 2nd and 3rd place.
PLACES = (3.0, 1.0, 0.0)


def placing_scores(winner: int, out: list[tuple[int, ...]]) -> tuple[float, ...]:
    """Scores by placing: the winner first; the player(s) out last come
    next; players out together share their places' points (H14a)."""
    scores = [0.0, 0.0, 0.0]
    scores[winner] = PLACES[0]
    place = 1
    for group in reversed(out):
        share = sum(PLACES[place:place + len(group)]) / len(group)
        for seat in group:
            scores[seat] = share
        place += len(group)
    return tuple(scores)
