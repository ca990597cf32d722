"""A fifth game, for the test that the house takes one without any edit.

Noughts and crosses ("toy"): two seats on a 3×3 board, an action marks an
empty cell. It is registered like a real game — a registry entry with its
view, and nothing else — and tests/core/test_fifth_game.py then plays it in the
widgets, the session, the computer player and the records, none of which
names it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Self

from dominochess_widget import games
from dominochess_widget.core.annotations import Annotations
from dominochess_widget.core.errors import IllegalActionError, PositionError, expect_text
from dominochess_widget.core.geometry import SquareGrid
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import Phrase
from dominochess_widget.core.scene import Look, Scene
from dominochess_widget.games.russian.outcome import Result  # white, black, draw

NAME = "toy"
SEATS = ("white", "black")
NAMES = tuple(f + r for r in "123" for f in "abc")
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


@dataclass(frozen=True)
class Mark:
    """Mark one empty cell, clicked as the one-cell path."""

    cell: int

    @property
    def path(self) -> tuple[int]:
        return (self.cell,)

    def __str__(self) -> str:
        return NAMES[self.cell]


class Toy:
    game_name = NAME

    def __init__(self, cells: list[str | None], to_move: str) -> None:
        self._cells = cells
        self._to_move = to_move
        self._history: list[Mark] = []
        self._result: Result | None = None

    # -------------------------------------------------------- protocol
    @property
    def seats(self) -> tuple[str, ...]:
        return SEATS

    @property
    def to_move(self) -> str:
        return self._to_move

    @property
    def result(self) -> Result | None:
        return self._result or self._line_result()

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def termination(self) -> None:
        """The game does not say why it ended (a line, a full board: the result says)."""
        return None

    @property
    def history(self) -> list[Mark]:
        return list(self._history)

    def scores(self) -> dict[str, float] | None:
        result = self.result
        if result is None:
            return None
        if result is Result.DRAW:
            return dict.fromkeys(SEATS, 0.5)
        return {seat: float(seat == result.value) for seat in SEATS}

    def legal_actions(self) -> list[Mark]:
        if self.is_over:
            return []
        return [Mark(cell) for cell, owner in enumerate(self._cells) if owner is None]

    def parse_action(self, text: str) -> Mark:
        name = expect_text("action", text).strip().lower()
        for action in self.legal_actions():
            if str(action) == name:
                return action
        raise IllegalActionError("action.illegal", action=text)

    def play(self, action: Mark | str) -> Mark:
        if isinstance(action, str):
            action = self.parse_action(action)
        if action not in self.legal_actions():
            raise IllegalActionError("action.illegal", action=str(action))
        self._cells[action.cell] = self._to_move
        self._history.append(action)
        self._to_move = SEATS[1 - SEATS.index(self._to_move)]
        return action

    def undo(self) -> None:
        if self._result is not None:
            self._result = None
            return
        action = self._history.pop()
        self._cells[action.cell] = None
        self._to_move = SEATS[1 - SEATS.index(self._to_move)]

    def clone(self) -> Self:
        twin = type(self)(list(self._cells), self._to_move)
        twin._history = list(self._history)
        twin._result = self._result
        return twin

    def position(self) -> str:
        marks = "".join("." if c is None else c[0] for c in self._cells)
        return f"{marks} {self._to_move}"

    def resign(self, seat: str | None = None) -> None:
        loser = seat or self._to_move
        self._result = Result.BLACK if loser == "white" else Result.WHITE

    def agree_draw(self) -> None:
        self._result = Result.DRAW

    # ------------------------------------------------------- for the view
    def piece_at(self, cell: int) -> tuple[str, bool] | None:
        owner = self._cells[cell]
        return None if owner is None else (owner, False)

    def pieces(self) -> Iterator[tuple[int, str]]:
        for cell, owner in enumerate(self._cells):
            if owner is not None:
                yield cell, owner

    def _line_result(self) -> Result | None:
        for a, b, c in LINES:
            owner = self._cells[a]
            if owner is not None and owner == self._cells[b] == self._cells[c]:
                return Result(owner)
        return Result.DRAW if all(self._cells) else None

    def __repr__(self) -> str:
        return f"<Toy {self.position()}>"


def new(seed: int | None = None, **settings: object) -> Toy:
    return Toy([None] * 9, "white")


def from_position(text: str, **settings: object) -> Toy:
    parts = expect_text("text", text).split()
    if len(parts) != 2 or len(parts[0]) != 9 or parts[1] not in SEATS:
        raise PositionError("position.too_short", text=text)
    symbols = {".": None, "w": "white", "b": "black"}
    if any(ch not in symbols for ch in parts[0]):
        raise PositionError("position.too_short", text=text)
    return Toy([symbols[ch] for ch in parts[0]], parts[1])


LOOKS = {seat: Look("man", seat, ringed=seat == "black") for seat in SEATS}


class ToyView:
    shape = SquareGrid(3, 3, ("a", "b", "c"), ("1", "2", "3"))
    panel = False
    icon_sets: tuple[tuple[Look, ...], ...] = ()
    looks = tuple(LOOKS.values())

    def scene(self, state: Any, language: str, options: Mapping[str, Any]) -> Scene:
        annotations: Annotations = options.get("annotations") or Annotations()
        return Scene(
            pieces=tuple((cell, LOOKS[seat]) for cell, seat in state.pieces()),
            header=translate("board.to_move", language, side=Phrase(f"side.{state.to_move}")),
            marks=tuple((m.square, m.colour) for m in annotations.squares),
        )

    def empty_scene(self, language: str) -> Scene:
        return Scene(header=translate("board.no_game", language))


#: The registry entry: the game's functions and its view, nothing else.
INFO = games.GameInfo(NAME, "game_title.russian", SEATS, new, from_position, view=ToyView())
