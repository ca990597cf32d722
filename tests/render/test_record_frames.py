"""The viewer's frames of any game's record (dominochess_widget/render/frames.py),
and the viewer opening records of every game by record, text or example name.

A move-list record (Russian draughts) gives one start frame and one frame per
move: the label is the move number and the move, the description says who
played what (and how many pieces a capture took) in the viewer's language,
the comments carry their marks and arrows, and the last frame says how the
game ended. Domino chess keeps its own frames (a frame per tile drawn), chosen
through its registry entry.
"""

from __future__ import annotations

import pytest

from dominochess_widget import games
from dominochess_widget.core.any_record import read_any_record
from dominochess_widget.core.records import Record
from dominochess_widget.examples import example_names, example_text, load_example
from dominochess_widget.games.dominochess.frames import record_frames
from dominochess_widget.games.russian import Draughts
from dominochess_widget.games.russian.pdn import CODEC
from dominochess_widget.render.frames import frames_of, move_frames

RUSSIAN = example_names("russian")
FIRST = "1_a_trap_a_choice_and_a_block"


def russian(name: str = FIRST, language: str = "en") -> Record:
    record = load_example(name, language)
    assert isinstance(record, Record)
    return record


@pytest.mark.parametrize("name", RUSSIAN)
def test_a_start_frame_and_a_frame_per_move(name: str) -> None:
    record = russian(name)
    frames = frames_of(record, "en")
    assert len(frames) == 1 + len(record.moves)
    assert frames[0].game.position() == record.start().position()
    assert frames[0].label == "Start"
    assert frames[-1].game.position() == record.game.position()
    replay = record.start()
    for recorded, frame in zip(record.moves, frames[1:], strict=True):
        replay.play(recorded.action)
        assert frame.game.position() == replay.position()


def test_labels_are_move_numbers_and_moves() -> None:
    labels = [frame.label for frame in frames_of(russian(), "en")]
    assert labels[1:4] == ["1. e3-d4", "1... d6-e5", "2. f2-e3"]
    assert labels[-1] == "28. a1:c3"
    black_first = frames_of(russian("3_the_turkish_strike"), "en")
    assert [frame.label for frame in black_first[1:3]] == ["1... a3-b2", "2. a1:e5:c7"]


def test_descriptions_say_who_played_and_what_a_capture_took() -> None:
    english = {f.label: f.description for f in frames_of(russian(), "en")}
    italian = {f.label: f.description for f in frames_of(russian(language="it"), "it")}
    assert english["1. e3-d4"] == "White: e3-d4"
    assert english["7. c3:e5:g3"] == "White: c3:e5:g3, takes 2"
    assert english["6... b6:d4"] == "Black: b6:d4, takes 1"
    assert italian["7. c3:e5:g3"] == "Mossa del Bianco: c3:e5:g3, prende 2"
    assert italian["Inizio"] == "Tocca al Bianco"
    assert english["Start"] == "White to move"


def test_comments_marks_and_the_result_reach_their_frames() -> None:
    record = russian()
    frames = frames_of(record, "en")
    assert frames[0].comments == (record.comment,)
    trap = next(f for f in frames if f.label == "6. d4-c5")
    assert "A trap!" in trap.comments[0].text
    assert [m.square for m in trap.annotations.squares] == [34]  # c5
    assert all(not f.result for f in frames[:-1])
    assert frames[-1].result == "White wins: no move left: every piece captured or blocked"
    assert frames_of(russian(language="it"), "it")[-1].result.startswith("Vince il Bianco")


def test_a_resignation_gets_a_last_frame_of_its_own() -> None:
    game = Draughts.new()
    game.play("c3-d4")
    game.resign("white")
    record = read_any_record(CODEC.write(game))
    frames = frames_of(record, "en")
    assert [f.label for f in frames] == ["Start", "1. c3-d4", "—"]
    assert frames[-1].result == frames[-1].description == "Black wins: resignation"
    assert frames[-2].result == ""


def test_domino_chess_keeps_its_own_frames() -> None:
    record = load_example("1_the_mapping")
    assert games.info("dominochess").frames is record_frames
    assert frames_of(record, "en") == record_frames(record, "en")
    assert frames_of(russian(), "en") == move_frames(russian(), "en")


# ---------------------------------------------------------------- the viewer
def test_the_viewer_takes_a_record_its_text_or_a_name_of_any_game() -> None:
    from dominochess_widget.widgets.viewer import _as_record

    record = russian()
    assert _as_record(record, "en") is record
    assert _as_record(FIRST, "it").tags["Event"] == russian(language="it").tags["Event"]
    from_text = _as_record(example_text(FIRST), "en")
    assert isinstance(from_text, Record) and from_text.to_text() == record.to_text()
    assert _as_record("1_the_mapping", "en").tags["Mapping"]


def test_viewer_shows_a_russian_record() -> None:
    from dominochess_widget.widgets.viewer import GameViewer

    viewer = GameViewer.example(FIRST, language="it")
    assert len(viewer.frames) == 1 + len(viewer.record.moves)
    assert viewer.board.last_error is None, viewer.board.message
    viewer.go(10_000)
    text = viewer.text()
    assert text.splitlines()[0].endswith("28. a1:c3")
    assert "Vince il Bianco" in text
    assert "Luca" in viewer._title.value and "Sofia" in viewer._title.value
