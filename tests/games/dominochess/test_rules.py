"""One small test per rule of ../shared/rules/dominochess.md and per decision D1–D5.

Each test's name starts with the section or the decision it checks, so a reader
can go from the rules page to its test and back:

- ``test_d1_*``: the start position (D1).
- ``test_moves_*``, ``test_no_check_*``: how pieces move (section "Board, sides, pieces").
- ``test_set_*``, ``test_pool_*``: the dominoes and the pool ("The dominoes").
- ``test_d2_*``: the number → piece mapping (D2).
- ``test_turn_*``: a turn ("A turn"); ``test_d3_*``: the order of the halves (D3).
- ``test_end_*``: winning ("End of the game"); ``test_d4_*``: draws (D4).
- ``test_d5_*``: notation (D5).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import pytest

from dominochess_widget import (
    ALL_TILES,
    DEFAULT_MAPPING,
    START_PLACEMENT,
    Action,
    Game,
    Kind,
    NoMove,
    Result,
    SettingError,
    Side,
    Termination,
    TileMapping,
    format_tile,
    square_name,
)

FILES = "abcdefgh"


def sq(name: str) -> int:
    """The engine's square number for ``"a1"`` … ``"h8"`` (a1 = 0, h8 = 63)."""
    return (int(name[1]) - 1) * 8 + FILES.index(name[0])


def pos(
    placement: str,
    tile: object,
    to_move: str = "red",
    pool: list[object] | None = None,
    **settings: object,
) -> Game:
    return Game.from_position(placement, to_move, tile, pool=pool, seed=0, **settings)  # type: ignore[arg-type]


def texts(actions: Iterable[Action]) -> set[str]:
    return {str(a) for a in actions}


def targets(game: Game, half: int, origin: str) -> set[str]:
    """The squares the piece on ``origin`` may reach with ``half`` now."""
    return {
        square_name(a.target)
        for a in game.legal_actions()
        if a.half == half and a.origin == sq(origin) and a.target is not None
    }


def board_counts(game: Game) -> Counter[str]:
    return Counter(c for c in game.placement() if c.isalpha())


def play_turn(game: Game, *actions: str) -> None:
    """Play the given actions, and check that they completed the turn."""
    side = game.to_move
    for action in actions:
        game.play(action)
    assert game.is_over or game.to_move is side.opponent


def play_quiet_turn(game: Game) -> None:
    """Play one whole turn, always choosing an action that captures nothing."""
    side = game.to_move
    while game.to_move is side and not game.is_over:
        game.play(next(a for a in game.legal_actions() if a.captured is None))


# Two lone kings, far apart: nothing can ever be captured by quiet play.
LONE_KINGS = "7k/8/8/8/8/8/8/K7"


# ---------------------------------------------------------------- D1: start position
RULES_TABLE = {
    Kind.KING: ("d1 e1", "d8 e8"),
    Kind.QUEEN: ("c1 f1", "c8 f8"),
    Kind.ROOK: ("a1 b1 g1 h1", "a8 b8 g8 h8"),
    Kind.KNIGHT: ("a2 b2 g2 h2", "a7 b7 g7 h7"),
    Kind.BISHOP: ("c2 d2 e2 f2", "c7 d7 e7 f7"),
}


def test_d1_each_side_has_sixteen_pieces_on_the_section_e_squares() -> None:
    game = Game.new(seed=0)
    expected = {}
    for kind, (red, blue) in RULES_TABLE.items():
        for name in red.split():
            expected[sq(name)] = (Side.RED, kind)
        for name in blue.split():
            expected[sq(name)] = (Side.BLUE, kind)
    assert {square: (side, kind) for square, side, kind in game.pieces()} == expected
    assert len(expected) == 32
    assert game.placement() == START_PLACEMENT == "rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR"


def test_d1_counts_are_two_kings_two_queens_four_rooks_knights_bishops_a_side() -> None:
    counts = board_counts(Game.new(seed=0))
    assert counts == Counter(
        {"K": 2, "Q": 2, "R": 4, "N": 4, "B": 4, "k": 2, "q": 2, "r": 4, "n": 4, "b": 4}
    )


def test_red_always_starts() -> None:
    for seed in range(5):
        assert Game.new(seed=seed).to_move is Side.RED


# ---------------------------------------------------------------- piece moves
def test_moves_king_steps_one_square_any_direction() -> None:
    game = pos("7k/8/8/8/3K4/8/8/8", "0|1")
    assert targets(game, 1, "d4") == {"c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"}


def test_moves_king_in_the_corner_has_three_squares() -> None:
    game = pos("7k/8/8/8/8/8/8/K7", "0|1")
    assert targets(game, 1, "a1") == {"a2", "b1", "b2"}


