"""Domino chess in the position editor (its registry entry's ``editor``).

A cell holds one piece, written as its FEN letter (upper case Red). The
position text (:mod:`dominochess_widget.games.dominochess.position`) is the placement,
the side to move and the tile drawn, then ``key=value`` fields; the
editor offers the tile as a choice and carries the other fields (the
pool, the seed, the clocks, a half already played) as they were. Pure
Python: the engine decides whether the position is possible.

The pool's order stays in Python (issue 25, item 21). The setup keeps
the whole position — the pool in the order it will be drawn, and the
seed that orders the later cycles — and :func:`compose` writes it for the
engine; but the editor's text box shows :func:`shown_text`, the position as
every player sees it: the face-down tiles as a sorted set, ``unseen=…``,
and no seed (the seed would give the order away: anyone can shuffle with
it). The engine reads ``unseen=`` by shuffling those tiles with the seed
(a fresh one when the text gives none), so a teacher who types or pastes
a position in the box gets a pool nobody has seen; clicks, the tile menu,
Play and the viewer keep the setup's own pool.
"""

from __future__ import annotations

from typing import Any

from dominochess_widget.core.editing import Choice, Editor, Piece, Setup, position_fields
from dominochess_widget.core.protocol import GameState
from dominochess_widget.games.dominochess.board import (
    SQUARE_COUNT,
    Kind,
    Side,
    format_placement,
    piece_code,
)
from dominochess_widget.games.dominochess.game import Game
from dominochess_widget.games.dominochess.tiles import ALL_TILES, format_tile
from dominochess_widget.games.dominochess.view import KIND_ORDER, LOOKS

TILES = tuple(format_tile(tile)[1:-1] for tile in ALL_TILES)


def _letter(side: Side, kind: Kind) -> str:
    return kind.letter if side is Side.RED else kind.letter.lower()


_NAMES = {
    (Side.RED, Kind.KING): "editor.piece.red_king",
    (Side.RED, Kind.QUEEN): "editor.piece.red_queen",
    (Side.RED, Kind.ROOK): "editor.piece.red_rook",
    (Side.RED, Kind.BISHOP): "editor.piece.red_bishop",
    (Side.RED, Kind.KNIGHT): "editor.piece.red_knight",
    (Side.BLUE, Kind.KING): "editor.piece.blue_king",
    (Side.BLUE, Kind.QUEEN): "editor.piece.blue_queen",
    (Side.BLUE, Kind.ROOK): "editor.piece.blue_rook",
    (Side.BLUE, Kind.BISHOP): "editor.piece.blue_bishop",
    (Side.BLUE, Kind.KNIGHT): "editor.piece.blue_knight",
}
PIECES = tuple(Piece(_letter(side, kind), side.value, LOOKS[side, kind], _NAMES[side, kind])
               for side in Side for kind in KIND_ORDER)


def compose(setup: Setup) -> str:
    """The position text of ``setup`` (the top piece of each cell counts)."""
    board = [0] * SQUARE_COUNT
    for cell, stack in setup.cells.items():
        kind = Kind.from_letter(stack[0]) if stack else None
        if kind is not None and 0 <= cell < SQUARE_COUNT:
            side = Side.RED if stack[0].isupper() else Side.BLUE
            board[cell] = piece_code(side, kind)
    extras = dict(setup.extras)
    tile = extras.pop("tile", "")
    fields = [f"{name}={value}" for name, value in extras.items()]
    return " ".join([format_placement(board), setup.to_move, tile, *fields])


def decompose(state: GameState[Any]) -> Setup:
    """``state``'s pieces, side to move, tile and other fields."""
    assert isinstance(state, Game)
    _, side, tile, *rest = state.position().split()
    cells = {square: (_letter(owner, kind),) for square, owner, kind in state.pieces()}
    return Setup(cells, side, {"tile": tile, **position_fields(" ".join(rest), " ")})


def choose(setup: Setup, name: str, value: str) -> Setup:
    """Draw the tile ``value`` instead: it leaves the pool, where the tile
    drawn before takes its place, and no half of it is played yet."""
    extras = dict(setup.extras)
    old = extras.get(name, "")
    extras[name] = value
    if name == "tile":
        extras.pop("played", None)
        pool = extras.get("pool", "-").split(",")
        if value in pool:
            extras["pool"] = ",".join(old if tile == value else tile for tile in pool)
    return Setup(setup.cells, setup.to_move, extras)


def shown_text(setup: Setup) -> str:
    """The position text of ``setup`` as a screen may show it: the pool as
    the sorted set of face-down tiles (``unseen=…``), without its order or
    the seed (what :meth:`Game.observation` shows every player)."""
    extras: dict[str, str] = {}
    for name, value in setup.extras.items():
        if name == "pool":  # tiles "a|b" with a <= b (or "-"): as text they sort as tiles
            extras["unseen"] = ",".join(sorted(value.split(",")))
        elif name != "seed":
            extras[name] = value
    return compose(Setup(setup.cells, setup.to_move, extras))


#: The editor's text box shows :func:`shown_text`, never the pool's order.
EDITOR = Editor(
    pieces=PIECES,
    cells=frozenset(range(SQUARE_COUNT)),
    compose=compose,
    decompose=decompose,
    choices=(Choice("tile", "editor.choice.tile", TILES),),
    choose=choose,
    shown=shown_text,
)
