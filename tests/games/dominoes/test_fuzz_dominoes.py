"""Fuzz tests of double-six dominoes (rules O1–O11): the error contract of
``tests/support/fuzz_inputs.py`` through the generic API and the table session,
and hidden information as a property.

* A position text, mutated or with its fields edited (turns, passes, a
  tile moved between hands, the boneyard and the table): accepted, it
  reads back to the same match and every legal action plays; refused, a
  :class:`DominoChessError` with a short message.
* An action of any kind (this match's, another match's or game's, text,
  garbage, a wrong type): played as the legal action it names, or refused
  with the match unchanged (the checks of ``tests/games/draughts/test_fuzz_draughts.py``).
* Random :class:`TableSession` calls: after each, a refused call left the
  match, the session's picked tile and shown hand, and everything its
  screen shows as they were; no hand but the one that may be seen is shown.
* Twin deals, which differ only in tiles a seat cannot see (exchanged
  between the other hands and the boneyard, every count kept, every draw
  and pass of the round still possible): everything that seat's screen can
  reach is the same — its observation, the table scene and its SVG, the
  session's status, buttons, answers and refusals, the widget's text and
  picture, the computer's choice and the counting of unseen tiles.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from board_fuzz import (
    FUZZ,
    ODD_POSITIONS,
    SEATS,
    WRONG_ACTIONS,
    WRONG_SEATS,
    any_action,
    check_ending,
    check_play,
    check_playable,
    check_resign,
    foreign_moves,
    read_position,
)
from fuzz_inputs import (
    HUGE,
    SNIPPETS,
    Arg,
    args,
    check_message,
    check_type_error,
    checked_call,
    labelled,
    mutate,
)
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core.errors import DominoChessError, shown
from dominochess_widget.games.dominoes import DRAW, PASS, Dominoes, Play
from dominochess_widget.games.dominoes.actions import Draw, Pass
from dominochess_widget.games.dominoes.computer import DominoesComputer
from dominochess_widget.games.dominoes.counting import chance_holds
from dominochess_widget.games.dominoes.session import TableSession
from dominochess_widget.games.dominoes.tiles import TILES, Tile, is_double, parse_tile, tile_name
from dominochess_widget.games.dominoes.view import TableScene, table_scene
from dominochess_widget.render import pictures
from dominochess_widget.widgets.dominoes import DominoesWidget

NAME = "dominoes"
LANGUAGES = ("en", "it")
BUTTONS = ("draw", "pass", "deal")


# ====================================================================== matches
def random_match(seed: int, length: int, players: int = 2, hand_size: int = 5,
                 target: int = 100, ending: str | None = None) -> Dominoes:
    """``length`` random legal actions from a new match (fewer if it ends),
    then a resignation or an agreed draw if ``ending`` says so."""
    game = Dominoes.new(seed=seed, players=players, hand_size=hand_size, target=target)
    rng = random.Random(seed)
    for _ in range(length):
        legal = game.legal_actions()
        if not legal:
            break
        game.play(rng.choice(legal))
    if ending == "resign" and not game.is_over:
        game.resign()
    elif ending == "draw" and not game.is_over:
        game.agree_draw()
    return game


def first_match(players: int, stop: Callable[[Dominoes], bool], target: int = 100) -> Dominoes:
    """The first seeded match that, played at random, comes to ``stop``."""
    for seed in range(300):
        game = Dominoes.new(seed=seed, players=players, target=target)
        rng = random.Random(seed)
        while not game.is_over:
            game.play(rng.choice(game.legal_actions()))
            if stop(game):
                return game
    raise AssertionError("no such match in 300")


def just_passed(game: Dominoes) -> bool:
    """A player has just passed, the round goes on (O4)."""
    return game.history[-1] == PASS and not game.round_ended


@cache
def sample_matches() -> tuple[Dominoes, ...]:
    """Matches at every stage: fresh deals of 2–4 players and several hand
    sizes, rounds under way (draws, passes), between rounds, won at the
    target, resigned or drawn in mid-round."""
    found = [Dominoes.new(seed=1), Dominoes.new(seed=2, players=4, hand_size=7),
             Dominoes.new(seed=3, players=3, hand_size=1), first_match(2, just_passed),
             first_match(3, just_passed), first_match(2, lambda g: g.between_rounds),
             first_match(4, lambda g: bool(g.rounds) and g.rounds[-1].blocked),
             first_match(3, lambda g: g.is_over, target=30)]
    shapes = ((2, 5), (3, 5), (4, 5), (2, 7), (4, 7), (2, 14), (3, 3))
    for seed in range(14):
        players, hand_size = shapes[seed % len(shapes)]
        found.append(random_match(seed, (3, 12, 30, 60, 400)[seed % 5], players, hand_size,
                                  target=(100, 20, 1)[seed % 3]))
    found += [random_match(90, 7, 3, ending="resign"), random_match(91, 5, 4, ending="draw")]
    return tuple(found)


@cache
def sample_positions() -> tuple[str, ...]:
    return tuple(dict.fromkeys(game.position() for game in sample_matches()))


def test_the_sample_matches_cover_every_stage_and_read_back() -> None:
    matches = sample_matches()
    assert any(g.between_rounds for g in matches) and any(g.is_over for g in matches)
    assert any(g.termination and g.termination.value == "target" for g in matches)
    assert any(PASS in g.legal_actions() or g.history[-1:] == [PASS] for g in matches)
    assert any(len(g.seats) == 4 for g in matches)
    for game in matches:
        state = read_position(NAME, game.position())
        assert state is not None
        check_playable(state, random.Random(0))


# ====================================================================== positions
def _fields(text: str) -> list[list[str]]:
    """A position's fields as [name, value] pairs (in order)."""
    return [item.split("=", 1) for item in text.split("; ")]


