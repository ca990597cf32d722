"""Russian draughts in a real Chromium: the game-agnostic player, by clicks.

* Voilà, ``?game=russian``: the app shows the draughts board, a move
  played by clicking two squares reaches the kernel's engine (the status
  line the kernel renders carries the game, the number of actions and the
  position) and repaints the board.
* JupyterLab: a PlayWidget of Russian draughts against the easy computer;
  after the person's move by clicks, the computer answers.

Screenshots land in ``artifacts/browser/`` (``russian_*.png``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_harness import (
    TEST_NOTEBOOKS_DIR,
    canvas_urls,
    click_square,
    new_page,
    open_and_run,
    play_status,
    screenshot,
    wait_actions,
    wait_painted,
    wait_pixels_change,
)
from voila_harness import Voila, running_voila

from dominochess_widget import games

NOTEBOOK = f"{TEST_NOTEBOOKS_DIR}/russian.ipynb"
#: Fewer changed pixels than this is noise, not a moved man.
MIN_CHANGED_PIXELS = 500
#: Chromium's console errors that are not the app's (the Voilà lab template
#: links Font Awesome from a CDN, unreachable here).
FOREIGN_CONSOLE_ERRORS = ("Failed to load resource: net::ERR_NAME_NOT_RESOLVED",)


@pytest.fixture(scope="module")
def voila(chromium: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Voila]:
    with running_voila(tmp_path_factory.mktemp("voila-russian"),
                       log_name="voila_russian.log") as server:
        yield server


def _status(widget: Any) -> dict[str, str]:
    status = play_status(widget)
    return {"text": status.inner_text(), "game": status.get_attribute("data-game"),
            "position": status.get_attribute("data-position")}


def test_a_russian_move_by_clicks_in_voila(browser: Any, voila: Voila,
                                           page_errors: list[str]) -> None:
    page = new_page(browser)
    page.set_default_timeout(30_000)
    console: list[str] = []
    page.on("pageerror", lambda error: page_errors.append(str(error)))
    page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
    try:
        page.goto(voila.app_url("game=russian"), wait_until="commit")
        app = page.locator(".dominochess-app").first
        board = app.locator(".dominochess-play").first
        play_status(board).wait_for(state="attached", timeout=90_000)
        wait_painted(page, board, timeout=60)
        assert app.locator(".dcp-app-title").first.inner_text() == "Russian draughts"
        assert page.locator(".dcp-app-notice").count() == 0
        game = games.new("russian")
        assert _status(board) == {"text": "White to move", "game": "russian",
                                  "position": game.position()}
        assert board.locator("button.dcp-hint").count() == 1
        before = canvas_urls(board)
        click_square(board, "c3")
        click_square(board, "d4")
        wait_actions(board, 1)
        game.play("c3-d4")
        assert _status(board) == {"text": "Black to move", "game": "russian",
                                  "position": game.position()}
        assert "White: c3-d4" in board.locator(".dcp-messages").inner_text()
        _, changed = wait_pixels_change(page, board, before, MIN_CHANGED_PIXELS)
        assert changed > MIN_CHANGED_PIXELS, f"only {changed} pixels changed after the move"
        screenshot(page, "russian_voila_move")
        assert "Traceback" not in page.locator("body").inner_text()
        assert page_errors == [], page_errors
        ours = [e for e in console if not e.startswith(FOREIGN_CONSOLE_ERRORS)]
        assert ours == [], ours
    finally:
        page.close(run_before_unload=True)
        page.context.close()


def test_a_russian_move_by_clicks_in_jupyterlab_and_the_computer_answers(
    page: Any, lab: Any, page_errors: list[str]
) -> None:
    open_and_run(page, lab, NOTEBOOK)
    widget = page.locator(".dominochess-play").first
    play_status(widget).wait_for(state="attached", timeout=60_000)
    widget.scroll_into_view_if_needed()
    wait_painted(page, widget)
    click_square(widget, "c3")
    assert play_status(widget).get_attribute("data-actions") == "0"  # picked, not played
    click_square(widget, "d4")
    wait_actions(widget, 2, timeout=60)  # White's move, then Black's (the computer)
    status = _status(widget)
    assert status["text"].startswith("White to move"), status
    said = widget.locator(".dcp-messages").inner_text()
    assert said.startswith("Black: "), said  # the computer's move, announced
    screenshot(page, "russian_lab_computer_answered")
    assert not page_errors, page_errors
