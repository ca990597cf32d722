"""Every link of the lessons works in a served JupyterLab, and the start page
leads to the Voilà app (issue 27, items 3, 4 and 6).

JupyterLab starts as ``make lab`` starts it — the repository's top folder as
the server's root, the start page as the file to open — once as ``make lab``
serves it (at ``/``) and once as JupyterHub and Binder serve it (under
``/user/<name>/``, with ``JUPYTERHUB_SERVICE_PREFIX`` set as the Hub sets it).
The root is a copy of the README, ``docs/``, ``notebooks/`` and ``voila.json``
(Lab writes checkpoints and may autosave: the repository stays untouched).

In each: the address ``make lab`` opens is the start page; every relative link
of every notebook answers through the contents API (a file Lab can open); the
start page's app link opens, in a new tab, the Voilà app under the server's
prefix, and the app paints a board; a rules page opens as a document when its
link is clicked in the start page.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from browser_harness import ROOT, TOKEN, free_port, stop_process

from dominochess_widget.core import links

#: Where JupyterHub (and so Binder) serves a user's server.
HUB_PREFIX = "/user/teacher/"
#: What the served root holds: what a lesson's link may lead to.
COPIED = ("README.md", "docs", "notebooks", "voila.json")
#: Lab settings: no news pop-up, no update check, no autosave into the copy.
SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
}
START = {"en": "notebooks/00_start_here.ipynb", "it": "notebooks/it/00_inizia_qui.ipynb"}


def _load_link_check() -> ModuleType:
    """tests/project/test_project_links.py: the one place links are read from a notebook."""
    path = ROOT / "tests" / "project" / "test_project_links.py"
    spec = importlib.util.spec_from_file_location("project_test_links", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


link_check = _load_link_check()


def make_lab_arguments() -> list[str]:
    """The arguments the Makefile's ``lab`` recipe gives ``jupyter lab``, with
    ``$(CURDIR)`` left for the caller (the shell's allow-root test dropped)."""
    recipe = re.search(r"^lab:.*\n(?:\t@.*\n)*\t\$\(BIN\)/jupyter lab (.*)$",
                       (ROOT / "Makefile").read_text(), re.M)
    assert recipe, "the Makefile's lab recipe no longer runs `$(BIN)/jupyter lab`"
    words = re.sub(r"\$\$\(\[.*?\]\s*&&\s*echo --allow-root\)", "", recipe.group(1)).split()
    return [word.replace('"', "") for word in words]


@dataclass
class ServedLab:
    """A JupyterLab started as ``make lab`` starts it, under ``prefix``."""

    url: str  # http://127.0.0.1:PORT + prefix, ending in "/"
    prefix: str
    root: Path
    runtime: Path
    process: subprocess.Popen[bytes]

    def get(self, path: str) -> tuple[int, bytes]:
        joiner = "&" if "?" in path else "?"
        try:
            with urllib.request.urlopen(f"{self.url}{path}{joiner}token={TOKEN}",
                                        timeout=30) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def opened_address(self) -> str:
        """The address ``make lab`` sends the browser to (the server's own file)."""
        found = sorted(self.runtime.glob("jpserver-file-to-run-*-open.html"))
        assert found, "the server wrote no address for the file to open"
        match = re.search(r'href="([^"]+)"', found[0].read_text(encoding="utf-8"))
        assert match, found[0].read_text(encoding="utf-8")
        return match.group(1)


def start(workdir: Path, prefix: str) -> ServedLab:
    root, home = workdir / "root", workdir / "home"
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, root / name,
                            ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        else:
            root.mkdir(parents=True, exist_ok=True)
            shutil.copy(source, root / name)
    for name, values in SETTINGS.items():
        path = home / "settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values), encoding="utf-8")
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(home / "config"),
           "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
           "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
           "IPYTHONDIR": str(home / "ipython")}
    env.pop("JUPYTERHUB_SERVICE_PREFIX", None)
    if prefix != "/":
        env["JUPYTERHUB_SERVICE_PREFIX"] = prefix  # as JupyterHub sets it for the server
    port = free_port()
    arguments = [word.replace("$(CURDIR)", str(root)) for word in make_lab_arguments()]
    command = [sys.executable, "-m", "jupyterlab", *arguments, "--no-browser", "--allow-root",
               "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
               f"--ServerApp.base_url={prefix}", f"--IdentityProvider.token={TOKEN}",
               "--LabApp.expose_app_in_browser=True", "--LabApp.news_url=",
               "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
    log = (workdir / "lab.log").open("wb")
    process = subprocess.Popen(command, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT)
    lab = ServedLab(f"http://127.0.0.1:{port}{prefix}", prefix, root, home / "runtime", process)
    deadline = time.monotonic() + 90
    while not _up(lab):
        if process.poll() is not None or time.monotonic() > deadline:
            stop_process(process)
            pytest.fail("JupyterLab did not start:\n"
                        + (workdir / "lab.log").read_text(errors="replace")[-3000:])
        time.sleep(0.3)
    return lab


def _up(lab: ServedLab) -> bool:
    """The server answers its status."""
    try:
        return lab.get("api/status")[0] == 200
    except OSError:
        return False


@pytest.fixture(scope="module", params=["/", HUB_PREFIX], ids=["make-lab", "hub"])
def served(request: pytest.FixtureRequest, chromium: Path,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedLab]:
    lab = start(tmp_path_factory.mktemp("links-lab"), request.param)
    try:
        yield lab
    finally:
        stop_process(lab.process)


def _page(browser: Any) -> Any:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(60_000)
    return page


def _open(page: Any, lab: ServedLab, notebook: str) -> None:
    page.goto(f"{lab.url}lab/tree/{urllib.parse.quote(notebook)}?token={TOKEN}&reset")
    page.wait_for_selector(".jp-Notebook .jp-RenderedMarkdown")
    page.wait_for_function("() => window.jupyterapp !== undefined")


def test_3_make_lab_opens_the_start_page_from_the_repository_root(served: ServedLab) -> None:
    opened = urllib.parse.urlsplit(served.opened_address()).path
    assert opened == f"{served.prefix}lab/tree/{links.START_NOTEBOOK}"
    status, _ = served.get("api/contents/docs/rules.md?content=0")
    assert status == 200, "the repository's docs/ is outside the served root"


def test_4_6_every_relative_link_of_every_notebook_resolves(served: ServedLab) -> None:
    """Each notebook's relative link, as Lab resolves it (against the notebook's
    folder), names a file the server gives: HTTP 200 from the contents API."""
    checked = 0
    for notebook in sorted([*served.root.glob("notebooks/*.ipynb"),
                            *served.root.glob("notebooks/it/*.ipynb")]):
        for where, text in link_check.notebook_texts(notebook):
            for target in filter(link_check.is_relative, link_check.link_targets(text)):
                path = (notebook.parent / urllib.parse.unquote(
                    urllib.parse.urlsplit(target).path)).resolve()
                served_path = path.relative_to(served.root.resolve()).as_posix()
                status, _ = served.get(
                    f"api/contents/{urllib.parse.quote(served_path)}?content=0")
                assert status == 200, f"{notebook.name} {where}: {target} → HTTP {status}"
                checked += 1
    assert checked > 50, f"only {checked} links found"


def test_3_4_the_start_page_opens_the_voila_app_and_a_rules_page(served: ServedLab,
                                                                 browser: Any) -> None:
    """The app link opens the Voilà app in a new tab, under the server's prefix, and it
    paints a board; a rules page's link opens the page as a document in Lab. English
    under ``make lab``, Italian (``?lang=it``) under the Hub's prefix: one Voilà app a
    server keeps the module near two minutes."""
    language, query = ("en", "") if served.prefix == "/" else ("it", "?lang=it")
    page = _page(browser)
    try:
        _open(page, served, START[language])
        page.wait_for_function(
            "() => { const k = window.jupyterapp.shell.currentWidget?.sessionContext?.session"
            "?.kernel; return k && k.status === 'idle'; }")
        page.evaluate("() => window.jupyterapp.commands.execute('runmenu:run-all')")
        link = page.locator(".jp-OutputArea-output a[target=_blank]",
                            has_text="Voilà").last
        link.wait_for(state="visible", timeout=90_000)
        wanted = f"{served.prefix}{links.app_path()}{query}"
        page.wait_for_function(
            "([el, wanted]) => new URL(el.href).pathname + new URL(el.href).search === wanted",
            arg=[link.element_handle(), wanted])
        with page.context.expect_page() as opened:
            link.click()
        app = opened.value
        app.locator(".dominochess-app .dominochess-play canvas").first.wait_for(
            state="attached", timeout=120_000)
        assert urllib.parse.urlsplit(app.url).path == f"{served.prefix}{links.app_path()}"
        assert "Traceback" not in app.content()

        page.bring_to_front()
        page.locator(".jp-RenderedMarkdown a", has_text="DamHex³").last.click()
        tab = page.locator(".lm-TabBar-tab.lm-mod-current .lm-TabBar-tabLabel",
                           has_text="damhex.md")
        tab.wait_for(state="visible", timeout=30_000)
        assert not page.locator(".jp-Dialog").count(), "Lab showed an error dialog"
    finally:
        page.context.close()
