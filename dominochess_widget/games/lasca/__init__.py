"""Lasca, Emanuel Lasker's column draughts: the rules page ``lasca.md``, L1–L4.

>>> from dominochess_widget import games
>>> game = games.new("lasca")            # officer="flying" (L1) by default
>>> game.play("c3-d4")
<Move c3-d4>

Nothing is ever removed: a capture takes only the commander (the top
piece) of the jumped column and puts it at the bottom of the capturer.
Importing this package adds its messages to the catalogue and registers
the game as ``"lasca"``.
"""

from __future__ import annotations

from dominochess_widget.core.messages import extend
from dominochess_widget.core.registry import GameInfo, register
from dominochess_widget.games.draughts.state import check_unused_seed
from dominochess_widget.games.lasca.computer import make_computer
from dominochess_widget.games.lasca.editing import EDITOR
from dominochess_widget.games.lasca.messages import MESSAGES
from dominochess_widget.games.lasca.outcome import Result, Seat, Termination
from dominochess_widget.games.lasca.play import RULES
from dominochess_widget.games.lasca.record import CODEC
from dominochess_widget.games.lasca.settings import Settings
from dominochess_widget.games.lasca.state import START_POSITION, Lasca, Move, perft
from dominochess_widget.games.lasca.view import VIEW

extend(MESSAGES)


def new(seed: int | None = None, **settings: object) -> Lasca:
    """A new game; ``seed`` is checked for the registry and ignored (no chance here)."""
    check_unused_seed(seed)
    return Lasca.new(**settings)


INFO = register(
    GameInfo(
        name="lasca",
        title_key="game_title.lasca",
        seats=("white", "black"),
        new=new,
        from_position=Lasca.from_position,
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
    "Lasca",
    "Move",
    "Result",
    "Seat",
    "Settings",
    "Termination",
    "new",
    "perft",
]
