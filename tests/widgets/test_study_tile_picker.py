"""Issue 28, item 1: the study editor's "Tile drawn" list (domino chess).

Beside the action box, a game whose records say what chance drew (the
codec declares ``ChosenDraws``) shows the tile the cursor's turn drew; where
the main line ends at a turn's start the list is open and picking another
tile draws it (``Study.draw``); anywhere else it is closed. A refused pick
is said in words under the board and changes nothing; the list shows the
tile drawn again. Games that draw nothing to choose do not show it.
"""

from __future__ import annotations

from typing import Any

import pytest
from fuzz_inputs import check_message
from test_board_widget import canvas_messages

from dominochess_widget.core.any_record import read_any_record
from dominochess_widget.core.errors import ActionError
from dominochess_widget.core.messages import translate
from dominochess_widget.widgets import StudyEditor


def finish_turn(editor: StudyEditor, choose: int = 0) -> None:
    """Play the rest of the cursor's turn (the ``choose``-th legal text each time)."""
    study = editor.study
    seat = study.state.to_move
    while not study.state.is_over and study.state.to_move == seat:
        texts = study.legal_texts()
        editor.play(texts[choose % len(texts)])


def picker(editor: StudyEditor) -> tuple[Any, ...]:
    tile = editor.controls.tile
    return tile.options, tile.value, tile.disabled


def test_1_the_list_shows_the_tiles_that_may_be_drawn_and_the_one_drawn() -> None:
    editor = StudyEditor("dominochess", seed=3)
    options, value, disabled = picker(editor)
    assert list(options) == editor.study.drawable() and len(options) == 28
    assert value == editor.study.drawn and not disabled
    assert editor.controls.tile.layout.display != "none"
    assert editor.controls.tile.description == translate("studyeditor.tile", "en")


def test_1_picking_a_tile_draws_it_and_the_record_says_it() -> None:
    editor = StudyEditor("dominochess", seed=3)
    editor.controls.tile.value = "[3|5]"
    assert editor.study.drawn == "[3|5]" and editor.message == ""
    finish_turn(editor)
    editor.controls.tile.value = "[0|0]"
    finish_turn(editor)
    text = editor.record_text()
    assert [str(turn.tile) for turn in read_any_record(text).turns][:2] == ["(3, 5)", "(0, 0)"]
    entries = [label for label, _ in editor.controls.tree.options]
    assert entries[1].startswith("1. [3|5] ") and any("1... [0|0] " in e for e in entries)
    assert "[3|5]" not in editor.controls.tile.options  # drawn already in this cycle


def test_1_the_list_is_closed_in_the_middle_of_a_turn_and_off_the_main_line_end() -> None:
    editor = StudyEditor("dominochess", seed=3)
    editor.play(editor.study.legal_texts()[0])
    state = editor.study.state
    assert state.halves_left != tuple(state.tile)  # the turn goes on
    assert picker(editor) == ((editor.study.drawn,), editor.study.drawn, True)
    finish_turn(editor)
    editor.to_start()
    assert picker(editor) == ((editor.study.drawn,), editor.study.drawn, True)
    editor.to_end()
    assert picker(editor)[2] is False


def test_1_a_refused_pick_is_said_in_words_and_changes_nothing() -> None:
    """A variation past the main line's end draws its tile already: picking
    another one there is refused under the board (item 3's rule)."""
    editor = StudyEditor("dominochess", seed=3)
    finish_turn(editor)
    editor.to_start()
    editor.play(editor.study.legal_texts()[-1])
    finish_turn(editor, -1)
    finish_turn(editor, -1)
    editor.go((0,) * len(editor.study.state.turns()[0].actions))
    before = (editor.record_text(), editor.study.path, editor.study.version)
    drawn = editor.study.drawn
    other = next(tile for tile in editor.controls.tile.options if tile != drawn)
    editor.controls.tile.value = other
    assert (editor.record_text(), editor.study.path, editor.study.version) == before
    assert "variation" in editor.message
    assert "dst-error" in editor.controls.messages.value
    assert editor.controls.tile.value == drawn
    with pytest.raises(ActionError) as caught:  # the scripted call raises
        editor.draw(other)
    check_message(caught.value)


def test_1_the_scripted_call_and_undo() -> None:
    editor = StudyEditor("dominochess", seed=3, language="it")
    seeded = editor.study.drawn
    editor.draw("35")
    assert picker(editor)[1] == "[3|5]"
    editor.controls.edits["undo"].click()
    assert picker(editor)[1] == seeded
    assert editor.controls.tile.description == "Tessera pescata"


def test_1_games_that_draw_nothing_to_choose_hide_the_list() -> None:
    for game in ("russian", "lasca", "damhex", "dominoes"):
        editor = StudyEditor(game)
        assert editor.controls.tile.layout.display == "none"
        assert picker(editor) == ((), None, True)


def test_6_a_pick_redraws_the_board_in_one_canvas_message(sent: list[dict[str, Any]]) -> None:
    editor = StudyEditor("dominochess", seed=3)
    sent.clear()
    editor.controls.tile.value = "[1|2]"
    assert len(canvas_messages(sent)) == 1
