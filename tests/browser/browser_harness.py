"""Drive JupyterLab in Debian Chromium: shared by the browser tests
(``conftest.py``) and ``benchmarks/viewer_bench.py``.

Nothing here imports pytest. What is known about the traps (news pop-up,
kernel readiness before Run All, widgets rendered after the kernel is idle,
Playwright's own browser download not working here) is in the project's
jupyter-widgets guide; the cures are collected in this one module.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dominochess_widget.core.messages import translate

ROOT = Path(__file__).resolve().parents[2]
#: Notebooks used only by the browser tests and the viewer benchmark.
TEST_NOTEBOOKS = Path(__file__).resolve().parent / "notebooks"
#: Where ``TEST_NOTEBOOKS`` lands inside the Lab root.
TEST_NOTEBOOKS_DIR = "browser-tests"
CHROMIUM = Path(os.environ.get("DOMINOCHESS_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TOKEN = "dominochess-browser-tests"
ARTIFACTS = ROOT / "artifacts" / "browser"

#: Lab settings: no news pop-up, no update check (they cover the page and
#: need the network).
_LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
}


def chromium_missing() -> str | None:
    """Why the browser cannot run, or None when Chromium and Playwright are there."""
    if not CHROMIUM.exists():
        return f"Chromium not found at {CHROMIUM}: install it with `apt-get install -y chromium`"
    if importlib.util.find_spec("playwright") is None:
        return "the Python package playwright is missing: pip install -e '.[test]'"
    return None


#: A server config that sets TCP_NODELAY on the kernel websockets (off in
#: jupyter_server 2.21: small frames then wait for the browser's delayed
#: ACK, up to ~40 ms). For measurements only; the tests use the default.
_NODELAY_CONFIG = """\
# Written by tests/browser/browser_harness.py (start_lab(nodelay=True)).
from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

_open = KernelWebsocketHandler.open


async def _open_nodelay(self, *args, **kwargs):
    self.set_nodelay(True)
    return await _open(self, *args, **kwargs)


KernelWebsocketHandler.open = _open_nodelay
"""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _cleared_copy(source: Path, target: Path) -> None:
    """Copy a notebook without outputs and execution counts.

    A stored widget output would render as an error before Run All, and
    stored execution counts hide whether a cell has run yet: the copy
    looks like a notebook after "Clear All Outputs"."""
    notebook = json.loads(source.read_text(encoding="utf-8"))
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    notebook.get("metadata", {}).pop("widgets", None)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(notebook, indent=1, ensure_ascii=False), encoding="utf-8")


@dataclass
class Lab:
    """A running JupyterLab server and its scratch root folder."""

    url: str
    root: Path
    process: subprocess.Popen[bytes]
    log_path: Path

    def api(self, path: str, method: str = "GET") -> Any:
        joiner = "&" if "?" in path else "?"
        request = urllib.request.Request(f"{self.url}{path}{joiner}token={TOKEN}", method=method)
        with urllib.request.urlopen(request, timeout=10) as response:
            body = response.read()
        return json.loads(body) if body else None

    def notebook_url(self, notebook: str) -> str:
        return f"{self.url}/lab/tree/{urllib.parse.quote(notebook)}?token={TOKEN}&reset"

    def kernel(self, notebook: str) -> dict[str, Any] | None:
        """The kernel model of ``notebook``'s session (None: no session yet)."""
        for session in self.api("/api/sessions"):
            if session["path"] == notebook:
                kernel = self.api(f"/api/kernels/{session['kernel']['id']}")
                assert isinstance(kernel, dict)
                return kernel
        return None

    def kernel_ready(self, notebook: str) -> bool:
        """The notebook's kernel is idle and the page is connected to it."""
        kernel = self.kernel(notebook)
        return (
            kernel is not None
            and kernel["execution_state"] == "idle"
            and kernel["connections"] >= 1
        )

    def shutdown_kernels(self) -> None:
        """Stop every kernel (keeps memory and CPU free for the next notebook)."""
        for session in self.api("/api/sessions"):
            self.api(f"/api/sessions/{session['id']}", method="DELETE")

    def log_tail(self, chars: int = 3000) -> str:
        return self.log_path.read_text(errors="replace")[-chars:]

    def stop(self) -> None:
        stop_process(self.process)


