"""The study model (issue 28): the tree, the cursor, undo, marks, tags,
clicks and refusals, for every game (``dominochess_widget.study``)."""

from __future__ import annotations

import pytest
from study_support import GAMES, fingerprint, shape

from dominochess_widget.core import registry
from dominochess_widget.core.annotations import Annotations, Arrow, SquareMark
from dominochess_widget.core.any_record import write_any_record
from dominochess_widget.core.errors import (
    ActionError,
    ArgumentTypeError,
    DominoChessError,
    FileAccessError,
    SettingError,
)
from dominochess_widget.core.rules import rules_for
from dominochess_widget.study import LineEntry, Study


def russian_with_variation() -> Study:
    """1. c3-d4 f6-g5 (1... b6-a5 2. d4-c5), the cursor on 2. d4-c5."""
    study = Study("russian")
    study.play("c3-d4")
    study.play("f6-g5")
    study.back()
    study.play("b6-a5")
    study.play("d4-c5")
    return study


# ------------------------------------------------------------ 1: moves and variations
def test_1_going_back_and_playing_another_move_starts_a_variation() -> None:
    study = russian_with_variation()
    assert study.path == (0, 1, 0)
    assert [(e.path, e.label, e.depth, e.is_current) for e in study.lines()] == [
        ((0,), "1. c3-d4", 0, False),
        ((0, 0), "1... f6-g5", 0, False),
        ((0, 1), "1... b6-a5", 1, False),
        ((0, 1, 0), "2. d4-c5", 1, True),
    ]


def test_1_playing_a_move_that_is_there_enters_it_and_is_no_edit() -> None:
    study = russian_with_variation()
    study.to_start()
    edits = len(study._undos)
    study.play("c3-d4")
    study.play("b6-a5")
    assert study.path == (0, 1)
    assert len(study._undos) == edits
    assert len(study.node.children) == 1


def test_1_the_cursor_steps_back_forward_to_the_end_and_to_a_path() -> None:
    study = russian_with_variation()
    study.to_start()
    assert study.at_start and study.node is study._root
    study.to_end()
    assert study.path == (0, 0)
    study.go([0, 1, 0])
    assert study.state.position() == _played("russian", "c3-d4", "b6-a5", "d4-c5").position()
    study.back()
    study.forward()
    assert study.path == (0, 1, 0)


def test_1_promote_makes_the_line_main_at_every_branch_above() -> None:
    study = russian_with_variation()
    study.promote()
    assert study.path == (0, 0, 0)
    assert [e.label for e in study.lines() if e.depth == 0] == ["1. c3-d4", "1... b6-a5",
                                                                 "2. d4-c5"]
    study.undo()
    assert study.path == (0, 1, 0)
    assert [e.label for e in study.lines() if e.depth == 0] == ["1. c3-d4", "1... f6-g5"]


def test_1_delete_removes_the_move_and_what_follows_and_undo_brings_it_back() -> None:
    study = russian_with_variation()
    study.go((0, 1))
    before = shape(study._root)
    study.delete()
    assert study.path == (0,)
    assert [e.label for e in study.lines()] == ["1. c3-d4", "1... f6-g5"]
    study.undo()
    assert shape(study._root) == before and study.path == (0, 1)


def test_1_undo_takes_back_each_kind_of_edit_in_turn() -> None:
    study = Study("russian")
    study.play("c3-d4")
    study.comment("one")
    study.comment("one more")  # typed on: one edit
    study.mark("d4")
    study.arrow("c3", "d4", "R")
    study.set_tag("Event", "Lesson")
    study.undo()
    assert study.tags == {}
    study.undo()
    assert study.annotations == Annotations((SquareMark(27, "G"),))
    study.undo()
    assert study.annotations == Annotations() and study.comment_text == "one more"
    study.undo()
    assert study.node.comment is None
    study.undo()
    assert study.at_start and not study.node.children
    with pytest.raises(SettingError) as refused:
        study.undo()
    assert refused.value.message("it")


def test_1_clicks_play_as_in_the_player_and_join_the_tree() -> None:
    study = Study("russian")
    assert study.click(18) == []  # c3
    assert study.picked == 18 and set(study.targets) == {25, 27}
    study.click(27)  # d4
    assert study.path == (0,) and study.node.action == "c3-d4"
    assert study.picked is None
    said = study.click(0)  # a1: nothing of the side to move can go from there
    assert said and study.path == (0,)


def test_1_a_click_that_plays_a_move_already_there_enters_it() -> None:
    study = russian_with_variation()
    study.to_start()
    study.click(18)
    study.click(27)
    assert study.path == (0,) and len(study._root.children) == 1


