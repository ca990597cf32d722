"""What the states of the draughts games share (Russian draughts, Lasca):
White and Black, how a move is written and read, and how a game ends —
the side to move with no move loses, a player resigns or both agree a
draw, or a draw rule applies — with a player's decision taken back by
``undo``. Pure Python."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from dominochess_widget.core.errors import (
    ActionError,
    ActionSyntaxError,
    IllegalActionError,
)
from dominochess_widget.games.dominochess.tiles import check_seed
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
    Move subclasses it with its notation (``__str__``)."""

    path: tuple[int, ...]
    captured: tuple[int, ...] = ()
    promotes: bool = False

    def __repr__(self) -> str:
        return f"<Move {self}>"

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


@dataclass(frozen=True)
class MoveNotation:
    """How a draughts game writes its moves: ``game`` is the prefix of its
    message keys; ``read`` a move's text → (squares, is a capture) or None
    (see :func:`read_path`); ``playable`` whether pieces stand on a square;
    ``name`` a square's name."""

    game: str
    read: Callable[[str], tuple[tuple[int, ...], bool] | None]
    playable: Callable[[int], bool]
    name: Callable[[int], str]


class DraughtsEnding:
    """A mixin for a draughts state. The state has ``_side`` (0 White, 1
    Black), ``_ended`` (a resignation or agreement: (result, termination),
    or None), a move history ``_stack`` with ``_pop()`` taking its last
    move back, and ``_outcome()``: how the game has ended, or None; its
    ``TERMINATION`` enum names RESIGNATION and AGREEMENT, its ``NOTATION``
    how its moves are written."""

    __slots__ = ("_ended",)
    TERMINATION: Any
    NOTATION: MoveNotation
    _side: int
    _ended: tuple[Result, Any] | None
    _stack: list[Any]

    def _outcome(self) -> tuple[Result, Any] | None:
        raise NotImplementedError

    def _pop(self) -> None:
        raise NotImplementedError

    @property
    def seats(self) -> tuple[str, ...]:
        return SEATS

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
