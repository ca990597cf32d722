"""Lasca on the board view: its scenes, read from the engine.

Each column is drawn as a pile (the commander on top, every prisoner's
colour showing beneath it, a badge with the height); the panel says each
side's columns and prisoners, a compulsory capture, the last move and
which commanders it took, and — for the column picked or clicked — every
piece from the top down. :func:`describe_column` says the same in one
sentence (the viewer's and player's message, "Read the board"). Pure
Python; nothing here decides what is legal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dominochess_widget.core.geometry import SquareGrid
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.scene import Look, Scene
from dominochess_widget.games.draughts.view import LOOKS, DraughtsView, clicked_path, draughts_scene
from dominochess_widget.games.lasca.board import FILES, RANKS, SIZE, side_of, square_name
from dominochess_widget.games.lasca.state import Lasca

_SEATS = ("white", "black")


def _look(piece: str) -> Look:
    return LOOKS[_SEATS[side_of(piece)], piece.isupper()]


def piece_name(piece: str, language: str) -> str:
    """"White soldier", "Black officer" for ``w``, ``B``."""
    kind = "officer" if piece.isupper() else "soldier"
    return translate(f"lasca.piece.{_SEATS[side_of(piece)]}_{kind}", language)


def describe_column(game: Lasca, square: int, language: str) -> str:
    """The column on ``square`` in one sentence: its height, its commander
    and its prisoners from the top down (or that the square is empty)."""
    column = game.column(square)
    name = square_name(square)
    if not column:
        return translate("lasca.column.empty", language, square=name)
    top = piece_name(column[0], language)
    if len(column) == 1:
        return translate("lasca.column.single", language, square=name, piece=top)
    under = ", ".join(piece_name(p, language) for p in column[1:])
    return translate("lasca.column.many", language, square=name, height=len(column),
                     piece=top, under=under)


class LascaView(DraughtsView):
    """The board view of Lasca (its registry entry's ``view``)."""

    shape = SquareGrid(SIZE, SIZE, tuple(FILES), tuple(RANKS))

    def scene(self, state: Any, language: str, options: Mapping[str, Any]) -> Scene:
        game: Lasca = state
        columns = tuple(game.columns())
        path = clicked_path(options)
        return draughts_scene(
            game, language, options,
            pieces=tuple((square, _look(column[0])) for square, column in columns),
            notes=_notes(game, language, path[0] if path else None),
            stacks=tuple((square, tuple(map(_look, column[1:])))
                         for square, column in columns if len(column) > 1),
        )

    def describe_cell(self, state: Any, cell: int, language: str) -> str:
        """What a click on ``cell`` tells in words: its column, top first."""
        game: Lasca = state
        return describe_column(game, cell, language)


def _notes(game: Lasca, language: str, picked: int | None) -> tuple[str, ...]:
    """The panel's lines: each side's columns and prisoners, a compulsory
    capture, the last move, and the picked column piece by piece."""
    lines = []
    for seat, letters in zip(_SEATS, ("wW", "bB"), strict=True):
        commanded = [column for _, column in game.columns() if column[0] in letters]
        held = sum(1 for column in commanded for piece in column[1:] if piece not in letters)
        lines.append(translate("lasca.note.count", language, side=seat_name(seat),
                               columns=len(commanded), held=held))
    if not game.is_over and any(move.is_capture for move in game.legal_actions()):
        lines.append(translate("lasca.note.must_capture", language))
    if game.history:
        last = game.history[-1]
        lines.append(translate("lasca.note.last", language, move=str(last)))
        if last.captured:  # which commanders went under which column
            lines.append(translate("lasca.note.took", language,
                                   squares=", ".join(map(square_name, last.captured)),
                                   end=square_name(last.end)))
    column = game.column(picked) if picked is not None else ""
    if column:
        lines.append(translate("lasca.note.column", language, square=square_name(picked or 0),
                               height=len(column)))
        for depth, piece in enumerate(column):
            key = "lasca.note.commander" if depth == 0 else "lasca.note.prisoner"
            lines.append(translate(key, language, piece=piece_name(piece, language)))
    return tuple(lines)


VIEW = LascaView()
