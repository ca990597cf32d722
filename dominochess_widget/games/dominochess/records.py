"""Domino chess's records: a human-readable text format in the spirit of PGN.

::

    [Event "Lesson 1: the mapping"]
    [Date "2026.11.22"]
    [Red "Anna"]
    [Blue "Ben"]
    [Mapping "1=K 2=Q 3=R 4=B 5=N"]
    [Seed "42"]
    [DrawRule "50"]
    [Result "*"]

    {A comment on the whole game.}
    1. [3|5] {A comment on the tile.} 5:Nb2-c4 {Why. [%csl Gc4][%cal Gb2c4]} 3:-
    1... [0|4] 4:Bc7xh2 0:-
    *

Each turn is its number (``1.`` Red, ``1...`` Blue), the tile drawn and its
actions in D5 notation, in the order played. ``{comments}`` may follow a
tile or an action; inside them ``[%csl …]`` marks squares and ``[%cal …]``
draws arrows (see :mod:`dominochess_widget.core.annotations`). Optional tags:
``Setup`` ("<placement> <red|blue>") for a game that did not begin at the
start position, and ``Pool`` (the tiles after the first, top first) for one
that began with a given pool. A game that began where those two cannot say
— in the middle of a turn, with counts (``clock``, ``turn``, ``cycle``
after reshuffles), or already over — has instead a ``Position`` tag: its
start exactly as ``Game.position()`` writes it and
``games.from_position`` reads it, so that every position the engine
accepts has a record that reads back to it (issue 25, items 17 and 19).
Its Seed, Mapping and DrawRule tags must agree with it, and its tiles
are the ones the position's pool and seed draw.

The tiles written in the record are what was drawn: a teacher can record a
game played with a real domino set. The seed orders only the tiles that
come after them, so a record of a seeded game continues exactly as the
game would. Reading replays every action through the rules, in time
linear in the record (the comments of one place are merged once); every
number is read by :func:`~dominochess_widget.core.numbers.whole_number`;
an error says the line and the column.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial

from dominochess_widget.core.errors import DominoChessError, RecordError, SettingError, shown
from dominochess_widget.core.numbers import SEED_LIMIT, check_seed, whole_number
from dominochess_widget.core.records import (
    Comment,
    Token,
    check_tags,
    comment_text,
    merge_comments,
    normalise,
    parse_comment,
    read_tags,
    read_text_file,
    record_error,
    tag_lines,
    tokenize,
    write_text_file,
)
from dominochess_widget.games.dominochess.actions import Action
from dominochess_widget.games.dominochess.board import (
    START_PLACEMENT,
    Side,
    parse_placement,
    parse_square,
)
from dominochess_widget.games.dominochess.game import (
    DEFAULT_DRAW_RULE,
    Game,
    Result,
    Termination,
    expect_game,
    format_position,
)
from dominochess_widget.games.dominochess.mapping import TileMapping
from dominochess_widget.games.dominochess.position import read_position
from dominochess_widget.games.dominochess.tiles import (
    Tile,
    complete_cycle,
    format_tile,
    make_tile,
)

CYCLE = 28
#: Tags always written, in this order, before any others.
TAG_ORDER = (
    "Event", "Site", "Date", "Red", "Blue", "Annotator",
    "Mapping", "Seed", "DrawRule", "Setup", "Pool", "Position", "Result", "Termination",
)
#: Tags that :func:`write_record` writes from the game; a caller may not give them.
FROM_GAME = ("Mapping", "Seed", "DrawRule", "Setup", "Pool", "Position", "Result",
             "Termination")
#: The tags that say where a game began (one form or the other, never both).
_START_TAGS = ("Setup", "Pool", "Position")
#: What a ``Game`` tag may say for domino chess (a record without one is domino chess).
GAME_NAMES = ("domino chess", "dominochess", "scacchi domino")
RESULT_TOKENS = {Result.RED: "1-0", Result.BLUE: "0-1", Result.DRAW: "1/2-1/2", None: "*"}
_TOKEN_RESULTS = {text: result for result, text in RESULT_TOKENS.items()}
@dataclass
class RecordedAction:
    action: Action
    comment: Comment | None = None


@dataclass
class RecordedTurn:
    side: Side
    tile: Tile
    tile_comment: Comment | None = None
    actions: list[RecordedAction] = field(default_factory=list)


@dataclass
class Step:
    """One action of a record, with where it stands in the game."""

    index: int  # 0 for the first action
    turn: int  # 0 for the first turn
    side: Side
    tile: Tile
    action: Action
    comment: Comment | None
    tile_comment: Comment | None  # the turn's tile comment, on its first step


@dataclass
class GameRecord:
    """A game with its tags and comments; ``game`` is its final position and
    ``start()`` gives a fresh copy of its first."""

    tags: dict[str, str]
    turns: list[RecordedTurn]
    game: Game
    comment: Comment | None = None

    def start(self) -> Game:
        """A new game at the record's first position, with the same pool."""
        return self.game.initial()

    def steps(self) -> list[Step]:
        """Every action, in order, with its turn, tile and comment."""
        out: list[Step] = []
        for turn_index, turn in enumerate(self.turns):
            for i, recorded in enumerate(turn.actions):
                out.append(
                    Step(len(out), turn_index, turn.side, turn.tile, recorded.action,
                         recorded.comment, turn.tile_comment if i == 0 else None)
                )
        return out

    def to_text(self) -> str:
        """The record in its canonical form; ``read_record`` reads it back exactly."""
        lines = tag_lines(self.tags, TAG_ORDER)
        lines.append("")
        if self.comment is not None:
            lines.append(comment_text(self.comment))
        start_blue = self.game.start_side is Side.BLUE
        for index, turn in enumerate(self.turns):
            parts = [turn_number(index, turn.side, start_blue), format_tile(turn.tile)]
            if turn.tile_comment is not None:
                parts.append(comment_text(turn.tile_comment))
            for recorded in turn.actions:
                parts.append(str(recorded.action))
                if recorded.comment is not None:
                    parts.append(comment_text(recorded.comment))
            lines.append(" ".join(parts))
        lines.append(RESULT_TOKENS[self.game.result])
        return "\n".join(lines) + "\n"

    @classmethod
    def from_game(cls, game: Game, tags: dict[str, str] | None = None) -> GameRecord:
        """A record of ``game`` (no comments), with ``tags`` such as Event, Red, Blue.

        Raises :class:`SettingError` for a tag that could not be read back
        as written: a bad name, a line break in the value, or a tag the game
        itself decides (:data:`FROM_GAME`)."""
        expect_game("game", game)
        check_tags(tags or {}, FROM_GAME)
        turns = [
            RecordedTurn(log.side, log.tile, None, [RecordedAction(a) for a in log.actions])
            for log in game.turns()
        ]
        return cls(_game_tags(game, tags or {}), turns, game.clone())


