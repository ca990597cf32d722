"""Every game of the house, by name (python-chess's variant lookup as model).

>>> from dominochess_widget import games
>>> games.names()
['dominochess', 'damhex', 'dominoes', 'lasca', 'russian']
>>> state = games.new("russian")
>>> state.play("c3-d4")

Each game lives in its own package here and registers itself when
imported; importing :mod:`dominochess_widget` imports this package, so
every game is registered once the package is, and no other module imports
the games to find them (they look them up in the registry). A game never
imports another game; the draughts kernel (:mod:`.draughts`) and the
modules right here (:mod:`.sides`) are shared.
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
