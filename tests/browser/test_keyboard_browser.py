"""The whole game from the keyboard, in a real Chromium (accessibility).

Once the focus is in the game (a person tabs into it), only keys are
pressed: Tab walks to a square, Enter picks the piece and plays it; the
action box takes typed moves; Tab reaches Undo. After each action, the
live region under the board (``role=log``, ``aria-live``) says in words
what was played and by whom, the computer's replies included.
"""

from __future__ import annotations

from typing import Any

from browser_harness import (
    TEST_NOTEBOOKS_DIR,
    open_and_run,
    play_status,
    screenshot,
    wait_actions,
)
from test_play_browser import _play_widget

NOTEBOOK = f"{TEST_NOTEBOOKS_DIR}/play.ipynb"
#: Tab presses that may be needed to reach anything inside a game.
MOST_TABS = 90


def _focused(page: Any) -> dict[str, str]:
    return page.evaluate(
        """() => { const e = document.activeElement;
                   return {tag: e.tagName, title: e.title || '', cls: e.className || '',
                           parent: e.closest('.dcp-entry') ? 'entry' : ''}; }"""
    )


def _tab_to(page: Any, wanted: Any, what: str, key: str = "Tab") -> None:
    """Press ``key`` (Tab, or Shift+Tab to go back) until ``wanted(focused element)`` holds."""
    for _ in range(MOST_TABS):
        if wanted(_focused(page)):
            return
        page.keyboard.press(key)
    raise AssertionError(f"Tab never reached {what}; focus is on {_focused(page)}")


def _live_region(widget: Any) -> str:
    return str(widget.locator(".dcp-messages [role=log][aria-live]").inner_text())


def test_a_game_played_from_the_keyboard_announces_every_action(
    page: Any, lab: Any, page_errors: list[str]
) -> None:
    open_and_run(page, lab, NOTEBOOK)
    game = _play_widget(page, 1)  # against the easy computer, seed 5: Red draws [4|4]
    game.scroll_into_view_if_needed()
    # The person tabs into the game: the first square button gets the focus.
    game.locator(".dcw-square").first.focus()

    # A bishop moved with the keyboard on the board: Tab to c2, Enter, then back
    # (Shift+Tab: the squares go from a8 to h1, as read) to d3, Enter.
    for square, key in (("c2", "Tab"), ("d3", "Shift+Tab")):
        _tab_to(page, lambda f, s=square: f["title"] == f"square {s}", f"square {square}", key)
        page.keyboard.press("Enter")
    wait_actions(game, 1)
    assert "4 → bishop: Bc2-d3 (Red)" in _live_region(game)

    # The second bishop typed in the action box.
    _tab_to(page, lambda f: f["parent"] == "entry" and f["tag"] == "INPUT", "the action box")
    page.keyboard.type("4:Bf2-g3")
    page.keyboard.press("Enter")
    wait_actions(game, 4, timeout=60)  # Red's second half and Blue's two
    said = _live_region(game)
    assert "(Blue)" in said and "Bf2-g3" not in said, said  # the computer's reply is announced
    assert play_status(game).inner_text().startswith("Red to move")
    screenshot(page, "keyboard-turn-played")

    # Undo, reached with Tab and pressed with Enter: the computer's reply and
    # Red's last half are taken back.
    _tab_to(page, lambda f: "dcp-undo" in f["cls"], "the Undo button")
    page.keyboard.press("Enter")
    wait_actions(game, at_most=1)
    assert "Taken back." in _live_region(game)
    assert not page_errors, page_errors

