"""Why a well-formed Lasca move is refused, in words a pupil can act on."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import TYPE_CHECKING

from dominochess_widget.core.errors import IllegalActionError
from dominochess_widget.games.draughts.state import choices
from dominochess_widget.games.lasca.board import RAYS, side_of, square_name

if TYPE_CHECKING:
    from dominochess_widget.games.lasca.state import Lasca, Move


def refusal(
    game: Lasca, legal: Sequence[Move], squares: tuple[int, ...], capture: bool, shown: str
) -> IllegalActionError:
    """The error for the move ``shown`` (its ``squares``, written as a
    ``capture`` or not), which is none of the ``legal`` moves of ``game``."""
    start, end = squares[0], squares[-1]
    column = game.column(start)
    if not column:
        return IllegalActionError("lasca.action.no_piece", action=shown, square=square_name(start))
    owner = game.seats[side_of(column[0])]
    if owner != game.to_move:
        return IllegalActionError("lasca.action.not_your_column", action=shown,
                                  square=square_name(start), side=owner, mover=game.to_move)
    captures = [m for m in legal if m.is_capture]
    if captures:  # L2a: capture is compulsory
        mine = [m for m in captures if m.start == start]
        same = [m for m in mine if m.end == end]
        if same and not capture:
            return IllegalActionError("lasca.action.write_capture", action=shown,
                                      move=str(same[0]))
        twice = _jumped_twice(game, squares)
        if mine and capture and twice is not None:
            return IllegalActionError("lasca.action.jumped_twice", action=shown,
                                      square=square_name(twice))
        if mine and capture:
            return IllegalActionError("lasca.action.capture_route", action=shown,
                                      square=square_name(start), choices=choices(mine))
        return IllegalActionError("lasca.action.capture_compulsory", action=shown,
                                  choices=choices(captures))
    if capture:
        plain = [m for m in legal if (m.start, m.end) == (start, end)]
        if plain:
            return IllegalActionError("lasca.action.not_a_capture", action=shown,
                                      move=str(plain[0]))
        return IllegalActionError("lasca.action.no_capture", action=shown)
    if end == start:
        return IllegalActionError("action.same_square", action=shown, square=square_name(start))
    if game.column(end):
        return IllegalActionError("lasca.action.occupied", action=shown, square=square_name(end))
    if column[0].islower():
        return IllegalActionError("lasca.action.soldier_move", action=shown)
    key = "lasca.action.officer_move" if game.settings.flying else "lasca.action.lasker_move"
    return IllegalActionError(key, action=shown)


def _jumped_twice(game: Lasca, squares: tuple[int, ...]) -> int | None:
    """The first column the written route would jump a second time (L2),
    or None; each stretch jumps the occupied squares between its ends."""
    seen: set[int] = set()
    for start, end in pairwise(squares):
        ray = next((r for r in RAYS[start] if end in r), ())
        for square in ray[: ray.index(end)] if ray else ():
            if game.column(square):
                if square in seen:
                    return square
                seen.add(square)
    return None
