"""Nothing lost (issue 25, deliverable 3): a record of Russian draughts,
Lasca, DamHex³ or dominoes reads back as the very game it was written from.

Hypothesis generates games through the generic API (``games.new``,
``games.from_position``, ``play``, ``resign``, ``agree_draw``): settings
other than the default, starts other than the usual one, random moves,
and every way the rules let a game end — by its moves (each draw rule the
game has: S3's repetition, three kings and kings only; L4's repetition;
H13's quiet count), by resignation (any seat; in DamHex³ a player may
retire while the others play on, H12), by agreement, by elimination
(DamHex³, H12), and dominoes matches of 2–4 seats over several rounds with
a running score (O9). Each record gets comments with marks and arrows on
its moves and on the whole game, and odd tag values. Reading the written
record must give the same position, move list, comments, settings,
result, scores and termination, and writing it again the same text.
A table of hand-made games makes sure each ending is met every run.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core import registry
from dominochess_widget.core.annotations import Annotations, Arrow, SquareMark
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.core.records import RESIGNS, Comment, make_comment

SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# ---------------------------------------------------------------- a played game
@dataclass
class Played:
    """A game and what its record's move list must say (moves, and
    ``resigns`` where a player left while the others played on)."""

    state: Any
    script: list[str] = field(default_factory=list)

    def play(self, rng: random.Random) -> None:
        self.script.append(str(self.state.play(rng.choice(self.state.legal_actions()))))

    def retire(self) -> None:
        """The player to move resigns: written in the list if play goes on
        (before the first move, the record's first position holds it)."""
        self.state.resign()
        if not self.state.is_over and self.state.history:
            self.script.append(RESIGNS)


def play_on(game: Played, rng: random.Random, most: int, retire_chance: float = 0.0) -> None:
    """Up to ``most`` random actions (a player to move retiring now and then)."""
    for _ in range(most):
        if game.state.is_over:
            return
        if rng.random() < retire_chance:
            game.retire()
        else:
            game.play(rng)


def end(game: Played, rng: random.Random, ending: str) -> None:
    """End ``game`` as ``ending`` says: its moves ("moves": played out,
    capped), a resignation by a random seat the rules allow, an agreement,
    or not at all ("open")."""
    state = game.state
    if ending == "moves":
        play_on(game, rng, 400)
    elif state.is_over or ending == "open":
        return
    elif ending == "agreement":
        state.agree_draw()
    elif registry.info_of(state).name == "damhex":  # only the player to move (H12)
        game.retire()
    else:
        state.resign(rng.choice(state.seats))


def restart(state: Any) -> Any:
    """A new game at ``state``'s position: a start that is not the usual one."""
    name = registry.info_of(state).name
    keep = {} if name == "dominoes" else registry.settings_of(state)  # its position holds them
    return games.from_position(name, state.position(), **keep)


# ---------------------------------------------------------------- what is compared
def assert_same_game(back: Any, game: Played, text: str) -> None:
    """``back``, read from ``text``, is ``game``'s record, exactly."""
    state = back.game
    assert state.position() == game.state.position()
    assert [str(m.action) for m in back.moves] == game.script
    assert registry.settings_of(state) == registry.settings_of(game.state)
    assert state.is_over == game.state.is_over
    assert state.result == game.state.result
    assert state.scores() == game.state.scores()
    assert getattr(state, "termination", None) == getattr(game.state, "termination", None)
    assert back.to_text() == text


def assert_round_trip(game: Played, comments: dict[int, Comment], opening: Comment | None,
                      tags: dict[str, str]) -> None:
    """Write ``game`` with ``tags``, comment it (``opening`` on the whole
    game, ``comments`` by move index), read it back: nothing lost."""
    record = read_any_record(write_any_record(game.state, **tags))
    record.comment = opening
    for index, comment in comments.items():
        if index < len(record.moves):
            record.moves[index].comment = comment
    text = record.to_text()
    back = read_any_record(text)
    assert_same_game(back, game, text)
    assert back.comment == opening
    assert {i: m.comment for i, m in enumerate(back.moves) if m.comment is not None} == {
        i: c for i, c in comments.items() if i < len(record.moves)}
    assert all(back.tags[name] == value for name, value in tags.items())


# ---------------------------------------------------------------- comments
def cell_names(name: str) -> dict[int, str]:
    """Each cell's name as a comment's marks write it (none for dominoes)."""
    if name == "damhex":
        return {cell: f"{cell + 1:02d}" for cell in range(61)}
    view = registry.info(name).view
    shape = getattr(view, "shape", None)
    return {cell: shape.name(cell) for cell in shape.squares} if shape is not None else {}


#: Prose of any text: a comment escapes what its record would misread
#: (``}``, ``\\``, ``[%csl …]`` as prose: issue 28, item 3).
WORDS = st.text(max_size=8)
COLOURS = st.sampled_from("GRYB")


@st.composite
def comments(draw: st.DrawFn, name: str) -> Comment:
    """A comment: words, and where the game has cells, marks and arrows."""
    prose = draw(st.lists(WORDS, max_size=4))
    names = cell_names(name)
    squares: list[SquareMark] = []
    arrows: list[Arrow] = []
    if names:
        cells = st.sampled_from(sorted(names))
        squares = draw(st.lists(st.builds(SquareMark, cells, COLOURS), max_size=2))
        arrows = draw(st.lists(st.builds(Arrow, cells, cells, COLOURS), max_size=2))
    made = make_comment(" ".join(prose), Annotations(tuple(squares), tuple(arrows)),
                        names.__getitem__)
    return Comment("") if made is None else made


TAG_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=12)


