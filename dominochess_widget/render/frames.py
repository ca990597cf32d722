"""A record cut into the frames a viewer steps through (no Jupyter).

A frame is a position to show, its entry in the move list, what happened
in words, the comments to show with their marks and arrows, and how the
game ended once it has. A game may cut its records its own way (its
registry entry's ``frames``: domino chess shows each tile drawn as a frame
of its own); every other game gets :func:`move_frames`: the start, then one
frame per move, told as the player widget tells it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dominochess_widget.core import registry
from dominochess_widget.core.errors import ArgumentTypeError, SettingError, shown
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

#: Where a line leaves the line it branches from: the index of the move (or
#: domino chess's turn) it replaces in that line, and which of that move's
#: variations it is (0 first). A path of them names a line of a record.
Branch = tuple[int, int]


def frames_of(record: Any, language: str) -> list[Frame]:
    """The frames of ``record``, cut as its game asks (see the module)."""
    cut = registry.info_of(record.game).frames
    return move_frames(record, language) if cut is None else cut(record, language)


def line_frames(record: Any, path: Sequence[Branch], language: str) -> list[Frame]:
    """The frames of the line ``path`` names in ``record`` (see
    :func:`line_record`), cut as its game asks."""
    return frames_of(line_record(record, path), language)


def line_record(record: Any, path: Sequence[Branch]) -> Any:
    """The record of a line of ``record``: for each branch of ``path`` in
    turn, the line so far up to the move it replaces, then that move's
    variation (its comments, marks and own variations kept), so that a
    nested variation is a path of two branches. An empty path is
    ``record`` itself. A path that is not a list of pairs of ints, or a
    branch that names no variation, raises a :class:`SettingError`."""
    for index, number in _branches(path):
        lists = _variation_lists(record)
        count = len(lists[index]) if 0 <= index < len(lists) else 0
        if not count:
            raise SettingError("viewer.none_here")
        if not 0 <= number < count:
            raise SettingError("viewer.no_variation", number=shown(number), last=count - 1)
        record = record.line(index, number)
        # The main line's result is not the line's: the line's last position says its own.
        record.tags = {name: value for name, value in record.tags.items()
                       if name not in ("Result", "Termination")}
    return record


def _branches(path: object) -> list[Branch]:
    """``path`` as a list of (move, variation) pairs of ints, or an
    :class:`ArgumentTypeError` naming the parameter and saying what a line is."""
    pairs = list(path) if isinstance(path, (list, tuple)) else None
    if pairs is None or not all(
            isinstance(pair, (list, tuple)) and len(pair) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) for n in pair)
            for pair in pairs):
        raise ArgumentTypeError("path", path, "line_path")
    return [(index, number) for index, number in pairs]


def branch_points(record: Any) -> dict[int, int]:
    """The frames of ``record`` (as :func:`frames_of` cuts it) that list
    variations, each with the index of the move (domino chess: the turn)
    those variations replace: the record says (``branch_frames``; a record
    that holds no variations, none)."""
    branch_frames = getattr(record, "branch_frames", None)
    return {} if branch_frames is None else dict(branch_frames())


def _variation_lists(record: Any) -> list[list[Any]]:
    """Each move's (domino chess: turn's) variations, in the record's order."""
    lists = getattr(record, "variation_lists", None)
    return [] if lists is None else list(lists())


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
