"""How a DamHex³ game ends and what each player scores (H12–H14)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Termination(StrEnum):
    """Why the game ended."""

    LAST_PLAYER = "last_player"  # the others lost every piece (H12)
    NO_MOVE = "damhex_no_move"  # the last opponent had no move at its turn (H12)
    RESIGNATION = "resignation"
    AGREEMENT = "agreement"
    QUIET = "damhex_quiet"  # 40 moves each with nothing changing (H13)

    @property
    def message_key(self) -> str:
        return f"termination.{self.value}"


@dataclass(frozen=True)
class Outcome:
    """The winner (None: a draw), each seat's score (H14) and why."""

    winner: str | None
    scores: tuple[float, ...]
    termination: Termination

    @property
    def message_key(self) -> str:
        return f"result.{self.winner}" if self.winner else "result.draw"

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
