"""Records of the games whose moves are a plain list, for any such game.

::

    [Event "Lesson 4"]
    [White "Luca"]
    [Black "Sofia"]
    [Game "russian"]
    [Position "B:WKa1,h4:Ba3,b8,d6,f4,h2"]
    [Result "0-1"]

    {A comment on the whole game.}
    1... a3-b2 {Why. [%cal Ga3b2]}
    2. a1:e5:c7 {…} 2... b8:d6
    3. h4-g5 f4:h6 0-1

:class:`MoveListCodec` reads and writes them for a registered game through
the game protocol alone: moves in the game's notation, numbered ``n.``
before the first seat's move and ``n...`` before another seat's when a
comment or the start comes between; a ``Position`` tag (the game's
position text) for a start that is not the usual one; one tag per seat
naming its player (``White``, ``Black``); the result as each seat's score
(``1-0``, ``0-1``, ``1/2-1/2``; ``1-0-0`` for three seats; ``*`` while the
game goes on); a game ended by resignation or agreement says so in its
``Result`` and ``Termination`` tags. A game with no record format of its
own gets one of these (``[Game "<name>"]``); Russian draughts' PDN is one
with other tag names (``GameType``, ``FEN``). Reading replays every move
through the rules and names the line and column of any error; writing is
canonical: a record read and written again is the same text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from dominochess_widget.core import registry
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.records import (
    Comment,
    Record,
    RecordedMove,
    Token,
    check_tags,
    comment_text,
    join_comments,
    normalise,
    parse_comment,
    read_tags,
    record_error,
    tag_lines,
    tokenize,
)
from dominochess_widget.errors import DominoChessError

#: How a game ended otherwise than by its moves, as the Termination tag says.
RESIGNATION, AGREEMENT = "resignation", "agreement"


class MoveListCodec:
    """The record format of the move-list game ``game`` (a registry name).

    ``game_tag`` is the tag and value that name the game in a record
    (default ``Game`` = the name), ``position_tag`` the tag holding a start
    position, ``aliases`` other values of the game tag it reads,
    ``extra_results`` other ways of writing a result (score per seat),
    ``parse_cell`` reads a cell's name in comments' marks (default: the
    game's board view's names), ``settings_tags`` names the tag of each
    setting a record keeps (tag → the setting's keyword; written only when
    the game's value is not the default, read back as that keyword);
    ``numbered_actions`` numbers every action on a line of its own (a game
    where one seat may act several times in a row, like dominoes' draws)."""

    extension = ".txt"

    def __init__(
        self,
        game: str,
        game_tag: tuple[str, str] | None = None,
        position_tag: str = "Position",
        aliases: tuple[str, ...] = (),
        extra_results: Mapping[str, tuple[Fraction, ...]] | None = None,
        parse_cell: Callable[[str], int | None] | None = None,
        extension: str = ".txt",
        settings_tags: Mapping[str, str] | None = None,
        numbered_actions: bool = False,
    ) -> None:
        self.game = game
        self.game_tag = game_tag or ("Game", game)
        self.position_tag = position_tag
        self.aliases = tuple(a.lower() for a in (self.game_tag[1], *aliases))
        self.extra_results = dict(extra_results or {})
        self._parse_cell = parse_cell
        self.extension = extension
        self.settings_tags = dict(settings_tags or {})
        self.numbered_actions = numbered_actions
        extra = "|".join(map(_escape_result, self.extra_results))
        self._tokens = f"| (?P<extra_result>{extra})(?=\\s|$)" if extra else ""
        # A number written against its move ("1.c3-d4"), as many PDN files do.
        self._tokens += r"| (?P<glued_number>\d+\.(?:\.\.)?)(?=[^\s.\d\[])"

    # ------------------------------------------------------------ protocol
    def claims(self, tags: Mapping[str, str]) -> bool:
        name, _ = self.game_tag
        value = tags.get(name, "").split(",")[0].strip().lower()
        return value in self.aliases

    def read(self, text: str) -> Record:
        """Read a record of this game, replaying every move.

        Raises :class:`~dominochess_widget.errors.RecordError` with the
        line, the column and what is wrong, in words."""
        tags, where, body = read_tags(list(tokenize(normalise(text), self._tokens)))
        tag, value = self.game_tag
        if tag in tags and not self.claims(tags):
            raise record_error(where[tag], "record.other_game", tag=tag, value=tags[tag],
                               expected=value)
        info = registry.info(self.game)
        settings = {keyword: tags[tag] for tag, keyword in self.settings_tags.items()
                    if tag in tags}
        try:
            info.new(None, **settings)
        except DominoChessError as problem:
            tag = next(t for t, k in self.settings_tags.items() if k in settings)
            raise record_error(where[tag], "record.bad_tag", name=tag, problem=problem) from None
        try:
            game = (info.from_position(tags[self.position_tag], **settings)
                    if self.position_tag in tags else info.new(None, **settings))
        except DominoChessError as problem:
            raise record_error(where[self.position_tag], "record.bad_tag",
                               name=self.position_tag, problem=problem) from None
        first = game.clone()
        moves: list[RecordedMove] = []
        comment: Comment | None = None
        end: Token | None = None
        numbered = False  # a move number was just read
        for token in body:
            if end is not None:
                raise record_error(token, "record.after_result")
            if token.kind == "comment":
                found = parse_comment(token, self._cell_parser(first))
                if moves:
                    moves[-1].comment = join_comments(moves[-1].comment, found)
                else:
                    comment = join_comments(comment, found)
            elif token.kind in ("number", "glued_number"):
                expected = self.number(len(moves), first)
                if token.text != expected:
                    raise record_error(token, "record.wrong_number", found=token.text,
                                       expected=expected, side=seat_name(game.to_move))
                numbered = True
            elif token.kind == "word":
                if game.is_over:
                    raise record_error(token, "record.game_already_over", result=game.result)
                leads = self.numbered_actions or game.to_move == first.seats[0]
                if leads and not numbered:
                    raise record_error(token, "record.number_missing", text=token.text,
                                       expected=self.number(len(moves), first))
                try:
                    action = game.play(token.text)
                except DominoChessError as problem:
                    raise record_error(token, "record.problem", problem=problem) from None
                moves.append(RecordedMove(action, number=self.number(len(moves), first)))
                numbered = False
            elif token.kind in ("result", "extra_result"):
                end = token
            else:  # a tag: the only kind left
                raise record_error(token, "record.tag_after_moves")
        self._finish(game, tags, where, end)
        return Record(self._game_tags(game, first, tags), moves, game, comment, first)

    def write(self, state: Any, **tags: str) -> str:
        """The record of ``state``'s game; keyword arguments become tags (Event=…)."""
        check_tags(tags, self._from_game())
        return self.format(self.record_of(state, tags))

    def format(self, record: Any) -> str:
        """``record`` in canonical form: tags, a blank line, the game's
        comment, one line per move number, the result after the last move."""
        first = record.first
        lines = [*tag_lines(record.tags, self._tag_order(first)), ""]
        if record.comment is not None:
            lines.append(comment_text(record.comment))
        line: list[str] = []
        opener = first.seats.index(first.to_move)
        for index, recorded in enumerate(record.moves):
            leads = self.numbered_actions or (index + opener) % len(first.seats) == 0
            if leads and line:
                lines.append(" ".join(line))
                line = []
            if leads or not line or line[-1].endswith("}"):
                line.append(self.number(index, first))
            line.append(str(recorded.action))
            if recorded.comment is not None:
                line.append(comment_text(recorded.comment))
        line.append(self._result_token(record.game))
        lines.append(" ".join(line))
        return "\n".join(lines) + "\n"

    # ------------------------------------------------------------ records
    def record_of(self, state: Any, tags: Mapping[str, str] | None = None) -> Record:
        """A record of ``state``'s game (no comments), with ``tags``."""
        info = registry.info_of(state)
        if info.name != self.game:
            raise record_error(None, "record.other_game", tag=self.game_tag[0],
                               value=info.name, expected=self.game_tag[1])
        first = state.clone()
        while first.history:
            first.undo()
        if first.is_over:  # a resignation or an agreement before any move
            first = info.from_position(first.position(), **self._settings_of(first))
        moves = [RecordedMove(action, number=self.number(index, first))
                 for index, action in enumerate(state.history)]
        return Record(self._game_tags(state, first, dict(tags or {})), moves, state.clone(),
                      None, first)

    def number(self, index: int, first: Any) -> str:
        """The number written before action ``index`` (0 first) of a record
        starting at ``first``: "3." or "3...", or "7." for the seventh action."""
        return f"{index + 1}." if self.numbered_actions else move_number(index, first)

    # ------------------------------------------------------------ helpers
    def _from_game(self) -> tuple[str, ...]:
        return (self.game_tag[0], self.position_tag, *self.settings_tags, "Result",
                "Termination")

    def _settings_of(self, state: Any) -> dict[str, Any]:
        """The values of the settings a record keeps, as ``state`` has them."""
        settings = registry.settings_of(state)
        return {keyword: settings[keyword] for keyword in self.settings_tags.values()}

    def _tag_order(self, first: Any) -> tuple[str, ...]:
        seats = tuple(seat.title() for seat in first.seats)
        return ("Event", "Site", "Date", "Round", *seats, "Annotator", *self._from_game())

    def _cell_parser(self, state: Any) -> Callable[[str], int | None]:
        if self._parse_cell is not None:
            return self._parse_cell
        view = registry.info_of(state).extras.get("view")
        shape = getattr(view, "shape", None)
        names = {shape.name(cell): cell for cell in shape.squares} if shape is not None else {}
        return lambda text: names.get(text.lower())

    def _game_tags(self, game: Any, first: Any, extra: Mapping[str, str]) -> dict[str, str]:
        tags = {name: value for name, value in extra.items() if name not in self._from_game()}
        tag, value = self.game_tag
        tags[tag] = value
        usual = registry.info(self.game).new(None)
        if first.position() != usual.position():
            tags[self.position_tag] = first.position()
        defaults = self._settings_of(usual)
        for (tag, keyword), value in zip(self.settings_tags.items(),
                                         self._settings_of(game).values(), strict=True):
            if value != defaults[keyword]:
                tags[tag] = str(value)
        tags["Result"] = self._result_token(game)
        ending = str(getattr(game, "termination", "") or "")
        if ending in (RESIGNATION, AGREEMENT):
            tags["Termination"] = ending
        return tags

    def _result_token(self, game: Any) -> str:
        scores = game.scores() if game.is_over else None
        if scores is None:
            return "*"
        return "-".join(_score_text(Fraction(scores[seat]).limit_denominator(4))
                        for seat in game.seats)

    def _scores(self, text: str, seats: int) -> tuple[Fraction, ...] | None:
        """The scores a result token gives, or None for ``*``; ValueError if none."""
        if text == "*":
            return None
        if text in self.extra_results:
            return self.extra_results[text]
        parts = text.split("-")
        if len(parts) != seats:
            raise ValueError(text)
        return tuple(Fraction(part) for part in parts)

    def _finish(self, game: Any, tags: Mapping[str, str], where: Mapping[str, Token],
                end: Token | None) -> None:
        """Apply a resignation or agreed draw the tags describe; check the result."""
        claimed_text = tags.get("Result", "*")
        seats = game.seats
        try:
            claimed = self._scores(claimed_text, len(seats))
        except (ValueError, ZeroDivisionError):
            raise record_error(where["Result"], "record.bad_scores", value=claimed_text,
                               example=self._result_example(seats)) from None
        if end is not None and self._scores(end.text, len(seats)) != claimed:
            raise record_error(end, "record.result_mismatch", found=end.text,
                               expected=claimed_text)
        at = end or where.get("Result")
        if game.is_over:
            actual = self._result_token(game)
            if claimed != self._scores(actual, len(seats)):
                raise record_error(at, "record.result_contradicts", claimed=claimed_text,
                                   actual=actual)
            return
        if claimed is None:
            return
        # Not over by its moves: the players agreed a draw (equal scores) or,
        # with two seats, one resigned (the one who scores 0).
        losers = [seat for seat, score in zip(seats, claimed, strict=True) if score == 0]
        if sum(claimed) != 1 or not (len(set(claimed)) == 1 or len(losers) == len(seats) - 1):
            raise record_error(at, "record.bad_scores", value=claimed_text,
                               example=self._result_example(seats))
        ending = AGREEMENT if len(set(claimed)) == 1 else RESIGNATION
        termination = tags.get("Termination")
        if termination not in (None, ending) or (ending == RESIGNATION and len(seats) != 2):
            raise record_error(at, "record.bad_termination", value=termination)
        try:
            if ending == AGREEMENT:
                game.agree_draw()
            else:
                game.resign(losers[0])
        except DominoChessError as problem:
            raise record_error(at, "record.problem", problem=problem) from None

    @staticmethod
    def _result_example(seats: tuple[str, ...]) -> str:
        return "-".join("1" if i == 0 else "0" for i in range(len(seats)))


def move_number(index: int, first: Any) -> str:
    """The number before move ``index`` (0 first): "3." or "3..."."""
    seats = first.seats
    turn = index + seats.index(first.to_move)
    return f"{turn // len(seats) + 1}." + ("" if turn % len(seats) == 0 else "..")


def _score_text(score: Fraction) -> str:
    if score.denominator == 1:
        return str(score.numerator)
    return f"{score.numerator}/{score.denominator}"


def _escape_result(text: str) -> str:
    return text.replace("/", "\\/").replace("*", "\\*")