def _join(fields: Sequence[Sequence[str]]) -> str:
    return "; ".join(f"{name}={value}" for name, value in fields)


#: Values an edited field takes: good ones, boundaries, and bad ones.
FIELD_VALUES = {
    "players": ["2", "3", "4", "1", "5", "²"], "hand": ["1", "5", "7", "14", "15", "0"],
    "target": ["1", "20", "100", "1000000", "1000001", "0"],
    "seed": ["0", "18446744073709551615", "18446744073709551616", "-1", "٣"],
    "round": ["1", "2", "1000000000", "1000000001", "0"], "redeals": ["0", "3", "9" * 20],
    "points": ["0,0", "99,0", "100,0", "0,100", "267,0", "268,0", "0,0,0", "0,0,0,0", "5,²"],
    "turn": ["red", "blue", "green", "yellow", "RED", "purple"],
    "passes": ["0", "1", "2", "3", "4"], "between": ["yes", "no", "YES", "maybe"],
}


def _move_tile(draw: st.DrawFn, fields: list[list[str]]) -> None:
    """A tile taken from a hand, the boneyard or the table's end, put in another place."""
    places = [i for i, (name, _) in enumerate(fields) if name in ("hands", "boneyard", "table")]
    source = draw(st.sampled_from(places))
    words = fields[source][1].replace("/", " / ").split()
    tiles = [i for i, w in enumerate(words) if w != "/"]
    if not tiles:
        return
    at = draw(st.sampled_from(tiles))
    word = words.pop(at).partition("@")[0]
    fields[source][1] = " ".join(words).replace(" / ", "/").replace("/ ", "/").replace(" /", "/")
    target = draw(st.sampled_from(places))
    value = fields[target][1]
    if fields[target][0] == "hands":
        hands = value.split("/")
        i = draw(st.integers(0, len(hands) - 1))
        hands[i] = (hands[i] + " " + word).strip()
        fields[target][1] = "/".join(hands)
    elif fields[target][0] == "table":
        faces = re.findall(r"[0-6]\|[0-6](?::[1-4])?", value)
        on = draw(st.sampled_from(faces)) if faces else ""
        fields[target][1] = (value + f" {word}@{on}" if on else word).strip()
    else:
        fields[target][1] = (word + " " + value).strip()


