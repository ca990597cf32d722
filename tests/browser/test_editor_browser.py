"""The position editor in a real Chromium (JupyterLab): a piece placed by
clicking the palette and a square's button reaches the kernel, whose
position text comes back into the page, the board repaints, Check answers
in words under the board, and Play from here opens a player on that very
position; the editors of domino chess, Lasca (columns, in Italian) and
DamHex³ are painted. Screenshots land in ``artifacts/browser/`` (``editor_*.png``)."""

from __future__ import annotations

from typing import Any

from browser_harness import (
    TEST_NOTEBOOKS_DIR,
    canvas_urls,
    click_square,
    open_and_run,
    play_status,
    screenshot,
    wait_painted,
    wait_pixels_change,
)

NOTEBOOK = f"{TEST_NOTEBOOKS_DIR}/editor.ipynb"
#: Fewer changed pixels than this is noise, not a king drawn.
MIN_CHANGED_PIXELS = 500


def _position(editor: Any) -> str:
    return str(editor.locator(".dce-position textarea").input_value())


def _wait_position(page: Any, editor: Any, text: str, timeout: float = 30) -> None:
    page.wait_for_function(
        "([root, text]) => root.querySelector('.dce-position textarea').value === text",
        arg=[editor.element_handle(), text], timeout=timeout * 1000)


def test_a_piece_placed_by_clicking_changes_the_position_text(
    page: Any, lab: Any, page_errors: list[str]
) -> None:
    open_and_run(page, lab, NOTEBOOK)
    editor = page.locator(".dominochess-editor").first
    editor.locator(".dce-position textarea").wait_for(state="attached", timeout=60_000)
    editor.scroll_into_view_if_needed()
    _wait_position(page, editor, "W:Wc3:Bf6")
    wait_painted(page, editor)
    screenshot(page, "editor_russian_before")
    before = canvas_urls(editor)
    editor.locator(".dce-palette button", has_text="Black king").click()
    click_square(editor, "e5")
    _wait_position(page, editor, "W:Wc3:BKe5,f6")
    _, changed = wait_pixels_change(page, editor, before, MIN_CHANGED_PIXELS)
    assert changed > MIN_CHANGED_PIXELS, f"only {changed} pixels changed after placing a king"
    editor.locator("button.dce-validate").click()
    status = editor.locator(".dcw-status").first
    status.wait_for(timeout=30_000)
    assert status.inner_text() == "The game accepts this position: White to move."
    editor.locator("button.dce-play").click()
    player = editor.locator(".dce-slot .dominochess-play").first
    play_status(player).wait_for(state="attached", timeout=60_000)
    assert play_status(player).get_attribute("data-position") == "W:Wc3:BKe5,f6"
    screenshot(page, "editor_russian_after")
    for index, name in enumerate(("dominochess", "lasca", "damhex"), start=1):
        other = page.locator(".dominochess-editor").nth(index)
        other.scroll_into_view_if_needed()
        wait_painted(page, other)
        screenshot(page, f"editor_{name}")
    assert _position(page.locator(".dominochess-editor").nth(2)) == "B c3=wBb e5=Bw g7=b"
    assert "Traceback" not in page.locator("body").inner_text()
    assert not page_errors, page_errors
