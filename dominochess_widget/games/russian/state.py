"""The game: pieces, side to move, draw counters and history; play and undo.

**The fast path** (for perft and a search): ``_codes()`` lists the legal
actions as int codes (see :mod:`~dominochess_widget.games.russian.moves`:
``code >> CAPTURE_SHIFT`` is the captured bitboard, non-zero for a
capture; ``code & PROMOTES`` marks a man crowned); ``_push(code)`` plays
one of them; ``_pop()`` takes the last one back; ``_drawn()`` says which
automatic draw rule (S3) ends the game now, if any. ``_codes()`` ignores
resignation, agreement and the draw rules: an empty list means the side
to move has lost. :class:`Move` objects are made only by the public API;
``move.code`` is a Move's code and ``_moves()`` maps each legal code to
its Move. What every draughts state does (copy, compare, play by text,
resign, undo, perft's checks) is the kernel's,
:class:`~dominochess_widget.games.draughts.state.DraughtsState`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from itertools import pairwise
from typing import Any

from dominochess_widget.core.errors import IllegalActionError
from dominochess_widget.core.protocol import GameState
from dominochess_widget.games.draughts.state import (
    DraughtsMove,
    DraughtsState,
    choices,
    draughts_perft,
)
from dominochess_widget.games.russian import moves
from dominochess_widget.games.russian.board import (
    BETWEEN,
    DARK,
    check_square,
)
from dominochess_widget.games.russian.explain import refusal
from dominochess_widget.games.russian.moves import (
    CAPTURE_SHIFT,
    CODE_BITS,
    CODE_MASK,
    MAN_STEPS,
    PROMOTES,
    action_codes,
    can_step,
    captures,
    quiet_codes,
)
from dominochess_widget.games.russian.notation import (
    NOTATION,
    Placement,
    format_position,
    parse_position,
)
from dominochess_widget.games.russian.outcome import (
    SEATS,
    Seat,
    Termination,
)
from dominochess_widget.games.russian.settings import Settings

#: The start position (rules, "Board and men"): White to move.
START_POSITION = (
    "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8"
)

_START = parse_position(START_POSITION)


@dataclass(frozen=True, repr=False)
class Move(DraughtsMove):
    """One action: a plain move, or a whole capture.

    ``path`` is the start square and every landing square, in order (the
    squares a player clicks); ``captured`` the squares of the pieces taken,
    in the order they are jumped; ``promotes`` is True when a man is
    crowned (S2: the representative of routes with the same result).
    """

    NOTATION = NOTATION

    @cached_property
    def code(self) -> int:
        """The engine's int code of this action (the fast path's currency;
        worked out once: the moves that reading plays are shared, see
        :func:`route_move`)."""
        taken = sum(1 << s for s in self.captured)
        return (
            taken << CAPTURE_SHIFT
            | (PROMOTES if self.promotes else 0)
            | self.end << 6
            | self.start
        )


@lru_cache(maxsize=4096)
def route_move(route: int) -> Move:
    """The :class:`Move` of a route int (path and code, see ``moves``).
    Moves are immutable, so one is made per route and shared: reading a
    file of many games meets the same moves again and again."""
    code = route & CODE_MASK
    path = _route_path(route)
    taken = code >> CAPTURE_SHIFT
    # Between two landing squares lies exactly one captured piece.
    captured = tuple(
        (BETWEEN[a * 64 + b] & taken).bit_length() - 1 for a, b in pairwise(path)
    )
    return Move(path, captured, bool(code & PROMOTES))


def _route_path(route: int) -> tuple[int, ...]:
    path = route >> CODE_BITS
    squares = []
    while path > 1:
        squares.append(path & 63)
        path >>= 6
    return tuple(reversed(squares))


def _path_int(squares: tuple[int, ...]) -> int:
    """The path of a route int (see ``moves``) that visits ``squares``."""
    path = 1
    for square in squares:
        path = path << 6 | square
    return path


def _reading_order(move: Move) -> list[tuple[int, int]]:
    return [(s % 8, s // 8) for s in move.path]


@cache  # at most 64 × 64 × 2 codes
def _quiet_move(code: int) -> Move:
    return Move((code & 63, code >> 6 & 63), (), bool(code & PROMOTES))


# A history entry: the action's code, then the position and counters before
# it: white men, white kings, black men, black kings, side, clock, balance.
_Entry = tuple[int, int, int, int, int, int, int, int]


class Draughts(DraughtsState[Settings, Move]):
    """A game of Russian draughts, from a position to its end.

    ``to_move`` is ``Seat.WHITE`` or ``Seat.BLACK`` (plain strings too);
    the end comes when the side to move cannot move (it loses), by
    resignation or agreement, or by one of S3's automatic draw rules
    (:class:`~dominochess_widget.games.russian.settings.Settings`).
    """

    __slots__ = ("_balance", "_kings", "_listed", "_men")

    TERMINATION = Termination
    NOTATION = NOTATION
    MOVE = Move
    _stack: list[_Entry]
    #: The registry name of the game (core/protocol.py).
    game_name = "russian"

    def __init__(self, placement: Placement, settings: Settings) -> None:
        """Low level: prefer :meth:`new` or :meth:`from_position`."""
        white_men, white_kings, black_men, black_kings, side = placement
        super().__init__(side, settings)  # the clock is also the kings-only rule's count
        self._men = [white_men, black_men]
        self._kings = [white_kings, black_kings]
        # Moves of the stronger side since three kings or more against a
        # lone king arose (0 when that is not the balance on the board).
        self._balance = 0
        # The capture routes of the position now once listed (None until
        # then, and again after every move): a record read asks whether the
        # game is over, then matches its move, from one listing.
        self._listed: list[int] | None = None

    @classmethod
    def new(cls, **settings: object) -> Draughts:
        """The start position, White to move; ``settings`` as in :class:`Settings`."""
        return cls(_START, Settings.parse(settings))

    @classmethod
    def from_position(cls, text: str, **settings: object) -> Draughts:
        """The position ``text`` (PDN FEN, like ``W:Wa1,c3,Kd4:Bb6,h8``)."""
        return cls(parse_position(text), Settings.parse(settings))

    def _copy_board(self, other: Draughts) -> None:
        other._men = self._men[:]
        other._kings = self._kings[:]
        other._balance = self._balance
        other._listed = self._listed  # the same position (a list never changed)

    # ------------------------------------------------------------ queries
    def position(self) -> str:
        """The pieces and side to move as PDN FEN (:meth:`from_position` reads it)."""
        return format_position(self._placement())

    def start_position(self) -> str:
        """The position the game started from (before :attr:`history`)."""
        if not self._stack:
            return self.position()
        _, white_men, white_kings, black_men, black_kings, side, _, _ = self._stack[0]
        return format_position((white_men, white_kings, black_men, black_kings, side))

    def piece_at(self, square: int) -> tuple[Seat, bool] | None:
        """The piece on ``square``: (seat, is_king), or None."""
        bit = 1 << check_square(square)
        for seat in SEATS:
            if (self._men[seat.ordinal] | self._kings[seat.ordinal]) & bit:
                return seat, bool(self._kings[seat.ordinal] & bit)
        return None

    def pieces(self) -> Iterator[tuple[int, Seat, bool]]:
        """Every piece: (square, seat, is_king), a1 first (the occupied
        squares' bits alone are visited: a session reads this per click)."""
        white = self._men[0] | self._kings[0]
        kings = self._kings[0] | self._kings[1]
        left = white | self._men[1] | self._kings[1]
        while left:
            bit = left & -left
            left ^= bit
            yield bit.bit_length() - 1, SEATS[0] if white & bit else SEATS[1], bool(kings & bit)

    @property
    def history(self) -> list[Move]:
        """Every move played since the start, in order."""
        return [_entry_move(entry) for entry in self._stack]

    # ------------------------------------------------------------ actions
    def legal_actions(self) -> list[Move]:
        """Every action allowed now, one per result (S2), by start square
        (files a to h, then ranks); empty when the game is over."""
        if self.is_over:
            return []
        return sorted(self._moves().values(), key=_reading_order)

    def _push_move(self, move: Move) -> None:
        self._push(move.code)

    # ------------------------------------------------------- the fast path
    def _has_moves(self) -> bool:
        """Whether the side to move can move: a capture, or a step (the
        plain moves are not listed)."""
        if self._routes():
            return True
        side = self._side
        men, kings = self._men, self._kings
        empty = DARK ^ (men[0] | men[1] | kings[0] | kings[1])
        return can_step(men[side], kings[side], empty, not side)

    def _codes(self) -> list[int]:
        """The legal action codes, each once (S2); resignation and draws ignored."""
        side = self._side
        men, kings = self._men, self._kings
        return action_codes(men[side], kings[side], men[side ^ 1], kings[side ^ 1], not side)

    def _push(self, code: int) -> None:
        """Play the action ``code``, known to be legal now."""
        side = self._side
        men, kings = self._men, self._kings
        self._stack.append(
            (code, men[0], kings[0], men[1], kings[1], side, self._clock, self._balance)
        )
        self._listed = None
        start = 1 << (code & 63)
        end = 1 << (code >> 6 & 63)
        own_kings = kings[side]
        king_move = bool(own_kings & start)
        if king_move:
            kings[side] = own_kings ^ start | end
        elif code & PROMOTES:
            men[side] ^= start
            kings[side] = own_kings | end
        else:
            men[side] = men[side] ^ start | end
        captured = code >> CAPTURE_SHIFT
        other = side ^ 1
        if captured:
            men[other] &= ~captured
            kings[other] &= ~captured
        self._side = other
        self._clock = self._clock + 1 if king_move and not captured else 0
        if men[0] or men[1]:
            self._balance = 0
        else:
            self._balance = self._three_kings_count(side, bool(captured or code & PROMOTES))

    def _three_kings_count(self, mover: int, changed: bool) -> int:
        """The stronger side's moves since three kings or more against a lone
        king arose (S3), after ``mover`` moved (``changed``: capturing or
        crowning); 0 when that is not the balance."""
        white, black = self._kings[0].bit_count(), self._kings[1].bit_count()
        if white >= 3 and black == 1:
            strong = 0
        elif black >= 3 and white == 1:
            strong = 1
        else:
            return 0
        if changed:  # the balance has just arisen
            return 0
        return self._balance + (mover == strong)

    def _pop(self) -> None:
        """Take back the last ``_push``."""
        self._listed = None
        (
            _,
            self._men[0],
            self._kings[0],
            self._men[1],
            self._kings[1],
            self._side,
            self._clock,
            self._balance,
        ) = self._stack.pop()

    def _drawn(self) -> Termination | None:
        """The automatic draw rule (S3) that ends the game now, if any."""
        settings = self._settings
        if settings.repetition and self._clock >= 8 and self._repetitions() >= 3:
            return Termination.REPETITION
        if settings.three_kings is not None and self._balance >= settings.three_kings:
            return Termination.THREE_KINGS
        if settings.kings_only is not None and self._clock >= 2 * settings.kings_only:
            return Termination.KINGS_ONLY
        return None

    def _repetitions(self) -> int:
        """How many times the current position (pieces and side to move) has
        occurred. Only positions since the last capture or man move can be
        the same, so only those are looked at."""
        men, kings = self._men, self._kings
        stack = self._stack
        count = 1
        for back in range(2, min(self._clock, len(stack)) + 1, 2):
            entry = stack[-back]
            if (
                entry[1] == men[0]
                and entry[2] == kings[0]
                and entry[3] == men[1]
                and entry[4] == kings[1]
            ):
                count += 1
        return count

    # ------------------------------------------------------------ helpers
    def _placement(self) -> Placement:
        return self._men[0], self._kings[0], self._men[1], self._kings[1], self._side

    def _routes(self) -> list[int]:
        """Every capture route of the side to move (empty when it cannot
        capture), listed once per position (the list is shared: never change it)."""
        listed = self._listed
        if listed is None:
            side = self._side
            men, kings = self._men, self._kings
            listed = self._listed = captures(
                men[side], kings[side], men[side ^ 1] | kings[side ^ 1], not side, paths=True
            )
        return listed

    def _occupied(self) -> int:
        """The squares where a piece stands (a bitboard)."""
        men, kings = self._men, self._kings
        return men[0] | men[1] | kings[0] | kings[1]

    def _quiet_codes(self, pieces: int = DARK) -> list[int]:
        """The plain moves' codes of the side to move's pieces among ``pieces``
        (a bitboard: all of them by default)."""
        side = self._side
        men, kings = self._men, self._kings
        empty = DARK ^ self._occupied()
        return quiet_codes(men[side] & pieces, kings[side] & pieces, empty, not side)

    def _moves(self) -> dict[int, Move]:
        """The legal actions by code, each with its first route as the representative (S2)."""
        routes = self._routes()
        if not routes:
            return {code: _quiet_move(code) for code in self._quiet_codes()}
        out: dict[int, Move] = {}
        for route in routes:
            code = route & CODE_MASK
            if code not in out:
                out[code] = route_move(route)
        return out

    def _match(self, squares: tuple[int, ...], capture: bool, shown: str,
               ends_alone: bool) -> Move:
        """The legal action with these squares, or the refusal that explains.
        A capture's whole route is looked for first: ``d4:b6`` is the
        one-jump capture when there is one, even if a longer route also
        starts on d4 and ends on b6 (item 11); only when no route is
        written so, two squares (``ends_alone``) may be a route's ends."""
        found = self._found(squares, capture, ends_alone)
        if isinstance(found, Move):
            return found
        if found:
            raise IllegalActionError(
                "russian.action.ambiguous", action=shown, choices=choices(found)
            )
        raise refusal(self, squares, capture, shown)

    def _found(self, squares: tuple[int, ...], capture: bool,
               ends_alone: bool) -> Move | list[Move]:
        """The legal action these squares name (see :meth:`_match`), or
        the list of those they may name: several (ambiguous), or none."""
        routes = self._routes()
        if capture and routes:
            path = _path_int(squares)
            codes = {r & CODE_MASK for r in routes if r >> CODE_BITS == path}
            if not codes and ends_alone and len(squares) == 2:
                codes = {
                    r & CODE_MASK
                    for r in routes
                    if r & 63 == squares[0] and r >> 6 & 63 == squares[1]
                }
            if len(codes) == 1:
                return self._moves()[codes.pop()]
            return [m for c, m in self._moves().items() if c in codes]
        if not capture and not routes:
            # A plain move has two squares: a man's step is looked up, only a
            # king's moves are listed.
            side, start, to = self._side, squares[0], squares[1]
            if self._men[side] >> start & 1:
                code = MAN_STEPS[side][start].get(to)
                if code is not None and not self._occupied() >> to & 1:
                    return _quiet_move(code)
                return []
            for code in self._quiet_codes(1 << start):
                if code >> 6 & 63 == squares[1]:
                    return _quiet_move(code)
        return []

    def _play_written(self, squares: tuple[int, ...], capture: bool) -> Move | None:
        """Reading a record's quick way (``pdn_squares.play_at_once``): play
        the one legal action that these squares name (a capture's two
        squares may be its ends, as :meth:`play` reads them) while the game
        goes on, and return it; else None, having changed nothing (then
        :meth:`play` says why, in words). A legal action found means the
        side to move can move: only a decision or a draw rule can have
        ended the game."""
        if self._ended is not None or self._drawn() is not None:
            return None
        found = self._found(squares, capture, ends_alone=True)
        if not isinstance(found, Move):
            return None
        self._push(found.code)
        return found

    def _key(self) -> tuple[object, ...]:
        return (self._placement(), self._clock, self._balance, self._settings, self._ended)

    def _perft(self, depth: int) -> int:
        side = self._side
        men, kings = self._men, self._kings
        return moves.perft(men[side], kings[side], men[side ^ 1], kings[side ^ 1], not side, depth)


@lru_cache(maxsize=4096)
def _entry_move(entry: _Entry) -> Move:
    """The :class:`Move` a history entry records (its first route, S2).
    A capture's route is searched again from the position before it, so
    the moves are cached: a session reads the history after each click."""
    code, white_men, white_kings, black_men, black_kings, side, _, _ = entry
    if not code >> CAPTURE_SHIFT:
        return _quiet_move(code)
    men, kings = (white_men, white_kings) if side == 0 else (black_men, black_kings)
    enemy = black_men | black_kings if side == 0 else white_men | white_kings
    routes = captures(men, kings, enemy, not side, paths=True)
    return route_move(next(r for r in routes if r & CODE_MASK == code))


def perft(state: GameState[Any], depth: int) -> int:
    """The number of action sequences of length ``depth`` from ``state``
    (S2: one action per result), by the fast path; the state is untouched.

    Like published perft counts, this counts the moves the rules allow and
    ignores S3's automatic draws, at every depth (from the start they
    cannot happen before depth 30 or so anyway); a game already ended by
    resignation or agreement has no actions.
    """
    return draughts_perft(Draughts, state, depth)
