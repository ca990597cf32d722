"""Russian draughts, rule by rule (docs/russian_draughts.md, S1–S3), the
notation, the errors a teacher may see, and properties of random games."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget.core import registry
from dominochess_widget.core.errors import (
    ActionError,
    ActionSyntaxError,
    ArgumentTypeError,
    DominoChessError,
    IllegalActionError,
    PositionError,
    SettingError,
)
from dominochess_widget.core.messages import CATALOGUES
from dominochess_widget.core.protocol import GameState
from dominochess_widget.games.russian import (
    START_POSITION,
    Draughts,
    Move,
    Result,
    Seat,
    Settings,
    Termination,
    perft,
)
from dominochess_widget.games.russian.board import parse_square
from dominochess_widget.games.russian.messages import MESSAGES

#: The start position as the rules page writes it (Black's list unsorted).
RULES_START = "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Bb6,b8,a7,c7,d6,d8,e7,f6,f8,g7,h6,h8"


def sq(name: str) -> int:
    square = parse_square(name)
    assert square is not None
    return square


def texts(game: Draughts) -> set[str]:
    return {str(m) for m in game.legal_actions()}


def play_all(game: Draughts, moves: str) -> None:
    for text in moves.split():
        game.play(text)


def refused(game: Draughts, text: str, error: type[DominoChessError] = IllegalActionError) -> str:
    """Play ``text``, expect ``error``, check that nothing changed; the message."""
    before, history = game.clone(), game.history
    with pytest.raises(error) as info:
        game.play(text)
    assert game == before and game.history == history
    return str(info.value)


# ------------------------------------------------------------------ the start
def test_start_position() -> None:
    game = Draughts.new()
    assert isinstance(game, GameState)
    assert game.game_name == "russian" and game.seats == ("white", "black")
    assert game.to_move == "white" and game.to_move is Seat.WHITE
    assert game.position() == START_POSITION
    assert Draughts.from_position(RULES_START) == game  # any order of the squares
    assert texts(game) == {"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"}
    assert not game.is_over and game.result is None and game.scores() is None
    assert game.termination is None and game.history == []
    assert game.piece_at(sq("a1")) == (Seat.WHITE, False)
    assert game.piece_at(sq("h8")) == (Seat.BLACK, False)
    assert game.piece_at(sq("d4")) is None and game.piece_at(sq("a2")) is None
    assert len(list(game.pieces())) == 24
    with pytest.raises(ActionError):
        game.piece_at(64)


def test_men_move_forward_only() -> None:
    game = Draughts.from_position("W:Wd4:Bh8")
    assert texts(game) == {"d4-c5", "d4-e5"}
    assert "a man moves one square diagonally forward" in refused(game, "d4-c3")
    black = Draughts.from_position("B:Wa1:Bd4")
    assert texts(black) == {"d4-c3", "d4-e3"}


# ------------------------------------------------------------------ captures
def test_men_capture_backwards() -> None:
    game = Draughts.from_position("W:Wd4,a1:Bc3,h8")
    (move,) = game.legal_actions()
    assert str(move) == "d4:b2" and move.captured == (sq("c3"),) and move.is_capture
    game.play(move)
    assert game.piece_at(sq("c3")) is None and game.piece_at(sq("b2")) == (Seat.WHITE, False)


def test_capture_is_compulsory_and_the_refusal_says_so() -> None:
    game = Draughts.from_position("W:Wc3,a1:Bd4,h8")
    assert texts(game) == {"c3:e5"}
    message = refused(game, "a1-b2")
    assert message == "a1-b2: a capture is compulsory: c3:e5."
    with pytest.raises(IllegalActionError) as info:
        game.play("a1-b2")
    assert info.value.message("it") == "a1-b2: la presa è obbligatoria: c3:e5."
    assert "is a capture: write it c3:e5" in refused(game, "c3-e5")
    # Kings too: the king must take, although it could also just move.
    king = Draughts.from_position("W:WKa1:Bc3,h8")
    assert texts(king) == {"a1:d4", "a1:e5", "a1:f6", "a1:g7"}


def test_free_choice_a_shorter_capture_is_allowed() -> None:
    game = Draughts.from_position("W:Wc3:Bb4,d4,f6,h8")
    assert texts(game) == {"c3:a5", "c3:e5:g7"}
    game.play("c3:a5")  # one piece, although two could be taken
    assert game.to_move is Seat.BLACK


def test_a_capture_goes_on_to_the_end() -> None:
    game = Draughts.from_position("W:Wc3:Bd4,f6,h8")
    assert texts(game) == {"c3:e5:g7"}
    assert "cannot capture this way; it can play c3:e5:g7" in refused(game, "c3:e5")


def test_turkish_strike_captured_pieces_stay_and_block() -> None:
    # From b4 the king would take c3 and land on d2, but the man it took
    # first still stands on d2: the capture ends at b4 (or a3).
    game = Draughts.from_position("W:WKc1:Bc3,c5,d2,e5")
    assert texts(game) == {"c1:e3:a7", "c1:e3:b6", "c1:f4:d6:a3", "c1:f4:d6:b4"}
    assert all(sq("c3") not in m.captured for m in game.legal_actions())
    refused(game, "c1:f4:d6:b4:d2")
    refused(game, "c1:f4:d6:b4:e1")
    game.play("c1:f4:d6:b4")
    assert game.piece_at(sq("c3")) == (Seat.BLACK, False)
    assert all(game.piece_at(sq(s)) is None for s in ("d2", "e5", "c5"))


def test_a_piece_is_not_jumped_twice() -> None:
    # The ring: after taking all four, the king is back on e3 next to the
    # first man it took; it cannot take it again.
    game = Draughts.from_position("W:WKe3:Bd4,d6,f4,f6")
    for move in game.legal_actions():
        assert len(move.captured) == len(set(move.captured)) == 4


def test_promotion_during_a_capture_goes_on_as_a_king() -> None:
    game = Draughts.from_position("W:Wd6:Be7,g7,f4,c5")
    assert texts(game) == {"d6:f8:h6:e3:b6", "d6:f8:h6:e3:a7", "d6:b4"}
    move = game.play("d6:f8:h6:e3:a7")
    assert move.promotes and move.path[1] == sq("f8")
    assert move.captured == tuple(map(sq, ("e7", "g7", "f4", "c5")))
    assert game.piece_at(sq("a7")) == (Seat.WHITE, True)
    assert game.result is Result.WHITE  # Black has nothing left


def test_promotion_at_the_end_of_a_move_or_a_capture() -> None:
    quiet = Draughts.from_position("W:Wc7:Ba3")
    assert {(str(m), m.promotes) for m in quiet.legal_actions()} == {
        ("c7-b8", True),
        ("c7-d8", True),
    }
    quiet.play("c7-d8")
    assert quiet.piece_at(sq("d8")) == (Seat.WHITE, True)
    capture = Draughts.from_position("B:Wd2:Be3,h8")
    (move,) = capture.legal_actions()
    assert str(move) == "e3:c1" and move.promotes


def test_flying_king_moves() -> None:
    game = Draughts.from_position("W:WKd4:Bh8")
    assert texts(game) == {
        f"d4-{s}" for s in ("a1", "b2", "c3", "e5", "f6", "g7", "a7", "b6", "c5", "e3", "f2", "g1")
    }
    assert "a king moves along a diagonal" in refused(game, "d4-d6")
    blocked = Draughts.from_position("W:WKd4,f6:Bh8")
    assert "d4-g7" not in texts(blocked)
    refused(blocked, "d4-g7")


def test_flying_king_captures_at_a_distance() -> None:
    game = Draughts.from_position("W:WKa1:Bd4")
    assert texts(game) == {"a1:e5", "a1:f6", "a1:g7", "a1:h8"}
    # Two pieces in a row cannot be jumped: no capture, just moves.
    two = Draughts.from_position("W:WKa1:Bc3,d4")
    assert texts(two) == {"a1-b2"}


def test_s1_a_king_lands_where_it_can_go_on() -> None:
    game = Draughts.from_position("W:WKa1:Bc3,f4")
    # After c3 the king could land on d4, e5, f6, g7 or h8; only from e5 can
    # it go on (to take f4), so it must land there.
    assert texts(game) == {"a1:e5:g3", "a1:e5:h2"}
    refused(game, "a1:d4")
    refused(game, "a1:f6")


def test_s1_every_landing_that_goes_on_is_allowed() -> None:
    # From e5 and from f6 the king can take g7: both landings stay, and the
    # two routes end alike (h8, same pieces): one action (S2).
    game = Draughts.from_position("W:WKa1:Bd4,g7")
    assert texts(game) == {"a1:e5:h8"}
    assert game.parse_action("a1:f6:h8") == game.parse_action("a1:e5:h8")


def test_s2_a_ring_taken_either_way_is_one_action() -> None:
    game = Draughts.from_position("W:WKe3:Bd4,d6,f4,f6")
    moves = game.legal_actions()
    assert len(moves) == perft(game, 1) == 5
    back = [m for m in moves if m.end == sq("e3")]
    assert len(back) == 1
    clockwise = game.parse_action("e3:g5:e7:c5:e3")
    anticlockwise = game.parse_action("e3xc5xe7xg5xe3")
    assert clockwise == anticlockwise == back[0] == game.parse_action("e3:e3")
    after = game.clone()
    after.play("e3:c5:e7:g5:e3")
    assert after.position() == "B:WKe3:B" and after.history == [back[0]]


def test_start_and_end_alone_when_unambiguous() -> None:
    game = Draughts.from_position("W:WKf8:Bg7,h2,f2,f4,e7")
    assert texts(game) >= {"f8:c5:g1", "f8:h6:e3:g1"}
    message = refused(game, "f8:g1")
    assert "could be more than one capture" in message and "f8:c5:g1" in message
    assert str(game.parse_action("f8:c5:g1")) == "f8:c5:g1"
    assert str(Draughts.from_position("W:Wc3:Bd4,f6,h8").parse_action("c3xg7")) == "c3:e5:g7"


# ------------------------------------------------------------------ the end
def test_a_player_who_cannot_move_loses() -> None:
    game = Draughts.from_position("B:Wg7,f6:Bh8")  # h8 is shut in
    assert game.is_over and game.legal_actions() == [] and game._codes() == []
    assert game.result is Result.WHITE and game.termination is Termination.NO_MOVES
    assert game.scores() == {"white": 1.0, "black": 0.0}
    assert game.result.message_key == "result.white"
    assert "game is over" in refused(game, "h8-g7")


def test_a_player_without_pieces_loses() -> None:
    game = Draughts.from_position("W:Wc3:Bd4")
    game.play("c3:e5")
    assert game.result is Result.WHITE and game.termination is Termination.NO_MOVES
    game.undo()
    assert not game.is_over
    empty = Draughts.from_position("W:W:Bh8")
    assert empty.result is Result.BLACK and empty.scores() == {"white": 0.0, "black": 1.0}


SHUFFLE = "a1-b2 h6-f8 b2-a1 f8-h6"  # two kings going to and fro, nothing else happens


def test_draw_by_threefold_repetition() -> None:
    game = Draughts.from_position("W:WKa1:BKh6")
    play_all(game, SHUFFLE)
    assert not game.is_over  # the start position has occurred twice
    play_all(game, SHUFFLE)
    assert game.result is Result.DRAW and game.termination is Termination.REPETITION
    assert game.scores() == {"white": 0.5, "black": 0.5}
    game.undo()
    assert not game.is_over
    off = Draughts.from_position("W:WKa1:BKh6", repetition=False)
    play_all(off, " ".join([SHUFFLE] * 3))
    assert not off.is_over


def test_draw_when_only_kings_move_for_fifteen_moves_each() -> None:
    game = Draughts.from_position("W:WKa1:BKh6", repetition=False)
    play_all(game, " ".join([SHUFFLE] * 7) + " a1-b2")  # 29 plies
    assert not game.is_over
    game.play("h6-f8")  # Black's 15th: 15 king moves each
    assert game.result is Result.DRAW and game.termination is Termination.KINGS_ONLY
    off = Draughts.from_position("W:WKa1:BKh6", repetition=False, kings_only=None)
    play_all(off, " ".join([SHUFFLE] * 10))
    assert not off.is_over


def test_kings_only_count_restarts_after_a_man_moves() -> None:
    game = Draughts.from_position("W:WKa1,g1:BKh6", repetition=False, kings_only=2)
    play_all(game, "a1-b2 h6-f8 g1-h2 f8-h6 b2-a1 h6-f8")
    assert not game.is_over  # the man's move started the count again
    game.play("a1-b2")
    assert game.termination is Termination.KINGS_ONLY


def test_draw_three_kings_cannot_catch_a_lone_king() -> None:
    start = "W:WKa1,Kc1,Ke1:BKh6"
    game = Draughts.from_position(start, repetition=False)
    shuffle = "e1-f2 h6-f8 f2-e1 f8-h6"
    play_all(game, " ".join([shuffle] * 7))  # White has made 14 moves
    assert not game.is_over
    game.play("e1-f2")  # White's 15th move: the lone king is still there
    assert game.result is Result.DRAW and game.termination is Termination.THREE_KINGS
    off = Draughts.from_position(start, repetition=False, three_kings=False)
    play_all(off, " ".join([shuffle] * 7) + " e1-f2")
    assert not off.is_over
    off.play("h6-f8")
    assert off.termination is Termination.KINGS_ONLY


def test_three_kings_count_starts_when_the_balance_arises() -> None:
    game = Draughts.from_position("W:WKa1,Kc1,g7:BKh2", repetition=False, three_kings=2)
    play_all(game, "a1-b2 h2-g1 b2-a1 g1-h2")  # men on the board: no count yet
    game.play("g7-h8")  # the third king: three kings against one, from here
    play_all(game, "h2-g1 a1-b2 g1-h2")
    assert not game.is_over  # White's first move since the balance arose
    game.play("b2-a1")
    assert game.termination is Termination.THREE_KINGS


def test_resignation() -> None:
    game = Draughts.new()
    game.play("c3-d4")
    before = game.clone()
    game.resign()
    assert game.result is Result.WHITE and game.termination is Termination.RESIGNATION
    assert game.termination.message_key == "termination.resignation"
    assert game.scores() == {"white": 1.0, "black": 0.0}
    assert game.legal_actions() == []
    with pytest.raises(IllegalActionError, match="already over"):
        game.resign("white")
    game.undo()  # takes back the resignation
    assert game == before
    game.resign(" White ")
    assert game.scores() == {"white": 0.0, "black": 1.0}
    game.undo()
    with pytest.raises(SettingError):
        game.resign("red")
    with pytest.raises(ArgumentTypeError):
        game.resign(3)  # type: ignore[arg-type]
    assert game == before


def test_agreed_draw() -> None:
    game = Draughts.new()
    game.agree_draw()
    assert game.result is Result.DRAW and game.termination is Termination.AGREEMENT
    assert game.scores() == {"white": 0.5, "black": 0.5}
    assert perft(game, 2) == 0
    game.undo()
    assert game == Draughts.new()


# ------------------------------------------------------------------ input
def test_refused_input_changes_nothing() -> None:
    game = Draughts.new()
    play_all(game, "c3-d4 f6-g5 g3-f4")
    for text in ("", "zz9", "a1-a1", "1:Ka1-h8", "c3-d4-e5", "c3:d4-e5", "d4-e5", "h6-g5",
                 "f4-e5", "c1-d2", "d4:f6", "a3-a4", "e3-f4"):
        refused(game, text, DominoChessError)
    with pytest.raises(ArgumentTypeError):
        game.play(3)  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError):
        game.parse_action(None)  # type: ignore[arg-type]


def test_notation_is_read_leniently() -> None:
    game = Draughts.from_position("W:Wc3:Bd4,f6,h8")
    target = game.legal_actions()[0]
    for text in ("c3:e5:g7", "C3XE5XG7", " c3 x e5 x g7 ", "c3:g7", "c3xe5:g7"):
        assert game.parse_action(text) == target
    assert game.parse_action(str(target)) == target
    assert game.play(Move((sq("c3"), sq("e5"), sq("g7")), (sq("d4"), sq("f6")))) == target


@pytest.mark.parametrize(
    ("text", "error", "words"),
    [
        ("", ActionSyntaxError, "is not a move"),
        ("c3", ActionSyntaxError, "is not a move"),
        ("c3-d4-e5", ActionSyntaxError, "is not a move"),
        ("i3-d4", ActionSyntaxError, "is not a move"),
        ("c3-c4", IllegalActionError, "c4 is a light square"),
        ("d4-e5", IllegalActionError, "there is no piece on d4"),
        ("f6-e5", IllegalActionError, "is Black's, and it is White's turn"),
        ("b2-c3", IllegalActionError, "c3 is not empty"),
        ("c3:d4", IllegalActionError, "captures nothing: write it c3-d4"),
        ("c3:e5", IllegalActionError, "there is nothing to capture now"),
        ("c1-c1", IllegalActionError, "must leave its square"),
    ],
)
def test_each_refusal_explains(text: str, error: type[DominoChessError], words: str) -> None:
    assert words in refused(Draughts.new(), text, error)


def test_game_over_refuses_moves() -> None:
    game = Draughts.new()
    game.agree_draw()
    assert "the game is over (draw)" in refused(game, "c3-d4")


def test_undo_with_nothing_to_undo() -> None:
    game = Draughts.new()
    with pytest.raises(ActionError, match="nothing to undo"):
        game.undo()
    assert isinstance(ActionError("undo.nothing"), DominoChessError)


# ------------------------------------------------------------------ positions
def test_position_round_trip_and_canonical_order() -> None:
    text = "W:Wa1,c3,Kd4:Bb6,h8"
    assert Draughts.from_position(text).position() == text
    assert Draughts.from_position(" w : w kd4 , c3,a1 : B h8,b6 ").position() == text
    assert Draughts.from_position("B:BKh8:Wa1").position() == "B:Wa1:BKh8"
    assert Draughts.from_position("W:W:B").position() == "W:W:B"
    assert Draughts.from_position("W:Bb6").position() == "W:W:Bb6"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "is not a position"),
        ("white to move", "is not a position"),
        ("X:Wa1:Bh8", "'X' is not the side to move"),
        ("W:Wa1:Qh8", "'Qh8' is not a list of pieces"),
        ("W:Wa1:Wc3", "White's pieces are listed twice"),
        ("W:Wa1,z9:Bh8", "'z9' is not a square"),
        ("W:Wa2:Bh8", "a2 is a light square"),
        ("W:Wa1,a1:Bh8", "a1 is given twice"),
        ("W:Wa1:Bh8,Ka1", "a1 is given twice"),
        ("W:Wb8:Bh8", "A White man cannot stand on b8"),
        ("W:Wa1:Bc1", "A Black man cannot stand on c1"),
    ],
)
def test_bad_positions_are_explained(text: str, words: str) -> None:
    with pytest.raises(PositionError, match=words):
        Draughts.from_position(text)


def test_a_king_may_stand_on_its_crown_row() -> None:
    assert Draughts.from_position("W:WKb8:BKc1").position() == "W:WKb8:BKc1"


def test_equality_is_position_side_counters_and_settings() -> None:
    a, b = Draughts.new(), Draughts.new()
    assert a == b and a != Draughts.new(repetition=False) and a != "x"
    a.play("c3-d4")
    assert a != b
    b.play("c3-d4")
    assert a == b
    kings = Draughts.from_position("W:WKa1:BKh6")
    moved = kings.clone()
    play_all(moved, SHUFFLE)
    assert moved.position() == kings.position() and moved != kings  # the kings-only count


# ------------------------------------------------------------------ settings
def test_settings() -> None:
    assert Draughts.new().settings == Settings(True, 15, 15)
    game = Draughts.new(repetition=False, three_kings=None, kings_only=False)
    assert game.settings == Settings(False, None, None)
    with pytest.raises(SettingError, match="not a setting of Russian draughts"):
        Draughts.new(draw_rule=50)
    with pytest.raises(ArgumentTypeError):
        Draughts.new(repetition="yes")
    with pytest.raises(ArgumentTypeError):
        Draughts.new(three_kings=True)
    with pytest.raises(ArgumentTypeError):
        Draughts.from_position(START_POSITION, kings_only=1.5)
    with pytest.raises(SettingError):
        Draughts.new(kings_only=0)


def test_the_registry_entry() -> None:
    info = registry.info("russian")
    assert info.title_key == "game_title.russian" and info.seats == ("white", "black")
    game = registry.new("russian", seed=3, repetition=False)
    assert isinstance(game, Draughts) and not game.settings.repetition
    assert registry.from_position("russian", "W:Wc3:Bd4").position() == "W:Wc3:Bd4"
    assert registry.perft(game, 3) == 302
    with pytest.raises(ArgumentTypeError):
        registry.new("russian", seed="x")  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError):
        perft(object(), 1)  # type: ignore[arg-type]
    with pytest.raises(SettingError):
        perft(game, -1)


def test_messages_exist_in_english_and_italian() -> None:
    english, italian = MESSAGES["en"], MESSAGES["it"]
    assert set(english) == set(italian)
    for key, text in english.items():
        assert CATALOGUES["en"][key] == text and CATALOGUES["it"][key] == italian[key]
        assert italian[key] != text, key
    for member in (*Seat, *Result, *Termination):
        assert member.message_key in CATALOGUES["en"] and member.message_key in CATALOGUES["it"]


# ------------------------------------------------------------------ the fast path
def test_move_code_and_history() -> None:
    game = Draughts.new()
    play_all(game, "c3-d4 f6-e5 d4:f6 e7:g5 g3-h4")
    assert [str(m) for m in game.history] == ["c3-d4", "f6-e5", "d4:f6", "e7:g5", "g3-h4"]
    assert game.start_position() == START_POSITION
    for move in game.legal_actions():
        assert move.code in game._codes()
        assert (move.code >> 13 != 0) == move.is_capture


def test_push_and_pop_restore_everything() -> None:
    game = Draughts.new()
    play_all(game, "c3-d4 f6-e5 d4:f6")
    before = game.clone()
    for code in game._codes():
        game._push(code)
        game._pop()
        assert game == before


def random_game(seed: int, plies: int) -> Draughts:
    rng = random.Random(seed)
    game = Draughts.new()
    for _ in range(plies):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    return game


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 120))
def test_play_and_undo_restore(seed: int, plies: int) -> None:
    game = random_game(seed, plies)
    before, position, history = game.clone(), game.position(), game.history
    for move in game.legal_actions():
        game.play(move)
        assert game.history == [*history, move]
        game.undo()
        assert game == before and game.position() == position


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 120))
def test_clones_are_independent(seed: int, plies: int) -> None:
    game = random_game(seed, plies)
    copy = game.clone()
    position = copy.position()
    if not game.is_over:
        game.play(game.legal_actions()[0])
        assert copy.position() == position and copy.history != game.history
    else:
        game.undo()
    assert copy.position() == position and copy == copy.clone()


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 200))
def test_position_round_trips_and_perft_counts_the_actions(seed: int, plies: int) -> None:
    game = random_game(seed, plies)
    text = game.position()
    again = Draughts.from_position(text)
    assert again.position() == text
    assert again._codes() == game._codes()
    # perft ignores the automatic draws (S3); legal_actions is empty once the game is over.
    assert perft(game, 1) == len(game._codes())
    if not game.is_over:
        assert perft(game, 1) == len(game.legal_actions())
        for move in game.legal_actions():
            assert game.parse_action(str(move)) == move
    no_draws = Draughts.from_position(text, repetition=False, three_kings=None, kings_only=None)
    assert perft(game, 2) == registry.generic_perft(no_draws, 2)