def _swap_tiles(draw: st.DrawFn, fields: list[list[str]]) -> None:
    """Two tiles exchanged between the hands and the boneyard (every tile still once)."""
    places = [i for i, (name, _) in enumerate(fields) if name in ("hands", "boneyard")]
    text = " | ".join(fields[i][1] for i in places)
    spots = list(re.finditer(r"[0-6]\|[0-6]", text))
    if len(spots) < 2:
        return
    a, b = sorted(draw(st.lists(st.sampled_from(spots), min_size=2, max_size=2, unique=True)),
                  key=lambda m: m.start())
    text = text[:a.start()] + b[0] + text[a.end():b.start()] + a[0] + text[b.end():]
    for i, part in zip(places, text.split(" | "), strict=True):
        fields[i][1] = part


@st.composite
def edited_positions(draw: st.DrawFn) -> str:
    """A real position with one to three fields edited as a person might."""
    fields = _fields(draw(st.sampled_from(sample_positions())))
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["field", "field", "move", "swap", "swap"]))
        if how == "move":
            _move_tile(draw, fields)
        elif how == "swap":
            _swap_tiles(draw, fields)
        else:
            pair = draw(st.sampled_from([f for f in fields if f[0] in FIELD_VALUES]))
            pair[1] = draw(st.sampled_from(FIELD_VALUES[pair[0]]))
    return _join(fields)


@st.composite
def position_texts(draw: st.DrawFn) -> str:
    """A real position, mutated or edited, or an odd snippet, or two glued."""
    how = draw(st.sampled_from(["mutated", "mutated", "edited", "edited", "odd", "glued"]))
    if how == "odd":
        return draw(st.sampled_from(ODD_POSITIONS + SNIPPETS))
    if how == "edited":
        return draw(edited_positions())
    text = draw(st.sampled_from(sample_positions()))
    if how == "glued":
        return text + draw(st.sampled_from(["", ";", "; ", "/"])) + draw(
            st.sampled_from(sample_positions() + ODD_POSITIONS))
    return mutate(draw, text)


def check_seats_see(game: Dominoes) -> None:
    """Every seat's view answers, and the computers choose a legal action
    from what the seat sees (the hard one imagines deals from the position)."""
    for seat in game.seats:
        game.observation(seat)
        table_scene(game, seat, True, "en")
    TableSession(game.clone(), ["person"] * len(game.seats)).scene()
    if game.is_over:
        return
    legal = game.legal_actions()
    for level in ("easy", "medium", "hard"):
        assert DominoesComputer(level, time_budget=0.02).choose(game) in legal


@settings(FUZZ, max_examples=150)
@given(data=st.data())
def test_a_mutated_or_edited_position_is_read_back_the_same_or_refused(
        data: st.DataObject) -> None:
    game = read_position(NAME, data.draw(position_texts()))
    if game is not None:
        check_playable(game, random.Random(0))
        check_seats_see(game)


@settings(FUZZ, max_examples=100)
@given(data=st.data())
def test_an_edited_position_is_refused_by_the_rules_or_plays_a_round_out(
        data: st.DataObject) -> None:
    """Edits that keep every tile once reach the rules' checks (O2–O9); an
    accepted one plays on to the end of its round."""
    game = read_position(NAME, data.draw(edited_positions()))
    if game is None:
        return
    rng = random.Random(data.draw(st.integers(0, 2**16)))
    for _ in range(300):
        legal = game.legal_actions()
        if not legal or game.between_rounds:
            break
        game.play(rng.choice(legal))
    assert game.is_over or game.between_rounds, "a round from an accepted position never ended"


# ====================================================================== actions
def near_plays(game: Dominoes) -> list[object]:
    """Plays that almost fit: each tile on each open face, with and without its face."""
    faces = game.table.open_faces()
    tiles = [TILES[i] for i in range(0, len(TILES), 3)]
    found: list[object] = [Play(t) for t in tiles]
    found += [Play(t, f) for t in tiles[:4] for f in faces[:3]]
    found += [f"{tile_name(t)}@{f}" for t in tiles[:4] for f in faces[:3]]
    return [*found, "3|5@6|6:9", "3|5@", "@6|6:1", "3|5@6|6:1@6|6:2", "0|0:1", "draw pass"]


