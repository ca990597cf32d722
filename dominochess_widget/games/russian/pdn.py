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
with PDN's tag names: ``GameType "25"`` names the game (also written
``"25,W,8,8,N2,0"``), ``FEN`` holds a start that is not the usual one. Each
of S3's draw rules that is not the default has a tag (``[Repetition
"off"]``, ``[ThreeKings "off"]``, ``[KingsOnly "10"]``), and a game that is
over says how it ended (``[Termination "kings only"]``, ``"resignation"``…).

Reading takes the PDN 3.0 grammar as archives and servers write it
(:class:`~dominochess_widget.core.movelist.FreeSyntax`): numbered squares in
moves and positions (``22-18``, ``22x15x24``, ``[FEN "W:W21-32:B1-12"]``,
:mod:`.pdn_squares`) as well as algebraic ones (``c3-d4``, ``c3:e5:g3``,
``x`` for ``:``, ``c3d4``); move numbers in any form or none (``1. ...
f6-g5``, a repeated one: the rules decide who moves); NAGs (``$1``) and
glyphs, glued or apart (``c3-d4!?``, ``c3-d4 !?``); variations ``( … )``;
``%`` escape lines and ``;`` comments; a server's clock (``{[%clock w0:10:00
B0:10:00]}``, ``[%clk …]``, ``[%emt …]``) kept in the comment but never shown; draughts' 2-point
results (``2-0``, ``0-2``, ``1-1``), ``0-0`` (both forfeit) and a result
written only after the moves; a game that ends by resignation, agreement
or time without being over on the board (the players' decision gives its
result), and a Termination in a server's words (``"Time forfeit"``,
``"Normal"``) kept as the record's. An illegal move, a square of another
board (45), a result the moves contradict are refused with their line,
column and the rule's words.

Writing is the project's canonical form, which reads back to the same text:
algebraic squares, a number before each White move, ``n...`` after a
comment or a variation, results the chess way (``1-0``, ``0-1``,
``1/2-1/2``; ``0-0`` as written), a glyph NAG glued to its move
(``c3-d4!?``: NAGs 1–6 as their sign) and any other as ``$n``.
"""

from __future__ import annotations

from fractions import Fraction

from dominochess_widget.core.movelist import FreeSyntax, MoveListCodec
from dominochess_widget.games.russian.board import parse_square
from dominochess_widget.games.russian.outcome import Termination
from dominochess_widget.games.russian.pdn_squares import move_text, play_at_once, position_text

GAME_TYPE = "25"
#: Both players forfeit: a result PDN servers write that no move gives.
BOTH_FORFEIT = "0-0"

#: What reading accepts beyond the canonical form (see the module).
SYNTAX = FreeSyntax(
    move_text=move_text,
    play_at_once=play_at_once,
    position_text=position_text,
    kept_results=frozenset({BOTH_FORFEIT}),
    endings=frozenset(str(reason) for reason in Termination),
)

CODEC = MoveListCodec(
    "russian",
    game_tag=("GameType", GAME_TYPE),
    position_tag="FEN",
    aliases=("russian draughts", "russian", "shashki", "dama russa"),
    extra_results={"2-0": (Fraction(1), Fraction(0)), "0-2": (Fraction(0), Fraction(1)),
                   "1-1": (Fraction(1, 2), Fraction(1, 2)),
                   BOTH_FORFEIT: (Fraction(0), Fraction(0))},
    parse_cell=parse_square,
    extension=".pdn",
    free=SYNTAX,
)
