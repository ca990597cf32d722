"""Issue 25, the records of the move-list games (Russian draughts, Lasca,
DamHex³, dominoes) and the core's comments: each test is named by the
issue's item it guards, and a hypothesis test mutates written records of
each game (``fuzz_inputs.mutate``): any refusal is a RecordError whose line
and column lie inside the text, and nothing else escapes.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from fuzz_inputs import check_record_error, mutate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core import registry
from dominochess_widget.core.annotations import Annotations, Arrow, SquareMark
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.core.errors import RecordError, SettingError
from dominochess_widget.core.records import (
    Comment,
    Resignation,
    Token,
    merge_comments,
    parse_comment,
    tokenize,
)
from dominochess_widget.games.russian.board import parse_square

MOVE_LIST_GAMES = ("russian", "lasca", "damhex", "dominoes")


def read_error(text: str) -> RecordError:
    """The RecordError reading ``text`` raises (checked: inside the text, in both languages)."""
    with pytest.raises(RecordError) as caught:
        read_any_record(text)
    check_record_error(caught.value, text)
    assert caught.value.message("en") != caught.value.message("it")
    return caught.value


def round_trip(state: Any) -> Any:
    """``state``'s record read back: the same text again, the same game."""
    text = write_any_record(state)
    back = read_any_record(text)
    assert back.to_text() == text
    assert back.game.position() == state.position()
    assert back.game.result == state.result
    assert back.game.scores() == state.scores()
    assert getattr(back.game, "termination", None) == getattr(state, "termination", None)
    assert registry.settings_of(back.game) == registry.settings_of(state)
    return back


# ---------------------------------------------------------------- 3
@pytest.mark.parametrize("result", ["1-0", "0-1", "1/2-1/2", "1-0-0-0"])
def test_3_a_damhex_result_with_the_wrong_number_of_seats_is_a_record_error(result: str) -> None:
    error = read_error(f'[Game "DamHex3"]\n\n{result}\n')
    assert (error.key, error.line, error.column) == ("record.wrong_seats", 3, 1)
    assert "3 players" in str(error) and "3-1-0" in str(error)
    error = read_error(f'[Game "DamHex3"]\n[Result "{result}"]\n\n*\n')
    assert (error.key, error.line, error.column) == ("record.wrong_seats", 2, 1)


RESULTS = ("1-0", "0-1", "1/2-1/2", "1-0-0", "1/3-1/3-1/3", "0-0-0-1", "1/4-1/4-1/4-1/4")


@pytest.mark.parametrize(("players", "result"), [
    (players, result) for players in (2, 3, 4) for result in RESULTS
    if len(result.split("-")) != players])
def test_3_a_dominoes_result_with_the_wrong_number_of_seats_is_a_record_error(
        players: int, result: str) -> None:
    text = write_any_record(games.new("dominoes", seed=3, players=players))
    at_end = text.replace("\n*\n", f"\n{result}\n")
    error = read_error(at_end)
    assert error.key == "record.wrong_seats", str(error)
    assert error.line == len(text.splitlines()) and error.column == 1
    in_tag = text.replace('[Result "*"]', f'[Result "{result}"]')
    assert read_error(in_tag).key == "record.wrong_seats"


@pytest.mark.parametrize("value", ["1" * 5000 + "-0", "1/0-0", "½-½", "1.5-0", "+1-0",
                                   "1_0-0", " 1-0", "1--0", "-", "1e3-0"])
def test_3_a_result_tag_that_is_no_score_is_a_record_error(value: str) -> None:
    error = read_error(f'[GameType "25"]\n[Result "{value}"]\n\n1. c3-d4\n')
    assert (error.key, error.line, error.column) == ("record.bad_scores", 2, 1)


# ---------------------------------------------------------------- 9
def test_9_comments_in_a_row_are_one_token_and_merge_as_comments_one_by_one_would() -> None:
    text = "1. c3-d4 {One [%csl Gc3]}\n {} {two\n[%cal Rc3e5]} {three} *"
    tokens = list(tokenize(text))
    assert [t.kind for t in tokens] == ["number", "word", "comment", "result"]
    assert tokens[2].value == ("One [%csl Gc3]", "", "two\n[%cal Rc3e5]", "three")
    merged = parse_comment(tokens[2], parse_square)
    one_by_one = [parse_comment(Token("comment", "{" + body + "}", 1, 1, (body,)), parse_square)
                  for body in tokens[2].value]
    assert merged == merge_comments(one_by_one)
    assert merged.raw == "One [%csl Gc3] two [%cal Rc3e5] three"
    c3, e5 = parse_square("c3"), parse_square("e5")
    assert c3 is not None and e5 is not None
    assert merged.annotations == Annotations((SquareMark(c3, "G"),), (Arrow(c3, e5, "R"),))
    assert merge_comments([]) is None and merge_comments(one_by_one[:1]) is one_by_one[0]