@settings(FUZZ, max_examples=120)
@given(data=st.data())
def test_an_action_of_any_kind_is_played_or_refused_cleanly(data: st.DataObject) -> None:
    game = data.draw(st.sampled_from(sample_matches())).clone()
    for _ in range(data.draw(st.integers(1, 6))):
        action = data.draw(any_action(game) | st.sampled_from(near_plays(game)))
        check_play(game, action)


@settings(FUZZ, max_examples=60)
@given(data=st.data())
def test_a_resignation_or_a_draw_is_refused_after_the_end_and_taken_back(
        data: st.DataObject) -> None:
    game = data.draw(st.sampled_from(sample_matches())).clone()
    check_resign(game, data.draw(st.sampled_from((None, *SEATS, "green", "yellow",
                                                  *WRONG_SEATS))))
    check_ending(game, game.agree_draw, "agree_draw()")


# ====================================================================== settings
SETTING_ARGS = {
    "seed": st.one_of(args("ok", None, 0, 7, 2**64 - 1), args("value", -1, 2**64, 10**30),
                      labelled("value", **{"10**5000": HUGE}),
                      args("type", 1.5, "7", b"7", [7]), args("either", True)),
    "players": st.one_of(args("ok", 2, 3, 4), args("value", 1, 5, -2, 10**30),
                         labelled("value", **{"10**5000": HUGE}), args("type", "2", 2.0, None),
                         args("either", True)),
    "hand_size": st.one_of(args("ok", 1, 5, 7), args("value", 0, 15, -1),
                           labelled("value", **{"10**5000": HUGE}), args("type", "5", 5.0, None)),
    "target": st.one_of(args("ok", 1, 100, 10**6), args("value", 0, -5, 10**6 + 1),
                        labelled("value", **{"10**5000": HUGE}), args("type", "100", 1.5, None),
                        args("either", False)),
    "scoring": st.one_of(args("ok", "source", "common", " Common "),
                         args("value", "", "sum", "²"), args("type", 1, None, b"source")),
}


@settings(FUZZ, max_examples=150)
@given(params=st.fixed_dictionaries({}, optional=SETTING_ARGS))
def test_a_setting_is_refused_at_the_call_or_its_match_reads_back(
        params: dict[str, Arg]) -> None:
    values = {name: arg.get() for name, arg in params.items()}
    game = checked_call(lambda: games.new(NAME, **values), params)
    if game is not None:
        assert read_position(NAME, game.position()) == game  # type: ignore[attr-defined]


# ====================================================================== the table session
@dataclass(frozen=True)
class Screen:
    """What a table session shows, and the match behind it."""

    position: str
    history: tuple[str, ...]
    legal: tuple[str, ...]
    status: str
    scene: TableScene
    buttons: tuple[bool, ...]
    chosen: Tile | None
    face_up: bool
    needs_reveal: bool
    bottom: str
    language: str


def screen(session: TableSession) -> Screen:
    game = session.game
    return Screen(game.position(), tuple(map(str, game.history)),
                  tuple(map(str, game.legal_actions())), session.status(), session.scene(),
                  tuple(session.can(name) for name in BUTTONS), session.chosen,
                  session.face_up, session.needs_reveal, session.bottom, session.language)


def shown_tiles(game: Dominoes, scene: TableScene) -> set[Tile]:
    """The tiles the scene shows face up off the table."""
    return {t.numbers for t in scene.tiles[len(game.table.placements):]  # type: ignore[misc]
            if t.numbers is not None}


def check_privacy(session: TableSession) -> None:
    """Only the bottom seat's hand may be shown, while it is face up, until
    the round ends (O10); a picked tile is the mover's, shown to them."""
    game, scene = session.game, session.scene()
    if game.round_ended:
        return
    shown_now = shown_tiles(game, scene)
    bottom = session.bottom
    assert shown_now == (set(game.hand(bottom)) if session.face_up else set()), (
        "the scene shows tiles of another hand")
    words = " ".join(scene.words)
    for seat in game.seats:
        if game.hand(seat) and (seat != bottom or not session.face_up):
            assert ", ".join(map(tile_name, game.hand(seat))) not in words, (
                "the scene's words tell a hidden hand")
    if session.face_up:
        assert session.kinds[bottom] == "person"
        assert len(session.people) == 1 or bottom == game.to_move
    chosen = session.chosen
    assert chosen is None or (chosen in game.hand(game.to_move) and bottom == game.to_move)
    for name in ("draw", "pass"):
        assert not session.can(name) or (session.persons_turn and session.face_up)


