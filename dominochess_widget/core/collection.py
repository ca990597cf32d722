"""Many games in one text or file (a PDN archive): read one at a time.

    from dominochess_widget.core.collection import iter_records, scan_headers

    for game in iter_records(Path("club.pdn")):      # or "club.pdn", or a text
        if game.error is not None:
            print(game.error)                         # Game 3, line 41, column 5: …
            continue
        print(game.tags.get("White"), len(game.record.moves))

    for header in scan_headers("club.pdn"):          # the tags only: no replay
        print(header.number, header.tags.get("Event"), header.moves)

Games are split as PDN (and PGN) split them: a game is a block of tags and
then its moves, ended by its result (``1-0``, ``0-2``, ``1/2-1/2``, ``*``…);
a new game begins where a tag line starts after moves, or where moves
follow a result (a game without tags). Comments ``{…}`` (``\\}`` escapes a
brace, as the records write it), variations ``( … )``, ``;`` comments to the
end of a line and ``%`` escape lines never split a game; what follows a
result without beginning a game (a comment, blank lines) is no game's.
Each game's tags pick its codec, as
:func:`~dominochess_widget.core.any_record.read_any_record` does: nothing
here names a game (a game without tags is read as that function reads one).

A file is read a line at a time and each game is forgotten once yielded:
memory stays flat in the file's size (only one game's text is held), and
time is linear in it. A file is UTF-8, or Windows-1252 on a line that is
not (old archives). A game that cannot be read does not stop the others:
its :class:`Entry` holds the error (an :class:`EntryError`, a
:class:`RecordError` whose line is counted in the whole file and which
names the game), and the next entries read on.

What is a path and what is a text: an ``os.PathLike`` (``pathlib.Path``)
is always a path; a ``str`` is a text when it holds a line break, a ``[``
or a ``{`` (every record's tags or comments have them), otherwise it is the
path of a file (``"club.pdn"``).
"""

from __future__ import annotations

import io
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from dominochess_widget.core.any_record import read_any_record
from dominochess_widget.core.errors import (
    ArgumentTypeError,
    DominoChessError,
    FileAccessError,
    RecordError,
)
from dominochess_widget.core.messages import DEFAULT_LANGUAGE, translate
from dominochess_widget.core.numbers import whole_number
from dominochess_widget.core.records import TAG_NAME, normalise

_TAG = re.compile(r'\s*\[\s*(' + TAG_NAME + r')\s+"((?:[^"\\\n]|\\.)*)"\s*\]')
#: The rest of a comment on a line: up to its closing brace (``\}`` and any
#: other backslash pair are prose), or to the line's end.
_COMMENT_REST = re.compile(r"(?:[^}\\]++|\\[\s\S]?)*+(\}?)")
_TOKEN = re.compile(r"\s+|[{};()]|[^\s(){};]+")
#: The results that end a game: a score per seat (two seats: only the
#: scores no move is written as, so ``22-18`` stays a move), or ``*``.
_RESULT = re.compile(
    r"\*|(?:1-0|0-1|1/2-1/2|2-0|0-2|1-1|0-0)|\d+(?:/\d+)?(?:-\d+(?:/\d+)?){2,}")
_NUMBER = re.compile(r"(\d+)\.+")
#: A word that annotates a move and is none: a NAG (``$3``), a sign
#: (``!?``), or the dots of ``1. ... f6-g5``.
_ANNOTATION = re.compile(r"\$\d+|[!?]+|\.+")
_ESCAPED = re.compile(r"\\(.)")
#: A line of moves only (no comment, variation, tag, annotation or result
#: in it): read at once by :meth:`_Game.plain`, the common case.
_PLAIN = re.compile(r"[^{}();\[%$!?*/]*")
_NO_MOVE = re.compile(r"(?<!\S)\d*\.+(?!\S)")  # a number alone, or dots
_ANY_NUMBER = re.compile(r"(?<!\S)(\d+)\.+")
_PLAIN_RESULT = re.compile(r"(?<!\S)(?:1-0|0-1|2-0|0-2|1-1|0-0|\d+(?:-\d+){2,})(?!\S)")


# ---------------------------------------------------------------- entries
@dataclass(frozen=True)
class Header:
    """What the scan of one game says without replaying it: its place in
    the collection (``index`` from 0, ``number`` from 1), the ``line`` of the
    file where its text begins, its ``tags`` as written (reading may
    normalise some: a ``0-2`` result is the record's ``0-1``), ``moves``:
    the number of its last move as numbered (``25.`` → 25), or the count of
    its moves when they are not numbered, and ``result``: the result that
    ends its moves as written (``0-2``, ``*``), "" when none does."""

    index: int
    line: int
    tags: Mapping[str, str]
    moves: int
    result: str = ""

    @property
    def number(self) -> int:
        """The game's number as a teacher counts them: 1 is the first."""
        return self.index + 1