def test_moves_queen_slides_orthogonally_and_diagonally() -> None:
    game = pos("7k/8/8/8/3Q4/8/8/K7", "0|2")
    # 27 squares on an empty board, less a1 (the Red king); h8 is a capture
    assert len(targets(game, 2, "d4")) == 26
    assert {"d8", "h4", "a4", "d1", "a7", "h8", "g1"} <= targets(game, 2, "d4")
    assert "a1" not in targets(game, 2, "d4")


def test_moves_rook_slides_orthogonally() -> None:
    game = pos("7k/8/8/8/3R4/8/8/K7", "0|3")
    assert targets(game, 3, "d4") == {
        *(f"d{r}" for r in "1235678"),
        *(f"{f}4" for f in "abcefgh"),
    }


def test_moves_bishop_slides_diagonally() -> None:
    game = pos("7k/8/8/8/3B4/8/8/K7", "0|4")
    # a1 holds the Red king (blocked), h8 the Blue king (a capture)
    assert targets(game, 4, "d4") == {
        "c3", "b2", "e5", "f6", "g7", "h8", "c5", "b6", "a7", "e3", "f2", "g1",
    }
    assert "4:Bd4xh8" in texts(game.legal_actions())


def test_moves_knight_jumps_in_an_l() -> None:
    game = pos("7k/8/8/8/3N4/8/8/K7", "0|5")
    assert targets(game, 5, "d4") == {"c2", "e2", "b3", "f3", "b5", "f5", "c6", "e6"}


def test_moves_knight_is_the_only_piece_that_jumps() -> None:
    # In the start position the b2 knight is surrounded, yet it jumps out.
    game = Game.from_position(START_PLACEMENT, "red", "0|5", seed=0)
    assert targets(game, 5, "b2") == {"a4", "c4", "d3"}  # d1 holds a Red king
    assert targets(game, 5, "a2") == {"b4", "c3"}


def test_moves_sliders_are_blocked_by_pieces_of_either_side() -> None:
    # Rook a1: own knight on a4, Blue knight on d1.
    game = pos("7k/8/8/8/N7/8/8/R2n3K", "0|3")
    assert targets(game, 3, "a1") == {"a2", "a3", "b1", "c1", "d1"}
    # Bishop c1: own knight on e3, Blue knight on a3.
    game = pos("7k/8/8/8/8/n3N3/8/2B4K", "0|4")
    assert targets(game, 4, "c1") == {"b2", "a3", "d2"}


def test_moves_capture_replaces_the_captured_piece() -> None:
    game = pos("7k/8/8/8/8/8/8/R2n3K", "0|3")
    action = game.play("3:Ra1xd1")
    assert action.captured is Kind.KNIGHT
    assert game.piece_at(sq("d1")) == (Side.RED, Kind.ROOK)
    assert game.piece_at(sq("a1")) is None
    assert game.placement() == "7k/8/8/8/8/8/8/3R3K"


def test_moves_no_castling() -> None:
    # King e1 and rook h1 with f1 and g1 empty: the king still steps one square only.
    game = pos("7k/8/8/8/8/8/8/4K2R", "1|3")
    assert targets(game, 1, "e1") == {"d1", "d2", "e2", "f1", "f2"}
    assert targets(game, 3, "h1") == {"f1", "g1", *(f"h{r}" for r in "2345678")}


def test_no_check_king_may_move_into_attack() -> None:
    # The Blue rook on e8 attacks the whole e-file; the Red king may step onto it.
    game = pos("4r2k/8/8/8/3K4/8/8/8", "0|1")
    assert {"e3", "e4", "e5"} <= targets(game, 1, "d4")
    game.play("1:Kd4-e4")
    assert game.piece_at(sq("e4")) == (Side.RED, Kind.KING)


def test_no_check_king_may_stay_attacked() -> None:
    # The Red king on e1 is attacked by the rook on e8; Red may move another piece.
    game = pos("4r2k/8/8/8/8/8/8/R3K3", "0|3")
    assert "3:Ra1-a2" in texts(game.legal_actions())
    play_turn(game, "3:Ra1-a2", "0:-")
    assert game.piece_at(sq("e1")) == (Side.RED, Kind.KING)


def test_no_check_king_may_be_captured() -> None:
    game = pos("4r2k/8/8/8/8/8/8/3KK3", "0|3", to_move="blue")
    assert "3:Re8xe1" in texts(game.legal_actions())


