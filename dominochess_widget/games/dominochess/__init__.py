"""Domino chess in the registry: its rules live in :mod:`dominochess_widget.games.dominochess.rules`
(the package's first game, whose public API stays where it was)."""

from __future__ import annotations

from typing import Any

from dominochess_widget.core.messages import extend
from dominochess_widget.core.registry import GameInfo, register
from dominochess_widget.games.dominochess.board import SEAT_NAMES
from dominochess_widget.games.dominochess.computer import dominochess_computer
from dominochess_widget.games.dominochess.editing import EDITOR
from dominochess_widget.games.dominochess.frames import record_frames
from dominochess_widget.games.dominochess.game import Game, check_settings
from dominochess_widget.games.dominochess.messages import MESSAGES
from dominochess_widget.games.dominochess.perft import perft as _perft
from dominochess_widget.games.dominochess.play import RULES
from dominochess_widget.games.dominochess.position import read_position
from dominochess_widget.games.dominochess.record import CODEC
from dominochess_widget.games.dominochess.view import VIEW

extend(MESSAGES)


def _new(seed: int | None = None, **settings: Any) -> Game:
    """A new game: an unknown setting is a SettingError naming the known
    ones, like the other games' (issue 25, item 6), not a TypeError."""
    check_settings(settings)
    return Game.new(seed=seed, **settings)


def _perft_of(state: object, depth: int) -> int:
    assert isinstance(state, Game)
    return _perft(state, depth)


INFO = register(
    GameInfo(
        name="dominochess",
        title_key="game_title.dominochess",
        seats=SEAT_NAMES,
        new=_new,
        from_position=read_position,
        perft=_perft_of,
        chance=True,  # the tile drawn each turn
        hidden_information=True,  # the pool's order
        computer=dominochess_computer,
        hinter=dominochess_computer,
        view=VIEW,
        play=RULES,
        record=CODEC,
        frames=record_frames,
        editor=EDITOR,
    )
)
