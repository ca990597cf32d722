"""Widgets a game names in its registry entry, loaded when first needed.

A game's package is pure Python and must not import Jupyter, so a game
without a board (dominoes) names its widgets as ``"module:attribute"``
strings in ``extras``: ``"widget"`` the player, ``"display"`` what the game
viewer shows a step on, ``"aside"`` a panel beside the board (domino
chess's pool tracker). The widget layer imports them here, by name.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core import registry
from dominochess_widget.core.registry import GameInfo


def named_widget(info: GameInfo, key: str) -> Any | None:
    """The class ``info.extras[key]`` names, or None when the game names none."""
    spec = info.extras.get(key)
    if not isinstance(spec, str):
        return None
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)


class AsideSlot(widgets.Box):  # type: ignore[misc]
    """Where a game's own panel goes beside the board — ``extras["aside"]``,
    such as domino chess's pool tracker — following the state shown; empty
    for a game that names none. The panel is a widget with ``show(state)``."""

    def __init__(self, language: str) -> None:
        super().__init__()
        self._language = language
        self.panel: Any | None = None

    def show(self, state: Any, options: Mapping[str, Any] | None = None) -> None:
        """Show ``state`` in its game's panel (made when the game changes);
        ``options`` are the board's show() options the panel may read (a
        viewer's ``finished`` turn)."""
        kind = named_widget(registry.info_of(state), "aside")
        if kind is None:
            if self.panel is not None:
                self.panel = None
                self.children = []
            return
        if not isinstance(self.panel, kind):
            self.panel = kind(language=self._language)
            self.children = [self.panel]
        self.panel.show(state, options or {})
