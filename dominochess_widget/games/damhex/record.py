"""DamHex³ records: the core's move-list record with ``[Game "DamHex3"]``.

::

    [Event "Lesson 7"]
    [White "Luca"]
    [Black "Sofia"]
    [Red "Marta"]
    [Game "DamHex3"]
    [Result "3-1-0"]

    1. 48-41 1... 33x48 {Ratto: Red moves before Black.} …

Moves are the engine's notation (``52-45``, ``46x36x26``); ``Position``
holds a start that is not the usual one (``move=…; white=…``). Every move
has its own number: the ratto breaks the order of the three seats. The
result gives each player's score (H14: ``3-1-0``, ``2-2-0``, ``1-1-1``).
"""

from __future__ import annotations

from dominochess_widget.core.movelist import MoveListCodec
from dominochess_widget.games.damhex.board import parse_cell

CODEC = MoveListCodec("damhex", game_tag=("Game", "DamHex3"), aliases=("damhex", "damhex3"),
                      parse_cell=parse_cell, numbered_actions=True)
