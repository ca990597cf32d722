"""Every game of the house, by name (python-chess's variant lookup as model).

>>> from dominochess_widget import games
>>> games.names()
['dominochess', 'dominoes', 'lasca', 'russian']
>>> state = games.new("russian")
>>> state.play("c3-d4")

Each game lives in its own package here (or, for domino chess, in
:mod:`dominochess_widget.engine`) and registers itself when imported.
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
from dominochess_widget.games import dominochess as dominochess
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
