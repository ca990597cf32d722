"""Serve the Voilà app (``notebooks/play_app.ipynb``) for the browser tests.

:func:`running_voila` starts the venv's Voilà on 127.0.0.1 on a free port,
in single-notebook mode (as a teacher runs ``voila notebooks/play_app.ipynb``),
from a temporary root holding an exact copy of the notebook, with its own
Jupyter config, runtime and IPython folders (no user config leaks in), and
stops it, keeping the log. Nothing here imports pytest or Playwright; the
page-side helpers are the ones of ``browser_harness``.

Voilà 0.5.13 facts this relies on (read in its source):

* It runs the notebook when the page is requested, in a new kernel whose
  environment holds the page's query string as ``QUERY_STRING``
  (``voila/handler.py``), so ``/?lang=it`` reaches ``PlayApp``.
* The standalone server has no token unless asked (``--token``).
* It loads ``voila.json`` / ``voila.py`` from the Jupyter config path and
  from its working directory: the server runs in the scratch folder with a
  copy of the project's ``voila.json``, the same settings as ``make app``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from browser_harness import ARTIFACTS, ROOT, free_port, stop_process

APP_NOTEBOOK = ROOT / "notebooks" / "play_app.ipynb"

#: The project's Voilà settings, the file ``make app`` uses (Voilà reads
#: ``voila.json`` in its working directory): Lab extensions it must not load
#: (Notebook 7's, present on Binder, logs #RUNTIME-012 in the page) and
#: kernel culling (Voilà 0.5.13's page cannot shut its kernel down on close,
#: voila#1458, so without culling every closed page leaves a kernel running).
CONFIG = ROOT / "voila.json"


@dataclass
class Voila:
    """A running Voilà server showing one notebook at ``url``."""

    url: str
    root: Path
    process: subprocess.Popen[bytes]
    log_path: Path

    def app_url(self, query: str = "") -> str:
        """The app's address, with ``query`` (``"lang=it"``, no ``?``)."""
        return f"{self.url}/" + (f"?{query}" if query else "")

    def log_text(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def log_tail(self, chars: int = 3000) -> str:
        return self.log_text()[-chars:]

    def stop(self) -> None:
        stop_process(self.process)


def voila_command(notebook: Path, port: int, *extra: str) -> list[str]:
    """The command line: the venv's Voilà, loopback only, no browser."""
    return [
        sys.executable, "-m", "voila", str(notebook),
        "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}", *extra,
    ]


def start_voila(workdir: Path, notebook: Path = APP_NOTEBOOK, timeout: float = 60,
                extra: tuple[str, ...] = ()) -> Voila:
    """Start Voilà on a copy of ``notebook`` under ``workdir``.

    Raises RuntimeError with the end of the log if it does not come up."""
    root = workdir / "root"
    home = workdir / "home"
    root.mkdir(parents=True, exist_ok=True)
    home.mkdir(parents=True, exist_ok=True)
    copy = root / notebook.name
    shutil.copyfile(notebook, copy)
    shutil.copyfile(CONFIG, workdir / CONFIG.name)  # read from Voilà's working directory
    env = {
        **_clean_environ(),
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "IPYTHONDIR": str(home / "ipython"),
    }
    port = free_port()
    log_path = home / "voila.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            voila_command(copy, port, *extra), cwd=workdir, env=env,
            stdout=log, stderr=subprocess.STDOUT,
        )
    voila = Voila(f"http://127.0.0.1:{port}", root, process, log_path)
    deadline = time.monotonic() + timeout
    # Any HTTP answer means the server is up; not the app's page, which
    # would start a kernel and run the notebook.
    probe = f"{voila.url}/voila/static/"
    while True:
        try:
            with urllib.request.urlopen(probe, timeout=5):
                return voila
        except urllib.error.HTTPError:
            return voila
        except OSError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            voila.stop()
            raise RuntimeError("Voilà did not start:\n" + voila.log_tail())
        time.sleep(0.3)


def _clean_environ() -> dict[str, str]:
    """The test process's environment without a stray ``QUERY_STRING``
    (Voilà sets the kernel's from the request, on top of its own)."""
    return {k: v for k, v in os.environ.items() if k != "QUERY_STRING"}


def copy_log(voila: Voila, name: str = "voila.log") -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    target = ARTIFACTS / name
    shutil.copyfile(voila.log_path, target)
    return target


@contextmanager
def running_voila(workdir: Path, notebook: Path = APP_NOTEBOOK,
                  extra: tuple[str, ...] = (), log_name: str = "voila.log") -> Iterator[Voila]:
    """Voilà for the length of the block (a test failure, in words, when it
    does not start); its log lands in the artifacts as ``log_name``."""
    try:
        voila = start_voila(workdir, notebook, extra=extra)
    except RuntimeError as error:
        pytest.fail(str(error))
    try:
        yield voila
    finally:
        voila.stop()
        copy_log(voila, log_name)


# ---------------------------------------------------------------- in the page
#: Navigation timing plus the harness's drawing probe (``INIT_SCRIPT`` of
#: browser_harness), all in ms from navigation start: first byte, DOM
#: ready, load, first and last draw on a visible canvas, last frame.
PAGE_TIMINGS = """
() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const draws = (window.__dcw && window.__dcw.draws) || [];
  const frames = (window.__dcw && window.__dcw.frames) || [];
  return {
    response_start: nav ? nav.responseStart : null,
    dom_content_loaded: nav ? nav.domContentLoadedEventEnd : null,
    load: nav ? nav.loadEventEnd : null,
    first_draw: draws.length ? draws[0][0] : null,
    last_draw: draws.length ? draws[draws.length - 1][0] : null,
    draws: draws.length,
    last_frame: frames.length ? frames[frames.length - 1] : null,
    now: performance.now(),
  };
}
"""


def page_timings(page: Any) -> dict[str, float | None]:
    return page.evaluate(PAGE_TIMINGS)  # type: ignore[no-any-return]


#: What of the notebook's source a page shows: code cells' input areas,
#: editors and prompts (Voilà strips them unless ``strip_sources=False``).
CODE_SHOWN = """
() => ({
  inputs: document.querySelectorAll('.jp-InputArea, .jp-InputPrompt, .input_area').length,
  editors: document.querySelectorAll('.cm-editor, .CodeMirror, .jp-CodeMirrorEditor').length,
  pre: Array.from(document.querySelectorAll('pre, code'))
    .map((e) => e.textContent).filter((t) => /import|PlayApp/.test(t)),
  text: /from dominochess_widget|PlayApp\\(/.test(document.body.innerText),
})
"""


def code_shown(page: Any) -> dict[str, Any]:
    return page.evaluate(CODE_SHOWN)  # type: ignore[no-any-return]