def stop_process(process: subprocess.Popen[Any]) -> None:
    """SIGTERM (a Jupyter server then shuts its kernels down), SIGKILL if it hangs."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


def start_lab(workdir: Path, timeout: float = 90, nodelay: bool = False) -> Lab:
    """Start JupyterLab on 127.0.0.1 with its own root and settings.

    The root holds cleared copies of the project's ``notebooks/`` (as
    ``notebooks/``) and of the test notebooks (as ``browser-tests/``).
    ``nodelay`` sets TCP_NODELAY on the kernel websockets.
    Raises RuntimeError with the end of the server log if it does not come up."""
    root = workdir / "root"
    home = workdir / "home"
    for source in sorted((ROOT / "notebooks").glob("*.ipynb")):
        _cleared_copy(source, root / "notebooks" / source.name)
    for source in sorted(TEST_NOTEBOOKS.glob("*.ipynb")):
        _cleared_copy(source, root / TEST_NOTEBOOKS_DIR / source.name)
    settings = home / "settings"
    for name, values in _LAB_SETTINGS.items():
        path = settings / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values), encoding="utf-8")
    if nodelay:
        config = home / "config" / "jupyter_server_config.py"
        config.parent.mkdir(parents=True, exist_ok=True)
        config.write_text(_NODELAY_CONFIG, encoding="utf-8")
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTERLAB_SETTINGS_DIR": str(settings),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "IPYTHONDIR": str(home / "ipython"),
    }
    port = free_port()
    log_path = home / "lab.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [
                sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
                "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
                f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={root}",
                "--LabApp.expose_app_in_browser=True",
                "--LabApp.news_url=",
                "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            ],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    lab = Lab(f"http://127.0.0.1:{port}", root, process, log_path)
    deadline = time.monotonic() + timeout
    while True:
        try:
            lab.api("/api/status")
            return lab
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                lab.stop()
                raise RuntimeError("JupyterLab did not start:\n" + lab.log_tail()) from None
            time.sleep(0.3)


@contextmanager
def running_lab(workdir: Path, nodelay: bool = False) -> Iterator[Lab]:
    lab = start_lab(workdir, nodelay=nodelay)
    try:
        yield lab
    finally:
        lab.stop()


def launch_chromium(playwright: Any) -> Any:
    """Debian's Chromium through Playwright (its own download does not work here)."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)


# ---------------------------------------------------------------- in the page
#: Installed before any page script runs: records when a canvas that is in
#: the document is drawn on (ipycanvas draws on detached model canvases,
#: then copies them to the visible view canvas with drawImage), the first
#: animation frame after such a draw, mouse-down, click and key-down events, and the
#: kernel websocket's frames (time, direction, size), all in the page's
#: ``performance.now()`` time base. ``window.__dcw.mark()`` and
#: ``window.__dcw.since(mark, "click")`` give what followed a click.
INIT_SCRIPT = """
(() => {
  const state = { draws: [], frames: [], pending: false, clicks: [] };
  window.__dcw = state;
  const proto = CanvasRenderingContext2D.prototype;
  for (const name of ['drawImage', 'putImageData', 'fillRect', 'clearRect']) {
    const original = proto[name];
    proto[name] = function (...args) {
      const canvas = this.canvas;
      if (canvas && canvas.isConnected) {
        const t = performance.now();
        state.draws.push([t, name]);
        if (state.draws.length > 5000) state.draws.splice(0, 2500);
        if (!state.pending) {
          state.pending = true;
          requestAnimationFrame(() => {
            state.pending = false;
            state.frames.push(performance.now());
            if (state.frames.length > 5000) state.frames.splice(0, 2500);
          });
        }
      }
      return original.apply(this, args);
    };
  }
  // Kernel websocket traffic as the page sees it: [time, 'in' | 'out', bytes].
  state.ws = [];
  const size = (data) => (typeof data === 'string' ? data.length
    : data instanceof Blob ? data.size : data.byteLength);
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      if (String(args[0]).includes('/api/kernels/')) {
        this.addEventListener('message', (event) => {
          state.ws.push([performance.now(), 'in', size(event.data)]);
        });
        const send = this.send;
        this.send = (data) => {
          state.ws.push([performance.now(), 'out', size(data)]);
          return send.call(this, data);
        };
      }
    }
  };
  for (const type of ['mousedown', 'click', 'keydown']) {
    document.addEventListener(type, (event) => {
      state.clicks.push([type, event.timeStamp, performance.now()]);
    }, true);
  }
  // mark(): where the lists end now; since(mark, type): what happened after
  // the first `type` event ('mousedown', 'click' or 'keydown') past the mark, in ms
  // from that event (null if there was no such event).
  state.mark = () => ({ clicks: state.clicks.length, ws: state.ws.length });
  state.since = (mark, type) => {
    const click = state.clicks.slice(mark.clicks).find(([t]) => t === type);
    if (!click) return null;
    const t0 = click[1];
    return {
      draws: state.draws.filter(([t]) => t >= t0).map(([t]) => t - t0),
      frames: state.frames.filter((t) => t >= t0).map((t) => t - t0),
      ws: state.ws.slice(mark.ws).map(([t, dir, bytes]) => [t - t0, dir, bytes]),
    };
  };
})();
"""

