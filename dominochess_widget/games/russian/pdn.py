"""Russian draughts records in PDN (``[GameType "25"]``), read and written.

::

    [Event "Lesson 4"]
    [White "Luca"]
    [Black "Sofia"]
    [GameType "25"]
    [FEN "B:WKa1,h4:Ba3,b8,d6,f4,h2"]
    [KingsOnly "10"]
    [Result "0-1"]
    [Termination "no moves"]

    {A comment on the whole game.}
    1... a3-b2 {Why. [%cal Ga3b2]}
    2. a1:e5:c7 {…} 2... b8:d6
    3. h4-g5 f4:h6 0-1

The move-list record of the core (:class:`~dominochess_widget.core.movelist.MoveListCodec`)
with PDN's tag names: ``GameType "25"`` names the game, ``FEN`` holds a
start that is not the usual one. Each of S3's draw rules that is not the
default has a tag (``[Repetition "off"]``, ``[ThreeKings "off"]``,
``[KingsOnly "10"]``), and a game that is over says how it ended
(``[Termination "kings only"]``, ``"resignation"``…). Moves are the engine's
notation (``c3-d4``, ``c3:e5:g3``; ``x`` is read as ``:``); draughts' 2-point
results (``2-0``, ``0-2``, ``1-1``) are read too and written the chess way.
"""

from __future__ import annotations

from fractions import Fraction

from dominochess_widget.core.movelist import MoveListCodec
from dominochess_widget.games.russian.board import parse_square

GAME_TYPE = "25"

CODEC = MoveListCodec(
    "russian",
    game_tag=("GameType", GAME_TYPE),
    position_tag="FEN",
    aliases=("russian draughts", "russian", "shashki", "dama russa"),
    extra_results={"2-0": (Fraction(1), Fraction(0)), "0-2": (Fraction(0), Fraction(1)),
                   "1-1": (Fraction(1, 2), Fraction(1, 2))},
    parse_cell=parse_square,
    extension=".pdn",
)
