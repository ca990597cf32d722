"""Domino chess's record cut into the frames a viewer steps through (no Jupyter).

Each turn gives a *draw* frame (the tile just drawn, both halves open, the
pieces they select highlighted) and one frame per action. A frame after a
turn's last action shows that turn's tile with both halves used, not the
next tile. Every frame carries its comments and a one-line description of
what happened ("4 → bishop: Bc2xh7", "3: no rook can move"). A record's
variation replaces a whole turn (the same tile drawn), so the frame of a
turn's first action lists the turn's variations, as the record writes
them without comments: the frame that shows the first thing done
differently (the draw frame before it is the same in every line);
the record's ``branch_frames()`` says which frames those are and its
``line(index, number)`` makes the record of a variation's line, so a
viewer steps through it. The
registry entry's ``frames``; other games use the viewer's generic frames.
"""

from __future__ import annotations

from dominochess_widget.core.messages import translate
from dominochess_widget.core.rules import describe_result
from dominochess_widget.core.scene import Frame
from dominochess_widget.games.dominochess.board import Side
from dominochess_widget.games.dominochess.game import Game, TurnLog
from dominochess_widget.games.dominochess.narration import describe_action, selects
from dominochess_widget.games.dominochess.records import (
    GameRecord,
    RecordedTurn,
    turn_number,
    variation_texts,
)
from dominochess_widget.games.dominochess.tiles import format_tile


def record_frames(record: GameRecord, language: str) -> list[Frame]:
    """Every frame of ``record``, replayed through the rules from its start
    (at least one: a record of a game over at its start shows that position)."""
    game = record.start()
    frames: list[Frame] = []
    start_blue = game.start_side is Side.BLUE
    first_turn = game.turns_played  # a position may begin at turn 7
    for index, turn in enumerate(record.turns):
        openers = [record.comment] if index == 0 else []
        comments = tuple(c for c in (*openers, turn.tile_comment) if c is not None)
        label = f"{turn_number(index, turn.side, start_blue)} {format_tile(turn.tile)}"
        frames.append(Frame(game.clone(), label, _draw_text(game, turn, language), comments))
        for position, recorded in enumerate(turn.actions):
            description = describe_action(game, recorded.action, language)
            game.play(recorded.action)
            ends_turn = position == len(turn.actions) - 1 and not game.is_over
            finished = None
            if ends_turn and game.turns_played - first_turn > index:
                finished = TurnLog(turn.side, turn.tile, tuple(r.action for r in turn.actions))
            frames.append(
                Frame(
                    game.clone(),
                    str(recorded.action),
                    description,
                    (recorded.comment,) if recorded.comment else (),
                    finished,
                    describe_result(game, language),
                    variation_texts(turn, index, start_blue) if position == 0 else (),
                )
            )
    if (record.game.is_over and not game.is_over) or not frames:
        # A resignation or agreed draw, or a game that was over before its record began.
        result = describe_result(record.game, language)
        comments = () if frames or record.comment is None else (record.comment,)
        frames.append(Frame(record.game.clone(), "—", result, comments, result=result))
    return frames


def _draw_text(game: Game, turn: RecordedTurn, language: str) -> str:
    """"Red draws [3|5]: 3 → rook, 5 → knight"."""
    halves = ", ".join(
        translate("narration.selects", language, half=n, what=selects(game, n))
        for n in dict.fromkeys(turn.tile)
    )
    return translate("viewer.draws", language, side=turn.side, tile=format_tile(turn.tile),
                     halves=halves)
