"""What the states of the draughts games share (Russian draughts, Lasca):
White and Black, how a move is written and read, the plumbing of a
state (copy, compare, play a move given as text or as a Move, take it
back, count perft) and how a game ends — the side to move with no move
loses, a player resigns or both agree a draw, or a draw rule applies —
with a player's decision taken back by ``undo``.

A game keeps only what differs: its board and fast path (``_push``,
``_pop``, ``_drawn``, ``_perft``), how a move's squares are matched to
a legal move (``_match``) and its positions. Nothing here sits on a
move-generation loop: a search calls the game's fast path itself.
Pure Python."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Self, TypeVar

from dominochess_widget.core.errors import (
    ActionError,
    ActionSyntaxError,
    ArgumentTypeError,
    IllegalActionError,
    SettingError,
    expect_int,
    expect_text,
)
from dominochess_widget.core.numbers import check_seed
from dominochess_widget.games.sides import (
    SEATS,
    Result,
    Seat,
    parse_seat,
    winner_result,
)


@dataclass(frozen=True, repr=False)
class DraughtsMove:
    """One action of a draughts game: a plain move or a whole capture.

    ``path`` is the start square and every landing square, in order (the
    squares a player clicks); ``captured`` the squares jumped, in order;
    ``promotes`` is True when the moving man (soldier) is crowned. A game's
    Move subclasses it with its :class:`MoveNotation` (``NOTATION``), which
    writes it (``__str__``)."""

    NOTATION: ClassVar[MoveNotation]

    path: tuple[int, ...]
    captured: tuple[int, ...] = ()
    promotes: bool = False

    def __str__(self) -> str:
        return self.NOTATION.write(self.path, bool(self.captured))

    def __repr__(self) -> str:
        return f"<Move {self}>"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """Pretty-printed (IPython's protocol, which hypothesis's printer
        follows too) as its repr, ``<Move 46x36x26>``. Without it, a printer
        that lists a dataclass's fields also reads the ``NOTATION`` class
        attribute: pages of notation tables in a falsifying example, and an
        AttributeError for a move that writes its own text (DamHex³)."""
        printer.text(repr(self))

    @property
    def start(self) -> int:
        return self.path[0]

    @property
    def end(self) -> int:
        return self.path[-1]

    @property
    def is_capture(self) -> bool:
        return bool(self.captured)


def check_unused_seed(seed: object) -> None:
    """A game without chance (Russian draughts, Lasca, DamHex³) takes a
    ``seed`` for the registry's sake and ignores it, but refuses one that
    the games with chance would refuse (a wrong type, or out of range):
    ``games.new(name, seed)`` means the same for every game."""
    if seed is not None:
        check_seed(seed)


def read_path(text: str, pattern: re.Pattern[str],
              squares: Mapping[str, int]) -> tuple[tuple[int, ...], bool] | None:
    """The squares a move's ``text`` names (``c3-d4``, ``c3:e5:g3``,
    ``c3xe5xg3``; spaces and case aside) and whether it is written as a
    capture; None when it is not move notation (``pattern``: squares
    joined by ``-``, ``:`` or ``x``; ``squares``: each by its name)."""
    compact = "".join(text.split()).lower()
    if not pattern.fullmatch(compact):
        return None
    separators = set(compact[2::3])
    if "-" in separators and (len(separators) > 1 or len(compact) != 5):
        return None  # a plain move has two squares and "-" alone
    path = tuple(squares[compact[i : i + 2]] for i in range(0, len(compact), 3))
    return path, "-" not in separators


#: How many move texts a notation remembers having read, and how long
#: each may be (memory stays flat whatever is read).
MOST_REMEMBERED, MOST_REMEMBERED_LENGTH = 4096, 64


@dataclass(frozen=True)
class MoveNotation:
    """How a draughts game writes its moves: ``game`` is the prefix of its
    message keys; ``pattern`` a move's text (squares joined by ``-``,
    ``:`` or ``x``, see :func:`read_path`); ``names`` each square's name
    (``squares`` each name's square); ``playable`` whether pieces stand on
    a square; ``capture_mark`` what joins a capture's squares when written."""

    game: str
    pattern: re.Pattern[str]
    names: Sequence[str]
    squares: Mapping[str, int]
    playable: Callable[[int], bool]
    capture_mark: str
    #: The short moves read so far and what they name (a record of many
    #: games repeats its moves): emptied when it holds :data:`MOST_REMEMBERED`.
    _read: dict[str, tuple[tuple[int, ...], bool]] = field(
        default_factory=dict, init=False, repr=False, compare=False)

    def read(self, text: str) -> tuple[tuple[int, ...], bool] | None:
        """The squares a move's text names and whether it is written as a
        capture; None when the text is not move notation at all."""
        remembered = self._read
        found = remembered.get(text)
        if found is None:
            found = read_path(text, self.pattern, self.squares)
            if found is not None and len(text) <= MOST_REMEMBERED_LENGTH:
                if len(remembered) >= MOST_REMEMBERED:
                    remembered.clear()
                remembered[text] = found
        return found

    def write(self, path: tuple[int, ...], capture: bool) -> str:
        """``c3-d4``, or the squares joined by :attr:`capture_mark` for a capture."""
        return (self.capture_mark if capture else "-").join(self.names[s] for s in path)

    def name(self, square: int) -> str:
        return self.names[square]


def choices(found: Sequence[DraughtsMove]) -> str:
    """A few moves for a message: ``c3:e5, c3:a5`` (… after the fourth)."""
    text = ", ".join(str(m) for m in found[:4])
    return text + ", …" if len(found) > 4 else text


#: A game's settings (each game's frozen ``Settings`` dataclass).
SettingsT = TypeVar("SettingsT")
#: A game's move type.
MoveT = TypeVar("MoveT", bound=DraughtsMove)


class DraughtsState(Generic[SettingsT, MoveT]):
    """The base of a draughts game's state. It keeps ``_side`` (0 White,
    1 Black), ``_clock`` (plies since the last capture or man move: how
    far back a repeated position can be), the move history ``_stack``,
    ``_ended`` (a resignation or agreement: (result, termination), or
    None) and ``_settings``. A game adds its board, its ``TERMINATION``
    enum (NO_MOVES, RESIGNATION, AGREEMENT and its draws), its
    ``NOTATION`` and ``MOVE`` type, and the hooks below."""

    __slots__ = ("_clock", "_ended", "_settings", "_side", "_stack")
    TERMINATION: Any
    NOTATION: MoveNotation
    MOVE: type[MoveT]
    _stack: list[Any]

    def __init__(self, side: int, settings: SettingsT) -> None:
        self._side = side
        self._clock = 0
        self._stack = []
        self._ended: tuple[Result, Any] | None = None
        self._settings = settings

    # ------------------------------------------------------ a game's hooks
    def _has_moves(self) -> bool:
        """Whether the side to move has a move (resignation and draws ignored)."""
        raise NotImplementedError

    def _drawn(self) -> Any:
        """The automatic draw rule (a ``TERMINATION``) that ends the game now, or None."""
        raise NotImplementedError

    def _push_move(self, move: MoveT) -> None:
        """Play ``move``, one of the legal actions, by the fast path."""
        raise NotImplementedError

    def _pop(self) -> None:
        """Take the last move back."""
        raise NotImplementedError

    def _match(self, squares: tuple[int, ...], capture: bool, shown: str,
               ends_alone: bool) -> MoveT:
        """The legal action with these squares, or the refusal that explains."""
        raise NotImplementedError

    def _key(self) -> tuple[object, ...]:
        """What makes two states equal (the board, side, counters, settings, end)."""
        raise NotImplementedError

    def _copy_board(self, other: Self) -> None:
        """Give the clone ``other`` a copy of this game's board (its own lists)."""
        raise NotImplementedError

    def _perft(self, depth: int) -> int:
        """The fast path's perft count, ``depth`` ≥ 1, the game not ended."""
        raise NotImplementedError

    def position(self) -> str:
        raise NotImplementedError

    # ------------------------------------------------------------- a state
    def clone(self) -> Self:
        """An independent copy, history included."""
        other = object.__new__(type(self))
        other._side = self._side
        other._clock = self._clock
        other._stack = self._stack[:]
        other._ended = self._ended
        other._settings = self._settings
        self._copy_board(other)
        return other

    @property
    def settings(self) -> SettingsT:
        return self._settings

    @property
    def seats(self) -> tuple[str, ...]:
        return SEATS

    def __eq__(self, other: object) -> bool:
        """Same board, side to move, counters, settings and end (history aside)."""
        if not isinstance(other, type(self)):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # a game is mutable

    def __repr__(self) -> str:
        outcome = self._outcome()
        state = f"{outcome[0]}: {outcome[1]}" if outcome else f"{self.to_move} to move"
        return f"<{type(self).__name__} {self.position()} {state}>"

    # ------------------------------------------------------------ actions
    def parse_action(self, text: str) -> MoveT:
        """The legal action that ``text`` names (a plain move ``c3-d4``, a
        capture with every landing square, or its start and end alone when
        that is unambiguous), or an error that explains why it is refused."""
        return self._parse(expect_text("text", text), ends_alone=True)

    def play(self, action: MoveT | str) -> MoveT:
        """Play one action (a Move or its text); returns the legal action
        played. A refused action raises and changes nothing. A Move names
        its whole route: it is never read as a capture's ends alone (a
        one-jump ``d4:b6`` from another position is not a longer route with
        the same ends here)."""
        if isinstance(action, str):
            move = self._parse(action, ends_alone=True)
        elif isinstance(action, self.MOVE):
            move = self._parse(str(action), ends_alone=False)
        else:
            raise ArgumentTypeError("action", action, f"{self.NOTATION.game}_action")
        self._push_move(move)
        return move

    def _parse(self, text: str, ends_alone: bool) -> MoveT:
        """:meth:`parse_action`; ``ends_alone``: a capture written with two
        squares may be a longer route's start and end (its whole route first)."""
        return self._match(*self._read_move(text), ends_alone)

    def _read_move(self, text: str) -> tuple[tuple[int, ...], bool, str]:
        """The squares a move's ``text`` names, whether it is written as a
        capture, and the text as a message shows it; refused (changing
        nothing) when it is no move, names a square no piece stands on, or
        the game is over."""
        notation = self.NOTATION
        shown = text.strip()
        parsed = notation.read(text)
        if parsed is None:
            raise ActionSyntaxError(f"{notation.game}.action.syntax", text=shown)
        squares, capture = parsed
        for square in squares:
            if not notation.playable(square):
                raise IllegalActionError(f"{notation.game}.action.light_square", action=shown,
                                         square=notation.name(square))
        outcome = self._outcome()
        if outcome is not None:
            raise IllegalActionError("action.game_over", action=shown, result=outcome[0])
        return squares, capture, shown

    # ------------------------------------------------------------ the end
    def _outcome(self) -> tuple[Result, Any] | None:
        """How the game has ended, or None: a player's decision, no move
        (the side to move loses), or an automatic draw rule."""
        if self._ended is not None:
            return self._ended
        if not self._has_moves():
            return winner_result(self._side ^ 1), self.TERMINATION.NO_MOVES
        drawn = self._drawn()
        return None if drawn is None else (Result.DRAW, drawn)

    @property
    def to_move(self) -> Seat:
        """The side to move (the side that would move, once the game is over)."""
        return SEATS[self._side]

    @property
    def is_over(self) -> bool:
        return self._outcome() is not None

    @property
    def result(self) -> Result | None:
        """Who won, or a draw; None while the game goes on."""
        outcome = self._outcome()
        return None if outcome is None else outcome[0]

    @property
    def termination(self) -> Any:
        """Why the game ended (the game's Termination), or None."""
        outcome = self._outcome()
        return None if outcome is None else outcome[1]

    def scores(self) -> dict[str, float] | None:
        """Each seat's points once the game is over (1 win, ½ draw, 0 loss)."""
        result = self.result
        if result is None:
            return None
        if result is Result.DRAW:
            return {seat.value: 0.5 for seat in SEATS}
        return {seat.value: float(seat.value == result.value) for seat in SEATS}

    def undo(self) -> None:
        """Take back the last move (or the resignation / agreed draw)."""
        if self._ended is not None:
            self._ended = None
        elif self._stack:
            self._pop()
        else:
            raise ActionError("undo.nothing")

    def resign(self, seat: str | None = None) -> None:
        """``seat`` (default: the side to move) gives up; the other side wins."""
        loser = self._side if seat is None else parse_seat(seat).ordinal
        self._finish(winner_result(loser ^ 1), self.TERMINATION.RESIGNATION)

    def agree_draw(self) -> None:
        """The players agree a draw."""
        self._finish(Result.DRAW, self.TERMINATION.AGREEMENT)

    def _finish(self, result: Result, termination: Any) -> None:
        outcome = self._outcome()
        if outcome is not None:
            raise IllegalActionError("game.over", result=outcome[0])
        self._ended = (result, termination)


def draughts_perft(game: type[DraughtsState[Any, Any]], state: object, depth: object) -> int:
    """The number of action sequences of length ``depth`` from ``state``, a
    state of ``game``, by its fast path (``_perft``); the state is
    untouched. A game already ended by resignation or agreement has no
    actions; a wrong type or a negative depth is refused."""
    if not isinstance(state, game):
        raise ArgumentTypeError("state", state, f"{game.NOTATION.game}_game")
    count = expect_int("depth", depth)
    if count < 0:
        raise SettingError("perft.negative_depth", depth=count)
    if count == 0:
        return 1
    if state._ended is not None:
        return 0
    return state._perft(count)
