"""Double-six dominoes under hostile use (issue "Unbreakable, every game",
items 2, 4, 5, 7, 16 and 23, and what the dominoes fuzzing found): numbers
in positions read by the one reader, settings bounded at the call,
positions that no play reaches refused (rules O1–O9), and a
:class:`TableSession` that checks every argument and changes nothing when
it refuses.

The numbers in the test names are the issue's items; ``found`` marks what
``tests/games/dominoes/test_fuzz_dominoes.py`` found besides.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from fuzz_inputs import HUGE, check_message, check_type_error

from dominochess_widget import games
from dominochess_widget.core.errors import (
    ActionError,
    ArgumentTypeError,
    DominoChessError,
    IllegalActionError,
    PositionError,
    SettingError,
    shown,
)
from dominochess_widget.games.dominoes import Dominoes, Face, Play
from dominochess_widget.games.dominoes.computer import DominoesComputer
from dominochess_widget.games.dominoes.counting import chance_holds
from dominochess_widget.games.dominoes.session import TableSession
from dominochess_widget.games.dominoes.tiles import TILES, tile_name
from dominochess_widget.games.dominoes.view import table_scene
from dominochess_widget.render import pictures

START = games.new("dominoes", seed=1).position()


def field(text: str, name: str, value: str) -> str:
    """``text`` with the field ``name`` set to ``value``."""
    return re.sub(rf"\b{name}=[^;]*", lambda _: f"{name}={value}", text, count=1)


def position(hands: list[str], table: str = "", turn: str = "red", passes: int = 0,
             between: str = "no", points: str | None = None, target: int = 100,
             boneyard: str | None = None) -> str:
    """A position of 2–4 players: the hands, the table and the rest in the boneyard."""
    words = [w for hand in hands for w in hand.split()] + [w.partition("@")[0]
                                                          for w in table.split()]
    rest = [tile_name(t) for t in TILES if tile_name(t) not in words]
    return (f"players={len(hands)}; hand=5; target={target}; scoring=source; seed=1; "
            f"round=1; redeals=0; points={points or ','.join('0' * len(hands))}; "
            f"turn={turn}; passes={passes}; between={between}; hands={'/'.join(hands)}; "
            f"boneyard={' '.join(rest) if boneyard is None else boneyard}; table={table}")


def refused(kind: type[Exception], call: Callable[[], object]) -> DominoChessError:
    """The error ``call`` raises: of ``kind``, in words in both languages."""
    with pytest.raises(kind) as caught:
        call()
    check_message(caught.value)
    assert isinstance(caught.value, DominoChessError)
    return caught.value


# ------------------------------------------------------------ 2. numbers in positions
@pytest.mark.parametrize("seed", ["²", "٣", "１", "-1", "+1", "1_0", " ", "0x1", "9" * 5000])
def test_2_a_seed_that_is_not_ascii_digits_in_a_position_is_refused(seed: str) -> None:
    error = refused(PositionError, lambda: games.from_position("dominoes",
                                                               field(START, "seed", seed)))
    assert error.key == "dominoes.position.bad_number" and error.params["name"] == "seed"


@pytest.mark.parametrize("name", ["players", "hand", "target", "round", "redeals", "passes",
                                  "points"])
@pytest.mark.parametrize("value", ["²", "9" * 5000, "1" + "0" * 20])
def test_2_every_number_of_a_position_is_read_by_the_one_reader(name: str, value: str) -> None:
    if name == "points":
        value = f"{value},0"
    refused(PositionError, lambda: games.from_position("dominoes", field(START, name, value)))


def test_2_a_seed_of_20_digits_beyond_the_range_is_refused() -> None:
    error = refused(PositionError, lambda: games.from_position(
        "dominoes", field(START, "seed", str(2**64))))
    assert error.key == "dominoes.position.range"


# ------------------------------------------------------------ 4, 16. settings at the call
@pytest.mark.parametrize("seed", [HUGE, -HUGE, 2**64, -1, 10**30], ids=shown)
def test_4_16_a_seed_out_of_range_is_refused_at_the_call(seed: int) -> None:
    refused(SettingError, lambda: games.new("dominoes", seed=seed))


@pytest.mark.parametrize("target", [HUGE, 10**6 + 1, 0, -1], ids=shown)
def test_4_a_target_out_of_range_is_refused_at_the_call_and_named(target: int) -> None:
    error = refused(SettingError, lambda: games.new("dominoes", target=target))
    assert "target" in str(error) and "1000000" in str(error)


@pytest.mark.parametrize("value", [True, 1.5, "7", None])
def test_4_a_seed_of_a_wrong_type_is_a_type_error_naming_it(value: object) -> None:
    if value is None:  # None means a fresh random seed
        assert games.new("dominoes", seed=value).seed >= 0
        return
    with pytest.raises(TypeError) as caught:
        games.new("dominoes", seed=value)
    check_type_error(caught.value, ["seed"])


@pytest.mark.parametrize(("settings"), [
    {"seed": 0}, {"seed": 2**64 - 1}, {"seed": 7, "target": 1}, {"seed": 7, "target": 10**6},
    {"seed": 3, "players": 4, "hand_size": 7}, {"seed": 3, "players": 3, "hand_size": 1},
])
def test_16_every_accepted_setting_reads_back_from_its_position(
        settings: dict[str, int]) -> None:
    game = games.new("dominoes", **settings)
    again = games.from_position("dominoes", game.position())
    assert again == game and again.position() == game.position()


def test_found_a_computer_seed_out_of_range_is_refused_at_the_call() -> None:
    """A computer keyed on a seed of 5,000 digits failed on its first choice."""
    for seed in (HUGE, -1, 2**64):
        refused(SettingError, lambda seed=seed: DominoesComputer("easy", seed=seed))


# ------------------------------------------------------------ 5. positions no play reaches
def test_5_a_lead_by_a_seat_without_the_highest_double_is_refused_O3() -> None:
    text = position(["0|1", "0|0"], turn="red")
    error = refused(PositionError, lambda: games.from_position("dominoes", text))
    assert error.key == "dominoes.position.lead"
    assert "Blue holds the highest double, 0|0" in str(error)
    assert "Blu" in error.message("it")
    game = games.from_position("dominoes", field(text, "turn", "blue"))
    assert [str(a) for a in game.legal_actions()] == ["0|0"]


def no_boneyard(**fields: object) -> str:
    """Four hands of seven (the boneyard empty, O1a), 6|6 led: red holds
    every other 6, so only red has a tile that fits."""
    rest = sorted((tile_name(t) for t in TILES if t != (6, 6)), key=lambda w: "6" not in w)
    hands = [" ".join(rest[i * 7:(i + 1) * 7]) for i in range(4)]
    return position(hands, table="6|6", boneyard="", **fields).replace("hand=5", "hand=7")  # type: ignore[arg-type]


def blocked_round() -> Dominoes:
    """A round that ended blocked, with one winner (O5a, O7)."""
    for seed in range(200):
        game = Dominoes.new(seed=seed, players=3)
        while not game.rounds:
            game.play(min(game.legal_actions(), key=str))
        if game.rounds[-1].blocked and game.rounds[-1].winner is not None:
            return game
    raise AssertionError("no blocked round in 200 matches")


@pytest.mark.parametrize(("text", "key"), [
    (position(["0|1", "1|2"]), "dominoes.position.no_double"),
    (position(["0|0", "1|2"], passes=1), "dominoes.position.empty_table"),
    (position(["0|0", "1|2"], between="yes"), "dominoes.position.empty_table"),
    (position(["0|1", "1|2"], table="6|6"), None),  # a set-up: small hands, a full boneyard
    (position(["", "1|2"], table="6|6", turn="blue"), "dominoes.position.empty_hand"),
    (position(["0|1", "1|2"], table="6|6", passes=1, turn="blue"),
     "dominoes.position.pass_with_boneyard"),
    (no_boneyard(passes=1, turn="blue"), "dominoes.position.passed_with_a_fit"),
    (no_boneyard(passes=3, turn="red"), None),  # the others passed: they hold no 6
    (position(["0|1", "1|2"], table="6|6", between="yes"), "dominoes.position.not_over"),
    (no_boneyard(between="yes"), "dominoes.position.not_blocked"),
    (position(["", "1|2"], table="6|6", between="yes", turn="red"), None),
    (position(["", "1|2"], table="6|6", between="yes", turn="blue"),
     "dominoes.position.winner_to_move"),
    (position(["", "1|2"], table="6|6", between="yes", turn="red", passes=1),
     "dominoes.position.passes_after_end"),
    (position(["", ""], table="6|6", between="yes", turn="red"),
     "dominoes.position.two_empty_hands"),
    (position(["", "1|2"], table="6|6", between="yes", turn="red", points="100,0"),
     "dominoes.position.target_reached"),
    (position(["", "1|2"], table="6|6", turn="red", points="100,100"),
     "dominoes.position.target_reached"),
    (position(["", "1|2"], table="6|6", turn="red", points="100,3"), None),  # red won
    (position(["", "1|2"], table="6|6", turn="red", points="267,3"), None),
    (position(["", "1|2"], table="6|6", turn="red", points="268,3"),
     "dominoes.position.too_many_points"),
    (position(["", "1|2"], table="6|6", turn="blue", points="0,100"),
     "dominoes.position.match_winner"),
])
def test_5_a_position_no_play_reaches_is_refused_in_words(text: str, key: str | None) -> None:
    if key is None:
        game = games.from_position("dominoes", text)
        game.legal_actions()
        assert games.from_position("dominoes", game.position()) == game
        return
    error = refused(PositionError, lambda: games.from_position("dominoes", text))
    assert error.key == key
    assert error.message("it") != str(error)


def test_5_a_blocked_round_is_over_only_with_its_winner_to_move() -> None:
    game = blocked_round()
    text = game.position()
    assert games.from_position("dominoes", text) == game
    before = game.clone()
    before.undo()  # the last pass: every other player has passed in turn
    assert games.from_position("dominoes", before.position()) == before
    winner = game.seats[game.rounds[-1].winner]  # type: ignore[index]
    for seat in game.seats:
        if seat != winner:
            error = refused(PositionError, lambda seat=seat: games.from_position(
                "dominoes", field(text, "turn", seat)))
            assert error.key == "dominoes.position.winner_to_move"


def test_5_a_table_with_a_tile_placed_over_and_over_is_refused_at_its_second_placement() -> None:
    """The table's replay stopped only after every placement: a table of
    300,000 doubles on doubles took a quadratic time to refuse."""
    table = "6|6 " + " ".join(f"6|6@6|6:{1 + i % 3}" for i in range(300_000))
    error = refused(PositionError, lambda: games.from_position(
        "dominoes", field(START, "table", table)))
    assert error.key == "dominoes.position.tile_count" and error.params["tile"] == "6|6"


# ------------------------------------------------------------ 7, 23. the TableSession
def session_state(session: TableSession) -> tuple[object, ...]:
    """Everything a refused call must leave as it was."""
    game = session.game
    return (game.position(), tuple(map(str, game.history)), tuple(map(str, game.legal_actions())),
            session.status(), session.scene(), session.chosen, session.face_up, session.bottom,
            tuple(session.can(name) for name in ("draw", "pass", "deal")), session.language)


def test_7_can_of_an_unknown_button_is_an_action_error() -> None:
    session = TableSession(games.new("dominoes", seed=1))
    before = session_state(session)
    error = refused(ActionError, lambda: session.can("undo"))
    assert "draw, pass, deal" in str(error)
    with pytest.raises(TypeError) as caught:
        session.can(3)  # type: ignore[arg-type]
    check_type_error(caught.value, ["name"])
    assert session_state(session) == before


@pytest.mark.parametrize("key", [5, b"tile:3|5", None, ("tile", "3|5"), 1.5])
def test_7_23_a_click_of_a_wrong_type_names_the_key_and_changes_nothing(key: object) -> None:
    session = TableSession(games.new("dominoes", seed=1), ["person", "person"])
    session.show_hand()
    before = session_state(session)
    with pytest.raises(TypeError) as caught:
        session.click(key)  # type: ignore[arg-type]
    check_type_error(caught.value, ["key"])
    assert session_state(session) == before


@pytest.mark.parametrize("game", [None, "dominoes", 5, Dominoes])
def test_7_a_session_of_no_match_is_a_type_error_naming_the_game(game: object) -> None:
    with pytest.raises(TypeError) as caught:
        TableSession(game)  # type: ignore[arg-type]
    check_type_error(caught.value, ["game"])


@pytest.mark.parametrize("name", ["russian", "dominochess", "lasca", "damhex"])
def test_7_a_session_of_another_game_is_a_type_error_naming_the_game(name: str) -> None:
    with pytest.raises(TypeError) as caught:
        TableSession(games.new(name))  # type: ignore[arg-type]
    check_type_error(caught.value, ["game"])


@pytest.mark.parametrize("seats", [5, "person", [1, 2], [None, "easy"], {"person", "easy"}])
def test_23_seats_of_a_wrong_type_name_the_seats(seats: object) -> None:
    with pytest.raises(TypeError) as caught:
        TableSession(games.new("dominoes", seed=1), seats)  # type: ignore[arg-type]
    check_type_error(caught.value, ["seats"])


@pytest.mark.parametrize(("options", "kind"), [
    ({"seats": ["person"]}, SettingError), ({"seats": ["person", "genius"]}, SettingError),
    ({"language": "fr"}, SettingError), ({"language": 3}, TypeError),
    ({"computer_seed": -1}, SettingError), ({"computer_seed": HUGE}, SettingError),
    ({"computer_seed": "1"}, TypeError),
])
def test_7_every_option_of_a_session_is_checked(options: dict[str, object],
                                                kind: type[Exception]) -> None:
    with pytest.raises(kind) as caught:
        TableSession(games.new("dominoes", seed=1), **options)  # type: ignore[arg-type]
    if kind is TypeError:
        check_type_error(caught.value, list(options))
    else:
        check_message(caught.value)


def test_7_a_bad_language_set_later_is_refused_and_changes_nothing() -> None:
    session = TableSession(games.new("dominoes", seed=1), language="it")
    refused(SettingError, lambda: setattr(session, "language", "xx"))
    with pytest.raises(TypeError):
        session.language = None  # type: ignore[assignment]
    assert session.language == "it"


@pytest.mark.parametrize("name", ["show", "undo", "", "DRAW", "3|5@6|6:1"])
def test_7_press_of_an_unknown_button_is_refused_and_changes_nothing(name: str) -> None:
    """``press("3|5@6|6:1")`` used to play the tile: a button is draw, pass or deal."""
    session = TableSession(games.new("dominoes", seed=1), ["person", "person"])
    session.show_hand()
    before = session_state(session)
    refused(ActionError, lambda: session.press(name))
    assert session_state(session) == before


def test_found_a_person_cannot_play_a_computers_turn_nor_learn_its_hand() -> None:
    """Before ``start()`` a computer may be to move: a typed action was
    played for it, and a refusal said which tiles it does not hold."""
    game = games.new("dominoes", seed=1)
    session = TableSession(game, ["person", "medium"])
    assert session.kinds[game.to_move] == "medium"
    before = session_state(session)
    for action in [*game.legal_actions(), "0|0", "draw", Play((0, 0))]:
        error = refused(ActionError, lambda action=action: session.play(action))
        assert error.key == "dominoes.session.computer_to_move"
        assert session_state(session) == before
    for name in ("draw", "pass"):
        assert not session.can(name)
        refused(ActionError, lambda name=name: session.press(name))
        assert session_state(session) == before


def test_found_a_shown_hand_is_hidden_once_the_match_moves_behind_the_session() -> None:
    """"Show my hand" stayed on when the match moved without the session
    (an action played or taken back on the match itself): the next person's
    hand came up face up without being asked for."""
    game = games.new("dominoes", seed=2)
    session = TableSession(game, ["person", "person"])
    first = game.to_move
    session.show_hand()
    game.play(game.legal_actions()[0])  # behind the session's back
    assert game.to_move != first
    assert not session.face_up and session.needs_reveal
    assert not shown_hand(session)
    session.show_hand()
    assert session.face_up
    game.undo()  # back to the first player's turn, before either asked
    assert game.to_move == first and not session.face_up and not shown_hand(session)


def shown_hand(session: TableSession) -> list[object]:
    """The tiles the session's scene shows face up off the table."""
    placed = len(session.game.table.placements)
    return [t.numbers for t in session.scene().tiles[placed:] if t.numbers is not None]


