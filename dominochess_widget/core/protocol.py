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

import threading
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol, Self, TypeVar, runtime_checkable


@dataclass(frozen=True)
class Phrase:
    """A catalogue key passed as a message parameter, translated with the
    message (a seat's name ``side.red``, a piece's ``narration.any_piece``)."""

    message_key: str


def seat_name(seat: object) -> Named:
    """``seat`` ready for :func:`translate`: as it is when it names its own
    catalogue entry (an enum with a ``message_key``), else ``side.<seat>``."""
    if isinstance(seat, Named):
        return seat
    return Phrase(f"side.{seat}")


@runtime_checkable
class Named(Protocol):
    """A value that names its own catalogue entry (a seat's enum, a piece kind)."""

    @property
    def message_key(self) -> str: ...


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

    @property
    def termination(self) -> object | None:
        """Why the game ended (the game's own reason, which a record's
        Termination tag writes), or None: it goes on, or the game does not say."""
        ...

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


@runtime_checkable
class Configured(Protocol):
    """A game with settings (Lasca's officer, the Russian draw rules,
    dominoes' players): ``settings`` is a dataclass whose fields are the
    keywords ``new`` and ``from_position`` take."""

    @property
    def settings(self) -> object: ...


@runtime_checkable
class Seeded(Protocol):
    """A game dealt by a seed (every game whose registry entry declares
    ``chance``): ``seed`` makes the same deal again."""

    @property
    def seed(self) -> int: ...


@runtime_checkable
class Placed(Protocol):
    """A game whose board alone can be written (domino chess's FEN-like
    placement): ``placement()`` is that text, without the hidden parts."""

    def placement(self) -> str: ...


@runtime_checkable
class PieceBoard(Protocol):
    """A game whose cells hold pieces: ``piece_at(cell)`` is a tuple whose
    first item is the owner's seat, or None for an empty cell."""

    def piece_at(self, cell: int) -> tuple[Any, ...] | None: ...


@runtime_checkable
class Clickable(Protocol):
    """An action played by clicks on cells: ``path``, the cells in order
    (an action without one, like a pass, is offered as a button)."""

    @property
    def path(self) -> Sequence[int]: ...


@runtime_checkable
class Captures(Protocol):
    """An action that takes pieces (draughts' jumps): the cells taken."""

    @property
    def captured(self) -> Sequence[int]: ...


#: How a search is stopped from outside: an Event, a callable returning
#: True to stop, or None (never).
Cancel = threading.Event | Callable[[], bool] | None


@runtime_checkable
class Computer(Protocol):
    """A computer player: its level, whether the wall-clock guard chose its
    last action (``timed_out``), and ``choose(state, cancel)``, the action
    for the seat to move (``state`` is not changed)."""

    @property
    def level(self) -> str: ...

    @property
    def timed_out(self) -> bool: ...

    def choose(self, state: Any, cancel: Cancel = None) -> Any: ...


class Hint(Protocol):
    """A computer's suggestion: the ``action`` to play (None: nothing to
    show on the board) and ``words(language)``, the hint in a sentence."""

    @property
    def action(self) -> Any: ...

    def words(self, language: str) -> str: ...


class Hinter(Computer, Protocol):
    """A computer that also suggests: ``hint(state, language, cancel)``."""

    def hint(self, state: Any, language: str, cancel: Cancel = None) -> Hint: ...


#: A game's computer factory: ``factory(level, **options)`` (``seed``,
#: ``time_budget`` in seconds, ``clock``).
ComputerFactory = Callable[..., Computer]
#: A game's hint giver factory, called like a :data:`ComputerFactory`.
HinterFactory = Callable[..., Hinter]
#: An evaluation for the generic search: the value for the side to move.
Evaluate = Callable[[Any], float]
#: Whether an action is forcing (the generic search follows it deeper).
Forcing = Callable[[Any], bool]
