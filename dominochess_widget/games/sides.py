"""White and Black: the seats of the draughts games (Russian draughts, Lasca),
and their results."""

from __future__ import annotations

from enum import StrEnum

from dominochess_widget.core.endings import Verdict
from dominochess_widget.core.errors import ArgumentTypeError, SettingError


class Seat(StrEnum):
    """A player: ``"white"`` (moves first) or ``"black"``."""

    WHITE = "white"
    BLACK = "black"

    @property
    def message_key(self) -> str:
        return "side.white" if self is Seat.WHITE else "side.black"

    @property
    def ordinal(self) -> int:
        """0 for White, 1 for Black (the engine's side numbers)."""
        return 0 if self is Seat.WHITE else 1


#: The seats by index, White first.
SEATS = (Seat.WHITE, Seat.BLACK)


def parse_seat(value: object, name: str = "seat") -> Seat:
    """A :class:`Seat`, or its name in any case (" White ")."""
    if isinstance(value, Seat):
        return value
    if not isinstance(value, str):
        raise ArgumentTypeError(name, value, "russian_seat")
    try:
        return Seat(value.strip().lower())
    except ValueError:
        raise SettingError("russian.bad_seat", value=value) from None


class Result(Verdict):
    """How a finished game ended: a seat won, or it was drawn."""

    WHITE = "white"
    BLACK = "black"
    DRAW = "draw"


def winner_result(seat: int) -> Result:
    """The result when the seat numbered ``seat`` wins."""
    return Result.WHITE if seat == 0 else Result.BLACK
