"""Variations in the records of the move-list games (issue 28, items 1, 2 and 5):
Russian draughts, Lasca, DamHex³ and dominoes.

A variation is a line played instead of a move, written ``( … )`` right
after the move and its comment, from the position before that move, as in
PGN/PDN: numbered as the main line is from where it starts, holding its own
comments and variations. Reading replays each from a copy of that position;
writing is canonical; :meth:`MoveListCodec.tree` and ``from_tree`` convert a
record to the study editor's tree and back; the viewer's frames list the
variations of the move that led to them. Hypothesis plays random legal games
of the four games with random variations, comments and marks, and checks
that nothing is lost whichever way the record goes.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from fuzz_inputs import check_message, check_record_error, mutate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core import movelist, registry
from dominochess_widget.core.annotations import Annotations, Arrow, SquareMark
from dominochess_widget.core.any_record import read_any_record
from dominochess_widget.core.errors import ArgumentTypeError, RecordError, SettingError
from dominochess_widget.core.movelist import MOST_DEPTH, MoveListCodec
from dominochess_widget.core.records import (
    Comment,
    Record,
    RecordedMove,
    Resignation,
    StudyNode,
    TreeError,
    make_comment,
    tokenize,
)
from dominochess_widget.examples import example_names, example_text
from dominochess_widget.render.frames import move_frames

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
MOVE_LIST_GAMES = ("russian", "lasca", "damhex", "dominoes")
PDN = '[GameType "25"]\n\n'
#: A Russian game with comments and variations, in canonical form: a
#: variation holding its comment and its own variation, two in a row, one
#: for the second seat, the main line numbered again after each.
CANONICAL = PDN.replace("\n\n", '\n[Result "*"]\n\n') + (
    "1. c3-d4 {Centre.} (1. c3-b4 {Edge.} 1... f6-g5 2. b4-a5 (2. g3-h4 b6-c5) 2... g5-h4)"
    " (1. e3-f4) 1... f6-g5 (1... b6-a5 2. d4-c5)\n"
    "2. g3-f4 *\n"
)


def russian(text: str) -> Record:
    record = read_any_record(PDN + text)
    assert isinstance(record, Record)
    return record


def codec_of(record: Record) -> MoveListCodec:
    assert isinstance(record.codec, MoveListCodec)
    return record.codec


# ---------------------------------------------------------------- item 1: tokens
def test_1_parentheses_are_tokens_of_their_own() -> None:
    tokens = [(t.kind, t.text) for t in tokenize("1. d4) (1... b6-a5 1-0) {a (b) c}")]
    assert tokens == [
        ("number", "1."), ("word", "d4"), ("variation_close", ")"),
        ("variation_open", "("), ("number", "1..."), ("word", "b6-a5"),
        ("result", "1-0"), ("variation_close", ")"), ("comment", "{a (b) c}"),
    ]


@pytest.mark.parametrize("name", MOVE_LIST_GAMES)
def test_1_no_action_of_any_game_is_written_with_a_parenthesis(name: str) -> None:
    """So "(" and ")" can only be a variation's (the shipped examples read
    and write back unchanged: tests of each game's examples)."""
    rng = random.Random(name)
    for seed in range(5):
        state = games.new(name, seed=seed)
        for _ in range(80):
            if state.is_over:
                break
            actions = state.legal_actions()
            assert not any(set("()") & set(str(action)) for action in actions)
            state.play(rng.choice(actions))


# ---------------------------------------------------------------- item 2: reading, writing
def shape(moves: list[RecordedMove]) -> list[Any]:
    """What a line holds, comparable across reads: each move's text,
    comment, number and variations."""
    return [(str(m.action), m.comment, m.number, [shape(v) for v in m.variations])
            for m in moves]


def test_2_variations_read_and_write_back_canonically() -> None:
    record = read_any_record(CANONICAL)
    first, second = record.moves[0], record.moves[1]
    assert [str(m.action) for m in record.moves] == ["c3-d4", "f6-g5", "g3-f4"]
    assert [[str(m.action) for m in line] for line in first.variations] == [
        ["c3-b4", "f6-g5", "b4-a5", "g5-h4"], ["e3-f4"]]
    inner = first.variations[0]
    assert inner[0].comment == Comment("Edge.") and inner[1].comment is None
    assert [[str(m.action) for m in line] for line in inner[2].variations] == [
        ["g3-h4", "b6-c5"]]
    assert [m.number for m in inner] == ["1.", "1...", "2.", "2..."]
    assert [[m.number for m in line] for line in second.variations] == [["1...", "2."]]
    assert record.to_text() == CANONICAL