def test_found_a_picked_tile_that_no_longer_fits_is_not_shown() -> None:
    for seed in range(40):
        game = games.new("dominoes", seed=seed)
        session = TableSession(game, ["person", "person"])
        while not session.round_over:
            session.show_hand()
            plays = [a for a in game.legal_actions() if isinstance(a, Play)]
            many = [t for t in {a.tile for a in plays} if sum(a.tile == t for a in plays) > 1]
            if many:
                session.click("tile:" + tile_name(many[0]))
                assert session.chosen == many[0]
                game.play(plays[0])  # behind the session's back
                assert session.chosen is None and not session.scene().faces
                assert "fits more than one" not in session.status()
                return
            session.play(game.legal_actions()[0])
    raise AssertionError("no tile fitting two faces in 40 matches")


# ------------------------------------------------------------ found: actions as objects
@pytest.mark.parametrize(("make", "kind"), [
    (lambda: Play(5), TypeError), (lambda: Play((3,)), TypeError),
    (lambda: Play(("3", "5")), TypeError), (lambda: Play((True, 5)), TypeError),
    (lambda: Play((7, 7)), ActionError), (lambda: Play((HUGE, 1)), ActionError),
    (lambda: Play((3, 5), 4), TypeError), (lambda: Face((6, 6), 9, 6), ActionError),
    (lambda: Face((6, 6), 1, 5), ActionError), (lambda: Face((6, 6), "1", 6), TypeError),
])
def test_found_a_malformed_play_cannot_be_made(make: Callable[[], object],
                                                kind: type[Exception]) -> None:
    """``str(Play(5))`` raised a bare TypeError wherever the play was shown."""
    with pytest.raises(kind) as caught:
        make()
    if kind is TypeError:
        check_type_error(caught.value, ["tile", "face", "slot", "number"])
    else:
        check_message(caught.value)


