"""One record container for every game: tags, moves, ``{comments}`` with marks.

A record is text in the spirit of PGN/PDN::

    [Event "Lesson 4"]
    [GameType "25"]
    [Result "1-0"]

    {A comment on the whole game.}
    1. c3-d4 {Why. [%csl Gd4][%cal Gc3d4]} 1... f6-g5
    2. d4:f6 …  1-0

The parts every game shares live here: the tokenizer (tags, comments, move
numbers, results — a score per seat: ``1-0``, ``1/2-1/2``, ``3-1-0``,
``1/3-1/3-1/3`` — the ``(`` and ``)`` of variations, and words; a game adds
its own token kinds), the comments with their square marks ``[%csl Gc4]``
and arrows ``[%cal Gb2c4]`` (any prose: ``\\}``, ``\\\\`` and ``\\%`` escape
a brace, a backslash and a percent sign, :func:`make_comment`), tag
order and escaping, errors with line and column, and reading and writing
files. Each game brings a *codec* (its registry entry's ``record``, a
:class:`RecordCodec`) that reads and writes its moves; a record's tags pick
the codec (:func:`dominochess_widget.core.any_record.read_any_record`), so
any shipped record opens by name. :class:`Record` is the container of the games whose records are a
plain list of moves (domino chess, whose turns hold a drawn tile, has its
own, :class:`dominochess_widget.games.dominochess.records.GameRecord`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, Protocol, runtime_checkable

from dominochess_widget.core import registry
from dominochess_widget.core.annotations import COLOURS, Annotations, Arrow, SquareMark
from dominochess_widget.core.errors import (
    FileAccessError,
    RecordError,
    SettingError,
    expect_text,
)
from dominochess_widget.core.messages import DEFAULT_LANGUAGE, translate

#: What a tag's name may be: a letter, then letters, digits and _.
TAG_NAME = r"[A-Za-z][A-Za-z0-9_]*"
# A command's argument stops at the next "[": a comment of many "[%" never
# closed is then read in time linear in its length.
_COMMAND = re.compile(r"\[%(\w+)\s+([^\]\[]*)\]")
#: A comment in a record: ``{`` … ``}``, where ``\}`` is a brace of the
#: prose (and ``\\`` a backslash), not the end (possessive: linear time).
_COMMENT = r"\{(?:[^}\\]++|\\[\s\S])*+\}"
_BODY = re.compile(r"\{((?:[^}\\]++|\\[\s\S])*+)\}")
#: What a backslash escapes inside a comment: itself, the closing brace and
#: the percent sign (``[\%csl x]`` is prose, not a drawing command).
_ESCAPED = re.compile(r"\\([\\}%])")
_TO_ESCAPE = re.compile(r"([\\}%])")
#: What a backslash escapes in a tag's value: the next character.
_TAG_ESCAPE = re.compile(r"\\(.)")
_TAG_LINE = re.compile(r'\s*\[\s*(' + TAG_NAME + r')\s+"((?:[^"\\\n]|\\.)*)"\s*\]')
#: The tags at a record's head and the spaces after them, all that
#: :func:`tokenize` reads there as tags: what follows is the record's body.
LEADING_TAGS = re.compile(f"(?:{_TAG_LINE.pattern})*+\\s*+")
#: PDN's (and PGN's) escape lines: ``%`` in a line's first column.
_ESCAPE_LINES = re.compile(r"(?:\s*(?m:^)%[^\n]*)*")


# ---------------------------------------------------------------- comments
@dataclass(frozen=True)
class Comment:
    """A comment as written (``raw``), its prose and its drawing commands."""

    raw: str
    annotations: Annotations = field(default_factory=Annotations)

    @property
    def text(self) -> str:
        """The prose, without the ``[%…]`` commands, its escapes undone
        (``\\}`` is ``}``: :func:`unescape_comment`)."""
        return unescape_comment(" ".join(_COMMAND.sub(" ", self.raw).split()))


def escape_comment(prose: str) -> str:
    """``prose`` as a record writes it inside ``{…}``: each backslash,
    closing brace and percent sign after a backslash, so that any text
    reads back as itself and never as the comment's end or a command."""
    return _TO_ESCAPE.sub(r"\\\1", prose)


