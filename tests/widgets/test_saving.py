"""Saved games are never overwritten by another's (issue "Unbreakable, every
game", item 22): students who share one server save under one default name."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from dominochess_widget import games
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.widgets.app import PlayApp
from dominochess_widget.widgets.play import PlayWidget
from dominochess_widget.widgets.saving import SaveSlot

MODIFIED = datetime(2026, 11, 28, tzinfo=UTC)  # what a browser says of an upload


def test_22_two_students_saving_under_the_default_name_keep_both_games(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    first, second = PlayWidget("russian"), PlayWidget("russian")
    first.enter("c3-d4")
    second.enter("a3-b4")
    first._buttons["save"].click()
    second._buttons["save"].click()
    assert first._file.value == "my_game.pdn"
    assert second._file.value == "my_game-2.pdn"
    assert "someone else&#x27;s file: saved to my_game-2.pdn" in second._messages.value
    assert read_any_record((tmp_path / "my_game.pdn").read_text()).game.position() == \
        first.game.position()
    assert read_any_record((tmp_path / "my_game-2.pdn").read_text()).game.position() == \
        second.game.position()


def test_22_a_widget_saves_again_over_its_own_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    play = PlayWidget("lasca")
    play._buttons["save"].click()
    play.enter(str(play.game.legal_actions()[0]))
    play._buttons["save"].click()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["my_game.txt"]
    assert read_any_record((tmp_path / "my_game.txt").read_text()).game.position() == \
        play.game.position()


def test_22_the_slot_never_writes_over_a_file_or_folder_it_did_not_write(tmp_path: Path) -> None:
    (tmp_path / "game.txt").write_text("a teacher's notes")
    (tmp_path / "game-2.txt").mkdir()
    slot = SaveSlot()
    assert slot.save(tmp_path / "game.txt", "one") == tmp_path / "game-3.txt"
    assert (tmp_path / "game.txt").read_text() == "a teacher's notes"
    assert slot.save(tmp_path / "game-3.txt", "two") == tmp_path / "game-3.txt"
    assert (tmp_path / "game-3.txt").read_text() == "two"


def test_22_the_app_writes_nothing_on_the_server_and_loads_an_upload(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    app = PlayApp("game=russian")
    app.play.enter("c3-d4")
    app.play._buttons["save"].click()
    assert list(tmp_path.iterdir()) == []
    assert "download" in app.play._messages.value
    assert "dcp-download-link" in app.play._download.value
    other = games.new("russian")
    other.play("e3-f4")
    upload = {"name": "mine.pdn", "type": "text/plain", "size": 0, "last_modified": MODIFIED,
              "content": memoryview(write_any_record(other).encode("utf-8"))}
    app.play._upload.value = (upload,)
    assert app.play.game.position() == other.position()
    assert "mine.pdn" in app.play._messages.value


def test_22_an_upload_that_is_not_text_is_told_in_the_widget(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    app = PlayApp("game=russian")
    before = app.play.game.position()
    app.play._upload.value = ({"name": "photo.pdn", "type": "", "size": 2,
                               "last_modified": MODIFIED, "content": memoryview(b"\xff\xfe")},)
    assert "photo.pdn" in app.play._messages.value and "role='alert'" in app.play._messages.value
    assert app.play.game.position() == before
