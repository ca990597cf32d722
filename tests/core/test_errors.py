"""Bad input gets a clear, specific error, and a refused call changes nothing.

Messages are checked by their catalogue key and by the parts a reader needs
(square names, the kind's name, the half), so a reworded message still passes
but one that names the wrong square or piece fails.
"""

from __future__ import annotations

import pytest

from dominochess_widget import (
    Action,
    ActionError,
    ActionSyntaxError,
    ArgumentTypeError,
    DominoChessError,
    Game,
    IllegalActionError,
    PositionError,
    RecordError,
    SettingError,
    TileMapping,
)

GOOD = "7k/8/8/8/8/8/8/K7"


def pos(placement: str, tile: object, to_move: str = "red", **settings: object) -> Game:
    return Game.from_position(placement, to_move, tile, seed=0, **settings)  # type: ignore[arg-type]


def test_every_error_class_is_a_value_error() -> None:
    for cls in (
        DominoChessError, PositionError, SettingError, ActionError, ActionSyntaxError,
        IllegalActionError, RecordError,
    ):
        assert issubclass(cls, ValueError)
    assert issubclass(ActionSyntaxError, ActionError)
    assert issubclass(IllegalActionError, ActionError)


# ---------------------------------------------------------------- placements
@pytest.mark.parametrize(
    ("placement", "key", "parts"),
    [
        ("8/8/8/8/8/8/K6k", "position.rank_count", ["8", "7"]),
        ("7k/8/8/8/8/8/8/8/K7", "position.rank_count", ["9"]),
        ("", "position.rank_count", ["1"]),
        ("7k/8/8/8/8/8/PPPPPPPP/K7", "position.bad_char", ["'P'", "rank 2"]),
        ("7k/8/8/8/8/8/8/K6x", "position.bad_char", ["'x'", "rank 1"]),
        ("7k/8/8/8/8/8/8/K8", "position.rank_width", ["Rank 1", "9"]),
        ("7k/8/8/8/8/8/8/K6", "position.rank_width", ["Rank 1", "7"]),
        ("7k/8/8/7/8/8/8/K7", "position.rank_width", ["Rank 5", "7"]),
        ("7k/8/8/8/8/8/8/KKK5", "position.too_many", ["Red", "3", "king", "2"]),
        ("qqq4k/8/8/8/8/8/8/K7", "position.too_many", ["Blue", "3", "queen", "2"]),
        ("7k/8/8/8/8/8/8/KRRRRR2", "position.too_many", ["Red", "5", "rook", "4"]),
        ("7k/8/8/8/8/8/NNNNN3/K7", "position.too_many", ["Red", "5", "knight", "4"]),
        ("7k/bbbbb3/8/8/8/8/8/K7", "position.too_many", ["Blue", "5", "bishop", "4"]),
        ("7k/8/8/8/8/8/8/Q7", "position.no_king", ["Red", "king"]),
        ("7q/8/8/8/8/8/8/K7", "position.no_king", ["Blue", "king"]),
        ("8/8/8/8/8/8/8/8", "position.no_king", ["Red"]),
    ],
)
def test_malformed_placement(placement: str, key: str, parts: list[str]) -> None:
    with pytest.raises(PositionError) as info:
        Game.from_position(placement, "red", "3|5", seed=0)
    assert info.value.key == key
    for part in parts:
        assert part in str(info.value), (part, str(info.value))


@pytest.mark.parametrize("placement", [None, 42, ["7k", "8"]])
def test_placement_must_be_text(placement: object) -> None:
    with pytest.raises(TypeError, match="placement must be text") as info:
        Game.from_position(placement, "red", "3|5", seed=0)  # type: ignore[arg-type]
    assert isinstance(info.value, ArgumentTypeError) and info.value.key == "type.text"


def test_placement_with_a_superscript_digit_is_a_position_error() -> None:
    with pytest.raises(PositionError):
        Game.from_position("7k/8/8/8/8/8/8/K²5", "red", "3|5", seed=0)


@pytest.mark.parametrize("side", ["green", "", "r", "1", "white"])
def test_bad_side(side: str) -> None:
    with pytest.raises(PositionError) as info:
        Game.from_position(GOOD, side, "3|5", seed=0)
    assert info.value.key == "position.bad_side"
    assert "red" in str(info.value) and "blue" in str(info.value)


