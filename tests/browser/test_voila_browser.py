"""The Voilà app (notebooks/play_app.ipynb) in a real Chromium.

* App mode: the page shows the title and the game, no code cell, no
  editor, no traceback; the board is painted (not the blank canvas of
  ipycanvas#342 / voila#1447).
* A move played by clicking squares reaches the kernel's engine (the
  status line the kernel renders carries the placement and the number of
  actions) and repaints the board.
* The address chooses language and opponent (``?lang=it&opponent=medium``);
  bad values fall back to English and a friend, with a notice.

Each page load runs the notebook in a new kernel (Voilà's way), so each
test measures the time from navigation to a painted board; the figures
land in ``artifacts/browser/voila_timings.txt``.
"""

from __future__ import annotations

import re
import statistics
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_harness import (
    _PAINTED,
    ARTIFACTS,
    TOKEN,
    Lab,
    canvas_stats,
    canvas_urls,
    click_square,
    new_page,
    play_actions,
    play_status,
    screenshot,
    wait_actions,
    wait_pixels_change,
)
from voila_harness import Voila, code_shown, page_timings, running_voila

from dominochess_widget import Game
from dominochess_widget.ai import Level
from dominochess_widget.core.messages import translate
from dominochess_widget.session import PlaySession

#: Fewer changed pixels than this is noise, not a moved piece.
MIN_CHANGED_PIXELS = 500
#: Buttons whose labels must follow ``?lang=``.
BUTTONS = ("undo", "redo", "hint", "resign", "draw", "new", "save", "load")
#: Chromium's console errors that are not the app's: the Voilà lab
#: template links Font Awesome from a CDN, unreachable here.
FOREIGN_CONSOLE_ERRORS = ("Failed to load resource: net::ERR_NAME_NOT_RESOLVED",)

_TIMINGS: list[dict[str, Any]] = []


# ---------------------------------------------------------------- fixtures
@pytest.fixture(scope="module")
def voila(chromium: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Voila]:
    """One Voilà server for this module (each page load still gets its own
    kernel). Depends on ``chromium`` so it skips or fails like the others."""
    try:
        with running_voila(tmp_path_factory.mktemp("voila")) as server:
            yield server
    finally:
        _write_timings()


@pytest.fixture
def console_errors() -> list[str]:
    return []


def _watched(page: Any, page_errors: list[str], console_errors: list[str]) -> Any:
    """``page``, its errors and console errors collected in the lists."""
    page.set_default_timeout(30_000)
    page.on("pageerror", lambda error: page_errors.append(str(error)))

    def on_console(message: Any) -> None:
        if message.type == "error":
            console_errors.append(message.text)

    page.on("console", on_console)
    return page


@pytest.fixture
def app_page(browser: Any, console_errors: list[str], page_errors: list[str],
             request: pytest.FixtureRequest) -> Iterator[Any]:
    """A fresh context and page for the Voilà app. Closing it runs the
    page's ``beforeunload``, whose kernel shutdown request Voilà 0.5.13
    refuses (403, voila#1458, see voila.json's culling): the
    kernels end when the module's Voilà stops."""
    page = _watched(new_page(browser), page_errors, console_errors)
    yield page
    try:
        screenshot(page, f"voila_{request.node.name}-final")
    finally:
        page.close(run_before_unload=True)
        page.context.close()


# ---------------------------------------------------------------- helpers
def _open_app(page: Any, voila: Voila, query: str = "", timeout: float = 90) -> Any:
    """Open the app, wait until its board is painted; record the timings."""
    return _open_url(page, voila.app_url(query), query, timeout)


def _open_url(page: Any, url: str, label: str, timeout: float = 90) -> Any:
    started = time.monotonic()
    page.goto(url, wait_until="commit")
    app = page.locator(".dominochess-app").first
    app.locator(".dominochess-play canvas").first.wait_for(state="attached",
                                                             timeout=timeout * 1000)
    board = app.locator(".dominochess-play").first
    handle = page.wait_for_function(
        f"(args) => ({_PAINTED})(args) ? performance.now() : false",
        arg=[board.element_handle(), 0.5, 8],
        polling="raf",
        timeout=timeout * 1000,
    )
    painted = float(handle.json_value())
    wall = time.monotonic() - started
    _TIMINGS.append({"query": label, "painted_ms": painted, "wall_s": wall,
                     **page_timings(page)})
    play_status(board).wait_for(state="attached")
    return board


def _button_labels(board: Any) -> dict[str, str]:
    """Each button's label; the app's Load is an upload, which adds how many
    files it holds ("Load (0)")."""
    return {name: re.sub(r"\s*\(\d+\)$", "",
                         board.locator(f"button.dcp-{name}").first.inner_text().strip())
            for name in BUTTONS}


