"""Domino chess's computer in the registry (its entry's ``computer`` and ``hinter``)."""

from __future__ import annotations

from typing import Any

from dominochess_widget.ai.computers import Level
from dominochess_widget.games.dominochess.players import ComputerPlayer


def dominochess_computer(level: Level | str = Level.HARD, **options: Any) -> ComputerPlayer:
    """Domino chess's factory: its own
    :class:`~dominochess_widget.games.dominochess.players.ComputerPlayer`
    (expectimax over the tiles), which chooses, gives hints and says
    whether the wall-clock guard chose (``timed_out``)."""
    return ComputerPlayer(str(Level.parse(level)), **options)