@pytest.mark.parametrize("side", [None, 0, 1.5])
def test_side_of_a_wrong_type(side: object) -> None:
    with pytest.raises(TypeError, match="to_move") as info:
        Game.from_position(GOOD, side, "3|5", seed=0)  # type: ignore[arg-type]
    assert "red" in str(info.value) and "blue" in str(info.value)
    if side is not None:  # resign(None): the side to move resigns
        game = Game.new(seed=0)
        with pytest.raises(TypeError, match="side"):
            game.resign(side)  # type: ignore[arg-type]
        assert game == Game.new(seed=0)


def test_side_is_case_and_space_tolerant() -> None:
    assert str(Game.from_position(GOOD, " Blue ", "3|5", seed=0).to_move) == "blue"


# ---------------------------------------------------------------- tiles, pools
@pytest.mark.parametrize(
    "tile", ["7|1", "3", "3|5|6", "abc", "", "[3|7]", (1, 2, 3), (3,), (-1, 2), (7, 7),
             (True, 2), (3.0, 5), None, 35, {3, 5}],
)
def test_bad_tile(tile: object) -> None:
    with pytest.raises(SettingError, match="not a domino tile") as info:
        Game.from_position(GOOD, "red", tile, seed=0)
    assert info.value.key in ("tile.bad_text", "tile.bad_value")


@pytest.mark.parametrize("tile", ["3|5", "5|3", "[3|5]", " 3 | 5 ", "3:5", "3-5", (5, 3), [3, 5]])
def test_tile_forms_accepted(tile: object) -> None:
    assert Game.from_position(GOOD, "red", tile, seed=0).tile == (3, 5)


def test_pool_with_a_repeated_tile() -> None:
    with pytest.raises(PositionError) as info:
        Game.from_position(GOOD, "red", "3|5", pool=["0|1", "1|0"], seed=0)
    assert info.value.key == "pool.repeated"
    assert "[0|1]" in str(info.value)


def test_pool_repeating_the_current_tile() -> None:
    with pytest.raises(PositionError, match=r"\[3\|5\]") as info:
        Game.from_position(GOOD, "red", "3|5", pool=["5|3"], seed=0)
    assert info.value.key == "pool.repeated"


@pytest.mark.parametrize("pool", ["0|1", 5, {(0, 1)}, (t for t in [(0, 1)])])
def test_pool_that_is_not_a_list(pool: object) -> None:
    with pytest.raises(TypeError, match="pool must be a list of tiles"):
        Game.from_position(GOOD, "red", "3|5", pool=pool, seed=0)  # type: ignore[arg-type]


def test_pool_with_a_bad_tile() -> None:
    with pytest.raises(SettingError, match="7") as info:
        Game.from_position(GOOD, "red", "3|5", pool=["0|1", "7|7"], seed=0)
    assert info.value.key in ("tile.bad_text", "tile.bad_value")


# ---------------------------------------------------------------- settings
@pytest.mark.parametrize("seed", [1.5, "7", True, [1], float("nan")])
def test_seed_of_a_wrong_type(seed: object) -> None:
    with pytest.raises(TypeError, match="seed"):
        Game.new(seed=seed)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="seed"):
        Game.from_position(GOOD, "red", "3|5", seed=seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [-1, 2**64])
def test_bad_seed(seed: object) -> None:
    with pytest.raises(SettingError, match="not a seed") as info:
        Game.new(seed=seed)  # type: ignore[arg-type]
    assert info.value.key == "seed.bad"
    with pytest.raises(SettingError, match="not a seed"):
        Game.from_position(GOOD, "red", "3|5", seed=seed)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "mapping",
    ["KQRB", "KQRBNK", "KQRBX", "K Q R B N", "1=K 2=Q 3=R 4=B", "1=K 2=Q 3=R 4=B 5=N 6=K",
     "1=K,2=Q,3=R,4=B,5=N", "0=K 2=Q 3=R 4=B 5=N", "", 42, ["K", "Q", "R", "B", "N"],
     {1: "K", 2: "Q", 3: "R", 4: "B"}, {1: "K", 2: "Q", 3: "R", 4: "B", 5: "NN"},
     {"one": "K", "2": "Q", "3": "R", "4": "B", "5": "N"}],
)
def test_bad_mapping_text(mapping: object) -> None:
    with pytest.raises(SettingError, match="mapping") as info:
        Game.new(seed=0, mapping=mapping)
    assert info.value.key == "mapping.bad_text"
    assert "KQRBN" in str(info.value)  # the message shows a form that works


