"""Domino chess's computer in the registry (``extras["computer"]``)."""

from __future__ import annotations

from typing import Any

from dominochess_widget.ai.computers import Computer, Level


def dominochess_computer(level: Level | str = Level.HARD, **options: Any) -> Computer:
    """Domino chess's factory: its own
    :class:`~dominochess_widget.games.dominochess.players.ComputerPlayer`
    (expectimax over the tiles), which already has ``choose``, ``level`` and
    ``timed_out``."""
    from dominochess_widget.games.dominochess.players import ComputerPlayer

    player: Computer = ComputerPlayer(str(Level.parse(level)), **options)
    return player
