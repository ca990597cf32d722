"""Domino chess's turns told in words: what a half did, why it could not
move. Pure Python (no Jupyter); every text comes from the catalogue. Who won
is said as every game says it (:func:`~dominochess_widget.core.rules.describe_result`)."""

from __future__ import annotations

from dominochess_widget.core.messages import DEFAULT_LANGUAGE, translate
from dominochess_widget.core.protocol import Phrase
from dominochess_widget.games.dominochess.actions import Action
from dominochess_widget.games.dominochess.board import square_name
from dominochess_widget.games.dominochess.game import Game, NoMove
from dominochess_widget.games.dominochess.mapping import JOLLY, NONE_NUMBER


def selects(game: Game, number: int) -> Phrase:
    """What a half showing ``number`` moves: "king", …, "any piece", "nothing"."""
    if number == NONE_NUMBER:
        return Phrase("narration.nothing")
    if number == JOLLY:
        return Phrase("narration.any_piece")
    return Phrase(game.mapping.kinds_for(number)[0].message_key)


def describe_action(before: Game, action: Action, language: str = DEFAULT_LANGUAGE) -> str:
    """One half's fate, e.g. "4 → bishop: Bc2xh7", "0: no move",
    "3: no rook can move", "6: the queen already moved".

    ``before`` is the game just before the action was played."""
    if not action.is_forfeit:
        move = str(action).split(":", 1)[1]
        return translate("narration.move", language, half=action.half,
                         what=selects(before, action.half), move=move)
    reason = before.why_no_move(action.half)
    if reason is NoMove.ALREADY_MOVED and before.moved_square is not None:
        piece = before.piece_at(before.moved_square)
        assert piece is not None
        return translate("narration.already_moved", language, half=action.half, kind=piece[1],
                         square=square_name(before.moved_square))
    key = {
        NoMove.ZERO: "narration.zero",
        NoMove.ALL_CAPTURED: "narration.all_captured",
        NoMove.BLOCKED: "narration.blocked",
        None: "narration.blocked",
        NoMove.ALREADY_MOVED: "narration.blocked",
    }[reason]
    if key == "narration.blocked" and action.half == JOLLY:
        key = "narration.blocked_jolly"  # "no piece can move", not "no any piece"
    return translate(key, language, half=action.half, what=selects(before, action.half))


__all__ = ["describe_action", "selects"]
