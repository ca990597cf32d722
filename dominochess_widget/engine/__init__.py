"""The rules of domino chess: pure Python, no Jupyter, no I/O."""

from dominochess_widget.engine.actions import Action
from dominochess_widget.engine.board import START_PLACEMENT, Kind, Side, square_name
from dominochess_widget.engine.dominoes import ALL_TILES, Tile, format_tile
from dominochess_widget.engine.game import (
    DEFAULT_DRAW_RULE,
    Game,
    Half,
    NoMove,
    Result,
    Termination,
    TurnLog,
)
from dominochess_widget.engine.mapping import DEFAULT_MAPPING, JOLLY, TileMapping
from dominochess_widget.engine.perft import divide, perft

__all__ = [
    "ALL_TILES",
    "DEFAULT_DRAW_RULE",
    "DEFAULT_MAPPING",
    "JOLLY",
    "START_PLACEMENT",
    "Action",
    "Game",
    "Half",
    "Kind",
    "NoMove",
    "Result",
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
