"""Controls the play widget and the gamebook share: fixed-height text areas
(so the layout does not jump when a message comes and goes) and the buttons
for a pending choice or an action with no cells (domino chess's "which
half?" and its forfeits, a pass)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import ipywidgets as widgets

from dominochess_widget.session import PlaySession


def text_area(height: str, overflow: str = "auto") -> Any:
    """A text area of fixed ``height`` as wide as the board above or below
    it, whatever the board's size: it adds no width of its own (0) and
    stretches to its column's (min-width 100%)."""
    return widgets.Layout(width="0", min_width="100%", height=height, overflow=overflow)


def choice_buttons(session: PlaySession[Any], language: str, choose: Callable[[object], None],
                   play_free: Callable[[Any], None],
                   safely: Callable[[Callable[..., None]], Callable[..., None]]) -> tuple[Any, ...]:
    """Buttons for a pending choice among actions with the same cells
    (``choose(key)``), then for the legal actions that have no cells
    (``play_free(action)``); ``safely`` wraps each click's handler."""
    def button(label: str, handler: Callable[[], None]) -> Any:
        made = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
        made.on_click(safely(lambda _: handler()))
        return made

    out = [button(label, partial(choose, key)) for key, label in session.choice_labels()]
    for action in session.free_actions():
        out.append(button(session.rules.button_label(action, language), partial(play_free, action)))
    return tuple(out)
