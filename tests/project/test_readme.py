"""The README says what a teacher needs, and its code and commands work as written.

The README is for teachers (issue 27, item 11): what the project is, the two commands,
the lessons, the classroom. The API detail and the measurements moved to
``docs/developers.md`` and ``docs/benchmarks.md``; their Python blocks run here too, so
that the moved examples cannot go stale.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from paths import REPO

from dominochess_widget import games

README = REPO / "README.md"
#: The pages whose ```python blocks must run as written.
EXECUTED = (README, REPO / "docs" / "developers.md")
#: The README stays short enough to read before a lesson.
README_MOST_BYTES = 10_000
_BLOCK = re.compile(r"```python\n(.*?)```", re.S)
_MAKE = re.compile(r"`make ([a-z][a-z-]*)")


def _python_blocks(page: Path) -> list[str]:
    return _BLOCK.findall(page.read_text(encoding="utf-8"))


@pytest.mark.parametrize("page", EXECUTED, ids=lambda page: page.name)
def test_11_python_blocks_run(page: Path) -> None:
    blocks = _python_blocks(page)
    assert blocks, f"{page.name} lost its Python examples"
    for block in blocks:
        exec(compile(block, str(page), "exec"), {})


def test_11_every_example_lists_all_five_games() -> None:
    """A comment that shows what ``games.names()`` gives shows what it gives now."""
    shown = []
    for page in (README, *sorted((REPO / "docs").glob("*.md"))):
        for block in _python_blocks(page):
            for line in block.splitlines():
                if "names()" in line and "# [" in line:
                    shown.append((page.name, ast.literal_eval(line.split("# ", 1)[1].strip())))
    assert shown, "no example shows the registry's names"
    for name, listed in shown:
        assert listed == games.names(), f"{name} lists {listed}, the registry {games.names()}"
    assert len(games.names()) == 5


def test_11_readme_is_for_teachers() -> None:
    text = README.read_text(encoding="utf-8")
    size = len(text.encode("utf-8"))
    assert size <= README_MOST_BYTES, f"README is {size} bytes, aim ≤ {README_MOST_BYTES}"
    headings = re.findall(r"^## (.+)$", text, re.M)
    assert headings[:2] == ["Two commands", "The lessons"], headings
    for gone in ("| position | depth |", "nodes/s", "### What bad input does"):
        assert gone not in text, f"{gone!r} belongs in docs/, not in the README"
    for page in ("docs/developers.md", "docs/benchmarks.md", "docs/architecture.md"):
        assert f"]({page})" in text, f"the README does not point developers to {page}"


def test_11_readme_lists_every_lesson_in_both_languages() -> None:
    text = README.read_text(encoding="utf-8")
    for notebook in sorted([*REPO.glob("notebooks/[0-9][0-9]_*.ipynb"),
                            *REPO.glob("notebooks/it/[0-9][0-9]_*.ipynb")]):
        link = notebook.relative_to(REPO).as_posix()
        assert f"]({link})" in text, f"the README's lesson table lacks {link}"


def test_11_every_make_command_the_pages_give_exists() -> None:
    targets = set(re.findall(r"^([a-z][a-z-]*):", (REPO / "Makefile").read_text(), re.M))
    for page in (README, *sorted((REPO / "docs").glob("*.md"))):
        for target in _MAKE.findall(page.read_text(encoding="utf-8")):
            assert target in targets, f"{page.name} says `make {target}`: no such target"
