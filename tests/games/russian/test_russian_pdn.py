"""Russian draughts records in PDN (``[GameType "25"]``): read, written, round trips.

Reading replays every move through the engine; writing is canonical, so a
record written and read back writes the same text again, and the shipped
examples re-write byte for byte. Every refusal names the line and the
column, in English and in Italian.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from dominochess_widget import games
from dominochess_widget.core.any_record import (
    read_any_record,
    read_any_record_file,
    write_any_record,
    write_any_record_file,
)
from dominochess_widget.core.errors import RecordError, SettingError
from dominochess_widget.core.records import Record, RecordCodec
from dominochess_widget.examples import (
    example_game,
    example_languages,
    example_names,
    example_text,
    load_example,
)
from dominochess_widget.games.russian import START_POSITION, Draughts, Result, Termination
from dominochess_widget.games.russian.pdn import CODEC

NAMES = example_names("russian")
EVERY = [(name, language) for language in example_languages() for name in NAMES]
HEAD = '[GameType "25"]\n'


def read(text: str) -> Record:
    record = CODEC.read(text)
    assert isinstance(record, Record)
    return record


def random_game(seed: int, start: str = START_POSITION, most: int = 200) -> Draughts:
    rng = random.Random(seed)
    game = Draughts.from_position(start)
    while not game.is_over and len(game.history) < most:
        game.play(rng.choice(game.legal_actions()))
    return game


# ---------------------------------------------------------------- the codec
def test_the_codec_is_in_the_registry() -> None:
    assert games.info("russian").record is CODEC
    assert isinstance(CODEC, RecordCodec)
    assert CODEC.extension == ".pdn"


# ---------------------------------------------------------------- shipped examples
def test_there_are_russian_examples_and_they_are_found_by_name() -> None:
    assert len(NAMES) >= 2
    assert all(example_game(name) == "russian" for name in NAMES)


def test_an_example_is_looked_for_in_one_game_when_asked() -> None:
    name = NAMES[0]
    assert name not in example_names()  # domino chess's names stay as they were
    assert load_example(name, "it", game="russian").tags["GameType"] == "25"
    with pytest.raises(SettingError) as error:
        load_example(name, game="dominochess")
    assert error.value.key == "example.unknown"
    assert str(error.value).endswith("are: " + ", ".join(example_names()) + ".")
    with pytest.raises(SettingError):
        load_example("no_such_example")


@pytest.mark.parametrize(("name", "language"), EVERY)
def test_every_example_rewrites_byte_for_byte(name: str, language: str) -> None:
    text = example_text(name, language)
    record = read(text)
    assert record.to_text() == text
    assert read_any_record(text).to_text() == text
    assert load_example(name, language).to_text() == text


@pytest.mark.parametrize(("name", "language"), EVERY)
def test_an_example_replays_to_its_final_position(name: str, language: str) -> None:
    record = read(example_text(name, language))
    state = record.start()
    assert state.position() == record.tags.get("FEN", START_POSITION)
    for recorded in record.moves:
        state.play(recorded.action)
    assert state.position() == record.game.position()
    assert state.result == record.game.result is not None
    assert record.comment is not None and record.comment.text


def test_marks_and_arrows_are_read_on_algebraic_squares() -> None:
    record = read(example_text("1_a_trap_a_choice_and_a_block"))
    sixth = record.moves[10]  # 6. d4-c5 {**A trap!** … [%csl Rc5]}
    assert str(sixth.action) == "d4-c5"
    assert sixth.comment is not None
    assert [(m.square, m.colour) for m in sixth.comment.annotations.squares] == [(34, "R")]
    reply = record.moves[11].comment  # [%cal Rf6e5,Gb6d4]
    assert reply is not None
    assert [(a.origin, a.target, a.colour) for a in reply.annotations.arrows] == [
        (45, 36, "R"), (41, 27, "G")
    ]


# ---------------------------------------------------------------- round trips
@pytest.mark.parametrize("seed", range(25))
def test_a_random_game_round_trips(seed: int) -> None:
    game = random_game(seed)
    text = CODEC.write(game, Event=f"Random {seed}", White="A", Black="B")
    record = read(text)
    assert record.to_text() == text
    assert record.game.position() == game.position()
    assert [str(m) for m in record.game.history] == [str(m) for m in game.history]
    assert record.game.result == game.result
    assert record.game.termination == game.termination
    assert write_any_record(record.game, Event=f"Random {seed}", White="A", Black="B") == text


@pytest.mark.parametrize("seed", range(6))
def test_a_random_game_from_a_position_with_black_to_move_round_trips(seed: int) -> None:
    start = "B:WKa1,c3,e3,g3,h2:Bb6,d6,f6,Kh8,a7"
    game = random_game(seed, start, most=60)
    text = CODEC.write(game)
    assert f'[FEN "{Draughts.from_position(start).position()}"]' in text
    assert text.split("\n\n", 1)[1].startswith("1... ")
    record = read(text)
    assert record.to_text() == text
    assert record.start().position() == Draughts.from_position(start).position()
    assert record.game.position() == game.position()


def test_a_game_with_no_moves() -> None:
    text = CODEC.write(Draughts.new(), Event="Nothing yet")
    assert text == '[Event "Nothing yet"]\n[GameType "25"]\n[Result "*"]\n\n*\n'
    assert read(text).to_text() == text


def test_a_resignation_and_an_agreed_draw_are_in_the_tags() -> None:
    resigned = Draughts.new()
    resigned.play("c3-d4")
    resigned.resign("black")
    text = CODEC.write(resigned)
    assert text == (
        '[GameType "25"]\n[Result "1-0"]\n[Termination "resignation"]\n\n1. c3-d4 1-0\n'
    )
    back = read(text)
    assert back.game.result is Result.WHITE and back.game.termination is Termination.RESIGNATION
    assert back.to_text() == text
    drawn = Draughts.new()
    drawn.agree_draw()
    text = CODEC.write(drawn)
    assert '[Result "1/2-1/2"]\n[Termination "agreement"]' in text
    assert read(text).game.termination is Termination.AGREEMENT


def test_a_game_ended_by_its_moves_says_how_in_its_termination_tag() -> None:
    game = Draughts.from_position("W:Wc3:Bd4")
    game.play("c3:e5")
    text = CODEC.write(game)
    assert text == (
        '[GameType "25"]\n[FEN "W:Wc3:Bd4"]\n[Result "1-0"]\n[Termination "no moves"]\n\n'
        '1. c3:e5 1-0\n'
    )
    assert read(text).game.termination is Termination.NO_MOVES


# ---------------------------------------------------------------- what reading accepts
def test_x_and_colon_are_the_same_capture() -> None:
    body = "1. c3-d4 f6-e5 2. d4{x}f6 g7{x}e5 *\n"
    colon, cross = read(HEAD + body.format(x=":")), read(HEAD + body.format(x="x"))
    assert cross.to_text() == colon.to_text()
    assert cross.game.position() == colon.game.position()
    assert "2. d4:f6 g7:e5 *" in cross.to_text()
    assert read(HEAD + body.format(x="X").upper().replace("X", "x")).to_text() == colon.to_text()


def test_a_capture_named_by_its_ends_is_written_in_full() -> None:
    text = '[GameType "25"]\n[FEN "W:Wc3:Bd4,f6,a7"]\n\n1. c3xg7 a7-b6 *\n'
    record = read(text)
    assert str(record.moves[0].action) == "c3:e5:g7"
    assert "1. c3:e5:g7 a7-b6 *" in record.to_text()


def test_loose_spacing_and_numbers_glued_to_their_moves_are_read() -> None:
    tidy = read(HEAD + "\n1. c3-d4 f6-g5\n2. g3-h4 *\n").to_text()
    assert read(HEAD + "1.c3-d4   f6-g5\n\n2.  g3-h4 *").to_text() == tidy
    assert read(HEAD + "1. c3-d4 1...f6-g5 2.g3-h4\t*").to_text() == tidy


def test_the_fen_tag_sets_the_start_and_is_written_canonically() -> None:
    text = '[GameType "25"]\n[FEN "b:bh8,b6:W Kd4 , a1"]\n\n1... b6-a5 *\n'
    record = read(text)
    assert record.tags["FEN"] == "B:Wa1,Kd4:Bb6,h8"
    assert record.to_text().startswith('[GameType "25"]\n[FEN "B:Wa1,Kd4:Bb6,h8"]\n')
    start = read(f'[GameType "25"]\n[FEN "{START_POSITION}"]\n\n*\n')
    assert "FEN" not in start.tags  # the usual start needs no FEN


@pytest.mark.parametrize(
    ("written", "canonical"), [("2-0", "1-0"), ("0-2", "0-1"), ("1-1", "1/2-1/2")]
)
def test_draughts_results_are_read_and_written_the_chess_way(written: str, canonical: str) -> None:
    text = f'[GameType "25"]\n[Result "{written}"]\n\n1. c3-d4 {written}\n'
    record = read(text)
    assert record.tags["Result"] == canonical
    assert record.to_text().endswith(f"1. c3-d4 {canonical}\n")


def test_a_comment_before_the_moves_is_the_games_and_two_in_a_row_join() -> None:
    text = HEAD + "\n{First.} {Second. [%csl Gc3]}\n1. c3-d4 {A.} {B. [%cal Gc3d4]} *\n"
    record = read(text)
    assert record.comment is not None and record.comment.raw == "First. Second. [%csl Gc3]"
    first = record.moves[0].comment
    assert first is not None and first.text == "A. B."
    assert len(first.annotations.arrows) == 1
    assert read(record.to_text()).to_text() == record.to_text()


def test_other_tags_are_kept_in_order_after_the_known_ones() -> None:
    text = ('[Zeta "z"]\n[Black "B"]\n[Event "E"]\n[GameType "25"]\n[Alpha "a"]\n'
            '[Result "*"]\n\n*\n')
    assert read(text).to_text() == (
        '[Event "E"]\n[Black "B"]\n[GameType "25"]\n[Result "*"]\n[Zeta "z"]\n[Alpha "a"]'
        "\n\n*\n"
    )


# ---------------------------------------------------------------- writing refuses
@pytest.mark.parametrize(
    ("tags", "key"),
    [({"GameType": "20"}, "record.reserved_tag"), ({"FEN": "W:Wa1:Bh8"}, "record.reserved_tag"),
     ({"Result": "1-0"}, "record.reserved_tag"), ({"Termination": "x"}, "record.reserved_tag"),
     ({"Event": "two\nlines"}, "record.bad_tag_value"), ({"9x": "y"}, "record.bad_tag_name")],
)
def test_writing_refuses_tags_that_would_not_read_back(tags: dict[str, str], key: str) -> None:
    with pytest.raises(SettingError) as error:
        CODEC.write(Draughts.new(), **tags)
    assert error.value.key == key


# ---------------------------------------------------------------- errors
ERRORS = [
    # (what, record, key, line, column)
    ("a light square", HEAD + "\n1. c3-d5 *\n", "record.problem", 3, 4),
    ("an illegal move", HEAD + "\n1. c3-d4 f6-e5\n2. a3-b4 *\n", "record.problem", 4, 4),
    ("not a move at all", HEAD + "\n1. hello *\n", "record.problem", 3, 4),
    # issue 29: PDN's move numbers are free (a wrong, repeated or missing one is
    # read: test_pdn_syntax.py); a square of the 10×10 board is still refused.
    ("a 10×10 square", HEAD + "\n1. 22-18 11-15\n2. 45-40 *\n", "record.problem", 4, 4),
    ("a NAG before any move", HEAD + "\n$1 1. c3-d4 *\n", "record.nag_before_move", 3, 1),
    ("a NAG out of range", HEAD + "\n1. c3-d4 $256 *\n", "record.bad_nag", 3, 10),
    ("a FEN square of another board", HEAD + '[FEN "W:W21-50:B1-12"]\n\n*\n',
     "record.bad_tag", 2, 1),
    ("text after the result", HEAD + "\n1. c3-d4 *\nf6-e5\n", "record.after_result", 4, 1),
    ("a comment never closed", HEAD + "\n1. c3-d4 {oops\n", "record.unclosed", 3, 10),
    ("a bracket never closed", HEAD + "\n1. c3-d4 [\n", "record.unclosed", 3, 10),
    ("a bad square mark", HEAD + "\n1. c3-d4 {[%csl Gz9]} *\n", "record.bad_mark", 3, 10),
    ("a bad arrow", HEAD + "\n1. c3-d4 {[%cal Gc3]} *\n", "record.bad_arrow", 3, 10),
    ("an unknown command", HEAD + "\n1. c3-d4\n{[%foo 0:1]} *\n", "record.bad_command", 4, 1),
    ("a bad FEN", HEAD + '[FEN "W:Wa2"]\n\n*\n', "record.bad_tag", 2, 1),
    ("a tag twice", HEAD + '[Event "a"]\n[Event "b"]\n\n*\n', "record.tag_twice", 3, 1),
    ("a tag among the moves", HEAD + '\n1. c3-d4 [Event "x"] *\n', "record.tag_after_moves",
     3, 10),
    ("a move after the end", HEAD + '[FEN "W:Wc3:Bd4"]\n\n1. c3:e5 d4-c3 1-0\n',
     "record.game_already_over", 4, 10),
    ("a result the tag denies", HEAD + '[Result "1-0"]\n\n1. c3-d4 0-1\n',
     "record.result_mismatch", 4, 10),
    ("a result the moves deny", HEAD + '[FEN "W:Wc3:Bd4"]\n[Result "0-1"]\n\n1. c3:e5 0-1\n',
     "record.result_contradicts", 5, 10),
    ("a result nobody scores", HEAD + '[Result "1-2"]\n\n1. c3-d4\n',
     "record.bad_scores", 2, 1),
    ("a result that is no score", HEAD + '[Result "won"]\n\n1. c3-d4\n',
     "record.bad_scores", 2, 1),
    ("a resignation called a draw", HEAD + '[Result "1-0"]\n[Termination "agreement"]\n\n'
     "1. c3-d4 1-0\n", "record.bad_termination", 5, 10),
    ("another game's type", '[GameType "20"]\n\n*\n', "record.other_game", 1, 1),
]


@pytest.mark.parametrize(("what", "text", "key", "line", "column"), ERRORS,
                         ids=[e[0] for e in ERRORS])
def test_every_error_names_its_line_and_column(
    what: str, text: str, key: str, line: int, column: int
) -> None:
    with pytest.raises(RecordError) as error:
        read(text)
    found = error.value
    assert (found.key, found.line, found.column) == (key, line, column), str(found)
    english, italian = found.message("en"), found.message("it")
    assert english.startswith(f"line {line}, column {column}: ")
    assert italian.startswith(f"riga {line}, colonna {column}: ")
    assert english.count("line ") == 1 and italian.count("riga ") == 1  # said once
    assert english != italian


def test_a_refused_move_says_why_in_the_engines_words() -> None:
    with pytest.raises(RecordError) as error:
        read(HEAD + "\n1. c3-d4 f6-e5\n2. a3-b4 *\n")
    assert "capture is compulsory" in str(error.value)
    assert "presa è obbligatoria" in error.value.message("it")


# ---------------------------------------------------------------- files
def test_a_pdn_file_round_trips(tmp_path: Path) -> None:
    game = random_game(7)
    path = tmp_path / "game.pdn"
    write_any_record_file(path, game, Event="A file")
    record = read_any_record_file(path)
    assert isinstance(record, Record)
    assert record.game.position() == game.position()
    assert record.to_text() == path.read_text(encoding="utf-8")