@pytest.mark.parametrize("mapping", ["KQRBK", "NNNNN", {1: "K", 2: "K", 3: "R", 4: "B", 5: "N"}])
def test_mapping_that_is_not_a_permutation(mapping: object) -> None:
    with pytest.raises(SettingError) as info:
        Game.new(seed=0, mapping=mapping)
    assert info.value.key == "mapping.not_permutation"
    assert "exactly one" in str(info.value)


def test_mapping_dict_keys_may_be_digit_strings() -> None:
    mapping = TileMapping.parse({1: "K", "2": "Q", 3: "R", 4: "B", 5: "N"})
    assert mapping == TileMapping.parse({"1": "K", "2": "Q", "3": "R", "4": "B", "5": "N"})
    assert str(mapping) == "1=K 2=Q 3=R 4=B 5=N"


def test_mapping_constructor_with_letters_is_a_setting_error() -> None:
    with pytest.raises(SettingError):
        TileMapping(("K", "Q", "R", "B", "N"))  # type: ignore[arg-type]


def test_mapping_constructor_with_ints_is_refused_or_usable() -> None:
    try:
        mapping = TileMapping((1, 2, 3, 4, 5))  # type: ignore[arg-type]
    except SettingError:
        return
    assert str(mapping) == "1=K 2=Q 3=R 4=B 5=N"


@pytest.mark.parametrize("rule", [0, -5])
def test_bad_draw_rule(rule: int) -> None:
    with pytest.raises(SettingError, match="draw rule") as info:
        Game.new(seed=0, draw_rule=rule)
    assert info.value.key == "draw_rule.bad"
    assert "None" in str(info.value)  # says how to switch it off
    with pytest.raises(SettingError):
        Game.from_position(GOOD, "red", "3|5", seed=0, draw_rule=rule)


@pytest.mark.parametrize("rule", [1.5, "50", True, False, [50]])
def test_draw_rule_of_a_wrong_type(rule: object) -> None:
    with pytest.raises(TypeError, match="draw_rule") as info:
        Game.new(seed=0, draw_rule=rule)  # type: ignore[arg-type]
    assert "None" in str(info.value)  # says how to switch it off
    with pytest.raises(TypeError, match="draw_rule"):
        Game.from_position(GOOD, "red", "3|5", seed=0, draw_rule=rule)  # type: ignore[arg-type]


# ---------------------------------------------------------------- actions
def refused(game: Game, action: object, error: type[ActionError] = IllegalActionError) -> str:
    """Play ``action``; check it is refused with ``error`` and the game is unchanged.
    Returns the message."""
    before = game.clone()
    history = [str(a) for a in game.history]
    with pytest.raises(error) as info:
        game.play(action)  # type: ignore[arg-type]
    assert game == before
    assert [str(a) for a in game.history] == history
    if isinstance(action, str):
        # parse_action explains in the same way, and changes nothing either
        with pytest.raises(error) as again:
            game.parse_action(action)
        assert str(again.value) == str(info.value)
        assert game == before
    return str(info.value)


def key_of(game: Game, action: str) -> str:
    with pytest.raises(ActionError) as info:
        game.parse_action(action)
    return info.value.key


@pytest.mark.parametrize(
    "text",
    ["", "   ", "3", "3:", "Ra1-a4", "3Ra1-a4", "3:Ra1", "3:Ra1-a9", "3:Ra1-i4",
     "3:Ra1--a4", "03:-", "3:--", "3:R-a4", "three:Ra1-a4", "3;Ra1-a4"],
)
def test_syntax_error(text: str) -> None:
    game = pos("7k/8/8/8/8/8/8/R3K3", "3|4")
    message = refused(game, text, ActionSyntaxError)
    assert key_of(game, text) == "action.syntax"
    assert "3:Ra1-a4" in message  # shows the right form


def test_syntax_error_half_beyond_six() -> None:
    game = pos("7k/8/8/8/8/8/8/R3K3", "3|4")
    message = refused(game, "7:Ra1-a4", ActionSyntaxError)
    assert key_of(game, "7:Ra1-a4") == "action.bad_half"
    assert "7" in message and "0 to 6" in message


def test_syntax_error_bad_piece_letter() -> None:
    game = pos("7k/8/8/8/8/8/8/R3K3", "3|4")
    message = refused(game, "3:Pa1-a4", ActionSyntaxError)
    assert key_of(game, "3:Pa1-a4") == "action.bad_letter"
    assert "'P'" in message and "K Q R B N" in message


