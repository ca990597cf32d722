"""One batched, exception-safe drawing block for ipycanvas (0.14.3).

Every private ipycanvas attribute the widgets rely on is touched here and
nowhere else, so a new ipycanvas release needs checking in one place.
pyproject.toml caps ipycanvas below 0.15; should a release still lack one
of these attributes (:data:`PRIVATE_API`), :func:`batched` falls back to
drawing unbatched: every picture stays right, it just takes more messages.

Why not plain ``hold_canvas()``:

* An exception inside ``hold_canvas()`` skips its flush and leaves the
  global canvas manager caching: nothing more reaches the browser until
  the next successful block, and the half-drawn commands go out with it.
  :func:`batched` drops the commands of a failed block and switches
  caching back off, so the view keeps the last good picture and the next
  redraw works.
* The kernel-side manager sends its "switch canvas" command only when the
  target canvas changes, and a newly connected view (page reload, Voilà)
  has no current canvas, so a redraw for it is dropped (ipycanvas#342,
  voila#1447; see the project's jupyter-widgets guide). :func:`batched`
  forgets the current canvas at the start of every block, so each batch
  opens with its own switch and any view can apply it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ipycanvas import canvas as _ipycanvas_canvas

#: The canvas manager's private attributes :func:`batched` relies on.
PRIVATE_API = ("_caching", "_commands_cache", "_buffers_cache", "_current_canvas", "flush")


def canvas_manager() -> Any:
    """ipycanvas's single kernel-side canvas manager (a widget)."""
    return getattr(_ipycanvas_canvas, "_CANVAS_MANAGER", None)


def can_batch() -> bool:
    """True when this ipycanvas has what :func:`batched` needs."""
    manager = canvas_manager()
    return manager is not None and all(hasattr(manager, name) for name in PRIVATE_API)


def forget_current_canvas() -> None:
    """Make the next draw command start with a "switch canvas" command.

    The cure for the blank canvas after a page reload or in Voilà: the
    manager's idea of the current canvas is the kernel's, not the newly
    connected view's."""
    if can_batch():
        canvas_manager()._current_canvas = None


@contextmanager
def batched() -> Iterator[None]:
    """Collect every draw command of the block into one comm message.

    Nested blocks join the outer one. If the block raises, its commands
    are discarded (the outer block's earlier commands are kept), caching
    is restored, and the exception propagates. Without the private API
    (see the module) the block draws unbatched."""
    if not can_batch():
        yield
        return
    manager = canvas_manager()
    outer = bool(manager._caching)
    commands_before = len(manager._commands_cache)
    buffers_before = len(manager._buffers_cache)
    if not outer:
        forget_current_canvas()
        manager._caching = True
    try:
        yield
    except BaseException:
        del manager._commands_cache[commands_before:]
        del manager._buffers_cache[buffers_before:]
        # The dropped commands may have contained the last switch.
        forget_current_canvas()
        if not outer:
            manager._caching = False
        raise
    if not outer:
        try:
            manager.flush()
        except BaseException:
            # A batch that cannot be sent must not be sent again with the next one.
            manager._commands_cache = []
            manager._buffers_cache = []
            forget_current_canvas()
            raise
        finally:
            manager._caching = False
