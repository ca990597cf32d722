"""Fuzz tests of domino chess through the generic API (``games.new``,
``games.from_position``, ``state.play``/``undo``/``clone``,
``read_any_record``/``write_any_record``), the error contract of
``tests/support/fuzz_inputs.py`` (``tests/core/test_fuzz.py`` covers the game's own API).

* A real ``position()`` text — fresh, in the middle of a turn, after
  reshuffles, with clocks and counts, over in every way — mutated: accepted,
  it reads back as itself, its record reads back to it (issue 25, item 19:
  every position ``from_position`` accepts writes a record that reads back),
  and so do the games played on from it; refused, a DominoChessError with a
  short message in both languages.
* What every seat observes hides the pool's order: a twin game with the
  same face-down tiles in another order observes the same.
* Settings of ``games.new`` and ``games.from_position``, right, wrong or
  unknown: accepted, a SettingError, or a TypeError naming the setting.
* A record of those games, mutated: read back to the same text and game,
  or a RecordError whose line and column lie inside the text.
* An action from this position, another one or another game, garbage or a
  wrong type: played as the legal action it names, or refused with the
  state unchanged (position, history, legal actions).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from board_fuzz import check_play as check_play_or_refuse
from board_fuzz import snapshot
from fuzz_inputs import (
    HUGE,
    SNIPPETS,
    Arg,
    args,
    check_message,
    check_record_error,
    check_type_error,
    labelled,
    mutate,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.core.errors import DominoChessError, RecordError, shown
from dominochess_widget.games.dominochess.game import MAX_COUNT, Game

FUZZ = settings(deadline=None, suppress_health_check=[
    HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example])
NAME = "dominochess"
START = "rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR"


# ====================================================================== games
def played_on(game: Game, rng: random.Random, actions: int, greedy: bool = False) -> Game:
    """``game`` after up to ``actions`` random legal actions (captures first
    when ``greedy``: a game soon won by taking the kings)."""
    for _ in range(actions):
        legal = game.legal_actions()
        if not legal:
            break
        captures = [a for a in legal if a.captured is not None] if greedy else []
        game.play(rng.choice(captures or legal))
    return game


def new_game(seed: int, actions: int, ending: str = "", greedy: bool = False,
             **settings: Any) -> Game:
    """A game of ``actions`` random actions from ``games.new`` (through the
    registry), then resigned or drawn by agreement if ``ending`` says so."""
    state = games.new(NAME, seed, **settings)
    assert isinstance(state, Game)
    game = played_on(state, random.Random(seed), actions, greedy)
    if ending == "resign" and not game.is_over:
        game.resign()
    elif ending == "agree" and not game.is_over:
        game.agree_draw()
    return game


def from_text(text: str, seed: int = 0, actions: int = 0) -> Game:
    state = games.from_position(NAME, text)
    assert isinstance(state, Game)
    return played_on(state, random.Random(seed), actions)


@cache
def base_games() -> tuple[Game, ...]:
    """Games of every shape a position can describe."""
    past_two = new_game(5, 150, draw_rule=None, mapping="NBRQK")
    assert past_two.shuffles >= 2
    kings = next(g for g in (new_game(s, 3000, greedy=True, draw_rule=None) for s in range(9, 40))
                 if g.termination is not None and g.termination.name == "KINGS_CAPTURED")
    rule = new_game(8, 400, draw_rule=3)
    assert rule.termination is not None and rule.termination.name == "DRAW_RULE"
    return (
        new_game(1, 0), new_game(2, 9), new_game(3, 40, mapping="QKRNB"), past_two, kings, rule,
        new_game(6, 30, "resign"), new_game(7, 20, "agree"),
        from_text(past_two.position(), 4, 7),
        from_text(f"{START} blue 3|5 played=5- clock=12 turn=9 cycle=3 pool=1|1,6|6 seed=5", 6, 3),
        from_text(f"{START} red 6|6 turn=1001 clock=1000 cycle={MAX_COUNT} pool=- seed=1 draw=off"),
        from_text(f"4k3/8/8/8/8/8/3r4/3K4 blue 3|5 pool=2|2 draw=4 clock=3 seed={2**64 - 1}",
                  1, 2),
        from_text(f"{START} red 3|5 pool=- result=draw end=agreement turn=3"),
        from_text("8/8/8/8/8/8/8/3KK3 blue 2|6 pool=0|0 result=red end=kings_captured"),
        from_text(f"{START} red 3|5 pool=- result=draw end=draw_rule clock=50"),
    )


@cache
def base_positions() -> tuple[str, ...]:
    """The base games' positions, and what each seat observes of them."""
    return tuple(text for game in base_games()
                 for text in (game.position(), game.observation("blue")))


