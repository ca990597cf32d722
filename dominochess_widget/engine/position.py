"""A domino chess position as one line of text, read back exactly.

::

    RNBQKBNR/... red 3|5 played=3@e4 clock=2 turn=7 pool=0|4,1|1,… seed=42

The first three fields are the placement (FEN, upper case Red), the side
to move and the tile drawn this turn. Then ``key=value`` fields, any order
on input, written in a fixed order and only when not the default:

* ``played`` — the half already used this turn: ``3@e4`` (moved, the
  piece now on e4), ``3xe4`` (moved and captured), ``3-`` (forfeited);
* ``clock`` — turns without a capture (D4), ``turn`` — turns played,
  ``cycle`` — pool reshuffles so far;
* ``pool`` — the face-down tiles of this cycle, top first (``-`` none),
  ``seed`` — orders the later cycles;
* ``draw`` — the D4 limit (``off`` or a number), ``mapping`` — the D2
  order as letters (``KQRBN``);
* ``result`` and ``end`` — how a finished game ended.

This is what ``games.from_position("dominochess", text)`` reads and
``Game.position()`` writes; the record's ``Setup`` tag stays the shorter
"placement side" form.
"""

from __future__ import annotations

import re
from typing import Any

from dominochess_widget.engine.board import (
    SIDES,
    parse_placement,
    parse_side,
    parse_square,
    square_name,
)
from dominochess_widget.engine.dominoes import (
    ALL_TILES,
    Tile,
    check_distinct,
    check_seed,
    format_tile,
    make_tile,
    new_seed,
    seeded_cycle,
)
from dominochess_widget.engine.game import (
    DEFAULT_DRAW_RULE,
    Game,
    Result,
    Termination,
    check_draw_rule,
)
from dominochess_widget.engine.mapping import TileMapping
from dominochess_widget.errors import PositionError, expect_text, shown

_KEYS = ("played", "clock", "turn", "cycle", "pool", "seed", "draw", "mapping", "result", "end")
_WHOLE = re.compile(r"[0-9]{1,20}")
_PLAYED = re.compile(r"([0-6])(?:([@x])([a-h][1-8])|-)")


def format_position(game: Game, public: bool = False) -> str:
    """``game``'s position in the one-line form above. ``public`` leaves
    out what no player may know — the pool's order and the seed that makes
    it — and lists instead the tiles still face down, sorted
    (``unseen=…``): what every seat sees (:meth:`Game.observation`)."""
    tile = game.tile
    fields = [game.placement(), game.to_move.value, _tile_text(tile)]
    played = _played_text(game)
    if played:
        fields.append(f"played={played}")
    for key, value, default in (
        ("clock", game.turns_without_capture, 0),
        ("turn", game.turns_played, 0),
        ("cycle", game.shuffles, 0),
    ):
        if value != default:
            fields.append(f"{key}={value}")
    if public:
        fields.append("unseen=" + (",".join(_tile_text(t) for t in sorted(game.pool)) or "-"))
    else:
        fields.append("pool=" + (",".join(_tile_text(t) for t in game.pool) or "-"))
        fields.append(f"seed={game.seed}")
    if game.draw_rule != DEFAULT_DRAW_RULE:
        fields.append(f"draw={'off' if game.draw_rule is None else game.draw_rule}")
    if game.mapping != TileMapping():
        fields.append("mapping=" + "".join(kind.letter for kind in game.mapping.order))
    if game.result is not None and game.termination is not None:
        fields.append(f"result={game.result.value}")
        fields.append(f"end={game.termination.name.lower()}")
    return " ".join(fields)


