"""Marks on a study's board: colour words, cell names, and toggling.

A teacher marks a cell or draws an arrow in one of the four colours a
record's comments write (``[%csl Gd4]``, ``[%cal Rc3d4]``). The colour may
be its letter, its English word or its Italian one; a cell its number or
its name on the board ("d4", DamHex³'s "39"). Marking again in the same
colour removes the mark, in another colour recolours it, as on Lichess.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from dominochess_widget.core import registry
from dominochess_widget.core.annotations import Annotations, Arrow, SquareMark
from dominochess_widget.core.errors import ActionError, ArgumentTypeError, SettingError, shown

#: Each colour's words (any case) → its letter in a record.
COLOUR_WORDS = {
    "g": "G", "green": "G", "verde": "G",
    "r": "R", "red": "R", "rosso": "R",
    "y": "Y", "yellow": "Y", "giallo": "Y",
    "b": "B", "blue": "B", "blu": "B",
}
#: How many characters a cell's name has in a comment's marks.
MARK_WIDTH = 2
#: A mark or an arrow.
M = TypeVar("M", bound=SquareMark | Arrow)


def colour_letter(colour: object) -> str:
    """The record's letter of ``colour`` ("green", "G", "verde" → "G")."""
    if not isinstance(colour, str):
        raise ArgumentTypeError("colour", colour, "text")
    letter = COLOUR_WORDS.get(colour.strip().lower())
    if letter is None:
        raise SettingError("study.bad_colour", value=shown(colour))
    return letter


@dataclass(frozen=True)
class Cells:
    """The cells of one game's board: their names, and reading a cell given
    as a number or a name."""

    names: dict[int, str]
    by_name: dict[str, int]

    def name(self, cell: int) -> str:
        """The board's name of ``cell`` (one of :attr:`names`)."""
        return self.names[cell]

    def mark_name(self, cell: int) -> str:
        """``cell`` as a comment's marks write it: always two characters
        (``[%csl Gd4]``, ``[%cal G0539]``), so DamHex³'s cell 5 is "05"."""
        return self.names[cell].rjust(MARK_WIDTH, "0")

    def read(self, cell: object, parameter: str = "cell") -> int:
        """``cell`` (a number or a name such as "d4") as a cell of this board."""
        if isinstance(cell, bool) or not isinstance(cell, int | str):
            raise ArgumentTypeError(parameter, cell, "study_cell")
        if not self.names:
            raise ActionError("study.no_cells")
        found = cell if isinstance(cell, int) else self._named(cell)
        if found is None or found not in self.names:
            example = next(iter(self.by_name))
            raise ActionError("study.bad_cell", value=shown(cell), example=example)
        return found


    def _named(self, text: str) -> int | None:
        """The cell named ``text`` (its name, or as marks write it: "05")."""
        name = text.strip().lower()
        return self.by_name.get(name, self.by_name.get(name.lstrip("0")))


def board_cells(state: object) -> Cells:
    """The cells of ``state``'s board, by its view's shape (none for a game
    without a board of cells, such as dominoes)."""
    view = registry.info_of(state).view
    shape = None if view is None else view.shape
    if shape is None:
        return Cells({}, {})
    names = {cell: shape.name(cell) for cell in shape.cells}
    return Cells(names, {name.lower(): cell for cell, name in names.items()})


def toggle_square(marks: Annotations, cell: int, colour: str) -> Annotations:
    """``marks`` with ``cell`` marked in ``colour``: removed when it was
    already, recoloured when it was in another colour, else added."""
    return Annotations(_toggled(marks.squares, lambda m: m.square == cell,
                                SquareMark(cell, colour)), marks.arrows)


def toggle_arrow(marks: Annotations, origin: int, target: int, colour: str) -> Annotations:
    """``marks`` with the arrow ``origin`` → ``target`` toggled as
    :func:`toggle_square` toggles a cell (the caller refuses an arrow from
    a cell to itself)."""
    return Annotations(marks.squares, _toggled(
        marks.arrows, lambda a: (a.origin, a.target) == (origin, target),
        Arrow(origin, target, colour)))


def _toggled(items: tuple[M, ...], same_place: Callable[[M], bool], new: M) -> tuple[M, ...]:
    """``items`` with ``new`` toggled: the item at its place removed when it
    is ``new``, replaced when it differs, ``new`` added at the end when none is there."""
    kept = tuple(item for item in items if not same_place(item))
    if new in items:
        return kept
    if len(kept) < len(items):
        return tuple(new if same_place(item) else item for item in items)
    return (*items, new)
