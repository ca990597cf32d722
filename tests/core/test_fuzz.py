"""Fuzz tests of the error contract at every public entry point.

A bad position, record or action raises a :class:`DominoChessError` (a
ValueError) with a short message, a wrong Python type a TypeError naming
the parameter, nothing else ever escapes, and a refused call changes
nothing (see ``tests/support/fuzz_inputs.py`` for the precise checks). Inputs:
mutated records, random Action fields, odd constructor arguments, canvas
points anywhere, and random sequences of PlaySession calls.
"""

from __future__ import annotations

import math
import random
import re

import pytest
from dominochess_games import games, seeds, steps
from fuzz_inputs import (
    HUGE,
    SNIPPETS,
    Arg,
    args,
    base_games,
    base_records,
    check_message,
    check_record_error,
    check_type_error,
    checked_call,
    copy_session,
    game_state,
    halves_ok,
    ints_in,
    kinds_ok,
    labelled,
    mutated_records,
    random_game,
    session_state,
    squares_ok,
    texts,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominochess_widget import (
    ALL_TILES,
    START_PLACEMENT,
    Action,
    ActionError,
    DominoChessError,
    Game,
    Kind,
    RecordError,
    SettingError,
    Side,
    TileMapping,
)
from dominochess_widget.games.dominochess.board import square_name
from dominochess_widget.games.dominochess.records import GameRecord, read_record, write_record
from dominochess_widget.session import PlaySession
from dominochess_widget.widgets import BoardWidget

FUZZ = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.large_base_example],
)


# ====================================================================== records
def read_checked(text: str) -> GameRecord | None:
    """``read_record(text)``: a RecordError inside the text, or a record that
    writes itself back exactly (None for the error)."""
    try:
        record = read_record(text)
    except RecordError as error:
        check_record_error(error, text)
        return None
    assert isinstance(record, GameRecord)
    canonical = record.to_text()
    again = read_record(canonical)
    assert again.game == record.game, "to_text() reads back to another game"
    assert again.tags == record.tags, "to_text() reads back with other tags"
    assert again.to_text() == canonical
    assert record.start() == record.game.initial()
    return record


def test_the_records_the_fuzzing_starts_from_are_valid() -> None:
    assert len(base_games()) >= 10
    for name, text in base_records():
        assert read_checked(text) is not None, name


@settings(FUZZ, max_examples=800)
@given(mutated_records())
def test_a_mutated_record_is_read_or_refused_at_a_place_in_it(text: str) -> None:
    read_checked(text)


@settings(FUZZ, max_examples=60)
@given(st.sampled_from(base_records()), st.sampled_from(["\r\n", "\r", "mixed"]),
       st.booleans(), st.randoms(use_true_random=False))
def test_a_valid_record_reads_the_same_with_any_line_end_and_a_bom(
    base: tuple[str, str], newline: str, bom: bool, rng: object
) -> None:
    _, text = base
    original = read_record(text)
    if newline == "mixed":
        parts = text.split("\n")
        changed = parts[0] + "".join(
            rng.choice(["\n", "\r\n", "\r"]) + part for part in parts[1:]  # type: ignore[attr-defined]
        )
    else:
        changed = text.replace("\n", newline)
    if bom:
        changed = "\ufeff" + changed
    record = read_checked(changed)
    assert record is not None, "a valid record with other line ends or a BOM was refused"
    assert record.game == original.game
    assert record.tags == original.tags
    assert [s.comment for s in record.steps()] == [s.comment for s in original.steps()]
    assert record.comment == original.comment


@settings(FUZZ, max_examples=400)
@given(mutated_records(), st.sampled_from(["\r\n", "\r"]))
def test_line_ends_do_not_change_what_a_record_means_or_where_an_error_is(
    text: str, newline: str
) -> None:
    text = text.replace("\r", "")  # only "\n" line ends: then convert them all
    other = text.replace("\n", newline)
    try:
        first = read_record(text)
    except RecordError as error:
        with pytest.raises(RecordError) as again:
            read_record(other)
        assert (again.value.line, again.value.column, again.value.key) == (
            error.line, error.column, error.key
        ), f"{newline!r} line ends moved the error: {error} / {again.value}"
        return
    second = read_checked(other)
    assert second is not None, f"refused with {newline!r} line ends only"
    assert second.game == first.game and second.tags == first.tags


@settings(FUZZ, max_examples=300)
@given(st.sampled_from(base_records()), st.data())
def test_a_comment_between_tokens_is_refused_or_changes_nothing(
    base: tuple[str, str], data: st.DataObject
) -> None:
    """``1. {note} [3|5]`` among them: either a RecordError or the same game."""
    _, text = base
    boundaries = [m.end() for m in re.finditer(r"\S+", text)]
    numbers = [m.end(1) for m in re.finditer(r"(?m)^(\d+\.(?:\.\.)?)[ \t]", text)]
    i = data.draw(st.sampled_from(numbers) if numbers and data.draw(st.booleans())
                  else st.sampled_from(boundaries))
    body = data.draw(st.sampled_from(["note", "", "[%csl Gc4]", "a\nb", "a\r\nb"]))
    changed = text[:i] + " {" + body + "} " + text[i:]
    record = read_checked(changed)
    if record is not None:
        assert record.game == read_record(text).game


