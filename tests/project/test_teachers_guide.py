"""Issue 27, item 6: the teacher's guide (both languages) tells the truth.

Before it runs it shows no widget's bare repr (``VBox(children=(Button(…)))``):
every widget output carries a picture (HTML) beside it. It links every
lesson by its file number (00 … 09), and its counts of lessons and example
games come from code cells that read the folders and the examples package,
so nbval catches them if they go stale.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from paths import REPO

from dominochess_widget.examples import example_games, example_names

GUIDES = [REPO / "notebooks" / "90_teachers_guide.ipynb",
          REPO / "notebooks" / "it" / "90_guida_per_insegnanti.ipynb"]
WIDGET = "application/vnd.jupyter.widget-view+json"
#: Words that once counted what the code now counts (lessons 1 → 2 → 3, three games).
STALE = re.compile(r"three example games|tre partite\s+di esempio|\(\d\.ipynb|\[1\]\(|→ \[3\.")


def _outputs(path: Path) -> list[dict[str, object]]:
    cells = nbformat.read(path, as_version=4).cells
    return [output for cell in cells for output in cell.get("outputs", ())]


def _markdown(path: Path) -> str:
    cells = nbformat.read(path, as_version=4).cells
    return "\n".join(cell.source for cell in cells if cell.cell_type == "markdown")


@pytest.mark.parametrize("path", GUIDES, ids=lambda p: p.name)
def test_6_every_widget_output_has_a_picture_not_a_bare_repr(path: Path) -> None:
    widgets = [o["data"] for o in _outputs(path) if WIDGET in o.get("data", {})]
    assert widgets
    for data in widgets:
        assert "text/html" in data, data["text/plain"]
        assert not re.match(r"(VBox|HBox|Box|Button|HTML)\(", data["text/plain"]), data


@pytest.mark.parametrize("path", GUIDES, ids=lambda p: p.name)
def test_6_the_guide_links_every_lesson_by_its_file_number(path: Path) -> None:
    text = _markdown(path)
    lessons = sorted(path.parent.glob("[0-8][0-9]_*.ipynb"))
    assert len(lessons) == 10
    for lesson in lessons:
        assert f"[{lesson.name[:2]} " in text and f"]({lesson.name})" in text, lesson.name
    assert not STALE.search(text), STALE.search(text)


@pytest.mark.parametrize("path", GUIDES, ids=lambda p: p.name)
def test_6_the_counts_are_printed_from_the_real_data(path: Path) -> None:
    printed = "".join(str(o.get("text", "")) for o in _outputs(path))
    for game in example_games():
        names = example_names(game)
        assert f"{game:<12} {len(names)}: {', '.join(names)}" in printed
    assert re.search(r"10 (lessons in English|lezioni in italiano), 10 in", printed)