def unescape_comment(raw: str) -> str:
    """The prose that ``raw`` (a comment's text as written) escapes: ``\\\\``
    a backslash, ``\\}`` a brace, ``\\%`` a percent sign; any other
    backslash is itself (as records written before escaping read)."""
    return _ESCAPED.sub(r"\1", raw)


def make_comment(prose: str, annotations: Annotations,
                 cell_name: Callable[[int], str]) -> Comment | None:
    """The comment holding ``prose`` (any text) and ``annotations``, as
    reading its record gives it back: the prose's whitespace collapsed as
    reading collapses it, escaped, then the marks ``[%csl Gd4,Rc3]`` and
    arrows ``[%cal Gc3d4]`` (cells named by ``cell_name``). None when there
    is neither prose nor a mark."""
    parts = [escape_comment(" ".join(expect_text("prose", prose).split()))]
    if annotations.squares:
        parts.append("[%csl " + ",".join(mark.colour + cell_name(mark.square)
                                         for mark in annotations.squares) + "]")
    if annotations.arrows:
        parts.append("[%cal " + ",".join(arrow.colour + cell_name(arrow.origin)
                                         + cell_name(arrow.target)
                                         for arrow in annotations.arrows) + "]")
    raw = " ".join(part for part in parts if part)
    return Comment(raw, annotations) if raw else None


def merge_comments(comments: Iterable[Comment]) -> Comment | None:
    """The comments on one place as one (None when there are none), joined
    once at the end, so that reading N comments costs time linear in N."""
    found = list(comments)
    if not found:
        return None
    if len(found) == 1:
        return found[0]
    return Comment(
        " ".join(comment.raw for comment in found if comment.raw),
        Annotations(tuple(mark for comment in found for mark in comment.annotations.squares),
                    tuple(arrow for comment in found for arrow in comment.annotations.arrows)),
    )


def comment_text(comment: Comment) -> str:
    return "{" + comment.raw + "}"


# ---------------------------------------------------------------- tokens
class Token(NamedTuple):
    """A piece of a record: its kind, its text, where it starts (1-based).
    A named tuple: a file of many games makes millions of them."""

    #: tag, comment, number, result, word, variation_open, variation_close, or a game's own
    kind: str
    text: str
    line: int
    column: int
    value: tuple[str, ...] = ()  # a tag's name and value; the text of each comment


# The spaces before a token are part of its match (group 1), the text's
# end a token of its own: one match per token, none per space. No kind of
# the base but a word begins with a letter: one look sends a word past them.
_BASE = r"""
  (\s*+) (?:
    (?P<end>\Z)
  | (?![A-Za-z]) (?:
      (?P<tag>\[\s*(?P<tagname>TAG_NAME)\s+"(?P<tagvalue>(?:[^"\\\n]|\\.)*)"\s*\])
    | (?P<comment>COMMENT(?:\s*+COMMENT)*+)
    | (?P<variation_open>\()
    | (?P<variation_close>\)) )
  GAME
  | (?![A-Za-z]) (?:
      (?P<result>1-0|0-1|1/2-1/2|\*|SCORE(?:-SCORE){2,})(?=\s|\)|$)
    | (?P<number>\d+\.(?:\.\.)?)(?=\s|\[|$)
    | (?P<open>[\[{]) )
  | (?P<word>[^\s()]+) )
""".replace("TAG_NAME", TAG_NAME).replace("SCORE", r"\d+(?:/\d+)?").replace("COMMENT", _COMMENT)
_PATTERNS: dict[str, re.Pattern[str]] = {}
_new_tuple = tuple.__new__