def _expected_labels(language: str) -> dict[str, str]:
    return {name: translate(f"play.button.{name}", language) for name in BUTTONS}


def _opponent(board: Any) -> str:
    """The opponent menu's choice, as shown (ipywidgets puts labels in the DOM)."""
    return board.locator(".dcp-opponent select").first.input_value()  # type: ignore[no-any-return]


def _opponent_label(opponent: str, language: str) -> str:
    key = "play.opponent.friend" if opponent == "friend" else Level(opponent).message_key
    return translate(key, language)


def _assert_clean(page: Any, page_errors: list[str], console_errors: list[str]) -> None:
    """No traceback, no error output, no page error, no RUNTIME-012."""
    stderr = page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').count()
    assert stderr == 0, page.locator("body").inner_text()[-2000:]
    assert "Traceback" not in page.locator("body").inner_text()
    assert page_errors == [], page_errors
    ours = [e for e in console_errors if not e.startswith(FOREIGN_CONSOLE_ERRORS)]
    assert ours == [], ours


def _assert_painted(board: Any) -> None:
    """The board canvas is mostly opaque (the blank canvas is transparent)."""
    stats = canvas_stats(board)
    assert stats, "no canvas in the app"
    for canvas in stats:
        pixels = canvas["width"] * canvas["height"]
        assert pixels > 0 and canvas["opaque"] >= 0.5 * pixels, stats