def test_1_domino_chess_clicks_add_the_forced_halves_too() -> None:
    """Whatever the clicks play, the actions the rules then play for a
    player without a choice included, is the line to the cursor."""
    study = Study("dominochess", seed=3)
    rules = rules_for(study.state)
    for _ in range(12):
        game = study.state
        if game.is_over:
            break
        clickable = [a for a in game.legal_actions() if rules.click_path(a)]
        if not clickable:
            study.play(study.legal_texts()[0])
            continue
        for cell in rules.click_path(clickable[-1]):
            study.click(cell)
        if study.choices:
            study.choose(study.choices[-1][0])
        assert [node.action for node in study._nodes[1:]] == [
            str(action) for action in study.state.history]
    assert len(study.path) >= 12


# ------------------------------------------------------------ domino chess's tiles
def test_1_domino_chess_draws_its_seed_tiles_in_every_line() -> None:
    study = Study("dominochess", seed=3)
    main = []
    for _ in range(8):
        study.play(study.legal_texts()[0])
        main.append(study.state.tile)
    study.go((0, 0))
    study.play(study.legal_texts()[-1])
    varied = [study.state.tile]
    while len(study.path) < 8:
        study.play(study.legal_texts()[0])
        varied.append(study.state.tile)
    assert study.path[2] == 1
    assert varied == main[2:]
    assert registry.new("dominochess", 3).tile == study.first.tile


def test_1_dominoes_plays_by_legal_texts_with_every_hand_shown() -> None:
    study = Study("dominoes", seed=5, settings={"players": 3})
    texts = study.legal_texts()
    study.play(texts[0])
    state = study.state
    assert not any("?" in line for line in state.position().splitlines()[:1])
    assert len(state.seats) == 3


# ------------------------------------------------------------ comments and marks
def test_3_a_comment_holds_any_text_and_keeps_its_marks() -> None:
    study = Study("lasca")
    study.play("c3-d4")
    study.mark("d4", "verde")
    study.comment("a } b {c} \\ [%csl Ga1] 100%")
    assert study.comment_text == "a } b {c} \\ [%csl Ga1] 100%"
    assert study.annotations.squares == (SquareMark(study._cells.read("d4"), "G"),)
    study.comment("")
    assert study.comment_text == "" and study.annotations.squares
    study.mark("d4", "green")
    assert study.node.comment is None


def test_1_marks_toggle_and_recolour_arrows_too() -> None:
    study = Study("russian")
    study.mark(27, "red")
    study.mark("D4", "G")
    assert study.annotations.squares == (SquareMark(27, "G"),)
    study.arrow("c3", "d4", "blu")
    study.arrow("c3", "d4", "giallo")
    assert study.annotations.arrows == (Arrow(18, 27, "Y"),)
    study.arrow(18, 27, "yellow")
    assert study.annotations.arrows == ()


def test_1_damhex_marks_are_written_two_characters_wide() -> None:
    study = Study("damhex")
    study.mark("5")
    assert "[%csl G05]" in study.record_text()
    study.mark("05")
    assert study.annotations == Annotations()


@pytest.mark.parametrize(("call", "error"), [
    (lambda s: s.mark("z9"), ActionError),
    (lambda s: s.mark(64), ActionError),
    (lambda s: s.mark(-1), ActionError),
    (lambda s: s.mark(True), ArgumentTypeError),
    (lambda s: s.mark(2.5), ArgumentTypeError),
    (lambda s: s.mark("d4", "purple"), SettingError),
    (lambda s: s.mark("d4", 3), ArgumentTypeError),
    (lambda s: s.arrow("d4", "d4"), ActionError),
    (lambda s: s.comment(None), ArgumentTypeError),
    (lambda s: s.back(), ActionError),
    (lambda s: s.forward(), ActionError),
    (lambda s: s.go((5,)), ActionError),
    (lambda s: s.go("00"), ArgumentTypeError),
    (lambda s: s.go((0.0,)), ArgumentTypeError),
    (lambda s: s.delete(), ActionError),
    (lambda s: s.promote(), ActionError),
    (lambda s: s.undo(), SettingError),
    (lambda s: s.play("a1-b2"), DominoChessError),
    (lambda s: s.play(None), ArgumentTypeError),
    (lambda s: s.play("resigns"), ActionError),
    (lambda s: s.set_tag("Result", "1-0"), SettingError),
    (lambda s: s.set_tag("GameType", "25"), SettingError),
    (lambda s: s.set_tag("Bad Name", "x"), SettingError),
    (lambda s: s.set_tag("Event", "two\nlines"), SettingError),
    (lambda s: s.set_tag("Event", 5), ArgumentTypeError),
    (lambda s: s.save(5), ArgumentTypeError),
])
def test_3_every_refusal_is_explained_and_changes_nothing(call, error) -> None:
    study = Study("russian")
    before = fingerprint(study)
    with pytest.raises(error) as refused:
        call(study)
    assert str(refused.value) and refused.value.message("it") != str(refused.value)
    assert fingerprint(study) == before


