"""DamHex³ in a real Chromium, in the Voilà app (``?game=damhex``).

The hex board is drawn (hexagons, not a grid of squares), a move is played
by clicking two hexagons (the buttons laid over them), and the two
computers answer — here with a ratto: after 48-41 Red takes 33x48 before
Black (the rules page's check value), told as such under the board.

Screenshots land in ``artifacts/browser/`` (``damhex_*.png``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_harness import (
    canvas_urls,
    click_square,
    new_page,
    play_status,
    screenshot,
    wait_actions,
    wait_painted,
    wait_pixels_change,
)
from voila_harness import Voila, running_voila

from dominochess_widget import games


@pytest.fixture(scope="module")
def voila(chromium: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Voila]:
    with running_voila(tmp_path_factory.mktemp("voila-damhex"),
                       log_name="voila_damhex.log") as server:
        yield server


def test_a_move_by_two_clicks_and_a_ratto_in_the_voila_app(
    browser: Any, voila: Voila, page_errors: list[str]
) -> None:
    page = new_page(browser)
    page.set_default_timeout(30_000)
    page.on("pageerror", lambda error: page_errors.append(str(error)))
    try:
        # A fixed seed fixes the easy computers' replies: with some seeds Black's
        # reply lets White (the person) ratto at once, after 3 actions, not 4.
        page.goto(voila.app_url("game=damhex&opponent=easy&seed=1"), wait_until="commit")
        app = page.locator(".dominochess-app").first
        board = app.locator(".dominochess-play").first
        play_status(board).wait_for(state="attached", timeout=90_000)
        wait_painted(page, board, timeout=60)
        assert app.locator(".dcp-app-title").first.inner_text() == "DamHex³"
        assert board.locator(".dcw-square").count() == 61  # one button per hexagon
        screenshot(page, "damhex_voila_start")
        before = canvas_urls(board)
        click_square(board, "48")
        click_square(board, "41")
        wait_actions(board, 4, timeout=60)  # White, Red's ratto, Black, Red
        said = board.locator(".dcp-messages").inner_text()
        assert said.startswith("Ratto! Red: 33x48"), said
        game = games.new("damhex")
        game.play("48-41")
        assert game.to_move == "red" and game.robbed == "black"
        _, changed = wait_pixels_change(page, board, before, 300)
        assert changed > 300
        screenshot(page, "damhex_voila_ratto")
        assert page_errors == [], page_errors
    finally:
        page.close(run_before_unload=True)
        page.context.close()
