"""How much room the page gives a board, measured in the browser.

ipywidgets cannot ask the browser how large a widget may grow, and the
kernel cannot guess it: a projector at 1920 × 1080 and a laptop at
1366 × 768 want boards of different sizes. :class:`RoomProbe` is an
invisible widget holding a hidden text box and a short script (an
``application/javascript`` output inside an ipywidgets ``Output``, which
JupyterLab and Voilà run, trusted, when they show the widget). The script
finds the element of the app round it, waits until the page has settled,
measures it (a :class:`Room`) and types the measures into the box as JSON,
the way a person's typing reaches the kernel; it measures again when the
window is resized or the app's width changes. :func:`board_size` turns a
room into the largest board that fits. Where no script runs (a kernel
alone, a front end without JavaScript) nothing is reported, and the
caller keeps its own size.
"""

from __future__ import annotations

import json
import math
import secrets
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

import ipywidgets as widgets

from dominochess_widget.render.geometry import fitting_size

#: Room kept free under the app (CSS px): the page's own margin, a scroll bar.
BOTTOM_MARGIN = 24

#: The script; ``%(key)s`` is the probe's class, ``%(root)s`` a CSS selector
#: of the app element to measure. It measures until two readings 150 ms
#: apart agree (ipywidgets draws a page's widgets over several frames), and
#: sends only readings that changed.
_SCRIPT = """
(() => {
  const input = () => document.querySelector('.%(key)s input');
  const scroller = (element) => {
    for (let e = element.parentElement; e !== null && e !== document.body; e = e.parentElement) {
      const scrolls = /(auto|scroll)/.test(getComputedStyle(e).overflowY);
      if (scrolls && e.scrollHeight > e.clientHeight + 1) return e;
    }
    return null;
  };
  // The height of an element's content (a flex row stretches its items).
  const natural = (element) => {
    const top = element.getBoundingClientRect().top;
    let bottom = top;
    for (const child of element.children) {
      const box = child.getBoundingClientRect();
      if (box.height > 0) {
        bottom = Math.max(bottom, box.bottom + parseFloat(getComputedStyle(child).marginBottom));
      }
    }
    return bottom - top;
  };
  const measure = (root) => {
    const app = root.getBoundingClientRect();
    const area = scroller(root);
    const view = area === null
      ? { top: -window.scrollY, height: window.innerHeight }
      : { top: area.getBoundingClientRect().top - area.scrollTop, height: area.clientHeight };
    const stage = root.querySelector('.dcw-stage');
    if (stage === null) return null;
    // In each row on the way up to the app: the width of what sits beside
    // the board's branch, and how much taller the row is than that branch.
    let beside = 0, slack = 0, branch = stage.closest('.dcw-board');
    for (let row = branch.parentElement; row !== null && root.contains(row);
         branch = row, row = row.parentElement) {
      const style = getComputedStyle(row);
      if (!style.display.includes('flex') || !style.flexDirection.startsWith('row')) continue;
      for (const other of row.children) {
        if (other === branch) continue;
        const margins = getComputedStyle(other);
        beside += other.getBoundingClientRect().width
          + parseFloat(margins.marginLeft) + parseFloat(margins.marginRight);
      }
      slack += Math.max(0, row.getBoundingClientRect().height - natural(branch));
    }
    return JSON.stringify({
      view_height: view.height, top: app.top - view.top, width: app.width, beside: beside,
      board_height: stage.getBoundingClientRect().height, app_height: app.height, slack: slack,
    });
  };
  let tries = 0;
  const start = () => {
    const box = input();
    if (box === null) {
      if (++tries < 600) setTimeout(start, 100);
      return;
    }
    const root = box.closest('%(root)s') || document.body;
    let sent = '', last = null, timer = null, width = root.getBoundingClientRect().width;
    const settle = () => {
      const now = measure(root);
      if (now === null || now !== last) {
        last = now;
        timer = setTimeout(settle, 150);
        return;
      }
      if (now !== sent && box.isConnected) {
        sent = now;
        box.value = now;
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }
    };
    const again = () => {
      if (!box.isConnected) {
        window.removeEventListener('resize', again);
        return;
      }
      clearTimeout(timer);
      last = null;
      timer = setTimeout(settle, 150);
    };
    window.addEventListener('resize', again);
    new ResizeObserver(() => {
      const now = root.getBoundingClientRect().width;
      if (now !== width) {
        width = now;
        again();
      }
    }).observe(root);
    settle();
  };
  start();
})();
"""


@dataclass(frozen=True)
class Room:
    """What the script measured, in CSS pixels: the height of the area the
    page scrolls in (the window, in Voilà), the app's top in that area,
    its width and height, the board's height, the width of whatever sits
    beside the board in the rows round it, and the slack: how much the
    board may grow before its rows do (what sits beside it is taller)."""

    view_height: float
    top: float
    width: float
    beside: float
    board_height: float
    app_height: float
    slack: float = 0.0

    @classmethod
    def parse(cls, text: str) -> Room | None:
        """The room in ``text`` (the script's JSON), or None when it is not
        one (the box is hidden, but a kernel trusts no page)."""
        try:
            data = json.loads(text)
            values = {f.name: float(data[f.name]) for f in fields(cls)}
        except (ValueError, TypeError, KeyError):
            return None
        if not all(math.isfinite(v) and 0 <= v < 1e6 for v in values.values()):
            return None
        return cls(**values)


def board_size(room: Room, fitting: Callable[[float, float], int] = fitting_size) -> int:
    """The largest board size that lets the whole app fit the room, by
    ``fitting`` (width, height → size: a board and its panel by default,
    :func:`~dominochess_widget.render.table.table_fitting` for a table): as wide
    as the app's width less what sits beside the board, as tall as the
    window less what lies above the app and above and below the board (the
    page's title, the controls, the message area) and a margin; at least
    as tall as what sits beside it where that is taller (the app is at
    least that tall anyway).
    What lies above counts for a quarter of the window at most (in
    JupyterLab the app may be anywhere in a long notebook)."""
    around = max(0.0, room.app_height - room.board_height - room.slack)
    above = min(max(0.0, room.top), room.view_height / 4)
    height = room.view_height - above - around - BOTTOM_MARGIN
    beside = room.board_height + room.slack if room.slack > 0 else 0.0
    return fitting(room.width - room.beside, max(height, beside))


class RoomProbe(widgets.Box):  # type: ignore[misc]  # ipywidgets has no type stubs
    """An invisible widget that reports the room of the element ``root``
    (a CSS selector) round it to ``callback(room)``."""

    def __init__(self, root: str, callback: Callable[[Room], Any]) -> None:
        key = f"dcw-room-{secrets.token_hex(4)}"
        box = widgets.Text(layout=widgets.Layout(display="none"))
        box.add_class(key)
        script = widgets.Output(layout=widgets.Layout(display="none"))
        script.outputs = ({"output_type": "display_data", "metadata": {}, "data": {
            "application/javascript": _SCRIPT % {"key": key, "root": root},
            "text/plain": "RoomProbe script",
        }},)
        super().__init__((box, script), layout=widgets.Layout(display="none"))
        self._callback = callback
        box.observe(self._on_text, names="value")

    def _on_text(self, change: dict[str, Any]) -> None:
        room = Room.parse(change["new"])
        if room is not None:
            self._callback(room)