ODD_KEYS = ("nothing", "", ":", "tile:", "face:", "tile:9|9", "tile:3|5|6", "tile:²|5",
            "tile:3-5", "TILE:3|5", "face:6|6:9", "face:" + "x" * 3000, "tile:" + "9" * 5000)
WRONG_KEYS = (5, None, b"tile:3|5", ["tile:3|5"], 1.5, ("tile", "3|5"))
ODD_BUTTONS = ("show", "undo", "", "DRAW", " draw", "3|5", "new", "x" * 3000)
WRONG_BUTTONS = (None, 5, b"draw", ["draw"], DRAW)
LANGUAGE_VALUES = ("en", "it", "fr", "", 5, None)
#: The parameter a TypeError of each call names.
PARAMETERS = {"click": ["key"], "press": ["name"], "can": ["name"], "play": ["action"],
              "language": ["language"]}


@st.composite
def table_call(draw: st.DrawFn, session: TableSession) -> tuple[str, tuple[Any, ...]]:
    """The next call on ``session``: a method's name and its arguments."""
    game, scene = session.game, session.scene()
    keys = [f"tile:{t.key}" for t in scene.tiles if t.key] + [f"face:{f.key}" for f in scene.faces]
    legal = game.legal_actions()
    menu = ["start", "show", "show", "click any", "click odd", "click wrong", "press",
            "press odd", "press wrong", "play any", "can", "language", "external"]
    menu += ["click shown"] * 8 * bool(keys) + ["play legal"] * 3 * bool(legal)
    step = draw(st.sampled_from(menu))
    if step == "click shown":
        return "click", (draw(st.sampled_from(keys)),)
    if step == "click any":
        return "click", ("tile:" + tile_name(draw(st.sampled_from(TILES))),)
    if step == "click odd":
        return "click", (draw(st.sampled_from(ODD_KEYS)),)
    if step == "click wrong":
        return "click", (draw(st.sampled_from(WRONG_KEYS)),)
    if step == "press":
        return "press", (draw(st.sampled_from(BUTTONS)),)
    if step == "press odd":
        return "press", (draw(st.sampled_from(ODD_BUTTONS)),)
    if step == "press wrong":
        return "press", (draw(st.sampled_from(WRONG_BUTTONS)),)
    if step == "play legal":
        action = draw(st.sampled_from(legal))
        return "play", (draw(st.sampled_from([action, str(action)])),)
    if step == "play any":
        return "play", (draw(any_action(game)),)
    if step == "can":
        return "can", (draw(st.sampled_from(BUTTONS + ODD_BUTTONS + WRONG_BUTTONS)),)
    if step == "language":
        return "language", (draw(st.sampled_from(LANGUAGE_VALUES)),)
    if step == "external":
        return "external", (draw(st.integers(0, 99)),)
    return {"start": "start", "show": "show_hand"}[step], ()


def run_table_call(session: TableSession, name: str, args: tuple[Any, ...]) -> None:
    """One call, checked against the contract and the privacy of the hands."""
    before = screen(session)
    what = f"{name}({', '.join(map(shown, args))})"
    try:
        if name == "language":
            session.language = args[0]
            said: object = []
        else:
            said = getattr(session, name)(*args)
    except DominoChessError as error:
        check_message(error)
        assert screen(session) == before, f"a refused {what} changed the table"
        assert name in ("click", "press", "play", "can", "language"), f"{what} raised {error!r}"
        return
    except TypeError as error:
        check_type_error(error, PARAMETERS.get(name, [name]))
        assert screen(session) == before, f"{what} of a wrong type changed the table"
        return
    if name == "can":
        assert isinstance(said, bool)
    else:
        assert said is None or (isinstance(said, list) and all(isinstance(s, str) for s in said))
    if name in ("start", "play", "press", "click") and screen(session).history != before.history:
        game = session.game  # a person acted: the computers played up to the next person
        assert session.round_over or session.persons_turn, f"{what} left a computer to move"
        assert list(map(str, game.history))[:len(before.history)] == list(before.history)


