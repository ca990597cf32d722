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
    1. [3|5] {On the tile.} 5:Nb2-c4 {Why. [%csl Gc4][%cal Gb2c4]} 3:- (1. [3|5] 5:Nb2-a4 3:Rb1-b2)
    1... [0|4] 4:Bc7xh2 0:-
    *

Each turn is its number (``1.`` Red, ``1...`` Blue), the tile drawn and its
actions in D5 notation, in the order played. ``{comments}`` may follow a
tile or an action; inside them ``[%csl …]`` marks squares and ``[%cal …]``
draws arrows (see :mod:`dominochess_widget.core.annotations`). A
*variation* in ``( )`` after a turn is a line played instead of that
whole turn, from the position before it: the same tile is drawn (one pool
per game), and its turns past the main line's end draw what the game
would; variations nest (up to ``MOST_DEPTH``). The pool is built from the
main line's tiles only, and a variation's tile must be the one it draws
there. A record without variations is written as it always was. Optional tags:
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
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import partial

from dominochess_widget.core.errors import (
    ActionError,
    DominoChessError,
    RecordError,
    SettingError,
    shown,
)
from dominochess_widget.core.movelist import MOST_DEPTH
from dominochess_widget.core.numbers import SEED_LIMIT, check_seed, whole_number
from dominochess_widget.core.records import (
    Comment,
    Token,
    TreeError,
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
    ALL_TILES,
    Tile,
    complete_cycle,
    format_tile,
    make_tile,
    seeded_cycle,
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
    """One turn of a record: the tile drawn (with its comment), the actions
    played with it, and its variations: other lines of turns played
    instead of this whole turn, each from the position before it (the same
    tile is drawn), written ``(1. [3|5] 5:Nb2-a3 3:- …)`` after the turn."""

    side: Side
    tile: Tile
    tile_comment: Comment | None = None
    actions: list[RecordedAction] = field(default_factory=list)
    variations: list[list[RecordedTurn]] = field(default_factory=list)


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

    def variation_lists(self) -> list[list[list[RecordedTurn]]]:
        """Each turn's variations, in the record's order."""
        return [turn.variations for turn in self.turns]

    def branch_frames(self) -> dict[int, int]:
        """Where the viewer's frames (``frames.record_frames``: a frame per
        tile drawn, then one per action) list this record's variations: the
        frame of each turn's first action (the key) for each turn that has
        variations (the value: the turn's index)."""
        branches: dict[int, int] = {}
        frame = 0
        for index, turn in enumerate(self.turns):
            if turn.variations and turn.actions:
                branches[frame + 1] = index
            frame += 1 + len(turn.actions)
        return branches

    def line(self, index: int, number: int) -> GameRecord:
        """The record of the line that plays turn ``index``'s variation
        ``number`` instead: the turns before it, then the variation's (with
        their comments and own variations), replayed on this record's pool
        (a variation draws the tiles the main line draws), with its tags."""
        turns = [*self.turns[:index], *self.turns[index].variations[number]]
        game = self.start()
        for turn in turns:
            for recorded in turn.actions:
                game.play(recorded.action)
        return GameRecord(dict(self.tags), turns, game, self.comment)

    def to_text(self) -> str:
        """The record in its canonical form; ``read_record`` reads it back exactly."""
        lines = tag_lines(self.tags, TAG_ORDER)
        lines.append("")
        if self.comment is not None:
            lines.append(comment_text(self.comment))
        start_blue = self.game.start_side is Side.BLUE
        for index, turn in enumerate(self.turns):
            lines.append(_joined(_words(iter([(turn, index)]), start_blue, comments=True)))
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


def variation_texts(turn: RecordedTurn, index: int, start_blue: bool) -> tuple[str, ...]:
    """Each variation of ``turn`` (the record's turn ``index``) as the
    record writes it, its own variations in parentheses, comments left out:
    "1. [3|5] 5:Nb2-a3 3:- 1... [0|4] 0:- 4:Bc7-d6" (what a viewer lists)."""
    return tuple(
        _joined(_words(_line_items(line, index), start_blue, comments=False))
        for line in turn.variations
    )


#: The words that open and close a variation: glued to the word they touch.
_OPEN, _CLOSE = "(", ")"
_Item = tuple[RecordedTurn, int] | str


def _line_items(turns: list[RecordedTurn], index: int) -> Iterator[_Item]:
    """The turns of a line that begins at the record's turn ``index``."""
    for offset, turn in enumerate(turns):
        yield turn, index + offset


def _variation_items(turn: RecordedTurn, index: int) -> Iterator[_Item]:
    """The variations of turn ``index``, each in parentheses."""
    for line in turn.variations:
        yield _OPEN
        yield from _line_items(line, index)
        yield _CLOSE


def _words(items: Iterator[_Item], start_blue: bool, comments: bool) -> Iterator[str]:
    """The words that write ``items`` (turns with their record index, or a
    parenthesis): each turn's number, tile and actions (with their comments
    when ``comments``), then its variations. The nesting is walked with a
    stack of its own, so a record nested ever so deep is written without
    recursion, in time linear in its length."""
    stack = [items]
    while stack:
        item = next(stack[-1], None)
        if item is None:
            stack.pop()
        elif isinstance(item, str):
            yield item
        else:
            turn, index = item
            yield turn_number(index, turn.side, start_blue)
            yield format_tile(turn.tile)
            if comments and turn.tile_comment is not None:
                yield comment_text(turn.tile_comment)
            for recorded in turn.actions:
                yield str(recorded.action)
                if comments and recorded.comment is not None:
                    yield comment_text(recorded.comment)
            if turn.variations:
                stack.append(_variation_items(turn, index))


def _joined(words: Iterator[str]) -> str:
    """``words`` with spaces between, "(" glued to the word after it and
    ")" to the word before it, as PGN writes variations."""
    out: list[str] = []
    glue = False
    for word in words:
        if word == _CLOSE:
            out[-1] += _CLOSE
        elif word == _OPEN:
            glue = True
        else:
            out.append(_OPEN + word if glue else word)
            glue = False
    return " ".join(out)


# ---------------------------------------------------------------- reading
#: Domino chess's own tokens: a tile drawn, an action in D5 notation (the
#: parentheses of a variation around it are tokens of their own).
_GAME_TOKENS = r"""
  | (?P<tile>\[\s*\d\s*\|\s*\d\s*\])
  | (?P<action>\d:[^\s()]+)
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

    tile_tokens = list(_main_line_tiles(body))
    tiles = [_tile(t) for t in tile_tokens]
    cycle0: tuple[Tile, ...] | None = None
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
    cycles = _recorded_cycles(tiles, seed, cycle0, tile_tokens)
    return Game(board, side, cycles, seed, mapping, draw_rule, explicit_pool="Pool" in tags)


def _recorded_cycles(tiles: list[Tile], seed: int, cycle0: tuple[Tile, ...] | None,
                     tokens: list[Token] | None) -> list[tuple[Tile, ...]]:
    """The pool a record's main line says: its first cycle ``cycle0`` when
    a Pool tag gives it, then its tiles in cycles of 28, each completed in
    the seed's order. With the tiles' ``tokens``, a tile drawn twice in a
    cycle is refused there."""
    cycles = [] if cycle0 is None else [cycle0]
    for start in range(len(cycle0 or ()), len(tiles), CYCLE):
        chunk = tiles[start : start + CYCLE]
        if tokens is not None:
            _check_cycle(tuple(chunk), tokens[start : start + CYCLE], None)
        cycles.append(complete_cycle(chunk, seed, len(cycles)))
    return cycles or [complete_cycle((), seed, 0)]


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


def _main_line_tiles(body: list[Token]) -> Iterator[Token]:
    """The tile tokens of the main line: the pool is built from them only,
    and a variation must draw what that pool draws (a ")" too many is
    refused later, where the reader meets it)."""
    depth = 0
    for token in body:
        if token.kind == "variation_open":
            depth += 1
        elif token.kind == "variation_close":
            depth = max(depth - 1, 0)
        elif token.kind == "tile" and depth == 0:
            yield token


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

    def __init__(self, put: Callable[[Comment], None] | None) -> None:
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


#: What may not follow a turn number (its tile must).
_AFTER_NUMBER = ("number", "result", "variation_open", "variation_close")


@dataclass
class _Line:
    """A line being read: the main line, or a variation (from its ``(``)."""

    game: Game
    base: int  # the record's index of the line's first turn
    comments: _Comments
    opener: Token | None = None  # the "(" of a variation
    turns: list[RecordedTurn] = field(default_factory=list)
    last: Token | None = None  # the last token read, comments aside
    first_turn: int = field(init=False)  # the game's turns before the line

    def __post_init__(self) -> None:
        self.first_turn = self.game.turns_played  # a Position may begin at turn 7


def _replay(
    game: Game, tags: dict[str, str], tag_tokens: dict[str, Token], body: list[Token]
) -> GameRecord:
    """Replay the body's turns, the main line's on ``game`` and each
    variation's on a copy of the position before the turn it replaces. The
    lines open are a stack (no recursion however deep the nesting)."""
    opening: list[Comment] = []  # the comment on the whole game
    lines = [_Line(game, 0, _Comments(opening.append))]
    result_token: Token | None = None
    for token in body:
        if result_token is not None:
            raise record_error(token, "record.after_result")
        line, kind = lines[-1], token.kind
        if kind == "comment":
            line.comments.add(parse_comment(token, parse_square))
            continue
        if line.last is not None and line.last.kind == "number" and kind in _AFTER_NUMBER:
            raise record_error(line.last, "record.number_without_tile", text=line.last.text)
        if kind == "variation_open":
            if len(lines) > MOST_DEPTH:
                raise record_error(token, "record.variation_too_deep", most=MOST_DEPTH)
            lines.append(_open_variation(token, line))
            continue
        if kind == "variation_close":
            _close_variation(token, lines)
        elif kind == "result":
            if len(lines) > 1:
                raise record_error(token, "record.result_in_variation", text=token.text)
            result_token = token
        else:
            _read_turn_token(token, line)
        lines[-1].last = token
    _end_line(lines[-1])
    if len(lines) > 1:
        raise record_error(lines[-1].opener, "record.unclosed", opener=_OPEN, closer=_CLOSE)
    _finish(game, tags, tag_tokens, result_token)
    record_tags = _game_tags(game, tags)
    return GameRecord(record_tags, lines[0].turns, game, opening[0] if opening else None)


def _read_turn_token(token: Token, line: _Line) -> None:
    """A turn number, a tile or an action of ``line``."""
    kind = token.kind
    if kind == "number":
        _check_number(token, line)
        if line.turns or line.opener is None:  # a variation's first comments go to its tile
            line.comments.close()
    elif kind == "tile":
        line.turns.append(_begin_turn(token, line))
        line.comments.attach(partial(setattr, line.turns[-1], "tile_comment"))
    elif kind == "action":
        recorded = _play(token, line)
        line.comments.close()
        line.turns[-1].actions.append(recorded)
        line.comments.attach(partial(setattr, recorded, "comment"))
    elif kind == "tag":
        raise record_error(token, "record.tag_after_moves")
    else:
        raise record_error(token, "record.unexpected", text=token.text)


def _open_variation(token: Token, line: _Line) -> _Line:
    """The variation ``token`` opens: a line played instead of ``line``'s
    last turn, from the position before it (the comments read so far stay
    with the place they were on, and those after the ``)`` join them)."""
    if line.last is None or line.last.kind not in ("action", "variation_close"):
        raise record_error(token, "record.variation_before_turn")
    game = line.game.clone()
    for _ in line.turns[-1].actions:
        game.undo()
    return _Line(game, line.base + len(line.turns) - 1, _Comments(None), token)


def _close_variation(token: Token, lines: list[_Line]) -> None:
    """Close the innermost variation and give it to the turn it replaces."""
    if len(lines) == 1:
        raise record_error(token, "record.variation_not_open")
    variation = lines.pop()
    if not variation.turns:
        raise record_error(token, "record.variation_empty")
    variation.comments.close()
    lines[-1].turns[-1].variations.append(variation.turns)


def _end_line(line: _Line) -> None:
    """The record ends in ``line``: not on a turn number; its comments placed."""
    if line.last is not None and line.last.kind == "number":
        raise record_error(line.last, "record.number_without_tile", text=line.last.text)
    line.comments.close()


def _begin_turn(token: Token, line: _Line) -> RecordedTurn:
    """The turn the tile ``token`` begins: after its number, before the
    game's end, and the tile the pool draws now (the main line's always
    agrees, as its tiles built the pool; a variation's must be the same)."""
    game = line.game
    if line.last is None or line.last.kind != "number":
        raise record_error(token, "record.tile_without_number")
    if game.is_over:
        raise record_error(token, "record.game_already_over", result=game.result)
    tile = _tile(token)
    if tile != game.tile:
        key = "record.tile_not_drawn" if line.opener is None else "record.variation_tile"
        raise record_error(token, key, found=format_tile(tile), expected=format_tile(game.tile))
    return RecordedTurn(game.to_move, tile)


def _play(token: Token, line: _Line) -> RecordedAction:
    """Play the action ``token``, which must follow its turn's tile or first
    action (or a variation of its turn given after that first action)."""
    last, turns, game = line.last, line.turns, line.game
    if not turns or last is None or last.kind not in ("tile", "action", "variation_close"):
        raise record_error(token, "record.action_without_tile", text=token.text)
    if len(turns[-1].actions) == 2 or game.turns_played - line.first_turn != len(turns) - 1:
        raise record_error(token, "record.turn_full", text=token.text)
    try:
        return RecordedAction(game.play(token.text))
    except DominoChessError as problem:
        raise record_error(token, "record.problem", problem=problem) from None


def _check_number(token: Token, line: _Line) -> None:
    game, turns = line.game, line.turns
    if turns and game.turns_played - line.first_turn < len(turns) and not game.is_over:
        tile = turns[-1].tile
        raise record_error(token, "record.turn_unfinished", tile=format_tile(tile),
                     left=" ".join(str(n) for n in game.halves_left))
    start_blue = game.start_side is Side.BLUE
    expected = turn_number(line.base + len(turns), game.to_move, start_blue)
    if token.text != expected:
        raise record_error(token, "record.wrong_number", found=token.text, expected=expected,
                     side=game.to_move)


def _finish(
    game: Game, tags: dict[str, str], tag_tokens: dict[str, Token], result_token: Token | None
) -> None:
    """Apply a resignation or agreed draw the tags describe; check the result."""
    claimed_text = tags.get("Result", "*")
    if claimed_text not in _TOKEN_RESULTS:
        raise record_error(tag_tokens.get("Result"), "record.bad_result", value=claimed_text)
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


# ---------------------------------------------------------------- study trees
class RecordedPool:
    """The pool a record of a game from ``first`` says, once its main line
    drew ``main_tiles``: reading builds it from those tiles (and a Pool tag)
    and the seed (:func:`_setup`). A tree's variation that goes on past
    the main line's end must draw what that pool draws there, or its
    record would not read back (a game played with a real domino set
    whose pool is not the seed's)."""

    def __init__(self, first: Game, main_tiles: list[Tile]) -> None:
        self._seed = first.seed
        self._cycles: list[tuple[Tile, ...]] | None = None  # a Position: its own pool
        if _said_by_setup(first):
            cycle0 = first.first_cycle if first.has_explicit_pool else None
            self._cycles = _recorded_cycles(main_tiles, first.seed, cycle0, None)

    def draws(self, game: Game) -> Tile:
        """The tile this pool draws where ``game`` (played from ``first``) stands."""
        if self._cycles is None:
            return game.tile
        cycle = game.shuffles
        tiles = (self._cycles[cycle] if cycle < len(self._cycles)
                 else seeded_cycle(self._seed, cycle))
        position = len(game.drawn_tiles) - 1
        return tiles[position] if position < len(tiles) else game.tile


def tree_record(game: Game, turns: list[RecordedTurn], comment: Comment | None,
                tags: Mapping[str, str]) -> GameRecord:
    """The record of ``turns`` (with their variations), played from the
    start of ``game`` to ``game``: ``tags`` are a caller's (checked as
    :func:`write_record` checks them; those the game writes are taken from
    it), and when the turns do not end the game a Result and Termination
    among them are applied as reading applies them (a resignation or an
    agreed draw, :func:`_finish`); a :class:`TreeError` when they cannot be."""
    own = {name: value for name, value in tags.items() if name not in FROM_GAME}
    check_tags({name: value for name, value in own.items() if name != "Game"}, FROM_GAME)
    if "Game" in own and not is_domino_chess(own):
        raise SettingError("record.reserved_tag", name="Game")
    if not game.is_over:
        claimed = {name: tags[name] for name in ("Result", "Termination") if name in tags}
        try:
            _finish(game, claimed, {}, None)
        except RecordError as error:
            raise TreeError.of(error) from None
    return GameRecord(_game_tags(game, own), turns, game, comment)


# ---------------------------------------------------------------- tiles chosen
def choosable_tiles(first: Game, game: Game) -> tuple[Tile, ...]:
    """The tiles an author may choose for the turn ``game`` (played from
    ``first``) is at the start of, in set order: those of its pool cycle
    not drawn before it (the one drawn now among them); none where
    :func:`chosen_start` refuses every tile."""
    if _draw_refusal(first, game) is not None:
        return ()
    left = {game.tile, *game.pool}
    return tuple(tile for tile in ALL_TILES if tile in left)


def chosen_start(first: Game, game: Game, tile: Tile) -> Game:
    """The start ``first`` rebuilt so that its pool draws ``tile`` for the
    turn ``game`` (played from ``first``, on the line the record's pool is
    built from) is at the start of: the tiles of the turns before it stay,
    the others of that cycle keep their order after it, and the cycles are
    built as reading the record builds them (:func:`_setup`: the tiles
    drawn, a Pool tag's first cycle, completed by the seed). Refused with
    an :class:`ActionError` in the middle of a turn, after the end, in a
    game whose record says its tiles by a Position tag (its pool and seed
    decide them), and for a tile drawn before in this cycle (D-rules: 28
    tiles a cycle)."""
    refusal = _draw_refusal(first, game)
    if refusal is not None:
        raise refusal
    drawn = game.drawn_tiles
    if tile in drawn[:-1]:
        raise ActionError("draw.already_drawn", tile=format_tile(tile),
                          draw=drawn.index(tile) + 1)
    if tile != game.tile and tile not in game.pool:
        raise ActionError("draw.not_in_pool", tile=format_tile(tile))
    tiles = [log.tile for log in game.turns()]
    tiles[-1] = tile
    cycle0 = first.first_cycle if first.has_explicit_pool else None
    if cycle0 is not None and game.shuffles == 0:
        cycle0 = (*drawn[:-1], tile, *(t for t in cycle0[len(drawn) - 1:] if t != tile))
    cycles = _recorded_cycles(tiles, first.seed, cycle0, None)
    return Game(parse_placement(first.start_placement), first.start_side, cycles, first.seed,
                first.mapping, first.draw_rule, explicit_pool=first.has_explicit_pool)


def _draw_refusal(first: Game, game: Game) -> ActionError | None:
    """Why no tile may be chosen for ``game``'s turn, or None."""
    if game.is_over:
        return ActionError("draw.game_over")
    if game.halves_left != tuple(game.tile):
        return ActionError("draw.mid_turn", tile=format_tile(game.tile))
    if not _said_by_setup(first):
        return ActionError("draw.position_pool")
    return None


def fresh_start(first: Game) -> Game:
    """A copy of ``first`` with no history: a game played on from a
    position begins its record there (its Position tag), not at its start."""
    if first.actions_played == 0 and first.is_over == first.initial().is_over:
        return first.clone()
    return read_position(format_position(first), seed=first.seed, mapping=first.mapping,
                         draw_rule=first.draw_rule)


__all__ = [
    "CYCLE", "FROM_GAME", "RESULT_TOKENS", "TAG_ORDER", "Comment", "GameRecord",
    "RecordedAction", "RecordedPool", "RecordedTurn", "Step", "choosable_tiles",
    "chosen_start", "fresh_start", "read_record",
    "read_record_file", "tree_record", "turn_number", "variation_texts", "write_record",
    "write_record_file",
]
