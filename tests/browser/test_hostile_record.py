"""Markup in a record (tags, comments) shows as text and never runs.

The test notebook ``notebooks/hostile.ipynb`` (in this folder) shows a
GameViewer on a record whose Event, Red and comments hold a ``<script>``
and ``<img src=x onerror=...>`` that would set ``window.__hacked``. Its
second output is a control: the same ``<img onerror>`` in a plain HTML
widget, which must run (sets ``window.__control``), or this test could not
fail.
"""

from __future__ import annotations

from typing import Any

from browser_harness import (
    TEST_NOTEBOOKS_DIR,
    annotation_step,
    first_viewer,
    open_and_run,
    screenshot,
    wait_painted,
    wait_step_change,
)

NOTEBOOK = f"{TEST_NOTEBOOKS_DIR}/hostile.ipynb"
SCRIPT = "<script>window.__hacked = 1</script>"
IMG = '<img src=x onerror="window.__hacked = 2">'

#: What the annotation panel must show, as text, at each step.
EXPECTED = {
    "0": [f"Game comment {SCRIPT}", f"Tile comment {IMG}"],
    "1": [f"Knight {SCRIPT} and {IMG}"],
    "2": [f"Rook bold {IMG}"],
}


def _hacked(page: Any) -> Any:
    return page.evaluate("() => window.__hacked")


def test_markup_in_record_is_shown_as_text(page: Any, lab: Any, page_errors: list[str]) -> None:
    open_and_run(page, lab, NOTEBOOK)
    # The control proves that an unescaped <img onerror> does run here.
    page.wait_for_function("() => window.__control === 1", timeout=20_000)
    viewer = first_viewer(page)
    viewer.scroll_into_view_if_needed()
    wait_painted(page, viewer)

    title = viewer.locator(".dcv-title").inner_text()
    assert title == f'{SCRIPT} <img src=x onerror="window.__hacked = 2">'
    assert 'Red: <img src=x onerror="window.__hacked = 3">' in viewer.inner_text()

    step = annotation_step(viewer)
    assert step == "0"
    while True:
        panel = viewer.locator(".dcv-annotation")
        text = panel.inner_text()
        for expected in EXPECTED[step]:
            assert expected in text, f"step {step}: {expected!r} not shown in {text!r}"
        assert panel.locator("script, img").count() == 0
        assert _hacked(page) is None, f"window.__hacked = {_hacked(page)} at step {step}"
        screenshot(page, f"hostile-step-{step}")
        if viewer.locator(".dcv-next").is_disabled():
            break
        viewer.locator(".dcv-next").click()
        step = wait_step_change(page, viewer, step)
    assert step == "2"
    # Markdown still works between the escaped tags.
    assert viewer.locator(".dcv-annotation strong").inner_text() == "bold"
    # The only pictures are the pool tracker's own (its triangle of tiles).
    assert viewer.locator("script").count() == 0
    assert viewer.locator("img").count() == viewer.locator(".dcw-pool img").count()
    # Give a late onerror (a failed image load is asynchronous) time to fire.
    page.wait_for_timeout(500)
    assert _hacked(page) is None
    assert page_errors == []