# ---------------------------------------------------------------- the dominoes
def test_set_has_28_distinct_tiles_from_0_0_to_6_6() -> None:
    assert len(ALL_TILES) == len(set(ALL_TILES)) == 28
    assert set(ALL_TILES) == {(a, b) for a in range(7) for b in range(a, 7)}


def test_set_each_number_appears_on_seven_tiles() -> None:
    for number in range(7):
        assert sum(number in tile for tile in ALL_TILES) == 7
    # so a tile from a full pool shows a given number with probability 7/28 = 1/4


def test_pool_same_seed_gives_the_same_game() -> None:
    one, two = Game.new(seed=123), Game.new(seed=123)
    assert one == two
    assert one.tile == two.tile and one.pool == two.pool
    for _ in range(20):
        action = one.legal_actions()[0]
        one.play(action)
        two.play(str(action))
    assert one == two


def test_pool_different_seeds_shuffle_differently() -> None:
    orders = {(Game.new(seed=seed).tile, *Game.new(seed=seed).pool) for seed in range(10)}
    assert len(orders) == 10


def test_pool_starts_full_the_tile_drawn_and_27_face_down() -> None:
    game = Game.new(seed=4)
    assert game.drawn_tiles == (game.tile,)
    assert len(game.pool) == 27
    assert {game.tile, *game.pool} == set(ALL_TILES)
    assert game.remaining_tiles == tuple(t for t in ALL_TILES if t != game.tile)


def test_pool_each_turn_draws_the_top_tile() -> None:
    game = Game.new(seed=9)
    upcoming = game.pool[0]
    play_quiet_turn(game)
    assert game.tile == upcoming
    assert game.drawn_tiles[-1] == upcoming


def test_pool_reshuffles_all_28_after_the_last_is_drawn() -> None:
    game = Game.from_position(LONE_KINGS, "red", "0|0", seed=31)
    tiles = [game.tile]
    for _ in range(28):
        play_quiet_turn(game)
        tiles.append(game.tile)
    assert not game.is_over
    assert sorted(tiles[:28]) == list(ALL_TILES)  # one full cycle: every tile once
    # The 29th turn's tile comes from a fresh, full, reshuffled set.
    assert game.drawn_tiles == (tiles[28],)
    assert len(game.pool) == 27
    assert {game.tile, *game.pool} == set(ALL_TILES)


def test_pool_new_game_reshuffles_after_28_turns() -> None:
    game = Game.new(seed=2024)
    for turn in range(28):
        assert len(game.drawn_tiles) == turn + 1
        play_quiet_turn(game)
    assert not game.is_over
    assert len({log.tile for log in game.turns()[:28]}) == 28
    assert {log.tile for log in game.turns()[:28]} == set(ALL_TILES)
    assert game.drawn_tiles == (game.tile,)
    assert {game.tile, *game.pool} == set(ALL_TILES)


def test_pool_short_explicit_pool_reshuffles_when_it_runs_out() -> None:
    game = pos(LONE_KINGS, "0|0", pool=["0|2", "2|2"])
    assert game.pool == ((0, 2), (2, 2))
    play_quiet_turn(game)
    assert game.tile == (0, 2) and game.pool == ((2, 2),)
    play_quiet_turn(game)
    assert game.tile == (2, 2) and game.pool == ()
    play_quiet_turn(game)
    # The three given tiles are used up: all 28 are reshuffled.
    assert game.drawn_tiles == (game.tile,)
    assert len(game.pool) == 27
    assert {game.tile, *game.pool} == set(ALL_TILES)


def test_pool_empty_explicit_pool_reshuffles_after_the_first_turn() -> None:
    game = pos(LONE_KINGS, "0|0", pool=[])
    assert game.pool == ()
    play_quiet_turn(game)
    assert len(game.pool) == 27 and {game.tile, *game.pool} == set(ALL_TILES)


def test_pool_without_explicit_pool_the_other_27_follow() -> None:
    game = pos(LONE_KINGS, "3|5")
    assert game.tile == (3, 5)
    assert len(game.pool) == 27 and {game.tile, *game.pool} == set(ALL_TILES)


# ---------------------------------------------------------------- D2: mapping
ALL_KINDS = "7k/8/8/8/8/8/8/KQRBN3"  # one Red piece of each kind, each able to move
DEFAULT_NUMBERS = {1: Kind.KING, 2: Kind.QUEEN, 3: Kind.ROOK, 4: Kind.BISHOP, 5: Kind.KNIGHT}


def kinds_moved(game: Game, half: int) -> set[Kind | None]:
    return {a.kind for a in game.legal_actions() if a.half == half}