def write_record(game: Game, **tags: str) -> str:
    """The text record of ``game``; keyword arguments become tags (Event=…)."""
    return GameRecord.from_game(game, tags).to_text()


def read_record_file(path: str | os.PathLike[str]) -> GameRecord:
    """Read the record in the file at ``path`` (UTF-8).

    Raises :class:`FileAccessError` when the file is missing, is not text
    or cannot be read, and :class:`RecordError` when its text is not a record."""
    return read_record(read_text_file(path))


def write_record_file(path: str | os.PathLike[str], game: Game, **tags: str) -> None:
    """Save the record of ``game`` (:func:`write_record`) in the file at ``path``.

    Raises :class:`FileAccessError` when the file cannot be written; the
    record is made first, so a bad tag leaves the file as it was."""
    write_text_file(path, write_record(game, **tags))


# ---------------------------------------------------------------- writing
def _game_tags(game: Game, extra: dict[str, str]) -> dict[str, str]:
    tags = {name: value for name, value in extra.items() if name not in _START_TAGS}
    tags["Mapping"] = str(game.mapping)
    tags["Seed"] = str(game.seed)
    tags["DrawRule"] = "off" if game.draw_rule is None else str(game.draw_rule)
    first = game.initial()
    if not _said_by_setup(first):
        tags["Position"] = format_position(first)
    else:
        if game.start_placement != START_PLACEMENT or game.start_side is not Side.RED:
            tags["Setup"] = f"{game.start_placement} {game.start_side}"
        if game.has_explicit_pool:
            tags["Pool"] = " ".join(f"{a}|{b}" for a, b in game.first_cycle[1:])
    tags["Result"] = RESULT_TOKENS[game.result]
    if game.termination is not None:
        tags["Termination"] = str(game.termination)
    else:
        tags.pop("Termination", None)
    return tags


def _said_by_setup(first: Game) -> bool:
    """Whether the Setup and Pool tags can say where ``first`` stands: at a
    turn's start, before any reshuffle, with no counts, not yet over."""
    return (not first.is_over and first.halves_left == tuple(first.tile)
            and first.shuffles == first.turns_played == first.turns_without_capture == 0)