#: A cheap signature of every ``<canvas>`` under an element: per canvas its
#: size, the count of non-transparent pixels and a checksum of a coarse
#: grid of pixels (robust to nothing; use ``CANVAS_URLS`` for exact checks).
CANVAS_STATS = """
(root) => Array.from(root.querySelectorAll('canvas')).map((canvas) => {
  const { width, height } = canvas;
  if (!width || !height) return { width, height, opaque: 0, sum: 0 };
  const data = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  let opaque = 0, sum = 0;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] !== 0) opaque += 1;
  }
  for (let i = 0; i < data.length; i += 4 * 97) {
    sum = (sum * 31 + data[i] + 3 * data[i + 1] + 7 * data[i + 2] + data[i + 3]) % 1000000007;
  }
  return { width, height, opaque, sum };
})
"""

#: The exact pixels of every ``<canvas>`` under an element, as PNG data URLs.
CANVAS_URLS = "(root) => Array.from(root.querySelectorAll('canvas')).map((c) => c.toDataURL())"

#: How many pixels differ between two PNG data URLs of the same size, by
#: more than ``tolerance`` in any channel (anti-aliasing noise stays below).
PIXEL_DIFF = """
async ([a, b, tolerance]) => {
  const load = (url) => new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = url;
  });
  const [ia, ib] = await Promise.all([load(a), load(b)]);
  const pixels = (img) => {
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    return ctx.getImageData(0, 0, img.width, img.height).data;
  };
  if (ia.width !== ib.width || ia.height !== ib.height) return -1;
  const da = pixels(ia), db = pixels(ib);
  let changed = 0;
  for (let i = 0; i < da.length; i += 4) {
    if (Math.abs(da[i] - db[i]) > tolerance || Math.abs(da[i + 1] - db[i + 1]) > tolerance
        || Math.abs(da[i + 2] - db[i + 2]) > tolerance
        || Math.abs(da[i + 3] - db[i + 3]) > tolerance) changed += 1;
  }
  return changed;
}
"""


