"""Why a domino chess action cannot be played: one clear sentence for a student.

Called only after an action failed to match any legal action, so speed
does not matter here; clarity does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dominochess_widget.core.errors import IllegalActionError
from dominochess_widget.games.dominochess.actions import ParsedAction
from dominochess_widget.games.dominochess.attacks import path_between
from dominochess_widget.games.dominochess.board import square_name
from dominochess_widget.games.dominochess.mapping import JOLLY, NONE_NUMBER

if TYPE_CHECKING:
    from dominochess_widget.games.dominochess.game import Game


def explain_refusal(game: Game, parsed: ParsedAction, text: str) -> IllegalActionError:
    """The error that says why ``parsed`` is not legal in ``game`` now."""
    def refuse(key: str, **params: object) -> IllegalActionError:
        return IllegalActionError(key, action=text, **params)

    if game.result is not None:
        return refuse("action.game_over", result=game.result)
    half = parsed.half
    if half not in game.halves_left:
        if half in game.tile:
            return refuse("action.half_used", half=half)
        return refuse("action.half_not_on_tile", half=half, low=game.tile[0], high=game.tile[1])
    state = next(h for h in game.halves() if h.number == half and h.used is None)
    if parsed.origin is None or parsed.target is None:
        example = state.moves[0] if state.moves else None
        return refuse("action.forfeit_not_allowed", half=half, example=str(example))
    if half == NONE_NUMBER:
        return refuse("action.zero_moves_nothing")
    origin, target = parsed.origin, parsed.target
    here = game.piece_at(origin)
    if here is None:
        return refuse("action.no_piece", square=square_name(origin))
    side, kind = here
    if side is not game.to_move:
        return refuse("action.not_your_piece", square=square_name(origin), side=side, kind=kind)
    if parsed.letter is not None and parsed.letter is not kind:
        return refuse("action.wrong_letter", square=square_name(origin), kind=kind,
                      letter=parsed.letter)
    if half != JOLLY and kind not in state.kinds:
        return refuse("action.wrong_kind", half=half, wanted=state.kinds[0], kind=kind,
                      square=square_name(origin))
    if game.moved_square == origin:
        return refuse("action.already_moved", kind=kind, square=square_name(origin))
    if origin == target:
        return refuse("action.same_square", square=square_name(origin))
    there = game.piece_at(target)
    if there is not None and there[0] is side:
        return refuse("action.own_piece", square=square_name(target), kind=there[1])
    shape = path_between(kind, origin, target)
    if shape is None:
        return refuse("action.wrong_shape", kind=kind, origin=square_name(origin),
                      target=square_name(target))
    blocker = next((sq for sq in shape if game.piece_at(sq) is not None), None)
    if blocker is not None:
        return refuse("action.blocked", kind=kind, origin=square_name(origin),
                      target=square_name(target), square=square_name(blocker))
    if parsed.capture_mark and there is None:
        return refuse("action.nothing_to_capture", square=square_name(target))
    if parsed.capture_mark is False and there is not None:
        return refuse("action.capture_unmarked", square=square_name(target), kind=there[1])
    return refuse("action.illegal")