HOSTILE_RECORDS = {
    "seed of 5000 digits": '[Seed "' + "9" * 5000 + '"]\n\n1. [3|5]\n*\n',
    "seed too large": '[Seed "18446744073709551616"]\n\n*\n',
    "superscript seed": '[Seed "²"]\n\n*\n',
    "superscript draw rule": '[DrawRule "²"]\n\n*\n',
    "draw rule of 5000 digits": '[DrawRule "' + "9" * 5000 + '"]\n\n*\n',
    "comment after the first turn number": "1. {note} [3|5] 5:Nb2-c4 3:Rb1-b2\n*\n",
    "comment after a later turn number": "1. [3|5] 5:Nb2-c4 3:Rb1-b2\n1... {note} [0|4]\n*\n",
    "comment after a number, before a result": "1. [3|5] 5:Nb2-c4 3:Rb1-b2 1... {x}",
    "CR line ends, error on line 3": "[Event \"x\"]\r\r1. [3|5] hello\r",
    "CRLF line ends, error on line 3": "[Event \"x\"]\r\n\r\n1. [3|5] hello\r\n",
    "line separator is not a line end": "1. [3|5]\u2028hello",
    "BOM": "\ufeff[Event \"x\"]\n\n1. [3|5] 5:Nb2-c4\n*\n",
    "BOM before an error": "\ufeff1. [9|9]",
    "tile drawn twice in a pool tag": '[Pool "0|1 0|1"]\n\n1. [3|5]\n*\n',
    "pool tag without a turn": '[Pool "0|1"]\n\n*\n',
    "unclosed comment at the end": "1. [3|5] {",
    "empty": "",
    "only a BOM": "\ufeff",
    "a tag value over two CR lines": '[Event "a\rb"]\n*\n',
    "an empty comment before a comment": "1. {} [3|5] {a}\n*\n",
    "a comment before an empty comment": "1. [3|5] {a} {}\n*\n",
}


@pytest.mark.parametrize("name", sorted(HOSTILE_RECORDS))
def test_a_hostile_record_is_read_or_refused_at_a_place_in_it(name: str) -> None:
    read_checked(HOSTILE_RECORDS[name])


@pytest.mark.parametrize("text", ['[Seed "' + "9" * 5000 + '"]\n\n*\n',
                                  '[Seed "18446744073709551616"]\n\n*\n'])
def test_a_seed_out_of_range_in_a_record_is_a_record_error(text: str) -> None:
    with pytest.raises(RecordError) as caught:
        read_record(text)
    check_record_error(caught.value, text)


@pytest.mark.parametrize("value", [None, b"1. [3|5]", 5, ["1. [3|5]"]])
def test_read_record_of_a_non_text_is_a_type_error(value: object) -> None:
    with pytest.raises(TypeError) as caught:
        read_record(value)  # type: ignore[arg-type]
    check_type_error(caught.value, ["text"])


# ---------------------------------------------------------------- writing
RESERVED = ("Mapping", "Seed", "DrawRule", "Setup", "Pool", "Result", "Termination")
tag_names = st.one_of(
    st.sampled_from(["Event", "Site", "Date", "Red", "Blue", "Annotator", "Round", "FEN",
                     *RESERVED]),
    st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,10}", fullmatch=True),
    st.text(max_size=6),
)
tag_values = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["", " x ", "a\nb", "a\rb", "a\r\nb", '"', "\\", '\\"', "}", "{", "]", "[",
                     "\u2028", "\x85", "\ufeff", "x" * 5000, "9" * 5000]),
)


def own_tags(game: Game) -> dict[str, str]:
    """The reserved tags as a record of ``game`` writes them."""
    return read_record(write_record(game)).tags


@settings(FUZZ, max_examples=300)
@given(games, st.sampled_from([None, "resign", "draw"]),
       st.dictionaries(tag_names, tag_values, max_size=4), st.data())
def test_write_record_refuses_a_bad_tag_or_round_trips(
    game: Game, ending: str | None, tags: dict[str, str], data: st.DataObject
) -> None:
    if ending == "resign" and not game.is_over:
        game.resign()
    elif ending == "draw" and not game.is_over:
        game.agree_draw()
    if data.draw(st.booleans()):  # a reserved tag with the game's own value
        own = own_tags(game)
        name = data.draw(st.sampled_from(sorted(own)))
        tags[name] = own[name]
    before = game_state(game)
    try:
        text = write_record(game, **tags)
    except (DominoChessError, TypeError) as error:
        check_message(error)
        before.assert_same(game, "a refused write_record")
        return
    before.assert_same(game, "write_record")
    assert isinstance(text, str)
    record = read_checked(text)
    assert record is not None, "write_record wrote a record read_record refuses"
    assert record.game == game
    assert record.start() == game.initial()
    for name, value in tags.items():
        assert record.tags.get(name) == value, f"tag {name!r}: wrote {value!r}, read back " \
                                               f"{record.tags.get(name)!r}"


