"""Issue 28: variations in domino chess records, and the study tree.

A variation replaces a whole turn (the same tile is drawn: one pool per
game). The reader builds the pool from the main line's tiles only and
checks every variation's tile; the codec converts a record to the study
tree (nodes are actions) and back; the viewer's frames list the
variations on the frame of a varied turn's first action.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from dominochess_games import HANDWRITTEN
from fuzz_inputs import check_message, check_record_error, check_type_error, mutate, random_game
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget import Game, RecordError
from dominochess_widget.core.annotations import Annotations, Arrow, SquareMark
from dominochess_widget.core.any_record import read_any_record
from dominochess_widget.core.errors import ArgumentTypeError, SettingError
from dominochess_widget.core.movelist import MOST_DEPTH
from dominochess_widget.core.records import Comment, StudyNode, TreeError, make_comment
from dominochess_widget.examples import example_languages, example_names, example_text
from dominochess_widget.games.dominochess.board import square_name
from dominochess_widget.games.dominochess.frames import record_frames
from dominochess_widget.games.dominochess.game import format_position
from dominochess_widget.games.dominochess.position import read_position
from dominochess_widget.games.dominochess.record import CODEC
from dominochess_widget.games.dominochess.records import (
    GameRecord,
    read_record,
    variation_texts,
    write_record,
)

SEED3 = '[Seed "3"]\n\n'
#: Seed 3 draws [3|6], [1|5], [1|4], [0|5], ...
MAIN = "1. [3|6] 3:- 6:Bd2-e3\n1... [1|5] 5:Nb7-c5 1:-\n"
HOSTILE = (
    "}", "{", "\\", "\\}", "[%csl Gd4]", "[\\%cal Ga1a2]", "(", ")", "1-0", "*", "\n",
    "%", "a } b { c", "[3|5]", "5:Nb2-c4", "é ☃ 😀", "**bold** *it*", "\\\\%",
)


def read(body: str) -> GameRecord:
    return read_record(SEED3 + body)


# ---------------------------------------------------------------- reading and writing
def test_28_a_variation_replaces_a_whole_turn_and_is_written_after_it() -> None:
    record = read(
        "{game} 1. [3|6] {tile} 3:- {a} 6:Bd2-e3 (1. [3|6] 6:Bd2-c3 {b} 3:- "
        "1... [1|5] 5:Nb7-c5 1:- (1... [1|5] 1:- 5:Nb7-a5)) (1. [3|6] 3:- 6:Bd2-f4)\n"
        "1... [1|5] 5:Nb7-c5 1:-\n"
    )
    first = record.turns[0]
    assert [str(r.action) for r in first.actions] == ["3:-", "6:Bd2-e3"]
    assert len(first.variations) == 2
    line = first.variations[0]
    assert [turn.tile for turn in line] == [(3, 6), (1, 5)]
    assert line[0].actions[0].comment is not None and line[0].actions[0].comment.text == "b"
    assert [str(r.action) for r in line[1].variations[0][0].actions] == ["1:-", "5:Nb7-a5"]
    text = record.to_text()
    assert (
        "1. [3|6] {tile} 3:- {a} 6:Bd2-e3 (1. [3|6] 6:Bd2-c3 {b} 3:- 1... [1|5] 5:Nb7-c5 "
        "1:- (1... [1|5] 1:- 5:Nb7-a5)) (1. [3|6] 3:- 6:Bd2-f4)\n" in text
    )
    assert read_record(text).to_text() == text
    # The main line is what the game is: the variations change nothing of it.
    assert record.game == read(MAIN).game


def test_28_a_record_without_variations_is_written_as_before() -> None:
    game = Game.new(seed=3)
    for action in ("3:-", "6:Bd2-e3", "5:Nb7-c5", "1:-"):
        game.play(action)
    assert write_record(game).endswith("\n\n" + MAIN + "2. [1|4]\n*\n")


def test_28_the_pool_is_built_from_the_main_line_tiles_only() -> None:
    # A hand-written main line with its own tiles: the variation must draw
    # them too, and past the main line's end what the seed draws after them.
    body = "1. [0|0] 0:- 0:- (1. [0|0] 0:- 0:- 1... [{}])\n"
    with pytest.raises(RecordError) as caught:
        read(body.format("0|0"))
    assert caught.value.key == "record.variation_tile"
    expected = str(caught.value.params["expected"])
    record = read(body.format(expected.strip("[]")))
    assert record.turns[0].variations[0][1].tile == read("1. [0|0] 0:- 0:-\n").game.tile


def test_28_a_variation_may_branch_in_the_middle_of_a_turn() -> None:
    # "(" after the first action: the same variation as after the turn.
    mid = read("1. [3|6] 3:- (1. [3|6] 6:Bd2-c3 3:-) 6:Bd2-e3\n")
    after = read("1. [3|6] 3:- 6:Bd2-e3 (1. [3|6] 6:Bd2-c3 3:-)\n")
    assert mid.to_text() == after.to_text()


def test_28_comments_after_a_variation_join_the_action_before_it() -> None:
    record = read("1. [3|6] 3:- 6:Bd2-e3 {one} (1. [3|6] 6:Bd2-c3) {two}\n")
    comment = record.turns[0].actions[1].comment
    assert comment is not None and comment.text == "one two"
    first = read("1. [3|6] 3:- 6:Bd2-e3 (1. {why} [3|6] 6:Bd2-c3)\n").turns[0].variations[0][0]
    assert first.tile_comment is not None and first.tile_comment.text == "why"


@pytest.mark.parametrize(
    ("body", "key", "line", "column"),
    [
        ("(1. [3|6] 3:-)", "record.variation_before_turn", 1, 1),
        ("1. [3|6] (1. [3|6] 3:-)", "record.variation_before_turn", 1, 10),
        ("1. [3|6] 3:- 6:Bd2-e3 (1. [3|6] 6:Bd2-c3", "record.unclosed", 1, 23),
        ("1. [3|6] 3:- 6:Bd2-e3 (1. [3|6] 6:Bd2-c3 (1. [3|6] 6:Bd2-c3)", "record.unclosed", 1, 23),
        ("1. [3|6] 3:- 6:Bd2-e3 )", "record.variation_not_open", 1, 23),
        ("1. [3|6] 3:- 6:Bd2-e3 ()", "record.variation_empty", 1, 24),
        ("1. [3|6] 3:- 6:Bd2-e3 (1. [3|6] 6:Bd2-c3 3:- *)", "record.result_in_variation",
         1, 46),
        ("1. [3|6] 3:- 6:Bd2-e3 (1. [3|6] 6:Bd2-c9 3:-)", "record.problem", 1, 33),
        ("1. [3|6] 3:- 6:Bd2-e3 (1. [3|6] 6:Bd2-c3 3:Ra1-a9)", "record.problem", 1, 42),
        ("1. [3|6] 3:- 6:Bd2-e3 (1. [3|5] 6:Bd2-c3)", "record.variation_tile", 1, 27),
        ("1. [3|6] 3:- 6:Bd2-e3 (1... [3|6] 6:Bd2-c3)", "record.wrong_number", 1, 24),
        ("1. [3|6] 3:- 6:Bd2-e3 (1. )", "record.number_without_tile", 1, 24),
        ("1. [3|6] 3:- 6:Bd2-e3 (1. [3|6] 6:Bd2-c3 1... [1|5])",
         "record.turn_unfinished", 1, 42),
        ("1. [3|6] 3:- 6:Bd2-e3 (1. [3|6] 3:- 6:Bd2-c3 3:-)", "record.turn_full", 1, 46),
    ],
)
def test_28_each_variation_error_says_where(body: str, key: str, line: int,
                                            column: int) -> None:
    text = SEED3 + body + "\n"
    with pytest.raises(RecordError) as caught:
        read_record(text)
    error = caught.value
    assert error.key == key, str(error)
    assert (error.line - 2, error.column) == (line, column), str(error)
    check_record_error(error, text)


def test_28_variations_nested_too_deep_are_refused_in_words() -> None:
    depth = MOST_DEPTH + 1
    body = "1. [3|6] 3:- 6:Bd2-e3 " + "(1. [3|6] 3:- 6:Bd2-e3 " * depth + ")" * depth
    with pytest.raises(RecordError) as caught:
        read(body)
    assert caught.value.key == "record.variation_too_deep"
    check_message(caught.value)
    nested = "1. [3|6] 3:- 6:Bd2-e3 " + "(1. [3|6] 3:- 6:Bd2-e3 " * MOST_DEPTH + ")" * MOST_DEPTH
    text = read(nested).to_text()  # as deep as allowed: written without recursion
    assert read_record(text).to_text() == text


# ---------------------------------------------------------------- the study tree
def test_28_tree_nodes_are_actions_with_the_tile_comment_before_the_first() -> None:
    record = read("{game} 1. [3|6] {tile} 3:- {a} 6:Bd2-e3 (1. [3|6] {t} 6:Bd2-c3)\n")
    root = CODEC.tree(record)
    assert root.action == "" and root.comment is not None and root.comment.text == "game"
    main, other = root.children
    assert (main.action, main.before and main.before.text, main.comment and main.comment.text) \
        == ("3:-", "tile", "a")
    assert [child.action for child in main.children] == ["6:Bd2-e3"]
    assert (other.action, other.before and other.before.text) == ("6:Bd2-c3", "t")


def test_28_a_branch_in_the_middle_of_a_turn_repeats_the_turns_first_action() -> None:
    record = read("1. [3|6] {tile} 3:- {a} 6:Bd2-e3 (1. [3|6] 3:- 6:Bd2-f4)\n")
    root = CODEC.tree(record)
    assert len(root.children) == 1  # the repeated 3:- is the main line's
    assert [child.action for child in root.children[0].children] == ["6:Bd2-e3", "6:Bd2-f4"]
    again = CODEC.from_tree(record.start(), root, record.tags)
    assert again.to_text() == record.to_text()


def test_28_from_tree_applies_a_claimed_result_only_when_the_moves_do_not_end_it() -> None:
    record = read(MAIN)
    root = CODEC.tree(record)
    resigned = CODEC.from_tree(record.start(), root, {"Result": "0-1", "Event": "E"})
    assert "[Termination \"resignation\"]" in resigned.to_text()
    assert resigned.game.result is not None and resigned.tags["Event"] == "E"
    with pytest.raises(TreeError) as caught:
        CODEC.from_tree(record.start(), root, {"Result": "2-0"})
    assert caught.value.key == "record.bad_result"
    check_message(caught.value)
    with pytest.raises(TreeError):
        CODEC.from_tree(record.start(), root, {"Result": "1-0", "Termination": "king captured"})


def test_28_from_tree_refuses_an_illegal_node_and_changes_nothing() -> None:
    first = Game.new(seed=3)
    before = write_record(first)
    root = StudyNode(children=[StudyNode("3:-", children=[StudyNode("6:Bd2-d4")])])
    with pytest.raises(TreeError) as caught:
        CODEC.from_tree(first, root, {})
    assert caught.value.key == "record.node_refused"
    assert caught.value.params["number"] == "1." and "6:Bd2-d4" in str(caught.value)
    check_message(caught.value)
    assert write_record(first) == before
    for bad, names in ((("root", "not a node"), ("root",)),
                       (("tags", ["Event"]), ("tags",)),
                       (("first", "a game"), ("first",))):
        arguments: dict[str, object] = {"first": first, "root": StudyNode(), "tags": {}}
        arguments[bad[0]] = bad[1]
        with pytest.raises(ArgumentTypeError) as type_error:
            CODEC.from_tree(**arguments)  # type: ignore[arg-type]
        check_type_error(type_error.value, names)
    with pytest.raises(SettingError):
        CODEC.from_tree(first, StudyNode(), {"Bad Tag": "x"})
    with pytest.raises(SettingError):
        CODEC.from_tree(first, StudyNode(), {"Game": "lasca"})


def test_28_from_tree_refuses_a_variation_past_a_pool_its_record_cannot_say() -> None:
    # A game with a real domino set, whose main line is cut after its first
    # turn: its record ends with the tile drawn next, [0|1] (the seed would
    # not say it), and the old line, now a variation, draws [0|2] after
    # that, where the record's pool (its main line's tiles, then the
    # seed's order) draws [3|6].
    record = read("1. [0|0] 0:- 0:-\n1... [0|1] 0:- 1:-\n2. [0|2] 0:- 2:-\n")
    old_line = CODEC.tree(record).children[0]
    tree = StudyNode(children=[StudyNode("0:-", children=[StudyNode("0:-")]), old_line])
    with pytest.raises(TreeError) as caught:
        CODEC.from_tree(record.start(), tree, {})
    assert caught.value.key == "record.variation_beyond_pool"
    assert caught.value.params["found"] == "[0|2]"
    assert caught.value.params["expected"] == "[3|6]"
    check_message(caught.value)
    # Where the seed draws the same tile, the variation is written.
    seeded = read_record(SEED3 + MAIN + "2. [1|4] 4:Be2-a6 1:Ke1-d2\n")
    line = CODEC.tree(seeded).children[0]
    tree = StudyNode(children=[StudyNode("3:-", children=[StudyNode("6:Bd2-e3")]), line])
    text = CODEC.from_tree(seeded.start(), tree, {}).to_text()
    assert "[1|4] 4:Be2-a6 1:Ke1-d2)\n*\n" in text
    assert read_record(text).to_text() == text


def test_28_frames_list_a_turns_variations_on_its_first_action() -> None:
    record = read("1. [3|6] 3:- {a} 6:Bd2-e3 (1. [3|6] {t} 6:Bd2-c3 {b} 3:-)\n"
                  "1... [1|5] 5:Nb7-c5 1:-\n")
    frames = record_frames(record, "it")
    assert [frame.variations for frame in frames] == [
        (), ("1. [3|6] 6:Bd2-c3 3:-",), (), (), (), (), (),
    ][: len(frames)]
    assert frames[1].label == "3:-"
    assert variation_texts(record.turns[0], 0, False) == ("1. [3|6] 6:Bd2-c3 3:-",)


def test_28_shipped_examples_go_through_the_tree_unchanged() -> None:
    for language in example_languages():
        for name in example_names("dominochess"):
            record = read_record(example_text(name, language, "dominochess"))
            again = CODEC.from_tree(record.start(), CODEC.tree(record), record.tags)
            assert again.to_text() == record.to_text(), (language, name)


# ---------------------------------------------------------------- random studies
def _starts(seed: int) -> list[Game]:
    """Games a study may begin from: seeded, other settings, a position with
    its own pool, a position in the middle of a turn, a real domino set."""
    middle = random_game(seed, 7)
    return [
        Game.new(seed=seed),
        Game.new(seed=seed, mapping="NBRQK", draw_rule=3),
        Game.from_position("4k3/8/8/3q4/8/8/2N5/R3K3", "blue", (5, 6),
                           pool=[(0, 1), (2, 2), (1, 6)], seed=seed),
        read_position(format_position(middle)),
        read_record(HANDWRITTEN).start(),
    ]


def _comment(rng: random.Random) -> Comment | None:
    """No comment, or hostile prose with marks and arrows."""
    if rng.random() < 0.5:
        return None
    prose = " ".join(rng.choice(HOSTILE) for _ in range(rng.randrange(4)))
    squares = tuple(SquareMark(rng.randrange(64), rng.choice("GRYB"))
                    for _ in range(rng.randrange(3)))
    arrows = tuple(Arrow(rng.randrange(64), rng.randrange(64), rng.choice("GRYB"))
                   for _ in range(rng.randrange(2)))
    return make_comment(prose, Annotations(squares, arrows), square_name)


@dataclass
class _Place:
    node: StudyNode
    game: Game  # the position after the node
    turns: int  # the game's turns_played before the node's action


@st.composite
def studies(draw: st.DrawFn) -> tuple[Game, StudyNode, dict[str, str]]:
    """A study: a start, and a tree grown as an author does, playing a
    random legal action at a random node (mostly the newest: long lines);
    random comments on nodes and on tiles, random tags."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    first = draw(st.sampled_from(range(5)))
    start = _starts(rng.randrange(1000))[first]
    root = StudyNode("", _comment(rng))
    places = [_Place(root, start.clone(), -1)]
    for _ in range(draw(st.integers(0, 45))):
        place = places[-1] if rng.random() < 0.6 else rng.choice(places)
        game = place.game
        actions = [] if game.is_over else game.legal_actions()
        if not actions:
            continue
        action = str(rng.choice(actions))
        if any(child.action == action for child in place.node.children):
            continue
        after = game.clone()
        after.play(action)
        begins = place.node is root or game.turns_played != place.turns
        child = StudyNode(action, _comment(rng), _comment(rng) if begins else None)
        place.node.children.append(child)
        places.append(_Place(child, after, game.turns_played))
    tags = {"Event": rng.choice(["", "Lesson (2)", 'a "quote" \\ }'])}
    tags.update(rng.choice([{}, {"Result": "1-0"}, {"Result": "1/2-1/2"},
                            {"Result": "0-1", "Termination": "resignation"}]))
    return start, root, tags


