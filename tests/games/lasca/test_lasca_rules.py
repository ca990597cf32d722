"""Every rule of Lasca (docs/lasca.md, L1–L4), one small position each.

Positions are written as the rules page writes them: the side to move,
then each column top first (``w``/``b`` soldiers, ``W``/``B`` officers).
"""

from __future__ import annotations

import pytest

from dominochess_widget import games
from dominochess_widget.core.errors import (
    ActionError,
    ActionSyntaxError,
    ArgumentTypeError,
    IllegalActionError,
    PositionError,
    SettingError,
)
from dominochess_widget.games.lasca import START_POSITION, Lasca, Termination
from dominochess_widget.games.lasca.board import SQUARES_BY_NAME


def lasca(text: str, officer: str = "flying", **settings: object) -> Lasca:
    game = games.from_position("lasca", text, officer=officer, **settings)
    assert isinstance(game, Lasca)
    return game


def moves(game: Lasca) -> list[str]:
    return sorted(str(m) for m in game.legal_actions())


def col(game: Lasca, name: str) -> str:
    return game.column(SQUARES_BY_NAME[name])


# ------------------------------------------------------------------ board
def test_the_start_eleven_soldiers_each_white_first() -> None:
    """Rules, "Board and pieces": 25 playing squares, 11 soldiers a side."""
    game = games.new("lasca")
    assert game.position() == START_POSITION
    assert game.to_move == "white"
    assert game.pieces_of("white") == game.pieces_of("black") == 11
    assert moves(game) == ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4"]


# ------------------------------------------------------------------ moves
def test_a_soldier_steps_forward_only() -> None:
    game = lasca("W d4=w a7=b")
    assert moves(game) == ["d4-c5", "d4-e5"]
    game = lasca("B d4=b a1=w")
    assert moves(game) == ["d4-c3", "d4-e3"]


def test_the_flying_officer_moves_any_distance_in_four_directions_L1() -> None:
    game = lasca("W d4=W a7=b")
    assert moves(game) == ["d4-a1", "d4-b2", "d4-b6", "d4-c3", "d4-c5", "d4-e3", "d4-e5",
                           "d4-f2", "d4-f6", "d4-g1", "d4-g7"]


def test_lasker_s_officer_moves_one_square_L1() -> None:
    game = lasca("W d4=W a7=b", officer="lasker")
    assert moves(game) == ["d4-c3", "d4-c5", "d4-e3", "d4-e5"]
    with pytest.raises(IllegalActionError, match="one square diagonally"):
        game.play("d4-f6")


def test_a_column_moves_as_its_commander_and_carries_its_prisoners() -> None:
    game = lasca("W d4=bW a1=w g7=B")  # d4 is Black's: a black soldier on a white officer
    assert [m for m in moves(game) if m.startswith("d4")] == []
    game = lasca("B d4=bW a1=w g7=B")
    game.play("d4-c3")
    assert col(game, "c3") == "bW" and col(game, "d4") == ""


# ------------------------------------------------------------------ captures
def test_capture_is_compulsory_with_free_choice_L2a() -> None:
    game = lasca("W c3=w g3=w b4=b d4=b d6=b a7=b")
    # c3 may take b4 (one piece) or d4 then d6 (two): no majority rule.
    assert moves(game) == ["c3xa5", "c3xe5xc7"]
    with pytest.raises(IllegalActionError, match="a capture is compulsory: c3xa5, c3xe5xc7"):
        game.play("g3-f4")


def test_a_soldier_captures_forward_only() -> None:
    game = lasca("W d4=w c3=b e3=b a7=b")  # enemies behind it: no capture
    assert all("x" not in m for m in moves(game))


def test_an_officer_captures_backward_too() -> None:
    game = lasca("W d4=W c3=b a7=b", officer="lasker")
    assert moves(game) == ["d4xb2"]


def test_only_the_commander_is_taken_and_goes_to_the_bottom() -> None:
    game = lasca("W c3=wb d4=bWw a7=b")
    game.play("c3xe5")
    assert col(game, "e5") == "wbb"  # the capturer, its prisoner, then d4's commander
    assert col(game, "d4") == "Ww"  # the rest stays: a white officer now commands it