@dataclass(frozen=True)
class Entry(Header):
    """One game of a collection: its header, its ``text``, and — read the
    first time either is asked for, then kept — its ``record`` (None when
    it cannot be read) or its ``error`` (an :class:`EntryError`, or None)."""

    text: str = ""
    _read: list[Any] = field(default_factory=list, repr=False, compare=False)

    @property
    def record(self) -> Any:
        """The game's record (what ``read_any_record`` gives), or None when
        it cannot be read (then :attr:`error` says why)."""
        return self._outcome()[0]

    @property
    def error(self) -> EntryError | None:
        """Why the game cannot be read, or None when it can."""
        return self._outcome()[1]  # type: ignore[no-any-return]

    def _outcome(self) -> list[Any]:
        if not self._read:
            try:
                self._read.extend((read_any_record(self.text), None))
            except DominoChessError as error:
                self._read.extend((None, EntryError(error, self.index, self.line)))
        return self._read


class EntryError(RecordError):
    """A game of a collection that cannot be read: its record's own error,
    said of the whole file (its line counted from the file's first line)
    and naming the game (``game 3, line 41, column 5: …``). ``cause`` is the
    error reading the game's text alone gave."""

    def __init__(self, cause: DominoChessError, index: int, first_line: int) -> None:
        self.cause = cause
        self.index = index
        line, column = ((cause.line + first_line - 1, cause.column)
                        if isinstance(cause, RecordError) and cause.line > 0
                        else (first_line, 1))
        params = {name: value for name, value in cause.params.items()
                  if name not in ("line", "column")}
        super().__init__(cause.key, line=line, column=column, **params)

    def message(self, language: str = DEFAULT_LANGUAGE) -> str:
        game = translate("database.game", language, number=self.index + 1)
        return f"{game}, {super().message(language)}"


# ---------------------------------------------------------------- public
def iter_records(text_or_path: str | os.PathLike[str]) -> Iterator[Entry]:
    """Each game of a text or a file (see the module's docstring for which
    is which) as an :class:`Entry`, one at a time: its tags at once, its
    record read when asked for. A file is UTF-8, or Windows-1252 on the
    lines that are not (old archives); one that cannot be opened, or is no
    text at all (a NUL byte), raises :class:`FileAccessError` (at the first
    game, or where the NUL is)."""
    for game in _games(_lines(text_or_path), keep_text=True):
        yield Entry(game.index, game.first_line, game.tags, game.moves, game.result,
                    "".join(game.text))


def scan_headers(text_or_path: str | os.PathLike[str]) -> Iterator[Header]:
    """The :class:`Header` of each game (tags, first line, move count),
    read without replaying any move: fast, for a table of many games."""
    for game in _games(_lines(text_or_path), keep_text=False):
        yield Header(game.index, game.first_line, game.tags, game.moves, game.result)


def is_path(text_or_path: object) -> bool:
    """Whether ``text_or_path`` names a file rather than holding a text:
    any ``os.PathLike``, or a ``str`` without a line break, ``[`` or ``{``.
    :class:`ArgumentTypeError` for anything else."""
    if isinstance(text_or_path, os.PathLike):
        return True
    if not isinstance(text_or_path, str):
        raise ArgumentTypeError("text_or_path", text_or_path, "text")
    return not any(mark in text_or_path for mark in "\n\r[{")


# ---------------------------------------------------------------- lines
def _lines(text_or_path: str | os.PathLike[str]) -> Iterator[str]:
    """The lines of the text or the file, each ending in ``\\n`` (``\\r\\n``
    and ``\\r`` read as ``\\n``, a leading BOM dropped)."""
    if not is_path(text_or_path):
        return iter(io.StringIO(normalise(text_or_path)))
    return _file_lines(os.fspath(text_or_path))


def _file_lines(path: str) -> Iterator[str]:
    """The lines of the file at ``path``, read one at a time. A line that is
    not UTF-8 is read as Windows-1252, as old archives write names
    ("Gérard"); a NUL byte says the file is no text at all."""
    try:
        with open(path, "rb") as handle:
            for number, raw in enumerate(handle):
                if b"\0" in raw:
                    raise FileAccessError("file.not_text", path=path)
                text = _decoded(raw)
                yield from _split(text.removeprefix("\ufeff") if number == 0 else text)
    except OSError as error:
        key = "file.missing" if isinstance(error, FileNotFoundError) else "file.unreadable"
        raise FileAccessError(key, path=path,
                              reason=error.strerror or type(error).__name__) from None


