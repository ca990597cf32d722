"""A dominoes match as text: every field, so that a deal in progress round-trips.

::

    players=2; hand=5; target=100; scoring=source; seed=7; round=1; redeals=0;
    points=0,0; turn=blue; passes=0; between=no;
    hands=0|1 2|6 3|3/0|0 4|5; boneyard=1|1 2|5 …; table=6|6 3|6@6|6:2 3|4@3|6

(one line, fields joined by "; "). Hands are in seat order, separated by
"/"; the boneyard is in drawing order; the table lists the placements in
the order they were made, each on a face named as :mod:`.table` names it.
Reading checks every field (numbers in ASCII digits, in range) and that the
28 tiles are all there, once; then that some play reaches the position
(:mod:`.consistency`: who leads, who passed, how a round ended).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from dominochess_widget.core.errors import DominoChessError, PositionError
from dominochess_widget.core.numbers import SEED_LIMIT, whole_number
from dominochess_widget.games.dominoes.consistency import check_consistent
from dominochess_widget.games.dominoes.outcome import ALL_SEATS
from dominochess_widget.games.dominoes.settings import Settings
from dominochess_widget.games.dominoes.table import Table
from dominochess_widget.games.dominoes.tiles import TILES, Tile, is_double, parse_tile, tile_name

#: The most rounds a position may have reached: far beyond any match, and
#: small enough that every round still to come is written and read back.
MOST_ROUND = 10**9

FIELDS = ("players", "hand", "target", "scoring", "seed", "round", "redeals", "points",
          "turn", "passes", "between", "hands", "boneyard", "table")


@dataclass(frozen=True)
class ParsedPosition:
    settings: Settings
    seed: int
    round: int
    redeals: int
    points: tuple[int, ...]
    turn: int
    passes: int
    between: bool
    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]
    table: Table


def _tiles(tiles: Sequence[Tile]) -> str:
    return " ".join(map(tile_name, tiles))


def format_position(settings: Settings, seed: int, round_: int, points: Sequence[int],
                    hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile], table: Table,
                    turn: int, passes: int, between: bool, redeals: int) -> str:
    placements = " ".join(
        tile_name(p.tile) if p.on is None else f"{tile_name(p.tile)}@{p.on}"
        for p in table.placements
    )
    values = {
        "players": settings.players, "hand": settings.hand_size, "target": settings.target,
        "scoring": settings.scoring, "seed": seed, "round": round_, "redeals": redeals,
        "points": ",".join(map(str, points)), "turn": ALL_SEATS[turn], "passes": passes,
        "between": "yes" if between else "no", "hands": "/".join(_tiles(h) for h in hands),
        "boneyard": _tiles(boneyard), "table": placements,
    }
    return "; ".join(f"{name}={values[name]}" for name in FIELDS)


def parse_position(text: str) -> ParsedPosition:
    """The match ``text`` describes, or a :class:`PositionError` saying what
    is wrong: a field that cannot be read, or a position no play reaches
    (:func:`~.consistency.check_consistent`)."""
    fields = _fields(text)
    settings = _settings(fields)
    seats = ALL_SEATS[: settings.players]
    points = tuple(_whole("points", part) for part in fields["points"].split(","))
    if len(points) != len(seats):
        raise PositionError("dominoes.position.count", name="points", count=len(seats))
    turn_name = fields["turn"].lower()
    if turn_name not in seats:
        raise PositionError("dominoes.position.bad_turn", value=fields["turn"],
                            seats=", ".join(seats))
    between = fields["between"].lower()
    if between not in ("yes", "no"):
        raise PositionError("dominoes.position.bad_between", value=fields["between"])
    hands = tuple(_tile_list(part, "hands") for part in fields["hands"].split("/"))
    if len(hands) != len(seats):
        raise PositionError("dominoes.position.count", name="hands", count=len(seats))
    boneyard = _tile_list(fields["boneyard"], "boneyard")
    table = _table(fields["table"])
    _check_every_tile_once([*table.tiles, *boneyard, *(tile for hand in hands for tile in hand)])
    parsed = ParsedPosition(
        settings, _bounded(fields, "seed", 0, SEED_LIMIT - 1),
        _bounded(fields, "round", 1, MOST_ROUND), _number(fields, "redeals"), points,
        seats.index(turn_name), _bounded(fields, "passes", 0, len(seats) - 1),
        between == "yes", hands, boneyard, table)
    check_consistent(parsed)
    return parsed


def _fields(text: str) -> dict[str, str]:
    """Each field's text, every field once."""
    fields: dict[str, str] = {}
    for item in text.split(";"):
        if not item.strip():
            continue
        name, equals, value = item.partition("=")
        name = name.strip().lower()
        if not equals or name not in FIELDS:
            raise PositionError("dominoes.position.bad_field", value=item.strip(),
                                known=", ".join(FIELDS))
        if name in fields:
            raise PositionError("dominoes.position.field_twice", name=name)
        fields[name] = value.strip()
    missing = [name for name in FIELDS if name not in fields]
    if missing:
        raise PositionError("dominoes.position.missing", names=", ".join(missing))
    return fields


