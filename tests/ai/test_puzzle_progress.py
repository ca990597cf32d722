"""Issue 27, deliver 4: puzzle progress a teacher can collect, without Jupyter.

A :class:`Progress` counts each puzzle's judged tries, keeps "solved" once
reached, notes the hint and the shown answer; it is written as a small JSON
file and read back field by field. A class folder reads into one table; a
damaged file is a :class:`ProgressError` naming it (listed under the table,
the other files still read), never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fuzz_inputs import check_message, check_type_error, mutate
from hypothesis import given, settings
from hypothesis import strategies as st
from paths import REPO

from dominochess_widget.core.errors import DominoChessError
from dominochess_widget.puzzles import Progress, ProgressError, read_class, read_progress
from dominochess_widget.puzzles.progress import (
    FILE_FIELDS,
    MOST_BYTES,
    MOST_NAME,
    MOST_TRIES,
    PUZZLE_FIELDS,
)

EXAMPLE = REPO / "notebooks" / "data" / "progress_example"
DC01, DC02 = "dc-01-king-bites", "dc-02-two-kings-two-halves"


def anna() -> Progress:
    """Anna: dc-01 at the second try after the hint; dc-02 shown, not solved."""
    return (Progress().named(" Anna ").judged(DC01, "wrong").hinted(DC01).judged(DC01, "good")
            .judged(DC01, "illegal").judged(DC01, "right").judged(DC02, "wrong").shown(DC02))


def test_4_tries_are_counted_until_solved_and_then_kept() -> None:
    record = anna()
    first = record.attempt(DC01)
    assert (first.tries, first.solved, first.hint, first.solution) == (2, True, True, False)
    # solved stays as it was: a retry for fun, a hint or the answer afterwards change nothing
    later = record.judged(DC01, "wrong").hinted(DC01).shown(DC01)
    assert later.attempt(DC01) == first
    second = record.attempt(DC02)
    assert (second.tries, second.solved, second.solution) == (1, False, True)
    assert record.solved == 1 and record.student == "Anna"
    assert [a.puzzle for a in record.attempts] == [DC01, DC02]  # in the order first tried


def test_4_tries_stop_at_the_bound() -> None:
    record = Progress()
    for _ in range(MOST_TRIES + 5):
        record = record.judged(DC01, "wrong")
    assert record.attempt(DC01).tries == MOST_TRIES


@pytest.mark.parametrize(("name", "file"), [
    ("", "puzzle-progress.json"),
    ("Anna Rossi", "puzzle-progress-Anna-Rossi.json"),
    ("../../etc/passwd", "puzzle-progress-etc-passwd.json"),
    ("Niccolò  D'Amico", "puzzle-progress-Niccolò-D-Amico.json"),
    ("<b>", "puzzle-progress-b.json"),
])
def test_4_the_file_is_named_after_the_student(name: str, file: str) -> None:
    assert Progress().named(name).file_name() == file


def test_4_a_name_is_trimmed_and_bounded_and_must_be_text() -> None:
    assert Progress().named("x" * 500).student == "x" * MOST_NAME
    with pytest.raises(TypeError) as caught:
        Progress().named(7)  # type: ignore[arg-type]
    check_type_error(caught.value, ["student"])


def test_4_a_file_reads_back_as_written() -> None:
    record = anna()
    text = record.to_json()
    assert json.loads(text)["format"] == "dominochess-puzzle-progress"
    assert read_progress(text, "anna.json") == record


def _file(**changes: object) -> str:
    """Anna's file with fields changed: the file's own, or its first puzzle's."""
    data = anna().to_data()
    entries = [dict(entry) for entry in data["puzzles"]]
    entries[0].update({k: v for k, v in changes.items() if k in PUZZLE_FIELDS})
    data["puzzles"] = entries
    data.update({k: v for k, v in changes.items() if k in FILE_FIELDS})
    return json.dumps(data)