def turn_number(index: int, side: Side, start_blue: bool) -> str:
    """How turn ``index`` (0 first) is numbered: "3." for Red, "3..." for Blue."""
    number = (index + start_blue) // 2 + 1
    return f"{number}." if side is Side.RED else f"{number}..."


# ---------------------------------------------------------------- reading
#: Domino chess's own tokens: a tile drawn, an action in D5 notation.
_GAME_TOKENS = r"""
  | (?P<tile>\[\s*\d\s*\|\s*\d\s*\])
  | (?P<action>\d:\S+)
"""
_ASCII_DIGITS = "0123456789"
#: The settings a record's tags give: the mapping, the seed, the draw rule.
_Settings = tuple[TileMapping, int, "int | None"]


def read_record(text: str) -> GameRecord:
    """Read a record, replaying every action through the rules.

    Raises :class:`RecordError` with the line, the column and what was
    expected, in words."""
    # A BOM is what some editors put first; lines may end in \n, \r\n or \r.
    tags, tag_tokens, body = read_tags(list(tokenize(normalise(text), _GAME_TOKENS)))
    _check_game_tags(tags, tag_tokens)
    game = _setup(tags, tag_tokens, body)
    return _replay(game, tags, tag_tokens, body)


def _tag_error(tokens: dict[str, Token], name: str, problem: DominoChessError) -> RecordError:
    token = tokens[name]
    return record_error(token, "record.bad_tag", name=name, problem=problem)


def _settings(tags: dict[str, str], tag_tokens: dict[str, Token]) -> _Settings:
    """The Mapping, Seed and DrawRule tags, each defaulting to the engine's."""
    try:
        mapping = TileMapping.parse(tags.get("Mapping"))
    except DominoChessError as problem:
        raise _tag_error(tag_tokens, "Mapping", problem) from None
    seed = _seed(tags, tag_tokens)
    draw_text = tags.get("DrawRule", str(DEFAULT_DRAW_RULE)).strip().lower()
    draw_rule = None if draw_text == "off" else whole_number(draw_text)
    if draw_rule == 0 or (draw_rule is None and draw_text != "off"):
        raise record_error(tag_tokens["DrawRule"], "record.bad_draw_rule", value=draw_text)
    return mapping, seed, draw_rule


def _seed(tags: dict[str, str], tag_tokens: dict[str, Token]) -> int:
    """The Seed tag (0 when left out): ASCII digits, a seed below SEED_LIMIT."""
    text = tags.get("Seed", "0").strip()
    seed = whole_number(text)
    if seed is None and (not text or text.strip(_ASCII_DIGITS)):
        raise record_error(tag_tokens["Seed"], "record.bad_seed", value=text)
    try:
        if seed is None:  # ASCII digits, more of them than any seed has
            raise SettingError("seed.bad", value=shown(text), most=SEED_LIMIT - 1)
        return check_seed(seed)
    except DominoChessError as problem:
        raise _tag_error(tag_tokens, "Seed", problem) from None


def is_domino_chess(tags: Mapping[str, str]) -> bool:
    """Whether a record with these tags is domino chess: no ``GameType`` tag,
    and no ``Game`` tag or one of :data:`GAME_NAMES`."""
    return "GameType" not in tags and tags.get("Game", GAME_NAMES[0]).strip().lower() in GAME_NAMES


def _check_game_tags(tags: dict[str, str], tag_tokens: dict[str, Token]) -> None:
    """Refuse a record whose tags name another game (it would be written
    back as that game's and no longer read as this one)."""
    if is_domino_chess(tags):
        return
    name = "GameType" if "GameType" in tags else "Game"
    raise record_error(tag_tokens[name], "record.other_game", tag=name, value=tags[name],
                       expected=GAME_NAMES[0])