def test_d2_default_mapping_is_0_none_1k_2q_3r_4b_5n_6_any() -> None:
    for number, kind in DEFAULT_NUMBERS.items():
        assert DEFAULT_MAPPING.kinds_for(number) == (kind,)
        assert DEFAULT_MAPPING.number_for(kind) == number
    assert DEFAULT_MAPPING.kinds_for(0) == ()
    assert set(DEFAULT_MAPPING.kinds_for(6)) == set(Kind)
    assert str(DEFAULT_MAPPING) == "1=K 2=Q 3=R 4=B 5=N"


def test_d2_default_mapping_in_play() -> None:
    for number, kind in DEFAULT_NUMBERS.items():
        game = pos(ALL_KINDS, (0, number))
        assert kinds_moved(game, number) == {kind}
    assert kinds_moved(pos(ALL_KINDS, "0|6"), 6) == set(Kind)
    assert texts(pos(ALL_KINDS, "0|0").legal_actions()) == {"0:-"}


def test_d2_custom_mapping_changes_which_pieces_a_number_moves() -> None:
    game = pos(ALL_KINDS, "1|5", mapping="NBRQK")
    assert kinds_moved(game, 1) == {Kind.KNIGHT}
    assert kinds_moved(game, 5) == {Kind.KING}
    assert kinds_moved(pos(ALL_KINDS, "2|4", mapping="NBRQK"), 2) == {Kind.BISHOP}
    assert kinds_moved(pos(ALL_KINDS, "2|4", mapping="NBRQK"), 4) == {Kind.QUEEN}
    # 0 and 6 are fixed by the source whatever the mapping.
    assert kinds_moved(pos(ALL_KINDS, "0|6", mapping="NBRQK"), 6) == set(Kind)
    assert texts(pos(ALL_KINDS, "0|0", mapping="NBRQK").legal_actions()) == {"0:-"}


def test_d2_mapping_is_stored_in_the_game() -> None:
    assert Game.new(seed=0).mapping == DEFAULT_MAPPING
    game = Game.new(seed=0, mapping="NBRQK")
    assert str(game.mapping) == "1=N 2=B 3=R 4=Q 5=K"
    assert game.clone().mapping == game.mapping


def test_d2_mapping_text_forms_all_mean_the_same() -> None:
    forms: list[object] = [
        None,
        "KQRBN",
        "kqrbn",
        " KQRBN ",
        "1=K 2=Q 3=R 4=B 5=N",
        "5=N 4=B 3=R 2=Q 1=K",
        "1 = K  2 = Q 3=R 4=B 5=N",
        {1: "K", 2: "Q", 3: "R", 4: "B", 5: "N"},
        {1: Kind.KING, 2: Kind.QUEEN, 3: Kind.ROOK, 4: Kind.BISHOP, 5: Kind.KNIGHT},
        DEFAULT_MAPPING,
    ]
    for form in forms:
        assert TileMapping.parse(form) == DEFAULT_MAPPING, form
    assert TileMapping.parse("NBRQK") == TileMapping.parse("1=N 2=B 3=R 4=Q 5=K")
    assert TileMapping.parse(str(TileMapping.parse("QKRNB"))) == TileMapping.parse("QKRNB")


@pytest.mark.parametrize(
    "bad", ["KQRB", "KQRBNN", "KQRBK", "KQRBX", "1=K 2=Q", "1=K 2=Q 3=R 4=B 6=N", "", 42,
            {1: "K", 2: "Q", 3: "R", 4: "B"}, {1: "K", 2: "Q", 3: "R", 4: "B", 5: "K"}],
)
def test_d2_bad_mappings_are_rejected(bad: object) -> None:
    with pytest.raises(SettingError):
        TileMapping.parse(bad)
    with pytest.raises(SettingError):
        Game.new(seed=0, mapping=bad)


# ---------------------------------------------------------------- a turn
def test_turn_each_half_moves_at_most_one_piece() -> None:
    game = pos(ALL_KINDS, "3|4")
    game.play("3:Rc1-c5")
    assert game.halves_left == (4,)
    assert {a.half for a in game.legal_actions()} == {4}
    game.play("4:Bd1-e2")
    assert game.to_move is Side.BLUE
    assert len(game.history) == 2


def test_turn_double_needs_two_different_pieces_of_the_kind() -> None:
    game = pos("7k/8/8/8/8/8/8/R3K2R", "3|3")
    game.play("3:Ra1-a4")
    assert game.halves_left == (3,)
    # the a-rook (now on a4) may not move again; only the h1 rook may
    assert {a.origin for a in game.legal_actions()} == {sq("h1")}
    assert game.moved_square == sq("a4")
    game.play("3:Rh1-h4")
    assert game.to_move is Side.BLUE