def test_a_freed_prisoner_changes_the_column_s_owner_and_can_move() -> None:
    game = lasca("W c3=w d4=bW a5=b")
    game.play("c3xe5")
    assert game.owner(SQUARES_BY_NAME["d4"]) == "white"
    game.play("a5-b4")
    assert "d4-a7" in moves(game)  # the freed officer flies again


def test_a_prisoner_officer_keeps_its_face() -> None:
    game = lasca("W c3=w d4=bB g1=w")
    game.play("c3xe5")
    assert col(game, "d4") == "B" and col(game, "e5") == "wb"


def test_a_capture_goes_on_while_it_can() -> None:
    game = lasca("W c3=w d4=b d6=b a7=b")
    assert moves(game) == ["c3xe5xc7"]


def test_no_column_is_jumped_twice_L2() -> None:
    """A flying officer could loop back over b4 (still occupied: it had a
    prisoner): refused."""
    game = lasca("W e1=w a3=W e3=b b4=bb e5=b a7=b g7=b")
    assert moves(game) == ["a3xc5xf2", "a3xc5xg1", "a3xd6xf4xc1", "a3xd6xf4xd2"]
    looped = lasca("W c1=W b2=b d2=b b4=b d4=b g7=b")
    with pytest.raises(IllegalActionError, match=r"b2 was already jumped in this move.*L2"):
        looped.play("c1xa3xc5xe3xc1xa3")
    assert str(looped.play("c1xa3xc5xe3xc1")) == "c1xa3xc5xe3xc1"


def test_an_emptied_square_blocks_until_the_move_ends_L2() -> None:
    game = lasca("W e1=w g1=w b2=b d4=W a5=b g5=b f6=b a7=b")
    assert moves(game) == ["d4xa1", "d4xg7"]


def test_a_flying_officer_lands_where_it_can_go_on_L2() -> None:
    game = lasca("W e1=w a3=W e3=b b4=b f6=b a7=b c7=b")
    assert moves(game) == ["a3xc5xf2", "a3xc5xg1", "a3xe7xg5xc1", "a3xe7xg5xd2"]
    assert moves(lasca("W e1=w a3=W e3=b b4=b f6=b a7=b c7=b", officer="lasker")) == ["a3xc5"]


def test_each_path_is_one_action_L3() -> None:
    paths = [m.path for m in lasca("W a1=W c3=b g7=b").legal_actions()]
    assert len(paths) == len(set(paths))
    assert moves(lasca("W a1=W c3=b g7=b")) == ["a1xd4", "a1xe5", "a1xf6"]


# ------------------------------------------------------------------ promotion
def test_promotion_ends_the_move_even_mid_capture() -> None:
    game = lasca("W c1=w g1=w a3=w b4=b b6=b d6=b f6=b g7=b")
    assert moves(game) == ["a3xc5xa7", "a3xc5xe7"]  # from e7 an officer could take f6
    move = game.play("a3xc5xe7")
    assert move.promotes and col(game, "e7") == "Wbb"  # only the commander turned over


def test_promotion_by_a_plain_move() -> None:
    game = lasca("W b6=wb g1=w g5=b")
    game.play("b6-a7")
    assert col(game, "a7") == "Wb"
    game = lasca("B b2=bwW g7=B")
    game.play("b2-a1")
    assert col(game, "a1") == "BwW"


# ------------------------------------------------------------------ the end
def test_no_move_loses_all_pieces_prisoners() -> None:
    game = lasca("B c3=wbb a1=w")
    assert game.is_over and game.result == "white" and game.termination is Termination.NO_MOVES


def test_no_move_loses_every_column_blocked() -> None:
    game = lasca("W a1=w b2=b c3=b e5=bw g7=B")
    assert moves(game) == [] and game.result == "black"


