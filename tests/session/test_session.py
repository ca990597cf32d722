"""PlaySession: clicks, typed actions, choices, auto-forfeits, undo/redo."""

from __future__ import annotations

import random

from dominochess_widget import Game, Side
from dominochess_widget.games.dominochess.board import parse_square
from dominochess_widget.session import PlaySession


def sq(name: str) -> int:
    square = parse_square(name)
    assert square is not None
    return square


def test_click_piece_then_target_plays_the_move() -> None:
    session = PlaySession(Game.new(seed=1))  # [3|5]
    assert session.click(sq("b2")) == []
    assert session.targets() == {sq("c4"): (5,), sq("d3"): (5,), sq("a4"): (5,)}
    assert session.click(sq("c4")) == ["5 → knight: Nb2-c4 (Red)"]
    assert [str(a) for a in session.game.history] == ["5:Nb2-c4"]


def test_a_piece_that_cannot_move_says_why() -> None:
    session = PlaySession(Game.new(seed=1))
    assert session.click(sq("c2")) == ["No half of the tile [3|5] moves a bishop."]
    assert session.click(sq("b1")) == ["The rook on b1 has no legal move now."]
    assert session.click(sq("e5")) == ["Click one of Red's pieces."]
    session.click(sq("b2"))
    assert session.click(sq("b5")) == ["The knight on b2 cannot go to b5 now."]
    session.click(sq("b2"))
    session.click(sq("c4"))
    assert session.click(sq("c4")) == [
        "The knight on c4 already moved this turn; the same piece may not move twice."
    ]


def test_a_move_two_halves_allow_asks_which_half() -> None:
    game = Game.from_position("4k3/8/8/8/8/8/8/R3K3", "red", (3, 6), seed=0)
    session = PlaySession(game)
    session.click(sq("a1"))
    assert session.targets()[sq("a5")] == (3, 6)
    assert session.click(sq("a5")) == ["Ra1-a5: which half does it use? 3 / 6"]
    assert session.game.history == []  # nothing played until the player chooses
    messages = session.choose(3)
    assert messages[0] == "3 → rook: Ra1-a5 (Red)"
    assert session.game.halves_left == (6,)


def test_forfeits_are_automatic_only_when_nothing_else_is_left() -> None:
    session = PlaySession(Game.new(seed=1))  # [3|5]: the 3 is blocked now
    assert session.game.halves_left == (3, 5)  # not forfeited for the player: D3
    messages = session.new_game(Game.new(seed=6))  # [0|0]
    assert messages[1:] == [
        "0: no move (Red) — played for you, there was no choice.",
        "0: no move (Red) — played for you, there was no choice.",
    ]
    assert session.game.to_move is Side.BLUE


def test_typed_actions_and_their_errors() -> None:
    session = PlaySession(Game.new(seed=1))
    assert session.enter("3:Ra1-a4") == [
        "3:Ra1-a4: the rook cannot go from a1 to a4: a2 is in the way."
    ]
    assert session.enter("nonsense")[0].startswith("'nonsense' is not an action")
    assert session.enter("5:Nb2-c4") == ["5 → knight: Nb2-c4 (Red)"]


def test_undo_and_redo_follow_the_persons_choices() -> None:
    session = PlaySession(Game.new(seed=1))
    session.enter("5:Nb2-c4")
    session.enter("3:Rb1-b3")  # ends the turn; Blue's [0|0] is forfeited for him
    after = session.game.clone()
    session.undo()
    assert [str(a) for a in session.game.history] == ["5:Nb2-c4"]
    session.redo()
    assert session.game == after
    session.undo()
    session.undo()
    assert session.game == Game.new(seed=1)
    assert session.undo() == ["There is nothing to undo."]
    session.redo()
    session.enter("3:Rb1-b2")  # a new action clears the redo list
    assert session.redo() == ["There is nothing to redo."]


def test_against_the_computer_undo_takes_back_its_reply_too() -> None:
    session = PlaySession(Game.new(seed=1), computer=Side.BLUE)
    session.enter("5:Nb2-c4")
    session.enter("3:Rb1-b3")
    assert session.computer_to_move  # Blue's [0|0]: the computer plays its own turn
    for _ in range(2):
        session.apply_computer(session.game.legal_actions()[0])
    assert session.game.to_move is Side.RED and not session.computer_to_move
    session.undo()
    assert [str(a) for a in session.game.history] == ["5:Nb2-c4"]
    session.redo()
    assert session.game.to_move is Side.RED and len(session.game.history) == 4


def test_the_computer_side_waits_for_the_computer() -> None:
    game = Game.new(seed=1)
    game.play("5:Nb2-c4")
    game.play("3:Rb1-b3")
    game.play("0:-")
    game.play("0:-")
    game.play(game.legal_actions()[0])
    game.play(game.legal_actions()[0])
    session = PlaySession(game, computer=game.to_move)
    assert session.computer_to_move
    assert session.click(sq("a1")) == ["The computer is thinking…"]
    assert session.enter("0:-") == ["The computer is thinking…"]
    assert "(computer)" in session.status()


def test_resign_and_agreed_draw_can_be_undone() -> None:
    session = PlaySession(Game.new(seed=1))
    assert session.resign() == ["Blue wins: resignation"]
    assert session.click(sq("b2"))[0].startswith("The game is over")
    session.undo()
    assert not session.game.is_over
    assert session.agree_draw() == ["draw: draw agreed"]


def test_random_clicks_never_break_the_session() -> None:
    rng = random.Random(4)
    session = PlaySession(Game.new(seed=9))
    longest = 0
    for _ in range(3000):
        roll = rng.random()
        targets = sorted(session.targets())
        origins = sorted({a.origin for a in session.game.legal_actions() if a.origin is not None})
        if targets and roll < 0.5:
            session.click(rng.choice(targets))
        elif origins and roll < 0.7:
            session.click(rng.choice(origins))
        elif roll < 0.9:
            session.click(rng.randrange(64))
        elif roll < 0.95 and session.choice:
            session.choose(rng.choice(session.choice).half)
        elif roll < 0.97:
            session.undo()
        else:
            session.redo()
        assert session.picked is None or session.targets()
        assert [e.action for e in session.played] == session.game.history
        longest = max(longest, len(session.played))
    assert longest > 10  # the clicks did play moves


def test_the_board_in_words_lists_every_piece_once() -> None:
    game = Game.from_position("k6k/8/2B5/8/8/8/8/K6R", "red", (4, 6), seed=5)
    session = PlaySession(game)
    assert session.describe_position() == [
        "Red: king a1; rook h1; bishop c6.",
        "Blue: king a8, h8.",
    ]
    session.enter("4:Bc6xa8")
    assert session.describe_position()[1] == "Blue: king h8."
    italian = PlaySession(Game.new(seed=1), language="it").describe_position()
    assert italian[0].startswith("Rosso: re d1, e1; regine c1, f1; torri a1, b1, g1, h1;")


def test_a_new_draughts_game_keeps_the_rules_of_the_one_before() -> None:
    # Lasker's officer (L1) and the Russian draw rules (S3) are settings:
    # "New game" in a session starts the same variant again.
    from dominochess_widget import games
    from dominochess_widget.session import rules_for

    for name, settings in (("lasca", {"officer": "lasker"}), ("russian", {"kings_only": 30})):
        given = games.new(name, **settings)
        fresh = rules_for(given).new_game(given, None)
        assert fresh.settings == given.settings != games.new(name).settings
        assert fresh.position() == games.new(name).position()
