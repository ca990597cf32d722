"""Run All is safe: no cell changes a widget that an earlier cell showed.

A class runs a lesson with *Run ▸ Run All* and then reads it from the top:
a board higher up must still show what the text beside it describes, a
viewer must open where its text says, and a puzzle's answer must not
already be on the puzzle's board. So each notebook in ``notebooks/`` and
``notebooks/it/`` runs here, cell by cell, in one in-process IPython
shell (no kernel: fast), and after every cell the observable state of
every widget shown so far is compared with its state right after the
cell that showed it: what its boards draw (:meth:`BoardWidget.snapshot`,
a dominoes table's scene), the step a viewer is on, the text of its
labels and panels (every ``value`` in the widget tree).

A widget that is *meant* to change — a board the cells below play on,
and whose text says so — is marked with the cell tag ``changes-below``
on the cell that shows it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any

import ipywidgets
import nbformat
import pytest
from IPython.core.async_helpers import get_asyncio_loop
from IPython.core.interactiveshell import InteractiveShell
from paths import REPO

ROOT = REPO
NOTEBOOKS = sorted([*ROOT.glob("notebooks/*.ipynb"), *ROOT.glob("notebooks/it/*.ipynb")])
#: The cell tag that lets later cells change the widgets this cell shows.
MEANT_TO_CHANGE = "changes-below"


def _tree(widget: Any) -> Iterator[Any]:
    """``widget`` and every widget inside it, depth first."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _tree(child)


def observable(widget: Any) -> list[tuple[str, Any]]:
    """What a reader sees of ``widget``: each board's picture as data, and
    the value of every control and text in it, in tree order."""
    seen: list[tuple[str, Any]] = []
    for node in _tree(widget):
        name = type(node).__name__
        if callable(getattr(node, "snapshot", None)):
            seen.append((name, node.snapshot()))
        elif isinstance(getattr(type(node), "scene", None), property):  # a dominoes table
            seen.append((name, _scene(node)))
        if node.has_trait("value"):
            seen.append((name + ".value", node.value))
    return seen


def _scene(node: Any) -> Any:
    """The scene a canvas widget says it shows (None before its first)."""
    try:
        return node.scene
    except ValueError:  # nothing drawn yet
        return None


def first_difference(before: list[tuple[str, Any]], after: list[tuple[str, Any]]) -> str:
    """The first part of a widget that changed, in words, for the failure message."""
    for (name, old), (_, new) in zip(before, after, strict=False):
        if old != new:
            return f"{name}: {_difference(old, new)}"
    return f"its parts changed: {len(before)} became {len(after)}"


def _difference(old: Any, new: Any) -> str:
    """Which fields of a snapshot differ (a scene's ``pieces``, ``header`` …),
    or the two values, shortened."""
    if isinstance(old, tuple) and isinstance(new, tuple) and len(old) == len(new):
        return "; ".join(_difference(a, b) for a, b in zip(old, new, strict=True) if a != b)
    if is_dataclass(old) and type(old) is type(new):
        names = [f.name for f in fields(old) if getattr(old, f.name) != getattr(new, f.name)]
        return f"{type(old).__name__} {', '.join(names)} changed"
    return f"{str(old)[:120]!r} became {str(new)[:120]!r}"


class Shown:
    """The widgets displayed so far: for each, the cell that showed it and
    its state after that cell (widgets are recorded when the shell
    formats them for display: a cell's last value or ``display(w)``)."""

    def __init__(self) -> None:
        self.cell = -1
        self.new: list[Any] = []
        self.watched: dict[int, tuple[Any, int, list[tuple[str, Any]]]] = {}
        self.exempt: dict[int, Any] = {}  # widget id → widget (kept alive)

    def record(self, widget: Any) -> None:
        if id(widget) not in self.watched and id(widget) not in self.exempt:
            self.new.append(widget)

    def settle(self, meant_to_change: bool) -> None:
        """Take the state of the widgets the cell just run has shown."""
        for widget in self.new:
            if meant_to_change:
                self.exempt[id(widget)] = widget
            else:
                self.watched[id(widget)] = (widget, self.cell, observable(widget))
        self.new = []

    def changes(self) -> Iterator[str]:
        """Each widget whose state changed since it was last seen, in words
        (then watched from its new state, so each change is told once)."""
        for key, (widget, cell, state) in list(self.watched.items()):
            now = observable(widget)
            if now != state:
                self.watched[key] = (widget, cell, now)
                yield (f"cell {self.cell} changed the {type(widget).__name__} shown by cell "
                       f"{cell} ({first_difference(state, now)})")


