"""OverlayToggles: a checkbox for each overlay a board's view offers (domino
chess's danger map), and the overlays switched on, in words.

The view says which overlays it has and what they say
(:class:`~dominochess_widget.core.scene.BoardView`); this widget only
switches them on the board and shows the view's sentences in a live
region, so a screen reader hears them too.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core import registry
from dominochess_widget.core.messages import translate
from dominochess_widget.render.scene import Overlaid
from dominochess_widget.widgets.board import BoardWidget


def _overlaid(state: Any) -> Overlaid | None:
    """``state``'s board view where it has overlays, or None (no state, a
    game with no board, a view without overlays)."""
    view = None if state is None else registry.info_of(state).view
    return view if isinstance(view, Overlaid) else None


class OverlayToggles(widgets.VBox):  # type: ignore[misc]
    """The overlays of ``board``'s view: ``sync(state)`` after each show()."""

    def __init__(self, board: BoardWidget, language: str) -> None:
        super().__init__()
        self.add_class("dcw-overlays")
        self._board = board
        self._language = language
        self._boxes: dict[str, widgets.Checkbox] = {}
        self._words = widgets.HTML()
        self._state: Any = None
        self._options: Mapping[str, Any] = {}

    @property
    def words(self) -> tuple[str, ...]:
        """What the overlays switched on say about the state shown."""
        view = _overlaid(self._state)
        if view is None:
            return ()
        return tuple(line for name in sorted(self._board.overlays)
                     for line in view.overlay_words(self._state, name, self._language,
                                                    self._options))

    def sync(self, state: Any, options: Mapping[str, Any] | None = None) -> None:
        """Follow the board to ``state`` (``options``: the board's show() options
        the view reads, such as a viewer's ``finished`` turn)."""
        self._state, self._options = state, dict(options or {})
        view = _overlaid(state)
        names = () if view is None else tuple(view.overlays)
        if names != tuple(self._boxes):
            self._boxes = {name: self._checkbox(name) for name in names}
            self.children = [*self._boxes.values(), self._words] if names else []
            if self._board.overlays - set(names):
                self._board.overlays = self._board.overlays & set(names)
        self._say()

    def switch(self, name: str, on: bool = True) -> None:
        """Switch the overlay ``name`` on or off (as its checkbox does)."""
        self._boxes[name].value = on

    def _checkbox(self, name: str) -> widgets.Checkbox:
        box = widgets.Checkbox(value=name in self._board.overlays, indent=False,
                               description=translate(f"overlay.{name}", self._language))
        box.add_class(f"dcw-overlay-{name}")
        box.observe(lambda change: self._toggle(name, bool(change["new"])), names="value")
        return box

    def _toggle(self, name: str, on: bool) -> None:
        current = set(self._board.overlays)
        self._board.overlays = current | {name} if on else current - {name}
        self._say()

    def _say(self) -> None:
        lines = self.words
        self._words.value = ("<div role='status' aria-live='polite'>"
                             + "".join(f"<div>{html.escape(line)}</div>" for line in lines)
                             + "</div>") if lines else ""

    def __repr__(self) -> str:
        return f"OverlayToggles(on={sorted(self._board.overlays)!r})"
