"""Widgets a game names in its registry entry, loaded when first needed.

A game's package is pure Python and must not import Jupyter, so a game
without a board (dominoes) names its widgets as ``"module:attribute"``
strings in ``extras``: ``"widget"`` the player, ``"display"`` what the game
viewer shows a step on. The widget layer imports them here, by name.
"""

from __future__ import annotations

import importlib
from typing import Any

from dominochess_widget.core.registry import GameInfo


def named_widget(info: GameInfo, key: str) -> Any | None:
    """The class ``info.extras[key]`` names, or None when the game names none."""
    spec = info.extras.get(key)
    if not isinstance(spec, str):
        return None
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)