@pytest.mark.parametrize("tags", [{"Seed": "7"}, {"Mapping": "NBRQK"}, {"DrawRule": "off"},
                                  {"Result": "1-0"}, {"Termination": "agreement"},
                                  {"Setup": "7k/8/8/8/8/8/8/K7 red"}, {"Pool": "0|1"},
                                  {"Event": "a\nb"}, {"Event": "a\rb"}, {"Bad Name": "x"},
                                  {'Q"': "x"}, {"": "x"}])
def test_write_record_refuses_a_tag_it_cannot_write_back(tags: dict[str, str]) -> None:
    game = random_game(1, 6)
    before = game_state(game)
    with pytest.raises(DominoChessError) as caught:
        write_record(game, **tags)
    check_message(caught.value)
    before.assert_same(game, "a refused write_record")


@pytest.mark.parametrize(("game", "tags", "name"), [
    (None, {}, "game"), ("1. [3|5]", {}, "game"), (Game.new(seed=1), {"Event": 5}, "Event"),
    (Game.new(seed=1), {"Red": None}, "Red"), (Game.new(seed=1), {"Blue": b"x"}, "Blue"),
])
def test_write_record_with_a_wrong_type_is_a_type_error(
    game: object, tags: dict[str, object], name: str
) -> None:
    with pytest.raises(TypeError) as caught:
        write_record(game, **tags)  # type: ignore[arg-type]
    check_type_error(caught.value, [name])


# ====================================================================== seeds
SEEDS = st.one_of(
    ints_in("ok", 0, 2**32 - 1), args("ok", None),
    ints_in("vok", 2**32, 2**256),  # the bound is being set: accepted or refused at once
    ints_in("value", None, -1), labelled("value", **{"10**5000": HUGE, "-(10**5000)": -HUGE}),
    args("type", 1.5, 7.0, "7", [1], float("nan"), b"1"), args("either", True, False),
)


@settings(FUZZ, max_examples=100)
@given(SEEDS, st.integers(0, 1000))
def test_a_seed_is_refused_at_once_or_plays_past_reshuffles(seed: Arg, picks: int) -> None:
    game = checked_call(lambda: Game.new(seed=seed.get(), draw_rule=None), {"seed": seed})
    if game is None:
        return
    assert isinstance(game, Game)
    rng = random.Random(picks)
    for _ in steps(game, [rng.randrange(1000) for _ in range(130)]):
        pass
    assert game.is_over or game.shuffles >= 2
    again = read_checked(write_record(game))
    assert again is not None and again.game == game


@pytest.mark.parametrize("make", [
    lambda: Game.new(seed=HUGE),
    lambda: Game.from_position(START_PLACEMENT, "red", "3|5", seed=HUGE),
    lambda: Game.new(seed=-HUGE),
])
def test_a_huge_seed_is_a_setting_error_at_once(make: object) -> None:
    with pytest.raises(SettingError) as caught:
        make()  # type: ignore[operator]
    check_message(caught.value)