def test_found_a_play_object_must_be_exactly_a_legal_action() -> None:
    """``play(Play(tile))`` with no face was taken for a play on the one
    face it fits; a play object names its face (no face: the lead)."""
    game = games.new("dominoes", seed=1)
    game.play(game.legal_actions()[0])
    plays = [a for a in game.legal_actions() if isinstance(a, Play)]
    assert plays
    before = game.position()
    error = refused(IllegalActionError, lambda: game.play(Play(plays[0].tile)))
    assert str(plays[0]) in str(error) or "face" in str(error)
    assert game.position() == before
    assert game.play(Play((plays[0].tile[1], plays[0].tile[0]), plays[0].face)) == plays[0]


# ------------------------------------------------------------ found: hands at a resignation
def test_found_a_resignation_in_the_middle_of_a_round_shows_no_hand() -> None:
    """Every hand was shown once the match was over, also after a
    resignation in mid-round, which an undo takes back: the round then went
    on with every hand seen."""
    game = games.new("dominoes", seed=3, players=3)
    game.play(game.legal_actions()[0])
    hidden = {seat: game.hand(seat) for seat in game.seats[1:]}
    game.resign()
    for picture in (table_scene(game, "red", True, "en").words,
                    [pictures.svg(game, seat="red")]):
        text = " ".join(picture)
        assert all(", ".join(map(tile_name, hand)) not in text for hand in hidden.values())
    session = TableSession(game, ["person", "person", "person"])
    assert not session.face_up
    game.undo()
    assert not game.is_over and not session.face_up