def behind_the_back(session: TableSession, pick: int) -> None:
    """The match moves without the session: an action played, or taken back."""
    game = session.game
    legal = game.legal_actions()
    if pick % 3 == 0 and game.history:
        game.undo()
    elif legal:
        game.play(legal[pick % len(legal)])


@settings(FUZZ, max_examples=70)
@given(data=st.data())
def test_random_table_session_calls_keep_the_contract_and_the_hands_hidden(
        data: st.DataObject) -> None:
    game = data.draw(st.sampled_from(sample_matches())).clone()
    kinds = [data.draw(st.sampled_from(["person", "person", "easy", "medium"]))
             for _ in game.seats]
    session = TableSession(game, kinds, data.draw(st.sampled_from(LANGUAGES)),
                           data.draw(st.integers(0, 2**64 - 1)))
    check_privacy(session)
    for _ in range(data.draw(st.integers(1, 25))):
        name, args = data.draw(table_call(session))
        if name == "external":
            behind_the_back(session, args[0])
        else:
            run_table_call(session, name, args)
        check_privacy(session)


# ====================================================================== twin deals
@dataclass
class Twins:
    """The same round seen from ``seat``: ``other`` holds other unseen tiles."""

    game: Dominoes
    other: Dominoes
    seat: str


def _voids(start: Dominoes, actions: Sequence[object]) -> dict[str, set[int]]:
    """For each seat, the numbers it showed it did not hold at a draw or a
    pass of the round (O10): its unplayed tiles of the deal show none."""
    voids: dict[str, set[int]] = {seat: set() for seat in start.seats}
    replay = start.clone()
    for action in actions:
        if isinstance(action, Draw | Pass):
            voids[replay.to_move] |= set(replay.open_ends())
        replay.play(action)  # type: ignore[arg-type]
    return voids


def _exchange(draw: st.DrawFn, start: Dominoes, now: Dominoes, seat: str,
              voids: dict[str, set[int]]) -> str:
    """The deal of ``start`` with tiles exchanged among the places ``seat``
    cannot see — the other hands' tiles still unplayed and undrawn, the
    boneyard's tiles still there — each staying possible where it goes."""
    places = {s: list(start.hand(s)) for s in start.seats if s != seat}
    places["boneyard"] = [t for t in _field(start, "boneyard")]
    keep = {s: set(now.hand(s)) for s in start.seats} | {"boneyard": set(_field(now, "boneyard"))}
    lead = (now.table.placements[0].tile if now.table.placements else
            max(t for t in start.hand(start.to_move) if is_double(t)))
    slots = [(place, i) for place, tiles in places.items() for i, tile in enumerate(tiles)
             if tile in keep[place] and tile != lead]

    def fits(tile: Tile, place: str) -> bool:
        return place == "boneyard" or not (set(tile) & voids[place]
                                           or (is_double(tile) and tile > lead))

    for _ in range(draw(st.integers(1, 12))):
        if len(slots) < 2:
            break
        (pa, ia), (pb, ib) = draw(st.lists(st.sampled_from(slots), min_size=2, max_size=2,
                                           unique=True))
        a, b = places[pa][ia], places[pb][ib]
        if fits(a, pb) and fits(b, pa):
            places[pa][ia], places[pb][ib] = b, a
    fields = dict(_fields(start.position()))
    fields["hands"] = "/".join(" ".join(map(tile_name, start.hand(s) if s == seat else places[s]))
                               for s in start.seats)
    fields["boneyard"] = " ".join(map(tile_name, places["boneyard"]))
    return _join(fields.items())  # type: ignore[arg-type]


def _field(game: Dominoes, name: str) -> list[Tile]:
    value = dict(_fields(game.position()))[name]
    return [parse_tile(word) for word in value.split()]  # type: ignore[misc]


