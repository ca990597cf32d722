"""Playing a study's node on a state: an action by its record text.

A node holds its action as the record writes it (``str(action)``), and
``state.play`` reads that text back. A record's move list may also hold
``resigns``: a player who leaves while the game goes on (DamHex³, H12); a
resignation that ends the game is no move but the record's Result.
"""

from __future__ import annotations

from typing import Any

from dominochess_widget.core.errors import ActionError
from dominochess_widget.core.movelist import RESIGNATION, termination_text
from dominochess_widget.core.records import RESIGNS


def play_text(state: Any, action: object) -> str:
    """Play ``action`` (an action, its text, or ``resigns``) on ``state``
    and give its record text; an error, changing nothing, when the rules
    refuse it."""
    if isinstance(action, str) and action.strip().lower() == RESIGNS:
        return _leave(state)
    return str(state.play(action))


def _leave(state: Any) -> str:
    """The seat to move resigns, when the others play on after it."""
    trial = state.clone()
    trial.resign(trial.to_move)
    if termination_text(trial) == RESIGNATION:
        raise ActionError("study.resign_ends")
    state.resign(state.to_move)
    return RESIGNS