def tokenize(text: str, game_tokens: str = "") -> Iterator[Token]:
    """The tokens of ``text``. ``game_tokens`` adds a game's own kinds, as
    regular-expression alternatives with named groups (``| (?P<tile>…)``),
    tried after tags and comments and before results, numbers and words.
    Comments in a row (only spaces between) are one token, whose value is
    each comment's text: they are on one place, and one token for them all
    keeps reading many comments linear (:func:`parse_comment` joins them).
    ``(`` and ``)`` are tokens of their own (``variation_open``,
    ``variation_close``: a variation, as in PGN), never part of a word.

    Raises :class:`RecordError` at an opening ``[`` or ``{`` never closed."""
    pattern = _PATTERNS.get(game_tokens)
    if pattern is None:
        pattern = _PATTERNS[game_tokens] = re.compile(_BASE.replace("GAME", game_tokens),
                                                      re.VERBOSE)
    line, line_start, previous = 1, 0, 0
    for match in pattern.finditer(text):
        kind = match.lastgroup or "word"
        start = match.end(1)
        # The line breaks since the last token began (in it, then before this one).
        newlines = text.count("\n", previous, start)
        if newlines:
            line += newlines
            line_start = text.rindex("\n", previous, start) + 1
        if kind == "end":
            return
        previous, found, column = start, text[start:match.end()], start - line_start + 1
        if kind == "open":
            closer = "]" if found == "[" else "}"
            raise RecordError("record.unclosed", line=line, column=column,
                              opener=found, closer=closer)
        if kind == "tag":
            value = _unescape(match["tagvalue"])
            yield Token("tag", found, line, column, (match["tagname"], value))
        elif kind == "comment":
            yield Token("comment", found, line, column, tuple(_BODY.findall(found)))
        else:  # the most frequent kinds: made as the plain tuple a Token is
            yield _new_tuple(Token, (kind, found, line, column, ()))


def normalise(text: object) -> str:
    """The text of a record with a leading BOM dropped and every line
    ending (``\\r\\n``, ``\\r``) made ``\\n`` (a text read twice is
    scanned once more only for a ``\\r``)."""
    text = expect_text("text", text).removeprefix("\ufeff")
    return re.sub(r"\r\n?", "\n", text) if "\r" in text else text


def read_tags(tokens: list[Token]) -> tuple[dict[str, str], dict[str, Token], list[Token]]:
    """The leading tags (name → value, and name → its token) and the rest."""
    tags: dict[str, str] = {}
    where: dict[str, Token] = {}
    position = 0
    while position < len(tokens) and tokens[position].kind == "tag":
        token = tokens[position]
        name, value = token.value
        if name in tags:
            raise record_error(token, "record.tag_twice", name=name)
        tags[name], where[name] = value, token
        position += 1
    return tags, where, tokens[position:]


def leading_tags(text: str) -> dict[str, str]:
    """The tags at the head of a record, read without its game's tokens
    (enough to tell which game it records). PDN's ``%`` escape lines
    among them are passed over."""
    tags: dict[str, str] = {}
    escapes = "%" in text
    position = _past_escapes(text, 0) if escapes else 0
    while (found := _TAG_LINE.match(text, position)) is not None:
        tags.setdefault(found[1], _unescape(found[2]))
        position = _past_escapes(text, found.end()) if escapes else found.end()
    return tags


def _unescape(value: str) -> str:
    """A tag's value as written, its escapes (``\\"``, ``\\\\``) undone."""
    return _TAG_ESCAPE.sub(r"\1", value) if "\\" in value else value


def _past_escapes(text: str, position: int) -> int:
    """``position`` moved past the ``%`` escape lines that follow it."""
    found = _ESCAPE_LINES.match(text, position)
    return position if found is None else found.end()


def record_error(token: Token | None, key: str, **params: object) -> RecordError:
    """The error at ``token`` (at the start of the record when there is none)."""
    line, column = (token.line, token.column) if token else (1, 1)
    return RecordError(key, line=line, column=column, **params)