def test_turn_double_with_one_piece_forfeits_the_second_half() -> None:
    game = pos("7k/8/8/8/8/8/8/R3K3", "3|3")
    game.play("3:Ra1-a4")
    assert texts(game.legal_actions()) == {"3:-"}
    assert game.why_no_move(3) is NoMove.ALREADY_MOVED


def test_turn_jolly_may_not_move_the_piece_the_other_half_moved() -> None:
    game = pos("7k/8/8/8/8/8/8/R3K3", "3|6")
    game.play("3:Ra1-a4")
    assert sq("a4") not in {a.origin for a in game.legal_actions()}
    assert {a.kind for a in game.legal_actions()} == {Kind.KING}
    # and the other way round: a piece moved by the 6 is out of the 3's reach
    game = pos("7k/8/8/8/8/8/8/R3K3", "3|6")
    game.play("6:Ra1-a4")
    assert texts(game.legal_actions()) == {"3:-"}
    assert game.why_no_move(3) is NoMove.ALREADY_MOVED


def test_turn_jolly_with_only_the_moved_piece_left_forfeits_already_moved() -> None:
    game = pos("7k/8/8/8/8/8/8/K7", "1|6")
    game.play("1:Ka1-a2")
    assert texts(game.legal_actions()) == {"6:-"}
    assert game.why_no_move(6) is NoMove.ALREADY_MOVED


def test_turn_move_is_compulsory_a_forfeit_is_refused_when_a_move_exists() -> None:
    game = pos(ALL_KINDS, "3|4")
    assert "3:-" not in texts(game.legal_actions())
    assert "4:-" not in texts(game.legal_actions())
    before = game.clone()
    with pytest.raises(ValueError, match="compulsory"):
        game.play("3:-")
    assert game == before


def test_turn_forfeit_when_the_kind_is_all_captured() -> None:
    game = pos("7k/8/8/8/8/8/8/K7", "2|4")  # no queen, no bishop
    assert game.why_no_move(2) is NoMove.ALL_CAPTURED
    assert game.why_no_move(4) is NoMove.ALL_CAPTURED
    assert texts(game.legal_actions()) == {"2:-", "4:-"}
    play_turn(game, "2:-", "4:-")


def test_turn_forfeit_when_all_pieces_of_the_kind_are_blocked() -> None:
    game = Game.from_position(START_PLACEMENT, "red", "3|5", seed=0)
    assert game.why_no_move(3) is NoMove.BLOCKED
    assert game.why_no_move(5) is None
    assert "3:-" in texts(game.legal_actions())
    assert "5:-" not in texts(game.legal_actions())
    halves = {h.number: h for h in game.halves()}
    assert halves[3].moves == () and halves[3].no_move is NoMove.BLOCKED
    assert halves[5].moves and halves[5].no_move is None


def test_turn_forfeit_when_the_only_piece_already_moved() -> None:
    game = pos("7k/8/8/8/8/8/8/R3K3", "3|3")
    game.play("3:Ra1-a2")
    assert game.why_no_move(3) is NoMove.ALREADY_MOVED
    (half,) = [h for h in game.halves() if h.used is None]
    assert half.no_move is NoMove.ALREADY_MOVED


def test_turn_zero_never_moves() -> None:
    game = pos(ALL_KINDS, "0|3")
    assert game.why_no_move(0) is NoMove.ZERO
    assert {a for a in game.legal_actions() if a.half == 0} == {Action(0)}


def test_turn_double_zero_loses_the_whole_turn() -> None:
    game = pos(ALL_KINDS, "0|0")
    placement = game.placement()
    assert texts(game.legal_actions()) == {"0:-"}
    game.play("0:-")
    assert game.to_move is Side.RED and game.halves_left == (0,)
    game.play("0:-")
    assert game.to_move is Side.BLUE
    assert game.placement() == placement


def test_turn_double_six_moves_two_different_pieces() -> None:
    game = Game.from_position(START_PLACEMENT, "red", "6|6", seed=0)
    # (queens, rooks and kings are hemmed in at the start)
    assert {a.kind for a in game.legal_actions()} == {Kind.KNIGHT, Kind.BISHOP}
    game.play("6:Bc2-a4")
    assert sq("a4") not in {a.origin for a in game.legal_actions()}
    game.play("6:Nb2-c4")
    assert game.to_move is Side.BLUE
    assert game.placement() == "rrqkkqrr/nnbbbbnn/8/8/B1N5/8/N2BBBNN/RRQKKQRR"


