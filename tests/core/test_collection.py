"""Many games in one text or file (issue 29, item 2): ``iter_records`` and
``scan_headers`` of :mod:`dominochess_widget.core.collection`.

Games are split as PDN splits them (a tag block after moves, or moves after
a result, begin the next game; comments, variations, ``;`` and ``%`` lines
never split one); a bad game gives its own error, its line counted in the
whole file and naming the game, and the others stay readable; a file is
streamed, so memory does not grow with its size. The games are written by
the project itself (random legal games of every registered game).
"""

from __future__ import annotations

import random
import re
import tracemalloc
from functools import cache
from pathlib import Path

import pytest
from fuzz_inputs import check_message, check_record_error, mutate, text_lines
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.core.collection import (
    Entry,
    EntryError,
    Header,
    is_path,
    iter_records,
    scan_headers,
)
from dominochess_widget.core.errors import ArgumentTypeError, FileAccessError, RecordError


def random_game(name: str, seed: int, most: int = 40, **tags: str) -> str:
    """The record text of a random legal game of ``name`` (``most`` actions at most)."""
    state = games.new(name, seed=seed)
    chooser = random.Random(seed)
    for _ in range(most):
        actions = state.legal_actions()
        if state.is_over or not actions:
            break
        state.play(chooser.choice(actions))
    return write_any_record(state, **tags)


@cache
def russian_games(count: int = 6) -> tuple[str, ...]:
    return tuple(random_game("russian", seed, White=f"White {seed}", Black=f"Black {seed}",
                             Event="Club" if seed % 2 else "School")
                 for seed in range(count))


@cache
def every_game() -> tuple[str, ...]:
    """A game of each registered game, twice (different seeds)."""
    return tuple(random_game(name, seed) for seed in (1, 2) for name in games.names())


# ------------------------------------------------------------ splitting
def test_2_every_game_of_every_kind_is_split_and_read_as_alone() -> None:
    texts = every_game()
    entries = list(iter_records("\n".join(texts)))
    assert [entry.index for entry in entries] == list(range(len(texts)))
    for entry, text in zip(entries, texts, strict=True):
        assert entry.error is None
        assert entry.record.to_text() == read_any_record(text).to_text()
        assert entry.tags == read_any_record(text).tags


def test_2_lines_count_in_the_whole_text() -> None:
    texts = russian_games()
    whole = "\n".join(texts)
    lines = text_lines(whole)
    for entry in iter_records(whole):
        assert lines[entry.line - 1] == text_lines(texts[entry.index])[0]
        assert entry.number == entry.index + 1


def test_2_games_without_tags_after_a_result_start_a_new_game() -> None:
    body = "\n".join(text.split("\n\n", 1)[1].strip() for text in russian_games()[:3])
    headers = list(scan_headers('[GameType "25"]\n\n' + body))
    assert len(headers) == 3
    assert headers[0].tags == {"GameType": "25"} and headers[1].tags == {}


def test_2_a_game_ending_mid_line_keeps_the_file_s_columns() -> None:
    first, second = (text.split("\n\n", 1)[1].strip() for text in russian_games()[:2])
    whole = f'[GameType "25"]\n\n{first.replace(chr(10), " ")} {second.replace(chr(10), " ")}\n'
    entries = list(iter_records(whole))
    assert len(entries) == 2
    column = len(first.replace(chr(10), " ")) + 1
    assert entries[1].line == 3 and entries[1].text.startswith(" " * column + second[:5])
    assert entries[1].error is not None and entries[1].error.line == 3  # no tags: not Russian


def test_2_comments_variations_and_escape_lines_never_split_a_game() -> None:
    text = russian_games()[0]
    head, moves = text.split("\n\n", 1)
    tricky = (f"% a file written by hand\n{head}\n\n"
              "{A comment with 1-0 and\n[Event \"not a tag\"] on its own line \\} still}\n"
              f"; 0-1 a rest-of-line comment\n{moves}")
    entries = list(iter_records(tricky + "\n" + russian_games()[1]))
    assert len(entries) == 2
    assert entries[0].line == 2 and entries[0].tags == read_any_record(text).tags
    assert entries[1].tags["White"] == "White 1"


