"""Engine events told in words: what a half did, why it could not move,
who won. Pure Python (no Jupyter); every text comes from the catalogue."""

from __future__ import annotations

from dataclasses import dataclass

from dominochess_widget.core.messages import DEFAULT_LANGUAGE, translate
from dominochess_widget.games.dominochess.actions import Action
from dominochess_widget.games.dominochess.board import square_name
from dominochess_widget.games.dominochess.game import Game, NoMove
from dominochess_widget.games.dominochess.mapping import JOLLY, NONE_NUMBER


@dataclass(frozen=True)
class Phrase:
    """A catalogue key passed as a message parameter (translated with it)."""

    message_key: str


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


def describe_result(game: Game, language: str = DEFAULT_LANGUAGE) -> str:
    """"Red wins: both kings captured", or "" while the game goes on."""
    if game.result is None or game.termination is None:
        return ""
    return translate("narration.result", language, result=game.result, why=game.termination)