@st.composite
def commented(draw: st.DrawFn, game: Played) -> tuple[dict[int, Comment], Comment | None,
                                                      dict[str, str]]:
    """Comments on some moves and maybe the whole game, and an Event tag."""
    name = registry.info_of(game.state).name
    count = len(game.script)
    indices = st.integers(0, count - 1) if count else st.nothing()
    chosen = draw(st.dictionaries(indices, comments(name), max_size=4)) if count else {}
    opening = draw(st.none() | comments(name))
    tags = {"Event": draw(TAG_TEXT), game.state.seats[0].title(): draw(TAG_TEXT)}
    return chosen, opening, tags


def check(data: st.DataObject, game: Played) -> None:
    assert_round_trip(game, *data.draw(commented(game)))


# ---------------------------------------------------------------- the games
ENDINGS = st.sampled_from(("moves", "resignation", "agreement", "open"))
SEEDS = st.integers(0, 2**32 - 1)
COUNTS = st.none() | st.integers(1, 6)

#: Russian starts with few pieces, where S3's draw rules come quickly.
RUSSIAN_POSITIONS = ("W:WKa1:BKh2", "W:WKa1,Kc1,Ke1:BKh2", "B:WKa1,Kc1,Ke1:BKh2,Kb8",
                     "W:Wc3:Bd4", "B:WKa1,h4:Ba3,b8,d6,f4,h2", "W:WKe1,c3:Bf6,Kh8")
LASCA_POSITIONS = ("W a1=W a7=B", "B a1=W c1=W a7=B", "W a3=w e5=bW g7=B")
#: DamHex³ starts with kings only, near the end of H13's count; one with Red out.
DAMHEX_POSITIONS = (
    "move=white; last=-; robbed=-; quiet=110; out=-; white=K31; black=K1; red=K61",
    "move=black; last=white; robbed=-; quiet=70; out=red; white=K31,K48; black=K1; red=-",
)


@st.composite
def start(draw: st.DrawFn, name: str, positions: tuple[str, ...],
          settings_: dict[str, Any]) -> tuple[Any, random.Random]:
    """A game of ``name`` with ``settings_``: the usual start, a start after
    a few random moves (given to ``from_position``), or one of ``positions``."""
    rng = random.Random(draw(SEEDS))
    how = draw(st.sampled_from(("usual", "later", *positions)))
    if how in ("usual", "later"):
        state = games.new(name, seed=rng.randrange(2**31), **settings_)
        if how == "later":
            for _ in range(rng.randrange(1, 12)):
                if state.is_over:
                    break
                state.play(rng.choice(state.legal_actions()))
            state = restart(state)
    else:
        state = games.from_position(name, how, **settings_)
    return state, rng


def played(draw: st.DrawFn, state: Any, rng: random.Random, retire_chance: float = 0.0) -> Played:
    game = Played(state)
    play_on(game, rng, draw(st.integers(0, 60)), retire_chance)
    end(game, rng, draw(ENDINGS))
    return game


@st.composite
def russian_games(draw: st.DrawFn) -> Played:
    settings_ = {"repetition": draw(st.booleans()), "three_kings": draw(COUNTS),
                 "kings_only": draw(COUNTS)}
    return played(draw, *draw(start("russian", RUSSIAN_POSITIONS, settings_)))


@st.composite
def lasca_games(draw: st.DrawFn) -> Played:
    settings_ = {"officer": draw(st.sampled_from(("flying", "lasker"))),
                 "repetition": draw(st.booleans())}
    return played(draw, *draw(start("lasca", LASCA_POSITIONS, settings_)))


@st.composite
def damhex_games(draw: st.DrawFn) -> Played:
    state, rng = draw(start("damhex", DAMHEX_POSITIONS, {}))
    return played(draw, state, rng, retire_chance=draw(st.sampled_from((0.0, 0.02, 0.1))))


