"""Real-browser fixtures: one JupyterLab started by the tests, Debian
Chromium driven by Playwright. The machinery lives in ``browser_harness.py``
(shared with ``benchmarks/viewer_bench.py``).

Locally the browser tests skip with a message when Chromium is missing; in
CI (``CI=true``) they must run, so a missing browser is an error there.

Lifetime: JupyterLab and Chromium start with the first browser test and
stop right after the last one of the run of browser tests, not at the end
of the pytest session. Playwright's sync API keeps an asyncio loop marked
as running on the main thread while it is open, which breaks any later
test that calls ``asyncio.run()`` (seen with tests/widgets/test_viewer.py).
"""

from __future__ import annotations

import os
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_harness import (
    ARTIFACTS,
    CHROMIUM,
    Lab,
    chromium_missing,
    copy_log,
    launch_chromium,
    new_page,
    open_and_run,
    start_lab,
)

__all__ = ["open_and_run"]

HERE = Path(__file__).resolve().parent


def _is_browser_test(item: pytest.Item | None) -> bool:
    return item is not None and HERE in item.path.resolve().parents


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _is_browser_test(item):
            item.add_marker(pytest.mark.browser)


class _Shared:
    """JupyterLab and Chromium, shared by consecutive browser tests."""

    def __init__(self) -> None:
        self.lab: Lab | None = None
        self.playwright: Any = None
        self.browser: Any = None

    def get_lab(self, tmp_path_factory: pytest.TempPathFactory) -> Lab:
        if self.lab is None:
            try:
                self.lab = start_lab(tmp_path_factory.mktemp("lab"))
            except RuntimeError as error:
                pytest.fail(str(error))
        return self.lab

    def get_browser(self) -> Any:
        if self.browser is None:
            from playwright.sync_api import sync_playwright

            self.playwright = sync_playwright().start()
            self.browser = launch_chromium(self.playwright)
        return self.browser

    def close(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None
        if self.playwright is not None:
            self.playwright.stop()
            self.playwright = None
        if self.lab is not None:
            self.lab.stop()
            copy_log(self.lab)
            self.lab = None


_SHARED = _Shared()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None]:
    try:
        return (yield)
    finally:
        # After the test's own fixtures are torn down (page screenshots).
        if _is_browser_test(item) and not _is_browser_test(nextitem):
            _SHARED.close()


def pytest_sessionfinish(session: pytest.Session) -> None:
    _SHARED.close()


@pytest.fixture(scope="session")
def chromium() -> Path:
    message = chromium_missing()
    if message is not None:
        if os.environ.get("CI") == "true":
            pytest.fail(message + " (required in CI)")
        pytest.skip(message)
    return CHROMIUM


@pytest.fixture
def lab(chromium: Path, tmp_path_factory: pytest.TempPathFactory) -> Lab:
    """The running JupyterLab (started once for consecutive browser tests)."""
    return _SHARED.get_lab(tmp_path_factory)


@pytest.fixture
def browser(chromium: Path) -> Any:
    """The Chromium instance (started once for consecutive browser tests)."""
    return _SHARED.get_browser()


@pytest.fixture
def page_errors() -> list[str]:
    """Uncaught exceptions in the page during the test (filled by ``page``)."""
    return []


@pytest.fixture
def page(
    browser: Any, lab: Lab, page_errors: list[str], request: pytest.FixtureRequest
) -> Iterator[Any]:
    """A fresh browser context with the harness's in-page probes; its
    kernels are shut down afterwards (two cores: an idle kernel holding
    three boards still slows the next test's start)."""
    page = new_page(browser)
    page.set_default_timeout(30_000)
    page.on("pageerror", lambda error: page_errors.append(str(error)))
    yield page
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    try:
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}-final.png"))
    finally:
        page.context.close()
        lab.shutdown_kernels()