# ====================================================================== game setup
PLACEMENTS = st.one_of(
    args("ok", START_PLACEMENT, "7k/8/8/8/8/8/8/K7", " 7k/8/8/8/8/8/8/K7 "),
    args("value", "", "8/8/8/8/8/8/8/8", "7k/8/8/8/8/8/8/K²5", "7k/8/8/8/8/8/8/K6x",
         "9/8/8/8/8/8/8/K7", "7k/8/8/8/8/8/8/KKK5", "8/" * 10_000 + "8"),
    texts("vok", 80),
    st.builds(lambda i, c: Arg(START_PLACEMENT[:i] + c + START_PLACEMENT[i + 1:], "vok"),
              st.integers(0, len(START_PLACEMENT) - 1), st.characters()),
    args("type", None, 42, b"7k/8/8/8/8/8/8/K7", ["7k"], 1.5),
)
SIDES = st.one_of(
    args("ok", "red", "blue", " Blue ", "RED", Side.BLUE),
    args("value", "green", "", "r", "1", "white"),
    texts("vok", 8),
    args("type", None, 0, True, b"red", ["red"]),
)
TILES = st.one_of(
    args("ok", "3|5", (3, 5), [5, 3], "[3|5]", " 3 : 5 "),
    args("value", "7|1", "3", "", "3|5|6", "[3|7]", "²|5", (1, 2, 3), (3,), (-1, 2), (7, 7)),
    args("either", None, 35, 3.5, {3, 5}, (3.0, 5), (True, 2), ("3", "5"), b"3|5", (None, 1)),
    labelled("either", **{"(10**5000, 1)": (HUGE, 1)}),
    texts("vok", 8),
)
OTHER_TILES = [t for t in ALL_TILES if t != (3, 5)]
POOLS = st.one_of(
    args("ok", None, [], ["0|1", "1|1"], ((0, 1), (2, 2)), [[4, 6]], OTHER_TILES),
    args("value", ["0|1", "1|0"], ["7|7"], ["3|5"], ["5|3"], [*OTHER_TILES, (0, 0)]),
    args("either", [None], [3], "0|1", [(0, 1, 2)], [b"0|1"], [1.5]),
    args("type", 5, {(0, 1)}, {"0|1": 1}, 1.5),
    st.just(Arg(None, "type", "a generator", make=lambda: ((0, 1) for _ in range(1)))),
)
MAPPINGS = st.one_of(
    args("ok", None, "KQRBN", "NBRQK", "1=K 2=Q 3=R 4=B 5=N",
         {1: "K", 2: "Q", 3: "R", 4: "B", 5: "N"}, TileMapping()),
    args("value", "KQRBB", "", "1=K 2=Q 3=R 4=B", "K Q R B N", "KQRBNK", "K" * 5000),
    args("either", 42, ["K", "Q", "R", "B", "N"], 1.5, {1: "K", 2: "Q", 3: "R", 4: "B", 5: 5},
         {"²": "K", 2: "Q", 3: "R", 4: "B", 5: "N"}, {None: "K"}, {1.0: "K"}),
    labelled("either", **{"{10**5000: 'K', …}": {HUGE: "K", 2: "Q", 3: "R", 4: "B", 5: "N"}}),
    texts("vok", 12),
)
DRAW_RULES = st.one_of(
    args("ok", 50, 1, 3, None, 10**6),
    ints_in("value", None, 0),
    labelled("vok", **{"10**5000": HUGE, "10**30": 10**30}),
    args("type", 1.5, "50", [50], float("inf")),
    args("either", True, False),
)
FROM_POSITION = {"placement": PLACEMENTS, "to_move": SIDES, "tile": TILES, "pool": POOLS,
                 "seed": SEEDS, "mapping": MAPPINGS, "draw_rule": DRAW_RULES}
GOOD = {"placement": Arg(START_PLACEMENT, "ok"), "to_move": Arg("red", "ok"),
        "tile": Arg("3|5", "ok"), "pool": Arg(None, "ok"), "seed": Arg(0, "ok"),
        "mapping": Arg(None, "ok"), "draw_rule": Arg(50, "ok")}
NEW = ("seed", "mapping", "draw_rule")


def check_setup(params: dict[str, Arg]) -> None:
    values = {name: arg.get() for name, arg in params.items()}
    if set(params) == set(NEW):
        game = checked_call(lambda: Game.new(**values), params)  # type: ignore[arg-type]
    else:
        game = checked_call(lambda: Game.from_position(**values), params)  # type: ignore[arg-type]
    if game is not None:
        assert isinstance(game, Game)
        game.legal_actions()
        record = read_checked(write_record(game))
        assert record is not None and record.game == game


@settings(FUZZ, max_examples=400)
@given(st.data())
def test_a_bad_setup_argument_is_refused_by_value_or_by_type(data: st.DataObject) -> None:
    """One argument of ``Game.from_position`` or ``Game.new`` at a time."""
    new = data.draw(st.booleans(), label="Game.new")
    params = {name: GOOD[name] for name in (NEW if new else FROM_POSITION)}
    name = data.draw(st.sampled_from(sorted(params)), label="argument")
    params[name] = data.draw(FROM_POSITION[name], label=name)
    check_setup(params)


@settings(FUZZ, max_examples=200)
@given(st.fixed_dictionaries(FROM_POSITION))
def test_odd_setup_arguments_together_are_refused_by_value_or_by_type(
    params: dict[str, Arg]
) -> None:
    check_setup(params)


# ====================================================================== actions
HALVES = st.one_of(
    halves_ok, ints_in("value", 7, None), ints_in("value", None, -1),
    labelled("value", **{"10**5000": HUGE}),
    args("type", "3", 3.0, None, True, False, [3], b"3", float("nan")),
)
SQUARES = st.one_of(
    squares_ok, args("ok", None), ints_in("value", 64, None), ints_in("value", None, -1),
    labelled("value", **{"10**5000": HUGE}),
    args("type", "a1", 1.0, True, False, [0], float("inf")),
)
PIECE_KINDS = st.one_of(kinds_ok, args("type", "R", 3, 3.0, True, "rook", b"R"))