@st.composite
def dominoes_games(draw: st.DrawFn) -> Played:
    players = draw(st.integers(2, 4))
    settings_ = {"players": players, "hand_size": draw(st.integers(1, 28 // players)),
                 "target": draw(st.sampled_from((1, 10, 40, 100))),
                 "scoring": draw(st.sampled_from(("source", "common")))}
    state, rng = draw(start("dominoes", (), settings_))
    game = Played(state)
    play_on(game, rng, draw(st.integers(0, 200)))
    end(game, rng, draw(ENDINGS))
    return game


@SETTINGS
@given(game=russian_games(), data=st.data())
def test_a_russian_game_reads_back_as_it_was_written(game: Played, data: st.DataObject) -> None:
    check(data, game)


@SETTINGS
@given(game=lasca_games(), data=st.data())
def test_a_lasca_game_reads_back_as_it_was_written(game: Played, data: st.DataObject) -> None:
    check(data, game)


@SETTINGS
@given(game=damhex_games(), data=st.data())
def test_a_damhex_game_reads_back_as_it_was_written(game: Played, data: st.DataObject) -> None:
    check(data, game)


@SETTINGS
@given(game=dominoes_games(), data=st.data())
def test_a_dominoes_match_reads_back_as_it_was_written(game: Played,
                                                       data: st.DataObject) -> None:
    check(data, game)


# ---------------------------------------------------------------- every ending, every run
def by_moves(name: str, position: str, moves: list[str], **settings_: Any) -> Played:
    game = Played(games.from_position(name, position, **settings_))
    for move in moves:
        game.script.append(str(game.state.play(move)))
    return game


def random_until(name: str, wanted: Callable[[Any], bool], **settings_: Any) -> Played:
    """The first seeded random game of ``name`` that ends as ``wanted`` says."""
    for seed in range(500):
        rng = random.Random(seed)
        game = Played(games.new(name, seed=seed, **settings_))
        play_on(game, rng, 1000)
        if game.state.is_over and wanted(game.state):
            return game
    raise AssertionError(f"no random {name} game ended as wanted")


def decided(name: str, moves: int, ending: str, seed: int = 1, **settings_: Any) -> Played:
    game = Played(games.new(name, seed=seed, **settings_))
    play_on(game, random.Random(seed), moves)
    end(game, random.Random(seed), ending)
    return game


def decided_from(position: str, ending: str) -> Played:
    """A DamHex³ game ended by ``ending`` at once from ``position``."""
    game = Played(games.from_position("damhex", position))
    end(game, random.Random(0), ending)
    return game


def retired() -> Played:
    """Black leaves after a few moves while White and Red play on (H12), who
    then agree a draw (2 / 2 / 0, H14)."""
    game, rng = Played(games.new("damhex")), random.Random(3)
    play_on(game, rng, 4)
    while game.state.to_move != "black":
        game.play(rng)
    game.retire()
    play_on(game, rng, 6)
    game.state.agree_draw()
    assert game.script.count(RESIGNS) == 1 and game.state.scores()["black"] == 0
    return game


def retired_first() -> Played:
    """White leaves before any move: the record's first position says so (H12)."""
    game = Played(games.new("damhex"))
    game.state.resign()
    play_on(game, random.Random(4), 5)
    return game


def termination_is(reason: str) -> Callable[[Any], bool]:
    return lambda state: str(state.termination) == reason


CASES: dict[str, Callable[[], Played]] = {
    "russian no moves": lambda: by_moves("russian", "W:Wc3:Bd4", ["c3:e5"]),
    "russian kings only": lambda: by_moves("russian", "W:WKa1:BKh2", ["a1-b2", "h2-g1"],
                                           kings_only=1),
    "russian three kings": lambda: by_moves("russian", "W:WKa1,Kc1,Ke1:BKh2", ["a1-b2"],
                                            three_kings=1),
    "russian repetition": lambda: by_moves("russian", "W:WKa1:BKh2",
                                           ["a1-b2", "h2-g1", "b2-a1", "g1-h2"] * 2,
                                           kings_only=None),
    "russian resignation": lambda: decided("russian", 7, "resignation"),
    "russian agreement": lambda: decided("russian", 4, "agreement", three_kings=None),
    "lasca no moves": lambda: random_until("lasca", termination_is("no moves"),
                                           officer="lasker"),
    "lasca repetition": lambda: by_moves("lasca", "W a1=W a7=B",
                                         ["a1-b2", "a7-b6", "b2-a1", "b6-a7"] * 2),
    "lasca resignation": lambda: decided("lasca", 0, "resignation", repetition=False),
    "lasca agreement": lambda: decided("lasca", 9, "agreement"),
    "damhex last player": lambda: random_until("damhex", termination_is("last_player")),
    "damhex no move": lambda: random_until("damhex", termination_is("damhex_no_move")),
    "damhex quiet": lambda: random_until("damhex", termination_is("damhex_quiet")),
    "damhex resignation": retired,
    "damhex resignation first": retired_first,
    "damhex agreement": lambda: decided("damhex", 12, "agreement"),
    "damhex resignation at once": lambda: decided_from(DAMHEX_POSITIONS[1], "resignation"),
    "dominoes 2 target": lambda: random_until("dominoes", lambda s: s.round > 2, target=30),
    "dominoes 3 target": lambda: random_until("dominoes", lambda s: s.round > 1, players=3,
                                              target=30),
    "dominoes 4 resignation": lambda: decided("dominoes", 30, "resignation", players=4),
    "dominoes 3 agreement": lambda: decided("dominoes", 12, "agreement", players=3),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_ending_reads_back(case: str) -> None:
    game = CASES[case]()
    text = write_any_record(game.state)
    assert_same_game(read_any_record(text), game, text)
    if game.state.is_over:
        ending = str(game.state.termination).removeprefix("damhex_").replace("_", " ")
        assert f'[Termination "{ending}"]' in text
