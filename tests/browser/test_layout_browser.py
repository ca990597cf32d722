"""A lesson board with its side column on a laptop and a projector (issue
27, items 2 and 8), in JupyterLab in a real Chromium.

A notebook of two domino chess PlayWidgets, English and Italian (the
longest texts), each with its *Danger map* ticked, and two puzzle widgets
(lesson 09's dc-12, English and Italian: the puzzle widget's odds column
once covered the drawn tile at 1366 px) is run at 1366 × 768 (JupyterLab's
file browser open, as it opens) and at 1920 × 1080. For each widget:

* the canvas and the boxes of the side column (move list, odds, danger
  words) do not overlap: a column that does not fit beside the board goes
  below it;
* no text is clipped sideways (``scrollWidth <= clientWidth`` for every
  text element of the widget);
* no text is under 14 CSS px: neither the page's texts (computed
  ``font-size``) nor any text drawn on the canvas (recorded ``fillText``
  calls, scaled to the displayed size).

Screenshots: ``artifacts/browser/layout_*.png``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from browser_harness import INIT_SCRIPT, Lab, open_and_run, screenshot, wait_painted
from test_projector_browser import PARTS, TEXT_PROBE, _font_px, _overlaps, _shown_texts

from dominochess_widget.render.fonts import MIN_TEXT_PX

#: Window sizes: a small laptop and a projector.
SIZES = {"1366x768": (1366, 768), "1920x1080": (1920, 1080)}
NOTEBOOK = "layout/two_players.ipynb"
_CELLS = [
    "from dominochess_widget.widgets import PlayWidget",
    "english = PlayWidget(seed=1)\nenglish.overlays.switch('danger')\nenglish",
    "italian = PlayWidget(seed=1, language='it')\nitalian.overlays.switch('danger')\nitalian",
    "from dominochess_widget.widgets import PuzzleWidget\n"
    "PuzzleWidget(puzzle='dc-12-no-safe-square')",
    "PuzzleWidget(puzzle='dc-12-no-safe-square', language='it')",
]

#: Every visible element of ``root`` that holds text of its own: its font
#: size and whether it is clipped sideways.
TEXTS = """
(root) => {
  const visible = (e) => {
    const r = e.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    for (let a = e; a !== null; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.display === 'none' || s.visibility === 'hidden') return false;
    }
    return true;
  };
  const own = (e) => Array.from(e.childNodes).some(
    (n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '');
  const found = [];
  for (const e of root.querySelectorAll('*')) {
    if (e.tagName === 'OPTION' || e.tagName === 'STYLE' || !visible(e)) continue;
    const select = e.tagName === 'SELECT';
    if (!own(e) && !select) continue;
    const text = select ? Array.from(e.options).map((o) => o.text).join(' | ') : e.innerText;
    found.push({ name: e.tagName.toLowerCase() + '.' + Array.from(e.classList).join('.'),
                 text: text.slice(0, 60), px: parseFloat(getComputedStyle(e).fontSize),
                 clipped: !select && e.scrollWidth > e.clientWidth + 1 });
  }
  return found;
}
"""

#: The column beside the board (the second item of the row that wraps).
SIDE = "(widget) => widget.querySelector('.dcw-beside').lastElementChild"


@pytest.fixture
def notebook(lab: Lab) -> Iterator[str]:
    """The two players' notebook, written into the Lab's root (the Lab is
    the browser tests' shared one)."""
    cells = [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
              "source": source} for source in _CELLS]
    path = lab.root / NOTEBOOK
    path.parent.mkdir(parents=True, exist_ok=True)
    kernel = {"kernelspec": {"name": "python3", "display_name": "Python 3",
                             "language": "python"}}
    path.write_text(json.dumps({"cells": cells, "metadata": kernel, "nbformat": 4,
                                "nbformat_minor": 5}), encoding="utf-8")
    yield NOTEBOOK


def _page(browser: Any, size: tuple[int, int], errors: list[str]) -> Any:
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.add_init_script(INIT_SCRIPT)
    page.add_init_script(TEXT_PROBE)
    page.set_default_timeout(30_000)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page


def _check(page: Any, widget: Any) -> dict[str, Any]:
    """The checks of the module docstring for one widget; its figures."""
    widget.scroll_into_view_if_needed()
    canvas = widget.locator(".dcw-stage canvas").first
    box = canvas.evaluate("(c) => { const r = c.getBoundingClientRect(); return "
                          "{ name: 'canvas', left: r.left, top: r.top, right: r.right, "
                          "bottom: r.bottom, width: c.width, css: r.width, height: c.height }; }")
    side = widget.evaluate_handle(SIDE)
    parts = [p for p in side.evaluate(PARTS) if not p["name"].startswith("canvas")]
    assert parts, "no side column"
    assert _overlaps([box, *parts]) == []
    texts = widget.evaluate(TEXTS)
    clipped = [t for t in texts if t["clipped"]]
    assert clipped == [], clipped
    small = [t for t in texts if t["px"] < MIN_TEXT_PX]
    assert small == [], small
    drawn = _shown_texts(page.evaluate("() => window.__dcwTexts"), (box["width"], box["height"]))
    assert drawn, "no text drawn on the canvas"
    scale = box["width"] / box["css"]
    smallest = min(_font_px(t["font"]) / scale for t in drawn)
    assert smallest >= MIN_TEXT_PX, min(drawn, key=lambda t: _font_px(t["font"]))
    return {"board_css": box["css"], "smallest_canvas_px": smallest,
            "smallest_page_px": min(t["px"] for t in texts)}


@pytest.mark.parametrize("size", list(SIZES.values()), ids=list(SIZES))
def test_2_the_side_column_never_covers_the_board_and_no_text_is_small(
    browser: Any, lab: Lab, notebook: str, page_errors: list[str], size: tuple[int, int]
) -> None:
    page = _page(browser, size, page_errors)
    try:
        open_and_run(page, lab, notebook)
        players = page.locator(".dominochess-play")
        players.nth(1).locator(".dcw-stage canvas").wait_for(state="attached", timeout=60_000)
        figures = {}
        for index, language in enumerate(("en", "it")):
            widget = players.nth(index)
            wait_painted(page, widget, timeout=60)
            widget.locator(".dcw-overlays [role=status] div").first.wait_for(state="attached")
            screenshot(page, f"layout_{language}_{size[0]}x{size[1]}")
            figures[language] = _check(page, widget)
        puzzles = page.locator(".dominochess-gamebook")
        puzzles.nth(1).locator(".dcw-stage canvas").wait_for(state="attached", timeout=60_000)
        for index, language in enumerate(("en", "it")):
            widget = puzzles.nth(index)
            wait_painted(page, widget, timeout=60)
            figures[f"puzzle {language}"] = _check(page, widget)  # scrolls it into view
            screenshot(page, f"layout_puzzle_{language}_{size[0]}x{size[1]}")
        print(size, figures)
        assert page_errors == [], page_errors
    finally:
        page.context.close()
        lab.shutdown_kernels()