def test_2_numeric_moves_are_not_results() -> None:
    text = '[GameType "25"]\n\n1. 22-18 11-15 2. 18x11 8x15 *\n[GameType "25"]\n1. 21-17 *\n'
    headers = list(scan_headers(text))
    assert [header.moves for header in headers] == [2, 1]


def test_2_move_count_is_the_last_number_or_the_moves() -> None:
    record = read_any_record(russian_games()[0])
    header = next(scan_headers(russian_games()[0]))
    assert header.moves == (len(record.moves) + 1) // 2
    unnumbered = next(scan_headers('[GameType "25"]\n\nc3-d4 $1 f6-g5 !? d4-c5 *\n'))
    assert unnumbered.moves == 3


def test_2_what_follows_a_result_without_a_game_is_no_game_s() -> None:
    first, second = russian_games()[:2]
    entries = list(iter_records(f"{first}\n {{a note between games}}\n\n{second}"))
    assert len(entries) == 2 and entries[0].error is None and entries[1].error is None
    assert "between" not in entries[0].text + entries[1].text


def test_2_plain_lines_count_as_the_token_scan_counts() -> None:
    """A line of moves only is taken at once; the same lines with a comment
    each (read token by token) give the same count."""
    for text in (*russian_games(), *every_game()):
        head, moves = text.split("\n\n", 1)
        commented = "\n".join(line + " {c}" if line and line[0].isdigit() else line
                              for line in moves.split("\n"))
        plain, slow = (next(scan_headers(f"{head}\n\n{body}")) for body in (moves, commented))
        assert plain.moves == slow.moves and plain.tags == slow.tags
        bare = re.sub(r"(?<!\S)\d+\.+\s", "", moves)  # no move numbers: moves are counted
        plain, slow = (next(scan_headers(f"{head}\n\n{body}"))
                       for body in (bare, bare.replace("\n", " {c}\n")))
        assert plain.moves == slow.moves
        if text in russian_games():  # a word per move
            assert plain.moves == len(read_any_record(text).moves)


CORPUS = Path(__file__).parents[1] / "games" / "russian" / "data" / "pdn_corpus"


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the PDN corpus of tests/games/russian")
def test_2_the_pdn_corpus_as_one_file(tmp_path: Path) -> None:
    """The real-PDN forms of the Russian reader's corpus (numeric squares,
    NAGs, ``%`` and ``;`` lines, clocks, server results), every file one
    after another in one file: as many games, each read as its file alone."""
    files = sorted(CORPUS.glob("*.pdn"))
    whole = tmp_path / "corpus.pdn"
    whole.write_text("\n".join(file.read_text(encoding="utf-8") for file in files),
                     encoding="utf-8")
    entries = list(iter_records(whole))
    assert len(entries) == len(files)
    for entry, file in zip(entries, files, strict=True):
        alone = read_any_record(file.read_text(encoding="utf-8"))
        assert entry.error is None, (file.name, entry.error)
        assert entry.record.to_text() == alone.to_text() and entry.record.tags == alone.tags


def test_2_blank_text_has_no_games() -> None:
    assert list(iter_records("\n\n   \n")) == []
    assert list(scan_headers("% only an escape line\n\n")) == []


# ------------------------------------------------------------ errors
def test_2_a_bad_game_has_its_own_error_and_the_rest_read() -> None:
    texts = list(russian_games())
    texts[2] = texts[2].replace("\n1. ", "\n1. z9-a1 ", 1)
    whole = "\n".join(texts)
    entries = list(iter_records(whole))
    assert [entry.error is None for entry in entries] == [True, True, False, True, True, True]
    error = entries[2].error
    assert isinstance(error, EntryError) and isinstance(error, RecordError)
    assert entries[2].record is None
    check_record_error(error, whole)
    assert text_lines(whole)[error.line - 1].startswith("1. z9-a1")
    assert str(error).startswith("Game 3, line ")
    assert error.message("it").startswith("Partita 3, riga ")
    assert isinstance(error.cause, RecordError)
    assert error.cause.line == error.line - entries[2].line + 1


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_2_fuzz_a_mutated_game_never_stops_the_games_before_it(data: st.DataObject) -> None:
    texts = list(every_game()[:5])
    texts[-1] = mutate(data.draw, texts[-1])
    whole = "\n".join(texts)
    entries = list(iter_records(whole))
    for entry, text in zip(entries[:4], texts[:4], strict=True):
        assert entry.error is None and entry.record.to_text() == read_any_record(text).to_text()
    for entry in entries:
        if entry.error is not None:
            check_record_error(entry.error, whole)
            check_message(entry.error)
    assert [header.tags for header in scan_headers(whole)] == [entry.tags for entry in entries]


