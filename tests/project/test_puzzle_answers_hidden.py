"""Issue 27, item 1: Run All never shows a puzzle's answer before the student acts.

The puzzle lessons (both languages) run here as Run All runs them (through
``run_notebook`` of :mod:`test_run_all_safety`: every code cell in order, in
one in-process shell). Everything they print or display, every text of the
widgets they show, and the outputs stored in the notebook file must hold no
puzzle's answer: no move of a stated solution (read from the puzzle data, in
every way it can be printed: the action as written, without its half,
without its piece, with a hyphen or an en dash), nor the words that come
with the answer (the puzzle's own "right" comment, "Solved!", "Solution:").
Answers live behind the widget's "Show solution" button, or in the
teacher's guide.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import ipywidgets
import nbformat
import pytest
from IPython.core.interactiveshell import InteractiveShell
from paths import REPO
from test_run_all_safety import observable, run_notebook

from dominochess_widget.core.messages import translate
from dominochess_widget.puzzles import Puzzle, load_puzzles

LESSONS = [REPO / "notebooks" / "09_puzzles.ipynb", REPO / "notebooks" / "it" / "09_problemi.ipynb"]
#: The output types a reader can see.
SHOWN_TYPES = ("text/plain", "text/html", "text/markdown", "image/svg+xml")
#: A domino chess action's parts: its half, its piece, and its squares.
_ACTION = re.compile(r"^(?P<half>\d:)?(?P<piece>[KQRBN])?(?P<squares>.+)$")
#: A picture inside an output (the widgets' saved boards), and a tag.
_PICTURE = re.compile(r"data:image/svg\+xml;charset=utf-8,([^\"]*)")
_TAG = re.compile(r"<[^>]*>")


def spellings(puzzle: Puzzle, move: str) -> set[str]:
    """Every way ``move`` of ``puzzle``'s solution can be printed (none for
    a half that moves nothing: "0:-" tells no answer)."""
    if move.endswith(":-"):
        return set()
    found = {move}
    if puzzle.is_turn:
        parts = _ACTION.match(move)
        assert parts is not None, move
        found |= {move.removeprefix(parts["half"] or ""), parts["squares"]}
    return found | {text.replace("-", "–") for text in found}


def answers() -> dict[str, str]:
    """What must not show, each with the puzzle whose answer it gives away."""
    found: dict[str, str] = {}
    for puzzle in load_puzzles():
        for move in puzzle.solution:
            found.update(dict.fromkeys(spellings(puzzle, move), puzzle.id))
        found.update({puzzle.right.en: puzzle.id, puzzle.right.it: puzzle.id})
    for language in ("en", "it"):
        found[translate("gamebook.solved", language)] = "any"
        found[translate("gamebook.solution", language, moves="").rstrip(" .")] = "any"
    return found


def visible(markup: str) -> str:
    """What a reader can see of an output: its text without tags, and the
    text of the pictures it embeds (a board's SVG in a data URL)."""
    pictures = [unquote(p) for p in _PICTURE.findall(markup)]
    return html.unescape(" ".join(_TAG.sub(" ", part) for part in [markup, *pictures]))


def leaks(texts: list[str]) -> list[str]:
    """Each answer found in ``texts``, in words: a move as a whole word (not
    "3-8" inside "13-8"), a sentence anywhere."""
    found = set()
    seen = [visible(text) for text in texts]
    for answer, puzzle in answers().items():
        alone = re.compile(rf"(?<![\w:–-]){re.escape(answer)}(?![\w–-])")
        if any(alone.search(text) for text in seen):
            found.add(f"{answer!r} (the answer to {puzzle})")
    return sorted(found)


def stored(path: Path) -> Iterator[str]:
    """The texts of the outputs saved in the notebook file."""
    for cell in nbformat.read(path, as_version=4).cells:
        for output in cell.get("outputs", ()):
            if "text" in output:
                yield output["text"]
            for kind in SHOWN_TYPES:
                if kind in output.get("data", {}):
                    yield str(output["data"][kind])


def run_all(path: Path, monkeypatch: pytest.MonkeyPatch,
            capsys: pytest.CaptureFixture[str]) -> list[str]:
    """Run ``path`` as Run All does; every text it printed or displayed,
    and the texts of the widgets it showed, as they stand at the end."""
    shell = InteractiveShell.instance()
    original = shell.display_formatter.format
    shown: list[str] = []
    widgets: list[Any] = []

    def formatted(obj: Any, *args: Any, **kwargs: Any) -> Any:
        bundle = original(obj, *args, **kwargs)
        shown.extend(str(bundle[0][kind]) for kind in SHOWN_TYPES if kind in bundle[0])
        if isinstance(obj, ipywidgets.Widget):
            widgets.append(obj)
        return bundle

    monkeypatch.setattr(shell.display_formatter, "format", formatted)
    problems = run_notebook(path, monkeypatch)
    assert not problems, problems
    printed = capsys.readouterr()
    seen = [str(value) for widget in widgets for _name, value in observable(widget)]
    return [printed.out, printed.err, *shown, *seen]


def test_1_the_answers_are_found_in_every_spelling() -> None:
    """The check can fail: it knows dc-01's answer as printed today, and
    the Italian words of a solved puzzle."""
    found = leaks(["1:Ke3xd4: right", "Risolto!", "<b>1:Kf1-e1</b> -> 0/15", "<i>3–8</i>"])
    assert any("1:Ke3xd4" in leak for leak in found)
    assert any("dh-03-king-bait" in leak for leak in found)
    assert any("Risolto!" in leak for leak in found)
    assert any("dc-11-every-square-has-odds" in leak for leak in found)
    assert not leaks(["1:Ke3-e2: wrong", "0:-", "your king on e2: 5/15 = 33%", "x=13-8"])


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_1_no_stored_output_of_a_puzzle_lesson_holds_an_answer(path: Path) -> None:
    found = leaks(list(stored(path)))
    assert not found, f"{path.name} stores answers: {found}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_1_run_all_of_a_puzzle_lesson_shows_no_answer(
    path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    found = leaks(run_all(path, monkeypatch, capsys))
    assert not found, f"Run All of {path.name} shows answers: {found}"