@pytest.mark.parametrize("value", [None, 34, ("3", "a1", "a4")])
def test_action_that_is_neither_text_nor_an_action(value: object) -> None:
    game = pos("7k/8/8/8/8/8/8/R3K3", "3|4")
    with pytest.raises(TypeError, match="action") as info:
        game.play(value)  # type: ignore[arg-type]
    assert repr(value) in str(info.value) and "3:Ra1-a4" in str(info.value)
    with pytest.raises(TypeError, match="action"):
        game.parse_action(value)  # type: ignore[arg-type]
    assert game == pos("7k/8/8/8/8/8/8/R3K3", "3|4")


# Red: rook a1, king e1, bishop c1, knight b2; Blue: king h8, rook a8, knight d4.
BOARD = "r6k/8/8/8/3n4/8/1N6/R1B1K3"


def test_half_not_on_tile() -> None:
    game = pos(BOARD, "3|4")
    message = refused(game, "5:Nb2-c4")
    assert key_of(game, "5:Nb2-c4") == "action.half_not_on_tile"
    assert "[3|4]" in message and "5" in message


def test_half_already_used() -> None:
    game = pos(BOARD, "3|4")
    game.play("3:Ra1-a4")
    message = refused(game, "3:Ra4-a5")
    assert key_of(game, "3:Ra4-a5") == "action.half_used"
    assert "3" in message and "already" in message


def test_forfeit_not_allowed_when_a_move_exists() -> None:
    game = pos(BOARD, "3|4")
    message = refused(game, "3:-")
    assert key_of(game, "3:-") == "action.forfeit_not_allowed"
    assert "compulsory" in message
    example = message.split("for example ")[1].split(")")[0]
    assert example.startswith("3:R")
    assert game.parse_action(example)  # the example is itself legal


def test_zero_with_a_move() -> None:
    game = pos(BOARD, "0|4")
    message = refused(game, "0:Ra1-a4")
    assert key_of(game, "0:Ra1-a4") == "action.zero_moves_nothing"
    assert "0:-" in message


def test_no_piece_on_square() -> None:
    game = pos(BOARD, "3|4")
    message = refused(game, "3:Rd3-d5")
    assert key_of(game, "3:Rd3-d5") == "action.no_piece"
    assert "d3" in message


def test_opponents_piece() -> None:
    game = pos(BOARD, "3|4")
    message = refused(game, "3:Ra8-a5")
    assert key_of(game, "3:Ra8-a5") == "action.not_your_piece"
    assert "a8" in message and "rook" in message and "Blue" in message


def test_opponents_piece_with_blue_to_move() -> None:
    game = pos(BOARD, "3|5", to_move="blue")
    message = refused(game, "3:Ra1-a4")
    assert "a1" in message and "Red" in message


def test_wrong_letter() -> None:
    game = pos(BOARD, "3|4")
    message = refused(game, "3:Ba1-a4")
    assert key_of(game, "3:Ba1-a4") == "action.wrong_letter"
    assert "a1" in message and "rook" in message and "B" in message


def test_wrong_kind_for_the_half() -> None:
    game = pos(BOARD, "3|4")
    message = refused(game, "3:Nb2-c4")
    assert key_of(game, "3:Nb2-c4") == "action.wrong_kind"
    assert "b2" in message and "rook" in message and "knight" in message


def test_wrong_kind_with_a_custom_mapping_names_the_mapped_kind() -> None:
    game = pos(BOARD, "3|4", mapping="NBQRK")  # 3 = queen, 4 = rook
    message = refused(game, "4:Nb2-c4")
    assert "rook" in message and "knight" in message
    message = refused(game, "3:Ra1-a4")
    assert "queen" in message and "rook" in message


def test_piece_already_moved_double() -> None:
    game = pos(BOARD, "3|3")
    game.play("3:Ra1-a4")
    message = refused(game, "3:Ra4-a5")
    assert key_of(game, "3:Ra4-a5") == "action.already_moved"
    assert "a4" in message and "rook" in message and "twice" in message


def test_piece_already_moved_jolly() -> None:
    game = pos(BOARD, "4|6")
    game.play("4:Bc1-d2")
    message = refused(game, "6:Bd2-e3")
    assert key_of(game, "6:Bd2-e3") == "action.already_moved"
    assert "d2" in message and "bishop" in message


