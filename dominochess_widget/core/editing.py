"""A game's position editor as data: its pieces, and its position text taken
apart and put together again (its registry entry's ``editor``).

The editor widget (:mod:`dominochess_widget.widgets.editor`) knows no game:
it places the pieces an :class:`Editor` offers on the cells it allows,
lets the user choose who moves and the game's own :class:`Choice` s, and
asks the game to ``compose`` the position text; whether that position is
possible is decided by the engine, when it reads the text. Pure Python.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from dominochess_widget.core.protocol import GameState
from dominochess_widget.core.scene import Look

#: What stands on a cell: piece codes, top first (a Lasca column; a single
#: piece in the other games).
Stack = tuple[str, ...]


@dataclass(frozen=True)
class Setup:
    """A position taken apart: what stands on each cell, who moves, and the
    rest of the position text as the game's own fields (``extras``: name →
    text, such as domino chess's ``tile`` and ``pool``), carried unchanged."""

    cells: Mapping[int, Stack]
    to_move: str
    extras: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Piece:
    """A piece of the palette: its ``code`` in a :class:`Stack`, its seat,
    how it is drawn and the catalogue key of its name ("Red king")."""

    code: str
    seat: str
    look: Look
    name_key: str


@dataclass(frozen=True)
class Choice:
    """One of the extras the editor offers as a menu (domino chess's tile
    drawn): its name in ``Setup.extras``, its label's catalogue key and
    the values it may take (shown as they are written)."""

    name: str
    label_key: str
    options: tuple[str, ...]


def set_extra(setup: Setup, name: str, value: str) -> Setup:
    """``setup`` with the extra ``name`` set to ``value`` (what a choice does
    unless its game says more)."""
    return replace(setup, extras={**setup.extras, name: value})


@dataclass(frozen=True)
class Editor:
    """What the editor needs to know about one game.

    ``pieces`` is the palette; ``cells`` the cells a piece may stand on;
    ``columns`` says that a cell holds a column (a click adds the piece at
    its bottom) rather than one piece; ``compose`` writes a setup as the
    game's position text and ``decompose`` takes a state apart, so that
    ``compose(decompose(state))`` reads back as ``state``; ``choose``
    applies a choice (by default :func:`set_extra`); ``shown`` is the text
    a screen may show of a setup where the game hides part of it (domino
    chess's pool order; None: the whole position text)."""

    pieces: tuple[Piece, ...]
    cells: frozenset[int]
    compose: Callable[[Setup], str]
    decompose: Callable[[GameState[Any]], Setup]
    columns: bool = False
    choices: tuple[Choice, ...] = ()
    choose: Callable[[Setup, str, str], Setup] = set_extra
    shown: Callable[[Setup], str] | None = None

    def screen_text(self, setup: Setup) -> str:
        """The position text of ``setup`` that a screen may show."""
        return self.compose(setup) if self.shown is None else self.shown(setup)

    def piece(self, code: str) -> Piece | None:
        """The palette's piece with ``code``, or None."""
        return next((piece for piece in self.pieces if piece.code == code), None)


def position_fields(text: str, separator: str) -> dict[str, str]:
    """The ``name=value`` fields of a position text split at ``separator``
    (words without ``=`` are left out): what ``decompose`` carries as extras."""
    fields: dict[str, str] = {}
    for part in text.split(separator):
        name, equals, value = part.strip().partition("=")
        if equals:
            fields[name] = value
    return fields


def men_and_kings(seats: tuple[str, ...], looks: Mapping[tuple[str, bool], Look],
                  names: Mapping[tuple[str, bool], str]) -> tuple[Piece, ...]:
    """The palette of a draughts game: each seat's man, then its king, coded
    by the seat's initial (``w``, ``W`` for White's man and king); ``looks``
    and ``names`` (catalogue keys) by (seat, is a king)."""
    return tuple(
        Piece(seat[0].upper() if king else seat[0], seat, looks[seat, king], names[seat, king])
        for seat in seats for king in (False, True)
    )