@settings(FUZZ, max_examples=500)
@given(HALVES, SQUARES, SQUARES, PIECE_KINDS, PIECE_KINDS)
def test_an_action_with_a_bad_field_is_refused_by_value_or_by_type(
    half: Arg, origin: Arg, target: Arg, kind: Arg, captured: Arg
) -> None:
    fields = {"half": half, "origin": origin, "target": target, "kind": kind,
              "captured": captured}
    typed = [name for name, arg in fields.items() if arg.kind == "type"]
    bad_value = any(arg.kind == "value" for arg in fields.values()) or (
        (origin.value is None) != (target.value is None)
    )
    try:
        action = Action(**{name: arg.get() for name, arg in fields.items()})  # type: ignore[arg-type]
    except ActionError as error:
        check_message(error)
        assert bad_value, f"ActionError for good values: {error}"
        return
    except TypeError as error:
        assert typed, f"TypeError for fields of the right types: {error}"
        check_type_error(error, typed)
        return
    assert not typed and not bad_value, "a bad Action was built"
    assert str(action) and repr(action) and action.code >= 0
    hash(action)


def position(seed: int, picks: list[int], ending: str | None) -> Game:
    game = Game.new(seed=seed)
    for _ in steps(game, picks):
        pass
    if ending == "resign" and not game.is_over:
        game.resign()
    return game


@st.composite
def near_legal_actions(draw: st.DrawFn, game: Game) -> Action:
    """A legal action with one field changed (or none), or a random one."""
    legal = game.legal_actions()
    if not legal or draw(st.integers(0, 4)) == 0:
        forfeit = draw(st.booleans())
        return Action(
            draw(st.integers(0, 6)),
            None if forfeit else draw(st.integers(0, 63)),
            None if forfeit else draw(st.integers(0, 63)),
            draw(st.none() | st.sampled_from(Kind)),
            draw(st.none() | st.sampled_from(Kind)),
        )
    a = draw(st.sampled_from(legal))
    change = draw(st.sampled_from(["none", "half", "target", "origin", "kind", "captured",
                                   "no kind", "forfeit"]))
    half, origin, target, kind, captured = a.half, a.origin, a.target, a.kind, a.captured
    if change == "half":
        half = draw(st.integers(0, 6))
    elif change == "target" and origin is not None:
        target = draw(st.integers(0, 63))
    elif change == "origin" and origin is not None:
        origin = draw(st.integers(0, 63))
    elif change == "kind":
        kind = draw(st.sampled_from(Kind))
    elif change == "captured":
        captured = draw(st.none() | st.sampled_from(Kind))
    elif change == "no kind":
        kind = None
    elif change == "forfeit":
        origin = target = kind = captured = None
    return Action(half, origin, target, kind, captured)


def play_checked(game: Game, action: object) -> Action | None:
    """``game.play(action)``: a legal action played, or an ActionError and no change."""
    before = game_state(game)
    legal = game.legal_actions()
    try:
        played = game.play(action)  # type: ignore[arg-type]
    except ActionError as error:
        check_message(error)
        before.assert_same(game, f"refusing {action!r}")
        return None
    assert played in legal, f"played {played!r}, not a legal action"
    return played


@settings(FUZZ, max_examples=200)
@given(seeds, st.lists(st.integers(0, 10_000), max_size=80),
       st.sampled_from([None, None, "resign"]), st.data())
def test_any_action_is_played_legally_or_refused_without_change(
    seed: int, picks: list[int], ending: str | None, data: st.DataObject
) -> None:
    game = position(seed, picks, ending)
    for _ in range(5):
        play_checked(game, data.draw(near_legal_actions(game)))


action_texts = st.one_of(
    st.text(max_size=12),
    st.sampled_from([*SNIPPETS, "", " ", "٣:-", "3:Ra1-a4" * 1000, "3 : R a1 - a4", "6:Kd1xd1",
                     "0:-\n", "0:-\x00"]),
)


@settings(FUZZ, max_examples=200)
@given(seeds, st.lists(st.integers(0, 10_000), max_size=80), st.data())
def test_any_text_is_played_legally_or_refused_without_change(
    seed: int, picks: list[int], data: st.DataObject
) -> None:
    game = position(seed, picks, None)
    for _ in range(5):
        legal = game.legal_actions()
        if legal and data.draw(st.booleans()):
            text = str(data.draw(st.sampled_from(legal)))
            i = data.draw(st.integers(0, len(text) - 1))
            text = text[:i] + data.draw(st.characters()) + text[i + 1:]
        else:
            text = data.draw(action_texts)
        play_checked(game, text)


@pytest.mark.parametrize("value", [None, 34, ("3", "a1", "a4"), b"0:-", 1.5])
def test_play_with_a_wrong_type_is_a_type_error(value: object) -> None:
    game = Game.new(seed=1)
    before = game_state(game)
    with pytest.raises(TypeError) as caught:
        game.play(value)  # type: ignore[arg-type]
    check_type_error(caught.value, ["action"])
    before.assert_same(game, "a refused play")


# ====================================================================== the board
_BOARDS: dict[tuple[int, bool], tuple[BoardWidget, list[int]]] = {}


def pointer_board(size: int, flipped: bool) -> tuple[BoardWidget, list[int]]:
    """One board per layout for the whole module, with the squares it reports."""
    if (size, flipped) not in _BOARDS:
        board = BoardWidget(Game.new(seed=1), size=size, flipped=flipped)
        clicks: list[int] = []
        board.on_square_click(clicks.append)
        _BOARDS[size, flipped] = (board, clicks)
    return _BOARDS[size, flipped]


