"""Double-six dominoes, the draw game for 2–4 players: the rules page
``dominoes.md``, O1–O11 (docs/dominoes.md restates them).

>>> from dominochess_widget.games.dominoes import Dominoes
>>> match = Dominoes.new(seed=7, players=3)
>>> match.legal_actions()          # the holder of the highest double leads it
[<Play 3|3>]

The engine stands on its own (hidden hands, the boneyard, spinners, rounds
and the match); the game joins the registry, and so the widgets, with its
table view (issue 13 builds it next). Importing this package adds its
messages to the catalogue.
"""

from __future__ import annotations

from dominochess_widget.games.dominoes.actions import (
    DEAL,
    DRAW,
    PASS,
    Action,
    Deal,
    Draw,
    Pass,
    Play,
)
from dominochess_widget.games.dominoes.messages import MESSAGES
from dominochess_widget.games.dominoes.outcome import MatchResult, RoundEnd, Termination
from dominochess_widget.games.dominoes.settings import Settings
from dominochess_widget.games.dominoes.state import Dominoes
from dominochess_widget.games.dominoes.table import Face, Table
from dominochess_widget.messages import extend

extend(MESSAGES)

__all__ = [
    "DEAL", "DRAW", "PASS", "Action", "Deal", "Dominoes", "Draw", "Face", "MatchResult", "Pass",
    "Play", "RoundEnd", "Settings", "Table", "Termination",
]
