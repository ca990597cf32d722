"""Lesson 8 in the browser (issue 16): after Run All the pool tracker shows
its triangle of tiles and the odds, and the viewer's danger map is drawn on
the board and said in words; unticking it takes the tags off the board."""

from __future__ import annotations

from typing import Any

from browser_harness import (
    canvas_urls,
    open_and_run,
    pixels_changed,
    screenshot,
    wait_painted,
    wait_pixels_change,
)


def test_lesson_8_shows_the_pool_and_the_danger_map(page: Any, lab: Any,
                                                    page_errors: list[str]) -> None:
    open_and_run(page, lab, "notebooks/08_counting_tiles.ipynb", timeout=180)
    pool = page.locator(".dcw-pool").first
    pool.wait_for(state="attached", timeout=60_000)
    pool.scroll_into_view_if_needed()
    page.wait_for_function("(node) => node.textContent.includes('27 tiles face down')",
                           arg=pool.element_handle(), timeout=60_000)
    assert pool.locator("img").count() == 1  # the triangle of the 28 tiles
    viewer = page.locator(".dominochess-viewer").first
    viewer.scroll_into_view_if_needed()
    wait_painted(page, viewer)
    words = viewer.locator(".dcw-overlays").first
    page.wait_for_function("(node) => node.textContent.includes('your king on g2: 13/27 = 48%')",
                           arg=words.element_handle(), timeout=60_000)
    screenshot(page, "counting_danger_map")
    before = canvas_urls(viewer)
    viewer.locator(".dcw-overlay-danger input").first.click()  # untick: the tags go
    wait_pixels_change(page, viewer, before, 50)
    assert pixels_changed(page, before, canvas_urls(viewer)) > 0
    page.wait_for_function("(node) => !node.textContent.includes('13/27')",
                           arg=words.element_handle(), timeout=30_000)
    assert not page_errors, page_errors
