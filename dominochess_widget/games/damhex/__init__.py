"""DamHex³, three-player draughts on a hexagonal board: the rules page
``damhex.md``, H1–H14 (its board and start are our reconstruction, (R)).

>>> from dominochess_widget.games.damhex import DamHex
>>> game = DamHex.new()
>>> len(game.legal_actions())   # White's first moves (H4)
10

The engine stands on its own; the game joins the registry with its hex
board view. Importing this package adds its messages to the catalogue.
"""

from __future__ import annotations

from dominochess_widget.games.damhex.messages import MESSAGES
from dominochess_widget.games.damhex.moves import Move
from dominochess_widget.games.damhex.outcome import Outcome, Termination
from dominochess_widget.games.damhex.state import START, START_POSITION, DamHex, Turn
from dominochess_widget.messages import extend

extend(MESSAGES)

__all__ = ["START", "START_POSITION", "DamHex", "Move", "Outcome", "Termination", "Turn"]
