"""GameDatabase (issue 29, item 3): a collection of games listed, filtered,
paged and opened in a viewer, in English and Italian, driven through its
Python handlers (no browser). The games are random legal Russian games
the project writes itself; one is broken on purpose."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.core.collection import iter_records
from dominochess_widget.core.errors import ArgumentTypeError, FileAccessError, SettingError
from dominochess_widget.widgets import GameDatabase
from dominochess_widget.widgets.database import PAGE, example_collection
from dominochess_widget.widgets.side_by_side import PAGE_CLASS
from dominochess_widget.widgets.viewer import GameViewer

PLAYERS = ("Anna Rossi", "Boris Petrov", "Carla Bianchi", "Dmitri Orlov")


def russian_game(seed: int) -> str:
    state = games.new("russian")
    chooser = random.Random(seed)
    for _ in range(30):
        actions = state.legal_actions()
        if state.is_over or not actions:
            break
        state.play(chooser.choice(actions))
    return write_any_record(state, White=PLAYERS[seed % 4], Black=PLAYERS[(seed + 1) % 4],
                            Event="Club Cup" if seed % 2 else "School League",
                            Date=f"2025.0{seed % 9 + 1}.1{seed % 10}")


@cache
def collection() -> str:
    """Five games; the third has a move that is no move (line 3 of its moves)."""
    texts = [russian_game(seed) for seed in range(5)]
    texts[2] = texts[2].replace("\n3. ", "\n3. z9-a1 ", 1)
    return "\n".join(texts)


def test_3_the_table_lists_every_game_from_its_tags() -> None:
    database = GameDatabase(collection())
    assert database.count == 5 and database.matches == [0, 1, 2, 3, 4]
    first = database.rows[0]
    assert first.startswith("1 ") and "Anna Rossi – Boris Petrov" in first
    assert "School League" in first and "2025.01.10" in first
    assert first.split()[-1] == str(database.headers[0].moves)
    assert PAGE_CLASS in database._dom_classes and "dcw-database" in database._dom_classes


def test_3_the_first_game_is_shown_and_a_click_opens_another() -> None:
    database = GameDatabase(collection())
    assert isinstance(database.viewer, GameViewer) and database.chosen == 0
    database._table.value = 3
    viewer = database.viewer
    assert viewer is not None and viewer.record.tags["White"] == PLAYERS[3]
    assert database._shown.children == (viewer,)
    assert viewer.record.to_text() == read_any_record(russian_game(3)).to_text()


def test_3_a_bad_game_says_why_in_words_with_its_line_in_the_file() -> None:
    text = collection()
    database = GameDatabase(text)
    database._table.value = 2
    assert database.viewer is None and database._shown.children == ()
    line = next(number for number, row in enumerate(text.split("\n"), 1)
                if row.startswith("3. z9-a1"))
    assert database.message.startswith("This game cannot be opened. Game 3, line "
                                       f"{line}, column 4:")
    assert "Traceback" not in database._notes.value and "z9-a1" in database._notes.value
    database._table.value = 1  # the others still open
    assert database.viewer is not None and database.message == ""


def test_3_the_filter_matches_players_event_date_and_result_in_any_case() -> None:
    database = GameDatabase(collection())
    database.search("anna")
    assert database.matches == [0, 3, 4]
    database.search("CLUB cup")
    assert database.matches == [1, 3]
    database.search("2025.05")
    assert database.matches == [4]
    database.search("nobody here")
    assert database.matches == [] and database.rows == []
    assert database.message.startswith("No game matches “nobody here”.")
    database._filter.value = ""  # as typed in the box
    assert database.matches == [0, 1, 2, 3, 4] and "No game" not in database.message
    assert database._status.value == "Games 1–5 of 5"


def test_3_many_games_come_in_pages() -> None:
    database = GameDatabase("\n".join([collection()] * 100))
    assert database.count == 500 and database.pages == 3 and len(database.rows) == PAGE
    assert database._buttons["previous"].disabled
    database._buttons["next"].click()
    assert database.page == 1 and database.rows[0].startswith(f"{PAGE + 1} ")
    assert database._status.value == f"Games {PAGE + 1}–{2 * PAGE} of 500"
    database.turn_page(5)
    assert database.page == 2 and database._buttons["next"].disabled
    assert len(database.rows) == 500 - 2 * PAGE
    database.search("anna")
    assert database.page == 0 and database._status.value.startswith("Games 1–200 of 300 found")


def test_3_italian() -> None:
    database = GameDatabase(collection(), language="it")
    database.search("nessuno")
    assert database.message == "Nessuna partita corrisponde a «nessuno»."
    database.search("")
    database.show(2)
    assert database.message.startswith("Questa partita non si può aprire. Partita 3, riga ")
    assert database._filter.description == "Filtro" and database._status.value == "Partite 1–5 di 5"


def test_3_a_file_a_path_and_a_list_of_records(tmp_path: Path) -> None:
    path = tmp_path / "club.pdn"
    path.write_text(collection(), encoding="utf-8")
    for source in (path, str(path)):
        database = GameDatabase(source)
        assert database.count == 5
        database.show(4)
        assert database.viewer is not None and database.viewer.record.tags["White"] == PLAYERS[0]
    records = [read_any_record(russian_game(seed)) for seed in range(3)]
    database = GameDatabase(records)
    assert database.count == 3 and database.headers[1].tags["White"] == PLAYERS[1]
    database.show(2)
    assert database.viewer is not None and database.viewer.record is records[2]


def test_3_bad_sources_are_refused_in_words(tmp_path: Path) -> None:
    with pytest.raises(FileAccessError, match="There is no file"):
        GameDatabase(tmp_path / "none.pdn")
    with pytest.raises(ArgumentTypeError, match="source"):
        GameDatabase(42)
    with pytest.raises(SettingError, match="not a collection of games"):
        GameDatabase([read_any_record(russian_game(1)), "not a record"])
    with pytest.raises(SettingError, match="size"):
        GameDatabase(collection(), size=10)
    with pytest.raises(SettingError, match="language"):
        GameDatabase(collection(), language="xx")
    database = GameDatabase(collection())
    with pytest.raises(SettingError, match="There is no game 5"):
        database.show(5)
    with pytest.raises(ArgumentTypeError, match="query"):
        database.search(3)  # type: ignore[arg-type]


def test_3_an_empty_collection_says_so() -> None:
    database = GameDatabase("\n\n")
    assert database.count == 0 and database.viewer is None
    assert database.message == "There is no game here."
    assert database._status.value == "Games 0–0 of 0"


def test_3_the_shipped_collection_in_both_languages() -> None:
    english, italian = GameDatabase.example(), GameDatabase.example(language="it")
    assert english.count == italian.count == 6
    assert all(entry.error is None for entry in iter_records(example_collection("it")))
    for index in range(english.count):
        english.show(index)
        italian.show(index)
        assert english.viewer is not None and italian.viewer is not None
        assert ([str(move.action) for move in english.viewer.record.moves]
                == [str(move.action) for move in italian.viewer.record.moves])
    english.show(0)
    assert english.viewer is not None
    texts = [english.viewer.text(step) for step in range(len(english.viewer.frames))]
    assert any("Instead: (4. a1-b2)" in text for text in texts)  # the variation at move 4
    italian.search("difficile 1-0")
    assert italian.matches and all("1-0" in row for row in italian.rows)


def test_3_a_result_only_after_the_moves_is_shown() -> None:
    text = '[GameType "25"]\n[White "Ann"]\n\n1. c3-d4 f6-g5 2. d4-c5 0-2\n'
    database = GameDatabase(text)
    assert database.rows[0].split()[-2:] == ["0-2", "2"]
    database.search("0-2")
    assert database.matches == [0]


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=30))
def test_3_fuzz_any_filter_text_keeps_the_widget_whole(query: str) -> None:
    database = shared_database()
    database.search(query)
    words = query.casefold().split()
    assert all(0 <= index < database.count for index in database.matches)
    assert len(database.rows) == min(PAGE, len(database.matches))
    for index in database.matches:
        row = database.headers[index]
        searched = " ".join([*row.tags.values(), row.result]).casefold()
        assert all(word in searched or word in " – " for word in words) or not words
    assert ("No game matches" in database.message) == (not database.matches)


@cache
def shared_database() -> GameDatabase:
    return GameDatabase(collection())


def test_3_a_file_that_lost_games_says_so(tmp_path: Path) -> None:
    path = tmp_path / "club.pdn"
    path.write_text(collection(), encoding="utf-8")
    database = GameDatabase(path)
    path.write_text(russian_game(7), encoding="utf-8")
    database.show(3)
    assert database.viewer is None
    # (a long temporary path is shortened in the message, as every shown value is)
    assert database.message.endswith(" changed since it was listed: it has no game 4 now.")
    assert str(path)[:40] in database.message
    path.unlink()
    database._table.value = 4
    assert "There is no file" in database.message