def test_the_repetition_house_rule_L4() -> None:
    game = lasca("W a1=W a7=B")
    for _ in range(2):
        for move in ("a1-b2", "a7-b6", "b2-a1", "b6-a7"):
            assert not game.is_over
            game.play(move)
    assert game.is_over and game.result == "draw"
    assert game.termination is Termination.REPETITION
    game = lasca("W a1=W a7=B", repetition=False)
    for _ in range(2):
        for move in ("a1-b2", "a7-b6", "b2-a1", "b6-a7"):
            game.play(move)
    assert not game.is_over


def test_agreement_and_resignation_and_their_undo_L4() -> None:
    game = games.new("lasca")
    game.agree_draw()
    assert game.result == "draw" and game.termination is Termination.AGREEMENT
    game.undo()
    game.resign("white")
    assert game.result == "black" and game.scores() == {"white": 0.0, "black": 1.0}
    game.undo()
    assert not game.is_over
    with pytest.raises(ActionError):
        game.undo()


# ------------------------------------------------------------------ text and errors
@pytest.mark.parametrize(("text", "key"), [
    ("", "lasca.position.syntax"),
    ("X a1=w", "lasca.position.bad_side"),
    ("W a1", "lasca.position.bad_item"),
    ("W b1=w", "lasca.position.light_square"),
    ("W a1=wx", "lasca.position.bad_column"),
    ("W a1=w a1=b", "lasca.position.square_twice"),
    ("W a7=wb", "lasca.position.soldier_on_far_rank"),
    ("W a1=wwwwwwwwwwww", "lasca.position.too_many"),
])
def test_a_bad_position_is_refused_in_words(text: str, key: str) -> None:
    with pytest.raises(PositionError) as caught:
        games.from_position("lasca", text)
    assert caught.value.key == key
    for language in ("en", "it"):
        message = caught.value.message(language)
        assert message and key not in message


def test_a_refused_action_changes_nothing_and_says_why() -> None:
    game = lasca("W c3=w g3=w d4=b a7=b")
    before = game.position()
    for text, key in [("c3x", "lasca.action.syntax"), ("b1-c2", "lasca.action.light_square"),
                      ("e5-f6", "lasca.action.no_piece"),
                      ("d4-c3", "lasca.action.not_your_column"),
                      ("g3-f4", "lasca.action.capture_compulsory"),
                      ("c3-e5", "lasca.action.write_capture")]:
        with pytest.raises((IllegalActionError, ActionSyntaxError)) as caught:
            game.play(text)
        assert caught.value.key == key, text
        assert game.position() == before


def test_a_capture_named_by_its_start_and_end() -> None:
    game = lasca("W c3=w d4=b d6=b f6=b a5=b")
    with pytest.raises(IllegalActionError, match="cannot capture this way; it can play c3xe5xc7"):
        game.play("c3xe5")  # the capture goes on: it does not stop on e5
    assert str(game.play("c3xg7")) == "c3xe5xg7"  # start and end name one route


def test_a_one_jump_capture_is_named_exactly_even_when_a_longer_route_has_its_ends() -> None:
    # The officer on e3 may jump f2 to g1, or fly a longer loop that also ends
    # on g1: "e3xg1" is the one-jump route's own full name (L3: free choice).
    game = lasca("W e1=w g3=w e3=W c7=W a7=b a3=b f2=B f4=B f6=b d6=b")
    ends = [m for m in game.legal_actions() if (m.start, m.end) == (m.path[0], m.path[-1])
            and str(m).startswith("e3x") and str(m).endswith("g1")]
    assert len(ends) > 1  # several routes share the ends
    for move in game.legal_actions():  # every listed move can be played by its name
        assert str(game.clone().play(move)) == str(move)
    assert str(game.play("e3xg1")) == "e3xg1"


@pytest.mark.parametrize(("settings", "error"), [
    ({"officer": "king"}, SettingError), ({"officer": 3}, ArgumentTypeError),
    ({"repetition": "yes"}, ArgumentTypeError), ({"colour": "red"}, SettingError),
])
def test_bad_settings_are_refused(settings: dict[str, object], error: type) -> None:
    with pytest.raises(error):
        games.new("lasca", **settings)


def test_positions_round_trip() -> None:
    for text in ("W c3=wbB e5=bW g7=B", START_POSITION, "B a1=wbWB"):
        assert lasca(text).position() == text
