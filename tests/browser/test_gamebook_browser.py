"""The gamebook player in JupyterLab, in a real Chromium: a student solves
the first domino chess puzzle by clicking squares.

A wrong try first (the king steps aside): the kernel answers "wrong", says
why and puts the king back (the picture is the one before the try); then
the capture: "Solved!" and the next puzzle offered. Screenshots land in
``artifacts/browser/`` (``gamebook_*.png``).
"""

from __future__ import annotations

from typing import Any

from browser_harness import (
    TEST_NOTEBOOKS_DIR,
    canvas_urls,
    click_square,
    open_and_run,
    pixels_changed,
    screenshot,
    wait_painted,
)

from dominochess_widget.core.messages import translate
from dominochess_widget.puzzles import load_puzzles

NOTEBOOK = f"{TEST_NOTEBOOKS_DIR}/gamebook.ipynb"


def _said(widget: Any, verdict: str) -> Any:
    """The feedback area once the kernel has rendered ``verdict`` in it."""
    said = widget.locator(f".dgb-feedback [data-verdict='{verdict}']").first
    said.wait_for(state="attached", timeout=30_000)
    return said


def test_the_first_puzzle_is_solved_by_clicks(page: Any, lab: Any,
                                              page_errors: list[str]) -> None:
    puzzle = next(p for p in load_puzzles("dominochess") if p.id == "dc-01-king-bites")
    open_and_run(page, lab, NOTEBOOK)
    widget = page.locator(".dominochess-gamebook").first
    _said(widget, "")
    widget.scroll_into_view_if_needed()
    wait_painted(page, widget)
    assert puzzle.goal_text.en in widget.locator(".dgb-goal").inner_text()
    start = canvas_urls(widget)
    screenshot(page, "gamebook_start")

    click_square(widget, "e3")
    click_square(widget, "e2")
    wrong = _said(widget, "wrong").inner_text()
    assert translate("puzzle.why.win", "en") in wrong
    assert translate("gamebook.try_again", "en") in wrong
    assert pixels_changed(page, start, canvas_urls(widget)) == 0  # the king is back
    screenshot(page, "gamebook_wrong")

    click_square(widget, "e3")
    click_square(widget, "d4")
    solved = widget.locator(".dgb-feedback .dgb-solved").first
    solved.wait_for(state="attached", timeout=30_000)
    text = solved.inner_text()
    assert text.startswith("Solved!"), text
    assert puzzle.right.en in text
    assert "Next puzzle: " in text
    assert pixels_changed(page, start, canvas_urls(widget)) > 0
    screenshot(page, "gamebook_solved")
    assert not page_errors, page_errors


def test_lesson_9_runs_and_a_line_puzzle_is_answered(page: Any, lab: Any,
                                                      page_errors: list[str]) -> None:
    """The lesson in the browser: Run All draws every puzzle's board; in the
    Russian draughts puzzle a move by clicks is answered by Black's reply,
    drawn on the board and named under it."""
    open_and_run(page, lab, "notebooks/09_puzzles.ipynb", timeout=180)
    books = page.locator(".dominochess-gamebook")
    assert books.count() == 7
    russian = books.nth(4)
    _said(russian, "")
    russian.scroll_into_view_if_needed()
    wait_painted(page, russian)
    before = canvas_urls(russian)
    click_square(russian, "a7")
    click_square(russian, "b8")
    answered = _said(russian, "good").inner_text()
    assert "Black answers d4:b2." in answered, answered
    assert pixels_changed(page, before, canvas_urls(russian)) > 0
    screenshot(page, "gamebook_lesson_russian_reply")
    assert not page_errors, page_errors


#: Each labelled button of a gamebook: its words, and whether they fit.
BUTTON_FIT = """(root) => Array.from(root.querySelectorAll('button'))
  .filter((b) => b.textContent.trim() && b.offsetParent !== null)
  .map((b) => [b.textContent.trim(), b.scrollWidth <= b.clientWidth + 1, b.clientWidth])"""


def test_10_italian_buttons_fit_their_words_and_4_progress_downloads_by_keyboard(
        page: Any, lab: Any, page_errors: list[str]) -> None:
    """Issue 27 items 10 and deliver 4, at a laptop's 1366 × 768 in Italian
    (the lesson's first puzzle widget, alone): no button is cut ("Problema preced…"); the name
    typed in "Il tuo nome" names the progress file, and Tab goes from the
    name box to the download link."""
    page.set_viewport_size({"width": 1366, "height": 768})
    open_and_run(page, lab, f"{TEST_NOTEBOOKS_DIR}/gamebook_it.ipynb")
    widget = page.locator(".dominochess-gamebook").first
    _said(widget, "")
    widget.scroll_into_view_if_needed()
    wait_painted(page, widget)
    buttons = widget.evaluate(BUTTON_FIT)
    labels = [label for label, _fits, _width in buttons]
    for name in ("previous", "next", "solution"):
        assert translate(f"gamebook.button.{name}", "it") in labels, labels
    assert all(fits for _label, fits, _width in buttons), buttons
    name = widget.locator(".dgb-name input")
    name.scroll_into_view_if_needed()
    name.fill("Anna Rossi")
    name.press("Enter")
    link = widget.locator("a.dcp-download-link[download='puzzle-progress-Anna-Rossi.json']")
    link.wait_for(state="attached", timeout=30_000)
    assert "Scarica i tuoi progressi" in link.inner_text()
    name.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.className") == "dcp-download-link"
    screenshot(page, "gamebook_it_1366")
    assert not page_errors, page_errors