def test_2_each_variation_is_played_from_the_position_before_its_move() -> None:
    record = russian("1. c3-d4 f6-g5 (1... f6-e5 2. d4:f6) *")
    variation = record.moves[1].variations[0]
    assert str(variation[1].action) == "d4:f6"  # a capture only after f6-e5
    assert record.game.position() == russian("1. c3-d4 f6-g5 *").game.position()


def test_2_a_variation_on_a_variations_first_move_is_another_line_instead() -> None:
    """``(1. a (1. b))``: 1. b replaces 1. a, which replaces the main move:
    three lines from one position, as the tree holds them."""
    record = russian("1. c3-d4 (1. c3-b4 (1. e3-f4)) *")
    assert [[str(m.action) for m in line] for line in record.moves[0].variations] == [
        ["c3-b4"], ["e3-f4"]]
    assert record.to_text().endswith("1. c3-d4 (1. c3-b4) (1. e3-f4) *\n")


def test_2_a_record_without_variations_is_written_as_before() -> None:
    for name in MOVE_LIST_GAMES:
        for example in example_names(name):
            text = example_text(example, "en", name)
            assert read_any_record(text).to_text() == text


def test_2_the_result_concerns_the_main_line_only() -> None:
    """A variation may end the game (White resigns) while the main line
    goes on: the result is the main line's."""
    text = '[GameType "25"]\n[Result "*"]\n\n1. c3-d4 (1. resigns) *\n'
    record = read_any_record(text)
    assert not record.game.is_over
    assert record.moves[0].variations == [[RecordedMove(Resignation("white"), None, "1.")]]
    assert record.to_text() == text


def test_2_numbers_inside_a_variation_are_checked_from_where_it_starts() -> None:
    """A codec with strict numbers (every game's but Russian draughts' PDN,
    which reads any number since issue 29) checks them from where a variation starts."""
    strict = MoveListCodec("russian", game_tag=("GameType", "25"), position_tag="FEN")
    with pytest.raises(RecordError) as caught:
        strict.read(PDN + "1. c3-d4 f6-g5 (2. f6-e5) *")
    assert "'1...'" in str(caught.value)
    with pytest.raises(RecordError, match="needs its move number"):
        strict.read(PDN + "1. c3-d4 f6-g5 (1... f6-e5 d4:f6) *")


@pytest.mark.parametrize(("body", "line", "column", "words"), [
    ("(1. c3-d4) *", 3, 1, "right after"),
    ("1. c3-d4 ((1. c3-b4)) *", 3, 11, "right after"),
    ("1. c3-d4 1... (1. c3-b4) *", 3, 15, "right after"),
    ("1. c3-d4 ) *", 3, 10, "none is open"),
    ("1. c3-d4 (1. c3-b4 *", 3, 10, "never closed"),
    ("1. c3-d4 (1. c3-b4 f6-g5 (1... f6-e5) *", 3, 10, "never closed"),
    ("1. c3-d4\n(1. e3-f5) *", 4, 5, "light square"),
    ("1. c3-d4 (1. c3-b4 1-0) *", 3, 20, "main line"),
    ("1. c3-d4 () *", 3, 11, "no move"),
    ("1. c3-d4 ({Why?} 1. c3-b4) *", 3, 11, "write the move first"),
    ("1. c3-d4 * (1. c3-b4)", 3, 12, "nothing may follow"),
])
def test_2_a_misplaced_parenthesis_is_refused_where_it_is(body: str, line: int, column: int,
                                                          words: str) -> None:
    with pytest.raises(RecordError) as caught:
        russian(body)
    error = caught.value
    assert (error.line, error.column) == (line, column), str(error)
    assert words in str(error)
    check_record_error(error, PDN + body)


def test_2_variations_nest_no_deeper_than_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """Four variations, each inside the one before (a limit of 100 taken
    down to 3 and 4 here), and a tree as deep refused by ``from_tree``."""
    body = ("1. c3-d4 f6-g5 2. g3-h4 (2. g3-f4 b6-a5 (2... g5-h4 3. f4-e5 (3. b2-c3 h6-g5"
            " (3... b6-a5)))) *")
    monkeypatch.setattr(movelist, "MOST_DEPTH", 4)
    record = russian(body)
    assert codec_of(record).from_tree(record.start(), codec_of(record).tree(record),
                                      record.tags).to_text() == record.to_text()
    monkeypatch.setattr(movelist, "MOST_DEPTH", 3)
    with pytest.raises(RecordError, match="more than 3 deep") as caught:
        russian(body)
    assert caught.value.column == body.rindex("(") + 1
    with pytest.raises(TreeError, match="more than 3 deep"):
        codec_of(record).from_tree(record.start(), codec_of(record).tree(record), {})
    assert MOST_DEPTH == 100