def read_position(text: object, **settings: Any) -> Game:
    """The game at the position ``text`` describes. ``settings`` (``seed``,
    ``mapping``, ``draw_rule``) fill in fields the text leaves out.

    Raises :class:`PositionError` naming the field that is wrong."""
    line = expect_text("text", text)
    parts = line.split()
    if len(parts) < 3:
        raise PositionError("position.too_short", text=line)
    placement, side_text, tile_text, *rest = parts
    fields: dict[str, str] = {}
    for part in rest:
        key, equals, value = part.partition("=")
        if not equals or key not in _KEYS:
            raise PositionError("position.bad_field", field=part, keys=", ".join(_KEYS))
        if key in fields:
            raise PositionError("position.field_twice", field=key)
        fields[key] = value
    result, termination = _ending(fields)
    board = parse_placement(placement, finished=result is not None)
    side = parse_side(side_text, "to_move")
    tile = make_tile(tile_text)
    seed = check_seed(_number(fields, "seed")) if "seed" in fields else settings.get("seed")
    seed = new_seed() if seed is None else check_seed(seed)
    mapping = (TileMapping.parse(fields["mapping"]) if "mapping" in fields
               else TileMapping.parse(settings.get("mapping")))
    draw_rule = _draw_rule(fields, settings)
    cycle = _number(fields, "cycle")
    pool = _pool(fields.get("pool"), tile)
    cycles = (*_seeded_cycles(seed, cycle), (tile, *pool))
    game = Game(board, side, cycles, seed, mapping, draw_rule, explicit_pool=True)
    used, moved, captured = _played(fields.get("played"), tile, board, side.ordinal)
    clock = _number(fields, "clock")
    if termination is None and draw_rule is not None and clock >= draw_rule:
        raise PositionError("position.clock_over", clock=clock, limit=draw_rule)
    game._set_opening((side.ordinal, tile, used, moved, captured, clock, cycle, 0,
                       _number(fields, "turn"), result, termination))
    return game


def _tile_text(tile: Tile) -> str:
    return format_tile(tile)[1:-1]


def _played_text(game: Game) -> str:
    """The half used so far this turn (nothing before the first, or once over)."""
    left = game.halves_left
    if game.is_over or len(left) != 1:
        return ""
    tile = game.tile
    half = tile[1] if left[0] == tile[0] and tile[0] != tile[1] else tile[0]
    moved = game.moved_square
    if moved is None:
        return f"{half}-"
    return f"{half}{'x' if game.captured_this_turn else '@'}{square_name(moved)}"


def _number(fields: dict[str, str], key: str) -> int:
    text = fields.get(key, "0")
    if _WHOLE.fullmatch(text) is None:
        raise PositionError("position.bad_number", field=key, value=text)
    return int(text)


def _draw_rule(fields: dict[str, str], settings: dict[str, Any]) -> int | None:
    if "draw" not in fields:
        return check_draw_rule(settings.get("draw_rule", DEFAULT_DRAW_RULE))
    if fields["draw"] == "off":
        return None
    return check_draw_rule(_number(fields, "draw"))


def _seeded_cycles(seed: int, count: int) -> list[tuple[Tile, ...]]:
    return [seeded_cycle(seed, index) for index in range(count)]


def _pool(text: str | None, tile: Tile) -> tuple[Tile, ...]:
    if text is None:
        raise PositionError("position.no_pool")
    pool = () if text == "-" else tuple(make_tile(t) for t in text.split(","))
    twice = check_distinct((tile, *pool))
    if twice is not None:
        raise PositionError("pool.repeated", tile=format_tile(twice))
    if len(pool) >= len(ALL_TILES):
        raise PositionError("position.pool_too_long", count=len(pool), most=len(ALL_TILES) - 1)
    return pool


def _played(text: str | None, tile: Tile, board: list[int], side: int) -> tuple[int, int, bool]:
    """``(halves used, square of the piece moved or -1, captured this turn)``."""
    if text is None:
        return 0, -1, False
    match = _PLAYED.fullmatch(text)
    if match is None or int(match[1]) not in tile:
        raise PositionError("position.bad_played", value=text, tile=format_tile(tile))
    used = 1 if int(match[1]) == tile[0] else 2
    if match[2] is None:
        return used, -1, False
    square = parse_square(match[3])
    assert square is not None  # the pattern allows only board squares
    piece = board[square]
    if not piece or piece >> 3 != side:
        raise PositionError("position.played_no_piece", value=text, side=SIDES[side])
    return used, square, match[2] == "x"


def _ending(fields: dict[str, str]) -> tuple[Result | None, Termination | None]:
    if ("result" in fields) != ("end" in fields):
        raise PositionError("position.half_ending")
    if "result" not in fields:
        return None, None
    results = {r.value: r for r in Result}
    ends = {t.name.lower(): t for t in Termination}
    if fields["result"] not in results or fields["end"] not in ends:
        value = shown(f"{fields['result']} {fields['end']}")
        raise PositionError("position.bad_ending", value=value, results=", ".join(results),
                            ends=", ".join(ends))
    return results[fields["result"]], ends[fields["end"]]