def test_found_a_seat_of_a_wrong_type_is_a_type_error_naming_it() -> None:
    game = games.new("dominoes", seed=1)
    for call in (game.hand, game.observation, game.resign):
        with pytest.raises(ArgumentTypeError) as caught:
            call(5)  # type: ignore[arg-type]
        check_type_error(caught.value, ["seat"])
    assert not game.is_over


def test_found_a_table_seen_from_no_seat_is_refused_in_words() -> None:
    """``table_scene(game, "purple", …)`` raised a bare ValueError."""
    game = games.new("dominoes", seed=1)
    refused(SettingError, lambda: table_scene(game, "purple", True, "en"))
    with pytest.raises(ArgumentTypeError):
        table_scene(game, 5, True, "en")  # type: ignore[arg-type]
    assert table_scene(game, " Blue ", True, "en") == table_scene(game, "blue", True, "en")


# ------------------------------------------------------------ found: counting the unseen tiles
def test_found_the_unseen_tiles_are_counted_after_a_resignation() -> None:
    """The count replayed the round from a start found by undoing one
    action per action of the round, and the first undo took back the
    resignation instead: "6|6: Blue does not hold that tile"."""
    game = games.new("dominoes", seed=879, players=3)
    for _ in range(4):
        game.play(game.legal_actions()[0])
    going_on = chance_holds(game, "red", "blue", 6)
    game.resign()
    assert chance_holds(game, "red", "blue", 6) == going_on
    game.undo()
    game.agree_draw()
    assert chance_holds(game, "red", "blue", 6) == going_on