def parse_comment(token: Token, parse_cell: Callable[[str], int | None],
                  kept: Collection[str] = ()) -> Comment:
    """The comment ``token`` (comments in a row: one, as they are on one
    place) with its marks and arrows, cells read by ``parse_cell`` (a name
    such as ``c4`` → the cell, or None); an error names the comment at fault.
    The commands named in ``kept`` (a server's clock, ``[%clk 0:10:00]``)
    stay in the raw text and are neither drawn nor shown as prose.
    The prose of comments in a row is joined once (linear in their length)."""
    raw = " ".join(" ".join(token.value).split())
    if "[%" not in raw:  # no drawing commands: nothing more to read
        return Comment(raw, _NO_MARKS)
    squares: list[SquareMark] = []
    arrows: list[Arrow] = []
    for body, line, column in _bodies(token):
        for match in _COMMAND.finditer(body):
            if match[1] not in kept:
                _read_command(match[1], match[2], parse_cell, squares, arrows, line, column)
    return Comment(raw, Annotations(tuple(squares), tuple(arrows)))


_NO_MARKS = Annotations()


def _bodies(token: Token) -> Iterator[tuple[str, int, int]]:
    """Each comment of ``token`` (one, or several in a row): its text, line
    and column, counted as they go (linear in the token's length)."""
    text = token.text
    line, line_start = token.line, 1 - token.column  # so that offset 0 is token.column
    previous = 0
    for match in _BODY.finditer(text):
        offset = match.start()
        newlines = text.count("\n", previous, offset)
        if newlines:
            line += newlines
            line_start = text.rindex("\n", previous, offset) + 1
        previous = offset
        yield match[1], line, offset - line_start + 1


def _read_command(command: str, argument: str, parse_cell: Callable[[str], int | None],
                  squares: list[SquareMark], arrows: list[Arrow], line: int,
                  column: int) -> None:
    """Add the marks (``csl``) or arrows (``cal``) of one ``[%command
    argument]`` of the comment at ``line``, ``column``; an error there when
    an item or the command is not one."""
    items = [item for item in re.split(r"[,\s]+", argument) if item]
    if command == "csl":
        for item in items:
            colour, square = item[:1].upper(), parse_cell(item[1:])
            if colour not in COLOURS or square is None or len(item) != 3:
                raise RecordError("record.bad_mark", line=line, column=column, item=item)
            squares.append(SquareMark(square, colour))
    elif command == "cal":
        for item in items:
            colour = item[:1].upper()
            origin, target = parse_cell(item[1:3]), parse_cell(item[3:5])
            if colour not in COLOURS or origin is None or target is None or len(item) != 5:
                raise RecordError("record.bad_arrow", line=line, column=column, item=item)
            arrows.append(Arrow(origin, target, colour))
    else:
        raise RecordError("record.bad_command", line=line, column=column, command=command)


# ---------------------------------------------------------------- tags out
def escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def tag_lines(tags: Mapping[str, str], order: Iterable[str]) -> list[str]:
    """``[Name "value"]`` lines: the names in ``order`` first, then the rest."""
    first = [name for name in order if name in tags]
    rest = [name for name in tags if name not in first]
    return [f'[{name} "{escape(tags[name])}"]' for name in (*first, *rest)]


#: The tags that tell which game a record is of (a codec may add its own,
#: its ``claim_tags``).
GAME_TAGS = ("Game", "GameType")


def check_tags(tags: Mapping[str, object], reserved: Iterable[str]) -> None:
    """Refuse a tag that could not be read back as written: a bad name, a
    line break in the value, one the game itself writes (``reserved``), or
    one that names a game (:func:`game_tags`: a record of one game must not
    read back as another's)."""
    taken = {*reserved, *game_tags()}
    for name, value in tags.items():
        if not isinstance(name, str) or re.fullmatch(TAG_NAME, name) is None:
            raise SettingError("record.bad_tag_name", name=name)
        if name in taken:
            raise SettingError("record.reserved_tag", name=name)
        if "\n" in expect_text(name, value) or "\r" in str(value):
            raise SettingError("record.bad_tag_value", name=name)