coordinates = st.one_of(
    st.floats(), st.floats(-3000, 3000), st.integers(-10**6, 10**6),
    st.sampled_from([10**400, -(10**400), 2**1100, 1e308, -1e308, 5e-324, -0.0]),
)


def on_board(board: BoardWidget, x: object, y: object) -> bool:
    rect = board.geometry.board_rect
    for value in (x, y):
        if isinstance(value, float) and not math.isfinite(value):
            return False
    return rect.x <= x < rect.right and rect.y <= y < rect.bottom  # type: ignore[operator]


@settings(FUZZ, max_examples=300)
@given(st.sampled_from([(480, False), (480, True), (300, False)]), coordinates, coordinates)
def test_a_canvas_point_anywhere_clicks_its_square_or_nothing(
    layout: tuple[int, bool], x: float, y: float
) -> None:
    board, clicks = pointer_board(*layout)
    clicks.clear()
    board.last_error = None
    square = board.square_at(x, y)
    if on_board(board, x, y):
        assert type(square) is int and 0 <= square < 64, square
    else:
        assert square is None, f"({x}, {y}) is off the board but gives {square}"
    board._pointer_at(x, y)
    board._on_mouse_down(x, y)
    board._on_touch_start([(x, y)])
    board._on_touch_start([])
    assert board.last_error is None, f"the pointer handler failed: {board.last_error!r}"
    assert clicks == ([] if square is None else [square] * 3)


board_clicks = st.one_of(
    ints_in("ok", 0, 63), ints_in("value", 64, None), ints_in("value", None, -1),
    args("type", None, "a1", 1.0, [3], float("nan")),
)


@settings(FUZZ, max_examples=60)
@given(seeds, st.lists(board_clicks, max_size=40))
def test_clicks_on_a_board_reach_the_session_safely(seed: int, squares: list[Arg]) -> None:
    session = PlaySession(Game.new(seed=seed))
    board = BoardWidget(session.game)
    board.on_square_click(session.click)
    for square in squares:
        before = session_state(session)
        board.last_error = None
        board.click_square(square.get())  # never raises: errors are shown
        error = board.last_error
        if square.kind == "ok":
            assert error is None, f"click on {square_name(square.value)} failed: {error!r}"
        else:
            assert isinstance(error, ActionError if square.kind == "value" else TypeError), (
                f"click on {square!r} gave {error!r}"
            )
            before.assert_same(session, f"a click on {square!r}")
        assert [p.action for p in session.played] == session.game.history


# ====================================================================== sessions
BAD_SQUARES = st.one_of(
    ints_in("value", 64, 2**70), ints_in("value", -(2**70), -1),
    labelled("value", **{"10**5000": HUGE}),
)
WRONG_SQUARES = args("type", None, "a1", 1.0, float("nan"), [3], b"\x03", (0, 0))
WRONG_TEXTS = args("type", None, 5, b"0:-", ["0:-"])
GARBAGE = st.one_of(st.text(max_size=12), st.sampled_from(
    ["", " ", "0:-", "6:-", "9:-", "7:-", "10:-", "²:-", "٣:-", "3:Ra1-a4", "3:Ra1xa1",
     "1:Ke1-e2 extra", "3:Ra1-a4" * 500, "\x00", "5:Nb2-c4", "5:nb2c4"]))


def legal_text_forms(action: Action) -> list[str]:
    text = str(action)
    return [text, f"  {text} ", text.lower(), re.sub(r":[KQRBN]", ":", text),
            text.replace("-", "") if ":-" not in text else text, text.replace("x", "×")]


