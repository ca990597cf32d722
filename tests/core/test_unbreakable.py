"""Regression tests for the "Unbreakable" issue: each input that once crashed
a game, or was refused but still changed it, is refused cleanly now.

The numbers in the test names are the issue's items. The random versions
of these inputs (mutated records, random actions, clicks and session calls)
are in ``test_fuzz.py``.
"""

from __future__ import annotations

import random

import pytest

from dominochess_widget import (
    Action,
    ActionError,
    ArgumentTypeError,
    Game,
    IllegalActionError,
    Kind,
    RecordError,
    SettingError,
)
from dominochess_widget.core.errors import BRIEF
from dominochess_widget.core.numbers import SEED_LIMIT
from dominochess_widget.games.dominochess.history import CHUNK
from dominochess_widget.games.dominochess.records import GameRecord, read_record, write_record
from dominochess_widget.session import PlaySession


def played(seed: int, turns: int, draw_rule: int | None = None) -> Game:
    """A game of random legal actions, ``turns`` turns long (or shorter if it ends)."""
    game = Game.new(seed=seed, draw_rule=draw_rule)
    rng = random.Random(seed)
    while game.turns_played < turns and not game.is_over:
        game.play(rng.choice(game.legal_actions()))
    return game


# ---------------------------------------------------------------- 1. comments
def test_1_a_comment_between_the_turn_number_and_its_tile_belongs_to_that_turn() -> None:
    record = read_record("1. {note} [3|5]")
    assert record.turns[0].tile_comment is not None
    assert record.turns[0].tile_comment.text == "note"


def test_1_on_a_later_turn_it_is_not_attached_to_the_previous_action() -> None:
    game = played(seed=1, turns=1)
    text = write_record(game).replace("1... [", "1... {before the tile} [")
    record = read_record(text)
    assert record.turns[0].actions[-1].comment is None
    assert record.turns[1].tile_comment is not None
    assert record.turns[1].tile_comment.text == "before the tile"


@pytest.mark.parametrize("text", ["1.", "1. {note}", "1. 1.", "1. *"])
def test_1_a_turn_number_without_its_tile_is_an_error(text: str) -> None:
    with pytest.raises(RecordError) as info:
        read_record(text)
    assert info.value.key == "record.number_without_tile"
    assert (info.value.line, info.value.column) == (1, 1)


# ---------------------------------------------------------------- 2. numbers in tags
@pytest.mark.parametrize(
    ("tag", "value", "key"),
    [
        ("Seed", "²", "record.bad_seed"),
        ("Seed", "٣", "record.bad_seed"),  # an Arabic-Indic digit: int() would take it
        ("Seed", "9" * 5000, "record.bad_tag"),
        ("Seed", str(SEED_LIMIT), "record.bad_tag"),
        ("DrawRule", "²", "record.bad_draw_rule"),
        ("DrawRule", "9" * 5000, "record.bad_draw_rule"),
    ],
)
def test_2_a_number_tag_that_is_not_a_number_says_where(tag: str, value: str, key: str) -> None:
    with pytest.raises(RecordError) as info:
        read_record(f'[Event "x"]\n[{tag} "{value}"]\n\n*')
    assert info.value.key == key
    assert (info.value.line, info.value.column) == (2, 1)
    assert len(str(info.value)) < 3 * BRIEF + 200


def test_2_the_largest_seed_is_read() -> None:
    record = read_record(f'[Seed "{SEED_LIMIT - 1}"]\n\n*')
    assert record.game.seed == SEED_LIMIT - 1


# ---------------------------------------------------------------- 3. actions off the board
@pytest.mark.parametrize(
    "fields",
    [(3, 64, 15, Kind.ROOK), (3, -1, 15, Kind.ROOK), (3, 0, 64), (7,), (-1,), (3, 0, None)],
)
def test_3_an_action_off_the_board_cannot_be_made(fields: tuple[object, ...]) -> None:
    with pytest.raises(ActionError):
        Action(*fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("fields", "name"),
    [(("3",), "half"), ((True,), "half"), ((3, 0.0, 8), "origin"), ((3, 0, "a2"), "target"),
     ((3, 0, 8, "R"), "kind"), ((3, 0, 8, Kind.ROOK, 2), "captured")],
)
def test_3_an_action_field_of_a_wrong_type_is_named(fields: tuple[object, ...], name: str) -> None:
    with pytest.raises(TypeError, match=name):
        Action(*fields)  # type: ignore[arg-type]


