"""Records of the games whose moves are a plain list, for any such game.

::

    [Event "Lesson 4"]
    [White "Luca"]
    [Black "Sofia"]
    [Game "russian"]
    [Position "B:WKa1,h4:Ba3,b8,d6,f4,h2"]
    [Result "0-1"]
    [Termination "no moves"]

    {A comment on the whole game.}
    1... a3-b2 {Why. [%cal Ga3b2]}
    2. a1:e5:c7 {…} 2... b8:d6
    3. h4-g5 f4:h6 0-1

:class:`MoveListCodec` reads and writes them for a registered game through
the game protocol alone: moves in the game's notation, numbered ``n.``
before the first seat's move and ``n...`` before another seat's when a
comment or the start comes between; a ``Position`` tag (the game's
position text) for a start that is not the usual one; one tag per setting
that is not the game's default (``[Repetition "off"]``, ``[ThreeKings
"20"]``); one tag per seat naming its player (``White``, ``Black``); the
result as each seat's score (``1-0``, ``0-1``, ``1/2-1/2``; ``1-0-0`` for
three seats; ``*`` while the game goes on), and once the game is over, how
it ended (``Termination``: the game's own reason, or ``resignation``,
``agreement``). A resignation that does not end the game (a DamHex³
player leaving, H12) is written where it happened: ``7. resigns``.
Variations, as in PGN/PDN: ``2. c3-d4 {Why?} (2. e3-f4 f6-g5) 2... b6-a5``,
lines played instead of a move, right after it and its comment, numbered
as the main line is from where they start, nested as deep as
:data:`MOST_DEPTH`; the result concerns the main line only. NAGs
(``$14``; the six glyphs glued to their move, ``c3-d4!?``) are kept on a
move and written after it. A codec given a :class:`FreeSyntax` (Russian
draughts' PDN) reads them, and what else archives and servers write: free
move numbers, ``%`` and ``;`` lines, clocks, a server's results and endings.

A game with no record format of its own gets one of these (``[Game
"<name>"]``); Russian draughts' PDN is one with other tag names
(``GameType``, ``FEN``). Reading replays every move through the rules and
names the line and column of any error, including a result or an ending
that the moves contradict; writing is canonical: a record read and written
again is the same text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache, partial
from typing import Any

from dominochess_widget.core import registry
from dominochess_widget.core.errors import (
    ArgumentTypeError,
    DominoChessError,
    RecordError,
    expect_text,
)
from dominochess_widget.core.numbers import whole_number
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.records import (
    LEADING_TAGS,
    RESIGNS,
    Comment,
    Record,
    RecordedMove,
    Resignation,
    StudyNode,
    Token,
    TreeError,
    check_tags,
    comment_text,
    game_tags,
    merge_comments,
    normalise,
    parse_comment,
    read_tags,
    record_error,
    tag_lines,
    tokenize,
)

#: How a game ended otherwise than by its moves, as the Termination tag says.
RESIGNATION, AGREEMENT = "resignation", "agreement"
#: A switch setting's value in a tag; a count's "off" is None.
ON, OFF = "on", "off"
#: Scores: a whole number or a fraction ("1/2"), read by the one number reader.
_MOST_SCORE_DIGITS = 3
#: How deep variations may nest (a variation inside a variation…): far more
#: than any lesson needs, and few enough to write back without running out
#: of stack.
MOST_DEPTH = 100

Scores = tuple[Fraction, ...]

#: The annotation glyphs written glued to a move, by NAG (PGN/PDN's $1 … $6).
NAG_SIGNS = {1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}
#: The usual signs of other NAGs, for the move list a viewer shows.
NAG_SYMBOLS = {**NAG_SIGNS, 7: "□", 10: "=", 13: "∞", 14: "⩲", 15: "⩱", 16: "±", 17: "∓",
               18: "+−", 19: "−+", 22: "⨀", 23: "⨀", 36: "→", 37: "→", 40: "↑", 41: "↑",
               132: "⇆", 133: "⇆", 140: "∆", 146: "N"}
_SIGN_NAGS = {sign: nag for nag, sign in NAG_SIGNS.items()}
#: What a ``;`` comment's text escapes to be written in ``{…}``.
_ESCAPE_BRACE = re.compile(r"([\\}])")
#: A move with a glyph glued to it: the longest sign first.
_SIGNED = re.compile(r"(.+?)(!!|\?\?|!\?|\?!|!|\?)")
#: The highest NAG (PGN: 0 … 255).
MOST_NAG = 255
#: What a plain record's body holds (see MoveListCodec._read_plain), each
#: word read as the tokens read it: a move number (``12.``, ``12...``),
#: a result of two seats, or a move (letters first, or numbered squares)
#: with its glyph. Any other word (a comment, a variation, a NAG, a
#: number glued to its move) sends the record the tokens' way.
_PLAIN_WORD = re.compile(r"\d+\.+|1/2-1/2|\*|(?:[A-Za-z][A-Za-z0-9:-]*"
                         r"|\d{1,3}[-xX:]\d{1,3}(?:[xX:]\d{1,3})*)(?:[!?][!?]?)?")
#: The token kinds that are move numbers.
_NUMBERS = ("number", "glued_number", "free_number")
#: PDN's (and PGN's) other tokens, read by a codec with free syntax: ``%``
#: in a line's first column escapes the line, ``;`` comments to the line's
#: end, ``$n`` is a NAG, and a move number may be any dots (``1. ...``,
#: ``1..``, ``...``), glued to a numbered move too (``12.22-18``).
_FREE_TOKENS = (r"| (?P<escape>(?m:^)%[^\n]*)"
                r"| (?P<line_comment>;[^\n]*)"
                r"| (?P<nag>\$\d+)"
                r"| (?P<free_number>(?:\d+\.+|\.{2,})(?:\s*\.{2,})?)")


def _same(text: str) -> str:
    return text


def _same_move(text: str, state: Any) -> str:
    return text


def _not_at_once(word: str, state: Any) -> None:
    return None


@dataclass(frozen=True)
class FreeSyntax:
    """The freedoms of PDN (and PGN) that a game's records read (its
    codec's ``free``), for files written elsewhere: move numbers anywhere
    or nowhere, right or wrong (``1. ... f6-g5``, ``c3-d4 f6-g5``: the
    rules decide who moves); NAGs (``$3``) and glyphs glued to a move or
    written apart after it (``c3-d4!?``, ``c3-d4 !?``, read as NAGs 1 … 6
    and written back as the glyph, glued);
    ``%`` escape lines and ``;`` comments; the comment commands of
    ``kept_commands`` (a server's clock) kept in the comment's raw text,
    never drawn nor shown; a result written only after the moves; a
    result no move nor decision gives (``kept_results``: draughts' ``0-0``,
    both forfeit) and a Termination in other words than the game's own
    (``endings``; "Time forfeit", "Normal") kept as the record's ending,
    the board deciding by resignation or agreement where it can.
    ``move_text`` turns a move as written (and the state it is played on)
    into the game's notation (numbered squares), ``position_text`` the
    position tag's value into the game's position text; either raises a
    DominoChessError in words. ``play_at_once`` is the game's quick way
    with a move as written (its glyph cut off) that it reads at a glance:
    it plays it on the state and returns what was played, or returns None
    having changed nothing, and the move is then read the general way
    (``move_text``, then the state's ``play``, which refuses in words);
    archives of thousands of games are read mostly that quick way.
    Writing stays canonical: a codec with free syntax writes what one
    without it writes, plus the NAGs and endings it keeps."""

    move_text: Callable[[str, Any], str] = _same_move
    play_at_once: Callable[[str, Any], Any] = _not_at_once
    position_text: Callable[[str], str] = _same
    kept_commands: frozenset[str] = frozenset({"clk", "clock", "emt"})
    kept_results: frozenset[str] = frozenset()
    endings: frozenset[str] = frozenset()


@dataclass
class _Line:
    """A line of a record being read: the main line, or a variation
    (``( … )``) played instead of the move ``target``, from its ``(``."""

    game: Any  # the position after its moves so far
    start: int  # the record's index (0 first) of its first move: it numbers them
    moves: list[RecordedMove] = field(default_factory=list)
    # The comments and the NAGs after each move that has some, by its index in moves.
    said: dict[int, list[Comment]] = field(default_factory=dict)
    glyphs: dict[int, list[int]] = field(default_factory=dict)
    target: RecordedMove | None = None
    opened: Token | None = None
    before: Any = None  # the position before its last move, when a variation follows
    numbered: bool = False  # a move number was just read


class MoveListCodec:
    """The record format of the move-list game ``game`` (a registry name).

    ``game_tag`` is the tag and value that name the game in a record
    (default ``Game`` = the name), ``position_tag`` the tag holding a start
    position, ``aliases`` other values of the game tag it reads,
    ``extra_results`` other ways of writing a result (score per seat),
    ``parse_cell`` reads a cell's name in comments' marks (default: the
    game's board view's names); ``numbered_actions`` numbers every action
    on a line of its own (a game where one seat may act several times in a
    row, like dominoes' draws). Every setting of the game
    (:func:`~dominochess_widget.core.registry.settings_of`) has a tag, its
    name in CamelCase (``three_kings`` → ``ThreeKings``), written when not
    the default; ``settings_in_position`` says the game's position text
    already holds them (dominoes), so there are no such tags."""

    extension = ".txt"

    def __init__(
        self,
        game: str,
        game_tag: tuple[str, str] | None = None,
        position_tag: str = "Position",
        aliases: tuple[str, ...] = (),
        extra_results: Mapping[str, Scores] | None = None,
        parse_cell: Callable[[str], int | None] | None = None,
        extension: str = ".txt",
        numbered_actions: bool = False,
        settings_in_position: bool = False,
        free: FreeSyntax | None = None,
    ) -> None:
        self.game = game
        self.game_tag = game_tag or ("Game", game)
        self.position_tag = position_tag
        self.aliases = tuple(a.lower() for a in (self.game_tag[1], *aliases))
        self.extra_results = dict(extra_results or {})
        self._parse_cell = parse_cell
        self.extension = extension
        self.numbered_actions = numbered_actions
        self.settings_in_position = settings_in_position
        self.free = free
        #: Every result's text: one ends a plain record (see _read_plain).
        self._result_texts = frozenset({"1-0", "0-1", "1/2-1/2", "*", *self.extra_results})
        # The game's default settings and each one's tag, found once (see _defaults).
        self._default_settings: tuple[Mapping[str, Any], dict[str, str]] | None = None
        self._last_settings: tuple[object, Mapping[str, Any]] | None = None  # _settings_of
        extra = "|".join(map(_escape_result, self.extra_results))
        self._tokens = f"| (?P<extra_result>{extra})(?=\\s|\\)|$)" if extra else ""
        # A number written against its move ("1.c3-d4"), as many PDN files
        # do; like the free tokens, it never begins with a letter (a move
        # does: one look sends it past them).
        self._tokens += (r"| (?![A-Za-z]) (?: (?P<glued_number>\d+\.(?:\.\.)?)(?=[^\s.\d\[])"
                         + ("" if free is None else _FREE_TOKENS) + ")")

    # ------------------------------------------------------------ protocol
    @property
    def claim_tags(self) -> tuple[str, ...]:
        """The tag that says a record is of this game (never a caller's tag)."""
        return (self.game_tag[0],)

    def claims(self, tags: Mapping[str, str]) -> bool:
        name, _ = self.game_tag
        value = tags.get(name, "").split(",")[0].strip().lower()
        return value in self.aliases

    def read(self, text: str) -> Record:
        """Read a record of this game, replaying every move (each variation
        from a copy of the position before the move it replaces: one copy
        per variation, no replay from the start).

        Raises :class:`~dominochess_widget.core.errors.RecordError` with the
        line, the column and what is wrong, in words."""
        if self.free is not None:
            try:
                plain = self._read_plain(text)
            except DominoChessError:
                plain = None  # the full reading names what is wrong, where
            if plain is not None:
                return plain
        return self._read_tokens(text)

    def _read_plain(self, text: str) -> Record | None:
        """Reading's quick way (free syntax; issue 29, item 5): a record
        whose body is only move numbers, moves and a result at the end
        (what archives and the project write most) is split at its spaces
        instead of made tokens. None for any other body, and a
        :class:`~dominochess_widget.core.errors.DominoChessError` (its place
        not worked out) for a wrong one: :meth:`_read_tokens` reads both."""
        text = normalise(text)
        head = LEADING_TAGS.match(text).end()  # type: ignore[union-attr]  # * matches
        body = text[head:]
        words = body.split()
        if not body.isascii() or not all(map(_PLAIN_WORD.fullmatch, words)):
            return None
        end = None
        if words and words[-1] in self._result_texts:
            end = Token("result", words.pop(), 0, 0)
        tags, where, rest = read_tags(list(tokenize(text[:head], self._tokens)))
        if rest:
            return None
        game, first, numbers = self._start(tags, where)
        line = _Line(game, 0)
        for word in words:
            if word[-1] != ".":  # not a move number: free syntax passes them by
                if word in self._result_texts:
                    return None
                self._read_move(line, word, None, first, numbers, False)
        return self._record(line, tags, where, end, first, [])

    def _read_tokens(self, text: str) -> Record:
        """Read a record token by token (see :meth:`read`)."""
        tags, where, body = read_tags(self._tokens_of(text))  # refuses a text of no str
        branching = "(" in text  # else no move needs a copy of the position before it
        free = self.free is not None
        game, first, numbers = self._start(tags, where)
        parse_cell = self._cell_parser(first)
        kept = () if self.free is None else self.free.kept_commands
        opening: list[Comment] = []  # the comments on the whole game
        lines = [_Line(game, 0)]  # the main line, then each variation open
        end: Token | None = None
        for position, token in enumerate(body):  # the usual kinds first
            line = lines[-1]
            if end is not None:
                raise record_error(token, "record.after_result")
            if token.kind == "word" and free and token.text in _SIGN_NAGS:
                _keep_nag(line, token)  # a glyph apart from its move: "c3-d4 !?"
            elif token.kind == "word":
                self._read_move(line, token.text, token, first, numbers,
                                branching and _variation_follows(body, position))
            elif token.kind in _NUMBERS:
                self._check_number(line, token, first)
            elif token.kind == "comment":
                _keep_comment(line, parse_comment(token, parse_cell, kept), opening, token)
            elif token.kind == "nag":
                _keep_nag(line, token)
            elif token.kind == "variation_open":
                lines.append(_open_variation(line, token, len(lines)))
            elif token.kind == "variation_close":
                _close_variation(lines, token)
            elif token.kind in ("result", "extra_result"):
                if len(lines) > 1:
                    raise _result_in_variation(body, position, lines[-1])
                end = token
            else:  # a tag: the only kind left
                raise record_error(token, "record.tag_after_moves")
        if len(lines) > 1:
            raise record_error(lines[-1].opened, "record.unclosed", opener="(", closer=")")
        return self._record(lines[0], tags, where, end, first, opening)

    def _start(self, tags: Mapping[str, str], where: Mapping[str, Token]
               ) -> tuple[Any, Any, Callable[[int], str]]:
        """The game a record's ``tags`` set up (checked), a copy of its
        start, and the numbers of its moves (:meth:`number`, from that start)."""
        self._check_game_tags(tags, where)
        game = self._setup(tags, where)
        first = game.clone()
        if self.numbered_actions:
            return game, first, partial(_action_number, first=first)
        seats = first.seats
        return game, first, partial(_from_turn, offset=seats.index(first.to_move),
                                    seats=len(seats))

    def _record(self, main: _Line, tags: Mapping[str, str], where: Mapping[str, Token],
                end: Token | None, first: Any, opening: list[Comment]) -> Record:
        """The record read: the main line ``main`` played, its result ``end``
        (if written) checked against the tags and the board."""
        game = main.game
        ending = self._finish(game, tags, where, end)
        _keep_comments(main)
        return Record({**self._game_tags(game, first, tags), **ending}, main.moves, game,
                      merge_comments(opening), first, codec=self)

    def _tokens_of(self, text: str) -> list[Token]:
        """The tokens of a record's ``text``; with free syntax, ``%`` escape
        lines left out and each ``;`` comment made a comment (its braces and
        backslashes escaped: it is written back in ``{…}``)."""
        text = normalise(text)
        tokens = tokenize(text, self._tokens)
        if self.free is None or ("%" not in text and ";" not in text):
            return list(tokens)
        return [_line_comment(token) if token.kind == "line_comment" else token
                for token in tokens if token.kind != "escape"]

    def _check_number(self, line: _Line, token: Token, first: Any) -> None:
        """The move number ``token`` must be the one of ``line``'s next move
        (any number, with free syntax: the rules decide who moves)."""
        if self.free is None and token.text != (
                expected := self.number(line.start + len(line.moves), first)):
            raise record_error(token, "record.wrong_number", found=token.text,
                               expected=expected, side=seat_name(line.game.to_move))
        line.numbered = True

    def _read_move(self, line: _Line, word: str, token: Token | None, first: Any,
                   numbers: Callable[[int], str], branches: bool) -> None:
        """Play the move ``word`` (the ``token``'s: where an error is; the
        plain way has none) on ``line`` (``numbers`` numbers its moves);
        keep a copy of the position before it when a variation follows
        (``branches``, after its comment)."""
        game = line.game
        index = line.start + len(line.moves)
        if self.free is None and not line.numbered and (
                self.numbered_actions or game.to_move == first.seats[0]) and not game.is_over:
            raise record_error(token, "record.number_missing", text=word,
                               expected=numbers(index))
        line.before = game.clone() if branches else None
        free = self.free
        if free is None:
            action = _play(game, token, word)
        else:
            word, nag = _glyph(word) if word.endswith(("!", "?")) else (word, None)
            if nag is not None:
                line.glyphs[len(line.moves)] = [nag]
            action = free.play_at_once(word, game)
            if action is None:
                action = _play(game, token, _move_text(free, token, word, game))
        line.moves.append(RecordedMove(action, number=numbers(index)))
        line.numbered = False

    def write(self, state: Any, **tags: str) -> str:
        """The record of ``state``'s game; keyword arguments become tags (Event=…)."""
        check_tags(tags, self._from_game())
        return self.format(self.record_of(state, tags))

    def format(self, record: Any) -> str:
        """``record`` in canonical form: tags, a blank line, the game's
        comment, one line per move number (its variations on it), the
        result after the last move."""
        first = record.first
        lines = [*tag_lines(record.tags, self._tag_order(first)), ""]
        if record.comment is not None:
            lines.append(comment_text(record.comment))
        groups = self._groups(record.moves, 0, first, comments=True)
        result = self._result_token(record.game)
        if self.free is not None and not record.game.is_over:  # a result kept as written
            result = record.tags.get("Result", result)
        if groups:
            groups[-1].append(result)
        else:
            groups.append([result])
        lines.extend(" ".join(group) for group in groups)
        return "\n".join(lines) + "\n"

    def line_text(self, moves: Sequence[RecordedMove], start: int, first: Any, *,
                  comments: bool = True) -> str:
        """The moves of a line as the record writes them on one line
        ("2... b6-a5 3. c3-d4"), the first being the record's move
        ``start`` (0 first) from ``first``: numbered, with their variations
        in ``( … )`` and, when ``comments``, their comments."""
        return " ".join(" ".join(group) for group in self._groups(moves, start, first, comments))

    def _groups(self, moves: Sequence[RecordedMove], start: int, first: Any,
                comments: bool) -> list[list[str]]:
        """The words that write ``moves`` (see :meth:`line_text`), in groups
        that each begin with a move leading its number (a line of the
        record's main line). A line's first move carries its number, and so
        does a move after a comment or a variation."""
        opener, seats = first.seats.index(first.to_move), len(first.seats)
        groups: list[list[str]] = []
        words: list[str] = []
        renumber = True
        for index, recorded in enumerate(moves, start):
            leads = self.numbered_actions or (index + opener) % seats == 0
            if leads and words:
                groups.append(words)
                words = []
            if leads or renumber:
                words.append(self.number(index, first))
            sign, *nags = nag_words(recorded.nags)
            words.extend([str(recorded.action) + sign, *nags])
            renumber = False
            if comments and recorded.comment is not None:
                words.append(comment_text(recorded.comment))
                renumber = True
            for variation in recorded.variations:
                words.append(f"({self.line_text(variation, index, first, comments=comments)})")
                renumber = True
        if words:
            groups.append(words)
        return groups

    # ------------------------------------------------------------ study trees
    def tree(self, record: Any) -> StudyNode:
        """``record``'s moves, comments and variations as a tree (its root:
        the start, with the comment on the whole game)."""
        return StudyNode("", record.comment, None, _nodes(record.moves))

    def from_tree(self, first: Any, root: StudyNode, tags: Mapping[str, str]) -> Record:
        """The record of the tree ``root`` played from ``first`` (not
        changed): the main line (each node's first child) with every
        comment and variation (the other children), and ``tags``: the
        caller's (checked as :meth:`write` checks them) and, when the main
        line does not end the game by its moves, a ``Result`` and
        ``Termination`` applied as reading applies them (when it does, the
        game's own result). A :class:`~dominochess_widget.core.records.TreeError`
        (a RecordError) names an action that cannot be played."""
        if not isinstance(root, StudyNode):
            raise ArgumentTypeError("root", root, "study_node")
        if not isinstance(tags, Mapping):
            raise ArgumentTypeError("tags", tags, "tags")
        if registry.info_of(first).name != self.game:
            raise TreeError("record.other_game", tag=self.game_tag[0],
                            value=registry.info_of(first).name, expected=self.game_tag[1])
        own = self._from_game()
        check_tags({name: value for name, value in tags.items() if name not in own}, ())
        start, game = first.clone(), first.clone()
        moves = self._replay_tree(game, root.children, 0, start, 1)
        ending: dict[str, str] = {}
        if not game.is_over:
            decided = {name: tags[name] for name in ("Result", "Termination") if name in tags}
            try:
                ending = self._finish(game, decided, {}, None)
            except RecordError as error:
                raise TreeError.of(error) from None
        return Record({**self._game_tags(game, start, tags), **ending}, moves, game,
                      root.comment, start, codec=self)

    def _replay_tree(self, game: Any, group: list[StudyNode], index: int, first: Any,
                     depth: int) -> list[RecordedMove]:
        """The line whose first move is ``group[0]`` (its alternatives: the
        rest of ``group``), played on ``game`` from the record's move
        ``index``; each alternative replayed from its own copy of the
        position before."""
        moves: list[RecordedMove] = []
        while group:
            node, others = group[0], group[1:]
            if others and depth > MOST_DEPTH:
                raise TreeError("record.variation_too_deep", most=MOST_DEPTH)
            starts = [game.clone() for _ in others]
            number = self.number(index, first)
            recorded = RecordedMove(_play_node(game, node, number), node.comment, number,
                                    nags=tuple(node.nags))
            recorded.variations = [self._replay_tree(start, [other], index, first, depth + 1)
                                   for start, other in zip(starts, others, strict=True)]
            moves.append(recorded)
            group, index = node.children, index + 1
        return moves

    # ------------------------------------------------------------ records
    def record_of(self, state: Any, tags: Mapping[str, str] | None = None) -> Record:
        """A record of ``state``'s game (no comments), with ``tags``."""
        info = registry.info_of(state)
        if info.name != self.game:
            raise record_error(None, "record.other_game", tag=self.game_tag[0],
                               value=info.name, expected=self.game_tag[1])
        first, actions = self._replayed(state)
        moves = [RecordedMove(action, number=self.number(index, first))
                 for index, action in enumerate(actions)]
        return Record(self._game_tags(state, first, dict(tags or {})), moves, state.clone(),
                      None, first, codec=self)

    def number(self, index: int, first: Any) -> str:
        """The number written before action ``index`` (0 first) of a record
        starting at ``first``: "3." or "3...", or "7." for the seventh action."""
        numbered = _action_number if self.numbered_actions else move_number
        return numbered(index, first)

    def _check_game_tags(self, tags: Mapping[str, str], where: Mapping[str, Token]) -> None:
        """Refuse a record whose game tag names another game, or that names
        its game by another tag too (it would read as whichever game came first)."""
        tag, value = self.game_tag
        if tag in tags and not self.claims(tags):
            raise record_error(where[tag], "record.other_game", tag=tag, value=tags[tag],
                               expected=value)
        for other in sorted(game_tags() - {tag}):
            if other in tags:
                raise record_error(where[other], "record.reserved_tag", name=other)

    # ------------------------------------------------------------ settings
    def _defaults(self) -> Mapping[str, Any]:
        """The game's default settings (keyword → value)."""
        return self._settings_facts()[0]

    def _settings_tags(self) -> dict[str, str]:
        """Each setting's tag → its keyword (none when the position holds them)."""
        return self._settings_facts()[1]

    def _settings_of(self, game: Any) -> Mapping[str, Any]:
        """``game``'s settings (:func:`~dominochess_widget.core.registry.settings_of`),
        remembered for the last settings value asked about: the games of
        a file mostly share theirs (a value no game changes)."""
        value = getattr(game, "settings", None)
        last = self._last_settings
        if value is None or last is None or last[0] is not value:
            last = self._last_settings = value, registry.settings_of(game)
        return last[1]

    def _settings_facts(self) -> tuple[Mapping[str, Any], dict[str, str]]:
        """The game's default settings and each setting's tag, found once:
        a file of many games asks for them at every game (never changed)."""
        if self._default_settings is None:
            defaults = registry.settings_of(registry.info(self.game).new(None))
            tags = {} if self.settings_in_position else {
                setting_tag(keyword): keyword for keyword in defaults}
            self._default_settings = defaults, tags
        return self._default_settings

    def _setup(self, tags: Mapping[str, str], where: Mapping[str, Token]) -> Any:
        """The game at the record's start: its settings and position tags."""
        info = registry.info(self.game)
        defaults = self._defaults()
        settings: dict[str, object] = {}
        for tag, keyword in self._settings_tags().items():
            if tag in tags:
                value = setting_value(tags[tag], defaults[keyword], where[tag], tag)
                try:
                    info.new(None, **{keyword: value})
                except DominoChessError as problem:
                    raise record_error(where[tag], "record.bad_tag", name=tag,
                                       problem=problem) from None
                settings[keyword] = value
        if self.position_tag not in tags:
            return info.new(None, **settings)
        position = _same if self.free is None else self.free.position_text
        try:
            return info.from_position(position(tags[self.position_tag]), **settings)
        except DominoChessError as problem:
            raise record_error(where[self.position_tag], "record.bad_tag",
                               name=self.position_tag, problem=problem) from None

    # ------------------------------------------------------------ tags
    def _from_game(self) -> tuple[str, ...]:
        """The tags a record takes from its game, never from a caller."""
        return (self.game_tag[0], self.position_tag, *self._settings_tags(), "Result",
                "Termination")

    def _tag_order(self, first: Any) -> tuple[str, ...]:
        seats = tuple(seat.title() for seat in first.seats)
        return ("Event", "Site", "Date", "Round", *seats, "Annotator", *self._from_game())

    def _cell_parser(self, state: Any) -> Callable[[str], int | None]:
        if self._parse_cell is not None:
            return self._parse_cell
        view = registry.info_of(state).view
        shape = None if view is None else view.shape
        names = {shape.name(cell): cell for cell in shape.squares} if shape is not None else {}
        return lambda text: names.get(text.lower())

    def _game_tags(self, game: Any, first: Any, extra: Mapping[str, str]) -> dict[str, str]:
        """The tags of a record of ``game`` from ``first``: ``extra`` (the
        caller's), then those the game decides."""
        own = self._from_game()
        tags = {name: value for name, value in extra.items() if name not in own}
        tag, value = self.game_tag
        tags[tag] = value
        usual = registry.info(self.game).new(None)
        if first.position() != usual.position():
            tags[self.position_tag] = first.position()
        defaults, settings = self._defaults(), self._settings_of(game)
        for tag, keyword in self._settings_tags().items():
            if settings[keyword] != defaults[keyword]:
                tags[tag] = setting_text(settings[keyword])
        tags["Result"] = self._result_token(game)
        ending = termination_text(game)
        if ending is not None:
            tags["Termination"] = ending
        return tags

    def _replayed(self, state: Any) -> tuple[Any, list[Any]]:
        """``state``'s first position and what was played since, in order:
        its moves, and a :class:`Resignation` for each player who resigned
        while the game went on (the decision that ended the game is the
        tags'). A resignation before the first move stays in the first
        position (DamHex³'s position names the players out)."""
        probe = state.clone()
        history = state.history
        played: list[Any] = []
        # The last thing taken back may be the decision that ended the game
        # (not a resignation after which a player had no move: that one is
        # written where it happened, and the game's own reason ended it).
        ending = termination_text(probe) in (RESIGNATION, AGREEMENT)
        count = len(history)
        while count or ending or (
                probe.is_over and not self._restarted(probe).is_over):  # a game not saying why
            try:
                probe.undo()
            except DominoChessError:
                break
            left = len(probe.history)
            if left < count:
                played.append(history[count - 1])
            elif not ending:
                played.append(Resignation(str(probe.to_move)))
            ending, count = False, left
        played.reverse()
        return probe, played

    def _restarted(self, state: Any) -> Any:
        """A new game at ``state``'s position (no history, no decision)."""
        settings = registry.settings_of(state)
        keywords = self._settings_tags().values()
        return registry.info_of(state).from_position(
            state.position(), **{keyword: settings[keyword] for keyword in keywords})

    # ------------------------------------------------------------ results
    def _result_token(self, game: Any) -> str:
        scores = game.scores() if game.is_over else None
        if scores is None:
            return "*"
        return "-".join(_score_word(scores[seat]) for seat in game.seats)

    def _scores(self, text: str, seats: int, at: Token | None) -> Scores | None:
        """The scores the result ``text`` gives (None for ``*``); a
        :class:`RecordError` at ``at`` when it gives none, or not one per seat."""
        if text == "*":
            return None
        parts = self.extra_results.get(text)
        if parts is None:
            found = [_score(part) for part in text.split("-")]
            parts = tuple(score for score in found if score is not None)
            if len(parts) != len(found):
                raise record_error(at, "record.bad_scores", value=text,
                                   example=self._result_example(seats))
        if len(parts) != seats:
            raise record_error(at, "record.wrong_seats", value=text, found=len(parts),
                               seats=seats, example=self._result_example(seats))
        return parts

    def _game_scores(self, game: Any) -> Scores | None:
        return self._scores(self._result_token(game), len(game.seats), None)

    def _finish(self, game: Any, tags: Mapping[str, str], where: Mapping[str, Token],
                end: Token | None) -> dict[str, str]:
        """Apply the resignation or agreement the tags describe, then check
        that the result and the ending they claim are the game's. What the
        record keeps in its own words (free syntax only): a result nothing
        on the board gives (``0-0``), a Termination in a server's words."""
        seats, free = len(game.seats), self.free
        claimed_text, claimed_at = tags.get("Result", "*"), where.get("Result")
        if free is not None and end is not None and "Result" not in tags:
            claimed_text, claimed_at = end.text, end  # the result after the moves alone
        claimed = self._scores(claimed_text, seats, claimed_at)
        if end is not None and self._scores(end.text, seats, end) != claimed and (
                free is None or end.text != "*"):
            raise record_error(end, "record.result_mismatch", found=end.text,
                               expected=claimed_text)
        at = end or where.get("Result")
        termination = tags.get("Termination")
        kept: dict[str, str] = {}
        if free is not None and termination is not None and (
                termination.strip().lower() not in free.endings):
            kept["Termination"], termination = termination, None
        if free is not None and not game.is_over and claimed_text in free.kept_results:
            kept["Result"] = claimed_text
        elif not game.is_over and claimed is not None:
            self._decide(game, claimed, claimed_text, termination, at)
        if not game.is_over:
            if termination is not None:
                raise record_error(where.get("Termination"), "record.termination_unfinished",
                                   value=termination)
            return kept
        if claimed != self._game_scores(game) and (free is None or claimed is not None):
            raise record_error(at, "record.result_contradicts", claimed=claimed_text,
                               actual=self._result_token(game))
        actual = termination_text(game)
        if termination is not None and actual is not None and (
                termination.strip().lower() != actual):
            raise record_error(where.get("Termination"), "record.termination_contradicts",
                               claimed=termination, actual=actual)
        return kept

    def _decide(self, game: Any, claimed: Scores, claimed_text: str,
                termination: str | None, at: Token | None) -> None:
        """End ``game``, not over by its moves, as its players did: the
        resignation or agreement (``termination``; when the tags do not say,
        whichever gives them) whose scores are ``claimed``."""
        ending = None if termination is None else termination.strip().lower()
        if ending not in (None, RESIGNATION, AGREEMENT):
            raise record_error(at, "record.bad_termination", value=termination)
        for decision in _decisions(game, ending):
            trial = game.clone()
            try:
                decision(trial)
            except DominoChessError:
                continue  # not this seat's to take (DamHex³: only the player to move)
            if trial.is_over and self._game_scores(trial) == claimed:
                decision(game)
                return
        if termination is not None:
            raise record_error(at, "record.bad_termination", value=termination)
        raise record_error(at, "record.bad_scores", value=claimed_text,
                           example=self._result_example(len(game.seats)))

    def _result_example(self, seats: int) -> str:
        """A result of this game with ``seats`` seats, for an error's example."""
        for text, scores in self.extra_results.items():
            if len(scores) == seats and "/" not in text:
                return text
        return "-".join("1" if i == 0 else "0" for i in range(seats))


# ---------------------------------------------------------------- helpers
def move_number(index: int, first: Any) -> str:
    """The number before move ``index`` (0 first): "3." or "3..."."""
    seats = first.seats
    return _turn_number(index + seats.index(first.to_move), len(seats))


def _from_turn(index: int, offset: int, seats: int) -> str:
    """The number before move ``index`` (0 first) of a game of ``seats``
    seats whose first move is the turn ``offset`` (its seat's place):
    :func:`move_number` with the start's part worked out once a record."""
    return _turn_number(index + offset, seats)


def _action_number(index: int, first: Any) -> str:
    """The number before action ``index`` (0 first) of a game that numbers
    every action: "7." for the seventh."""
    return f"{index + 1}."


@lru_cache(maxsize=4096)
def _turn_number(turn: int, seats: int) -> str:
    """The number of the ``turn``-th move (0 first) of a game of ``seats``
    seats, the first seat's first: made once (every record writes them)."""
    return f"{turn // seats + 1}." + ("" if turn % seats == 0 else "..")


def termination_text(game: Any) -> str | None:
    """How ``game`` ended, as its Termination tag says: its reason's words
    without the game's prefix ("kings only", "no move", "resignation");
    None while it goes on, or for a game that does not say why."""
    reason = game.termination if game.is_over else None
    if reason is None:
        return None
    words = str(reason).removeprefix(f"{registry.info_of(game).name}_")
    return words.replace("_", " ").lower()


def setting_tag(keyword: str) -> str:
    """The tag of the setting ``keyword``: ``three_kings`` → ``ThreeKings``."""
    return "".join(part.title() for part in keyword.split("_"))


def setting_text(value: object) -> str:
    """A setting's value as its tag writes it: on / off, a number, a word."""
    if value is None or value is False:
        return OFF
    return ON if value is True else str(value)


def setting_value(text: str, default: object, at: Token, tag: str) -> object:
    """The value the tag ``tag`` (at ``at``) writes for a setting whose
    default is ``default``: a switch is on / off, a count a whole number or
    off (None); a word is the game's to check. A :class:`RecordError` for a
    switch or a count written otherwise."""
    word = text.strip().lower()
    if isinstance(default, bool):
        if word not in (ON, OFF):
            raise record_error(at, "record.bad_switch", name=tag, value=text)
        return word == ON
    if isinstance(default, int):
        number = whole_number(word)
        if word != OFF and number is None:
            raise record_error(at, "record.bad_count", name=tag, value=text)
        return number
    return text


def _move_text(free: FreeSyntax, token: Token | None, word: str, game: Any) -> str:
    """The move ``word`` (the ``token``'s, its glyph cut off) in the
    notation of ``game``, where it is played, as ``free`` reads it."""
    try:
        return free.move_text(word, game)
    except DominoChessError as problem:
        raise record_error(token, "record.problem", problem=problem) from None


def _play(game: Any, token: Token | None, text: str) -> Any:
    """Play ``text``, the move the word ``token`` writes, on ``game``: a
    move, or a resignation; what was played, or a :class:`RecordError` at
    the token. Every game refuses an action once it is over, so whether
    it is over is asked only then (the error says so): not once a move."""
    try:
        return _act(game, text)
    except DominoChessError as problem:
        if game.is_over:
            raise record_error(token, "record.game_already_over", result=game.result) from None
        raise record_error(token, "record.problem", problem=problem) from None


def _play_node(game: Any, node: StudyNode, number: str) -> Any:
    """Play the action of ``node`` (the record's move ``number``) on
    ``game``; what was played, or a :class:`TreeError` naming it."""
    if not isinstance(node, StudyNode):
        raise ArgumentTypeError("node", node, "study_node")
    action = expect_text("action", node.action)
    if game.is_over:
        raise TreeError("record.node_after_end", number=number, action=action,
                        result=game.result)
    try:
        return _act(game, action)
    except DominoChessError as problem:
        raise TreeError("record.node_refused", number=number, action=action,
                        problem=problem) from None


def _act(game: Any, text: str) -> Any:
    """Play ``text`` on ``game``: a move, or ``resigns`` (the player to move
    resigns: a :class:`Resignation`). What was played; the game's own error
    when it refuses."""
    if text.lower() != RESIGNS:
        return game.play(text)
    seat = game.to_move
    game.resign(seat)
    return Resignation(str(seat))


def _variation_follows(body: Sequence[Token], position: int) -> bool:
    """Whether a variation opens right after the move ``body[position]``
    (and its comments and NAGs, glyphs written apart among them)."""
    after = position + 1
    while after < len(body) and (body[after].kind in ("comment", "nag")
                                 or body[after].text in _SIGN_NAGS):
        after += 1
    return after < len(body) and body[after].kind == "variation_open"


def _open_variation(line: _Line, token: Token, depth: int) -> _Line:
    """The variation that the ``(`` ``token`` opens after ``line``'s last
    move, from the position before it. One on a variation's first move is
    another line instead of the move that one replaces (the tree's
    sibling): it joins that move's variations."""
    if line.numbered or line.before is None:
        raise record_error(token, "record.variation_before_move")
    if depth > MOST_DEPTH:
        raise record_error(token, "record.variation_too_deep", most=MOST_DEPTH)
    target = line.target if line.target is not None and len(line.moves) == 1 else line.moves[-1]
    variation = _Line(line.before.clone(), line.start + len(line.moves) - 1, target=target,
                      opened=token)
    target.variations.append(variation.moves)
    return variation


def _close_variation(lines: list[_Line], token: Token) -> None:
    """Close the variation open last (at the ``)`` ``token``)."""
    if len(lines) == 1:
        raise record_error(token, "record.variation_not_open")
    line = lines.pop()
    if not line.moves:
        raise record_error(token, "record.variation_empty")
    _keep_comments(line)


def _line_comment(token: Token) -> Token:
    """The ``;`` comment ``token`` as the ``{…}`` comment that writes it (its
    braces and backslashes escaped), so that its marks are read as theirs."""
    body = _ESCAPE_BRACE.sub(r"\\\1", token.text[1:])
    return Token("comment", "{" + body + "}", token.line, token.column, (body,))


def _keep_nag(line: _Line, token: Token) -> None:
    """Add the NAG ``token`` (``$3``, or a glyph written apart: ``!?``) to
    the last move of ``line``."""
    if not line.moves or line.numbered:
        raise record_error(token, "record.nag_before_move", text=token.text)
    nag = _SIGN_NAGS.get(token.text) or whole_number(token.text[1:], 3)
    if nag is None or nag > MOST_NAG:
        raise record_error(token, "record.bad_nag", text=token.text, most=MOST_NAG)
    line.glyphs.setdefault(len(line.moves) - 1, []).append(nag)


def _glyph(word: str) -> tuple[str, int | None]:
    """A move as written (``c3-d4!?``) without the glyph glued to it, and
    that glyph's NAG (None when there is none)."""
    signed = _SIGNED.fullmatch(word)
    return (signed[1], _SIGN_NAGS[signed[2]]) if signed else (word, None)


def nag_words(nags: Sequence[int]) -> list[str]:
    """How a move's NAGs are written after it: the first, when it is one of
    the six glyphs, as its sign glued to the move (``"!?"``, the first
    word); the others as ``$n``. Read back, they give the same NAGs."""
    sign = NAG_SIGNS.get(nags[0], "") if nags else ""
    return [sign, *(f"${nag}" for nag in nags[1 if sign else 0:])]


def nag_label(nags: Sequence[int]) -> str:
    """A move's NAGs as a move list shows them after the move: the usual
    signs (``!?``, ``±``), ``$n`` for one without a sign; a glyph of the
    six glued to the move, the others after a space."""
    words = nag_words(nags)
    rest = [NAG_SYMBOLS.get(int(word[1:]), word) for word in words[1:]]
    return words[0] + "".join(" " + symbol for symbol in rest)


def _keep_comment(line: _Line, comment: Comment, opening: list[Comment], token: Token) -> None:
    """Keep ``comment`` (the ``token``) for the last move of ``line`` (before
    the first move of the main line: in ``opening``, on the whole game)."""
    if line.moves:
        line.said.setdefault(len(line.moves) - 1, []).append(comment)
    elif line.target is None:
        opening.append(comment)
    else:
        raise record_error(token, "record.variation_comment_first")


def _result_in_variation(body: Sequence[Token], position: int, line: _Line) -> RecordError:
    """The error for the result ``body[position]`` read while the variation
    ``line`` is open: a result inside it when its ``)`` follows, else (the
    record's end) a variation never closed."""
    after = position + 1
    if after < len(body) and body[after].kind == "variation_close":
        return record_error(body[position], "record.result_in_variation",
                            text=body[position].text)
    return record_error(line.opened, "record.unclosed", opener="(", closer=")")


def _keep_comments(line: _Line) -> None:
    """Give each move of ``line`` the comments read after it, as one, and
    its NAGs (gathered in lists: many read in time linear in their number)."""
    for index, said in line.said.items():
        line.moves[index].comment = merge_comments(said)
    for index, glyphs in line.glyphs.items():
        line.moves[index].nags = tuple(glyphs)


def _nodes(moves: Sequence[RecordedMove]) -> list[StudyNode]:
    """The tree of a line: its first move's node, then the first nodes of
    the lines played instead of it (a variation's own alternatives to its
    first move among them), each followed by the rest of its line."""
    found: list[StudyNode] = []
    group = found
    for recorded in moves:
        node = StudyNode(str(recorded.action), recorded.comment, nags=recorded.nags)
        group.append(node)
        for variation in recorded.variations:
            group.extend(_nodes(variation))
        group = node.children
    return found


def _decisions(game: Any, ending: str | None) -> Iterator[Callable[[Any], None]]:
    """The ways the players could end ``game`` as ``ending`` says (None:
    either): an agreement, or a resignation of each seat, the one to move
    first."""
    if ending in (None, AGREEMENT):
        yield _agree
    if ending in (None, RESIGNATION):
        for seat in sorted(game.seats, key=lambda seat: seat != game.to_move):
            yield partial(_resign, seat=seat)


def _agree(state: Any) -> None:
    state.agree_draw()


def _resign(state: Any, seat: str) -> None:
    state.resign(seat)


@lru_cache(maxsize=256)
def _score(text: str) -> Fraction | None:
    """The score ``text`` writes ("1", "1/2"), or None; each worked out
    once (a file of many games writes the same few results)."""
    numerator, slash, denominator = text.partition("/")
    top = whole_number(numerator, _MOST_SCORE_DIGITS)
    bottom = whole_number(denominator, _MOST_SCORE_DIGITS) if slash else 1
    if top is None or not bottom:
        return None
    return Fraction(top, bottom)


@lru_cache(maxsize=64)
def _score_word(score: float) -> str:
    """A seat's points as a result writes them ("1", "1/2"), worked out
    once for each (a game has a handful)."""
    return _score_text(Fraction(score).limit_denominator(4))


def _score_text(score: Fraction) -> str:
    if score.denominator == 1:
        return str(score.numerator)
    return f"{score.numerator}/{score.denominator}"


def _escape_result(text: str) -> str:
    return text.replace("/", "\\/").replace("*", "\\*")
