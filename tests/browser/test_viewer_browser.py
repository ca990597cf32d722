"""GameViewer in JupyterLab (notebook 02), in a real Chromium.

* Stepping: the ▶ button goes through the kernel (a Python round trip),
  changes the annotation and repaints the board.
* Reload: after saving, a page reload shows the board again without
  running any cell (the board redraws itself when a view connects).
"""

from __future__ import annotations

import time
from typing import Any

from browser_harness import (
    annotation_step,
    canvas_urls,
    first_viewer,
    open_and_run,
    pixels_changed,
    screenshot,
    wait_painted,
    wait_pixels_change,
    wait_step_change,
)

NOTEBOOK = "notebooks/02_annotated_games.ipynb"
#: Fewer changed pixels than this is noise, not a new position (a moved
#: piece alone changes thousands of pixels on the 1260 × 840 canvas).
MIN_CHANGED_PIXELS = 500


def _annotation_text(viewer: Any) -> str:
    return viewer.locator(".dcv-annotation").inner_text()  # type: ignore[no-any-return]


def _prompts(page: Any) -> list[str]:
    return page.locator(".jp-Notebook .jp-CodeCell .jp-InputArea-prompt").all_inner_texts()  # type: ignore[no-any-return]


def test_next_button_steps_and_repaints(page: Any, lab: Any, page_errors: list[str]) -> None:
    open_and_run(page, lab, NOTEBOOK)
    viewer = first_viewer(page)
    viewer.scroll_into_view_if_needed()
    wait_painted(page, viewer)
    step = annotation_step(viewer)
    assert step == "0", f"the first viewer should start at step 0, not {step}"
    text = _annotation_text(viewer)
    pixels = canvas_urls(viewer)
    screenshot(page, "viewer-step-0")
    for click in range(1, 4):
        viewer.locator(".dcv-next").click()
        new_step = wait_step_change(page, viewer, step)
        assert int(new_step) == int(step) + 1, (step, new_step)
        new_text = _annotation_text(viewer)
        assert new_text != text, f"the annotation did not change at step {new_step}"
        new_pixels, changed = wait_pixels_change(page, viewer, pixels, MIN_CHANGED_PIXELS)
        screenshot(page, f"viewer-step-{click}")
        assert changed > MIN_CHANGED_PIXELS, (
            f"step {new_step}: only {changed} canvas pixels changed after ▶"
        )
        step, text, pixels = new_step, new_text, new_pixels
    assert page_errors == []


def test_reload_repaints_without_running(page: Any, lab: Any, page_errors: list[str]) -> None:
    open_and_run(page, lab, NOTEBOOK)
    viewer = first_viewer(page)
    viewer.scroll_into_view_if_needed()
    wait_painted(page, viewer)
    # Leave the first position, so the reloaded picture must be the kernel's
    # current one, not a default.
    old = canvas_urls(viewer)
    viewer.locator(".dcv-next").click()
    wait_step_change(page, viewer, "0")
    before, _ = wait_pixels_change(page, viewer, old, MIN_CHANGED_PIXELS)
    prompts = _prompts(page)

    page.locator(".jp-Notebook").first.click(position={"x": 5, "y": 5})
    page.keyboard.press("Control+s")
    deadline = time.monotonic() + 20
    views: list[Any] = []
    while len(views) < 3 and time.monotonic() < deadline:
        time.sleep(0.2)
        saved = lab.api(f"/api/contents/{NOTEBOOK}?content=1")
        views = [
            output
            for cell in saved["content"]["cells"]
            for output in cell.get("outputs", [])
            if "application/vnd.jupyter.widget-view+json" in output.get("data", {})
        ]
    assert len(views) == 3, f"the saved notebook should hold 3 viewer outputs, not {len(views)}"

    page.reload()
    page.wait_for_selector(".jp-Notebook")
    viewer = first_viewer(page)
    viewer.scroll_into_view_if_needed()
    wait_painted(page, viewer)
    screenshot(page, "viewer-after-reload")
    assert annotation_step(viewer) == "1"
    assert _prompts(page) == prompts, "cells ran again after the reload"
    # Same picture as before the reload (the redraw is the same drawing).
    after = canvas_urls(viewer)
    changed = pixels_changed(page, before, after)
    assert changed < MIN_CHANGED_PIXELS, f"{changed} pixels differ from the picture before reload"
    assert page_errors == []