@pytest.mark.parametrize(("text", "says"), [
    ("{\"format\": ", "line 1, column"),
    ("[1, 2]", "not a puzzle progress file"),
    ("{}", "not a puzzle progress file"),
    (_file(version=2), "format must be"),
    (_file(student=["Anna"]), "student must be"),
    (_file(student="x" * (MOST_NAME + 1)), "student must be"),
    (_file(puzzles={"a": 1}), "puzzles must be"),
    (_file(tries=-1), "puzzle 1: tries must be"),
    (_file(tries=2.5), "puzzle 1: tries must be"),
    (_file(tries=MOST_TRIES + 1), "puzzle 1: tries must be"),
    (_file(tries=True), "puzzle 1: tries must be"),
    (_file(tries=0), "at least 1 when the puzzle is solved"),
    (_file(solved="yes"), "puzzle 1: solved must be"),
    (_file(puzzle=""), "puzzle 1: puzzle must be"),
    (_file().replace('"hint"', '"hints"', 1), "puzzle 1: puzzle must be"),
    (_file().replace(DC02, DC01), "listed twice"),
    (_file().replace('"tries": 2', '"tries": ' + "9" * 5000), "puzzle 1: tries must be"),
    ('{"a": NaN}', "not a puzzle progress file"),
    ("[" * 100_000, "not a puzzle progress file"),
    (" " * (MOST_BYTES + 1), "too big"),
])
def test_4_a_bad_file_is_refused_naming_the_file(text: str, says: str) -> None:
    with pytest.raises(ProgressError) as caught:
        read_progress(text, "ben.json")
    check_message(caught.value)
    assert says in str(caught.value)
    assert "ben.json" in str(caught.value) and "ben.json" in caught.value.message("it")


@st.composite
def broken_files(draw: st.DrawFn) -> str:
    return mutate(draw, anna().to_json())


@settings(max_examples=120, deadline=None)
@given(broken_files())
def test_4_fuzz_any_file_reads_or_is_refused_with_a_clear_error(text: str) -> None:
    try:
        record = read_progress(text, "fuzz.json")
    except DominoChessError as error:
        assert isinstance(error, ProgressError)
        check_message(error)
        assert "fuzz.json" in str(error)
    else:
        assert read_progress(record.to_json(), "again.json") == record


def test_4_the_class_table_of_the_shipped_example() -> None:
    """The teacher's guide's folder: Anna and Ben read, Carla's cut file named."""
    table = read_class(EXAMPLE)
    assert [record.student for _file, record in table.rows] == ["Anna", "Ben"]
    assert table.puzzles == [DC01, DC02, "dc-04-right-half"]
    assert table.cells()[1] == ["Anna", "✓ 1", "✓ 2", "✓ 2 +hint", "3"]
    assert table.cells()[2] == ["Ben", "✓ 3", "✗ 1 +answer", "·", "1"]
    assert [p.key for p in table.problems] == ["progress.not_json"]
    assert "puzzle-progress-Carla.json" in table.text()
    italian = read_class(EXAMPLE, language="it")
    assert "+aiuto" in italian.text() and "Non letto" in italian.html()
    assert repr(table) == table.text()


def test_4_the_class_table_escapes_names_and_reads_unreadable_files_as_problems(
    tmp_path: Path,
) -> None:
    (tmp_path / "a.json").write_text(Progress().named("<script>x</script>").judged(
        DC01, "right").to_json(), encoding="utf-8")
    (tmp_path / "b.json").write_bytes(b"\xff\xfe not text")
    (tmp_path / "c.json").write_text(" " * (MOST_BYTES + 1), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not read at all", encoding="utf-8")
    (tmp_path / "d.json").write_text(Progress().to_json(), encoding="utf-8")  # no name
    table = read_class(tmp_path)
    assert "<script>" not in table.html() and "&lt;script&gt;" in table.html()
    assert {p.params["file"] for p in table.problems} == {"b.json", "c.json"}
    assert "(no name: d.json)" in table.text()


def test_4_an_empty_folder_says_so_and_a_missing_one_is_refused(tmp_path: Path) -> None:
    assert "No progress file in" in read_class(tmp_path).text()
    assert "Ancora nessun" in read_class(tmp_path, language="it").html()
    with pytest.raises(ProgressError) as caught:
        read_class(tmp_path / "nowhere")
    assert "nowhere" in str(caught.value)
    with pytest.raises(TypeError) as wrong:
        read_class(3)  # type: ignore[arg-type]
    check_type_error(wrong.value, ["folder"])