def test_turn_passes_after_both_halves() -> None:
    game = pos("7k/8/8/8/8/8/8/R3K3", "1|3", pool=["0|1"])
    game.play("1:Ke1-e2")
    assert game.to_move is Side.RED and game.tile == (1, 3)
    game.play("3:Ra1-a4")
    assert game.to_move is Side.BLUE
    assert game.tile == (0, 1)
    assert game.halves_left == (0, 1)
    assert game.turn_actions() == []
    assert [str(a) for a in game.turns()[0].actions] == ["1:Ke1-e2", "3:Ra1-a4"]


# ---------------------------------------------------------------- D3: order of halves
def test_d3_the_player_chooses_which_half_to_play_first() -> None:
    game = pos(ALL_KINDS, "3|4")
    assert {a.half for a in game.legal_actions()} == {3, 4}
    first_bishop = game.clone()
    first_bishop.play("4:Bd1-e2")
    first_bishop.play("3:Rc1-c5")
    first_rook = game.clone()
    first_rook.play("3:Rc1-c5")
    first_rook.play("4:Bd1-e2")
    assert first_bishop.placement() == first_rook.placement()
    assert [str(a) for a in first_bishop.history] == ["4:Bd1-e2", "3:Rc1-c5"]


# Rook a1 hemmed in by its own bishop (a2) and king (b1).
HEMMED = "7k/8/8/8/8/8/B7/RK6"


def test_d3_playing_one_half_first_can_open_a_move_for_the_other() -> None:
    game = pos(HEMMED, "3|4")
    # The rook is blocked now, so the 3's only action is its forfeit.
    assert game.why_no_move(3) is NoMove.BLOCKED
    assert "3:-" in texts(game.legal_actions())
    rook_first = game.clone()
    rook_first.play("3:-")
    rook_first.play("4:Ba2-b3")
    assert rook_first.placement() == "7k/8/8/8/8/1B6/8/RK6"
    # Bishop first: the a-file opens and the rook must then move.
    game.play("4:Ba2-b3")
    assert game.why_no_move(3) is None
    assert "3:-" not in texts(game.legal_actions())
    assert targets(game, 3, "a1") == {f"a{r}" for r in "2345678"}


def test_d3_playing_one_half_first_can_close_a_move_for_the_other() -> None:
    # The rook's only square is a2; the bishop on b3 can step into it.
    game = pos("7k/8/8/8/8/1B6/8/RK6", "3|4")
    assert "a2" in targets(game, 3, "a1")
    game.play("4:Bb3-a2")
    assert game.why_no_move(3) is NoMove.BLOCKED
    assert texts(game.legal_actions()) == {"3:-"}


def test_d3_a_forfeit_is_taken_at_the_moment_it_is_played() -> None:
    # Once the 3 is forfeited, opening the file later does not give it back.
    game = pos(HEMMED, "3|4")
    game.play("3:-")
    game.play("4:Ba2-b3")
    assert game.to_move is Side.BLUE
    assert game.piece_at(sq("a1")) == (Side.RED, Kind.ROOK)


# ---------------------------------------------------------------- end of the game
TWO_BLUE_KINGS = "k6k/8/8/8/8/8/8/Q3K2R"


def test_end_first_king_captured_does_not_end_the_game() -> None:
    game = pos(TWO_BLUE_KINGS, "2|3")
    game.play("2:Qa1xa8")
    assert not game.is_over
    assert game.winner is None and game.result is None
    assert game.halves_left == (3,)
    assert game.legal_actions()


def test_end_win_when_both_enemy_kings_are_captured() -> None:
    game = pos(TWO_BLUE_KINGS, "2|3")
    game.play("2:Qa1xa8")
    game.play("3:Rh1xh8")
    assert game.is_over
    assert game.winner is Side.RED
    assert game.result is Result.RED
    assert game.termination is Termination.KINGS_CAPTURED
    assert game.legal_actions() == []


def test_end_win_mid_turn_the_second_half_is_not_played() -> None:
    game = pos(TWO_BLUE_KINGS, "0|2", pool=["0|0", "3|4"])
    play_turn(game, "2:Qa1xa8", "0:-")  # first king
    play_turn(game, "0:-", "0:-")  # Blue's [0|0]
    assert game.tile == (3, 4)
    game.play("3:Rh1xh8")  # second king, with the first half
    assert game.is_over and game.winner is Side.RED
    assert game.termination is Termination.KINGS_CAPTURED
    assert game.legal_actions() == []
    assert game.halves_left == ()
    assert [str(a) for a in game.turn_actions()] == ["3:Rh1xh8"]
    before = game.clone()
    with pytest.raises(ValueError, match="over"):
        game.play("4:-")
    assert game == before