def _setup(tags: dict[str, str], tag_tokens: dict[str, Token], body: list[Token]) -> Game:
    """The game at the record's start, its pool built from the recorded tiles
    (or the one its Position tag gives)."""
    settings = _settings(tags, tag_tokens)
    if "Position" in tags:
        return _position_start(tags, tag_tokens, settings)
    mapping, seed, draw_rule = settings
    placement, side = START_PLACEMENT, Side.RED
    if "Setup" in tags:
        fields = tags["Setup"].split()
        if len(fields) != 2 or fields[1].lower() not in ("red", "blue"):
            raise record_error(tag_tokens["Setup"], "record.bad_setup", value=tags["Setup"])
        placement, side = fields[0], Side(fields[1].lower())
    try:
        board = parse_placement(placement)
    except DominoChessError as problem:
        raise _tag_error(tag_tokens, "Setup", problem) from None

    tile_tokens = [t for t in body if t.kind == "tile"]
    tiles = [_tile(t) for t in tile_tokens]
    cycles: list[tuple[Tile, ...]] = []
    offset = 0
    if "Pool" in tags:
        try:
            pool = [make_tile(t) for t in tags["Pool"].split()]
        except DominoChessError as problem:
            raise _tag_error(tag_tokens, "Pool", problem) from None
        if not tiles:
            raise record_error(tag_tokens["Pool"], "record.pool_without_turn")
        cycle0 = (tiles[0], *pool)
        _check_cycle(cycle0, [], tag_tokens["Pool"])
        for tile, expected, token in zip(tiles, cycle0, tile_tokens, strict=False):
            if tile != expected:
                raise record_error(token, "record.pool_mismatch", found=format_tile(tile),
                             expected=format_tile(expected))
        cycles.append(cycle0)
        offset = len(cycle0)
    for start in range(offset, len(tiles), CYCLE):
        chunk = tiles[start : start + CYCLE]
        _check_cycle(tuple(chunk), tile_tokens[start : start + CYCLE], None)
        cycles.append(complete_cycle(chunk, seed, len(cycles)))
    if not cycles:
        cycles.append(complete_cycle((), seed, 0))
    return Game(board, side, cycles, seed, mapping, draw_rule, explicit_pool="Pool" in tags)


def _position_start(tags: dict[str, str], tag_tokens: dict[str, Token],
                    settings: _Settings) -> Game:
    """The game at the Position tag (read as ``games.from_position`` reads
    it, the other tags filling in what it leaves out): its pool and seed
    decide every tile, and the Seed, Mapping and DrawRule tags given must
    agree with it."""
    for name in ("Setup", "Pool"):
        if name in tags:
            raise record_error(tag_tokens[name], "record.position_and_setup", name=name)
    mapping, seed, draw_rule = settings
    try:
        game = read_position(tags["Position"], seed=seed, mapping=mapping, draw_rule=draw_rule)
    except DominoChessError as problem:
        raise _tag_error(tag_tokens, "Position", problem) from None
    for name, given, value in zip(("Mapping", "Seed", "DrawRule"), settings,
                                  (game.mapping, game.seed, game.draw_rule), strict=True):
        if name in tags and given != value:
            raise record_error(tag_tokens[name], "record.position_contradicts", name=name,
                               value=tags[name])
    return game


def _tile(token: Token) -> Tile:
    try:
        return make_tile(token.text)
    except DominoChessError as problem:
        raise record_error(token, "record.problem", problem=problem) from None


def _check_cycle(tiles: tuple[Tile, ...], tokens: list[Token], fallback: Token | None) -> None:
    """No tile is drawn twice between two shuffles. The error points at the
    tile's own token, or at ``fallback`` (the Pool tag) when it has none."""
    first_seen: dict[Tile, int] = {}
    for i, tile in enumerate(tiles):
        if tile in first_seen:
            token = tokens[i] if i < len(tokens) else fallback
            assert token is not None
            raise record_error(token, "record.tile_twice", tile=format_tile(tile),
                         turn=first_seen[tile] + 1)
        first_seen[tile] = i


class _Comments:
    """The comments read at one place of a record (before the first turn,
    on a tile, after an action), merged once when the reader leaves that
    place: merging them one by one costs time growing as their number
    squared (issue 25, item 9)."""

    def __init__(self, put: Callable[[Comment], None]) -> None:
        self._found: list[Comment] = []
        self._put: Callable[[Comment], None] | None = put

    def add(self, comment: Comment) -> None:
        self._found.append(comment)

    def attach(self, put: Callable[[Comment], None]) -> None:
        """The place the comments read since the last :meth:`close`, and
        the next ones, belong to."""
        self._put = put

    def close(self) -> None:
        """Give the comments read to their place; the next start a new one
        (a turn number's belong to the tile that follows it)."""
        merged = merge_comments(self._found)
        if merged is not None and self._put is not None:
            self._put(merged)
        self._found = []
        self._put = None


