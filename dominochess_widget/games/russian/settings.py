"""The game's settings: S3's automatic draw rules, each on by default."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from dominochess_widget.core.errors import ArgumentTypeError, SettingError
from dominochess_widget.games.draughts.settings import check_names, read_repetition

#: S3: the move count of the two 15-move draw rules ("moves of each player").
DEFAULT_MOVES = 15


#: The longest a draw rule's count may be (no game lasts this long; a bound
#: keeps every accepted value one a record can write and read back).
MOST_MOVES = 1000


@dataclass(frozen=True)
class Settings:
    """S3's draw rules; None (or False) switches a rule off.

    ``repetition``: the same pieces with the same side to move for the
    third time draw. ``three_kings``: three kings or more (and nothing
    else) against a lone king draw when the stronger side has not taken
    it by its ``three_kings``-th move since that balance arose.
    ``kings_only``: the game is drawn when both players have moved only
    kings, without capturing, for ``kings_only`` moves each.
    """

    repetition: bool = True
    three_kings: int | None = DEFAULT_MOVES
    kings_only: int | None = DEFAULT_MOVES

    @classmethod
    def parse(cls, settings: Mapping[str, object]) -> Settings:
        """Settings from keyword arguments, each checked; a clear error for
        an unknown name or a bad value. None given: the defaults (one
        shared value, as reading a file of many games asks for them at
        every game)."""
        if not settings:
            return DEFAULTS
        check_names(cls, settings, "russian")
        return cls(
            read_repetition(settings, "russian"),
            _moves("three_kings", settings.get("three_kings", DEFAULT_MOVES)),
            _moves("kings_only", settings.get("kings_only", DEFAULT_MOVES)),
        )


def _moves(name: str, value: object) -> int | None:
    if value is None or value is False:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ArgumentTypeError(name, value, "russian_moves")
    if not 1 <= value <= MOST_MOVES:
        raise SettingError("russian.setting.moves", name=name, value=value, most=MOST_MOVES)
    return value


#: The default settings (what ``Settings.parse({})`` gives).
DEFAULTS = Settings()