def test_end_blue_can_win_too() -> None:
    game = pos("r6k/8/8/8/8/8/8/K7", "0|3", to_move="blue")
    game.play("3:Ra8xa1")
    assert game.winner is Side.BLUE and game.result is Result.BLUE


# ---------------------------------------------------------------- D4: draws
def test_d4_draw_after_50_turns_without_capture() -> None:
    game = Game.from_position(LONE_KINGS, "red", "0|1", seed=5)
    assert game.draw_rule == 50
    for _ in range(49):
        play_quiet_turn(game)
    assert not game.is_over
    play_quiet_turn(game)
    assert game.is_over
    assert game.result is Result.DRAW
    assert game.winner is None
    assert game.termination is Termination.DRAW_RULE
    assert game.legal_actions() == []
    assert len([log for log in game.turns() if log.actions]) == 50


def test_d4_the_draw_rule_can_be_raised() -> None:
    game = Game.from_position(LONE_KINGS, "red", "0|1", seed=5, draw_rule=80)
    for _ in range(79):
        play_quiet_turn(game)
    assert not game.is_over
    play_quiet_turn(game)
    assert game.termination is Termination.DRAW_RULE


def test_d4_the_draw_rule_can_be_switched_off() -> None:
    game = Game.from_position(LONE_KINGS, "red", "0|1", seed=5, draw_rule=None)
    assert game.draw_rule is None
    for _ in range(150):
        play_quiet_turn(game)
    assert not game.is_over


def test_d4_new_game_takes_the_draw_rule_too() -> None:
    assert Game.new(seed=0).draw_rule == 50
    assert Game.new(seed=0, draw_rule=None).draw_rule is None
    assert Game.new(seed=0, draw_rule=3).draw_rule == 3


# Red K h1 + R a2, Blue K h8 + R a8. Only 0s and numbers of absent kinds, except Blue's 3.
RESET = "r6k/8/8/8/8/8/R7/7K"


def test_d4_a_capture_resets_the_count() -> None:
    pool = ["0|3", "0|2", "0|4", "0|5"]
    quiet = pos(RESET, "0|0", pool=pool, draw_rule=3)
    play_turn(quiet, "0:-", "0:-")  # 1 turn without capture
    play_turn(quiet, "3:Ra8-a3", "0:-")  # 2
    play_turn(quiet, "0:-", "2:-")  # 3: drawn
    assert quiet.termination is Termination.DRAW_RULE

    game = pos(RESET, "0|0", pool=pool, draw_rule=3)
    play_turn(game, "0:-", "0:-")  # 1
    play_turn(game, "3:Ra8xa2", "0:-")  # a capture: back to 0
    assert game.turns_without_capture == 0
    play_turn(game, "0:-", "2:-")  # 1
    play_turn(game, "0:-", "4:-")  # 2
    assert not game.is_over
    play_turn(game, "0:-", "5:-")  # 3: drawn
    assert game.result is Result.DRAW and game.termination is Termination.DRAW_RULE


def test_d4_resignation_the_side_to_move_gives_up() -> None:
    game = Game.new(seed=1)
    game.resign()
    assert game.is_over and game.winner is Side.BLUE
    assert game.result is Result.BLUE
    assert game.termination is Termination.RESIGNATION
    assert game.legal_actions() == []


def test_d4_resignation_of_the_other_side() -> None:
    game = Game.new(seed=1)
    game.resign("blue")
    assert game.winner is Side.RED
    game = Game.new(seed=1)
    game.resign(Side.RED)
    assert game.winner is Side.BLUE


def test_d4_agreed_draw() -> None:
    game = Game.new(seed=1)
    game.agree_draw()
    assert game.is_over and game.result is Result.DRAW and game.winner is None
    assert game.termination is Termination.AGREEMENT
    assert game.legal_actions() == []


def test_d4_undo_takes_back_resignation_and_agreed_draw() -> None:
    game = Game.new(seed=1)
    game.play(game.legal_actions()[0])
    before = game.clone()
    game.resign()
    game.undo()
    assert game == before and not game.is_over
    game.agree_draw()
    game.undo()
    assert game == before and game.result is None and game.termination is None
    game.play(game.legal_actions()[0])  # and play goes on


def test_undo_takes_back_a_win() -> None:
    game = pos(TWO_BLUE_KINGS, "2|3")
    game.play("2:Qa1xa8")
    before = game.clone()
    game.play("3:Rh1xh8")
    game.undo()
    assert game == before and not game.is_over


def test_undo_takes_back_a_draw_by_the_rule() -> None:
    game = pos(RESET, "0|0", pool=["0|2"], draw_rule=1)
    game.play("0:-")
    before = game.clone()
    game.play("0:-")
    assert game.termination is Termination.DRAW_RULE
    game.undo()
    assert game == before


