"""What the settings of the draughts games share (Russian draughts, Lasca):
every name must be one the game knows, and the repetition draw is a
switch, on by default. A game's ``Settings`` dataclass reads its own
rules with these. Pure Python."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any

from dominochess_widget.core.errors import ArgumentTypeError, SettingError


def check_names(settings_type: Any, settings: Mapping[str, object], game: str) -> None:
    """Refuse a name in ``settings`` that is no field of ``settings_type``
    (a dataclass), naming those it knows (``game``: the message key's prefix)."""
    names = [f.name for f in fields(settings_type)]
    for name in settings:
        if name not in names:
            raise SettingError(f"{game}.setting.unknown", name=name, known=", ".join(names))


def read_repetition(settings: Mapping[str, object], game: str) -> bool:
    """The ``repetition`` switch (the third repetition draws; default on):
    True or False, anything else refused by its type."""
    repetition = settings.get("repetition", True)
    if not isinstance(repetition, bool):
        raise ArgumentTypeError("repetition", repetition, f"{game}_switch")
    return repetition