# ====================================================================== properties
def counts_readable(game: Game) -> bool:
    """Whether ``game``'s counts are ones a position may give (a game
    played on from a count at the limit counts past it)."""
    return max(game.turns_played, game.turns_without_capture, game.shuffles) <= MAX_COUNT


def check_round_trips(game: Game) -> None:
    """The game's record reads back to it (start, pool, history, ending), and
    its position reads back to its position, with the same legal actions."""
    record = read_any_record(write_any_record(game))
    assert record.game == game, f"the record of {game.position()!r} read back differently"
    assert record.start() == game.initial()
    if counts_readable(game):
        again = games.from_position(NAME, game.position())
        assert again.position() == game.position()
        assert list(map(str, again.legal_actions())) == list(map(str, game.legal_actions()))


def check_observation(game: Game, rng: random.Random) -> None:
    """A twin with the same face-down tiles shuffled otherwise observes the
    same, and the observation gives away neither the order nor the seed."""
    seen = game.observation("red")
    assert "pool=" not in seen and "seed=" not in seen
    twin = games.from_position(NAME, seen, seed=rng.randrange(2**64))
    assert sorted(twin.pool) == sorted(game.pool)
    for seat in ("red", "blue"):
        assert twin.observation(seat) == game.observation(seat)


@st.composite
def position_texts(draw: st.DrawFn) -> str:
    return mutate(draw, draw(st.sampled_from(base_positions())))


@settings(FUZZ, max_examples=150)
@given(text=position_texts(), seed=st.integers(0, 2**32), actions=st.integers(0, 6))
def test_a_mutated_position_is_read_back_with_its_record_or_refused(
        text: str, seed: int, actions: int) -> None:
    try:
        game = games.from_position(NAME, text)
    except DominoChessError as error:
        check_message(error)
        return
    assert isinstance(game, Game)
    rng = random.Random(seed)
    check_round_trips(game)
    check_observation(game, rng)
    for _ in range(actions):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
        check_round_trips(game)
    if not game.is_over and rng.random() < 0.3:
        (game.resign if rng.random() < 0.5 else game.agree_draw)()
        check_round_trips(game)


# ====================================================================== settings
SEEDS = (args("ok", None, 0, 1, 2**64 - 1) | args("value", -1, 2**64)
         | labelled("value", ten_to_5000=HUGE) | args("type", "1", 1.0, b"1", [1])
         | args("either", True))
SETTINGS: dict[str, st.SearchStrategy[Arg]] = {
    "mapping": (args("ok", None, "NBRQK", "1=K 2=Q 3=R 4=B 5=N", {1: "N", 2: "B", 3: "R",
                                                                   4: "Q", 5: "K"})
                | args("value", "KQRBB", "", "6=K", "K" * 5000, {"٣": "K"})
                | args("either", 5, 1.5, ["K"])),
    "draw_rule": (args("ok", None, 1, 50, 10**20 - 1) | args("value", 0, -3, 10**20)
                  | labelled("value", ten_to_5000=HUGE) | args("type", "50", 1.5)
                  | args("either", True)),
    "officer": args("value", "lasker"),
    "repetition": args("value", False),
}


@st.composite
def setting_args(draw: st.DrawFn) -> dict[str, Arg]:
    names = draw(st.lists(st.sampled_from(sorted(SETTINGS)), max_size=3, unique=True))
    return {name: draw(SETTINGS[name]) for name in names}


def check_call(call: Callable[[], object], given: dict[str, Arg]) -> object | None:
    """``call()`` against what its arguments expect: accepted when all are
    good, a DominoChessError for a bad value, a TypeError naming a wrong type."""
    kinds = {arg.kind for arg in given.values()}
    try:
        made = call()
    except DominoChessError as error:
        check_message(error)
        assert kinds & {"value", "vok", "either"}, f"refused {given}: {error}"
        return None
    except TypeError as error:
        wrong = [name for name, arg in given.items() if arg.kind in ("type", "either")]
        assert wrong, f"TypeError for {given}: {error}"
        check_type_error(error, wrong)
        return None
    assert kinds <= {"ok", "vok", "either"}, f"accepted {given}"
    return made