def _decoded(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace")


def _split(text: str) -> Iterator[str]:
    """``text`` (a line as a file holds it: ``\r\n``, ``\r`` or ``\n``
    inside or at its end) as lines ending in ``\n``."""
    pieces = re.sub(r"\r\n?", "\n", text).split("\n")
    for piece in pieces[:-1]:
        yield piece + "\n"
    if pieces[-1]:
        yield pieces[-1]


# ---------------------------------------------------------------- splitting
class _Game:
    """The game being gathered: where it began, its tags, its text so far,
    and what the scan of its moves has met (inside a comment, how deep in
    variations, moves, the result)."""

    def __init__(self, index: int, keep_text: bool) -> None:
        self.index = index
        self.first_line = 0
        self.tags: dict[str, str] = {}
        self.text: list[str] = []
        self.keep_text = keep_text
        self.in_comment = False
        self.depth = 0
        self.has_moves = False
        self.ended = False
        self.result = ""
        #: Where this game's text stops in the line being read (after its
        #: result; 0 on the lines after it), None while it goes on.
        self.stop: int | None = None
        self.last_number = 0
        self.plies = 0

    @property
    def started(self) -> bool:
        return self.first_line > 0

    @property
    def moves(self) -> int:
        return self.last_number or self.plies

    def add(self, piece: str, line_number: int) -> None:
        """Keep ``piece`` (a line, or its part from where this game begins,
        padded with spaces so that columns stay the file's) as this game's;
        blank and ``%`` lines before anything else are left out."""
        if not self.started:
            if not piece.strip() or piece.startswith("%"):
                return
            self.first_line = line_number
        if self.keep_text:
            self.text.append(piece if piece.endswith("\n") else piece + "\n")

    def feed(self, line: str, start: int) -> int | None:
        """Scan ``line`` from ``start``: the offset where the next game
        begins in it, or None when all of it is this game's."""
        if start == 0 and not self.in_comment and line.startswith("%"):
            return None  # an escape line: not read
        if start == 0 and self.plain(line):
            return None
        position = start
        while position < len(line):
            if self.in_comment:
                rest = _COMMENT_REST.match(line, position)
                assert rest is not None  # it matches the empty text
                self.in_comment = not rest[1]
                position = rest.end()
                continue
            token = _TOKEN.match(line, position)
            assert token is not None  # some alternative matches any character
            if token[0] == ";":
                return None  # the rest of the line is a comment
            tag = _TAG.match(line, position) if token[0][0] == "[" and not self.depth else None
            if tag is not None:
                if self.has_moves or self.ended:
                    return position  # a tag after moves: the next game's
                self.tags.setdefault(tag[1], _ESCAPED.sub(r"\1", tag[2]))
                position = tag.end()
                continue
            if self._token(token[0]):
                return position
            position = token.end()
            if self.ended and self.stop is None:
                self.stop = position
        return None

    def plain(self, line: str) -> bool:
        """Take ``line`` at once when it holds moves and numbers only (no
        comment, variation, tag, annotation or result; not after the
        result): what the token by token scan would find, faster."""
        if (self.in_comment or self.depth or self.ended or _PLAIN.fullmatch(line) is None
                or _PLAIN_RESULT.search(line) is not None):
            return False
        words = len(line.split())
        if words:
            self.has_moves = True
            numbers = _ANY_NUMBER.findall(line)
            if numbers:
                self.last_number = whole_number(numbers[-1]) or self.last_number
            self.plies += words - len(_NO_MOVE.findall(line))
        return True

    def _token(self, token: str) -> bool:
        """Take one token outside comments; True when it begins the next
        game (moves after this one's result)."""
        if token.isspace():
            return False
        if token == "{":
            self.in_comment = True
        elif token == "(":
            self.depth += 1
        elif token == ")":
            self.depth = max(0, self.depth - 1)
        elif self.depth == 0:
            if self.ended:
                return True
            self._word(token)
        return False

    def _word(self, word: str) -> None:
        if _RESULT.fullmatch(word):
            self.ended, self.result = True, word
            return
        self.has_moves = True
        number = _NUMBER.match(word)
        if number is not None:
            self.last_number = whole_number(number[1]) or self.last_number
            word = word[number.end():]
        if word and _ANNOTATION.fullmatch(word) is None:
            self.plies += 1


def _games(lines: Iterable[str], keep_text: bool) -> Iterator[_Game]:
    """The games of ``lines``, each yielded once its text is complete."""
    game = _Game(0, keep_text)
    for line_number, line in enumerate(lines, start=1):
        start = 0
        while True:
            split = game.feed(line, start)
            end = len(line) if split is None else split
            if game.stop is not None:  # what follows the result is no game's
                end, game.stop = min(end, game.stop), 0
            if end > start:
                game.add(" " * start + line[start:end], line_number)
            if split is None:
                break
            if game.started:
                yield game
            game, start = _Game(game.index + game.started, keep_text), split
    if game.started:
        yield game

