"""Which view draws a state: its game's registry entry says (``extras["view"]``).

The scenes themselves are plain data (:mod:`dominochess_widget.core.scene`)
made by each game's view; the widgets only look the view up here. No
Jupyter is needed.
"""

from __future__ import annotations

from dominochess_widget import games
from dominochess_widget.core.errors import ArgumentTypeError, SettingError
from dominochess_widget.core.scene import BoardView


def view_of(state: object) -> BoardView:
    """The board view of ``state``'s game; a clear error for anything else."""
    try:
        info = games.info_of(state)
    except ArgumentTypeError:
        raise SettingError("board.not_a_game", value=repr(state),
                           known=", ".join(games.names())) from None
    return _view(info)


def default_view() -> BoardView:
    """The view shown before any game: the first registered game's."""
    return _view(games.info(games.names()[0]))


def _view(info: games.GameInfo) -> BoardView:
    view = info.extras.get("view")
    if view is None:
        raise SettingError("board.no_view", game=info.name)
    return view  # type: ignore[return-value]  # registry extras are untyped by design