def draw_step(data: st.DataObject, session: PlaySession) -> tuple[str, Arg | None]:
    """The next call on ``session``: its name and argument."""
    game = session.game
    legal = game.legal_actions()
    targets = sorted(session.targets())
    origins = sorted({a.origin for a in legal if a.origin is not None})
    menu = ["click", "click", "bad click", "wrong click", "choose", "wrong choose", "garbage",
            "garbage", "wrong enter", "undo", "undo", "redo", "redo", "illegal computer",
            "wrong computer", *["enter"] * 6]
    menu += ["target"] * 8 * bool(targets) + ["origin"] * 6 * bool(origins)
    menu += ["pending"] * 8 * bool(session.choice) + ["undo"] * 6 * game.is_over
    menu += ["computer"] * (12 if session.computer_to_move else 1)
    if data.draw(st.sampled_from([False] * 29 + [True])):  # now and then: end, or a new game
        menu = ["resign", "agree_draw", "new_game", "wrong new_game"]
    step = data.draw(st.sampled_from(menu))
    if step == "target":
        return "click", Arg(data.draw(st.sampled_from(targets)), "ok")
    if step == "origin":
        return "click", Arg(data.draw(st.sampled_from(origins)), "ok")
    if step == "click":
        return "click", data.draw(squares_ok)
    if step == "bad click":
        return "click", data.draw(BAD_SQUARES)
    if step == "wrong click":
        return "click", data.draw(WRONG_SQUARES | args("either", True, False))
    if step == "pending":
        return "choose", Arg(data.draw(st.sampled_from(session.choice)).half, "ok")
    if step == "choose":
        return "choose", data.draw(ints_in("vok", -3, 9) | labelled("vok", **{"10**5000": HUGE}))
    if step == "wrong choose":
        return "choose", data.draw(args("type", "3", 3.0, None, [3]))
    if step == "enter" and legal:
        return "enter", Arg(data.draw(st.sampled_from(legal_text_forms(
            data.draw(st.sampled_from(legal))))), "vok")
    if step in ("enter", "garbage"):
        return "enter", Arg(data.draw(GARBAGE), "vok")
    if step == "wrong enter":
        return "enter", data.draw(WRONG_TEXTS)
    if step == "computer" and legal:
        return "apply_computer", Arg(data.draw(st.sampled_from(legal)), "ok")
    if step in ("computer", "illegal computer"):
        return "apply_computer", Arg(data.draw(near_legal_actions(game)), "vok")
    if step == "wrong computer":
        return "apply_computer", data.draw(args("type", None, 5, (3, 0, 24)))
    if step == "new_game":
        return "new_game", Arg(Game.new(seed=data.draw(st.integers(0, 40))), "ok")
    if step == "wrong new_game":
        return "new_game", data.draw(args("type", None, "game", 5, Game))
    return step, None


#: The parameter a TypeError must name (enter's text is checked as "action" by
#: the engine's parser, as tests/core/test_unbreakable.py expects: either name will do).
PARAMETER = {"click": ["square"], "choose": ["half"], "enter": ["text", "action"],
             "apply_computer": ["action"], "new_game": ["game"]}


def run_step(session: PlaySession, name: str, arg: Arg | None) -> bool:
    """One call, checked against the contract; True if it was accepted."""
    before = session_state(session)
    call = getattr(session, name)
    what = f"{name}({arg!r})"
    probe: Action | None = None  # what the engine would play, for enter / apply_computer
    if name in ("enter", "apply_computer") and arg is not None and arg.kind != "type":
        try:
            if name == "enter":
                probe = session.game.clone().parse_action(arg.value)  # type: ignore[arg-type]
            else:
                probe = session.game.clone().play(arg.value)  # type: ignore[arg-type]
        except DominoChessError:
            probe = None
    waits = session.computer_to_move
    try:
        result = call() if arg is None else call(arg.get())
    except DominoChessError as error:
        check_message(error)
        before.assert_same(session, f"a refused {what}")
        assert arg is None or arg.kind in ("vok", "value", "either"), f"{what} raised {error!r}"
        if name == "click":
            assert isinstance(error, ActionError), f"{what} raised {error!r}"
        elif name == "enter":
            message = f"{what} raised {error!r}; enter returns errors as text"
            raise AssertionError(message) from error
        elif name == "apply_computer":
            assert isinstance(error, ActionError) and probe is None, f"{what} raised {error!r}"
        return False
    except TypeError as error:
        before.assert_same(session, f"a refused {what}")
        assert arg is not None and arg.kind in ("type", "either"), f"{what} raised {error!r}"
        check_type_error(error, PARAMETER[name])
        return False
    assert isinstance(result, list) and all(isinstance(m, str) for m in result), result
    assert arg is None or arg.kind in ("ok", "vok", "either"), f"{what} was accepted"
    if name == "click":
        assert arg is not None and arg.kind in ("ok", "either"), f"{what} did not raise"
    history = session.game.history
    if name == "apply_computer":
        assert probe is not None, f"{what}: an illegal action was accepted"
    if name in ("enter", "apply_computer"):
        if probe is None or (name == "enter" and waits):
            before.assert_same(session, what)
        else:
            assert history[: len(before.game.history) + 1] == [
                *before.game.game.history, probe], f"{what} did not play {probe!r}"
            assert not session.undone, f"{what} left actions to redo"
    if name == "new_game":
        assert not session.undone, "a new game kept actions to redo"
    return True


def check_session(session: PlaySession, start: int) -> None:
    """The session's played list is the game's history since the session
    began (``start`` actions were played before it); nothing before is undone."""
    history = session.game.history
    assert len(history) >= start, "undo took back an action played before the session"
    assert [p.action for p in session.played] == history[start:], (
        "the session's played list and the game's history differ")
    assert isinstance(session.status(), str)
    session.targets()


