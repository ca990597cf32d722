"""The DamHex³ computer (games/damhex/computer.py): its levels, its
evaluations and its search. Rules: /work/shared/rules/damhex.md (H1–H14).
Its strength against the other levels is measured by
benchmarks/damhex_tournament.py, not here."""

from __future__ import annotations

import random

import pytest

from dominochess_widget.ai.computers import computer_for
from dominochess_widget.ai.paranoid import Paranoid
from dominochess_widget.core.errors import ArgumentTypeError, IllegalActionError
from dominochess_widget.games.damhex import DamHex, computer
from dominochess_widget.games.damhex.computer import PLAIN, WINNING, DamHexComputer

#: Red is out; White (two kings) to move against Black's lone king. Of
#: White's 8 moves only one leaves Black no reply that escapes a capture.
TRAP = "move=white; last=black; robbed=-; quiet=0; out=red; white=K38,K40; black=K41; red=-"


def position(quiet: int = 0, white: str = "K31,K40", black: str = "K20", red: str = "K25,50",
             out: str = "-") -> DamHex:
    return DamHex.from_position(f"move=white; last=red; robbed=-; quiet={quiet}; out={out}; "
                                f"white={white}; black={black}; red={red}")


def escapes(game: DamHex) -> list[str]:
    """Black's replies (or a win) after which White has no capture and has not won."""
    if game.is_over:
        return [] if game.result is not None and game.result.winner == "white" else ["(over)"]
    found = []
    for reply in game.legal_actions():
        game.play(reply)
        if game.result.winner != "white" if game.result else not game.legal_actions()[0].captured:
            found.append(str(reply))
        game.undo()
    return found


def test_hard_and_medium_find_the_trap_and_easy_plays_a_legal_move() -> None:
    game = DamHex.from_position(TRAP)
    trapping = []
    for move in game.legal_actions():
        game.play(move)
        if not escapes(game):
            trapping.append(str(move))
        game.undo()
    assert len(trapping) == 1 and len(game.legal_actions()) == 8
    for level in ("hard", "medium"):
        assert str(DamHexComputer(level, time_budget=0.2).choose(game)) == trapping[0]
    assert DamHexComputer("easy").choose(game) in game.legal_actions()
    assert game.position() == TRAP  # the search played on a copy


def test_the_same_position_gets_the_same_move() -> None:
    game = DamHex.new()
    for level in ("easy", "medium", "hard"):
        moves = {str(computer_for("damhex", level, time_budget=0.1).choose(game)) for _ in range(2)}
        assert len(moves) == 1


def searched(game: DamHex, depth: int, table: bool) -> tuple[float, int]:
    """The root value and the nodes of a search to ``depth`` (no budget)."""
    found = Paranoid(game, game.to_move, WINNING, computer._forcing, 10**9,
                     order=computer._order, max_depth=depth, play=DamHex._push,
                     alive=lambda state, seat: seat in state.players,
                     key=computer._key if table else None).run()
    assert found.depth == depth
    return found.value, found.nodes


@pytest.mark.parametrize("seed", range(4))
def test_the_transposition_table_keeps_the_value(seed: int) -> None:
    game = DamHex.new()
    rng = random.Random(seed)
    for _ in range(40 + 10 * seed):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    assert searched(game, 4, True)[0] == searched(game, 4, False)[0]


def test_the_transposition_table_pays_in_a_kings_endgame() -> None:
    """Kings reach one square by many move orders: searched once."""
    game = position(white="K31,K40", black="K20", red="K25,K50")
    (plain, plain_nodes), (tabled, tabled_nodes) = (searched(game, 5, table)
                                                    for table in (False, True))
    assert tabled == plain and tabled_nodes < 0.7 * plain_nodes


def test_levels_use_their_evaluations() -> None:
    assert DamHexComputer("hard").evaluation is WINNING
    assert DamHexComputer("medium").evaluation is PLAIN


def test_an_opponent_out_is_worth_more_than_its_last_pieces() -> None:
    # Black's last king taken, or Black still in with it: White prefers Black out.
    assert WINNING(position(black="-", out="black"), "white") > WINNING(position(), "white")


def test_a_lead_counts_more_with_fewer_pieces() -> None:
    many = position(white="K31,K40,K45,K46", black="K20,K2", red="K25,K50")
    few = position(white="K31,K40,K45", black="K20", red="K25")
    assert PLAIN(many, "white") == PLAIN(few, "white")  # the same lead, no trading bonus
    assert WINNING(few, "white") > WINNING(many, "white")


def test_kings_hunt_the_pieces_of_an_opponent_they_lead() -> None:
    near = position(white="K12,K13", black="K20", red="-", out="red")
    far = position(white="K57,K58", black="K20", red="-", out="red")
    assert PLAIN(near, "white") == PLAIN(far, "white")
    assert WINNING(near, "white") > WINNING(far, "white")
    # Black, behind, is not drawn toward White.
    assert WINNING(near, "black") == pytest.approx(WINNING(far, "black"))


def test_the_quiet_count_erodes_a_lead_only() -> None:
    ahead = "K31,K40,K45"
    assert WINNING(position(quiet=90, white=ahead), "white") < WINNING(position(white=ahead),
                                                                        "white")
    assert WINNING(position(quiet=90), "black") == WINNING(position(), "black")


def test_judge_weighs_material_alone() -> None:
    game = position(white="K31", black="K20", red="-", out="red")  # even, Red out
    assert DamHexComputer("hard").judge(game, "white") == 0.0
    assert DamHexComputer("hard").judge(position(), "white") > 0.0  # two kings v one each


def test_refuses_a_finished_game_and_another_game() -> None:
    over = position(black="-", red="-", out="black+red")
    assert over.is_over
    with pytest.raises(IllegalActionError):
        DamHexComputer("hard").choose(over)
    with pytest.raises(ArgumentTypeError):
        DamHexComputer("hard").choose("not a game")
