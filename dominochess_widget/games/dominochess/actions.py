"""Domino chess's actions in D5 notation: one action is one half of the tile used.

``3:Ra1-a4`` moves the rook a1→a4 with the 3; ``5:Nb2xc4`` captures with
the knight; ``0:-`` uses a half without a move (a 0, or a forfeit when no
piece can move). The half is named because it decides what the other half
can still do (D5).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dominochess_widget.core.errors import (
    ActionError,
    ActionSyntaxError,
    ArgumentTypeError,
    expect_int,
    expect_text,
)
from dominochess_widget.core.numbers import whole_number
from dominochess_widget.games.dominochess.board import Kind, check_square, parse_square, square_name

#: The low 12 bits of a forfeit's code: no origin, no target.
FORFEIT = 0xFFF
#: A half shows a number from 0 to this.
HIGHEST_HALF = 6


def check_half(name: str, value: object) -> int:
    """``value`` if it is a half's number (0–6): a wrong type raises
    :class:`ArgumentTypeError`, any other int :class:`ActionError`."""
    half = expect_int(name, value)
    if not 0 <= half <= HIGHEST_HALF:
        raise ActionError("action.bad_half_value", value=half)
    return half


@dataclass(frozen=True, slots=True, repr=False)
class Action:
    """One half used: a move of one piece, or a forfeit (no origin/target)."""

    half: int
    origin: int | None = None
    target: int | None = None
    kind: Kind | None = None
    captured: Kind | None = None

    def __post_init__(self) -> None:
        """Every Action names a real half and real squares, so that printing
        or playing one can only fail with a clear error."""
        check_half("half", self.half)
        if (self.origin is None) != (self.target is None):
            raise ActionError("action.origin_without_target")
        if self.origin is not None:
            check_square("origin", self.origin)
            check_square("target", self.target)
        for name in ("kind", "captured"):
            value = getattr(self, name)
            if value is not None and not isinstance(value, Kind):
                raise ArgumentTypeError(name, value, "kind")

    @property
    def is_forfeit(self) -> bool:
        return self.origin is None

    @property
    def code(self) -> int:
        """The game's int for this action: ``half << 12 | origin << 6 | target``."""
        if self.origin is None or self.target is None:
            return self.half << 12 | FORFEIT
        return self.half << 12 | self.origin << 6 | self.target

    def __str__(self) -> str:
        if self.origin is None or self.target is None:
            return f"{self.half}:-"
        sep = "x" if self.captured is not None else "-"
        origin, target = square_name(self.origin), square_name(self.target)
        letter = "" if self.kind is None else self.kind.letter  # D5 lets it be left out
        return f"{self.half}:{letter}{origin}{sep}{target}"

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


@dataclass(frozen=True, slots=True)
class ParsedAction:
    """What a text says, before the position is consulted."""

    half: int
    origin: int | None
    target: int | None
    letter: Kind | None
    capture_mark: bool | None  # True for "x", False for "-", None when left out

    @property
    def is_forfeit(self) -> bool:
        return self.origin is None


_ACTION = re.compile(
    r"""^\s*(?P<half>\d)\s*:\s*
    (?: (?P<forfeit>-)
      | (?P<letter>[A-Za-z])?\s*(?P<origin>[a-h][1-8])\s*(?P<sep>[-x×])?\s*(?P<target>[a-h][1-8])
    )\s*$""",
    re.VERBOSE,
)


def parse_action_text(text: str) -> ParsedAction:
    """Read D5 notation. Lenient where nothing is ambiguous: the piece letter
    (in either case) and the ``-``/``x`` may be left out. The half is an
    ASCII digit (``whole_number``: ``"٣:-"`` is no half 3)."""
    expect_text("action", text)
    match = _ACTION.match(text)
    half = None if match is None else whole_number(match["half"], 1)
    if match is None or half is None:
        raise ActionSyntaxError("action.syntax", text=text.strip())
    if half > HIGHEST_HALF:
        raise ActionSyntaxError("action.bad_half", text=text.strip(), half=half)
    if match["forfeit"]:
        return ParsedAction(half, None, None, None, None)
    letter = None
    if match["letter"]:
        letter = Kind.from_letter(match["letter"])
        if letter is None:
            raise ActionSyntaxError("action.bad_letter", text=text.strip(), letter=match["letter"])
    sep = match["sep"]
    return ParsedAction(
        half,
        parse_square(match["origin"]),
        parse_square(match["target"]),
        letter,
        None if sep is None else sep != "-",
    )
