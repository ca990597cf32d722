"""How a game ends, in one shape for every game of the house: who won
(each game's result enum, a :class:`Verdict`) and why (each game's
``Termination``, an :class:`Ending`).

A game adds only its own members: an enum with members cannot be
extended, so the endings every game has are given here as values
(:data:`RESIGNATION`, :data:`AGREEMENT`; :data:`NO_MOVES` for the
draughts games), and each game's ``Termination`` lists them beside its
own. A member's value is the text a record's ``Termination`` tag
writes; its message key is derived here, so that no game keeps a table
of keys. Pure Python.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Self

#: A player gave up (every game).
RESIGNATION = "resignation"
#: The players agreed a draw (every game).
AGREEMENT = "agreement"
#: The side to move has no move and loses (Russian draughts, Lasca; each
#: words it its own way, so each names its key beside it).
NO_MOVES = "no moves"


class Ending(StrEnum):
    """The base of every game's ``Termination``: why a game ended.

    A member is its record text, and optionally the name of its message
    key where the game words it its own way (``NO_MOVES = NO_MOVES,
    "russian_no_moves"``); the key is ``termination.`` and that name, or
    the member's name in lower case (``RESIGNATION`` →
    ``termination.resignation``)."""

    _key_name: str | None

    def __new__(cls, value: str, key_name: str | None = None) -> Self:
        member = str.__new__(cls, value)
        member._value_ = value
        member._key_name = key_name
        return member

    @property
    def message_key(self) -> str:
        """The catalogue key of the words for this ending."""
        return f"termination.{self._key_name or self.name.lower()}"


def result_key(winner: str | None) -> str:
    """The catalogue key of a result: ``result.<seat>`` for the seat that
    won, ``result.draw`` for a draw (``None`` or ``"draw"``)."""
    return f"result.{winner or 'draw'}"


class Verdict(StrEnum):
    """The base of every game's result enum: a seat's name (the seat won)
    or ``"draw"``; its message key is ``result.`` and its value."""

    @property
    def message_key(self) -> str:
        """The catalogue key of the words for this result."""
        return result_key(self.value)