def test_2_entries_read_once() -> None:
    entry = next(iter_records(russian_games()[0]))
    assert entry.record is entry.record and isinstance(entry, Header)
    assert isinstance(entry, Entry)


# ------------------------------------------------------------ paths
def test_2_paths_and_texts(tmp_path: Path) -> None:
    assert is_path(tmp_path / "a.pdn") and is_path("club.pdn")
    assert not is_path('[GameType "25"]') and not is_path("1. c3-d4\n*")
    with pytest.raises(ArgumentTypeError, match="text_or_path"):
        is_path(3)
    with pytest.raises(ArgumentTypeError, match="text_or_path"):
        list(iter_records(b"[GameType]"))  # type: ignore[arg-type]


def test_2_a_file_reads_as_its_text(tmp_path: Path) -> None:
    whole = "\n".join(russian_games())
    path = tmp_path / "club.pdn"
    path.write_bytes(("\ufeff" + whole.replace("\n", "\r\n")).encode("utf-8"))
    from_file = [(entry.line, entry.tags, entry.text) for entry in iter_records(path)]
    assert from_file == [(entry.line, entry.tags, entry.text) for entry in iter_records(whole)]
    assert [h.tags for h in scan_headers(str(path))] == [t for _, t, _ in from_file]


def test_2_a_missing_or_binary_file_is_a_file_error(tmp_path: Path) -> None:
    with pytest.raises(FileAccessError, match="no file"):
        list(iter_records(tmp_path / "none.pdn"))
    binary = tmp_path / "binary.pdn"
    binary.write_bytes(b'[GameType "25"]\n\x00\x01\xfe\n')
    with pytest.raises(FileAccessError, match="not a text file"):
        list(scan_headers(binary))


def test_2_an_old_archive_s_names_and_line_ends_read(tmp_path: Path) -> None:
    """A line that is not UTF-8 is Windows-1252 (old archives); ``\\r``
    alone ends a line as ``\\r\\n`` and ``\\n`` do."""
    first, second = russian_games()[:2]
    old = tmp_path / "old.pdn"
    latin = first.replace('"White 0"', '"G\u00e9rard"').encode("cp1252")
    old.write_bytes(latin.replace(b"\n", b"\r") + b"\r" + second.encode("utf-8"))
    entries = list(iter_records(old))
    assert [entry.tags["White"] for entry in entries] == ["G\u00e9rard", "White 1"]
    assert all(entry.error is None for entry in entries)
    assert entries[1].line == first.count("\n") + 2


def test_2_memory_stays_flat_in_the_file_s_size(tmp_path: Path) -> None:
    """The peak of memory while going through a file's games does not grow
    with their number: a file eight times as long, about the same peak, and
    far less than the file (the benchmark reads and replays 10,000 games)."""
    block = "\n".join(russian_games())
    peaks = []
    for copies in (40, 320):
        path = tmp_path / f"games{copies}.pdn"
        path.write_text("\n".join([block] * copies), encoding="utf-8")
        tracemalloc.start()
        count = sum(1 for entry in iter_records(path) if entry.tags)
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        assert count == copies * len(russian_games())
    assert peaks[1] < 1.5 * peaks[0], peaks
    assert peaks[1] < path.stat().st_size / 10, (peaks, path.stat().st_size)


def test_2_the_result_that_ends_the_moves_is_in_the_header() -> None:
    text = '[GameType "25"]\n\n1. 22-18 11-15 0-2\n[GameType "25"]\n[Result "1-0"]\n1. 21-17 *\n'
    assert [(h.tags.get("Result"), h.result) for h in scan_headers(text)] == [
        (None, "0-2"), ("1-0", "*")]