def _settings(fields: dict[str, str]) -> Settings:
    try:
        return Settings.parse({"players": _number(fields, "players"),
                               "hand_size": _number(fields, "hand"),
                               "target": _number(fields, "target"),
                               "scoring": fields["scoring"]})
    except DominoChessError as problem:
        raise PositionError("dominoes.position.bad_settings", problem=problem) from None


def _check_every_tile_once(seen: Sequence[Tile]) -> None:
    counts = Counter(seen)
    for tile in TILES:
        if counts[tile] != 1:
            raise PositionError("dominoes.position.tile_count", tile=tile_name(tile),
                                count=counts[tile])


def _number(fields: dict[str, str], name: str) -> int:
    return _whole(name, fields[name])


def _bounded(fields: dict[str, str], name: str, least: int, most: int) -> int:
    """The field ``name``, a whole number from ``least`` to ``most``."""
    value = _number(fields, name)
    if not least <= value <= most:
        raise PositionError("dominoes.position.range", name=name, value=value, least=least,
                            most=most)
    return value


def _whole(name: str, text: str) -> int:
    """A whole number written in ASCII digits, read by the project's one
    reader (:func:`~dominochess_widget.core.numbers.whole_number`)."""
    value = whole_number(text.strip())
    if value is None:
        raise PositionError("dominoes.position.bad_number", name=name, value=text)
    return value


def _tile_list(text: str, name: str) -> tuple[Tile, ...]:
    tiles = []
    for word in text.split():
        tile = parse_tile(word)
        if tile is None:
            raise PositionError("dominoes.position.bad_tile", name=name, value=word)
        tiles.append(tile)
    return tuple(tiles)


def _table(text: str) -> Table:
    """Replay the placements; each must be legal where it is made, and no
    tile placed twice (so the replay stops within 28 placements)."""
    table = Table()
    for index, word in enumerate(text.split()):
        tile_text, at, face_text = word.partition("@")
        tile = parse_tile(tile_text)
        if tile is None:
            raise PositionError("dominoes.position.bad_tile", name="table", value=word)
        if tile in table.tiles:
            raise PositionError("dominoes.position.tile_count", tile=tile_name(tile), count=2)
        if index == 0:
            if at or not is_double(tile):
                raise PositionError("dominoes.position.bad_lead", value=word)
            table.lead(tile)
            continue
        face = next((f for f in table.open_faces() if str(f) == face_text), None)
        if not at or face is None or face.number not in tile:
            raise PositionError("dominoes.position.bad_placement", value=word,
                                faces=", ".join(map(str, table.open_faces())))
        table.place(tile, face)
    return table
