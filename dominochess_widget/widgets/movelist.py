"""The move list beside a board: the viewer's steps and the player's game so far.

One widget for both, so they look and read alike: a titled list of
numbered entries (a record's frame labels, "12. c3-d4", "5:Nb2-c4"), the
current one selected; picking an entry calls back with its index
(:meth:`MoveList.show` changes the list and the selection without calling back).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core.any_record import codec_of
from dominochess_widget.core.messages import translate
from dominochess_widget.core.scene import Frame
from dominochess_widget.render.frames import frames_of


def game_frames(state: Any, language: str) -> list[Frame]:
    """The game so far as the game viewer steps through its record (the
    same frames and labels: domino chess lists each tile drawn too), read
    back by the game's own codec (no other game's reader is asked)."""
    codec = codec_of(state)
    return frames_of(codec.read(codec.write(state)), language)


class MoveList(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """A titled list of ``labels``, one per step, numbered from 0."""

    def __init__(self, labels: Sequence[str], language: str, rows: int = 14,
                 width: str = "210px") -> None:
        self.select = widgets.Select(options=[], rows=rows, description="",
                                     layout=widgets.Layout(width=width))
        self.select.add_class("dcv-moves")
        self._callbacks: list[Callable[[int], None]] = []
        self._labels: tuple[str, ...] = ()
        self._syncing = False
        self.select.observe(self._on_value, names="value")
        title = widgets.HTML(f"<b>{html.escape(translate('viewer.moves', language))}</b>")
        super().__init__([title, self.select])
        self.show(labels, 0)

    @property
    def labels(self) -> list[str]:
        """The entries' labels, without their numbers."""
        return list(self._labels)

    @property
    def value(self) -> int | None:
        """The index of the entry selected."""
        return self.select.value  # type: ignore[no-any-return]

    @value.setter
    def value(self, index: int) -> None:
        """Select entry ``index`` as a user's pick would (callbacks run)."""
        self.select.value = index

    def show(self, labels: Sequence[str], index: int) -> None:
        """List ``labels`` (only if they changed) and select entry ``index``."""
        def update() -> None:
            if tuple(labels) != self._labels:
                self._labels = tuple(labels)
                self.select.options = [(f"{i:>3}  {label}", i) for i, label in enumerate(labels)]
            self.select.value = index if self._labels else None

        self._set(update)

    def on_pick(self, callback: Callable[[int], None]) -> None:
        """Call ``callback(index)`` when the user picks an entry."""
        self._callbacks.append(callback)

    def _set(self, change: Callable[[], None]) -> None:
        self._syncing = True
        try:
            change()
        finally:
            self._syncing = False

    def _on_value(self, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] is None:
            return
        for callback in self._callbacks:
            callback(int(change["new"]))
