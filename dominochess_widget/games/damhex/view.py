"""The DamHex³ board view: the kagome board with each player's base tinted
and front rimmed in its colour (H1, H3), men and kings of three colours,
and a panel that keeps the seat order in sight, says who is out and
announces a ratto (H10). Pure Python: the widgets draw its scenes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from dominochess_widget.core.geometry import HexGrid
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.scene import Look, Scene
from dominochess_widget.games.damhex.board import BASES, COLOURS, FRONTS, RADIUS
from dominochess_widget.games.damhex.state import DamHex
from dominochess_widget.games.draughts.view import DraughtsView, draughts_scene

#: Each colour's man and king (Black's ringed, a cue besides colour).
LOOKS: dict[tuple[str, bool], Look] = {
    (colour, king): Look("crowned" if king else "man", colour, ringed=colour == "black")
    for colour in COLOURS for king in (False, True)
}

#: The board, its bases tinted and its fronts rimmed in their owners' colours.
SHAPE = HexGrid(
    RADIUS,
    tints=tuple((cell, COLOURS[c]) for c in range(3) for cell in sorted(BASES[c])),
    rims=tuple((cell, COLOURS[c]) for c in range(3) for cell in sorted(FRONTS[c])),
)


class DamHexView(DraughtsView):
    """The board view of DamHex³ (its registry entry's ``view``)."""

    shape = SHAPE
    looks = tuple(LOOKS.values())

    #: Every cell's number (H2) in a clear tag, pieces or not, on demand
    #: (the board itself shows them small, on empty cells only).
    overlays = ("numbers",)

    def overlay_words(self, state: Any, name: str, language: str,
                      options: Mapping[str, Any]) -> tuple[str, ...]:
        """The numbers overlay in words: how the cells are numbered (H2)."""
        return (translate("damhex.numbers", language),) if name == "numbers" else ()

    def scene(self, state: Any, language: str, options: Mapping[str, Any]) -> Scene:
        game: DamHex = state
        pieces = []
        for colour in COLOURS:
            for cell in game.pieces(colour):
                found = game.piece_at(cell)
                pieces.append((cell, LOOKS[colour, bool(found and found[1])]))
        scene = draughts_scene(game, language, options, pieces=tuple(sorted(pieces)),
                               notes=notes(game, language), looks=LOOKS)
        if options.get("numbers"):
            scene = replace(scene, labels=tuple((cell, str(cell + 1)) for cell in SHAPE.cells))
        if game.robbed is not None and not game.is_over:  # a ratto under way (H10)
            scene = replace(scene, header=translate(
                "damhex.header.ratto", language, thief=seat_name(game.to_move),
                robbed=seat_name(game.robbed)))
        return scene


def notes(game: DamHex, language: str) -> tuple[str, ...]:
    """The panel's lines: the seat order (▶ the player to move, who is
    out), a ratto as it happens, and the last move."""
    lines = []
    for colour in COLOURS:
        name = seat_name(colour)
        if colour not in game.players:
            lines.append(translate("damhex.note.out", language, side=name))
            continue
        count = len(game.pieces(colour))
        mark = "▶ " if colour == game.to_move and not game.is_over else ""
        lines.append(mark + translate("damhex.note.seat", language, side=name, pieces=count))
    if game.robbed is not None:
        lines.append(translate("damhex.note.ratto_now", language,
                               thief=seat_name(game.to_move), robbed=seat_name(game.robbed)))
    turns = game.turns
    if turns:
        last = turns[-1]
        key = "damhex.note.ratto_done" if last.ratto else "damhex.note.last"
        lines.append(translate(key, language, side=seat_name(last.seat), move=str(last.move)))
    return tuple(lines)


VIEW = DamHexView()
