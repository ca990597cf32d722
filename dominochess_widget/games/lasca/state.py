"""The game: columns, side to move, repetition count and history; play and undo.

**The fast path** (for perft and a search): ``_routes()`` lists the legal
routes (see :mod:`~dominochess_widget.games.lasca.moves`; an empty list
means the side to move has lost), ``_push(route)`` plays one, ``_pop()``
takes the last one back, ``_drawn()`` is the repetition rule's
termination (L4) when it ends the game now, else None. :class:`Move`
objects are made only by the public API; what every draughts state does
(copy, compare, play by text, resign, undo, perft's checks) is the
kernel's, :class:`~dominochess_widget.games.draughts.state.DraughtsState`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from dominochess_widget.core.errors import ActionError, IllegalActionError, expect_int
from dominochess_widget.core.protocol import GameState
from dominochess_widget.games.draughts.state import (
    DraughtsMove,
    DraughtsState,
    choices,
    draughts_perft,
)
from dominochess_widget.games.lasca import moves
from dominochess_widget.games.lasca.board import (
    LETTERS,
    PLAYABLE,
    SIZE,
    side_of,
)
from dominochess_widget.games.lasca.explain import refusal
from dominochess_widget.games.lasca.moves import Route, Undo
from dominochess_widget.games.lasca.notation import (
    NOTATION,
    format_position,
    parse_position,
)
from dominochess_widget.games.lasca.outcome import SEATS, Seat, Termination, parse_seat
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

    NOTATION = NOTATION

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


class Lasca(DraughtsState[Settings, Move]):
    """A game of Lasca, from a position to its end.

    ``to_move`` is ``Seat.WHITE`` or ``Seat.BLACK`` (plain strings too);
    the game ends when the side to move cannot move (it loses), by
    resignation or agreement, or by the repetition rule (L4, a setting).
    """

    __slots__ = ("_board",)

    TERMINATION = Termination
    NOTATION = NOTATION
    MOVE = Move
    _stack: list[_Entry]
    #: The registry name of the game (core/protocol.py).
    game_name = "lasca"

    def __init__(self, board: list[str], side: int, settings: Settings) -> None:
        """Low level: prefer :meth:`new` or :meth:`from_position`."""
        super().__init__(side, settings)
        self._board = board

    @classmethod
    def new(cls, **settings: object) -> Lasca:
        """The start position, White to move; ``settings`` as in :class:`Settings`."""
        return cls.from_position(START_POSITION, **settings)

    @classmethod
    def from_position(cls, text: str, **settings: object) -> Lasca:
        """The position ``text`` (like ``W a3=w e5=bW g7=B``, columns top first)."""
        board, side = parse_position(text)
        return cls(list(board), side, Settings.parse(settings))

    def _copy_board(self, other: Lasca) -> None:
        other._board = self._board[:]

    # ------------------------------------------------------------ queries
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

    def _push_move(self, move: Move) -> None:
        self._push(move.route)

    def _match(self, squares: tuple[int, ...], capture: bool, shown: str,
               ends_alone: bool) -> Move:
        """The legal action with these squares (its whole path first; two
        squares, ``ends_alone``, may be a capture's start and end), or the
        refusal that explains."""
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
    def _has_moves(self) -> bool:
        return bool(self._routes())

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

    def _drawn(self) -> Termination | None:
        """L4's repetition rule: the same columns and side to move for the third time."""
        if self._settings.repetition and self._clock >= 4 and self._repetitions() >= 3:
            return Termination.REPETITION
        return None

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
    def _key(self) -> tuple[object, ...]:
        return (tuple(self._board), self._side, self._clock, self._settings, self._ended)

    def _perft(self, depth: int) -> int:
        return moves.perft(self._board[:], self._side, self._settings.flying, depth)


def perft(state: GameState[Any], depth: int) -> int:
    """The number of action sequences of length ``depth`` from ``state``
    (L3: one action per path), by the fast path; the state is untouched.
    Like published perft counts, the draw rule (L4) is ignored; a game
    already ended by resignation or agreement has no actions."""
    return draughts_perft(Lasca, state, depth)
