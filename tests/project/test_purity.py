"""The Jupyter-free parts stay Jupyter-free, and the drawing survives another ipycanvas.

Engines, the core, the session, the records, the scenes and the frames
import neither ipycanvas nor ipywidgets (checked in a fresh interpreter);
``widgets/batching.py`` falls back to unbatched drawing when ipycanvas
lacks the private attributes it batches with.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from dominochess_widget import games
from dominochess_widget.widgets import BoardWidget, batching

PURE = (
    "dominochess_widget",
    "dominochess_widget.games",
    "dominochess_widget.core.records",
    "dominochess_widget.core.movelist",
    "dominochess_widget.session",
    "dominochess_widget.examples",
    "dominochess_widget.ai.computers",
    "dominochess_widget.render.scene",
    "dominochess_widget.render.frames",
    "dominochess_widget.render.geometry",
    "dominochess_widget.render.palette",
)


def test_the_pure_modules_import_no_jupyter() -> None:
    code = (
        "import importlib, sys\n"
        f"for name in {PURE!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('ipycanvas', 'ipywidgets', 'IPython', 'comm')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "[]", done.stdout


def test_without_the_private_api_the_board_still_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    manager = batching.canvas_manager()
    assert batching.can_batch()
    monkeypatch.delattr(manager, "_commands_cache")
    assert not batching.can_batch()
    board = BoardWidget(games.new("russian"))
    state = games.new("russian")
    state.play("c3-d4")
    board.show(state)
    assert board.last_error is None, board.message
    with batching.batched():  # a plain block: nothing cached, nothing lost
        board.layers[0].fill_rect(0, 0, 1, 1)
