"""Lasca records: the core's move-list record with ``[Game "Lasca"]``.

::

    [Event "Lesson 5"]
    [White "Luca"]
    [Black "Sofia"]
    [Game "Lasca"]
    [Position "W a3=w e5=bW g7=B"]
    [Officer "lasker"]
    [Result "1-0"]
    [Termination "no moves"]

    1. c3-d4 {Why. [%cal Gc3d4]} 1... e5xc3
    2. b2xd4 …

Moves are the engine's notation (``c3-d4``, ``a3xc5xe7``; ``:`` is read as
``x``); ``Position`` holds a start that is not the usual one (columns top
first, the rules page's notation). The settings that are not the default
have a tag each: ``[Officer "lasker"]`` a game played with Lasker's
one-step officers (L1; the flying officer is the default),
``[Repetition "off"]`` one without L4's repetition draw.
"""

from __future__ import annotations

from dominochess_widget.core.movelist import MoveListCodec
from dominochess_widget.games.lasca.board import parse_square

CODEC = MoveListCodec("lasca", game_tag=("Game", "Lasca"), aliases=("lasca", "laska"),
                      parse_cell=parse_square)