def test_3_an_action_without_its_piece_letter_prints_as_d5_allows() -> None:
    game = Game.new(seed=1)  # [3|5]: the knight b2-c4 with the 5
    action = Action(5, 9, 26)
    assert str(action) == "5:b2-c4"
    assert str(game.play(action)) == "5:Nb2-c4"


# ---------------------------------------------------------------- 4. clicks off the board
@pytest.mark.parametrize("square", [64, -1, 10**30], ids=["64", "-1", "10**30"])
def test_4_a_click_off_the_board_is_refused_and_changes_nothing(square: int) -> None:
    session = PlaySession(Game.new(seed=1))
    session.click(9)  # the knight on b2 is picked
    with pytest.raises(ActionError, match="square"):
        session.click(square)
    assert session.picked == 9 and session.game == Game.new(seed=1)


@pytest.mark.parametrize("square", ["a1", 1.0, None, True])
def test_4_a_click_of_a_wrong_type_is_a_type_error(square: object) -> None:
    session = PlaySession(Game.new(seed=1))
    with pytest.raises(TypeError, match="square"):
        session.click(square)  # type: ignore[arg-type]


# ---------------------------------------------------------------- 5 and 7. the redo list
def test_5_a_refused_computer_action_keeps_the_redo_list() -> None:
    session = PlaySession(Game.new(seed=1))
    session.enter("5:Nb2-c4")
    session.undo()
    undone = list(session.undone)
    with pytest.raises(IllegalActionError):
        session.apply_computer(Action(0))
    assert session.undone == undone
    assert session.game == Game.new(seed=1)
    session.redo()
    assert [str(a) for a in session.game.history] == ["5:Nb2-c4"]


def test_7_resigning_clears_the_redo_list() -> None:
    session = PlaySession(Game.new(seed=1))
    session.enter("5:Nb2-c4")
    session.undo()
    session.resign()
    session.undo()  # takes back the resignation only
    assert session.redo() == [session._t("play.nothing_to_redo")]
    assert session.game == Game.new(seed=1)


def test_7_an_agreed_draw_clears_the_redo_list_too() -> None:
    session = PlaySession(Game.new(seed=1))
    session.enter("5:Nb2-c4")
    session.undo()
    session.agree_draw()
    session.undo()
    assert session.undone == []


# ---------------------------------------------------------------- 6. seeds
@pytest.mark.parametrize("seed", [10**5000, SEED_LIMIT, -1], ids=["10**5000", "2**64", "-1"])
def test_6_a_seed_out_of_range_is_refused_at_once(seed: int) -> None:
    with pytest.raises(SettingError, match="seed"):
        Game.new(seed=seed)
    with pytest.raises(SettingError, match="seed"):
        Game.from_position("7k/8/8/8/8/8/8/K7", "red", "3|5", seed=seed)


def test_6_the_largest_seed_plays_past_a_reshuffle() -> None:
    game = Game.new(seed=SEED_LIMIT - 1, draw_rule=None)
    while game.shuffles == 0:
        game.play(game.legal_actions()[-1])
    assert read_record(write_record(game)).game == game


# ---------------------------------------------------------------- 8. equality
def test_8_a_record_past_a_reshuffle_starts_where_the_game_started() -> None:
    game = played(seed=2, turns=40)
    assert game.shuffles >= 1
    record = read_record(write_record(game))
    assert record.game == game
    assert record.start() == Game.new(seed=2, draw_rule=None) == game.initial()


def test_8_record_equality_does_not_depend_on_what_was_asked_before() -> None:
    text = write_record(played(seed=3, turns=30))
    first, second = read_record(text), read_record(text)
    first.start()
    assert first == second


# ---------------------------------------------------------------- 9. text details
def test_9_a_byte_order_mark_is_accepted() -> None:
    game = played(seed=4, turns=6)
    assert read_record("\ufeff" + write_record(game)).game == game


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_9_errors_name_the_right_line_whatever_the_line_ends(newline: str) -> None:
    game = played(seed=5, turns=6)
    lines = write_record(game).splitlines()
    number = next(i for i, line in enumerate(lines) if line.startswith("2... "))
    lines[number] = lines[number].replace("2... ", "2... nonsense ")
    with pytest.raises(RecordError) as info:
        read_record(newline.join(lines))
    assert (info.value.line, info.value.column) == (number + 1, 6)