@st.composite
def twins(draw: st.DrawFn) -> Twins:
    """Twin rounds for a seat: a deal, random actions short of the round's
    end, and the same actions after an exchange of tiles the seat cannot see."""
    players = draw(st.integers(2, 4))
    hand_size = draw(st.sampled_from([5, 5, 7, 3]))
    start = Dominoes.new(seed=draw(st.integers(0, 10**6)), players=players, hand_size=hand_size)
    start = Dominoes.from_position(start.position())  # no record: the round starts here
    now, rng, actions = start.clone(), random.Random(draw(st.integers(0, 2**32))), []
    for _ in range(draw(st.integers(0, 45))):
        legal = now.legal_actions()
        action = rng.choice(legal)
        probe = now.clone()
        probe.play(action)
        if probe.round_ended:
            break
        now = probe
        actions.append(action)
    seat = draw(st.sampled_from(start.seats))
    text = _exchange(draw, start, now, seat, _voids(start, actions))
    other = Dominoes.from_position(text)
    for action in actions:
        other.play(action)  # every draw, pass and play is still possible
    assume(other.position() != now.position())
    ending = draw(st.sampled_from([None, None, None, "resign", "draw"]))
    loser = draw(st.sampled_from([None, seat]))
    for game in (now, other):
        if ending == "resign":
            game.resign(loser)
        elif ending == "draw":
            game.agree_draw()
    return Twins(now, other, seat)


def views(game: Dominoes, seat: str, language: str) -> list[object]:
    """What ``seat`` may be shown of ``game`` outside a session."""
    found: list[object] = [game.observation(seat), table_scene(game, seat, True, language),
                           table_scene(game, seat, False, language),
                           pictures.svg(game, language, seat=seat)]
    mine = [a for a in game.legal_actions() if isinstance(a, Play)] if game.to_move == seat else []
    for tile in {a.tile for a in mine}:
        found.append(table_scene(game, seat, True, language, chosen=tile))
    if seat == game.to_move and not game.is_over:
        found += [DominoesComputer(level, seed=5, time_budget=0.02).choose(game)
                  for level in ("easy", "medium", "hard")]
    if len(game.seats) <= 3:
        other = next(s for s in game.seats if s != seat)
        found += [chance_holds(game, seat, other, number) for number in (0, 6)]
    return found


def attempt(call: Callable[[], object]) -> tuple[str, object]:
    """What a seat's screen is told: the answer, or the refusal in words."""
    try:
        return "said", call()
    except (DominoChessError, TypeError) as error:
        return "refused", str(error)


def session_screen(session: TableSession, seat: str) -> tuple[object, ...] | None:
    """What the session's screen shows, when ``seat`` may look at it: its own
    hand face up, or no hand (None: another person's hand is face up)."""
    if session.face_up and session.bottom != seat and not session.game.round_ended:
        return None
    return (session.status(), session.scene(), session.face_up, session.needs_reveal,
            session.bottom, session.chosen, tuple(session.can(name) for name in BUTTONS))


def seat_inputs(game: Dominoes, seat: str, typing: bool) -> list[Callable[[TableSession], object]]:
    """What ``seat``'s person may do at the screen: the buttons, clicks on
    their tiles and on tiles they do not hold, and, when ``typing`` (their
    turn, or a computer's), typed actions. At another person's turn a typed
    action is that person's: a legal one is played, whoever typed it."""
    inputs: list[Callable[[TableSession], object]] = [
        lambda s: s.press("draw"), lambda s: s.press("pass"), lambda s: s.press("deal")]
    for tile in [*game.hand(seat)[:4], TILES[0], TILES[14], TILES[27]]:
        inputs.append(lambda s, tile=tile: s.click("tile:" + tile_name(tile)))
        if typing:
            inputs.append(lambda s, tile=tile: s.play(tile_name(tile)))
    if typing:
        for text in [*map(str, game.legal_actions()[:3]), "draw", "pass"]:
            inputs.append(lambda s, text=text: s.play(text))
    return inputs