@settings(FUZZ, max_examples=120)
@given(seed=SEEDS, chosen=setting_args(),
       text=st.deferred(lambda: st.sampled_from(base_positions())))
def test_the_settings_of_a_new_game_and_of_a_position_are_checked(
        seed: Arg, chosen: dict[str, Arg], text: str) -> None:
    values = {name: arg.get() for name, arg in chosen.items()}
    made = check_call(lambda: games.new(NAME, seed.get(), **values), {**chosen, "seed": seed})
    if isinstance(made, Game):
        check_round_trips(made)
    made = check_call(lambda: games.from_position(NAME, text, seed=seed.get(), **values),
                      {**chosen, "seed": seed})
    if isinstance(made, Game):
        check_round_trips(made)


# ====================================================================== records
@cache
def base_records() -> tuple[str, ...]:
    return tuple(write_any_record(game, Event="Fuzz", Red="A\\B", Blue="é ☃")
                 for game in base_games())


@st.composite
def record_texts(draw: st.DrawFn) -> str:
    return mutate(draw, draw(st.sampled_from(base_records())))


@settings(FUZZ, max_examples=120)
@given(text=record_texts())
def test_a_mutated_record_reads_back_the_same_or_is_refused_where_it_is_wrong(
        text: str) -> None:
    try:
        record = read_any_record(text)
    except RecordError as error:
        check_record_error(error, text)
        return
    written = record.to_text()
    again = read_any_record(written)
    assert again.to_text() == written
    if isinstance(record.game, Game):
        assert again.game == record.game
        assert again.start() == record.start()
        check_round_trips(record.game)


# ====================================================================== actions
@cache
def foreign_actions() -> tuple[object, ...]:
    """Actions (objects and text) of other positions and of the other games."""
    found: list[object] = []
    for game in base_games():
        found += [*game.legal_actions()[:5], *game.history[-3:]]
    for name in games.names():
        state = games.new(name, 3)
        for _ in range(6):
            if state.is_over:
                break
            state.play(state.legal_actions()[-1])
        found += [*state.legal_actions()[:4], *state.history[-2:]]
    return (*found, *map(str, found))


WRONG_TYPES = (None, 5, 1.5, b"3:-", ["3:-"], ("3", "-"), True)


@st.composite
def any_action(draw: st.DrawFn, game: Game) -> object:
    legal = game.legal_actions()
    how = draw(st.sampled_from(["legal", "legal text", "foreign", "garbage", "mutated",
                                "wrong type"]))
    if how == "legal" and legal:
        return draw(st.sampled_from(legal))
    if how == "legal text" and legal:
        return mutate(draw, str(draw(st.sampled_from(legal))), 1) if draw(st.booleans()) \
            else f"  {draw(st.sampled_from(legal))} "
    if how == "foreign":
        return draw(st.sampled_from(foreign_actions()))
    if how == "wrong type":
        return draw(st.sampled_from(WRONG_TYPES))
    if how == "mutated":
        return mutate(draw, str(draw(st.sampled_from(foreign_actions()))), 2)
    return draw(st.sampled_from(SNIPPETS) | st.text(max_size=10))


def check_play(game: Game, action: object) -> None:
    """The legal action ``action`` names, played alone (its record reads back,
    and undo takes it back); or a refusal that changed nothing."""
    before = snapshot(game)
    check_play_or_refuse(game, action, names=("action",))
    if len(game.history) == len(before.history):
        return
    check_round_trips(game)
    game.undo()
    before.assert_same(game, f"undo after play({shown(action)})")


@settings(FUZZ, max_examples=120)
@given(data=st.data(), index=st.integers(0, 100))
def test_an_action_from_anywhere_is_played_as_it_names_or_refused(
        data: st.DataObject, index: int) -> None:
    game = base_games()[index % len(base_games())].clone()
    for _ in range(3):
        check_play(game, data.draw(any_action(game)))
        copy = game.clone()
        if game.legal_actions():
            copy.play(game.legal_actions()[0])
            assert game == base_games()[index % len(base_games())], "a clone shared its state"
