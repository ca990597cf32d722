"""PlayWidget in JupyterLab, in a real Chromium: clicks reach the engine.

* Hot-seat: one whole turn played by clicking squares; the kernel's
  engine has the new position (read from the status line the kernel
  renders, which carries the placement and the number of actions).
* Against the computer: after the person's turn, the computer answers.
* A board scrolled half out of view and not focused still reports the
  square under the pointer (the focus-scroll trap of ipycanvas).
"""

from __future__ import annotations

from typing import Any

from browser_harness import (
    TEST_NOTEBOOKS_DIR,
    click_square,
    open_and_run,
    play_status,
    screenshot,
    wait_actions,
)

NOTEBOOK = f"{TEST_NOTEBOOKS_DIR}/play.ipynb"
#: Seed 5: Red draws [4|4] (two bishops must move), Blue then [2|6].
AFTER_RED = "rrqkkqrr/nnbbbbnn/8/8/8/3B2B1/NN1BB1NN/RRQKKQRR"


def _play_widget(page: Any, index: int) -> Any:
    widget = page.locator(".dominochess-play").nth(index)
    widget.locator(".dcp-status [data-actions]").first.wait_for(state="attached",
                                                                 timeout=60_000)
    return widget


def _play_bishops(widget: Any) -> None:
    """Red's [4|4]: two different bishops move, by clicks on squares."""
    for origin, target in (("c2", "d3"), ("f2", "g3")):
        click_square(widget, origin)
        click_square(widget, target)


def test_a_hot_seat_turn_by_clicks_reaches_the_engine(page: Any, lab: Any,
                                                      page_errors: list[str]) -> None:
    open_and_run(page, lab, NOTEBOOK)
    friend = _play_widget(page, 0)
    friend.scroll_into_view_if_needed()
    _play_bishops(friend)
    wait_actions(friend, 2)
    status = play_status(friend)
    assert status.get_attribute("data-placement") == AFTER_RED
    assert status.inner_text().startswith("Blue to move, tile [2|6]")
    screenshot(page, "play-hot-seat-turn")
    assert not page_errors, page_errors


def test_the_computer_answers(page: Any, lab: Any, page_errors: list[str]) -> None:
    open_and_run(page, lab, NOTEBOOK)
    computer = _play_widget(page, 1)
    computer.scroll_into_view_if_needed()
    _play_bishops(computer)
    wait_actions(computer, 4, timeout=60)  # Blue's two halves
    status = play_status(computer)
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
    click_square(friend, "c2")
    click_square(friend, "d3")
    wait_actions(friend, 1)
    assert play_status(friend).get_attribute("data-placement").split("/")[5] == "3B4"
    assert not page_errors, page_errors
