"""Issue 27, deliver 2, in Chromium: the Share / Picture / Flip bar of the
Voilà app's player, pressed from the keyboard (Tab to reach it, Enter to
press), and the ``?record=`` address Share gives opening the same game in
the app's viewer."""

from __future__ import annotations

import base64
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

#: How many Tab presses may lie between the game's New game button and the bar.
MOST_TABS = 30


@pytest.fixture(scope="module")
def voila(chromium: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Voila]:
    with running_voila(tmp_path_factory.mktemp("voila_share")) as server:
        yield server


@pytest.fixture
def page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    page = new_page(browser)
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    try:
        screenshot(page, f"share_{request.node.name}-final")
    finally:
        page.close(run_before_unload=True)
        page.context.close()
    assert errors == [], errors


def _tab_to(page: Any, css: str) -> None:
    """Press Tab until the focused element is the button ``css``."""
    for _ in range(MOST_TABS):
        page.keyboard.press("Tab")
        if page.evaluate(f"document.activeElement?.matches({css!r}) ?? false"):
            return
    raise AssertionError(f"{css} not reached by {MOST_TABS} Tabs: "
                         + str(page.evaluate("document.activeElement?.outerHTML")))


def test_deliver_2_share_picture_flip_by_keyboard_and_the_link_opens_the_same_game(
        page: Any, voila: Voila) -> None:
    page.goto(voila.app_url("game=russian&seed=1"), wait_until="commit")
    board = page.locator(".dominochess-app .dominochess-play").first
    board.locator("canvas").first.wait_for(state="attached", timeout=90_000)
    play_status(board).wait_for(state="attached")
    wait_painted(page, board, timeout=60)
    click_square(board, "c3")
    click_square(board, "d4")
    wait_actions(board, at_least=1)

    # From the move list, the Share bar is a few Tabs on, below the odds and
    # the overlays in the side column (a Tab that lands on the board's canvas
    # stays there: ipycanvas takes every key it is given).
    board.locator(".dcp-moves select").first.focus()
    _tab_to(page, "button.dcs-share")
    page.keyboard.press("Enter")
    address = board.locator(".dcs-here input").first
    address.wait_for(state="attached")
    link = address.input_value()
    assert link.startswith("/?record=1.") and "&lang=en" in link
    assert address.get_attribute("readonly") is not None
    binder = board.locator(".dcs-binder input").first.input_value()
    assert binder.startswith("https://mybinder.org/v2/gh/") and "record%3D1." in binder

    _tab_to(page, "button.dcs-picture")
    page.keyboard.press("Enter")
    download = board.locator(".dcs-picture a[download]").first
    download.wait_for(state="attached")
    href = download.get_attribute("href") or ""
    assert href.startswith("data:image/svg+xml;charset=utf-8;base64,")
    svg = base64.b64decode(href.split(",", 1)[1]).decode("utf-8")
    assert svg.startswith("<svg") and "</svg>" in svg

    before = canvas_urls(board)
    _tab_to(page, "button.dcs-flip")
    page.keyboard.press("Enter")
    wait_pixels_change(page, board, before, min_changed=500)
    screenshot(page, "share_flipped")

    page.goto(voila.url + link, wait_until="commit")
    viewer = page.locator(".dominochess-app .dominochess-viewer").first
    viewer.locator("canvas").first.wait_for(state="attached", timeout=90_000)
    viewer.locator(".dcv-annotation [data-step]").first.wait_for(state="attached")
    assert "c3-d4" in viewer.locator(".dcp-moves, select").first.inner_text()
    viewer.locator("button.dcv-last").first.click()
    page.wait_for_function(
        "() => document.querySelector('.dcv-annotation [data-step]')"
        "?.getAttribute('data-step') === '1'")
    assert "c3-d4" in viewer.locator(".dcv-annotation").first.inner_text()
    assert page.locator(".dcp-app-notice").count() == 0
    wait_painted(page, viewer, timeout=60)