def test_9_an_error_in_comments_in_a_row_names_the_comment_at_fault() -> None:
    text = '[GameType "25"]\n\n1. c3-d4 {fine} {also\nfine}\n  {bad [%csl Gz9]} *\n'
    error = read_error(text)
    assert (error.key, error.line, error.column) == ("record.bad_mark", 5, 3)


@pytest.mark.parametrize("name", MOVE_LIST_GAMES)
def test_9_many_comments_on_one_move_are_read_as_one(name: str) -> None:
    state = games.new(name, seed=1)
    state.play(state.legal_actions()[0])
    body, result = write_any_record(state).rstrip("\n").rsplit(" ", 1)
    text = f"{body} {'{a note} ' * 20_000}{{last}} {result}\n"
    record = read_any_record(text)
    assert record.moves[0].comment.raw == "a note " * 20_000 + "last"


def test_9_a_comment_of_many_commands_never_closed_is_prose() -> None:
    raw = "[%csl Gc3 " * 20_000
    record = read_any_record(f'[GameType "25"]\n\n{{{raw}}} *\n')
    assert record.comment.annotations == Annotations()


# ---------------------------------------------------------------- 12
def finished_match(players: int, seed: int) -> Any:
    """A dominoes match of ``players`` played by random actions to its target."""
    rng = random.Random(seed)
    state = games.new("dominoes", seed=seed, players=players, target=30)
    while not state.is_over:
        state.play(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_12_a_dominoes_match_agreed_drawn_reads_back(players: int) -> None:
    state = games.new("dominoes", seed=5, players=players)
    state.play(state.legal_actions()[0])
    state.agree_draw()
    back = round_trip(state)
    assert back.tags["Termination"] == "agreement"
    assert back.tags["Result"] == "-".join([f"1/{players}"] * players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_12_a_dominoes_match_won_over_several_rounds_reads_back(players: int) -> None:
    state = finished_match(players, seed=players)
    assert state.round > 1, "the test wants a match of several rounds"
    back = round_trip(state)
    assert back.tags["Termination"] == "target"
    assert [str(m.action) for m in back.moves] == [str(a) for a in state.history]
    assert back.game.scores_so_far == state.scores_so_far


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("resigner", [0, 1, -1])
def test_12_a_dominoes_resignation_by_any_seat_reads_back(players: int, resigner: int) -> None:
    state = finished_match(players, seed=10 + players)
    state.undo()  # back before the match was won: points stand
    state.resign(state.seats[resigner])
    assert round_trip(state).tags["Termination"] == "resignation"


# ---------------------------------------------------------------- 13
def test_13_a_damhex_resignation_while_play_goes_on_is_in_the_move_list() -> None:
    state = games.new("damhex")
    state.play("46-39")
    state.resign()
    back = round_trip(state)
    assert [str(m.action) for m in back.moves] == ["46-39", "resigns"]
    assert back.moves[1].action == Resignation("black")
    assert back.game.eliminated == (("black",),)
    assert "Termination" not in back.tags


def test_13_a_damhex_game_ended_by_resignations_reads_back() -> None:
    state = games.new("damhex")
    state.play("46-39")
    state.resign()  # Black leaves; White and Red play on
    state.play(state.legal_actions()[0])  # Red
    state.resign()  # White leaves: Red wins, White second (H12, H14)
    back = round_trip(state)
    assert back.tags["Result"] == "1-0-3" and back.tags["Termination"] == "resignation"
    assert [str(m.action) for m in back.moves][1:] == ["resigns", str(state.history[1])]


@pytest.mark.parametrize("out", [0, 1])
def test_13_a_damhex_agreement_reads_back(out: int) -> None:
    state = games.new("damhex")
    for _ in range(out):
        state.resign()
    state.agree_draw()
    back = round_trip(state)
    assert back.tags["Result"] == ("1-1-1" if out == 0 else "0-2-2")
    assert back.tags["Termination"] == "agreement"


def test_13_a_damhex_resignation_the_player_to_move_could_not_make_is_refused() -> None:
    """H12: a player retires at its turn. After Black left and Red moved,
    White is to move: a record that ends with Red's resignation (White 3,
    Red 1) claims what nobody could do; White's own would give 1-0-3."""
    state = games.new("damhex")
    state.play("46-39")
    state.resign()
    state.play(state.legal_actions()[0])
    assert state.to_move == "white"
    text = write_any_record(state).replace("*", "3-0-1")
    claimed = text.replace('[Result "3-0-1"]', '[Result "3-0-1"]\n[Termination "resignation"]')
    error = read_error(claimed)
    assert (error.key, error.line) == ("record.bad_termination", len(claimed.splitlines()))
    assert read_any_record(claimed.replace("3-0-1", "1-0-3")).game.result.winner == "red"


# ---------------------------------------------------------------- 14
@pytest.mark.parametrize(("name", "settings_"), [
    ("russian", {"three_kings": None}), ("russian", {"kings_only": None}),
    ("russian", {"repetition": False}), ("russian", {"three_kings": 3, "kings_only": 40}),
    ("lasca", {"repetition": False}), ("lasca", {"officer": "lasker", "repetition": False}),
])
def test_14_every_setting_is_kept(name: str, settings_: dict[str, Any]) -> None:
    state = games.new(name, **settings_)
    state.play(state.legal_actions()[0])
    assert registry.settings_of(round_trip(state).game) == registry.settings_of(state)


@pytest.mark.parametrize(("position", "settings_", "moves", "termination"), [
    ("W:WKa1:BKh2", {"kings_only": 1}, ["a1-b2", "h2-g1"], "kings only"),
    ("W:WKa1,Kc1,Ke1:BKh2", {"three_kings": 1}, ["a1-b2"], "three kings"),
    ("W:WKa1:BKh2", {"kings_only": None}, ["a1-b2", "h2-g1", "b2-a1", "g1-h2"] * 2,
     "repetition"),
    ("W:Wc3:Bd4", {}, ["c3:e5"], "no moves"),
])
def test_14_a_russian_game_ended_by_a_rule_says_which(
        position: str, settings_: dict[str, Any], moves: list[str], termination: str) -> None:
    state = games.from_position("russian", position, **settings_)
    for move in moves:
        state.play(move)
    assert state.is_over
    back = round_trip(state)
    assert back.tags["Termination"] == termination
    assert str(back.game.termination) == termination


def test_14_a_lasca_repetition_says_so() -> None:
    state = games.from_position("lasca", "W a1=W a7=B")
    for move in ["a1-b2", "a7-b6", "b2-a1", "b6-a7"] * 2:
        state.play(move)
    assert round_trip(state).tags["Termination"] == "repetition"


KINGS_ONLY_DRAW = ('[GameType "25"]\n[FEN "W:WKa1:BKh2"]\n[KingsOnly "1"]\n'
                   '[Result "1/2-1/2"]\n[Termination "kings only"]\n\n1. a1-b2 h2-g1 1/2-1/2\n')


@pytest.mark.parametrize(("change", "key", "line"), [
    # The moves end the game by the kings-only rule; the record says otherwise.
    (('"kings only"', '"agreement"'), "record.termination_contradicts", 5),
    (('"kings only"', '"repetition"'), "record.termination_contradicts", 5),
    # Without the setting the moves do not end the game: no rule ends it.
    (('[KingsOnly "1"]\n', ""), "record.bad_termination", 6),
    (('[KingsOnly "1"]\n', '[KingsOnly "2"]\n'), "record.bad_termination", 7),
    (('[KingsOnly "1"]', '[KingsOnly "one"]'), "record.bad_count", 3),
    (('[KingsOnly "1"]', '[KingsOnly "0"]'), "record.bad_tag", 3),
    (('[KingsOnly "1"]', '[KingsOnly "²"]'), "record.bad_count", 3),
    (('[KingsOnly "1"]', f'[KingsOnly "{"9" * 30}"]'), "record.bad_count", 3),
    (('[KingsOnly "1"]', '[Repetition "maybe"]'), "record.bad_switch", 3),
    (('1/2-1/2"]', '*"]'), "record.result_mismatch", 7),
])
def test_14_a_record_claiming_an_ending_the_moves_contradict_is_refused(
        change: tuple[str, str], key: str, line: int) -> None:
    assert str(read_any_record(KINGS_ONLY_DRAW).game.termination) == "kings only"
    error = read_error(KINGS_ONLY_DRAW.replace(*change))
    assert (error.key, error.line) == (key, line), str(error)


def test_14_a_termination_for_a_game_still_going_on_is_refused() -> None:
    error = read_error('[GameType "25"]\n[Termination "resignation"]\n\n1. c3-d4 *\n')
    assert (error.key, error.line, error.column) == ("record.termination_unfinished", 2, 1)


def test_14_a_record_without_termination_still_reads_its_decision() -> None:
    """Records written before the Termination tag (and other programs' PDN) still read."""
    text = '[GameType "25"]\n[Result "0-1"]\n\n1. c3-d4 0-1\n'
    back = read_any_record(text)
    assert str(back.game.termination) == "resignation" and back.game.result.value == "black"
    assert '[Termination "resignation"]' in back.to_text()


# ---------------------------------------------------------------- 15
@pytest.mark.parametrize("name", games.names())
@pytest.mark.parametrize("tag", ["Game", "GameType"])
def test_15_a_tag_that_names_a_game_is_refused_for_every_game(name: str, tag: str) -> None:
    state = games.new(name, seed=1)
    for value in ("Lasca", "25", "Dominoes", "DamHex3", "russian", "domino chess"):
        with pytest.raises(SettingError) as caught:
            write_any_record(state, **{tag: value})
        assert caught.value.key == "record.reserved_tag"


@pytest.mark.parametrize(("text", "line"), [
    ('[Game "Lasca"]\n[GameType "25"]\n\n*\n', 2),
    ('[GameType "25"]\n[Game "Lasca"]\n\n*\n', 1),  # read as Lasca: GameType is the other
    ('[GameType "25"]\n[Game "russian"]\n\n*\n', 2),
])
def test_15_a_record_that_names_its_game_twice_is_refused_at_the_other_tag(
        text: str, line: int) -> None:
    error = read_error(text)
    assert (error.key, error.line) == ("record.reserved_tag", line)


def test_15_the_russian_game_stays_russian() -> None:
    back = read_any_record(write_any_record(games.new("russian"), Event="Lasca"))
    assert registry.info_of(back.game).name == "russian" and back.tags["Event"] == "Lasca"


# ---------------------------------------------------------------- mutated records
#: Settings other than the default, for the records of odd seeds.
ODD_SETTINGS: dict[str, dict[str, Any]] = {
    "russian": {"three_kings": None, "kings_only": 3}, "lasca": {"officer": "lasker",
                                                                 "repetition": False},
    "damhex": {}, "dominoes": {"players": 3, "target": 20},
}


def played(name: str, seed: int) -> Any:
    """A game of ``name`` after up to 30 random actions (a DamHex³ player
    retiring on the way on even seeds), ended by a resignation or an
    agreement on some seeds."""
    rng = random.Random(seed)
    state = games.new(name, seed=seed, **(ODD_SETTINGS[name] if seed % 2 else {}))
    for step in range(rng.randrange(10, 30)):
        if state.is_over:
            break
        if name == "damhex" and step == 5 and seed % 2 == 0:
            state.resign()
        else:
            state.play(rng.choice(state.legal_actions()))
    if not state.is_over and seed % 3 == 1:
        state.agree_draw()
    elif not state.is_over and seed % 3 == 2:
        state.resign()
    return state


@cache
def written_records() -> tuple[str, ...]:
    """Records of each game to mutate: with comments, marks, odd tag values."""
    found = []
    for name in MOVE_LIST_GAMES:
        for seed in range(4):
            record = read_any_record(write_any_record(played(name, seed), Event='A "b" \\c'))
            record.comment = Comment("Start.")
            if record.moves:
                record.moves[-1].comment = _marked(name)
            found.append(record.to_text())
    return tuple(found)


def _marked(name: str) -> Comment:
    """A comment with a mark and an arrow in ``name``'s cell names (none in dominoes)."""
    marks = {"russian": "[%csl Gc3][%cal Rc3d4]", "lasca": "[%csl Gc3][%cal Rc3d4]",
             "damhex": "[%csl G05][%cal R4639]", "dominoes": ""}[name]
    return Comment(f"Why {marks}".strip())


@st.composite
def mutated_records(draw: st.DrawFn) -> str:
    """A written record of one of the four games, mutated."""
    return mutate(draw, draw(st.sampled_from(written_records())))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=mutated_records())
def test_a_mutated_record_of_a_move_list_game_is_read_or_refused_where_it_is_wrong(
        text: str) -> None:
    """Whatever the mutation, reading gives a record (a move-list game's is
    written back canonically) or a RecordError inside the text; nothing
    else escapes."""
    try:
        record = read_any_record(text)
    except RecordError as error:
        check_record_error(error, text)
    else:
        canonical = record.to_text()  # (a mutated tag may make it domino chess's)
        assert read_any_record(canonical).to_text() == canonical
