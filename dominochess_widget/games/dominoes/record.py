"""Dominoes records: the core's move-list record with ``[Game "Dominoes"]``.

::

    [Event "Lesson 6"]
    [Red "Sofia"]
    [Blue "Luca"]
    [Green "Marta"]
    [Game "Dominoes"]
    [Position "players=3; hand=5; target=100; scoring=source; seed=7; round=1; …"]
    [Result "0-1-0"]
    [Termination "target"]

    1. 3|3 {Blue holds the highest double and leads (O3).}
    2. 3|4@3|3:1
    3. draw {Red has no 3 and no 4.}
    …
    41. deal {Round 2: Blue won the first with 23 points.}
    …

Every action has its own number: a seat may act several times in a row
(draws), and ``deal`` starts the next round of a match. ``Position`` always
holds the deal (every hand and the boneyard's order) with the match's
settings and its score so far, so a record is a round an annotator can
show from every hand; the result is ``*`` until a match reaches its target
(O9) or ends by resignation or agreement, then one score per seat: the
winner's 1 (``0-1-0``), or a draw shared (``1/3-1/3-1/3``).
"""

from __future__ import annotations

from dominochess_widget.core.movelist import MoveListCodec

CODEC = MoveListCodec("dominoes", game_tag=("Game", "Dominoes"), aliases=("dominoes", "domino"),
                      numbered_actions=True, settings_in_position=True)
