"""A domino chess position as one line of text, read back exactly.

::

    RNBQKBNR/... red 3|5 played=3@e4 clock=2 turn=7 pool=0|4,1|1,… seed=42

The first three fields are the placement (FEN, upper case Red), the side
to move and the tile drawn this turn. Then ``key=value`` fields, any order
on input, written in a fixed order and only when not the default:

* ``played`` — the half already used this turn: ``3@e4`` (moved, the
  piece now on e4), ``3xe4`` (moved and captured), ``3-`` (forfeited);
* ``clock`` — turns without a capture (D4), ``turn`` — turns played,
  ``cycle`` — pool reshuffles so far (each at most :data:`MAX_COUNT`);
* ``pool`` — the face-down tiles of this cycle, top first (``-`` none),
  ``seed`` — orders the later cycles;
* ``draw`` — the D4 limit (``off`` or a number), ``mapping`` — the D2
  order as letters (``KQRBN``);
* ``result`` and ``end`` — how a finished game ended; they must agree
  (a resignation has a winner, an agreement is a draw, a draw by the D4
  rule has ``clock`` at the limit, a game won by capturing the kings
  leaves the loser none).

Instead of ``pool``, a position may give ``unseen`` — the face-down tiles
in any order, as every player sees them (:meth:`Game.observation`, and the
position editor's text box, which must not show the pool's order: issue 25,
item 21). They are then shuffled: drawn in the order the seed gives them
(the seed field, else the ``seed`` setting, else a fresh one). For a
seeded game that is exactly its own pool, so ``observation`` text read
with the game's seed gives back the game.

This is what ``games.from_position("dominochess", text)`` reads and
``Game.position()`` writes (its writer, :func:`~dominochess_widget.games.
dominochess.game.format_position`, lives beside the game, so that the game
needs nothing from this reader, which builds games). Every number is read by
:func:`~dominochess_widget.core.numbers.whole_number`. A position starts
a game on its own: the pool cycles before ``cycle`` are never built, so a
large count costs nothing.
"""

from __future__ import annotations

import re
from typing import Any

from dominochess_widget.core.errors import PositionError, expect_text, shown
from dominochess_widget.core.numbers import check_seed, whole_number
from dominochess_widget.games.dominochess.board import (
    SIDES,
    Kind,
    Side,
    parse_placement,
    parse_side,
    parse_square,
    piece_code,
)
from dominochess_widget.games.dominochess.game import (
    DEFAULT_DRAW_RULE,
    MAX_COUNT,
    Game,
    Result,
    Termination,
    check_draw_rule,
    check_settings,
)
from dominochess_widget.games.dominochess.mapping import TileMapping
from dominochess_widget.games.dominochess.tiles import (
    ALL_TILES,
    Tile,
    check_distinct,
    format_tile,
    make_tile,
    new_seed,
    seeded_cycle,
)

_KEYS = ("played", "clock", "turn", "cycle", "pool", "unseen", "seed", "draw", "mapping",
         "result", "end")
_PLAYED = re.compile(r"([0-6])(?:([@x])([a-h][1-8])|-)")


def read_position(text: object, **settings: Any) -> Game:
    """The game at the position ``text`` describes. ``settings`` (``seed``,
    ``mapping``, ``draw_rule``) fill in fields the text leaves out.

    Raises :class:`PositionError` naming the field that is wrong, and
    :class:`SettingError` for a setting domino chess does not have or a bad
    value of one, even when the text gives that field itself."""
    check_settings(settings)
    given_seed = settings.get("seed")
    given_seed = None if given_seed is None else check_seed(given_seed)
    given_mapping = TileMapping.parse(settings.get("mapping"))
    given_draw = check_draw_rule(settings.get("draw_rule", DEFAULT_DRAW_RULE))
    line = expect_text("text", text)
    parts = line.split()
    if len(parts) < 3:
        raise PositionError("position.too_short", text=line)
    placement, side_text, tile_text, *rest = parts
    fields = _fields(rest)
    result, termination = _ending(fields)
    board = parse_placement(placement, finished=termination is Termination.KINGS_CAPTURED)
    side = parse_side(side_text, "to_move")
    tile = make_tile(tile_text)
    seed = check_seed(_number(fields, "seed")) if "seed" in fields else given_seed
    seed = new_seed() if seed is None else seed
    mapping = TileMapping.parse(fields["mapping"]) if "mapping" in fields else given_mapping
    draw_rule = _draw_rule(fields, given_draw)
    cycle, clock, turn = (_count(fields, key) for key in ("cycle", "clock", "turn"))
    pool = _pool(fields, tile, seed, cycle)
    used, moved, captured = _played(fields.get("played"), tile, board, side.ordinal)
    _check_ending(fields, result, termination, board, clock, draw_rule)
    game = Game(board, side, ((tile, *pool),), seed, mapping, draw_rule, explicit_pool=True,
                first_cycle=cycle)
    game._set_opening((side.ordinal, tile, used, moved, captured, clock, cycle, 0, turn,
                       result, termination))
    return game


