"""PlayWidget in JupyterLab, in a real Chromium: clicks reach the engine.

* Hot-seat: one whole turn played by clicking squares; the kernel's
  engine has the new position (read from the status line the kernel
  renders, which carries the placement and the number of actions).
* Against the computer: after the person's turn, the computer answers.
* A board scrolled half out of view and not focused still reports the
  square under the pointer (the focus-scroll trap of ipycanvas).
"""

from __future__ import annotations

import time
from typing import Any

from browser_harness import TEST_NOTEBOOKS_DIR, open_and_run, screenshot

NOTEBOOK = f"{TEST_NOTEBOOKS_DIR}/play.ipynb"
#: Seed 5: Red draws [4|4] (two bishops must move), Blue then [2|6].
AFTER_RED = "rrqkkqrr/nnbbbbnn/8/8/8/3B2B1/NN1BB1NN/RRQKKQRR"


def _play_widget(page: Any, index: int) -> Any:
    widget = page.locator(".dominochess-play").nth(index)
    widget.locator(".dcp-status [data-actions]").first.wait_for(state="attached",
                                                                 timeout=60_000)
    return widget


def _status(widget: Any) -> Any:
    return widget.locator(".dcp-status [data-actions]").first


def _click_square(widget: Any, name: str) -> None:
    widget.locator(f'.dcw-square[title="square {name}"]').click()


def _play_bishops(widget: Any) -> None:
    """Red's [4|4]: two different bishops move, by clicks on squares."""
    for origin, target in (("c2", "d3"), ("f2", "g3")):
        _click_square(widget, origin)
        _click_square(widget, target)


def _wait_actions(widget: Any, at_least: int, timeout: float = 30) -> None:
    """Wait until the kernel has re-rendered the status after ``at_least``
    actions (the status div is replaced on each render, so poll by selector)."""
    deadline = time.monotonic() + timeout
    while int(_status(widget).get_attribute("data-actions") or 0) < at_least:
        if time.monotonic() > deadline:
            raise TimeoutError(f"fewer than {at_least} actions after {timeout} s: "
                               + _status(widget).inner_text())
        time.sleep(0.1)


def test_a_hot_seat_turn_by_clicks_reaches_the_engine(page: Any, lab: Any,
                                                      page_errors: list[str]) -> None:
    open_and_run(page, lab, NOTEBOOK)
    friend = _play_widget(page, 0)
    friend.scroll_into_view_if_needed()
    _play_bishops(friend)
    _wait_actions(friend, 2)
    status = _status(friend)
    assert status.get_attribute("data-placement") == AFTER_RED
    assert status.inner_text().startswith("Blue to move, tile [2|6]")
    screenshot(page, "play-hot-seat-turn")
    assert not page_errors, page_errors


def test_the_computer_answers(page: Any, lab: Any, page_errors: list[str]) -> None:
    open_and_run(page, lab, NOTEBOOK)
    computer = _play_widget(page, 1)
    computer.scroll_into_view_if_needed()
    _play_bishops(computer)
    _wait_actions(computer, 4, timeout=60)  # Blue's two halves
    status = _status(computer)
    assert status.inner_text().startswith("Red to move"), status.inner_text()
    placement = status.get_attribute("data-placement")
    assert placement != AFTER_RED  # Blue's pieces moved
    screenshot(page, "play-computer-answered")
    assert not page_errors, page_errors


def test_an_unfocused_half_scrolled_board_reports_the_right_square(
    page: Any, lab: Any, page_errors: list[str]
) -> None:
    open_and_run(page, lab, NOTEBOOK)
    friend = _play_widget(page, 0)
    square = friend.locator('.dcw-square[title="square c2"]')
    square.scroll_into_view_if_needed()
    # Scroll the notebook so the board's top half is out of view, and take
    # the focus away from every widget.
    page.evaluate(
        """(el) => {
          const panel = el.closest('.jp-WindowedPanel-outer') || el.closest('.jp-Notebook');
          const board = el.closest('.dcw-squares').getBoundingClientRect();
          panel.scrollTop += board.top - panel.getBoundingClientRect().top + board.height / 2;
          document.activeElement && document.activeElement.blur();
        }""",
        square.element_handle(),
    )
    screenshot(page, "play-half-scrolled")
    _click_square(friend, "c2")
    _click_square(friend, "d3")
    _wait_actions(friend, 1)
    assert _status(friend).get_attribute("data-placement").split("/")[5] == "3B4"
    assert not page_errors, page_errors
