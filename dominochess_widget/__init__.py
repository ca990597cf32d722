"""dominochess-widget: five games of a set of Italian rules sheets for
Jupyter classrooms — domino chess, Russian draughts, Lasca, DamHex³ and
double-six dominoes.

Importing the package imports :mod:`dominochess_widget.games`, which
registers every game once (``games.names()``, ``games.new(name)``); nothing
else imports the games to find them. The rules, records and computers are
pure Python; the widgets live in :mod:`dominochess_widget.widgets`. The
names here are domino chess's, the house's first game (``Game``, ``perft``,
its errors), kept where users' code has always found them; the layers are
described in docs/architecture.md.
"""

import dominochess_widget.games  # noqa: F401  (registers every game)
from dominochess_widget.core.errors import (
    ActionError,
    ActionSyntaxError,
    ArgumentTypeError,
    DominoChessError,
    FileAccessError,
    IllegalActionError,
    PositionError,
    RecordError,
    SettingError,
)
from dominochess_widget.games.dominochess.rules import (
    ALL_TILES,
    DEFAULT_DRAW_RULE,
    DEFAULT_MAPPING,
    START_PLACEMENT,
    Action,
    Game,
    Half,
    Kind,
    NoMove,
    Result,
    Side,
    Termination,
    Tile,
    TileMapping,
    TurnLog,
    divide,
    format_tile,
    perft,
    square_name,
)

__all__ = [
    "ALL_TILES",
    "DEFAULT_DRAW_RULE",
    "DEFAULT_MAPPING",
    "START_PLACEMENT",
    "Action",
    "ActionError",
    "ActionSyntaxError",
    "ArgumentTypeError",
    "DominoChessError",
    "FileAccessError",
    "Game",
    "Half",
    "IllegalActionError",
    "Kind",
    "NoMove",
    "PositionError",
    "RecordError",
    "Result",
    "SettingError",
    "Side",
    "Termination",
    "Tile",
    "TileMapping",
    "TurnLog",
    "divide",
    "format_tile",
    "perft",
    "square_name",
]
