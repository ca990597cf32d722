"""Lasca in a real Chromium: columns a student reads without clicking.

* JupyterLab: a viewer at a position with columns of two and more; a
  click on a column says under the board what it holds, top first (the
  same words as the engine's ``describe_column``); the PlayWidget plays a
  move by clicks and the easy computer answers.
* Voilà, ``?game=lasca``: the app shows the 7×7 board and plays a move.

Screenshots land in ``artifacts/browser/`` (``lasca_*.png``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_harness import (
    TEST_NOTEBOOKS_DIR,
    canvas_urls,
    click_square,
    first_viewer,
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
from dominochess_widget.games.lasca.board import square_name
from dominochess_widget.games.lasca.view import describe_column

NOTEBOOK = f"{TEST_NOTEBOOKS_DIR}/lasca.ipynb"
MIN_CHANGED_PIXELS = 300
FOREIGN_CONSOLE_ERRORS = ("Failed to load resource: net::ERR_NAME_NOT_RESOLVED",)


def _notebook_game() -> Any:
    """The game the test notebook's viewer shows (the same seeded moves)."""
    game, rng = games.new("lasca"), random.Random(3)
    for _ in range(30):
        game.play(rng.choice(game.legal_actions()))
    return game


def test_a_column_is_read_by_a_click_and_a_move_is_played(
    page: Any, lab: Any, page_errors: list[str]
) -> None:
    game = _notebook_game()
    tall = max(game.columns(), key=lambda item: len(item[1]))
    assert len(tall[1]) >= 3  # the position has a column worth reading
    open_and_run(page, lab, NOTEBOOK)
    viewer = first_viewer(page)
    viewer.scroll_into_view_if_needed()
    wait_painted(page, viewer)
    screenshot(page, "lasca_viewer_columns")
    click_square(viewer, square_name(tall[0]))
    said = viewer.locator(".dcw-status").filter(has_text=square_name(tall[0]) + ":").first
    said.wait_for(state="visible", timeout=30_000)
    assert describe_column(game, tall[0], "en") in said.inner_text()
    screenshot(page, "lasca_viewer_column_read")

    widget = page.locator(".dominochess-play").first
    play_status(widget).wait_for(state="attached", timeout=60_000)
    widget.scroll_into_view_if_needed()
    wait_painted(page, widget)
    click_square(widget, "c3")
    assert play_status(widget).get_attribute("data-actions") == "0"  # picked, not played
    click_square(widget, "d4")
    wait_actions(widget, 2, timeout=60)  # White's move, then Black's (the computer)
    said = widget.locator(".dcp-messages").inner_text()
    assert said.startswith("Black: "), said
    screenshot(page, "lasca_lab_computer_answered")
    assert not page_errors, page_errors


@pytest.fixture(scope="module")
def voila(chromium: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Voila]:
    with running_voila(tmp_path_factory.mktemp("voila-lasca"),
                       log_name="voila_lasca.log") as server:
        yield server


def test_lasca_in_the_voila_app(browser: Any, voila: Voila, page_errors: list[str]) -> None:
    page = new_page(browser)
    page.set_default_timeout(30_000)
    console: list[str] = []
    page.on("pageerror", lambda error: page_errors.append(str(error)))
    page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
    try:
        page.goto(voila.app_url("game=lasca"), wait_until="commit")
        app = page.locator(".dominochess-app").first
        board = app.locator(".dominochess-play").first
        play_status(board).wait_for(state="attached", timeout=90_000)
        wait_painted(page, board, timeout=60)
        assert app.locator(".dcp-app-title").first.inner_text() == "Lasca"
        game = games.new("lasca")
        assert play_status(board).get_attribute("data-position") == game.position()
        before = canvas_urls(board)
        click_square(board, "c3")
        click_square(board, "d4")
        wait_actions(board, 1)
        game.play("c3-d4")
        assert play_status(board).get_attribute("data-position") == game.position()
        _, changed = wait_pixels_change(page, board, before, MIN_CHANGED_PIXELS)
        assert changed > MIN_CHANGED_PIXELS, f"only {changed} pixels changed after the move"
        screenshot(page, "lasca_voila_move")
        assert page_errors == [], page_errors
        ours = [e for e in console if not e.startswith(FOREIGN_CONSOLE_ERRORS)]
        assert ours == [], ours
    finally:
        page.close(run_before_unload=True)
        page.context.close()
