"""DamHex³, three-player draughts on a hexagonal board: the rules page
``damhex.md``, H1–H14 (its board and start are our reconstruction, (R)).

>>> from dominochess_widget.games.damhex import DamHex
>>> game = DamHex.new()
>>> len(game.legal_actions())   # White's first moves (H4)
10

Importing this package adds its messages to the catalogue and registers
the game as ``"damhex"``, with its hex board view, play rules, records
(``[Game "DamHex3"]``) and computer, which gives hints too.
"""

from __future__ import annotations

from dominochess_widget.core.errors import SettingError
from dominochess_widget.core.messages import extend
from dominochess_widget.core.registry import GameInfo, register
from dominochess_widget.games.damhex.computer import make_computer
from dominochess_widget.games.damhex.messages import MESSAGES
from dominochess_widget.games.damhex.moves import Move
from dominochess_widget.games.damhex.outcome import Outcome, Termination
from dominochess_widget.games.damhex.state import START, START_POSITION, DamHex, Turn, perft
from dominochess_widget.games.draughts.state import check_unused_seed

extend(MESSAGES)

from dominochess_widget.games.damhex.editing import EDITOR  # noqa: E402  (after its messages)
from dominochess_widget.games.damhex.play import RULES  # noqa: E402
from dominochess_widget.games.damhex.record import CODEC  # noqa: E402
from dominochess_widget.games.damhex.view import VIEW  # noqa: E402


def new(seed: int | None = None, **settings: object) -> DamHex:
    """A new game (H4); ``seed`` is checked for the registry and ignored (no chance)."""
    check_unused_seed(seed)
    _no_settings(settings)
    return DamHex.new()


def from_position(text: str, **settings: object) -> DamHex:
    _no_settings(settings)
    return DamHex.from_position(text)


def _no_settings(settings: dict[str, object]) -> None:
    """DamHex³ has no settings: a keyword given to it is a mistake, named."""
    if settings:
        raise SettingError("damhex.setting.none", name=next(iter(settings)))


INFO = register(
    GameInfo(
        name="damhex",
        title_key="game_title.damhex",
        seats=("white", "black", "red"),
        new=new,
        from_position=from_position,
        perft=perft,
        computer=make_computer,
        hinter=make_computer,
        view=VIEW,
        play=RULES,
        record=CODEC,
        editor=EDITOR,
    )
)

__all__ = ["INFO", "START", "START_POSITION", "DamHex", "Move", "Outcome", "Termination", "Turn",
           "from_position", "new", "perft"]