def test_3_an_illegal_click_is_answered_in_words_and_changes_no_move() -> None:
    study = Study("russian")
    said = study.click(27)  # d4: empty
    assert said and said[0]
    assert study.at_start and not study._root.children


# ------------------------------------------------------------ starts
@pytest.mark.parametrize(("arguments", "error"), [
    ({}, SettingError),
    ({"game": "russian", "record": "1_the_mapping"}, SettingError),
    ({"record": "1_the_mapping", "seed": 3}, SettingError),
    ({"game": "chess"}, SettingError),
    ({"game": 5}, ArgumentTypeError),
    ({"game": "russian", "settings": [("repetition", False)]}, ArgumentTypeError),
    ({"game": "russian", "settings": {"colour": "red"}}, SettingError),
    ({"game": "dominochess", "seed": -1}, SettingError),
    ({"game": "dominochess", "seed": 2**64}, SettingError),
    ({"game": "russian", "position": "not a position"}, DominoChessError),
    ({"record": 5}, ArgumentTypeError),
    ({"record": "[Game \"chess\"]\n\n1. e4 *"}, DominoChessError),
    ({"game": "russian", "language": "xx"}, SettingError),
])
def test_3_a_bad_start_is_refused_in_words(arguments, error) -> None:
    with pytest.raises(error) as refused:
        Study(**arguments)
    assert refused.value.message("it")


def test_1_a_study_starts_from_a_position_text() -> None:
    position = _played("russian", "c3-d4").position()
    study = Study("russian", position=position)
    study.play("f6-g5")
    assert "Position" in study.record_text() or "FEN" in study.record_text()


def test_1_a_study_opens_a_record_file_and_an_example(tmp_path) -> None:
    study = Study(record="3_the_turkish_strike", language="it")
    path = tmp_path / "game.pdn"
    study.save(path)
    opened = Study(record=path)
    assert opened.record_text() == study.record_text()
    assert shape(opened._root) == shape(study._root)


def test_1_save_never_leaves_a_half_written_file(tmp_path) -> None:
    study = Study("russian")
    with pytest.raises(FileAccessError):
        study.save(tmp_path / "missing" / "game.pdn")
    with pytest.raises(FileAccessError):
        study.save(tmp_path)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("game", GAMES)
def test_1_the_tag_fields_name_each_seat(game) -> None:
    study = Study(game)
    seats = tuple(str(seat).title() for seat in study.first.seats)
    assert ("Event", "Site", "Date", "Round", *seats, "Annotator") == study.TAG_FIELDS
    study.set_tag(seats[0], "Anna")
    assert study.tags == {seats[0]: "Anna"}
    study.set_tag(seats[0], "")
    assert study.tags == {}


# ------------------------------------------------------------ the record's ending
def test_1_a_records_result_stays_while_its_main_line_does() -> None:
    text = _resigned_russian()
    study = Study(record=text)
    assert study.record_text() == text
    study.go((0,))
    study.play("b6-a5" if "f6-g5" in text else "f6-g5")  # a variation: the ending stays
    study.comment("why")
    assert '[Result "1-0"]' in study.record_text()
    study.to_start()
    study.to_end()
    study.play(study.legal_texts()[0])  # the main line grows: the ending goes
    assert '[Result "*"]' in study.record_text()
    study.undo()
    assert '[Result "1-0"]' in study.record_text()


def test_1_the_version_grows_at_every_change_and_lines_mark_the_cursor() -> None:
    study = russian_with_variation()
    seen = study.version
    for step in (study.back, study.to_start, study.to_end, lambda: study.go((0, 1))):
        step()
        assert study.version > seen
        seen = study.version
    current = [entry for entry in study.lines() if entry.is_current]
    assert current == [LineEntry((0, 1), "1... b6-a5", 1, True)]


# ------------------------------------------------------------ helpers
def _played(game: str, *actions: str):
    state = registry.new(game)
    for action in actions:
        state.play(action)
    return state


def _resigned_russian() -> str:
    state = _played("russian", "c3-d4", "f6-g5")
    state.resign("black")
    return write_any_record(state)