def _replay(
    game: Game, tags: dict[str, str], tag_tokens: dict[str, Token], body: list[Token]
) -> GameRecord:
    turns: list[RecordedTurn] = []
    opening: list[Comment] = []  # the comment on the whole game
    comments = _Comments(opening.append)
    first_turn = game.turns_played  # a Position may begin at turn 7
    last: Token | None = None  # what a comment would belong to
    result_token: Token | None = None
    for token in body:
        if result_token is not None:
            raise record_error(token, "record.after_result")
        kind = token.kind
        if kind == "comment":
            comments.add(parse_comment(token, parse_square))
            continue
        if last is not None and last.kind == "number" and kind in ("number", "result"):
            raise record_error(last, "record.number_without_tile", text=last.text)
        if kind == "number":
            _check_number(token, game, turns, first_turn)
            comments.close()
        elif kind == "tile":
            turns.append(_begin_turn(token, last, game))
            comments.attach(partial(setattr, turns[-1], "tile_comment"))
        elif kind == "action":
            recorded = _play(token, last, game, turns, first_turn)
            comments.close()
            turns[-1].actions.append(recorded)
            comments.attach(partial(setattr, recorded, "comment"))
        elif kind == "result":
            result_token = token
        elif kind == "tag":
            raise record_error(token, "record.tag_after_moves")
        else:
            raise record_error(token, "record.unexpected", text=token.text)
        last = token
    if last is not None and last.kind == "number":
        raise record_error(last, "record.number_without_tile", text=last.text)
    comments.close()
    _finish(game, tags, tag_tokens, result_token)
    record_tags = _game_tags(game, tags)
    return GameRecord(record_tags, turns, game, opening[0] if opening else None)


def _begin_turn(token: Token, last: Token | None, game: Game) -> RecordedTurn:
    """The turn the tile ``token`` begins: after its number, before the
    game's end, and the tile the pool draws now."""
    if last is None or last.kind != "number":
        raise record_error(token, "record.tile_without_number")
    if game.is_over:
        raise record_error(token, "record.game_already_over", result=game.result)
    tile = _tile(token)
    if tile != game.tile:  # (a pool built from the recorded tiles always agrees)
        raise record_error(token, "record.tile_not_drawn", found=format_tile(tile),
                           expected=format_tile(game.tile))
    return RecordedTurn(game.to_move, tile)


def _play(token: Token, last: Token | None, game: Game, turns: list[RecordedTurn],
          first_turn: int) -> RecordedAction:
    """Play the action ``token``, which must follow its turn's tile or first action."""
    if not turns or last is None or last.kind not in ("tile", "action"):
        raise record_error(token, "record.action_without_tile", text=token.text)
    if len(turns[-1].actions) == 2 or game.turns_played - first_turn != len(turns) - 1:
        raise record_error(token, "record.turn_full", text=token.text)
    try:
        return RecordedAction(game.play(token.text))
    except DominoChessError as problem:
        raise record_error(token, "record.problem", problem=problem) from None


def _check_number(token: Token, game: Game, turns: list[RecordedTurn], first_turn: int) -> None:
    if turns and game.turns_played - first_turn < len(turns) and not game.is_over:
        tile = turns[-1].tile
        raise record_error(token, "record.turn_unfinished", tile=format_tile(tile),
                     left=" ".join(str(n) for n in game.halves_left))
    start_blue = game.start_side is Side.BLUE
    expected = turn_number(len(turns), game.to_move, start_blue)
    if token.text != expected:
        raise record_error(token, "record.wrong_number", found=token.text, expected=expected,
                     side=game.to_move)


def _finish(
    game: Game, tags: dict[str, str], tag_tokens: dict[str, Token], result_token: Token | None
) -> None:
    """Apply a resignation or agreed draw the tags describe; check the result."""
    claimed_text = tags.get("Result", "*")
    if claimed_text not in _TOKEN_RESULTS:
        raise record_error(tag_tokens["Result"], "record.bad_result", value=claimed_text)
    if result_token is not None and result_token.text != claimed_text:
        raise record_error(result_token, "record.result_mismatch", found=result_token.text,
                     expected=claimed_text)
    claimed = _TOKEN_RESULTS[claimed_text]
    where = result_token or tag_tokens.get("Result")
    if game.is_over:
        if claimed != game.result:
            raise record_error(where, "record.result_contradicts", claimed=claimed_text,
                               actual=RESULT_TOKENS[game.result])
        return
    if claimed is None:
        return
    termination = tags.get("Termination")
    if claimed is Result.DRAW:
        if termination not in (None, str(Termination.AGREEMENT)):
            raise record_error(where, "record.bad_termination", value=termination)
        game.agree_draw()
    else:
        if termination not in (None, str(Termination.RESIGNATION)):
            raise record_error(where, "record.bad_termination", value=termination)
        game.resign(Side(claimed.value).opponent)


__all__ = [
    "CYCLE", "FROM_GAME", "RESULT_TOKENS", "TAG_ORDER", "Comment", "GameRecord",
    "RecordedAction", "RecordedTurn", "Step", "read_record", "read_record_file",
    "turn_number", "write_record", "write_record_file",
]
