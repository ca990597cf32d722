"""A comment holds any text (issue 28, item 3): ``}`` in it is escaped so the
record still reads.

Inside a record's ``{…}``, ``\\\\`` is a backslash, ``\\}`` a closing brace and
``\\%`` a percent sign (so the prose ``[%csl x]`` is written ``[\\%csl x]`` and
is not read as a drawing command); any other backslash is itself, as records
written before escaping read. ``make_comment`` builds a comment from prose and
marks exactly as reading its record gives it back.
"""

from __future__ import annotations

import pytest
from fuzz_inputs import HUGE, check_type_error
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core import registry
from dominochess_widget.core.annotations import Annotations, Arrow, SquareMark
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.core.errors import RecordError
from dominochess_widget.core.records import (
    Comment,
    Record,
    escape_comment,
    make_comment,
    unescape_comment,
)

HOSTILE = (
    "}", "{", "{}", "a } b", "[%csl Zz9]", "[%cal Gc3d4]", "\\", "ends with \\", "\\}", "\\\\}",
    "100%", "\\%", "line one\nline two\r\nthree\rfour", "(1. c3-d4)", ")", '"quoted"',
    "'single'", "**bold** and *italic*", "città è più", "x" * 10_000, "}" * 5_000,
    "\\" * 5_001, "[%" * 3_000, "\t  spaced  \u2028 out ", "1-0", "*", '[Event "x"]',
)
RUSSIAN = registry.info("russian").view.shape


def russian_cell(cell: int) -> str:
    return RUSSIAN.name(cell)


def commented_record(comment: Comment | None) -> Record:
    """A short Russian game with ``comment`` on the whole game and on each move."""
    state = games.new("russian")
    for move in ("c3-d4", "f6-g5"):
        state.play(move)
    record = read_any_record(write_any_record(state))
    record.comment = comment
    for recorded in record.moves:
        recorded.comment = comment
    return record


def assert_reads_back(prose: str, marks: Annotations) -> None:
    comment = make_comment(prose, marks, russian_cell)
    if comment is None:
        assert not prose.split() and marks == Annotations()
        return
    assert comment.text == " ".join(prose.split())
    assert unescape_comment(escape_comment(prose)) == prose
    text = commented_record(comment).to_text()
    back = read_any_record(text)
    assert back.comment == comment
    assert [recorded.comment for recorded in back.moves] == [comment, comment]
    assert back.comment is not None and back.comment.text == " ".join(prose.split())
    assert back.comment.annotations == marks
    assert back.to_text() == text


MARKS = Annotations((SquareMark(RUSSIAN.squares[0], "G"), SquareMark(RUSSIAN.squares[5], "R")),
                    (Arrow(RUSSIAN.squares[1], RUSSIAN.squares[9], "B"),))


@pytest.mark.parametrize("prose", HOSTILE, ids=lambda p: repr(p[:20]))
def test_3_hostile_prose_reads_back_as_written(prose: str) -> None:
    assert_reads_back(prose, Annotations())
    assert_reads_back(prose, MARKS)


@settings(max_examples=150, deadline=None)
@given(prose=st.text(), squares=st.lists(st.sampled_from(RUSSIAN.squares), max_size=3))
def test_3_any_text_reads_back_as_written(prose: str, squares: list[int]) -> None:
    assert_reads_back(prose, Annotations(tuple(SquareMark(cell, "Y") for cell in squares)))


def test_3_marks_are_written_after_the_prose() -> None:
    comment = make_comment("Take [%csl Zz9] } here.", MARKS, russian_cell)
    assert comment is not None
    names = [russian_cell(c) for c in RUSSIAN.squares[:10]]
    assert comment.raw == (f"Take [\\%csl Zz9] \\}} here. [%csl G{names[0]},R{names[5]}] "
                           f"[%cal B{names[1]}{names[9]}]")
    assert comment.text == "Take [%csl Zz9] } here."


def test_3_an_empty_comment_is_none() -> None:
    assert make_comment("", Annotations(), russian_cell) is None
    assert make_comment(" \n\t ", Annotations(), russian_cell) is None
    marks_only = make_comment("", MARKS, russian_cell)
    assert marks_only is not None and marks_only.text == ""


def test_3_a_plain_backslash_of_an_older_record_reads_as_before() -> None:
    """Before escaping, a backslash was itself: it still is, unless it
    escapes a backslash, a brace or a percent sign."""
    text = ('[GameType "25"]\n[Result "*"]\n\n'
            "{C:\\lessons\\new a\\b}\n1. c3-d4 {two\\\\one \\} 50\\%} *\n")
    record = read_any_record(text)
    assert record.comment == Comment("C:\\lessons\\new a\\b")
    assert record.comment.text == "C:\\lessons\\new a\\b"
    assert record.moves[0].comment is not None
    assert record.moves[0].comment.text == "two\\one } 50%"
    assert record.to_text() == text


def test_3_an_escaped_brace_does_not_close_the_comment() -> None:
    text = '[GameType "25"]\n\n1. c3-d4 {a \\} 1... f6-g5 *\n'
    with pytest.raises(RecordError) as caught:
        read_any_record(text)
    assert (caught.value.line, caught.value.column) == (3, 10)
    assert "never closed" in str(caught.value)


@pytest.mark.parametrize("prose", [None, 3, HUGE, b"bytes"], ids=["none", "int", "huge", "bytes"])
def test_3_make_comment_takes_text_only(prose: object) -> None:
    with pytest.raises(TypeError) as caught:
        make_comment(prose, Annotations(), russian_cell)  # type: ignore[arg-type]
    check_type_error(caught.value, ["prose"])
