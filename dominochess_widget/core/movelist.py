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

A game with no record format of its own gets one of these (``[Game
"<name>"]``); Russian draughts' PDN is one with other tag names
(``GameType``, ``FEN``). Reading replays every move through the rules and
names the line and column of any error, including a result or an ending
that the moves contradict; writing is canonical: a record read and written
again is the same text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from fractions import Fraction
from functools import partial
from typing import Any

from dominochess_widget.core import registry
from dominochess_widget.core.errors import DominoChessError
from dominochess_widget.core.numbers import whole_number
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.records import (
    RESIGNS,
    Comment,
    Record,
    RecordedMove,
    Resignation,
    Token,
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

Scores = tuple[Fraction, ...]


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
        extra = "|".join(map(_escape_result, self.extra_results))
        self._tokens = f"| (?P<extra_result>{extra})(?=\\s|$)" if extra else ""
        # A number written against its move ("1.c3-d4"), as many PDN files do.
        self._tokens += r"| (?P<glued_number>\d+\.(?:\.\.)?)(?=[^\s.\d\[])"

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
        """Read a record of this game, replaying every move.

        Raises :class:`~dominochess_widget.core.errors.RecordError` with the
        line, the column and what is wrong, in words."""
        tags, where, body = read_tags(list(tokenize(normalise(text), self._tokens)))
        self._check_game_tags(tags, where)
        game = self._setup(tags, where)
        first = game.clone()
        moves: list[RecordedMove] = []
        # The comments of each place: the whole game's, then each move's.
        comments: list[list[Comment]] = [[]]
        parse_cell = self._cell_parser(first)
        end: Token | None = None
        numbered = False  # a move number was just read
        for token in body:
            if end is not None:
                raise record_error(token, "record.after_result")
            if token.kind == "comment":
                comments[-1].append(parse_comment(token, parse_cell))
            elif token.kind in ("number", "glued_number"):
                expected = self.number(len(moves), first)
                if token.text != expected:
                    raise record_error(token, "record.wrong_number", found=token.text,
                                       expected=expected, side=seat_name(game.to_move))
                numbered = True
            elif token.kind == "word":
                leads = self.numbered_actions or game.to_move == first.seats[0]
                if leads and not numbered and not game.is_over:
                    raise record_error(token, "record.number_missing", text=token.text,
                                       expected=self.number(len(moves), first))
                action = _play(game, token)
                moves.append(RecordedMove(action, number=self.number(len(moves), first)))
                comments.append([])
                numbered = False
            elif token.kind in ("result", "extra_result"):
                end = token
            else:  # a tag: the only kind left
                raise record_error(token, "record.tag_after_moves")
        self._finish(game, tags, where, end)
        for recorded, said in zip(moves, comments[1:], strict=True):
            recorded.comment = merge_comments(said)
        return Record(self._game_tags(game, first, tags), moves, game,
                      merge_comments(comments[0]), first, codec=self)

    def write(self, state: Any, **tags: str) -> str:
        """The record of ``state``'s game; keyword arguments become tags (Event=…)."""
        check_tags(tags, self._from_game(state))
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
        first, actions = self._replayed(state)
        moves = [RecordedMove(action, number=self.number(index, first))
                 for index, action in enumerate(actions)]
        return Record(self._game_tags(state, first, dict(tags or {})), moves, state.clone(),
                      None, first, codec=self)

    def number(self, index: int, first: Any) -> str:
        """The number written before action ``index`` (0 first) of a record
        starting at ``first``: "3." or "3...", or "7." for the seventh action."""
        return f"{index + 1}." if self.numbered_actions else move_number(index, first)

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
    def _settings_tags(self, usual: Any) -> dict[str, str]:
        """Each setting's tag → its keyword (none when the position holds them)."""
        if self.settings_in_position:
            return {}
        return {setting_tag(keyword): keyword for keyword in registry.settings_of(usual)}

    def _setup(self, tags: Mapping[str, str], where: Mapping[str, Token]) -> Any:
        """The game at the record's start: its settings and position tags."""
        info = registry.info(self.game)
        usual = info.new(None)
        defaults = registry.settings_of(usual)
        settings: dict[str, object] = {}
        for tag, keyword in self._settings_tags(usual).items():
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
        try:
            return info.from_position(tags[self.position_tag], **settings)
        except DominoChessError as problem:
            raise record_error(where[self.position_tag], "record.bad_tag",
                               name=self.position_tag, problem=problem) from None

    # ------------------------------------------------------------ tags
    def _from_game(self, state: Any) -> tuple[str, ...]:
        """The tags a record takes from its game, never from a caller."""
        return (self.game_tag[0], self.position_tag, *self._settings_tags(state), "Result",
                "Termination")

    def _tag_order(self, first: Any) -> tuple[str, ...]:
        seats = tuple(seat.title() for seat in first.seats)
        return ("Event", "Site", "Date", "Round", *seats, "Annotator",
                *self._from_game(first))

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
        own = self._from_game(game)
        tags = {name: value for name, value in extra.items() if name not in own}
        tag, value = self.game_tag
        tags[tag] = value
        usual = registry.info(self.game).new(None)
        if first.position() != usual.position():
            tags[self.position_tag] = first.position()
        defaults, settings = registry.settings_of(usual), registry.settings_of(game)
        for tag, keyword in self._settings_tags(game).items():
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
        keywords = self._settings_tags(state).values()
        return registry.info_of(state).from_position(
            state.position(), **{keyword: settings[keyword] for keyword in keywords})

    # ------------------------------------------------------------ results
    def _result_token(self, game: Any) -> str:
        scores = game.scores() if game.is_over else None
        if scores is None:
            return "*"
        return "-".join(_score_text(Fraction(scores[seat]).limit_denominator(4))
                        for seat in game.seats)

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
                end: Token | None) -> None:
        """Apply the resignation or agreement the tags describe, then check
        that the result and the ending they claim are the game's."""
        seats = len(game.seats)
        claimed_text = tags.get("Result", "*")
        claimed = self._scores(claimed_text, seats, where.get("Result"))
        if end is not None and self._scores(end.text, seats, end) != claimed:
            raise record_error(end, "record.result_mismatch", found=end.text,
                               expected=claimed_text)
        at = end or where.get("Result")
        termination = tags.get("Termination")
        if not game.is_over and claimed is not None:
            self._decide(game, claimed, claimed_text, termination, at)
        if not game.is_over:
            if termination is not None:
                raise record_error(where["Termination"], "record.termination_unfinished",
                                   value=termination)
            return
        if claimed != self._game_scores(game):
            raise record_error(at, "record.result_contradicts", claimed=claimed_text,
                               actual=self._result_token(game))
        actual = termination_text(game)
        if termination is not None and actual is not None and (
                termination.strip().lower() != actual):
            raise record_error(where["Termination"], "record.termination_contradicts",
                               claimed=termination, actual=actual)

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
    turn = index + seats.index(first.to_move)
    return f"{turn // len(seats) + 1}." + ("" if turn % len(seats) == 0 else "..")


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


def _play(game: Any, token: Token) -> Any:
    """Play the word ``token`` on ``game``: a move, or a resignation; what
    was played, or a :class:`RecordError` at the token."""
    if game.is_over:
        raise record_error(token, "record.game_already_over", result=game.result)
    try:
        if token.text.lower() != RESIGNS:
            return game.play(token.text)
        seat = game.to_move
        game.resign(seat)
        return Resignation(str(seat))
    except DominoChessError as problem:
        raise record_error(token, "record.problem", problem=problem) from None


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


def _score(text: str) -> Fraction | None:
    """The score ``text`` writes ("1", "1/2"), or None."""
    numerator, slash, denominator = text.partition("/")
    top = whole_number(numerator, _MOST_SCORE_DIGITS)
    bottom = whole_number(denominator, _MOST_SCORE_DIGITS) if slash else 1
    if top is None or not bottom:
        return None
    return Fraction(top, bottom)


def _score_text(score: Fraction) -> str:
    if score.denominator == 1:
        return str(score.numerator)
    return f"{score.numerator}/{score.denominator}"


def _escape_result(text: str) -> str:
    return text.replace("/", "\\/").replace("*", "\\*")
