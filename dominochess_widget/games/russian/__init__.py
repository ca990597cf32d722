"""Russian draughts (shashki): the rules of docs/russian_draughts.md, S1–S3.

>>> from dominochess_widget.games.russian import Draughts
>>> game = Draughts.new()
>>> game.play("c3-d4")
<Move c3-d4>

Importing this package adds its messages to the catalogue and registers
the game as ``"russian"``.
"""

from __future__ import annotations

from dominochess_widget.core.messages import extend
from dominochess_widget.core.registry import GameInfo, register
from dominochess_widget.games.draughts.state import check_unused_seed
from dominochess_widget.games.russian.computer import make_computer
from dominochess_widget.games.russian.editing import EDITOR
from dominochess_widget.games.russian.messages import MESSAGES
from dominochess_widget.games.russian.outcome import Result, Seat, Termination
from dominochess_widget.games.russian.pdn import CODEC
from dominochess_widget.games.russian.play import RULES
from dominochess_widget.games.russian.settings import Settings
from dominochess_widget.games.russian.state import START_POSITION, Draughts, Move, perft
from dominochess_widget.games.russian.view import VIEW

extend(MESSAGES)


def new(seed: int | None = None, **settings: object) -> Draughts:
    """A new game; ``seed`` is checked for the registry and ignored (no chance here)."""
    check_unused_seed(seed)
    return Draughts.new(**settings)


INFO = register(
    GameInfo(
        name="russian",
        title_key="game_title.russian",
        seats=("white", "black"),
        new=new,
        from_position=Draughts.from_position,
        perft=perft,
        computer=make_computer,
        hinter=make_computer,
        view=VIEW,
        play=RULES,
        record=CODEC,
        editor=EDITOR,
    )
)

__all__ = [
    "INFO",
    "START_POSITION",
    "Draughts",
    "Move",
    "Result",
    "Seat",
    "Settings",
    "Termination",
    "new",
    "perft",
]