def session_answers(game: Dominoes, twins_: Twins, kinds: list[str], language: str,
                    inputs: Sequence[Callable[[TableSession], object]]) -> list[object]:
    """The screens and answers ``twins_.seat`` meets at a session on ``game``."""
    seat = twins_.seat
    session = TableSession(game.clone(), kinds, language)
    if session.persons_turn and game.to_move == seat:
        session.show_hand()
    found: list[object] = [session_screen(session, seat)]
    alone = kinds.count("person") == len(kinds)
    for do in inputs:
        probe = TableSession(session.game.clone(), kinds, language)
        if session.face_up and game.to_move == seat:
            probe.show_hand()
        kind, said = attempt(lambda probe=probe, do=do: do(probe))
        if len(probe.game.hand(seat)) > len(game.hand(seat)):
            # The seat drew: it now sees a tile that was face down, which the
            # twins may hold in another order (what follows is not comparable).
            found.append(("drew", None))
            continue
        if kind == "said" and isinstance(said, list) and not alone:
            said = said[:1]  # then the computers play, from their own hands
        if kind == "said" and probe.game.round_ended:
            said = said[:1] if isinstance(said, list) else said  # every hand is shown: O7
        found.append((kind, said))
        if alone and not probe.game.round_ended:
            found.append(session_screen(probe, seat))
    return found


def widget_screen(game: Dominoes, seat: str, language: str) -> tuple[str, str] | None:
    """The table widget's text and picture, people in every seat, when ``seat`` may look."""
    widget = DominoesWidget(game.clone(), seats=["person"] * len(game.seats), language=language)
    if game.to_move == seat and widget.session.persons_turn:
        widget.show_hand()
    if session_screen(widget.session, seat) is None:
        return None
    return widget.text(), widget.to_svg()


@settings(FUZZ, max_examples=50)
@given(pair=twins(), data=st.data())
def test_twin_deals_look_the_same_from_the_seat_that_cannot_tell_them_apart(
        pair: Twins, data: st.DataObject) -> None:
    seat, language = pair.seat, data.draw(st.sampled_from(LANGUAGES))
    assert_alike(views(pair.game, seat, language), views(pair.other, seat, language), "view")
    kinds = [("person" if s == seat else data.draw(st.sampled_from(["person", "easy", "medium"])))
             for s in pair.game.seats]
    typing = pair.game.to_move == seat or kinds[pair.game.seats.index(pair.game.to_move)] != (
        "person")
    inputs = seat_inputs(pair.game, seat, typing)
    assert_alike(session_answers(pair.game, pair, kinds, language, inputs),
                 session_answers(pair.other, pair, kinds, language, inputs), "session")
    if data.draw(st.integers(0, 5)) == 0:  # the widget draws the session's scene (slow)
        assert_alike([widget_screen(pair.game, seat, language)],
                     [widget_screen(pair.other, seat, language)], "widget")


def assert_alike(first: Sequence[object], second: Sequence[object], what: str) -> None:
    """The two twins' surfaces are the same, one by one (the first that differs is shown)."""
    assert len(first) == len(second), f"{what}: {len(first)} surfaces, then {len(second)}"
    for index, (one, other) in enumerate(zip(first, second, strict=True)):
        assert one == other, f"{what} {index} differs: {one!r:.600} / {other!r:.600}"


@settings(FUZZ, max_examples=20)
@given(pair=twins())
def test_twins_differ_in_hidden_tiles_only(pair: Twins) -> None:
    """The twins are real: the seat's hand, the table and the record are the
    same, and another hand or the boneyard is not."""
    game, other = pair.game, pair.other
    assert game.position() != other.position()
    assert game.hand(pair.seat) == other.hand(pair.seat)
    assert game.table.placements == other.table.placements and game.record == other.record
    assert game.hand_sizes == other.hand_sizes and game.boneyard_size == other.boneyard_size


# ====================================================================== foreign states
@settings(FUZZ, max_examples=40)
@given(data=st.data())
def test_a_move_of_another_game_or_a_wrong_type_is_refused_by_a_session(
        data: st.DataObject) -> None:
    game = data.draw(st.sampled_from(sample_matches())).clone()
    session = TableSession(game, ["person"] * len(game.seats))
    session.show_hand()
    action = data.draw(st.sampled_from(foreign_moves() + WRONG_ACTIONS))
    run_table_call(session, "play", (action,))