def test_9_messages_do_not_repeat_a_huge_input() -> None:
    for bad in ("x" * 1_000_000, "1. [3|5] 3:" + "R" * 1_000_000):
        with pytest.raises(RecordError) as info:
            read_record(bad)
        assert len(str(info.value)) < 400
    with pytest.raises(ActionError) as action_info:
        Game.new(seed=1).play("?" * 1_000_000)
    assert len(str(action_info.value)) < 400


@pytest.mark.parametrize(
    ("tags", "key"),
    [
        ({"Event": "two\nlines"}, "record.bad_tag_value"),
        ({"Event": "two\rlines"}, "record.bad_tag_value"),
        ({"My tag": "x"}, "record.bad_tag_name"),
        ({'Say"': "x"}, "record.bad_tag_name"),
        ({"": "x"}, "record.bad_tag_name"),
        ({"Setup": "7k/8/8/8/8/8/8/K7 red"}, "record.reserved_tag"),
        ({"Pool": "0|1"}, "record.reserved_tag"),
        ({"Seed": "1"}, "record.reserved_tag"),
    ],
)
def test_9_write_record_refuses_tags_it_could_not_read_back(
    tags: dict[str, str], key: str
) -> None:
    with pytest.raises(SettingError) as info:
        write_record(Game.new(seed=1), **tags)
    assert info.value.key == key


def test_9_tag_values_with_quotes_and_backslashes_round_trip() -> None:
    game = played(seed=6, turns=4)
    text = write_record(game, Event='He said "go" \\ left', Site="{not a comment}")
    record = read_record(text)
    assert record.tags["Event"] == 'He said "go" \\ left'
    assert record.tags["Site"] == "{not a comment}"
    assert record.game == game


def test_9_a_tag_value_of_a_wrong_type_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="Event"):
        write_record(Game.new(seed=1), Event=3)  # type: ignore[arg-type]


# ---------------------------------------------------------------- types, everywhere
@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: Game.from_position(None, "red", "3|5"), "placement"),
        (lambda: Game.from_position("7k/8/8/8/8/8/8/K7", 1, "3|5"), "to_move"),
        (lambda: Game.new(seed=1).play(12), "action"),
        (lambda: Game.new(seed=1).why_no_move("3"), "number"),
        (lambda: read_record(b"1. [3|5]"), "text"),
        (lambda: PlaySession(Game.new(seed=1)).enter(None), "action"),
        (lambda: PlaySession(Game.new(seed=1)).choose("5"), "half"),
        (lambda: PlaySession(Game.new(seed=1)).new_game("seed 1"), "game"),
        (lambda: PlaySession("a game"), "game"),
    ],
)
def test_a_wrong_type_is_a_type_error_naming_the_parameter(call: object, name: str) -> None:
    with pytest.raises(ArgumentTypeError, match=name) as info:
        call()  # type: ignore[operator]
    assert isinstance(info.value, TypeError) and not isinstance(info.value, ValueError)
    assert info.value.message("it") != str(info.value)  # and it is translated


# ---------------------------------------------------------------- 10. long games
def test_10_undo_and_clone_across_the_packed_history() -> None:
    """The history is packed in shared chunks: undo across a chunk's edge,
    and copies taken at every length, must all stay exact and independent."""
    game = Game.new(seed=7, draw_rule=None)
    rng = random.Random(7)
    copies = []
    while game.actions_played < 3 * CHUNK + 5 and not game.is_over:
        copies.append((game.clone(), game.history))
        game.play(rng.choice(game.legal_actions()))
    assert game.actions_played == len(game.history) > 2 * CHUNK
    for copy, history in reversed(copies):
        game.undo()
        assert game == copy and game.history == history == copy.history
    for copy, history in copies[::7]:  # the copies were not changed by any of it
        assert copy.history == history


def test_10_the_last_action_and_the_turn_so_far_come_from_the_end() -> None:
    game = played(seed=8, turns=100)
    history = game.history
    assert game.last_action == history[-1]
    assert game.turn_actions() == history[len(history) - len(game.turn_actions()):]
    assert game.actions_played == len(history)
    game.resign()
    assert game.actions_played == len(history) and game.last_action == history[-1]


def test_10_a_record_holds_no_cached_start() -> None:
    record = GameRecord.from_game(played(seed=9, turns=10))
    assert set(vars(record)) == {"tags", "turns", "game", "comment"}
