"""Issue 27, item 6: the teacher's guide (both languages) tells the truth.

Before it runs it shows no widget's bare repr (``VBox(children=(Button(…)))``):
every widget output carries a picture (HTML) beside it. It links every
lesson by its file number (00 … 09), and its counts of lessons and example
games come from code cells that read the folders and the examples package,
so nbval catches them if they go stale.

Issue 28, item 4: section 2 writes its annotated game with the study
editor (tags, comments, a mark, arrows, a variation; the Italian guide's
comments in Italian), prints the record it wrote, which reads back, and
shows an illegal move refused in words with nothing changed; lesson 02
opens one of its shipped games in the editor, in the lesson's language.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import nbformat
import pytest
from paths import REPO

from dominochess_widget.core.any_record import codec_of, read_any_record
from dominochess_widget.core.records import StudyNode
from dominochess_widget.examples import example_games, example_names, load_example
from dominochess_widget.study import Study

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


# ---------------------------------------------------------------- issue 28, item 4
LESSONS_02 = {"en": REPO / "notebooks" / "02_annotated_games.ipynb",
              "it": REPO / "notebooks" / "it" / "02_partite_commentate.ipynb"}
GUIDE_LANGUAGE = dict(zip(GUIDES, ("en", "it"), strict=True))
#: What section 2's record text must never be again: a record typed in a code cell.
TYPED_RECORD = re.compile(r'^\s*\[Event "', re.M)


def _section_2(path: Path) -> list[nbformat.NotebookNode]:
    """The cells of the guide's section 2 (its heading to the next one)."""
    cells = nbformat.read(path, as_version=4).cells
    starts = [i for i, cell in enumerate(cells)
              if cell.cell_type == "markdown" and cell.source.startswith("## ")]
    first = next(i for i in starts if cells[i].source.startswith("## 2."))
    return cells[first:starts[starts.index(first) + 1]]


def _printed(cells: list[nbformat.NotebookNode]) -> str:
    return "".join(str(o.get("text", "")) for cell in cells for o in cell.get("outputs", ()))


def _written_record(path: Path) -> str:
    """The record section 2 prints from ``editor.record_text()``."""
    cells = _section_2(path)
    cell = next(c for c in cells if "print(editor.record_text())" in c.source)
    return _printed([cell])


def _all_nodes(node: StudyNode) -> list[StudyNode]:
    nodes = [node]
    for child in node.children:
        nodes.extend(_all_nodes(child))
    return nodes


@pytest.mark.parametrize("path", GUIDES, ids=lambda p: p.name)
def test_4_section_2_writes_the_game_with_the_study_editor_not_by_hand(path: Path) -> None:
    cells = _section_2(path)
    code = "\n".join(cell.source for cell in cells if cell.cell_type == "code")
    for call in ('StudyEditor("dominochess", seed=', "set_tag(", ".comment(", ".play(",
                 ".mark(", ".arrow(", ".back()", "record_text()", "GameViewer(editor.record()"):
        assert call in code, call
    assert not TYPED_RECORD.search(code), "section 2 types a record by hand again"
    shown = [cell for cell in cells
             if any(WIDGET in o.get("data", {}) for o in cell.get("outputs", ()))]
    assert "StudyEditor(game='dominochess')" in str(shown[0].outputs[0]["data"]["text/plain"])
    prose = "\n".join(cell.source for cell in cells if cell.cell_type == "markdown")
    assert "docs/rules.md" in prose  # where a record typed by hand is described


@pytest.mark.parametrize("path", GUIDES, ids=lambda p: p.name)
def test_4_the_record_the_editor_wrote_reads_back_with_comments_marks_and_a_variation(
        path: Path) -> None:
    record = read_any_record(_written_record(path))
    root = codec_of(record.start()).tree(record)
    nodes = _all_nodes(root)
    comments = [node.comment for node in nodes if node.comment is not None]
    assert root.comment is not None and root.comment.text  # on the whole game
    assert len(comments) == 6
    assert sum(len(c.annotations.squares) + len(c.annotations.arrows) for c in comments) == 4
    branching = [node for node in nodes if len(node.children) > 1]
    assert len(branching) == 1  # one variation
    assert record.tags["Event"] and record.tags["Red"] and record.tags["Blue"]
    main_line, node = [], root
    while node.children:
        node = node.children[0]
        main_line.append(node.action)
    assert main_line == ["5:Nb2-c4", "3:Rb1-b2", "0:-", "4:Bc7-a5"]  # the old record's game


def test_4_the_italian_guide_writes_its_comments_in_italian() -> None:
    english, italian = (read_any_record(_written_record(path)) for path in GUIDES)
    roots = [codec_of(r.start()).tree(r) for r in (english, italian)]
    texts = [[n.comment.text for n in _all_nodes(root) if n.comment] for root in roots]
    assert all(a != b for a, b in zip(*texts, strict=True))
    assert "alfiere" in " ".join(texts[1]) and "bishop" in " ".join(texts[0])


@pytest.mark.parametrize("path", GUIDES, ids=lambda p: p.name)
def test_4_an_illegal_move_in_the_editor_is_refused_in_words_and_changes_nothing(
        path: Path) -> None:
    cells = _section_2(path)
    cell = next(c for c in cells if "try:" in c.source and "editor.play(" in c.source)
    printed = _printed([cell])
    assert ("b7 is in the way" if GUIDE_LANGUAGE[path] == "en" else "blocca la strada") in printed
    assert printed.rstrip().endswith("True")  # the record is unchanged
    assert "Traceback" not in printed


def _editor_call(path: Path) -> ast.Call:
    """Lesson 02's ``StudyEditor(record=…)`` call."""
    cells = nbformat.read(path, as_version=4).cells
    source = next(c.source for c in cells if c.cell_type == "code" and "StudyEditor(" in c.source)
    return next(node for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Call)
                and getattr(node.func, "id", "") == "StudyEditor")


@pytest.mark.parametrize("language", ["en", "it"])
def test_4_lesson_02_opens_one_of_its_games_in_the_editor_in_its_language(
        language: str) -> None:
    path = LESSONS_02[language]
    keywords = {k.arg: ast.literal_eval(k.value) for k in _editor_call(path).keywords}
    assert keywords["record"] in example_names("dominochess")
    assert keywords["language"] == language
    study = Study(record=keywords["record"], language=language)
    shipped = load_example(keywords["record"], language=language)
    assert shipped.comment is not None and study.comment_text == shipped.comment.text
    cells = nbformat.read(path, as_version=4).cells
    index = next(i for i, c in enumerate(cells) if "StudyEditor(" in c.source)
    assert cells[index - 1].cell_type == "markdown"  # the prose comes first
    outputs = cells[index].outputs
    assert [o["data"]["text/plain"] for o in outputs] == ["StudyEditor(game='dominochess')"]
    assert "text/html" in outputs[0]["data"]  # its picture, before the notebook runs
