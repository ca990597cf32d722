"""Why a well-formed move is refused, in words a pupil can act on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dominochess_widget.core.errors import IllegalActionError
from dominochess_widget.games.draughts.state import choices
from dominochess_widget.games.russian.board import square_name

if TYPE_CHECKING:
    from dominochess_widget.games.russian.state import Draughts


def refusal(
    game: Draughts, squares: tuple[int, ...], capture: bool, shown: str
) -> IllegalActionError:
    """The error for the move ``shown`` (its ``squares``, written as a
    ``capture`` or not), which is not legal in ``game``."""
    start, end = squares[0], squares[-1]
    piece = game.piece_at(start)
    if piece is None:
        return IllegalActionError(
            "russian.action.no_piece", action=shown, square=square_name(start)
        )
    owner, king = piece
    if owner is not game.to_move:
        return IllegalActionError(
            "russian.action.not_your_piece",
            action=shown,
            square=square_name(start),
            side=owner,
            mover=game.to_move,
        )
    legal = game.legal_actions()
    captures = [m for m in legal if m.is_capture]
    if captures:  # capture is compulsory
        mine = [m for m in captures if m.start == start]
        same = [m for m in mine if m.end == end]
        if same and not capture:
            return IllegalActionError(
                "russian.action.write_capture", action=shown, move=str(same[0])
            )
        if mine and capture:
            return IllegalActionError(
                "russian.action.capture_route",
                action=shown,
                square=square_name(start),
                choices=choices(mine),
            )
        return IllegalActionError(
            "russian.action.capture_compulsory", action=shown, choices=choices(captures)
        )
    if capture:
        plain = [m for m in legal if m.path == squares]
        if plain:
            return IllegalActionError(
                "russian.action.not_a_capture", action=shown, move=str(plain[0])
            )
        return IllegalActionError("russian.action.no_capture", action=shown)
    if end == start:
        return IllegalActionError("action.same_square", action=shown, square=square_name(start))
    if game.piece_at(end) is not None:
        return IllegalActionError("russian.action.occupied", action=shown, square=square_name(end))
    return IllegalActionError("russian.action.king_move" if king else "russian.action.man_move",
                              action=shown)
