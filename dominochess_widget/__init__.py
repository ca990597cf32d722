"""dominochess-widget: domino chess for Jupyter classrooms.

The engine (rules, records, perft) is importable without Jupyter; the
widgets live in :mod:`dominochess_widget.widgets`. Importing the package
imports :mod:`dominochess_widget.games`, which registers every game once:
nothing else imports the games to find them.
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
