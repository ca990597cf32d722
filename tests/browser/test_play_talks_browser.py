"""The play board tells what happened, in JupyterLab, in a real Chromium.

Against the computer (the test notebook's second widget, seed 5): after
Red's turn the computer's turn stays told in the banner and the move list
beside the board lists it; a refused click is said right under the board;
a confirmed resignation shows the result once; the widget's height does
not change through all that (the message areas have fixed heights); Save,
folded under "More", hands the record to the browser as a download.
Screenshots: ``play-talks-*.png``.
"""

from __future__ import annotations

from pathlib import Path
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


def _height(widget: Any) -> float:
    box = widget.bounding_box()
    assert box is not None
    return float(box["height"])


def _wait_text(locator: Any, text: str, timeout: float = 30) -> None:
    locator.page.wait_for_function(
        "([el, text]) => el.innerText.includes(text)", arg=[locator.element_handle(), text],
        timeout=timeout * 1000)


def test_the_computers_turn_stays_told_and_the_layout_holds_still(
    page: Any, lab: Any, page_errors: list[str]
) -> None:
    page.set_viewport_size({"width": 1366, "height": 900})
    open_and_run(page, lab, NOTEBOOK)
    widget = page.locator(".dominochess-play").nth(1)
    play_status(widget).wait_for(state="attached", timeout=60_000)
    widget.scroll_into_view_if_needed()
    for origin, target in (("c2", "d3"), ("f2", "g3")):  # Red's [4|4]: two bishops
        click_square(widget, origin)
        click_square(widget, target)
    wait_actions(widget, 4, timeout=60)  # and Blue's two halves of [2|6]
    banner = widget.locator(".dcp-banner").first
    _wait_text(banner, "Blue drew [2|6]")
    assert banner.is_visible()
    moves = widget.locator(".dcp-moves select").first
    assert moves.is_visible()
    labels = moves.locator("option").all_inner_texts()
    assert [label.split()[-1] for label in labels[:4]] == ["[4|4]", "4:Bc2-d3", "4:Bf2-g3", "[2|6]"]
    screenshot(page, "play-talks-computer-turn")
    before = _height(widget)

    click_square(widget, "a7")  # a Blue piece: refused, said under the board
    messages = widget.locator(".dcp-messages").first
    _wait_text(messages, "Click one of Red's pieces.")
    board = widget.locator(".dcw-squares").first.bounding_box()
    said = messages.bounding_box()
    assert board is not None and said is not None
    assert 0 <= said["y"] - (board["y"] + board["height"]) < 60, (board, said)
    screenshot(page, "play-talks-refused")
    assert _height(widget) == before
    assert "Blue drew [2|6]" in banner.inner_text()  # still told: no action yet

    resign = widget.locator("button.dcp-resign").first
    resign.click()
    _wait_text(messages, "Really resign?")
    resign.click()
    _wait_text(banner, "Blue wins")
    screenshot(page, "play-talks-result")
    assert widget.inner_text().count("Blue wins") == 1  # the result, once
    assert _height(widget) == before

    # Save, folded under "More", offers the record as a browser download.
    widget.locator(".dcp-more").get_by_text("More: seed").first.click()
    widget.locator("button.dcp-save").first.click()
    link = widget.locator("a.dcp-download-link").first
    link.wait_for(state="visible", timeout=30_000)
    assert link.get_attribute("download") == "my_game.txt"
    with page.expect_download() as download:
        link.click()
    saved = download.value.path()
    assert saved is not None and '[Result "0-1"]' in Path(saved).read_text(encoding="utf-8")
    screenshot(page, "play-talks-more")
    assert not page_errors, page_errors
