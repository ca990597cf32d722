"""Game records: writing, reading, comments, marks, and clear errors."""

from __future__ import annotations

import pytest
from dominochess_games import HANDWRITTEN, games
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget import ALL_TILES, Game, RecordError, Side
from dominochess_widget.core.annotations import Arrow, SquareMark
from dominochess_widget.games.dominochess.board import parse_square
from dominochess_widget.games.dominochess.records import GameRecord, read_record, write_record


def sq(name: str) -> int:
    square = parse_square(name)
    assert square is not None
    return square


@settings(max_examples=60, deadline=None)
@given(games, st.sampled_from([None, "resign", "draw"]))
def test_write_then_read_gives_the_same_game(game: Game, ending: str | None) -> None:
    if ending == "resign" and not game.is_over:
        game.resign()
    elif ending == "draw" and not game.is_over:
        game.agree_draw()
    text = write_record(game, Event="Property", Red="R", Blue="B")
    record = read_record(text)
    assert record.game == game
    assert record.to_text() == text
    # The record continues exactly as the game would.
    if not game.is_over:
        assert record.game.pool == game.pool


def test_handwritten_record_replays_with_its_own_tiles() -> None:
    record = read_record(HANDWRITTEN)
    assert [turn.tile for turn in record.turns] == [(3, 5), (0, 4), (6, 6)]
    assert record.game.placement() == "rrqkkqrr/nn1bbbnn/8/b3N3/8/1R6/N1BBBBNN/R1QKKQRR"
    assert record.comment is not None
    assert record.comment.text == "A game played with a real domino set."
    first = record.turns[0]
    assert first.tile_comment is not None and first.tile_comment.text == "Knights and rooks."
    comment = first.actions[0].comment
    assert comment is not None
    assert comment.text == "The knight jumps."
    assert comment.annotations.squares == (SquareMark(sq("c4"), "G"),)
    assert comment.annotations.arrows == (Arrow(sq("b2"), sq("c4"), "G"),)
    assert record.tags["Seed"] == "0"  # the default, written back explicitly


def test_canonical_text_round_trips_exactly() -> None:
    canonical = read_record(HANDWRITTEN).to_text()
    assert read_record(canonical).to_text() == canonical
    assert '[Mapping "1=K 2=Q 3=R 4=B 5=N"]' in canonical


def test_steps_list_every_action_with_its_comment() -> None:
    steps = read_record(HANDWRITTEN).steps()
    assert [str(step.action) for step in steps] == [
        "5:Nb2-c4", "3:Rb1-b2", "4:Bc7-a5", "0:-", "6:Nc4-e5", "6:Rb2-b3"
    ]
    assert steps[0].tile_comment is not None and steps[1].tile_comment is None
    assert [step.side for step in steps[2:4]] == [Side.BLUE, Side.BLUE]


def test_start_gives_the_first_position() -> None:
    record = read_record(HANDWRITTEN)
    start = record.start()
    assert start.history == [] and start.tile == (3, 5)
    assert record.start() is not start  # a fresh copy each time


def test_the_pool_reshuffles_after_28_tiles() -> None:
    game = Game.new(seed=3)
    while game.turns_played < 30:
        game.play(game.legal_actions()[0])
    record = read_record(write_record(game))
    tiles = [turn.tile for turn in record.turns]
    assert sorted(tiles[:28]) == sorted(ALL_TILES)
    assert tiles[28] in ALL_TILES  # a new shuffle: any tile may come again


def test_custom_mapping_and_draw_rule_are_stored() -> None:
    game = Game.new(seed=1, mapping="NBRQK", draw_rule=None)
    text = write_record(game)
    assert '[Mapping "1=N 2=B 3=R 4=Q 5=K"]' in text and '[DrawRule "off"]' in text
    assert read_record(text).game.mapping == game.mapping


def test_resignation_is_read_from_the_result_tag() -> None:
    record = read_record('[Result "0-1"]\n\n1. [3|5] 5:Nb2-c4 3:Rb1-b2\n1... [0|4]\n0-1\n')
    assert record.game.winner is Side.BLUE
    assert record.tags["Termination"] == "resignation"


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("1... [3|5] 3:-", 1, 1, "write '1.'"),
        ("1. [3|5] 3:Ra1-a4", 1, 10, "a2 is in the way"),
        ("1. [3|5] 3:- 5:Nb2-c4 3:-", 1, 23, "both halves"),
        ("1. [3|5] 3:-\n1... [0|4]", 2, 1, "the 5 still has to be played"),
        ("1. [3|3] 3:- 3:-\n1... [3|3] 3:-", 2, 6, "already drawn"),
        ("[Seed \"seven\"]\n1. [3|5]", 1, 1, "whole number"),
        ("[Mapping \"KQRBB\"]\n1. [3|5]", 1, 1, "Mapping"),
        ("1. [3|5] 5:Nb2-c4 {open", 1, 19, "never closed"),
        ("1. [3|5] 5:Nb2-c4 {[%cal Gb2]}", 1, 19, "not an arrow"),
        ("1. [3|5] 5:Nb2-c4 {[%foo x]}", 1, 19, "not known"),
        ("1. [3|5] hello", 1, 10, "found 'hello'"),
        ("1. [3|5] 5:Nb2-c4 3:Rb1-b2\n1-0", 2, 1, "Result tag says *"),
        ("[Result \"1-0\"]\n[Termination \"kings captured\"]\n1. [3|5]\n1-0", 4, 1,
         "resignation or agreement"),
        ("1. [3|5] 5:Nb2-c4 3:Rb1-b2\n*\n1... [0|4]", 3, 1, "nothing may follow"),
    ],
)
def test_errors_name_line_column_and_what_was_expected(
    text: str, line: int, column: int, words: str
) -> None:
    with pytest.raises(RecordError) as caught:
        read_record(text)
    error = caught.value
    assert (error.line, error.column) == (line, column), str(error)
    assert str(error).startswith(f"line {line}, column {column}: ")
    assert words in str(error)


def test_a_record_error_is_a_value_error() -> None:
    with pytest.raises(ValueError, match=r"line 1, column 4: .*not a domino tile"):
        read_record("1. [9|9]")


def test_from_game_keeps_tags_in_canonical_order() -> None:
    record = GameRecord.from_game(Game.new(seed=2), {"Annotator": "T", "Event": "E"})
    names = [line.split()[0][1:] for line in record.to_text().splitlines() if line[:1] == "["]
    assert names == ["Event", "Annotator", "Mapping", "Seed", "DrawRule", "Result"]


def test_a_game_begun_in_the_middle_of_a_turn_round_trips() -> None:
    # A start with one half used is kept whole in the record's Position tag.
    game = Game.new(seed=3)  # [3|6]
    game.play("6:Bc2-d3")
    begun = Game.from_position("rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR", "red", "3|6", seed=3)
    assert write_record(begun)  # a whole turn ahead: fine
    from dominochess_widget import games

    halfway = games.from_position("dominochess", game.position())
    record = read_record(write_record(halfway))
    assert record.game == halfway and "Position" in record.tags
