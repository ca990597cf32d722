"""Domino chess's number → piece mapping (D2), a setting of every game.

0 moves nothing and 6 is the Jolly (any piece): both are fixed by the
source. Numbers 1–5 name one kind each; the default follows the order in
which the source names the pieces (section H): 1 King, 2 Queen, 3 Rook,
4 Bishop, 5 Knight. A teacher may choose another permutation.
"""

from __future__ import annotations

import re
from collections.abc import Mapping as MappingABC
from dataclasses import dataclass

from dominochess_widget.core.errors import SettingError, shown
from dominochess_widget.core.numbers import whole_number
from dominochess_widget.games.dominochess.board import KINDS, Kind

NONE_NUMBER = 0
JOLLY = 6
_DEFAULT_ORDER = (Kind.KING, Kind.QUEEN, Kind.ROOK, Kind.BISHOP, Kind.KNIGHT)
_PAIR = re.compile(r"([1-5])\s*=\s*([A-Za-z])")


@dataclass(frozen=True)
class TileMapping:
    """Which piece kind each number 1–5 moves (D2)."""

    order: tuple[Kind, ...] = _DEFAULT_ORDER

    def __post_init__(self) -> None:
        if not all(isinstance(kind, Kind) for kind in self.order) or sorted(self.order) != sorted(
            KINDS
        ):
            raise SettingError("mapping.not_permutation", value=shown(self.order))

    def kinds_for(self, number: int) -> tuple[Kind, ...]:
        """The kinds a half showing ``number`` may move: none for 0, all for 6."""
        if number == NONE_NUMBER:
            return ()
        if number == JOLLY:
            return KINDS
        return (self.order[number - 1],)

    def number_for(self, kind: Kind) -> int:
        """The number (1–5) that moves ``kind``."""
        return self.order.index(kind) + 1

    def __str__(self) -> str:
        return " ".join(f"{n}={kind.letter}" for n, kind in enumerate(self.order, start=1))

    @classmethod
    def parse(cls, value: object) -> TileMapping:
        """A mapping from None (the D2 default), a TileMapping, ``"KQRBN"``,
        ``"1=K 2=Q 3=R 4=B 5=N"`` or a dict such as ``{1: "K", …}``."""
        if value is None:
            return cls()
        if isinstance(value, TileMapping):
            return value
        pairs: dict[int, object]
        if isinstance(value, str):
            text = value.strip()
            found = _PAIR.findall(text)
            if found and _PAIR.sub("", text).strip() == "":
                pairs = {_number(n, value): letter for n, letter in found}
            elif len(text) == len(KINDS) and text.isalpha():
                pairs = dict(enumerate(text, start=1))
            else:
                raise SettingError("mapping.bad_text", value=value)
        elif isinstance(value, MappingABC):
            pairs = {_number(key, value): item for key, item in value.items()}
        else:
            raise SettingError("mapping.bad_text", value=shown(value))
        if set(pairs) != {1, 2, 3, 4, 5}:
            raise SettingError("mapping.bad_text", value=_as_written(value))
        kinds = []
        for number in range(1, 6):
            item = pairs[number]
            kind = item if isinstance(item, Kind) else (
                Kind.from_letter(item) if isinstance(item, str) and len(item) == 1 else None
            )
            if kind is None:
                raise SettingError("mapping.bad_text", value=_as_written(value))
            kinds.append(kind)
        return cls(tuple(kinds))


def _number(key: object, value: object) -> int:
    """A key naming a number 1–5: an int, or ASCII digits (``whole_number``)."""
    if isinstance(key, int) and not isinstance(key, bool):
        return key
    number = whole_number(key.strip(), 2) if isinstance(key, str) else None
    if number is None:
        raise SettingError("mapping.bad_text", value=_as_written(value))
    return number


def _as_written(value: object) -> str:
    """A mapping as a message quotes it: text as typed, anything else as repr."""
    return value if isinstance(value, str) else shown(value)


DEFAULT_MAPPING = TileMapping()