def test_2_reading_copies_a_position_once_per_variation(monkeypatch: pytest.MonkeyPatch) -> None:
    """No replay from the start: a copy of the position before a move with
    variations, and one per variation (not one per move)."""
    state_type = type(games.new("russian"))
    clones = 0
    original = state_type.clone

    def counted(self: Any) -> Any:
        nonlocal clones
        clones += 1
        return original(self)

    plain = "1. c3-d4 f6-g5 2. g3-h4 b6-a5 "
    body = "1. c3-d4 (1. c3-b4) (1. e3-f4) f6-g5 2. g3-h4 (2. g3-f4) b6-a5 *"
    monkeypatch.setattr(state_type, "clone", counted)
    russian(plain + "*")
    without = clones
    clones = 0
    russian(body)
    assert clones - without == 2 + 3  # two moves with variations, three variations


# ---------------------------------------------------------------- item 2: the study's tree
def tree_shape(node: StudyNode) -> Any:
    return (node.action, node.comment, node.before, [tree_shape(c) for c in node.children])


def test_2_the_tree_holds_the_main_line_first_and_variations_after() -> None:
    record = read_any_record(CANONICAL)
    root = codec_of(record).tree(record)
    assert root.action == "" and root.comment is None
    assert [child.action for child in root.children] == ["c3-d4", "c3-b4", "e3-f4"]
    assert [child.action for child in root.children[0].children] == ["f6-g5", "b6-a5"]
    assert root.children[1].comment == Comment("Edge.")
    back = codec_of(record).from_tree(record.start(), root, record.tags)
    assert back.to_text() == CANONICAL


def test_2_from_tree_replays_resignations_and_keeps_the_first_state() -> None:
    """A DamHex³ player leaving in a variation (H12) is a Resignation."""
    first = games.new("damhex")
    played = first.clone()
    move = str(played.legal_actions()[0])
    root = StudyNode("", Comment("Game."), None, [StudyNode(move), StudyNode("RESIGNS")])
    codec = registry.info("damhex").record
    record = codec.from_tree(first, root, {"Event": "Club"})
    assert first.position() == games.new("damhex").position() and not first.history
    assert isinstance(record.moves[0].variations[0][0].action, Resignation)
    assert record.comment == Comment("Game.") and record.tags["Event"] == "Club"
    assert "(1. resigns)" in record.to_text()
    assert tree_shape(codec.tree(read_any_record(record.to_text()))) == tree_shape(
        codec.tree(record))


def test_2_from_tree_names_the_move_it_cannot_play_in_both_languages() -> None:
    codec = registry.info("russian").record
    root = StudyNode("", None, None, [StudyNode("c3-d4", None, None, [StudyNode("d4-e5")])])
    with pytest.raises(TreeError) as caught:
        codec.from_tree(games.new("russian"), root, {})
    error = caught.value
    assert isinstance(error, RecordError)
    assert str(error).startswith("the move 1... d4-e5 cannot be played there")
    assert error.message("it").startswith("la mossa 1... d4-e5 non si può giocare")
    check_message(error)


def test_2_a_stale_result_tag_gives_way_to_the_game() -> None:
    """After an edit the Result tag may be stale: the main line's own end
    wins; a game not over by its moves ends as the tags say; a Termination
    with no result is refused in words."""
    codec = registry.info("russian").record
    ended = StudyNode("", None, None, [StudyNode("c3:e5")])
    record = codec.from_tree(games.from_position("russian", "W:Wc3:Bd4"), ended,
                             {"Result": "0-1", "Termination": "agreement"})
    assert record.tags["Result"] == "1-0" and record.tags["Termination"] == "no moves"
    first = games.new("russian")
    going = StudyNode("", None, None, [StudyNode("c3-d4")])
    resigned = codec.from_tree(first, going, {"Result": "1-0", "Termination": "resignation"})
    assert resigned.game.is_over and resigned.tags["Result"] == "1-0"
    assert read_any_record(resigned.to_text()).to_text() == resigned.to_text()
    with pytest.raises(TreeError, match="still going on"):
        codec.from_tree(first, going, {"Result": "*", "Termination": "resignation"})


def test_2_from_tree_refuses_bad_arguments_and_tags() -> None:
    codec = registry.info("lasca").record
    first = games.new("lasca")
    with pytest.raises(ArgumentTypeError, match="root"):
        codec.from_tree(first, "1. a3-b4", {})
    with pytest.raises(ArgumentTypeError, match="tags"):
        codec.from_tree(first, StudyNode(), ["Event"])
    with pytest.raises(SettingError):
        codec.from_tree(first, StudyNode(), {"GameType": "25"})
    with pytest.raises(TreeError, match="another game"):
        codec.from_tree(games.new("russian"), StudyNode(), {})


