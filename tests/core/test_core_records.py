"""The record container every game shares (dominochess_widget/core/records.py).

The tokenizer, comments with their marks and arrows, tags in and out, errors
with line and column, files, and the dispatch by tags: a record's tags pick
its game's codec (its registry entry's ``record``), so any record reads
with :func:`read_any_record` and any state writes with
:func:`write_any_record`. A game without a codec of its own gets the core's
move-list format, so a fifth game has records with no edit here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path

import pytest
from toy_game import INFO as TOY
from toy_game import NAME as TOY_NAME

from dominochess_widget import Game, games
from dominochess_widget import records as domino_records
from dominochess_widget.core import registry
from dominochess_widget.core.annotations import Annotations, Arrow, SquareMark
from dominochess_widget.core.any_record import (
    codec_for,
    codec_of,
    read_any_record,
    read_any_record_file,
    write_any_record,
    write_any_record_file,
)
from dominochess_widget.core.errors import (
    ArgumentTypeError,
    FileAccessError,
    RecordError,
    SettingError,
)
from dominochess_widget.core.movelist import MoveListCodec
from dominochess_widget.core.records import (
    Comment,
    Record,
    RecordCodec,
    Token,
    check_tags,
    escape,
    leading_tags,
    merge_comments,
    normalise,
    parse_comment,
    read_tags,
    read_text_file,
    tag_lines,
    tokenize,
    write_text_file,
)
from dominochess_widget.examples import example_text
from dominochess_widget.games.dominochess.board import parse_square as chess_square
from dominochess_widget.games.dominochess.records import GameRecord, write_record
from dominochess_widget.games.russian import Draughts
from dominochess_widget.games.russian.board import parse_square as draughts_square

DOMINO_EXAMPLE = "1_the_mapping"
RUSSIAN_EXAMPLE = "1_a_trap_a_choice_and_a_block"


def kinds(text: str, game_tokens: str = "") -> list[tuple[str, str]]:
    return [(t.kind, t.text) for t in tokenize(text, game_tokens)]


def comment(body: str, parse_cell: Callable[[str], int | None] = draughts_square) -> Comment:
    return parse_comment(Token("comment", "{" + body + "}", 1, 1, (body,)), parse_cell)


# ---------------------------------------------------------------- tokens
def test_the_tokenizer_knows_tags_comments_numbers_results_and_words() -> None:
    text = '[Event "A \\"quoted\\" name"]\n\n{Hello} 1. c3-d4 1... f6-g5 2. x 1/2-1/2'
    tokens = list(tokenize(text))
    assert [(t.kind, t.text) for t in tokens[1:]] == [
        ("comment", "{Hello}"), ("number", "1."), ("word", "c3-d4"), ("number", "1..."),
        ("word", "f6-g5"), ("number", "2."), ("word", "x"), ("result", "1/2-1/2"),
    ]
    assert tokens[0].kind == "tag" and tokens[0].value == ("Event", 'A "quoted" name')
    assert tokens[1].value == ("Hello",)


@pytest.mark.parametrize("result", ["1-0", "0-1", "1/2-1/2", "*"])
def test_every_result_is_a_token(result: str) -> None:
    assert kinds(f"1. a {result}") == [("number", "1."), ("word", "a"), ("result", result)]


def test_a_result_glued_to_more_text_is_a_word() -> None:
    assert kinds("1-0x *x") == [("word", "1-0x"), ("word", "*x")]


def test_tokens_know_their_line_and_column() -> None:
    tokens = list(tokenize('[A "1"]\n\n  {a\nb} c3-d4\n\t1-0'))
    assert [(t.kind, t.line, t.column) for t in tokens] == [
        ("tag", 1, 1), ("comment", 3, 3), ("word", 4, 4), ("result", 5, 2),
    ]


@pytest.mark.parametrize(
    ("text", "line", "column", "opener"),
    [("1. c3-d4 {never closed", 1, 10, "{"), ('[Event "x"]\n[Site "y"\n', 2, 1, "[")],
)
def test_an_opener_never_closed_is_an_error_where_it_opens(
    text: str, line: int, column: int, opener: str
) -> None:
    with pytest.raises(RecordError) as error:
        list(tokenize(text))
    assert (error.value.key, error.value.line, error.value.column) == ("record.unclosed",
                                                                       line, column)
    assert error.value.params["opener"] == opener
    assert str(error.value).startswith(f"line {line}, column {column}: ")
    assert error.value.message("it").startswith(f"riga {line}, colonna {column}: ")


def test_a_game_adds_its_own_token_kinds() -> None:
    game = r"| (?P<tile>\[\s*\d\s*\|\s*\d\s*\])"
    assert kinds("1. [3|5] 5:Nb2-c4", game) == [
        ("number", "1."), ("tile", "[3|5]"), ("word", "5:Nb2-c4"),
    ]
    with pytest.raises(RecordError):  # without them, "[" opens nothing
        kinds("1. [3|5]")


def test_normalise_drops_a_bom_and_unifies_line_ends() -> None:
    assert normalise("\ufeffa\r\nb\rc\n") == "a\nb\nc\n"
    with pytest.raises(ArgumentTypeError):
        normalise(b"bytes")


# ---------------------------------------------------------------- tags
def test_read_tags_takes_the_leading_tags_and_refuses_one_twice() -> None:
    tags, where, rest = read_tags(list(tokenize('[A "1"]\n[B "2"]\n1. x [C "3"]')))
    assert tags == {"A": "1", "B": "2"}
    assert where["B"].line == 2 and [t.text for t in rest][-1] == '[C "3"]'
    with pytest.raises(RecordError) as error:
        read_tags(list(tokenize('[A "1"]\n[A "2"]')))
    assert (error.value.key, error.value.line, error.value.column) == ("record.tag_twice", 2, 1)


def test_leading_tags_are_read_without_the_games_tokens() -> None:
    text = '[Event "e"]\n[GameType "25"]\n\n1. [3|5] {x} c3-d4\n[Late "no"]'
    assert leading_tags(text) == {"Event": "e", "GameType": "25"}
    assert leading_tags('[A "a \\" b"]') == {"A": 'a " b'}
    assert leading_tags("1. c3-d4") == {}


def test_tags_are_written_in_order_then_as_given_and_escaped() -> None:
    tags = {"Zeta": "z", "Result": "*", "Event": 'say "hi" \\o/'}
    lines = tag_lines(tags, ("Event", "Site", "Result"))
    assert lines == ['[Event "say \\"hi\\" \\\\o/"]', '[Result "*"]', '[Zeta "z"]']
    back, _, _ = read_tags(list(tokenize("\n".join(lines))))
    assert back == tags
    assert escape('a"b\\') == 'a\\"b\\\\'


@pytest.mark.parametrize(
    ("tags", "key"),
    [({"1bad": "x"}, "record.bad_tag_name"), ({"Two words": "x"}, "record.bad_tag_name"),
     ({"Result": "1-0"}, "record.reserved_tag"), ({"Event": "a\nb"}, "record.bad_tag_value"),
     ({"Event": "a\rb"}, "record.bad_tag_value")],
)
def test_check_tags_refuses_what_could_not_be_read_back(tags: dict[str, str], key: str) -> None:
    with pytest.raises(SettingError) as error:
        check_tags(tags, ("Result",))
    assert error.value.key == key


def test_check_tags_wants_text_values() -> None:
    with pytest.raises(ArgumentTypeError):
        check_tags({"Round": 3}, ())


# ---------------------------------------------------------------- comments
def test_a_comment_keeps_its_prose_and_its_marks_and_arrows() -> None:
    found = comment("Look  here [%csl Gc3,Rd4]\n and [%cal Yc3e5 Bc3a5].")
    assert found.raw == "Look here [%csl Gc3,Rd4] and [%cal Yc3e5 Bc3a5]."
    assert found.text == "Look here and ."
    c3, d4, e5, a5 = 18, 27, 36, 32
    assert found.annotations == Annotations(
        (SquareMark(c3, "G"), SquareMark(d4, "R")), (Arrow(c3, e5, "Y"), Arrow(c3, a5, "B"))
    )


def test_each_game_reads_its_own_square_names() -> None:
    assert comment("[%csl gC3]").annotations.squares == (SquareMark(18, "G"),)  # any case
    with pytest.raises(RecordError):
        comment("[%csl gC3]", chess_square)  # domino chess: lower case only, as before


@pytest.mark.parametrize(
    ("body", "key"),
    [("[%csl Gz9]", "record.bad_mark"), ("[%csl Xc3]", "record.bad_mark"),
     ("[%csl Gc3d4]", "record.bad_mark"), ("[%cal Gc3]", "record.bad_arrow"),
     ("[%cal Gc3e5g7]", "record.bad_arrow"), ("[%clk 0:10]", "record.bad_command")],
)
def test_a_bad_mark_is_an_error_at_its_comment(body: str, key: str) -> None:
    token = Token("comment", "{" + body + "}", 7, 12, (body,))
    with pytest.raises(RecordError) as error:
        parse_comment(token, draughts_square)
    assert (error.value.key, error.value.line, error.value.column) == (key, 7, 12)


def test_comments_on_one_place_join() -> None:
    first, second = comment("One [%csl Gc3]"), comment("two [%cal Rc3e5]")
    joined = merge_comments([first, second])
    assert joined is not None
    assert joined.raw == "One [%csl Gc3] two [%cal Rc3e5]"
    assert joined.annotations.squares == first.annotations.squares
    assert joined.annotations.arrows == second.annotations.arrows
    assert merge_comments([second]) == second
    assert merge_comments([]) is None


def test_domino_chess_comments_are_the_cores() -> None:
    assert domino_records.Comment is Comment


# ---------------------------------------------------------------- files
def test_text_files_are_read_and_written_as_utf8(tmp_path: Path) -> None:
    path = tmp_path / "game.pdn"
    write_text_file(path, "Città ♛\n")
    assert read_text_file(path) == "Città ♛\n"
    assert read_text_file(str(path)) == "Città ♛\n"


def test_file_errors_say_what_is_wrong(tmp_path: Path) -> None:
    with pytest.raises(FileAccessError) as missing:
        read_text_file(tmp_path / "nothing.pdn")
    assert missing.value.key == "file.missing"
    (tmp_path / "binary.pdn").write_bytes(b"\xff\xfe\x00\x81")
    with pytest.raises(FileAccessError) as binary:
        read_text_file(tmp_path / "binary.pdn")
    assert binary.value.key == "file.not_text"
    with pytest.raises(FileAccessError) as folder:
        read_text_file(tmp_path)
    assert folder.value.key == "file.unreadable"
    with pytest.raises(FileAccessError) as unwritable:
        write_text_file(tmp_path / "no" / "such" / "folder.pdn", "x")
    assert unwritable.value.key == "file.unwritable"


# ---------------------------------------------------------------- every game
@pytest.mark.parametrize("name", ["dominochess", "russian"])
def test_every_game_registers_a_codec(name: str) -> None:
    codec = games.info(name).record
    assert isinstance(codec, RecordCodec)
    assert codec_of(games.new(name, seed=1)) is codec


def test_the_tags_pick_the_game() -> None:
    domino = read_any_record(example_text(DOMINO_EXAMPLE))
    russian = read_any_record(example_text(RUSSIAN_EXAMPLE))
    assert isinstance(domino, GameRecord) and isinstance(domino.game, Game)
    assert isinstance(russian, Record) and isinstance(russian.game, Draughts)
    assert codec_for('[GameType "25,W,8,8,A1,0"]\n') is games.info("russian").record
    assert codec_for('[Event "no game tag"]\n') is games.info("dominochess").record


def test_any_record_reads_back_as_its_own_reader_reads_it() -> None:
    for name in (DOMINO_EXAMPLE, RUSSIAN_EXAMPLE):
        text = example_text(name)
        assert read_any_record(text).to_text() == text
        assert read_any_record("\ufeff" + text.replace("\n", "\r\n")).to_text() == text


def test_a_record_of_a_game_nobody_knows_is_refused() -> None:
    with pytest.raises(RecordError) as error:
        read_any_record('[GameType "20"]\n\n1. 32-28 *\n')
    assert error.value.key == "record.unknown_game"
    assert "20" in str(error.value)


def test_any_state_writes_its_own_games_record() -> None:
    domino = Game.new(seed=3)
    domino.play(str(domino.legal_actions()[0]))
    assert write_any_record(domino, Event="e") == write_record(domino, Event="e")
    draughts = games.new("russian")
    draughts.play("c3-d4")
    text = write_any_record(draughts, Event="e")
    assert text == '[Event "e"]\n[GameType "25"]\n[Result "*"]\n\n1. c3-d4 *\n'
    with pytest.raises(ArgumentTypeError):
        write_any_record("not a game")


@pytest.mark.parametrize("name", ["dominochess", "russian"])
def test_any_record_file_round_trips(name: str, tmp_path: Path) -> None:
    state = games.new(name, seed=2)
    for _ in range(3):
        state.play(state.legal_actions()[0])
    path = tmp_path / "game.txt"
    write_any_record_file(path, state, White="Ann", Event="file")
    record = read_any_record_file(path)
    assert record.game.position() == state.position()
    assert record.to_text() == path.read_text(encoding="utf-8")
    with pytest.raises(SettingError):
        write_any_record_file(tmp_path / "bad.txt", state, Result="1-0")
    assert not (tmp_path / "bad.txt").exists()  # the record is made first


# ---------------------------------------------------------------- a fifth game
@pytest.fixture
def toy() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry._GAMES, TOY_NAME, TOY)
        yield


def _toy_game() -> object:
    state = games.new(TOY_NAME)
    for cell in ("b2", "a1", "c3"):
        state.play(cell)
    return state


@pytest.mark.usefixtures("toy")
def test_a_fifth_game_without_a_codec_gets_the_move_list_format() -> None:
    state = _toy_game()
    text = write_any_record(state, Event="Noughts")
    assert text == (
        '[Event "Noughts"]\n[Game "toy"]\n[Result "*"]\n\n1. b2 a1\n2. c3 *\n'
    )
    record = read_any_record(text)
    assert isinstance(record, Record)
    assert record.game.position() == state.position()  # type: ignore[attr-defined]
    assert record.to_text() == text
    assert [str(m.action) for m in record.moves] == ["b2", "a1", "c3"]


@pytest.mark.usefixtures("toy")
def test_a_fifth_games_codec_is_a_registry_entry_and_nothing_else() -> None:
    codec = MoveListCodec(TOY_NAME, game_tag=("Game", "Noughts and crosses"),
                          position_tag="Setup",
                          extra_results={"W": (Fraction(1), Fraction(0))})
    info = dataclasses.replace(TOY, record=codec)
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry._GAMES, TOY_NAME, info)
        start = games.from_position(TOY_NAME, "b........ black")
        start.play("b2")
        text = write_any_record(start, Black="Bea")
        assert text == (
            '[Black "Bea"]\n[Game "Noughts and crosses"]\n[Setup "b........ black"]\n'
            '[Result "*"]\n\n1... b2 *\n'
        )
        assert read_any_record(text).to_text() == text
        won = read_any_record(text.replace("*", "W"))  # the codec's own way to say 1-0
        assert won.game.result == "white" and won.tags["Result"] == "1-0"
        assert read_any_record(won.to_text()).to_text() == won.to_text()


def test_a_record_keeps_the_settings_its_format_names() -> None:
    """Lasca's officer (L1) travels in an Officer tag, only when not the default,
    and a bad value is refused at the tag's line and column."""
    game = games.new("lasca", officer="lasker")
    game.play("c3-d4")
    text = write_any_record(game)
    assert '[Officer "lasker"]' in text
    assert read_any_record(text).game.settings.officer == "lasker"
    assert "Officer" not in write_any_record(games.new("lasca"))
    with pytest.raises(RecordError, match=r"^line 2, column 1: .*'hopping' is not an officer"):
        read_any_record(text.replace("lasker", "hopping"))
