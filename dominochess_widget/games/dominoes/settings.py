"""A dominoes match's settings: players, hand size (O1, O1a), target (O9), scoring (O8)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields

from dominochess_widget.core.errors import ArgumentTypeError, SettingError
from dominochess_widget.games.dominoes.tiles import TILES

#: O8: the source's words (Σ over opponents of their pips minus the
#: winner's) or the common rule (Σ opponents' pips − the winner's).
SCORINGS = ("source", "common")
#: The largest target (O9): far beyond any match, and small enough that
#: every score a match reaches is written and read back as a short number.
MOST_TARGET = 1_000_000


@dataclass(frozen=True)
class Settings:
    """``players`` 2–4; ``hand_size`` tiles dealt to each (O1: 5; any size
    with players × hand size ≤ 28, O1a); ``target`` the points that win
    the match (O9: 100, at most :data:`MOST_TARGET`); ``scoring`` "source" or "common" (O8)."""

    players: int = 2
    hand_size: int = 5
    target: int = 100
    scoring: str = "source"

    @classmethod
    def parse(cls, settings: Mapping[str, object]) -> Settings:
        names = [f.name for f in fields(cls)]
        for name in settings:
            if name not in names:
                raise SettingError("dominoes.setting.unknown", name=name, known=", ".join(names))
        players = _whole("players", settings.get("players", 2))
        if not 2 <= players <= 4:
            raise SettingError("dominoes.setting.players", value=players)
        hand_size = _whole("hand_size", settings.get("hand_size", 5))
        if hand_size < 1 or players * hand_size > len(TILES):
            raise SettingError("dominoes.setting.hand_size", value=hand_size, players=players,
                               most=len(TILES) // players)
        target = _whole("target", settings.get("target", 100))
        if not 1 <= target <= MOST_TARGET:
            raise SettingError("dominoes.setting.target", value=target, most=MOST_TARGET)
        scoring = settings.get("scoring", "source")
        if not isinstance(scoring, str):
            raise ArgumentTypeError("scoring", scoring, "dominoes_scoring")
        scoring = scoring.strip().lower()
        if scoring not in SCORINGS:
            raise SettingError("dominoes.setting.scoring", value=scoring)
        return cls(players, hand_size, target, scoring)


def _whole(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ArgumentTypeError(name, value, "dominoes_whole")
    return value
