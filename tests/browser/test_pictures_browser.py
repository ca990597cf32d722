"""A saved notebook opened without running it shows its boards as pictures.

Each notebook of ``notebooks/`` and ``notebooks/it/`` is copied with its
saved outputs into the running JupyterLab and opened, never run. Its
outputs are untrusted there, so JupyterLab shows each one in a safe type:
every board, viewer, player, table and app must show the SVG picture its
widget saved beside itself (an ``<img>`` of ``image/svg+xml``, decoded by
the browser), and none may read like ``PlayWidget(opponent='friend')``.
Run All then replaces the pictures with the live widgets.
The notebooks must have been executed with the fallback in place (the lead
re-executes them all).
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import ipywidgets
import pytest
from browser_harness import ROOT, Lab, screenshot, wait_kernel_ready

NOTEBOOKS = sorted([*(ROOT / "notebooks").glob("*.ipynb"),
                    *(ROOT / "notebooks" / "it").glob("*.ipynb")])
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: The project's widgets that show no board: the teacher's guide's "Show the
#: answer" button saves a picture of itself, a disabled button.
NOT_BOARDS = {"AnswerButton"}


def board_outputs(notebook: Path) -> list[dict[str, Any]]:
    """The notebook's saved outputs of the project's widgets (a board, a
    viewer, a player, a table, the app): every widget output but those of
    plain ipywidgets (a ``VBox`` holding a "Show the answer" button)."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    found = []
    for cell in cells:
        for output in cell.get("outputs", []) if cell["cell_type"] == "code" else []:
            data = output.get("data", {})
            name = re.match(r"\w+", "".join(data.get("text/plain", "")))
            if WIDGET_VIEW in data and not (name and (hasattr(ipywidgets, name.group())
                                                      or name.group() in NOT_BOARDS)):
                found.append(data)
    return found


def _pictured(data: dict[str, Any]) -> bool:
    return "data:image/svg+xml" in "".join(data.get("text/html", ""))


def check_saved_notebook(page: Any, lab: Lab, notebook: Path, name: str) -> None:
    """Open a copy of ``notebook`` unrun in ``lab``: every board output
    shows a decoded SVG picture, none its widget's repr."""
    boards = board_outputs(notebook)
    bare = ["".join(d.get("text/plain", "")) for d in boards if not _pictured(d)]
    assert not bare, f"{notebook.name}: board outputs saved without a picture: {bare}"
    target = lab.root / "saved" / name
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(notebook, target)
    page.goto(lab.notebook_url(f"saved/{name}"))
    page.wait_for_selector(".jp-Notebook", timeout=120_000)
    images = """() => [...document.querySelectorAll(
        '.jp-Notebook .jp-OutputArea-output img[src^="data:image/svg+xml"]')]"""
    page.wait_for_function(f"(want) => ({images})().length >= want", arg=len(boards),
                           timeout=60_000)
    page.wait_for_function(f"() => ({images})().every((img) => img.complete)",
                           timeout=30_000)
    widths = page.evaluate(f"() => ({images})().map((img) => img.naturalWidth)")
    texts = page.evaluate("""() => [...document.querySelectorAll(
        '.jp-Notebook .jp-OutputArea-output')].map((out) => out.innerText.trim())""")
    screenshot(page, f"saved-{name.replace('/', '-')}")
    assert len(widths) == len(boards)
    assert all(width > 0 for width in widths), f"{notebook.name}: a picture did not decode"
    reprs = {"".join(d["text/plain"]) for d in boards}
    shown = [text[:80] for text in texts if text in reprs]
    assert not shown, f"{notebook.name}: boards shown as text: {shown}"


@pytest.mark.parametrize("notebook", NOTEBOOKS,
                         ids=[str(n.relative_to(ROOT / "notebooks")) for n in NOTEBOOKS])
def test_a_saved_notebook_shows_its_boards_before_it_is_run(page: Any, lab: Lab,
                                                            notebook: Path) -> None:
    check_saved_notebook(page, lab, notebook,
                         str(notebook.relative_to(ROOT / "notebooks")))


def check_live_after_running(page: Any, lab: Lab, name: str, total: int) -> None:
    """Run All in the opened notebook ``name``: every picture gives way to
    its live widget (a canvas), as a running kernel's outputs are trusted."""
    wait_kernel_ready(lab, f"saved/{name}")
    page.evaluate("() => { window.jupyterapp.commands.execute('runmenu:run-all'); }")
    page.wait_for_function(
        """(want) => {
            const outputs = document.querySelector('.jp-Notebook');
            return outputs.querySelectorAll('img[src^="data:image/svg+xml"]').length === 0
              && outputs.querySelectorAll('.jp-OutputArea-output canvas').length >= want;
        }""", arg=total, timeout=180_000)


def test_a_running_kernel_shows_the_live_widgets_instead(page: Any, lab: Lab) -> None:
    notebook = ROOT / "notebooks" / "04_russian_draughts.ipynb"
    check_saved_notebook(page, lab, notebook, "live/04_russian_draughts.ipynb")
    check_live_after_running(page, lab, "live/04_russian_draughts.ipynb",
                             len(board_outputs(notebook)))
