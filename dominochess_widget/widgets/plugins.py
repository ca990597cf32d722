"""The widgets a game needs beyond the board, registered by the widget
modules that define them.

A game's package is pure Python and must not import Jupyter, so the widget
layer keeps its own small registry, by game name: ``player`` the widget a
game without a board is played on (dominoes' table), ``display`` what the
game viewer shows a step on instead of a board, ``aside`` a panel beside
the board (domino chess's pool tracker). A widget module calls
:func:`register_widgets` at its bottom; :mod:`dominochess_widget.widgets`
imports every such module, so they are registered once the widgets are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core import registry

#: A widget class (ipywidgets has no type stubs): made with ``language=``
#: and the options its game's widget takes.
WidgetClass = type[Any]


@dataclass(frozen=True)
class GameWidgets:
    """A game's own widgets (None where the game uses the house's)."""

    player: WidgetClass | None = None
    display: WidgetClass | None = None
    aside: WidgetClass | None = None


_NONE = GameWidgets()
_WIDGETS: dict[str, GameWidgets] = {}


def register_widgets(game: str, *, player: WidgetClass | None = None,
                     display: WidgetClass | None = None,
                     aside: WidgetClass | None = None) -> None:
    """Say which of its own widgets the game ``game`` (a registry name) uses;
    what is not given is left as registered before."""
    given = {name: value for name, value in
             (("player", player), ("display", display), ("aside", aside)) if value is not None}
    _WIDGETS[game] = replace(_WIDGETS.get(game, _NONE), **given)


def widgets_of(game: str) -> GameWidgets:
    """The widgets the game ``game`` registered (none: the house's own)."""
    return _WIDGETS.get(game, _NONE)


class AsideSlot(widgets.Box):  # type: ignore[misc]
    """Where a game's own panel goes beside the board — its ``aside``, such
    as domino chess's pool tracker — following the state shown; empty for a
    game that has none. The panel is a widget with ``show(state, options)``."""

    def __init__(self, language: str) -> None:
        super().__init__()
        self._language = language
        self.panel: Any | None = None

    def show(self, state: Any, options: Mapping[str, Any] | None = None) -> None:
        """Show ``state`` in its game's panel (made when the game changes);
        ``options`` are the board's show() options the panel may read (a
        viewer's ``finished`` turn)."""
        kind = widgets_of(registry.info_of(state).name).aside
        if kind is None:
            if self.panel is not None:
                self.panel = None
                self.children = []
            return
        panel = self.panel
        if not isinstance(panel, kind):
            panel = self.panel = kind(language=self._language)
            self.children = [panel]
        panel.show(state, options or {})
