"""DamHex³ records: the core's move-list record with ``[Game "DamHex3"]``.

::

    [Event "Lesson 7"]
    [White "Luca"]
    [Black "Sofia"]
    [Red "Marta"]
    [Game "DamHex3"]
    [Result "3-1-0"]
    [Termination "last player"]

    1. 48-41
    2. 33x48 {Ratto: Red moves before Black.}
    …
    31. resigns {Black leaves the game (H12); White and Red play on.}
    …

Moves are the engine's notation (``52-45``, ``46x36x26``); ``Position``
holds a start that is not the usual one (``move=…; white=…``). Every move
has its own number: the ratto breaks the order of the three seats. The
result gives each player's score (H14: ``3-1-0``, ``2-2-0``, ``1-1-1``), in
the ``Result`` tag and after the last move, and ``Termination`` how the
game ended ("last player", "no move", "quiet" for H13's count,
"resignation", "agreement"). A player who resigns while two others play
on (H12) is written where it happened, ``resigns``. In comments' marks a
cell is written with two digits: ``[%csl G05]``, ``[%cal G4841]``.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations

from dominochess_widget.core.movelist import MoveListCodec
from dominochess_widget.games.damhex.board import parse_cell

_HALF = Fraction(1, 2)
_SHAPES: tuple[tuple[Fraction, ...], ...] = tuple(
    tuple(Fraction(s) for s in shape)
    for shape in ((3, 1, 0), (3, _HALF, _HALF), (2, 2, 0), (1, 1, 1)))
#: H14's results as the words after the last move: places 3 / 1 / 0, two
#: out at once (3, ½, ½), a draw between two (2, 2, 0) or three (1, 1, 1).
RESULTS = {"-".join(str(s) for s in scores): scores
           for shape in _SHAPES for scores in dict.fromkeys(permutations(shape))}

CODEC = MoveListCodec("damhex", game_tag=("Game", "DamHex3"), aliases=("damhex", "damhex3"),
                      parse_cell=parse_cell, numbered_actions=True, extra_results=RESULTS)