def _write_timings() -> None:
    if not _TIMINGS:
        return
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    lines = ["Voilà app: navigation start -> board painted (ms, in-page clock;"
             " wall = goto() to painted, s)"]
    for t in _TIMINGS:
        lines.append(
            f"?{t['query'] or '(none)'}: first byte {t['response_start']:.0f},"
            f" DOMContentLoaded {t['dom_content_loaded']:.0f}, load {t['load']:.0f},"
            f" painted {t['painted_ms']:.0f}; wall {t['wall_s']:.2f}"
        )
    painted = [t["painted_ms"] for t in _TIMINGS]
    lines.append(f"painted: median {statistics.median(painted):.0f} ms,"
                 f" max {max(painted):.0f} ms over {len(painted)} loads")
    (ARTIFACTS / "voila_timings.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


# ---------------------------------------------------------------- tests
def test_the_app_shows_the_game_and_no_code(
    app_page: Any, voila: Voila, page_errors: list[str], console_errors: list[str]
) -> None:
    page = app_page
    board = _open_app(page, voila, "seed=1")  # a new game's seed is fresh unless given
    _assert_painted(board)
    shown = code_shown(page)
    assert page.locator(".jp-CodeCell .jp-InputArea, .jp-InputPrompt").count() == 0, shown
    assert shown["editors"] == 0 and shown["pre"] == [] and not shown["text"], shown
    assert page.locator("h1").first.inner_text().startswith("Play")
    assert page.locator(".dcp-app-title").first.inner_text() == "Domino chess"
    assert page.locator(".dcp-app-notice").count() == 0
    status = play_status(board)
    assert status.inner_text() == PlaySession(Game.new(seed=1), language="en").status()
    assert status.get_attribute("data-actions") == "0"
    assert _opponent(board) == _opponent_label("friend", "en")
    assert _button_labels(board) == _expected_labels("en")
    screenshot(page, "voila_app")
    _assert_clean(page, page_errors, console_errors)


def test_a_move_by_clicks_reaches_the_kernel(
    app_page: Any, voila: Voila, page_errors: list[str], console_errors: list[str]
) -> None:
    page = app_page
    board = _open_app(page, voila, "seed=1")
    game = Game.new(seed=1)  # Red draws [3|5]: the knight b2 may go to c4
    before = canvas_urls(board)
    placement = play_status(board).get_attribute("data-placement")
    assert placement == game.placement()
    click_square(board, "b2")
    click_square(board, "c4")
    wait_actions(board, 1)
    game.play("5:Nb2-c4")
    assert play_status(board).get_attribute("data-placement") == game.placement()
    _, changed = wait_pixels_change(page, board, before, MIN_CHANGED_PIXELS)
    assert changed > MIN_CHANGED_PIXELS, f"only {changed} pixels changed after the move"
    screenshot(page, "voila_move")
    _assert_clean(page, page_errors, console_errors)


def test_a_student_saves_by_download_and_loads_by_upload(
    app_page: Any, voila: Voila, page_errors: list[str], console_errors: list[str],
    tmp_path: Path,
) -> None:
    """Students share one server: the app's Save is a download and its Load
    an upload from their own computer; nothing is written on the server."""
    page = app_page
    board = _open_app(page, voila, "seed=1")
    click_square(board, "b2")
    click_square(board, "c4")
    wait_actions(board, 1)
    page.locator(".dcp-more").get_by_text("More: seed").first.click()
    page.locator("button.dcp-save").first.click()
    link = page.locator("a.dcp-download-link").first
    link.wait_for(state="visible", timeout=30_000)
    with page.expect_download() as download:
        link.click()
    saved = tmp_path / download.value.suggested_filename  # where the browser puts it
    download.value.save_as(saved)
    assert "5:Nb2-c4" in saved.read_text(encoding="utf-8")
    assert not list(voila.root.glob("**/my_game*")), "the app wrote a record on the server"
    # Another student's page (a new page: leaving one makes Voilà refuse its
    # kernel's shutdown with a 403 in the console, voila#1458).
    page = _watched(page.context.new_page(), page_errors, console_errors)
    board = _open_app(page, voila, "seed=1")
    assert play_actions(board) == 0
    page.locator(".dcp-more").get_by_text("More: seed").first.click()
    with page.expect_file_chooser() as chooser:  # the student picks the downloaded file
        page.locator("button.dcp-upload").first.click()
    chooser.value.set_files(saved)
    wait_actions(board, 1)
    game = Game.new(seed=1)
    game.play("5:Nb2-c4")
    assert play_status(board).get_attribute("data-placement") == game.placement()
    assert "my_game.txt" in page.locator(".dcp-messages").first.inner_text()
    screenshot(page, "voila_loaded_upload")
    _assert_clean(page, page_errors, console_errors)


def test_the_address_sets_language_and_opponent(
    app_page: Any, voila: Voila, page_errors: list[str], console_errors: list[str]
) -> None:
    """``?lang=it&opponent=medium``: Italian buttons and menus, the medium computer."""
    page = app_page
    board = _open_app(page, voila, "lang=it&opponent=medium&seed=1")  # [3|5], as below
    _assert_painted(board)
    assert _opponent(board) == _opponent_label("medium", "it")
    assert _button_labels(board) == _expected_labels("it") != _expected_labels("en")
    assert page.locator(".dcp-app-notice").count() == 0
    # Red's whole turn by clicks, then the computer (Blue) answers.
    click_square(board, "b2", "it")
    click_square(board, "c4", "it")
    wait_actions(board, 1)
    click_square(board, "b1", "it")
    click_square(board, "b3", "it")
    wait_actions(board, 4, timeout=60)
    screenshot(page, "voila_it_medium")
    _assert_clean(page, page_errors, console_errors)


def test_bad_address_values_fall_back_with_a_notice(
    app_page: Any, voila: Voila, page_errors: list[str], console_errors: list[str]
) -> None:
    page = app_page
    board = _open_app(page, voila, "lang=xx&opponent=grandmaster")
    _assert_painted(board)
    notice = page.locator(".dcp-app-notice").first.inner_text()
    assert "'xx'" in notice and "'grandmaster'" in notice, notice
    assert _opponent(board) == _opponent_label("friend", "en")
    assert _button_labels(board) == _expected_labels("en")
    screenshot(page, "voila_bad_address")
    _assert_clean(page, page_errors, console_errors)


def test_the_binder_address_through_the_jupyter_server(
    app_page: Any, lab: Lab, page_errors: list[str], console_errors: list[str]
) -> None:
    """Binder opens the app with ``?urlpath=voila/render/notebooks/play_app.ipynb``:
    the Jupyter server's Voilà extension (here the tests' JupyterLab, whose
    root holds a copy of ``notebooks/``) renders it, and the query string
    reaches the kernel the same way."""
    page = app_page
    url = (f"{lab.url}/voila/render/notebooks/play_app.ipynb"
           f"?lang=it&opponent=easy&token={TOKEN}")
    board = _open_url(page, url, "(server extension) lang=it&opponent=easy")
    try:
        _assert_painted(board)
        assert _opponent(board) == _opponent_label("easy", "it")
        assert _button_labels(board) == _expected_labels("it")
        assert page.locator(".jp-CodeCell .jp-InputArea, .jp-InputPrompt").count() == 0
        screenshot(page, "voila_server_extension")
        _assert_clean(page, page_errors, console_errors)
    finally:
        # Not a notebook session: the conftest's cleanup would miss it.
        kernel = page.evaluate(
            "() => JSON.parse(document.getElementById('jupyter-config-data').textContent)"
            ".kernelId")
        lab.api(f"/api/kernels/{kernel}", method="DELETE")
