"""Domino chess's public names: the rules (game, board, tiles, mapping,
perft), pure Python, no Jupyter, no I/O. The one module the package root
re-exports from (``from dominochess_widget import Game, perft``); the
records' public names are re-exported by ``dominochess_widget.records``."""

from dominochess_widget.games.dominochess.actions import Action
from dominochess_widget.games.dominochess.board import START_PLACEMENT, Kind, Side, square_name
from dominochess_widget.games.dominochess.game import (
    DEFAULT_DRAW_RULE,
    Game,
    Half,
    NoMove,
    Result,
    Termination,
    TurnLog,
)
from dominochess_widget.games.dominochess.mapping import DEFAULT_MAPPING, JOLLY, TileMapping
from dominochess_widget.games.dominochess.perft import divide, perft
from dominochess_widget.games.dominochess.tiles import ALL_TILES, Tile, format_tile

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
