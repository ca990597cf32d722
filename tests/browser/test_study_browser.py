"""Issue 28, item 5, in Chromium (JupyterLab): a three-move annotated game
of Russian draughts built in the study editor by clicks on the board's
squares and by keys (a comment typed then Tab, an action typed then
Enter), a cell marked, then Preview shows it in the game viewer under the
editor: its three moves and the comment. Screenshots at 1366 × 768 and
1920 × 1080 land in ``artifacts/browser/`` (``study_*.png``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from browser_harness import (
    Lab,
    click_square,
    open_and_run,
    screenshot,
    wait_painted,
)

#: The notebook the test writes into the Lab root (the test's own, not shipped).
NOTEBOOK = "study-tests/study.ipynb"
SOURCES = ('from dominochess_widget.widgets import StudyEditor\n\nStudyEditor("russian")',
           'StudyEditor("dominochess", seed=3)', 'StudyEditor("dominoes", seed=3, language="it")')
COMMENT = "Why **this** move? The centre."


def _write_notebook(root: Path) -> None:
    notebook = {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                   "outputs": [], "source": source} for source in SOURCES],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)",
                                    "language": "python", "name": "python3"},
                     "language_info": {"name": "python"}},
        "nbformat": 4, "nbformat_minor": 5,
    }
    path = root / NOTEBOOK
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(notebook), encoding="utf-8")


def _wait_actions(page: Any, editor: Any, count: int) -> None:
    """Wait until the kernel has redrawn the status at ``count`` actions."""
    page.wait_for_function(
        "([root, n]) => root.querySelector('.dst-status [data-actions]')"
        "?.getAttribute('data-actions') === String(n)",
        arg=[editor.element_handle(), count], timeout=30_000)


def _wait_record(page: Any, editor: Any, text: str) -> None:
    """Wait until the record box holds ``text`` (a kernel round trip)."""
    page.wait_for_function(
        "([root, text]) => (root.querySelector('.dst-record textarea')?.value ?? '')"
        ".includes(text)",
        arg=[editor.element_handle(), text], timeout=30_000)


def test_5_a_three_move_annotated_game_by_clicks_and_keys_opens_in_the_viewer(
        page: Any, lab: Lab, page_errors: list[str]) -> None:
    _write_notebook(lab.root)
    open_and_run(page, lab, NOTEBOOK)
    editor = page.locator(".dominochess-study").first
    editor.locator(".dst-status [data-actions]").first.wait_for(state="attached",
                                                                  timeout=60_000)
    editor.scroll_into_view_if_needed()
    wait_painted(page, editor)

    click_square(editor, "c3")
    click_square(editor, "d4")
    _wait_actions(page, editor, 1)
    comment = editor.locator(".dst-comment textarea").first
    comment.click()
    page.keyboard.type(COMMENT)
    page.keyboard.press("Tab")  # leaving the box saves the comment
    _wait_record(page, editor, "{Why **this** move? The centre.}")

    click_square(editor, "f6")
    click_square(editor, "e5")
    _wait_actions(page, editor, 2)
    entry = editor.locator(".dst-entry input").first
    entry.click()
    page.keyboard.type("d4:f6")
    page.keyboard.press("Enter")
    _wait_actions(page, editor, 3)

    editor.locator(".dst-mode button", has_text="marks a cell").click()
    click_square(editor, "f6")
    _wait_record(page, editor, "[%csl Gf6]")
    assert editor.locator(".dst-tree option").count() == 4  # the start and three moves

    for width, height in ((1366, 768), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        for part in ("status", "tree", "record"):
            editor.locator(f".dst-{part}").first.scroll_into_view_if_needed()
            screenshot(page, f"study_editor_{part}_{width}x{height}")

    editor.locator("button.dst-preview").click()
    viewer = editor.locator(".dst-slot .dominochess-viewer").first
    viewer.locator(".dcv-annotation [data-step]").first.wait_for(state="attached",
                                                                 timeout=60_000)
    moves = viewer.locator(".dcv-moves select").first.inner_text()
    for move in ("c3-d4", "f6-e5", "d4:f6"):
        assert move in moves, moves
    viewer.locator("button.dcv-next").click()
    page.wait_for_function(
        "(root) => root.querySelector('.dcv-annotation [data-step]')"
        "?.getAttribute('data-step') === '1'", arg=viewer.element_handle())
    annotation = viewer.locator(".dcv-annotation").first
    assert "Why this move? The centre." in annotation.inner_text()
    assert annotation.locator("strong", has_text="this").count() == 1
    viewer.scroll_into_view_if_needed()
    wait_painted(page, viewer)
    screenshot(page, "study_editor_preview_1920x1080")
    page.set_viewport_size({"width": 1366, "height": 768})
    viewer.scroll_into_view_if_needed()
    screenshot(page, "study_editor_preview_1366x768")
    for index, name in ((1, "dominochess"), (2, "dominoes_it")):
        other = page.locator(".dominochess-study").nth(index)
        wait_painted(page, other, min_opaque=0.3)
        other.locator(".dst-status").first.evaluate("(e) => e.scrollIntoView()")
        screenshot(page, f"study_editor_{name}_1366x768")
    assert "Traceback" not in page.locator("body").inner_text()
    assert not page_errors, page_errors