def test_found_the_chances_of_a_seat_are_asked_of_real_seats() -> None:
    game = games.new("dominoes", seed=2)
    refused(SettingError, lambda: chance_holds(game, "red", "purple", 3))
    with pytest.raises(ArgumentTypeError):
        chance_holds(game, "red", "blue", "3")  # type: ignore[arg-type]
    own = game.hand("red")
    assert chance_holds(game, "red", "red", own[0][0]) == 1  # its own hand: it knows


def test_found_a_refusal_while_the_hand_is_face_down_tells_nothing_of_it() -> None:
    """With the mover's hand face down, ``press("deal")`` and a typed action
    were refused in the engine's words, which list the actions allowed: the
    tiles of the hand the screen hides."""
    game = games.new("dominoes", seed=5)
    session = TableSession(game, ["person", "person"])
    session.show_hand()
    session.play(game.legal_actions()[0])  # the lead; the next person's hand is face down
    assert session.needs_reveal
    before = session_state(session)
    hidden = [tile_name(t) for t in game.hand(game.to_move)]
    for call in (lambda: session.press("deal"), lambda: session.play("0|0@9|9"),
                 lambda: session.play("pass"), lambda: session.play(hidden[0] + "@0|0:9")):
        error = refused(ActionError, call)
        assert error.key == "dominoes.session.show_first"
        assert not any(name in error.message(language) for name in hidden
                       for language in ("en", "it"))
        assert session_state(session) == before
    session.show_hand()
    assert "allowed" in str(refused(IllegalActionError, lambda: session.press("deal")))