# ---------------------------------------------------------------- item 4: the viewer's frames
def test_4_a_frame_lists_the_variations_of_the_move_that_led_to_it() -> None:
    record = read_any_record(CANONICAL)
    frames = move_frames(record, "en")
    assert frames[0].variations == ()
    assert frames[1].variations == (
        "1. c3-b4 f6-g5 2. b4-a5 (2. g3-h4 b6-c5) 2... g5-h4", "1. e3-f4")
    assert frames[2].variations == ("1... b6-a5 2. d4-c5",)
    assert frames[3].variations == ()


# ---------------------------------------------------------------- random games, random studies
def cell_names(name: str) -> dict[int, str]:
    if name == "damhex":
        return {cell: f"{cell + 1:02d}" for cell in range(61)}
    shape_ = getattr(registry.info(name).view, "shape", None)
    return {cell: shape_.name(cell) for cell in shape_.squares} if shape_ is not None else {}


@st.composite
def comment_or_none(draw: st.DrawFn, names: dict[int, str]) -> Comment | None:
    if draw(st.integers(0, 3)) != 0:  # a comment on one move in four
        return None
    marks: Annotations = Annotations()
    if names:
        cells = st.sampled_from(sorted(names))
        marks = Annotations(
            tuple(draw(st.lists(st.builds(SquareMark, cells, st.sampled_from("GRYB")),
                                max_size=2))),
            tuple(draw(st.lists(st.builds(Arrow, cells, cells, st.sampled_from("GRYB")),
                                max_size=1))))
    return make_comment(draw(st.text(max_size=12)), marks, names.__getitem__)


def random_line(draw: st.DrawFn, state: Any, index: int, codec: MoveListCodec, first: Any,
                rng: random.Random, most: int, depth: int) -> list[RecordedMove]:
    """Up to ``most`` random moves on ``state`` from the record's move
    ``index``, with comments and (two levels deep at most) variations; a
    variation's first move has none (it would be another line instead)."""
    names = cell_names(registry.info_of(state).name)
    moves: list[RecordedMove] = []
    for offset in range(most):
        if state.is_over:
            break
        branch = depth < 2 and (offset or not depth) and rng.random() < 0.25
        before = state.clone() if branch else None
        if depth and rng.random() < 0.05:  # a player resigns in a variation
            seat = state.to_move
            state.resign(seat)
            action: Any = Resignation(str(seat))
        else:
            action = state.play(rng.choice(state.legal_actions()))
        played = RecordedMove(action, draw(comment_or_none(names)),
                              codec.number(index + offset, first))
        if before is not None:
            played.variations = [random_line(draw, before.clone(), index + offset, codec, first,
                                             rng, rng.randint(1, 5), depth + 1)
                                 for _ in range(rng.randint(1, 2))]
        moves.append(played)
    return moves


@st.composite
def studies(draw: st.DrawFn, name: str) -> Record:
    """A random game of ``name`` as a record with random variations (each
    from the position before its move), comments and marks."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    state = games.new(name, seed=rng.randrange(2**31))
    codec = registry.info(name).record
    assert isinstance(codec, MoveListCodec)
    first = state.clone()
    moves = random_line(draw, state, 0, codec, first, rng, draw(st.integers(0, 30)), 0)
    event = draw(st.text(st.characters(exclude_categories=("Cs", "Cc")), max_size=6))
    record = codec.record_of(state, {"Event": event})
    assert shape(record.moves) == shape([RecordedMove(m.action, None, m.number) for m in moves])
    record.moves = moves
    record.comment = draw(comment_or_none(cell_names(name)))
    return record


def check_study(record: Record) -> None:
    codec = codec_of(record)
    text = codec.format(record)
    back = codec.read(text)
    assert shape(back.moves) == shape(record.moves)
    assert back.comment == record.comment
    assert back.to_text() == text
    rebuilt = codec.from_tree(back.start(), codec.tree(back), back.tags)
    assert rebuilt.to_text() == text
    assert tree_shape(codec.tree(read_any_record(text))) == tree_shape(codec.tree(record))


@SETTINGS
@given(data=st.data(), name=st.sampled_from(MOVE_LIST_GAMES))
def test_2_a_random_study_reads_back_and_converts_both_ways(data: st.DataObject,
                                                            name: str) -> None:
    check_study(data.draw(studies(name)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_2_a_broken_record_with_variations_is_refused_in_words(data: st.DataObject) -> None:
    """Reading never fails otherwise than with a RecordError whose line
    and column lie inside the text."""
    text = mutate(data.draw, CANONICAL)
    if data.draw(st.booleans()):  # a stray parenthesis anywhere
        at = data.draw(st.integers(0, len(text)))
        text = text[:at] + data.draw(st.sampled_from("()")) + text[at:]
    try:
        read_any_record(text)
    except RecordError as error:
        check_record_error(error, text)
