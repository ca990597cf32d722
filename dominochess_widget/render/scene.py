"""Which view draws a state: its game's registry entry says (its ``view``).

The scenes themselves are plain data (:mod:`dominochess_widget.core.scene`)
made by each game's view; the widgets only look the view up here, and ask
it what more it offers (:class:`DescribesCells`, :class:`Overlaid`). No
Jupyter is needed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from dominochess_widget.core import registry
from dominochess_widget.core.errors import ArgumentTypeError, SettingError
from dominochess_widget.core.scene import BoardView


@runtime_checkable
class DescribesCells(Protocol):
    """A view that says in words what a cell holds (Lasca's columns, top
    first): a click on a viewer's board tells it."""

    def describe_cell(self, state: Any, cell: int, language: str) -> str: ...


@runtime_checkable
class Overlaid(Protocol):
    """A view with overlays: the names of show() options it reads as on/off
    switches (the widgets offer a checkbox each, labelled by the catalogue's
    ``overlay.<name>``) and ``overlay_words``, an overlay in sentences."""

    @property
    def overlays(self) -> tuple[str, ...]: ...

    def overlay_words(self, state: Any, name: str, language: str,
                      options: Mapping[str, Any]) -> Sequence[str]: ...


def cell_describer(view: object) -> Callable[[Any, int, str], str] | None:
    """``view``'s ``describe_cell``, or None where it says nothing of a cell."""
    return view.describe_cell if isinstance(view, DescribesCells) else None


def view_of(state: object) -> BoardView:
    """The board view of ``state``'s game; a clear error for anything else."""
    try:
        info = registry.info_of(state)
    except ArgumentTypeError:
        raise SettingError("board.not_a_game", value=repr(state),
                           known=", ".join(registry.names())) from None
    return _view(info)


def default_view() -> BoardView:
    """The view shown before any game: the first registered game's."""
    return _view(registry.info(registry.names()[0]))


def _view(info: registry.GameInfo) -> BoardView:
    if info.view is None:
        raise SettingError("board.no_view", game=info.name)
    return info.view
