"""A game of DamHex³: three players, turn order with the ratto, elimination,
draws and scores (rules page ``damhex.md``, H3, H9–H14).

The engine decides who moves next. After a move by X, Y is the next player
still in the game and Z the one after Y: Z **rattoes** (moves now, before
Y) when it has a capture taking at least one of X's pieces whose priority
key beats Y's best capture (H10, H10a); after a ratto the robbed Y moves,
and play goes on from Y (H11). A player's men waiting on the front are
crowned when its turn starts (H9, H9a); a player with no piece, or with no
move when its turn starts, is out (H12, H11a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from dominochess_widget.core.errors import (
    ActionError,
    ActionSyntaxError,
    ArgumentTypeError,
    IllegalActionError,
    PositionError,
    SettingError,
    expect_int,
    expect_text,
)
from dominochess_widget.core.protocol import GameState, seat_name
from dominochess_widget.games.damhex.board import COLOURS, parse_cell
from dominochess_widget.games.damhex.explain import refusal
from dominochess_widget.games.damhex.moves import (
    NO_KEY,
    Move,
    best,
    captures,
    colour_of,
    is_king,
    legal,
    waiting,
)
from dominochess_widget.games.damhex.notation import format_position, parse_position
from dominochess_widget.games.damhex.outcome import Outcome, Termination, placing_scores

#: H4 (R): the start, as data: each colour's men by cell number.
START = {
    "white": (46, 47, 48, 52, 53, 54, 55, 57, 58, 59, 60, 61),
    "black": (1, 6, 7, 12, 13, 14, 19, 20, 21, 27, 28, 29),
    "red": (5, 10, 11, 16, 17, 18, 24, 25, 26, 33, 34, 35),
}
#: H13: moves by each remaining player with nothing changing before a draw.
QUIET_MOVES = 40


@dataclass(frozen=True)
class Turn:
    """A move in the history: who played it, and whether it was a ratto."""

    seat: str
    move: Move
    ratto: bool


@dataclass
class _Snapshot:
    board: list[int]
    alive: list[bool]
    out: list[tuple[int, ...]]
    to_move: int
    last: int | None
    robbed: int | None
    quiet: int
    outcome: Outcome | None
    turns: int


class DamHex:
    """A DamHex³ game (seats white, black, red, in playing order)."""

    game_name = "damhex"

    def __init__(self) -> None:
        """Low level: prefer :meth:`new` or :meth:`from_position`."""
        self._board = [0] * 61
        self._alive = [True, True, True]
        self._out: list[tuple[int, ...]] = []  # seats eliminated, in order (a group: together)
        self._to_move = 0
        self._last: int | None = None
        self._robbed: int | None = None  # the player to move is a thief: whom it robbed
        self._quiet = 0
        self._outcome: Outcome | None = None
        self._turns: list[Turn] = []
        self._undo: list[_Snapshot] = []

    @classmethod
    def new(cls) -> DamHex:
        """The start position (H4), White to move."""
        return cls.from_position(START_POSITION)

    @classmethod
    def from_position(cls, text: str) -> DamHex:
        """The game a :meth:`position` text describes (see there)."""
        parsed = parse_position(expect_text("text", text))
        game = cls()
        game._board = parsed.board
        game._alive = [seat not in [s for group in parsed.out for s in group] for seat in range(3)]
        game._out = parsed.out
        game._to_move, game._last, game._quiet = parsed.to_move, parsed.last, parsed.quiet
        game._robbed = parsed.robbed
        if not game._alive[game._to_move]:
            raise PositionError("damhex.position.mover_out", side=seat_name(COLOURS[game._to_move]))
        if game._robbed is not None:
            game._check_ratto()
        # H12: a player with no piece is out (the one to move too: play goes on).
        empty = tuple(s for s in range(3) if game._alive[s] and not game._has_pieces(s))
        if len(empty) == sum(game._alive):
            raise PositionError("damhex.position.no_pieces")
        if empty:
            game._eliminate(empty, Termination.LAST_PLAYER)
            if game._outcome is None and not game._alive[game._to_move]:
                game._to_move, game._robbed = game._next_alive(game._to_move), None
        elif sum(game._alive) == 1:  # a finished game's position: the last player wins
            winner = game._alive.index(True)
            game._outcome = Outcome(COLOURS[winner], placing_scores(winner, game._out),
                                    Termination.LAST_PLAYER)
            game._to_move = winner
        game._settle()
        return game

    def _check_ratto(self) -> None:
        """A position where a thief is to move must be one a ratto can
        reach (H10): the last mover, the robbed and the thief all differ and
        are in the game, the robbed still has a piece (else it is out, H12,
        and nobody was robbed), and the thief can take a piece of the last
        mover."""
        thief, robbed, last = self._to_move, self._robbed, self._last
        if (robbed is None or last is None or len({thief, robbed, last}) < 3
                or not self._alive[robbed] or not self._has_pieces(robbed)
                or not self._alive[last] or self._ratto_key(thief, last) is None):
            raise PositionError("damhex.position.bad_ratto", thief=seat_name(COLOURS[thief]))

    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._board = self._board[:]
        other._alive = self._alive[:]
        other._out = self._out[:]
        other._turns = self._turns[:]
        other._undo = self._undo[:]
        return other

    # ------------------------------------------------------------ queries
    @property
    def seats(self) -> tuple[str, ...]:
        return COLOURS

    @property
    def to_move(self) -> str:
        return COLOURS[self._to_move]

    @property
    def last_mover(self) -> str | None:
        """Who moved last (the ratto depends on it)."""
        return None if self._last is None else COLOURS[self._last]

    @property
    def robbed(self) -> str | None:
        """While a thief moves (a ratto, H10): the player it robbed of the turn."""
        return None if self._robbed is None else COLOURS[self._robbed]

    @property
    def players(self) -> tuple[str, ...]:
        """The players still in the game, in playing order."""
        return tuple(c for c, alive in zip(COLOURS, self._alive, strict=True) if alive)

    @property
    def eliminated(self) -> tuple[tuple[str, ...], ...]:
        """The players out of the game, in the order they went out."""
        return tuple(tuple(COLOURS[s] for s in group) for group in self._out)

    @property
    def quiet_moves(self) -> int:
        """Moves since the last capture, man's move, crowning or elimination (H13a)."""
        return self._quiet

    @property
    def history(self) -> list[Move]:
        return [turn.move for turn in self._turns]

    @property
    def turns(self) -> list[Turn]:
        """Every move with its player and whether it was a ratto."""
        return self._turns[:]

    def piece_at(self, cell: int) -> tuple[str, bool] | None:
        """(colour, is a king) of the piece on ``cell``, or None."""
        if expect_int("cell", cell) not in range(61):
            raise ActionError("cell.bad", square=cell)
        piece = self._board[cell]
        return (COLOURS[colour_of(piece)], is_king(piece)) if piece else None

    def pieces(self, seat: str) -> list[int]:
        colour = self._seat(seat)
        return [c for c, p in enumerate(self._board) if p and colour_of(p) == colour]

    @property
    def is_over(self) -> bool:
        return self._outcome is not None

    @property
    def result(self) -> Outcome | None:
        return self._outcome

    @property
    def termination(self) -> Termination | None:
        return None if self._outcome is None else self._outcome.termination

    def scores(self) -> dict[str, float] | None:
        """H14: 3 / 1 / 0 by placing; draws 2 / 2 / 0 or 1 / 1 / 1."""
        if self._outcome is None:
            return None
        return dict(zip(COLOURS, self._outcome.scores, strict=True))

    def position(self) -> str:
        return format_position(self._board, self._to_move, self._last, self._robbed,
                               self._quiet, self._out)

    # ------------------------------------------------------------ actions
    def legal_actions(self) -> list[Move]:
        """The moves of the player to move: the captures with the best
        priority key if there is a capture (H8a), else every step."""
        if self._outcome is not None:
            return []
        if self._robbed is not None and self._last is not None:
            # A ratto: the thief's best capture among those that take a piece
            # of the last mover (H10a), by the priority key.
            victim = self._last
            return best([m for m in captures(self._board, self._to_move)
                         if any(colour_of(self._board[c]) == victim for c in m.captured)])
        return legal(self._board, self._to_move)

    def parse_action(self, text: str) -> Move:
        """The legal move ``text`` (``52-45``, ``46x36x26``; ``:`` is read as
        ``x``) names, or an error that says why not."""
        shown = expect_text("action", text).strip()
        words = shown.lower().replace(":", "x").replace(" ", "")
        capture = "x" in words
        parts = words.split("x" if capture else "-")
        cells = [parse_cell(part) for part in parts]
        if len(parts) < 2 or any(c is None for c in cells):
            raise ActionSyntaxError("damhex.action.syntax", text=shown)
        if self._outcome is not None:
            raise IllegalActionError("action.game_over", action=shown, result=self._outcome)
        path = tuple(c for c in cells if c is not None)
        found = self.legal_actions()
        for move in found:
            if move.path == path and bool(move.captured) == capture:
                return move
        raise refusal(self, found, path, capture, shown)

    def play(self, action: Move | str) -> Move:
        """Play ``action`` (a move or its text) for the player to move;
        returns it. A refused move raises and changes nothing."""
        if isinstance(action, Move):
            text = str(action)
        elif isinstance(action, str):
            text = action
        else:
            raise ArgumentTypeError("action", action, "damhex_action")
        move = self.parse_action(text)
        self._push(move)
        return move

    def undo(self) -> None:
        """Take back the last move (or a resignation or agreed draw)."""
        if not self._undo:
            raise ActionError("undo.nothing")
        snap = self._undo.pop()  # copies: a clone shares the snapshots
        self._board, self._alive, self._out = snap.board[:], snap.alive[:], snap.out[:]
        self._to_move, self._last, self._robbed = snap.to_move, snap.last, snap.robbed
        self._quiet, self._outcome = snap.quiet, snap.outcome
        del self._turns[snap.turns:]

    def resign(self, seat: str | None = None) -> None:
        """The player to move (or ``seat``, which must be the one to move)
        retires: its pieces leave the board and play goes on (H12)."""
        loser = self._to_move if seat is None else self._seat(seat)
        if self._outcome is not None:
            raise IllegalActionError("game.over", result=self._outcome)
        if loser != self._to_move:
            raise IllegalActionError("damhex.resign.not_your_turn",
                                     side=seat_name(COLOURS[loser]), mover=seat_name(self.to_move))
        self._undo.append(self._snapshot())
        robbed, self._robbed = self._robbed, None
        self._eliminate((loser,), Termination.RESIGNATION)
        if self._outcome is None:  # a thief that retires gives the turn back to the robbed
            self._to_move = robbed if robbed is not None else self._next_alive(loser)
            self._settle()

    def agree_draw(self) -> None:
        """Every player still in the game agrees a draw (H13)."""
        if self._outcome is not None:
            raise IllegalActionError("game.over", result=self._outcome)
        self._undo.append(self._snapshot())
        self._outcome = Outcome(None, self._draw_scores(), Termination.AGREEMENT)

    # ------------------------------------------------------------ internals
    def _perft(self, depth: int) -> int:
        moves = self.legal_actions()
        if depth <= 1:
            return len(moves) if depth == 1 else 1
        total = 0
        for move in moves:
            self._push(move)
            total += self._perft(depth - 1)
            self.undo()
        return total

    def _seat(self, seat: object) -> int:
        """The number of the player ``seat`` names (any case, spaces around)."""
        if not isinstance(seat, str):
            raise ArgumentTypeError("seat", seat, "seat")
        if seat.strip().lower() not in COLOURS:
            raise SettingError("damhex.bad_seat", value=seat, seats=", ".join(COLOURS))
        return COLOURS.index(seat.strip().lower())

    def _has_pieces(self, seat: int) -> bool:
        """Whether ``seat`` has a man or a king on the board (else it is out, H12)."""
        return seat + 1 in self._board or seat + 4 in self._board

    def _snapshot(self) -> _Snapshot:
        return _Snapshot(self._board[:], self._alive[:], self._out[:], self._to_move,
                         self._last, self._robbed, self._quiet, self._outcome, len(self._turns))

    def _next_alive(self, seat: int) -> int:
        for step in (1, 2, 3):
            candidate = (seat + step) % 3
            if self._alive[candidate]:
                return candidate
        return seat

    def _push(self, move: Move) -> None:
        """Play ``move`` (legal now), then decide who moves next."""
        self._undo.append(self._snapshot())
        mover, robbed = self._to_move, self._robbed
        self._robbed = None
        self._turns.append(Turn(COLOURS[mover], move, robbed is not None))
        board = self._board
        piece = board[move.start]
        board[move.start] = 0
        for cell in move.captured:
            board[cell] = 0
        board[move.end] = piece
        if move.captured or not is_king(piece):
            self._quiet = 0
        else:
            self._quiet += 1
        self._last = mover
        gone = tuple(s for s in range(3) if self._alive[s] and s != mover
                     and not self._has_pieces(s)) if move.captured else ()
        if gone:
            self._eliminate(gone, Termination.LAST_PLAYER)
            if self._outcome is not None:
                return
        self._to_move = self._after(mover, robbed)
        self._settle()

    def _after(self, mover: int, robbed: int | None) -> int:
        """Who moves after ``mover``'s move (H10, H11): after a ratto, the
        robbed player (or, if it went out, the next, H11a); else a thief,
        or the next player."""
        if robbed is not None:
            return robbed if self._alive[robbed] else self._next_alive(robbed)
        following = self._next_alive(mover)
        thief = self._next_alive(following)
        if sum(self._alive) < 3 or thief == mover:
            return following
        chance = self._ratto_key(thief, mover)
        if chance is not None and chance > self._best_key(following):
            self._robbed = following
            return thief
        return following

    def _best_key(self, seat: int) -> tuple[int, int, int, tuple[int, ...]]:
        """``seat``'s best capture key at the start of its turn (its waiting
        men crowned, H9a); no capture: the lowest key."""
        board = self._crowned(seat)
        found = captures(board, seat)
        return max((m.key for m in found), default=NO_KEY)

    def _ratto_key(self, thief: int, victim: int) -> tuple[int, int, int, tuple[int, ...]] | None:
        """The best key among ``thief``'s captures that take a piece of
        ``victim`` (H10a, "diritto di difesa"), or None."""
        board = self._crowned(thief)
        mine = [m for m in captures(board, thief)
                if any(colour_of(board[c]) == victim for c in m.captured)]
        return max((m.key for m in mine), default=None)

    def _crowned(self, seat: int) -> list[int]:
        board = self._board[:]
        for cell in waiting(board, seat):
            board[cell] = seat + 4
        return board

    def _settle(self) -> None:
        """Start the turn of :attr:`to_move`: crown its waiting men (H9);
        a player with no move is out (H12, H11a); a draw by the count (H13)."""
        while self._outcome is None:
            seat = self._to_move
            crowned = waiting(self._board, seat)
            for cell in crowned:
                self._board[cell] = seat + 4
            if crowned:
                self._quiet = 0
            if legal(self._board, seat):
                break
            self._eliminate((seat,), Termination.NO_MOVE)
            if self._outcome is None:
                self._to_move = self._next_alive(seat)
        if self._outcome is None and self._quiet >= QUIET_MOVES * sum(self._alive):
            self._outcome = Outcome(None, self._draw_scores(), Termination.QUIET)

    def _eliminate(self, seats: tuple[int, ...], why: Termination) -> None:
        """``seats`` are out: their pieces leave the board (H12); the game
        ends when one player is left."""
        for seat in seats:
            self._alive[seat] = False
            for cell, piece in enumerate(self._board):
                if piece and colour_of(piece) == seat:
                    self._board[cell] = 0
        self._out.append(tuple(seats))
        self._quiet = 0
        left = [s for s in range(3) if self._alive[s]]
        if len(left) == 1:
            self._outcome = Outcome(COLOURS[left[0]], placing_scores(left[0], self._out), why)
            self._to_move = left[0]  # the game is over: the seat named is still in it

    def _draw_scores(self) -> tuple[float, ...]:
        """H14: a draw between two players 2 / 2 / 0, among three 1 / 1 / 1."""
        left = sum(self._alive)
        share = 2.0 if left == 2 else 1.0
        return tuple(share if alive else 0.0 for alive in self._alive)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DamHex):
            return NotImplemented
        return self.position() == other.position() and self._outcome == other._outcome

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<DamHex {self.to_move} to move>"


def perft(state: GameState[Any], depth: int) -> int:
    """The number of distinct move sequences of length ``depth`` from
    ``state`` (a ratto's thief moves next; crowning and going out are no
    moves), on a private copy: the engine's fast path, no text parsing."""
    if not isinstance(state, DamHex):
        raise ArgumentTypeError("state", state, "damhex_game")
    if expect_int("depth", depth) < 0:
        raise SettingError("perft.negative_depth", depth=depth)
    return state.clone()._perft(depth)


START_POSITION = (
    "move=white; last=-; quiet=0; out=-; "
    + "; ".join(f"{colour}={','.join(map(str, cells))}" for colour, cells in START.items())
)
