"""The game protocol: what every game's state answers.

Modelled on OpenSpiel's ``State`` and python-chess's ``Board``: a state is
mutable (``play`` and ``undo`` push and pop), cheap to ``clone``, and
prints and parses its actions in the game's own notation. Seats are short
lowercase names ("white", "black", "red", …); a seat's display name is the
catalogue entry ``side.<name>``.

Nothing here is tied to a board shape, to two players or to a piece set.
A game may offer much more (domino chess's tile, draughts' capture paths);
layers above the core use only this protocol plus what a game's registry
entry (:class:`~dominochess_widget.core.registry.GameInfo`) provides.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol, Self, TypeVar, runtime_checkable

#: The value of ``to_move`` while chance decides (a tile drawn, a deal).
CHANCE = "chance"


@dataclass(frozen=True)
class SeatName:
    """A seat as a message parameter: its name from the catalogue (``side.<seat>``)."""

    seat: str

    @property
    def message_key(self) -> str:
        return f"side.{self.seat}"


def seat_name(seat: object) -> object:
    """``seat`` ready for :func:`translate`: as it is when it names its own
    catalogue entry (an enum with a ``message_key``), else ``side.<seat>``."""
    if hasattr(seat, "message_key"):
        return seat
    return SeatName(str(seat))


@runtime_checkable
class Action(Hashable, Protocol):
    """An action: hashable, and ``str(action)`` is the game's notation,
    which the state's ``parse_action`` reads back."""

    def __str__(self) -> str: ...


ActionT = TypeVar("ActionT", bound=Action)


@runtime_checkable
class Outcome(Protocol):
    """How a finished game ended: catalogue key, and a per-seat score."""

    @property
    def message_key(self) -> str: ...


@runtime_checkable
class GameState(Protocol[ActionT]):
    """One game in progress.

    ``to_move`` is the seat whose turn it is (the seat that would move
    when the game is over: check ``is_over``). ``result`` is ``None``
    until the game ends. ``scores()`` gives each seat's points at the end
    (1 a win, 0.5 a draw, 0 a loss for two seats; the game's own scale
    otherwise). ``position()`` is text that ``from_position`` of the same
    game reads back to an equal state (history aside).
    """

    #: The registry name of the game ("dominochess", "russian", …).
    game_name: str

    @property
    def seats(self) -> tuple[str, ...]: ...

    @property
    def to_move(self) -> str: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def result(self) -> Outcome | None: ...

    def scores(self) -> dict[str, float] | None: ...

    def legal_actions(self) -> Sequence[ActionT]: ...

    def parse_action(self, text: str) -> ActionT: ...

    def play(self, action: ActionT | str) -> ActionT: ...

    def undo(self) -> None: ...

    def clone(self) -> Self: ...

    def position(self) -> str: ...

    def resign(self, seat: str | None = None) -> None: ...

    def agree_draw(self) -> None: ...

    @property
    def history(self) -> Sequence[ActionT]: ...


@runtime_checkable
class ChanceState(Protocol):
    """A game where chance decides something a seat cannot know in advance
    (domino chess's next tile; the deal in dominoes).

    ``chance_outcomes()`` lists each outcome a seat could see next, with
    its exact probability given only what that seat may know;
    ``suppose(outcome)`` is a context manager under which the state
    behaves as if that outcome had come (used by searches), restoring the
    real one on exit, even on an exception.
    """

    def chance_outcomes(self) -> Sequence[tuple[Hashable, Fraction]]: ...

    def suppose(self, outcome: Hashable) -> object: ...


@runtime_checkable
class HiddenInformation(Protocol):
    """A game where a seat may not see everything (dominoes' hands, the
    order of domino chess's pool).

    ``observation(seat)`` is everything ``seat`` may know, as text: two
    states that differ only in what ``seat`` cannot see give the same
    observation. A computer player decides from it (with the chance
    interface) and a browser is shown only what its seat observes.
    """

    def observation(self, seat: str) -> str: ...


def observation(state: GameState[Any], seat: str | None = None) -> str:
    """What ``seat`` (default: the seat to move) may know of ``state``: its
    observation where the game hides something, else the whole position."""
    if isinstance(state, HiddenInformation):
        return state.observation(state.to_move if seat is None else seat)
    return state.position()
