"""Issue 29 item 1: a record's variations are steppable lines (no Jupyter).

A line of a record is the main line up to a branch, then the variation
(:func:`line_record`, :func:`line_frames`), cut into frames by the game's own
cut; nested variations are paths of branches. Records with variations are
written with the study model, whose cursor gives the positions to expect.
"""

from __future__ import annotations

from typing import Any

import pytest
from fuzz_inputs import HUGE, check_message, check_type_error
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget.core.errors import ArgumentTypeError, SettingError
from dominochess_widget.games.dominochess.frames import record_frames
from dominochess_widget.render.frames import branch_points, frames_of, line_frames, line_record
from dominochess_widget.study import Study

MOVE_LIST_GAMES = ("russian", "lasca", "damhex", "dominoes")


def _study(game: str) -> Study:
    return Study(game, seed=1) if game == "dominoes" else Study(game)


def _play(study: Study, which: int) -> None:
    study.play(study.legal_texts()[which])


def branching(game: str) -> tuple[Any, int, Any, Any]:
    """A record of four main-line moves with a variation (commented) at the
    last move that offers a choice, and a variation nested in it at its
    second move; with the branch's move index and the positions at the
    ends of the variation and of the nested one."""
    study = _study(game)
    for _ in range(4):
        _play(study, 0)
    index = next(i for i in (3, 2, 1) if study.go((0,) * i) is None
                 and len(study.legal_texts()) > 1)
    for choice in reversed(study.legal_texts()[1:]):  # one after which there is a choice
        study.play(choice)
        if len(study.legal_texts()) > 1:
            break
        study.delete()
    study.comment("the other way")
    _play(study, 0)
    variation_end = study.state
    study.back()
    _play(study, -1)
    return study.record(), index, variation_end, study.state


@pytest.mark.parametrize("game", MOVE_LIST_GAMES)
def test_1_a_variation_is_the_main_line_up_to_the_branch_then_its_moves(game: str) -> None:
    record, index, variation_end, _ = branching(game)
    main = frames_of(record, "en")
    assert branch_points(record) == {index + 1: index}
    line = line_frames(record, [(index, 0)], "en")
    assert [f.label for f in line[:index + 1]] == [f.label for f in main[:index + 1]]
    assert line[index + 1].label != main[index + 1].label
    assert [c.text for c in line[index + 1].comments] == ["the other way"]
    assert line[-1].game == variation_end
    assert len(line) == index + 1 + 2
    assert line[index + 1].variations == ()  # the main move is not this line's variation


@pytest.mark.parametrize("game", MOVE_LIST_GAMES)
def test_1_a_nested_variation_is_a_path_of_two_branches(game: str) -> None:
    record, index, _, nested_end = branching(game)
    outer = line_record(record, [(index, 0)])
    assert branch_points(outer) == {index + 2: index + 1}
    line = line_frames(record, [(index, 0), (index + 1, 0)], "it")
    assert line[-1].game == nested_end
    assert len(line) == index + 3
    assert line[0].label == "Inizio"


@pytest.mark.parametrize("game", MOVE_LIST_GAMES)
def test_1_the_empty_path_is_the_record(game: str) -> None:
    record, *_ = branching(game)
    assert line_record(record, []) is record
    assert line_frames(record, (), "en") == frames_of(record, "en")


def dominochess_branching() -> tuple[Any, Any, Any]:
    """Domino chess, seed 3: four turns; turn 2 (Red's second) played
    another way, and in that line Blue's reply played another way (the
    tile each turn draws is the main line's)."""
    study = Study("dominochess", seed=3)
    for _ in range(8):
        _play(study, 0)
    for _ in range(4):
        study.back()
    for _ in range(3):
        _play(study, -1)
    variation_end = study.state
    study.back()
    _play(study, 0)
    return study.record(), variation_end, study.state


def test_1_dominochess_lines_use_its_own_frames_a_draw_frame_per_turn() -> None:
    record, variation_end, nested_end = dominochess_branching()
    assert list(branch_points(record).values()) == [2]
    line = line_record(record, [(2, 0)])
    frames = line_frames(record, [(2, 0)], "en")
    assert frames == record_frames(line, "en")
    assert [f.label for f in frames[:7]] == [f.label for f in frames_of(record, "en")[:7]]
    assert frames[6].label.startswith("2. [")  # the same tile drawn
    assert frames[-1].game == variation_end
    nested = line_frames(record, [(2, 0), (3, 0)], "it")
    assert nested[-1].game == nested_end
    assert frames[7].variations == ()


@pytest.mark.parametrize("path", [[(0, 0)], [(99, 0)], [(-1, 0)], [(HUGE, 0)], "number",
                                  "huge"])
def test_1_a_path_to_no_variation_is_refused(path: Any) -> None:
    record, index, *_ = branching("russian")
    if path in ("number", "huge"):
        path = [(index, 1 if path == "number" else HUGE)]
    with pytest.raises(SettingError) as caught:
        line_record(record, path)
    assert caught.value.message("it") != caught.value.message("en")
    check_message(caught.value)


@pytest.mark.parametrize("path", [[(1, True)], [1, 0], [(1, 0, 0)], 3, None])
def test_1_a_path_that_is_no_list_of_pairs_is_a_type_error(path: Any) -> None:
    record, *_ = branching("russian")
    with pytest.raises(ArgumentTypeError) as caught:
        line_record(record, path)
    check_type_error(caught.value, ["path"])


def test_1_the_line_result_is_its_own_not_the_main_lines() -> None:
    record, index, *_ = branching("russian")
    record.tags["Result"] = "0-2"
    record.tags["Termination"] = "Time forfeit"
    line = line_record(record, [(index, 0)])
    assert "Result" not in line.tags and "Termination" not in line.tags
    assert line_frames(record, [(index, 0)], "en")[-1].result == ""
    assert record.tags["Result"] == "0-2"  # the record is not changed


_RUSSIAN = branching("russian")[0]
_INTS = st.one_of(st.integers(-3, 8), st.just(HUGE), st.just(-HUGE))
_ODD = st.one_of(st.none(), st.text(max_size=4), st.booleans(), st.floats(allow_nan=True))
_PAIRS = st.one_of(st.tuples(_INTS, _INTS), st.lists(st.one_of(_INTS, _ODD), max_size=3), _ODD)


@settings(max_examples=120, deadline=None)
@given(path=st.one_of(st.lists(_PAIRS, max_size=3), _ODD))
def test_1_fuzz_any_path_gives_a_line_or_a_clear_error(path: Any) -> None:
    before = _RUSSIAN.to_text()
    try:
        frames = line_frames(_RUSSIAN, path, "en")
    except (SettingError, ArgumentTypeError) as error:
        check_message(error)
    else:
        assert frames[0].label == "Start"
    assert _RUSSIAN.to_text() == before  # the record is never changed