def test_own_piece_on_target() -> None:
    game = pos(BOARD, "1|4")
    message = refused(game, "4:Bc1-b2")
    assert key_of(game, "4:Bc1-b2") == "action.own_piece"
    assert "b2" in message and "knight" in message


def test_wrong_shape() -> None:
    game = pos(BOARD, "3|5")
    message = refused(game, "3:Ra1-b3")
    assert key_of(game, "3:Ra1-b3") == "action.wrong_shape"
    assert "rook" in message and "a1" in message and "b3" in message
    message = refused(game, "5:Nb2-b4")
    assert "knight" in message and "b2" in message and "b4" in message


def test_wrong_shape_king_two_steps() -> None:
    game = pos(BOARD, "1|3")
    message = refused(game, "1:Ke1-g1")  # no castling either
    assert key_of(game, "1:Ke1-g1") == "action.wrong_shape"
    assert "king" in message and "e1" in message and "g1" in message


def test_blocked_path_names_the_blocking_square() -> None:
    game = pos("r6k/8/8/R7/8/8/1N6/R1B1K3", "3|4")  # Red rooks a1 and a5
    message = refused(game, "3:Ra1-a7")
    assert key_of(game, "3:Ra1-a7") == "action.blocked"
    assert "a5" in message and "a1" in message and "a7" in message and "rook" in message
    message = refused(game, "3:Ra1-f1")
    assert "c1" in message  # the first piece in the way, the bishop


def test_blocked_path_names_the_nearest_blocker_of_either_side() -> None:
    game = pos("7k/8/8/8/3n4/8/1N6/B3K3", "4|0")  # bishop a1, own knight b2, enemy d4
    message = refused(game, "4:Ba1-e5")
    assert "b2" in message and "d4" not in message


def test_capture_mark_on_an_empty_square() -> None:
    game = pos(BOARD, "3|4")
    message = refused(game, "3:Ra1xa4")
    assert key_of(game, "3:Ra1xa4") == "action.nothing_to_capture"
    assert "a4" in message and "-" in message


def test_capture_without_the_mark() -> None:
    game = pos(BOARD, "3|4")
    message = refused(game, "3:Ra1-a8")
    assert key_of(game, "3:Ra1-a8") == "action.capture_unmarked"
    assert "a8" in message and "rook" in message and "x" in message


def test_game_over_refuses_every_action() -> None:
    game = pos(BOARD, "3|4")
    game.resign()
    message = refused(game, "3:Ra1-a4")
    assert key_of(game, "3:Ra1-a4") == "action.game_over"
    assert "over" in message and "Blue" in message
    refused(game, "4:-")


def test_resign_or_draw_after_the_end_is_refused() -> None:
    game = pos(BOARD, "3|4")
    game.agree_draw()
    before = game.clone()
    with pytest.raises(IllegalActionError, match="over"):
        game.resign()
    with pytest.raises(IllegalActionError, match="over"):
        game.agree_draw()
    assert game == before


def test_resign_with_a_bad_side() -> None:
    game = pos(BOARD, "3|4")
    before = game.clone()
    with pytest.raises(ValueError, match="green"):
        game.resign("green")
    assert game == before


def test_undo_with_nothing_to_undo() -> None:
    game = pos(BOARD, "3|4")
    before = game.clone()
    with pytest.raises(ActionError, match="nothing to undo"):
        game.undo()
    assert game == before


def test_illegal_action_object_is_explained_too() -> None:
    game = pos(BOARD, "3|4")
    rook = game.parse_action("3:Ra1-a4")
    game.play(rook)
    message = refused(game, Action(3, rook.origin, rook.target, rook.kind))
    assert "already" in message


def test_action_object_without_kind_is_not_turned_into_a_forfeit() -> None:
    game = pos("7k/8/8/8/8/8/8/R3K3", "3|4")  # no bishop: 4:- is legal
    before = game.clone()
    with pytest.raises(ActionError):
        game.play(Action(4, 0, 9))  # a1 → b2: a move, not a forfeit
    assert game == before


def test_move_to_its_own_square_is_explained_as_such() -> None:
    game = pos(BOARD, "3|4")
    message = refused(game, "3:Ra1-a1")
    assert "own rook" not in message


@pytest.mark.parametrize("number", [7, -1])
def test_why_no_move_refuses_a_number_that_is_not_a_half(number: int) -> None:
    game = pos(BOARD, "3|4")
    with pytest.raises(ValueError):
        game.why_no_move(number)
