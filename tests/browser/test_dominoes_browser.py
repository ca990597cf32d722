"""Dominoes in a real Chromium, in the Voilà app (``?game=dominoes&players=3``).

Everything the page receives from the kernel is recorded (the websocket's
frames, and the page's own HTML): Red's tiles are there (the table in
words for a screen reader names them), and no tile Red cannot see — in
Blue's or Green's hand, or in the boneyard — ever is (O10). A click on a
raised tile plays it, and the two computers answer.

Screenshots land in ``artifacts/browser/`` (``dominoes_*.png``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_harness import canvas_urls, new_page, screenshot, wait_painted, wait_pixels_change
from voila_harness import Voila, running_voila

from dominochess_widget.games.dominoes.tiles import TILES, tile_name
from dominochess_widget.games.dominoes.view import HEIGHT
from dominochess_widget.widgets.dominoes import DominoesWidget

QUERY = "game=dominoes&players=3&opponent=medium"


@pytest.fixture(scope="module")
def voila(chromium: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Voila]:
    with running_voila(tmp_path_factory.mktemp("voila-dominoes"),
                       log_name="voila_dominoes.log") as server:
        yield server


def _text(payload: bytes | str) -> str:
    return payload if isinstance(payload, str) else bytes(payload).decode("latin-1")


def _hidden_from_red(replica: DominoesWidget) -> set[str]:
    """Tiles Red has not seen: in the other hands or the boneyard. A tile only
    moves boneyard → hand → table, so one hidden now was hidden all along."""
    game = replica.game
    seen = set(game.hand("red")) | set(game.table.tiles)
    return {tile_name(t) for t in TILES if t not in seen}


def test_no_hidden_tile_reaches_the_page_and_a_click_plays(
    browser: Any, voila: Voila, page_errors: list[str]
) -> None:
    # The same match in this process: the app's defaults (seed 1), the same seats.
    replica = DominoesWidget(players=3, opponent="medium")
    received: list[str] = []
    page = new_page(browser)
    page.set_default_timeout(30_000)
    page.on("pageerror", lambda error: page_errors.append(str(error)))
    page.on("websocket", lambda socket: socket.on(
        "framereceived", lambda payload: received.append(_text(payload))))
    try:
        page.goto(voila.app_url(QUERY), wait_until="commit")
        table = page.locator(".dcd-table").first
        status = table.locator(".dcd-status").first
        status.wait_for(state="attached", timeout=90_000)
        wait_painted(page, table, timeout=60)
        assert status.inner_text() == replica.session.status()
        screenshot(page, "dominoes_voila_start")
        before = canvas_urls(table)
        canvas = table.locator("canvas").first
        shown = canvas.bounding_box()
        assert shown is not None
        fill = shown["height"] / HEIGHT  # the app sizes the table to the window
        raised = next(item for item in replica.scene.tiles if item.raised)
        x = raised.box.x + raised.box.width / 2
        y = raised.box.y + raised.box.height / 2
        replica.click_at(x, y)
        canvas.click(position={"x": x * fill, "y": y * fill})
        if replica.session.chosen is not None:  # it fits two ends: pick the first
            face = replica.scene.faces[0].box
            fx, fy = face.x + face.width / 2, face.y + face.height / 2
            replica.click_at(fx, fy)
            canvas.click(position={"x": fx * fill, "y": fy * fill})
        story = table.locator(".dcd-story").first
        last = replica.text().splitlines()[-1]
        story.filter(has_text=last).wait_for(timeout=60_000)
        wait_pixels_change(page, table, before, 300)
        assert status.inner_text() == replica.session.status()
        screenshot(page, "dominoes_voila_played")
        everything = "\n".join([*received, page.content()])
        mine = [tile_name(t) for t in replica.game.hand("red")]
        assert all(name in everything for name in mine), mine  # the test can see tiles
        hidden = _hidden_from_red(replica)
        assert len(hidden) >= 13
        leaked = sorted(name for name in hidden if name in everything)
        assert leaked == [], f"tiles Red cannot see reached the page: {leaked}"
        assert page_errors == [], page_errors
    finally:
        page.close(run_before_unload=True)
        page.context.close()
