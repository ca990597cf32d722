"""Every link a teacher can click leads somewhere (issue 27, items 3, 4, 6, 7).

* Every Binder launch link in the README, ``docs/`` and the notebooks names the one
  repository setting, ``core.links.REPOSITORY`` (``binder/owner.py`` rewrites them all).
* Every relative link in the README, ``docs/`` and every notebook (markdown cells and
  stored HTML outputs) points to a file that exists; an anchor into a Markdown page
  names one of its headings.
* Every lesson's last markdown cell links to the next lesson, in both languages.
* ``make lab`` serves the repository's root, as Binder does, so that the lessons' links
  to ``docs/`` and the Voilà app resolve (``tests/browser/test_links_browser.py``
  follows them in a served JupyterLab).
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from urllib.parse import unquote, urlsplit

import pytest
from paths import REPO

from dominochess_widget.core import links

NOTEBOOKS = REPO / "notebooks"
#: The lessons in order, by file number; after the last one, the start page.
LESSONS = {
    "en": sorted(NOTEBOOKS.glob("0[1-9]_*.ipynb")),
    "it": sorted((NOTEBOOKS / "it").glob("0[1-9]_*.ipynb")),
}
START = {"en": NOTEBOOKS / "00_start_here.ipynb", "it": NOTEBOOKS / "it" / "00_inizia_qui.ipynb"}
NEXT_WORD = {"en": "**Next:**", "it": "**Prossima lezione:**"}

_CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
_MARKDOWN_LINK = re.compile(r"!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_HTML_LINK = re.compile(r"""\b(?:href|src)\s*=\s*["']([^"']+)["']""")
#: An embedded picture (a saved board): its inner references are not links.
_DATA_URL = re.compile(r"""(["'])data:.*?\1""", re.S)


def _load_owner() -> ModuleType:
    spec = importlib.util.spec_from_file_location("binder_owner", REPO / "binder" / "owner.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


owner = _load_owner()


def notebook_texts(path: Path) -> Iterator[tuple[str, str]]:
    """``(where, text)`` of a notebook: each markdown cell, each stored HTML output."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for number, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] == "markdown":
            yield f"cell {number}", "".join(cell["source"])
        for output in cell.get("outputs", []):
            html = output.get("data", {}).get("text/html")
            if html is not None:
                yield f"cell {number} output", "".join(html)


def link_targets(text: str) -> list[str]:
    """Every link of a Markdown or HTML text, outside code."""
    text = _DATA_URL.sub('"data:"', _CODE.sub("", text))
    return _MARKDOWN_LINK.findall(text) + _HTML_LINK.findall(text)


def is_relative(target: str) -> bool:
    """A link to a file beside the page: no scheme, no host, not from the server's root."""
    parts = urlsplit(target)
    return not (parts.scheme or parts.netloc or target.startswith(("/", "#")))


def slug(heading: str) -> str:
    """GitHub's anchor of a Markdown heading."""
    heading = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return heading.replace(" ", "-")


def headings(page: Path) -> set[str]:
    text = _CODE.sub("", page.read_text(encoding="utf-8"))
    return {slug(title) for title in re.findall(r"^#{1,6} (.+)$", text, re.M)}


def pages() -> Iterator[tuple[Path, str, str]]:
    """``(file, where, text)`` for the README, every docs page and every notebook."""
    for page in [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]:
        yield page, "", page.read_text(encoding="utf-8")
    for notebook in sorted([*NOTEBOOKS.glob("*.ipynb"), *NOTEBOOKS.glob("it/*.ipynb")]):
        for where, text in notebook_texts(notebook):
            yield notebook, where, text


def broken_links() -> list[str]:
    broken = []
    for page, where, text in pages():
        for target in filter(is_relative, link_targets(text)):
            parts = urlsplit(target)
            path = (page.parent / unquote(parts.path)).resolve()
            label = f"{page.relative_to(REPO)} {where}: {target}"
            if not path.is_relative_to(REPO) or not path.is_file():
                broken.append(f"{label} (no such file)")
            elif parts.fragment and path.suffix == ".md" and parts.fragment not in headings(path):
                broken.append(f"{label} (no such heading)")
    return broken


def test_6_every_binder_link_names_the_repository_setting() -> None:
    found = [(path, named) for path in owner.linked_files()
             for _, named in owner.binder_links(path.read_text(encoding="utf-8"))]
    assert found, "the README lost its Binder badge"
    assert owner.current() == links.REPOSITORY
    strays = owner.stray_links(links.REPOSITORY)
    assert not strays, ("Binder links that name another repository than "
                        f"core.links.REPOSITORY ({links.REPOSITORY}); run "
                        f"`make owner REPO={links.REPOSITORY}`: {strays}")


def test_6_every_relative_link_resolves() -> None:
    assert not broken_links(), "\n".join(broken_links())


def test_6_the_link_check_sees_a_broken_link() -> None:
    """The check can fail: a missing file, a missing heading and a climb out of the
    repository are each found; a web address, an anchor alone and code are not links."""
    assert link_targets("[a](x.md) `[b](y.md)` <a href='z.html'> <img src=\"data:a,<x href='w'>\">"
                        ) == ["x.md", "z.html", "data:"]
    assert [is_relative(t) for t in ("docs/x.md", "https://a.b/c", "/voila/x", "#top")] == [
        True, False, False, False]
    assert slug("What bad input does, in every game") == "what-bad-input-does-in-every-game"
    assert "game-records" in headings(REPO / "docs" / "rules.md")


def test_6_owner_script_rewrites_every_link_and_refuses_bad_names(tmp_path: Path) -> None:
    for part in ("README.md", "docs", "notebooks", "dominochess_widget/core/links.py"):
        source, target = REPO / part, tmp_path / part
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        else:
            shutil.copy(source, target)
    links_py = tmp_path / "dominochess_widget/core/links.py"
    before = {path: path.read_bytes() for path in tmp_path.rglob("*") if path.is_file()}
    for bad in ("no-slash", "a/b/c", "-x/y", "x/..", "x/y z", "x/y\nREPOSITORY = 1"):
        with pytest.raises(SystemExit):
            owner.rewrite(bad, tmp_path)
    assert {path: path.read_bytes() for path in before} == before, "a refusal changed a file"
    changed = owner.rewrite("my-school/dc.widget", tmp_path)
    assert links_py in changed and tmp_path / "README.md" in changed
    assert owner.current(links_py) == "my-school/dc.widget"
    assert owner.stray_links("my-school/dc.widget", tmp_path) == []
    notebook = json.loads((tmp_path / "notebooks/00_start_here.ipynb").read_text("utf-8"))
    assert notebook["cells"], "the rewrite must leave the notebooks valid JSON"


# ------------------------------------------------------------------ lessons in order


def next_lesson(language: str, lesson: Path) -> Path:
    order = LESSONS[language]
    index = order.index(lesson)
    return order[index + 1] if index + 1 < len(order) else START[language]


@pytest.mark.parametrize(
    ("language", "lesson"),
    [(language, lesson) for language, lessons in LESSONS.items() for lesson in lessons],
    ids=lambda value: value.name if isinstance(value, Path) else value,
)
def test_7_every_lesson_ends_with_a_link_to_the_next(language: str, lesson: Path) -> None:
    cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
    last = "".join([cell for cell in cells if cell["cell_type"] == "markdown"][-1]["source"])
    targets = {(lesson.parent / urlsplit(t).path).resolve()
               for t in link_targets(last) if is_relative(t)}
    wanted = next_lesson(language, lesson)
    assert wanted.resolve() in targets, (
        f"{lesson.relative_to(REPO)}: the last markdown cell must link to "
        f"{wanted.relative_to(lesson.parent) if wanted.parent == lesson.parent else wanted.name}"
        f" (the next lesson); it links to {sorted(str(t) for t in targets)}")
    assert NEXT_WORD[language] in last, f"{lesson.name}: say {NEXT_WORD[language]} before it"


def test_7_lessons_are_numbered_as_their_files() -> None:
    """Lesson N is file 0N, in its title and on the start pages."""
    assert [p.name[:2] for p in LESSONS["en"]] == [f"0{n}" for n in range(1, 10)]
    assert [p.name[:2] for p in LESSONS["it"]] == [f"0{n}" for n in range(1, 10)]
    word = {"en": "lesson", "it": "lezione"}
    for language, lessons in LESSONS.items():
        start = "".join(text for _, text in notebook_texts(START[language]))
        for lesson in lessons:
            number = int(lesson.name[:2])
            title = "".join(json.loads(lesson.read_text("utf-8"))["cells"][0]["source"])
            assert f"{word[language]} {number}:" in title.splitlines()[0], lesson.name
            assert re.search(rf"^{number}\. \[\*\*[^\]]+\*\*\]\({re.escape(lesson.name)}\)",
                             start, re.M), f"{START[language].name} lists {lesson.name} as {number}"


# ------------------------------------------------------------------ the served root


def test_3_make_lab_serves_the_repository_and_opens_the_start_page() -> None:
    recipe = re.search(r"^lab:.*\n((?:\t.*\n)+)", (REPO / "Makefile").read_text(), re.M)
    assert recipe, "the Makefile lost its lab target"
    command = recipe.group(1)
    assert '--ServerApp.root_dir="$(CURDIR)"' in command, "make lab must serve the repository"
    assert command.rstrip().endswith(links.START_NOTEBOOK), "make lab must open the start page"


@pytest.mark.parametrize(("language", "query"), [("en", ""), ("it", "?lang=it")])
def test_3_start_page_links_the_voila_app_under_the_servers_prefix(language: str,
                                                                     query: str) -> None:
    """The start page's app link is an absolute path from the server's prefix (Lab would
    open a relative link as a file, and '/' alone misses JupyterHub's /user/<name>/), in
    a new tab; its stored output is the one `make lab` gives."""
    source = json.loads(START[language].read_text("utf-8"))["cells"]
    cell = next(c for c in source if c["cell_type"] == "code"
                and "JUPYTERHUB_SERVICE_PREFIX" in "".join(c["source"]))
    html = "".join(cell["outputs"][0]["data"]["text/html"])
    assert f'href="/{links.app_path()}{query}"' in html and 'target="_blank"' in html
