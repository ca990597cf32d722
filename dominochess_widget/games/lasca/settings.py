"""Lasca's settings: the officer's reach (L1) and the repetition draw (L4)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from dominochess_widget.core.errors import ArgumentTypeError, SettingError
from dominochess_widget.games.draughts.settings import check_names, read_repetition

#: L1: the source's flying officer, or Lasker's one-step officer.
OFFICERS = ("flying", "lasker")


@dataclass(frozen=True)
class Settings:
    """``officer``: ``"flying"`` (the source, the default) or ``"lasker"``
    (L1). ``repetition``: the same position (columns and side to move) for
    the third time is a draw (L4's house rule; on by default so that a
    class's game always ends)."""

    officer: str = "flying"
    repetition: bool = True

    @property
    def flying(self) -> bool:
        return self.officer == "flying"

    @classmethod
    def parse(cls, settings: Mapping[str, object]) -> Settings:
        """Settings from keyword arguments, each checked; a clear error for
        an unknown name or a bad value."""
        check_names(cls, settings, "lasca")
        officer = settings.get("officer", "flying")
        if not isinstance(officer, str):
            raise ArgumentTypeError("officer", officer, "lasca_officer")
        officer = officer.strip().lower()
        if officer not in OFFICERS:
            raise SettingError("lasca.setting.officer", value=officer)
        return cls(officer, read_repetition(settings, "lasca"))