# ---------------------------------------------------------------- files
def read_text_file(path: str | os.PathLike[str]) -> str:
    """The UTF-8 text at ``path``; :class:`FileAccessError` when it is missing,
    not text, or cannot be read."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise FileAccessError("file.missing", path=str(path)) from None
    except UnicodeDecodeError:
        raise FileAccessError("file.not_text", path=str(path)) from None
    except OSError as error:
        raise FileAccessError("file.unreadable", path=str(path),
                              reason=error.strerror or type(error).__name__) from None


def write_text_file(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) at ``path``; :class:`FileAccessError` when it cannot."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as error:
        raise FileAccessError("file.unwritable", path=str(path),
                              reason=error.strerror or type(error).__name__) from None


# ---------------------------------------------------------------- move lists
#: How a record's move list writes a resignation that does not end the game.
RESIGNS = "resigns"


@dataclass(frozen=True)
class Resignation:
    """A player who resigned while the game went on, as a record's move list
    holds it: in DamHex³ (H12) the player leaves, its pieces leave the
    board, and the others play on. (A resignation that ends the game is
    said by the Result and Termination tags, as in PGN.) Replay it with
    ``state.resign(seat)``."""

    seat: str

    def __str__(self) -> str:
        return RESIGNS


@dataclass
class RecordedMove:
    """One move of a record (or a :class:`Resignation`), with the comment
    after it, its number ("3." before the first seat's move, "3..."
    before another's) and its variations: other lines played instead of
    it, each from the position before it (written ``(3... b6-a5 …)``
    after it, as in PGN/PDN), and its NAGs (``$1`` … ``$255``, the
    annotation glyphs: 1 is ``!``, 2 ``?``, 3 ``!!``, 4 ``??``, 5 ``!?``,
    6 ``?!``), in the order written."""

    action: Any
    comment: Comment | None = None
    number: str = ""
    variations: list[list[RecordedMove]] = field(default_factory=list)
    nags: tuple[int, ...] = ()


class TreeError(RecordError):
    """A study's tree (:class:`StudyNode`) that cannot become a record: an
    action its position refuses, a result its tags cannot give. A
    :class:`RecordError` with no place in a text (line and column 0), so
    its message names the move instead."""

    def __init__(self, key: str, /, **params: object) -> None:
        super().__init__(key, line=0, column=0, **params)

    @classmethod
    def of(cls, error: RecordError) -> TreeError:
        """``error`` (a record's, about a place in a text) said of a tree."""
        return cls(error.key, **{name: value for name, value in error.params.items()
                                 if name not in ("line", "column")})

    def message(self, language: str = DEFAULT_LANGUAGE) -> str:
        return translate(self.key, language, **self.params)


@dataclass(eq=False)
class StudyNode:
    """One action of a study being written, in a tree that every game's
    records share (:meth:`RecordCodec.tree` and :meth:`RecordCodec.from_tree`
    convert): the action as the record writes it (``"c3-d4"``, ``"5:Nb2-c4"``,
    ``"resigns"``; empty at the root), the comment after it (at the root:
    on the whole game), a comment before it (domino chess: on the tile its
    turn drew), and what follows: ``children[0]`` the main continuation,
    the others variations played instead of it; ``nags`` the action's
    annotation glyphs (:class:`RecordedMove`)."""

    action: str = ""
    comment: Comment | None = None
    before: Comment | None = None
    children: list[StudyNode] = field(default_factory=list)
    nags: tuple[int, ...] = ()


@dataclass
class Record:
    """A game whose record is a list of moves: its tags, its moves with
    their comments, the comment on the whole game, and ``game``, its final
    position; ``start()`` is a fresh copy of its first."""

    tags: dict[str, str]
    moves: list[RecordedMove]
    game: Any
    comment: Comment | None = None
    first: Any = None  # the state before the first move (a private copy)
    #: The format the record is in (it writes the record back).
    codec: RecordCodec = field(kw_only=True, repr=False, compare=False)

    def start(self) -> Any:
        """A new state at the record's first position."""
        return self.first.clone()

    def to_text(self) -> str:
        """The record in its format's canonical form (read back exactly)."""
        return self.codec.format(self)

    def variation_lists(self) -> list[list[list[RecordedMove]]]:
        """Each move's variations, in the record's order."""
        return [move.variations for move in self.moves]

    def branch_frames(self) -> dict[int, int]:
        """Where a viewer's frames (the start, then one per move) list this
        record's variations: the frame of each move that has variations
        (the key), and the move's index (the value)."""
        return {index + 1: index for index, move in enumerate(self.moves) if move.variations}

    def line(self, index: int, number: int) -> Record:
        """The record of the line that plays move ``index``'s variation
        ``number`` instead: the moves before it, then the variation's,
        replayed to its last position."""
        moves = [*self.moves[:index], *self.moves[index].variations[number]]
        game = self.start()
        for recorded in moves:
            action = recorded.action
            if isinstance(action, Resignation):
                game.resign(action.seat)
            else:
                game.play(action)
        return Record(dict(self.tags), moves, game, self.comment, self.first, codec=self.codec)


@runtime_checkable
class AnyRecord(Protocol):
    """What every game's record offers (a :class:`Record`, domino chess's
    own): its tags, its final position ``game`` and ``start()``, a fresh
    copy of its first."""

    @property
    def tags(self) -> dict[str, str]: ...

    @property
    def game(self) -> Any: ...

    def start(self) -> Any: ...


@runtime_checkable
class RecordCodec(Protocol):
    """How one game's records are read and written (its registry entry's ``record``).

    ``claims(tags)`` says whether a record with these tags is of this game;
    ``claim_tags`` are the tags it claims by (``GameType``, ``Game``: no
    caller may write them, :func:`check_tags`); ``extension`` is its files'
    usual ending (".pdn").
    ``read`` replays the record through the rules and returns the game's
    record object (with ``tags``, ``game``, ``start()`` and ``to_text()``);
    ``write`` gives the text of a state's game."""

    extension: str

    @property
    def claim_tags(self) -> tuple[str, ...]: ...

    def claims(self, tags: Mapping[str, str]) -> bool: ...

    def read(self, text: str) -> Any: ...

    def write(self, state: Any, **tags: str) -> str: ...

    def format(self, record: Any) -> str: ...

    def tree(self, record: Any) -> StudyNode:
        """``record``'s moves, comments and variations as a tree (its root:
        the start, with the comment on the whole game)."""
        ...

    def from_tree(self, first: Any, root: StudyNode, tags: Mapping[str, str]) -> Any:
        """The record of the tree ``root`` played from the state ``first``
        (not changed): its main line (each node's ``children[0]``) with every
        comment and variation, and ``tags`` (a caller's Event, players…; a
        ``Result`` and ``Termination`` that the main line does not reach by
        its moves are applied as a resignation or agreement, as reading
        does). A :class:`RecordError` when a node's action is not legal."""
        ...


@runtime_checkable
class ChosenDraws(Protocol):
    """A codec whose records write what chance drew, so that an author may
    choose it (domino chess: the tile each turn draws, a real domino set's
    instead of the seed's). A study reads this declared fact, never a
    game's name, as OpenSpiel's algorithms read a game's type. ``state``
    is always a game played from ``first`` (its start); a draw is written
    as the record writes it ("[3|5]")."""

    def drawn(self, state: Any) -> str | None:
        """What the turn ``state`` is in drew (None when the game is over)."""
        ...

    def drawable(self, first: Any, state: Any) -> list[str]:
        """The draws that may be chosen for the turn ``state`` is at the
        start of, the one drawn now among them (empty when none may be
        chosen there: in the middle of a turn, after the end)."""
        ...

    def with_draw(self, first: Any, state: Any, draw: object) -> Any:
        """A new start like ``first`` whose chance draws ``draw`` for the
        turn ``state`` is at the start of, every earlier draw kept: the
        start its record reads back to. A :class:`DominoChessError` in
        words when ``draw`` cannot be drawn there."""
        ...


def game_tags() -> set[str]:
    """Every tag by which a record's tags pick its game: :data:`GAME_TAGS`
    and each game's own codec's ``claim_tags`` (the move-list format, which
    a game without a codec of its own gets, claims by ``Game``)."""
    found = set(GAME_TAGS)
    for name in registry.names():
        codec = registry.info(name).record
        if codec is not None:
            found.update(codec.claim_tags)
    return found