def _finish_background_work() -> None:
    """Let tasks a cell started (the computer thinking) finish, as the
    kernel's event loop would let them between cells."""
    loop = get_asyncio_loop()
    for _ in range(100):
        pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
        if not pending:
            return
        loop.run_until_complete(asyncio.wait(pending, timeout=30))


def run_notebook(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Run ``path``'s code cells in order; the problems found, in words."""
    shown = Shown()
    shell = InteractiveShell.instance()
    shell.reset(new_session=False)
    original = shell.display_formatter.format

    def displayed(obj: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(obj, ipywidgets.Widget):
            shown.record(obj)
        return original(obj, *args, **kwargs)

    # Both a cell's last value and display() go through the shell's formatter.
    monkeypatch.setattr(shell.display_formatter, "format", displayed)
    monkeypatch.chdir(path.parent)
    notebook = nbformat.read(path, as_version=4)
    problems: list[str] = []
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type != "code":
            continue
        shown.cell = index
        result = shell.run_cell(cell.source, store_history=False, silent=False)
        if not result.success:
            error = result.error_in_exec or result.error_before_exec
            problems.append(f"cell {index} raised {error!r}")
            break
        _finish_background_work()
        problems += shown.changes()
        shown.settle(MEANT_TO_CHANGE in cell.metadata.get("tags", ()))
    return problems


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT / "notebooks")))
def test_run_all_leaves_every_shown_widget_as_it_was(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    problems = run_notebook(path, monkeypatch)
    assert not problems, f"{path.name}:\n" + "\n".join(problems)


def _notebook(tmp_path: Path, *cells: str, tagged: int | None = None) -> Path:
    """A notebook of ``cells`` (the one at index ``tagged`` marked as meant to change)."""
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    if tagged is not None:
        notebook.cells[tagged].metadata["tags"] = [MEANT_TO_CHANGE]
    path = tmp_path / "lesson.ipynb"
    nbformat.write(notebook, path)
    return path


BOARD_CELLS = (
    "from dominochess_widget import Game\nfrom dominochess_widget.widgets import BoardWidget",
    "game = Game.new(seed=1)\nboard = BoardWidget(game)\nboard",
    "game.play('5:Nb2-c4')",  # no redraw: a reload would still show the move
    "copy = Game.new(seed=1)\ncopy.play('5:Nb2-c4')\ndisplay(BoardWidget(copy))",
)


def test_the_check_sees_a_board_changed_by_a_later_cell(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A board whose game a later cell plays on is caught; a copy played on
    is not; the same board marked as meant to change is not."""
    problems = run_notebook(_notebook(tmp_path, *BOARD_CELLS), monkeypatch)
    assert len(problems) == 1
    assert problems[0].startswith("cell 2 changed the BoardWidget shown by cell 1 (BoardWidget:")
    assert run_notebook(_notebook(tmp_path, *BOARD_CELLS, tagged=1), monkeypatch) == []


def test_the_check_sees_a_viewer_moved_by_a_later_cell(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reading a step leaves a viewer where it was; going to it is caught."""
    cells = (
        "from dominochess_widget.widgets import GameViewer\n"
        "viewer = GameViewer('2_hunting_two_kings')\nviewer",
        "print(viewer.text(len(viewer.frames) - 1))",
        "viewer.go(len(viewer.frames) - 1)",
    )
    problems = run_notebook(_notebook(tmp_path, *cells), monkeypatch)
    assert len(problems) == 1
    assert problems[0].startswith("cell 2 changed the GameViewer shown by cell 0")
