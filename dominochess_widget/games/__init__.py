"""Every game of the house, by name (python-chess's variant lookup as model).

>>> from dominochess_widget import games
>>> games.names()
['dominochess', 'damhex', 'dominoes', 'lasca', 'russian']
>>> state = games.new("russian")
>>> state.play("c3-d4")

Each game lives in its own package here (or, for domino chess, in
:mod:`dominochess_widget.games.dominochess.rules`) and registers itself when imported.
"""

from __future__ import annotations

from dominochess_widget.core.registry import (
    GameInfo,
    from_position,
    generic_perft,
    info,
    info_of,
    names,
    new,
    perft,
)

# The house's first game registers first: it is the widgets' default game.
from dominochess_widget.games import dominochess as dominochess  # isort: skip
from dominochess_widget.games import damhex as damhex
from dominochess_widget.games import dominoes as dominoes
from dominochess_widget.games import lasca as lasca
from dominochess_widget.games import russian as russian

__all__ = [
    "GameInfo",
    "from_position",
    "generic_perft",
    "info",
    "info_of",
    "names",
    "new",
    "perft",
]
