"""The game: columns, side to move, repetition count and history; play and undo.

**The fast path** (for perft and a search): ``_routes()`` lists the legal
routes (see :mod:`~dominochess_widget.games.lasca.moves`; an empty list
means the side to move has lost), ``_push(route)`` plays one, ``_pop()``
takes the last one back, ``_drawn()`` says whether the repetition rule
(L4) ends the game now. :class:`Move` objects are made only by the
public API.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Self

from dominochess_widget.core.errors import (
    ActionError,
    ArgumentTypeError,
    IllegalActionError,
    SettingError,
    expect_int,
    expect_text,
)
from dominochess_widget.core.protocol import GameState
from dominochess_widget.games.draughts_state import DraughtsEnding, DraughtsMove, MoveNotation
from dominochess_widget.games.lasca import moves
from dominochess_widget.games.lasca.board import (
    LETTERS,
    PLAYABLE,
    SIZE,
    is_playable,
    side_of,
    square_name,
)
from dominochess_widget.games.lasca.explain import choices, refusal
from dominochess_widget.games.lasca.moves import Route, Undo
from dominochess_widget.games.lasca.notation import (
    format_path,
    format_position,
    parse_action_text,
    parse_position,
)
from dominochess_widget.games.lasca.outcome import (
    SEATS,
    Result,
    Seat,
    Termination,
    parse_seat,
    winner_result,
)
from dominochess_widget.games.lasca.settings import Settings

#: The start position (rules, "Board and pieces"): White to move.
START_POSITION = (
    "W a1=w c1=w e1=w g1=w b2=w d2=w f2=w a3=w c3=w e3=w g3=w "
    "a5=b c5=b e5=b g5=b b6=b d6=b f6=b a7=b c7=b e7=b g7=b"
)


@dataclass(frozen=True, repr=False)
class Move(DraughtsMove):
    """One action: a plain move or a whole capture (L3: one per path).

    ``path`` is the start square and every landing square (the squares a
    player clicks); ``captured`` the squares of the columns jumped, one per
    stretch (only each one's commander is taken); ``promotes`` is True when
    the moving soldier becomes an officer, which ends the move."""

    def __str__(self) -> str:
        return format_path(self.path, bool(self.captured))

    @property
    def route(self) -> Route:
        """The engine's route of this action (the fast path's currency)."""
        return self.path, self.captured, self.promotes


def _move(route: Route) -> Move:
    return Move(*route)


def _reading_order(move: Move) -> list[tuple[int, int]]:
    return [(s % SIZE, s // SIZE) for s in move.path]


# A history entry: the route, what it changed, the side and clock before it,
# and the position key before it (for the repetition rule).
_Entry = tuple[Route, Undo, int, int, str]


class Lasca(DraughtsEnding):
    """A game of Lasca, from a position to its end.

    ``to_move`` is ``Seat.WHITE`` or ``Seat.BLACK`` (plain strings too);
    the game ends when the side to move cannot move (it loses), by
    resignation or agreement, or by the repetition rule (L4, a setting).
    """

    __slots__ = ("_board", "_clock", "_settings", "_side", "_stack")

    TERMINATION = Termination
    NOTATION = MoveNotation("lasca", parse_action_text, is_playable, square_name)
    #: The registry name of the game (core/protocol.py).
    game_name = "lasca"

    def __init__(self, board: list[str], side: int, settings: Settings) -> None:
        """Low level: prefer :meth:`new` or :meth:`from_position`."""
        self._board = board
        self._side = side
        # Plies since the last capture or soldier move: how far back a
        # repeated position can be (both change the board for good).
        self._clock = 0
        self._stack: list[_Entry] = []
        self._ended: tuple[Result, Termination] | None = None  # resignation or agreement
        self._settings = settings

    @classmethod
    def new(cls, **settings: object) -> Lasca:
        """The start position, White to move; ``settings`` as in :class:`Settings`."""
        return cls.from_position(START_POSITION, **settings)

    @classmethod
    def from_position(cls, text: str, **settings: object) -> Lasca:
        """The position ``text`` (like ``W a3=w e5=bW g7=B``, columns top first)."""
        board, side = parse_position(text)
        return cls(list(board), side, Settings.parse(settings))

    def clone(self) -> Self:
        """An independent copy, history included."""
        other = object.__new__(type(self))
        other._board = self._board[:]
        other._side = self._side
        other._clock = self._clock
        other._stack = self._stack[:]
        other._ended = self._ended
        other._settings = self._settings
        return other

    # ------------------------------------------------------------ queries
    @property
    def settings(self) -> Settings:
        return self._settings

    def position(self) -> str:
        """The columns and side to move as text (:meth:`from_position` reads it)."""
        return format_position((tuple(self._board), self._side))

    def start_position(self) -> str:
        """The position the game started from (before :attr:`history`)."""
        board = self._board[:]
        for _, changed, _, _, _ in reversed(self._stack):
            moves.pop(board, changed)
        side = self._stack[0][2] if self._stack else self._side
        return format_position((tuple(board), side))

    def column(self, square: int) -> str:
        """The column on ``square``, top first (``"bW"``: a black soldier
        commanding a white officer), ``""`` when the square is empty."""
        square = expect_int("square", square)
        if not 0 <= square < SIZE * SIZE:
            raise ActionError("square.bad", name="square", value=square)
        return self._board[square]

    def owner(self, square: int) -> Seat | None:
        """Who commands the column on ``square`` (its top piece's side), or None."""
        column = self.column(square)
        return SEATS[side_of(column[0])] if column else None

    def piece_at(self, square: int) -> tuple[Seat, bool] | None:
        """The commander on ``square``: (its seat, is an officer), or None."""
        column = self.column(square)
        return (SEATS[side_of(column[0])], column[0].isupper()) if column else None

    def columns(self) -> Iterator[tuple[int, str]]:
        """Every column: (square, column top first), a1 first (by rank, then file)."""
        board = self._board
        for square in PLAYABLE:
            if board[square]:
                yield square, board[square]

    def pieces_of(self, seat: str) -> int:
        """How many pieces of ``seat`` are on the board, prisoners included."""
        letters = LETTERS[parse_seat(seat).ordinal]
        return sum(column.count(letters[0]) + column.count(letters[1])
                   for column in self._board)

    @property
    def history(self) -> list[Move]:
        """Every move played since the start, in order."""
        return [_move(entry[0]) for entry in self._stack]

    # ------------------------------------------------------------ actions
    def legal_actions(self) -> list[Move]:
        """Every action allowed now, one per path (L3), by start square
        (files a to g, then ranks); empty when the game is over."""
        if self.is_over:
            return []
        return sorted(map(_move, self._routes()), key=_reading_order)

    def parse_action(self, text: str) -> Move:
        """The legal action that ``text`` names (``c3-d4``, ``a3xc5xe7``,
        ``a3:c5:e7``, or a capture's start and end alone, ``a3xe7``, when
        that is unambiguous), or an error that explains why it is refused."""
        return self._parse(expect_text("text", text), ends_alone=True)

    def play(self, action: Move | str) -> Move:
        """Play one action (a :class:`Move` or its text); returns the legal
        action played. A refused action raises and changes nothing. A Move
        names its whole path: it is never read as a capture's ends alone."""
        if isinstance(action, Move):
            move = self._parse(str(action), ends_alone=False)
        elif isinstance(action, str):
            move = self._parse(action, ends_alone=True)
        else:
            raise ArgumentTypeError("action", action, "lasca_action")
        self._push(move.route)
        return move

    def _parse(self, text: str, ends_alone: bool) -> Move:
        """:meth:`parse_action`; ``ends_alone``: a capture written with two
        squares may be a longer path's start and end (its whole path first)."""
        squares, capture, shown = self._read_move(text)
        legal = self.legal_actions()
        found = [m for m in legal if m.path == squares and m.is_capture == capture]
        if not found and ends_alone and capture and len(squares) == 2:
            found = [m for m in legal if m.is_capture and (m.start, m.end) == squares]
        if len(found) == 1:
            return found[0]
        if found:
            raise IllegalActionError("lasca.action.ambiguous", action=shown,
                                     choices=choices(found))
        raise refusal(self, legal, squares, capture, shown)

    # ------------------------------------------------------- the fast path
    def _routes(self) -> list[Route]:
        """The legal routes (L3); resignation and draws ignored."""
        return moves.routes(self._board, self._side, self._settings.flying)

    def _push(self, route: Route) -> None:
        """Play ``route``, known to be legal now."""
        board = self._board
        soldier = board[route[0][0]][0].islower()
        key = self._key_before()
        self._stack.append((route, moves.push(board, route), self._side, self._clock, key))
        self._side ^= 1
        self._clock = 0 if route[1] or soldier else self._clock + 1

    def _key_before(self) -> str:
        """The position key pushed with a move (empty when the repetition rule is off)."""
        return ",".join(self._board) if self._settings.repetition else ""

    def _pop(self) -> None:
        """Take back the last ``_push``."""
        _, changed, self._side, self._clock, _ = self._stack.pop()
        moves.pop(self._board, changed)

    def _drawn(self) -> bool:
        """L4's repetition rule: the same columns and side to move for the third time."""
        return self._settings.repetition and self._clock >= 4 and self._repetitions() >= 3

    def _repetitions(self) -> int:
        """How many times the current position has occurred. Only positions
        since the last capture or soldier move can be the same, and only
        those with the same side to move."""
        key = ",".join(self._board)
        stack = self._stack
        count = 1
        for back in range(2, min(self._clock, len(stack)) + 1, 2):
            if stack[-back][4] == key:
                count += 1
        return count

    # ------------------------------------------------------------ helpers
    def _outcome(self) -> tuple[Result, Termination] | None:
        """How the game has ended, or None: a player's decision, no move
        (the side to move loses), or the repetition rule (L4)."""
        if self._ended is not None:
            return self._ended
        if not self._routes():
            return winner_result(self._side ^ 1), Termination.NO_MOVES
        if self._drawn():
            return Result.DRAW, Termination.REPETITION
        return None

    def __eq__(self, other: object) -> bool:
        """Same columns, side to move, clock, settings and end (history aside)."""
        if not isinstance(other, Lasca):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # a game is mutable

    def _key(self) -> tuple[object, ...]:
        return (tuple(self._board), self._side, self._clock, self._settings, self._ended)

    def __repr__(self) -> str:
        outcome = self._outcome()
        state = f"{outcome[0]}: {outcome[1]}" if outcome else f"{self.to_move} to move"
        return f"<Lasca {self.position()} {state}>"


def perft(state: GameState[Any], depth: int) -> int:
    """The number of action sequences of length ``depth`` from ``state``
    (L3: one action per path), by the fast path; the state is untouched.
    Like published perft counts, the draw rule (L4) is ignored; a game
    already ended by resignation or agreement has no actions."""
    if not isinstance(state, Lasca):
        raise ArgumentTypeError("state", state, "lasca_game")
    depth = expect_int("depth", depth)
    if depth < 0:
        raise SettingError("perft.negative_depth", depth=depth)
    if depth == 0:
        return 1
    if state._ended is not None:
        return 0
    return moves.perft(state._board[:], state._side, state._settings.flying, depth)