def _shape(node: StudyNode) -> tuple[object, ...]:
    """A node and what follows it, comments by their prose and marks."""
    def said(comment: Comment | None) -> object:
        return None if comment is None else (comment.text, comment.annotations)
    return (node.action, said(node.comment), said(node.before),
            tuple(_shape(child) for child in node.children))


def _record_of(start: Game, root: StudyNode, tags: dict[str, str]) -> GameRecord | None:
    """The record of a study, or None when a real domino set's variation
    goes past what its record can say (a refusal tested on its own)."""
    try:
        return CODEC.from_tree(start, root, tags)
    except TreeError as error:
        assert error.key == "record.variation_beyond_pool", str(error)
        return None


@settings(max_examples=80, deadline=None)
@given(studies())
def test_28_a_study_round_trips_through_its_record_text(
        study: tuple[Game, StudyNode, dict[str, str]]) -> None:
    start, root, tags = study
    before = write_record(start)
    record = _record_of(start, root, tags)
    assert write_record(start) == before  # from_tree leaves its start as it was
    if record is None:
        return
    text = record.to_text()
    again = read_any_record(text)
    assert isinstance(again, GameRecord)
    assert again.to_text() == text
    # The same play (a real domino set's pool past what was drawn is not
    # in its record: the seed orders the rest).
    assert format_position(again.game, public=True) == format_position(record.game, public=True)
    assert again.game.history == record.game.history
    assert _shape(CODEC.tree(again)) == _shape(root)
    second = CODEC.from_tree(again.start(), CODEC.tree(again), again.tags)
    assert second.to_text() == text
    # The viewer lists each turn's variations on its first action's frame.
    frames = record_frames(again, "en")
    listed = [frame.variations for frame in frames if frame.variations]
    start_blue = again.game.start_side.value == "blue"
    assert listed == [variation_texts(turn, index, start_blue)
                      for index, turn in enumerate(again.turns) if turn.variations]
    assert all("{" not in line for lines in listed for line in lines)


@settings(max_examples=100, deadline=None)
@given(studies(), st.data())
def test_28_a_broken_record_with_variations_is_refused_in_words(
        study: tuple[Game, StudyNode, dict[str, str]], data: st.DataObject) -> None:
    record = _record_of(*study)
    if record is None:
        return
    text = mutate(data.draw, record.to_text())
    try:
        read = read_record(text)
    except RecordError as error:
        check_record_error(error, text)
        return
    written = read.to_text()
    assert read_record(written).to_text() == written
