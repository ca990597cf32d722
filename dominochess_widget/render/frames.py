"""A record cut into the frames a viewer steps through (no Jupyter).

A frame is a position to show, its entry in the move list, what happened
in words, the comments to show with their marks and arrows, and how the
game ended once it has. A game may cut its records its own way (its
registry entry's ``frames``: domino chess shows each tile drawn as a frame
of its own); every other game gets :func:`move_frames`: the start, then one
frame per move, told as the player widget tells it.
"""

from __future__ import annotations

from typing import Any

from dominochess_widget.core import registry
from dominochess_widget.core.messages import translate
from dominochess_widget.core.movelist import (
    MoveListCodec,
    move_number,
    nag_label,
    termination_text,
)
from dominochess_widget.core.protocol import Captures, seat_name
from dominochess_widget.core.records import Record, Resignation
from dominochess_widget.core.rules import describe_result, rules_for
from dominochess_widget.core.scene import Frame


def frames_of(record: Any, language: str) -> list[Frame]:
    """The frames of ``record``, cut as its game asks (see the module)."""
    cut = registry.info_of(record.game).frames
    return move_frames(record, language) if cut is None else cut(record, language)


def move_frames(record: Record, language: str) -> list[Frame]:
    """The start, then one frame per move, replayed through the rules; a
    move's frame lists the variations played instead of it, as the record
    writes them without their comments ("2... b6-a5 3. c3-d4")."""
    game = record.start()
    rules = rules_for(game)
    opening = (record.comment,) if record.comment is not None else ()
    frames = [Frame(game.clone(), translate("viewer.start", language),
                    translate("board.to_move", language, side=seat_name(game.to_move)),
                    opening)]
    for index, recorded in enumerate(record.moves):
        seat = game.to_move
        action = recorded.action
        if isinstance(action, Resignation):  # a player leaves, the others play on (H12)
            game.resign(action.seat)
            played, action = action, translate("viewer.resigns", language)
            told = translate("play.resigned", language, side=seat_name(seat))
        else:
            played, told = rules.play(game, action, language)
        taken = len(played.captured) if isinstance(played, Captures) else 0  # draughts take
        if taken:
            told = translate("viewer.takes", language, move=told, count=taken)
        comments = (recorded.comment,) if recorded.comment is not None else ()
        number = recorded.number or move_number(index, record.first)
        label = rules.step_label(number, seat, action, language) + nag_label(recorded.nags)
        frames.append(Frame(game.clone(), label, told, comments,
                            result=describe_result(game, language),
                            variations=_variations(record, index)))
    ending = _ending(record, language)
    if ending and not game.is_over:  # resignation, agreed draw, time, both forfeit
        frames.append(Frame(record.game.clone(), "—", ending, (), result=ending))
    return frames


def _ending(record: Record, language: str) -> str:
    """How ``record``'s game ended, in words: the game's own; with the
    record's Termination when that is in a server's words the record kept
    ("Black wins: Time forfeit"); a result no move gives (draughts' 0-0,
    both forfeit) as the record writes it. Empty while the game goes on."""
    game, tags = record.game, record.tags
    said = tags.get("Termination")
    if not game.is_over:
        result = tags.get("Result", "*")
        return "" if result == "*" else ": ".join(filter(None, (result, said)))
    if said is None or said == termination_text(game):
        return describe_result(game, language)
    return translate("narration.result", language, result=game.result, why=said)


def _variations(record: Record, index: int) -> tuple[str, ...]:
    """The lines played instead of ``record``'s move ``index``, each as its
    codec writes it, without comments (none for a codec that writes no
    variations)."""
    codec = record.codec
    if not isinstance(codec, MoveListCodec):
        return ()
    return tuple(codec.line_text(line, index, record.first, comments=False)
                 for line in record.moves[index].variations)