def new_page(browser: Any, trace: bool = True) -> Any:
    """A fresh context and page (1400 × 1000) with the drawing hooks installed."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    if trace:
        page.add_init_script(INIT_SCRIPT)
    return page


def wait_kernel_ready(lab: Lab, notebook: str, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while not lab.kernel_ready(notebook):
        if time.monotonic() > deadline:
            raise TimeoutError(f"the kernel of {notebook} never became idle and connected")
        time.sleep(0.25)


def open_notebook(page: Any, lab: Lab, notebook: str, timeout: float = 120) -> None:
    """Open ``notebook`` (a path in the Lab root) and wait for its kernel."""
    page.goto(lab.notebook_url(notebook))
    page.wait_for_selector(".jp-Notebook", timeout=timeout * 1000)
    page.wait_for_function("() => window.jupyterapp !== undefined", timeout=timeout * 1000)
    wait_kernel_ready(lab, notebook, timeout)


class NotebookError(AssertionError):
    """A cell of the notebook raised while the harness ran it."""


def run_all(page: Any, lab: Lab, notebook: str, timeout: float = 90) -> None:
    """Run every cell (Run ▸ Run All) and wait until each code cell has run.

    The copies in the Lab root have no execution counts (see
    ``_cleared_copy``), so "every prompt shows a number" means done. A
    cell that raises stops Run All: then :class:`NotebookError` carries
    its traceback at once, instead of a timeout."""
    page.evaluate("() => { window.jupyterapp.commands.execute('runmenu:run-all'); }")
    handle = page.wait_for_function(
        """() => {
          const errors = Array.from(document.querySelectorAll(
            '.jp-Notebook .jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'));
          const tracebacks = errors.filter((e) => /Traceback|Error/.test(e.textContent));
          if (tracebacks.length) return tracebacks.map((e) => e.textContent).join('\\n');
          const prompts = Array.from(
            document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputArea-prompt'));
          return prompts.length > 0
            && prompts.every((p) => /\\[\\d+\\]/.test(p.textContent)) && 'done';
        }""",
        timeout=timeout * 1000,
    )
    result = handle.json_value()
    if result != "done":
        raise NotebookError(f"{notebook} raised while running:\n{result[-4000:]}")
    wait_kernel_ready(lab, notebook, timeout)


def open_and_run(page: Any, lab: Lab, notebook: str, timeout: float = 90) -> None:
    """Open ``notebook`` in JupyterLab, wait for its kernel, run all cells."""
    open_notebook(page, lab, notebook, timeout)
    run_all(page, lab, notebook, timeout)


def play_status(widget: Any) -> Any:
    """A PlayWidget's status line: its ``data-actions`` and ``data-placement``
    carry the kernel's engine state (re-rendered on each action)."""
    return widget.locator(".dcp-status [data-actions]").first


def play_actions(widget: Any) -> int:
    return int(play_status(widget).get_attribute("data-actions") or 0)


def wait_actions(widget: Any, at_least: int = 0, at_most: int | None = None,
                 timeout: float = 30) -> None:
    """Wait until the kernel has re-rendered the status with a number of
    actions in [``at_least``, ``at_most``] (the status div is replaced on each
    render, so poll by selector)."""
    deadline = time.monotonic() + timeout
    while not at_least <= play_actions(widget) <= (at_most if at_most is not None else 10**9):
        if time.monotonic() > deadline:
            raise TimeoutError(f"not {at_least}..{at_most} actions after {timeout} s: "
                               + play_status(widget).inner_text())
        time.sleep(0.1)


def click_square(widget: Any, name: str, language: str = "en") -> None:
    """Click a board square's button (named in ``language``: "square e4")."""
    title = translate("board.square", language, square=name)
    widget.locator(f'.dcw-square[title="{title}"]').click()


def first_viewer(page: Any, timeout: float = 60) -> Any:
    """The first GameViewer on the page, once its canvas and annotation are attached."""
    viewer = page.locator(".dominochess-viewer").first
    viewer.locator("canvas").first.wait_for(state="attached", timeout=timeout * 1000)
    viewer.locator(".dcv-annotation [data-step]").first.wait_for(
        state="attached", timeout=timeout * 1000
    )
    return viewer


def annotation_step(viewer: Any) -> str | None:
    step = viewer.locator(".dcv-annotation [data-step]").first
    return step.get_attribute("data-step")  # type: ignore[no-any-return]


def wait_step_change(page: Any, viewer: Any, old: str | None, timeout: float = 15) -> str:
    """Wait until the viewer's ``data-step`` differs from ``old`` (a kernel round trip)."""
    handle = viewer.element_handle()
    page.wait_for_function(
        """([root, old]) => {
          const el = root.querySelector('.dcv-annotation [data-step]');
          return el !== null && el.getAttribute('data-step') !== old;
        }""",
        arg=[handle, old],
        timeout=timeout * 1000,
    )
    new = annotation_step(viewer)
    assert new is not None
    return new


#: True when every canvas under ``root`` is mostly opaque and shows more
#: than a few colours (a painted board, not a blank or one-colour canvas).
_PAINTED = """
([root, minOpaque, minColours]) => {
  const canvases = Array.from(root.querySelectorAll('canvas'));
  if (canvases.length === 0) return false;
  let opaque = 0, total = 0;
  const colours = new Set();
  for (const canvas of canvases) {
    if (!canvas.width || !canvas.height) return false;
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 0; i < data.length; i += 4) {
      total += 1;
      if (data[i + 3] !== 0) opaque += 1;
      if (i % (4 * 13) === 0) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    }
  }
  return opaque / total >= minOpaque && colours.size >= minColours;
}
"""


def wait_painted(
    page: Any, root: Any, min_opaque: float = 0.5, min_colours: int = 8, timeout: float = 30
) -> None:
    """Wait until the canvases under ``root`` show a picture (not blank)."""
    page.wait_for_function(
        _PAINTED, arg=[root.element_handle(), min_opaque, min_colours], timeout=timeout * 1000
    )


def wait_pixels_change(
    page: Any, root: Any, before: list[str], min_changed: int = 100, timeout: float = 15
) -> tuple[list[str], int]:
    """Poll the canvases under ``root`` until more than ``min_changed``
    pixels differ from ``before``; returns the new data URLs and the count."""
    deadline = time.monotonic() + timeout
    changed = 0
    while True:
        after = canvas_urls(root)
        changed = pixels_changed(page, before, after)
        if changed > min_changed or time.monotonic() > deadline:
            return after, changed
        time.sleep(0.05)


def canvas_stats(viewer: Any) -> list[dict[str, int]]:
    return viewer.evaluate(CANVAS_STATS)  # type: ignore[no-any-return]


def canvas_urls(viewer: Any) -> list[str]:
    return viewer.evaluate(CANVAS_URLS)  # type: ignore[no-any-return]


def pixels_changed(page: Any, before: list[str], after: list[str], tolerance: int = 8) -> int:
    """Pixels (summed over the canvases) that differ by more than ``tolerance``."""
    assert len(before) == len(after), "the number of canvases changed"
    total = 0
    for a, b in zip(before, after, strict=True):
        if a == b:
            continue
        changed = page.evaluate(PIXEL_DIFF, [a, b, tolerance])
        assert changed >= 0, "a canvas changed size"
        total += changed
    return total


def screenshot(page: Any, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path))
    return path


def copy_log(lab: Lab, name: str = "lab.log") -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(lab.log_path, ARTIFACTS / name)
