"""Double-six dominoes, the draw game for 2–4 players: the rules page
``dominoes.md``, O1–O11 (docs/dominoes.md restates them).

>>> from dominochess_widget.games.dominoes import Dominoes
>>> match = Dominoes.new(seed=7, players=3)
>>> match.legal_actions()          # the holder of the highest double leads it
[<Play 3|3>]

The engine stands on its own (hidden hands, the boneyard, spinners, rounds
and the match). Importing this package adds its messages to the catalogue
and registers the game as ``"dominoes"``; it has no board, so it has no
board view: its own widget, the table (:mod:`dominochess_widget.widgets.dominoes`),
registers itself with the widget layer's plug-ins.
"""

from __future__ import annotations

from dominochess_widget.core.messages import extend
from dominochess_widget.core.registry import GameInfo, register
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
from dominochess_widget.games.dominoes.computer import make_computer
from dominochess_widget.games.dominoes.messages import MESSAGES
from dominochess_widget.games.dominoes.outcome import MatchResult, RoundEnd, Termination
from dominochess_widget.games.dominoes.play import RULES
from dominochess_widget.games.dominoes.record import CODEC
from dominochess_widget.games.dominoes.settings import Settings
from dominochess_widget.games.dominoes.state import Dominoes
from dominochess_widget.games.dominoes.table import Face, Table

extend(MESSAGES)


def new(seed: int | None = None, **settings: object) -> Dominoes:
    """A new match dealt by ``seed`` (players=2..4, hand_size, target, scoring)."""
    return Dominoes.new(seed=seed, **settings)


INFO = register(
    GameInfo(
        name="dominoes",
        title_key="game_title.dominoes",
        seats=("red", "blue"),  # two players by default; up to four
        new=new,
        from_position=Dominoes.from_position,
        most_seats=4,
        chance=True,  # the deal
        hidden_information=True,  # the hands and the boneyard
        computer=make_computer,
        record=CODEC,
        play=RULES,
    )
)

__all__ = [
    "DEAL", "DRAW", "INFO", "PASS", "Action", "Deal", "Dominoes", "Draw", "Face", "MatchResult",
    "Pass", "Play", "RoundEnd", "Settings", "Table", "Termination", "new",
]