# ---------------------------------------------------------------- D5: notation
def test_d5_move_capture_and_forfeit_strings() -> None:
    game = pos("7k/8/8/3n4/8/8/1N6/R3K3", "3|5")
    by_text = {str(a): a for a in game.legal_actions()}
    assert "3:Ra1-a4" in by_text
    assert "5:Nb2-c4" in by_text
    assert by_text["3:Ra1-a4"].captured is None
    game.play("5:Nb2-c4")
    game.undo()
    capture = pos("7k/8/8/8/2n5/8/1N6/R3K3", "3|5").parse_action("5:Nb2xc4")
    assert str(capture) == "5:Nb2xc4" and capture.captured is Kind.KNIGHT
    assert str(Action(0)) == "0:-" and Action(0).is_forfeit
    assert str(Action(3, sq("a1"), sq("a4"), Kind.ROOK)) == "3:Ra1-a4"


def test_d5_the_half_is_part_of_the_action() -> None:
    # With 3|6, the same rook move made with the 3 leaves the 6, and the other way round.
    game = pos("7k/8/8/8/8/8/8/R3K3", "3|6")
    assert {"3:Ra1-a4", "6:Ra1-a4"} <= texts(game.legal_actions())
    with_three = game.clone()
    assert str(with_three.play("3:Ra1-a4")) == "3:Ra1-a4"
    assert with_three.halves_left == (6,)
    with_six = game.clone()
    with_six.play("6:Ra1-a4")
    assert with_six.halves_left == (3,)
    assert with_three != with_six


def test_d5_lenient_parsing_and_canonical_str() -> None:
    game = pos("7k/8/8/8/8/8/8/R3K3", "3|6")
    canonical = game.parse_action("3:Ra1-a4")
    for text in ["3:ra1a4", "3:Ra1a4", "3:a1a4", "3:a1-a4", " 3 : R a1 - a4 ", "3:r a1-a4"]:
        assert game.parse_action(text) == canonical, text
    assert str(game.play("3:ra1a4")) == "3:Ra1-a4"
    assert [str(a) for a in game.history] == ["3:Ra1-a4"]


def test_d5_lenient_capture_marks() -> None:
    game = pos("r6k/8/8/8/8/8/8/R3K3", "3|6")
    canonical = game.parse_action("3:Ra1xa8")
    for text in ["3:ra1xa8", "3:a1a8", "3:Ra1×a8", "3:ra1 x a8"]:
        assert game.parse_action(text) == canonical, text
    assert str(canonical) == "3:Ra1xa8"


def test_d5_forfeit_parsing() -> None:
    game = pos("7k/8/8/8/8/8/8/K7", "0|2")
    assert game.parse_action(" 0 : - ") == Action(0)
    assert game.parse_action("2:-") == Action(2)


def test_d5_turn_written_with_its_tile_and_actions() -> None:
    game = pos("7k/8/8/8/8/8/1N6/R3K3", "3|5")
    play_turn(game, "5:Nb2-c4", "3:Ra1-a5")
    log = game.turns()[0]
    assert log.side is Side.RED
    line = " ".join([format_tile(log.tile), *(str(a) for a in log.actions)])
    assert line == "[3|5] 5:Nb2-c4 3:Ra1-a5"
    assert format_tile((0, 4)) == "[0|4]" and format_tile((6, 6)) == "[6|6]"


def test_d5_placement_is_the_fen_piece_placement_field() -> None:
    placement = "rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR"
    game = Game.from_position(placement, "red", "3|5", seed=0)
    assert game.placement() == placement
    odd = "3k4/8/2n5/8/4Q3/8/8/K6R"
    assert pos(odd, "0|0").placement() == odd


# ------------------------------------------------------ exact chances
def test_set_chances_on_a_full_pool_are_a_quarter_per_number() -> None:
    from fractions import Fraction

    from dominochess_widget.games.dominochess.odds import kind_chances, number_chances

    assert set(number_chances().values()) == {Fraction(1, 4)}
    # A kind moves when the tile shows its number or a 6: 7 + 7 - 1 of 28 tiles.
    assert set(kind_chances().values()) == {Fraction(13, 28)}


def test_set_chances_follow_the_remaining_tiles() -> None:
    from fractions import Fraction

    from dominochess_widget.games.dominochess.odds import kind_chances, number_chances

    game = Game.new(seed=0)
    left = game.remaining_tiles
    assert len(left) == 27
    assert sum(number_chances(left).values()) == Fraction(sum(len(set(t)) for t in left), 27)
    assert kind_chances([], game.mapping)[Kind.KING] == 0