def _fields(parts: list[str]) -> dict[str, str]:
    """The ``key=value`` fields after the tile, each known and given once."""
    fields: dict[str, str] = {}
    for part in parts:
        key, equals, value = part.partition("=")
        if not equals or key not in _KEYS:
            raise PositionError("position.bad_field", field=part, keys=", ".join(_KEYS))
        if key in fields:
            raise PositionError("position.field_twice", field=key)
        fields[key] = value
    return fields


def _number(fields: dict[str, str], key: str) -> int:
    """The whole number of field ``key`` (0 when it is left out)."""
    text = fields.get(key, "0")
    number = whole_number(text)
    if number is None:
        raise PositionError("position.bad_number", field=key, value=text)
    return number


def _count(fields: dict[str, str], key: str) -> int:
    """A count (``clock``, ``turn``, ``cycle``): a whole number up to
    :data:`MAX_COUNT`, so that playing on can neither overflow the history
    nor write a count no position can read (issue 25, items 8 and 18)."""
    count = _number(fields, key)
    if count > MAX_COUNT:
        raise PositionError("position.count_too_large", field=key, value=count, most=MAX_COUNT)
    return count


def _draw_rule(fields: dict[str, str], given: int | None) -> int | None:
    """The ``draw`` field (a number or ``off``), else ``given``."""
    if "draw" not in fields:
        return given
    if fields["draw"] == "off":
        return None
    return check_draw_rule(_number(fields, "draw"))


def _pool(fields: dict[str, str], tile: Tile, seed: int, cycle: int) -> tuple[Tile, ...]:
    """The face-down tiles in the order they will be drawn: ``pool`` as
    written, or ``unseen`` in the order the seed gives them in this cycle."""
    if "pool" in fields and "unseen" in fields:
        raise PositionError("position.pool_and_unseen")
    text = fields.get("pool", fields.get("unseen"))
    if text is None:
        raise PositionError("position.no_pool")
    pool = () if text == "-" else tuple(make_tile(t) for t in text.split(","))
    twice = check_distinct((tile, *pool))
    if twice is not None:
        raise PositionError("pool.repeated", tile=format_tile(twice))
    if len(pool) >= len(ALL_TILES):
        raise PositionError("position.pool_too_long", count=len(pool), most=len(ALL_TILES) - 1)
    if "unseen" in fields:
        unseen = set(pool)
        return tuple(t for t in seeded_cycle(seed, cycle) if t in unseen)
    return pool


def _played(text: str | None, tile: Tile, board: list[int], side: int) -> tuple[int, int, bool]:
    """``(halves used, square of the piece moved or -1, captured this turn)``."""
    if text is None:
        return 0, -1, False
    match = _PLAYED.fullmatch(text)
    half = None if match is None else whole_number(match[1], 1)
    if match is None or half not in tile:
        raise PositionError("position.bad_played", value=text, tile=format_tile(tile))
    used = 1 if half == tile[0] else 2
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


def _check_ending(fields: dict[str, str], result: Result | None,
                  termination: Termination | None, board: list[int], clock: int,
                  draw_rule: int | None) -> None:
    """Refuse an ending the position contradicts (issue 25, item 19): each
    way to end has its result, a finished game has no half in progress, a
    draw by the D4 rule has its clock at the limit and a game won on the
    board leaves the loser no king; an unfinished game is not past the limit."""
    if termination is None or result is None:
        if draw_rule is not None and clock >= draw_rule:
            raise PositionError("position.clock_over", clock=clock, limit=draw_rule)
        return
    end = fields["end"]
    if "played" in fields:
        raise PositionError("position.played_after_end", value=fields["played"])
    draw = termination in (Termination.AGREEMENT, Termination.DRAW_RULE)
    if draw != (result is Result.DRAW):
        key = "position.end_needs_draw" if draw else "position.end_needs_winner"
        raise PositionError(key, end=end, result=result.value)
    if termination is Termination.DRAW_RULE:
        if draw_rule is None:
            raise PositionError("position.draw_rule_off", end=end)
        if clock != draw_rule:
            raise PositionError("position.draw_rule_clock", end=end, clock=clock, limit=draw_rule)
    elif draw_rule is not None and clock >= draw_rule:
        raise PositionError("position.clock_over", clock=clock, limit=draw_rule)
    if termination is Termination.KINGS_CAPTURED:
        winner = Side(result.value)
        if piece_code(winner.opponent, Kind.KING) in board:
            raise PositionError("position.loser_has_king", end=end, side=winner.opponent)
        if piece_code(winner, Kind.KING) not in board:
            raise PositionError("position.no_king", side=winner)