def check_undo_redo(session: PlaySession, name: str, before: PlaySession) -> None:
    """Redo after undo gives back exactly what undo took; after a resignation
    or an agreed draw nothing from before it can be redone."""
    if name == "undo" and len(session.game.history) < len(before.game.history):
        other = copy_session(session)
        other.redo()
        assert other.game == before.game, "redo after undo did not give back what undo took"
        assert [(p.action, p.by_person) for p in other.played] == [
            (p.action, p.by_person) for p in before.played]
    if name in ("resign", "agree_draw") and session.game.is_over and not before.game.is_over:
        history = session.game.history
        other = copy_session(session)
        try:
            other.redo()
        except DominoChessError as error:
            check_message(error)
        assert other.game.history == history, "redo after the end replayed an action"
        other = copy_session(session)
        other.undo()
        try:
            other.redo()
        except DominoChessError as error:
            check_message(error)
        assert other.game.history == history, (
            f"redo after taking back a {name} replayed an action from before it")


@pytest.mark.parametrize("computer", [None, Side.BLUE])
@settings(FUZZ, max_examples=60)
@given(seed=seeds, language=st.sampled_from(["en", "it"]), data=st.data())
def test_random_session_calls_keep_the_contract(
    computer: Side | None, seed: int, language: str, data: st.DataObject
) -> None:
    # Most sessions start a new game; some take over a game already past a reshuffle.
    length = data.draw(st.sampled_from([0, 0, 0, 20, 70]), label="actions before the session")
    session = PlaySession(random_game(seed, length, draw_rule=None), computer=computer,
                          language=language)
    start = len(session.game.history)  # fewer than asked if the game ended
    for _ in range(data.draw(st.integers(1, 100), label="calls")):
        name, arg = draw_step(data, session)
        before = copy_session(session)
        if run_step(session, name, arg) and name == "new_game":
            start = 0
        check_session(session, start)
        check_undo_redo(session, name, before)


# ====================================================================== known cases
# One call per entry point with an input the random tests above also reach,
# written out so that each shows as its own test with its own traceback.
def _computer_session() -> PlaySession:
    return PlaySession(Game.new(seed=1), computer=Side.RED)  # the computer is to move


HOSTILE_CALLS: dict[str, tuple[object, str, tuple[str, ...]]] = {
    "Action(10**5000)": (lambda: Action(HUGE), "value", ()),
    "Action(3, 10**5000, 0)": (lambda: Action(3, HUGE, 0), "value", ()),
    "Action(3, 0, -(10**5000))": (lambda: Action(3, 0, -HUGE), "value", ()),
    "click(10**5000)": (lambda: PlaySession(Game.new(seed=1)).click(HUGE), "value", ()),
    "choose(10**5000)": (lambda: PlaySession(Game.new(seed=1)).choose(HUGE), "vok", ()),
    "tile (10**5000, 1)": (
        lambda: Game.from_position(START_PLACEMENT, "red", (HUGE, 1), seed=0), "either",
        ("tile",)),
    "pool [(10**5000, 1)]": (
        lambda: Game.from_position(START_PLACEMENT, "red", "3|5", pool=[(HUGE, 1)], seed=0),
        "either", ("pool", "tile")),
    "mapping {10**5000: 'K', …}": (
        lambda: Game.new(seed=0, mapping={HUGE: "K", 2: "Q", 3: "R", 4: "B", 5: "N"}),
        "either", ("mapping",)),
    "seed 1.5": (lambda: Game.new(seed=1.5), "type", ("seed",)),
    "seed '7'": (lambda: Game.new(seed="7"), "type", ("seed",)),
    "write_record(None)": (lambda: write_record(None), "type", ("game",)),
    "write_record('1. [3|5]')": (lambda: write_record("1. [3|5]"), "type", ("game",)),
    "enter(None), the computer to move": (
        lambda: _computer_session().enter(None), "type", ("text", "action")),
    "enter(5), the computer to move": (
        lambda: _computer_session().enter(5), "type", ("text", "action")),
}


@pytest.mark.parametrize("name", list(HOSTILE_CALLS))
def test_a_hostile_call_is_refused_by_value_or_by_type(name: str) -> None:
    call, expected, names = HOSTILE_CALLS[name]
    try:
        result = call()  # type: ignore[operator]
    except DominoChessError as error:
        check_message(error)
        assert expected in ("value", "vok", "either"), f"{name}: {error!r}, not a TypeError"
        return
    except TypeError as error:
        assert expected in ("type", "either"), f"{name}: {error!r}"
        check_type_error(error, names)
        return
    assert expected == "vok", f"{name} was accepted: {result!r}"


@pytest.mark.parametrize("rule", [10**30, HUGE], ids=["10**30", "10**5000"])
def test_a_draw_rule_is_refused_at_once_or_written_and_read_back(rule: int) -> None:
    try:
        game = Game.new(seed=0, draw_rule=rule)
    except SettingError as error:
        check_message(error)
        return
    record = read_checked(write_record(game))
    assert record is not None and record.game == game


@pytest.mark.parametrize("x", [10**400, -(10**400)], ids=["10**400", "-(10**400)"])
def test_a_huge_canvas_point_is_off_the_board(x: int) -> None:
    board, clicks = pointer_board(480, False)
    clicks.clear()
    assert board.square_at(x, 100) is None
    board._pointer_at(x, 100)
    board._pointer_at(100, x)
    assert clicks == []
