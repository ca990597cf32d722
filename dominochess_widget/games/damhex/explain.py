"""Why a well-formed DamHex³ move is refused, in words a pupil can act on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dominochess_widget.core.errors import IllegalActionError
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.games.damhex.board import COLOURS, FRONTS, number
from dominochess_widget.games.damhex.moves import captures, colour_of, is_king

if TYPE_CHECKING:
    from dominochess_widget.games.damhex.moves import Move
    from dominochess_widget.games.damhex.state import DamHex


def choices(found: Sequence[Move]) -> str:
    text = ", ".join(str(m) for m in found[:5])
    return text + ", …" if len(found) > 5 else text


def refusal(game: DamHex, legal: Sequence[Move], path: tuple[int, ...], capture: bool,
            shown: str) -> IllegalActionError:
    """The error for ``shown`` (cells ``path``), none of the ``legal`` moves."""
    board = game._board
    start = path[0]
    piece = board[start]
    mover = COLOURS.index(game.to_move)
    if not piece:
        return IllegalActionError("damhex.action.no_piece", action=shown, cell=number(start))
    if colour_of(piece) != mover:
        return IllegalActionError("damhex.action.not_yours", action=shown, cell=number(start),
                                  side=seat_name(COLOURS[colour_of(piece)]),
                                  mover=seat_name(game.to_move))
    if game.robbed is not None:
        return IllegalActionError("damhex.action.ratto", action=shown,
                                  side=seat_name(game.to_move), robbed=seat_name(game.robbed),
                                  victim=seat_name(game.last_mover), choices=choices(legal))
    if not is_king(piece) and start in FRONTS[mover]:
        return IllegalActionError("damhex.action.waiting", action=shown, cell=number(start))
    if legal and legal[0].captured:
        every = captures(board, mover)
        if capture and any(m.path == path for m in every):
            return IllegalActionError("damhex.action.priority", action=shown,
                                      choices=choices(legal))
        return IllegalActionError("damhex.action.capture_compulsory", action=shown,
                                  choices=choices(legal))
    return IllegalActionError("damhex.action.illegal", action=shown, choices=choices(legal))
