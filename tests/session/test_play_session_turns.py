"""What the play session tells about the turns just played, the hint's
arrows and a draw offer's answer (no Jupyter)."""

from __future__ import annotations

from dominochess_widget import Game, games
from dominochess_widget.ai.computers import computer_for
from dominochess_widget.ai.draws import answer_draw
from dominochess_widget.games.dominochess.board import parse_square
from dominochess_widget.games.russian.board import SQUARES_BY_NAME
from dominochess_widget.session import PlaySession


def test_the_other_seats_turn_is_told_until_the_seat_to_move_acts() -> None:
    session = PlaySession(games.new("dominochess", seed=1))  # Red [3|5], Blue [0|0]
    assert session.last_turns() == []
    session.enter("5:Nb2-c4")
    assert session.last_turns() == []  # Red's turn goes on
    session.enter("3:Rb1-b3")  # Blue's [0|0] is forfeited for him: Red again
    (turn,) = session.last_turns()
    assert turn.seat == "blue" and [str(a) for a in turn.actions] == ["0:-", "0:-"]
    assert turn.summary == "Blue drew [0|0] — no move"
    session.enter("4:Bc2-d3")  # Red acts: Blue's turn is no longer news
    assert session.last_turns() == []


def test_a_turn_with_moves_and_a_forfeit_names_its_tile() -> None:
    game = Game.from_position("4k3/8/8/8/8/8/8/R3K3", "red", (3, 0), seed=0)
    session = PlaySession(game)
    session.enter("3:Ra1-a5")
    session.enter("0:-")
    (turn,) = session.last_turns()
    assert turn.summary == "Red drew [0|3]: 3:Ra1-a5, 0: no move"
    assert PlaySession(game.clone(), language="it").last_turns()[0].summary == (
        "Il Rosso ha pescato [0|3]: 3:Ra1-a5, 0: nessuna mossa")


def test_in_a_game_of_three_both_others_turns_are_told_and_the_end_alone_once_over() -> None:
    session = PlaySession(games.new("damhex"))
    for _ in range(3):
        session.enter(str(session.game.legal_actions()[0]))
    assert session.game.to_move == "white"
    turns = session.last_turns()
    assert [t.seat for t in turns] == ["black", "red"]
    assert [t.summary.split(" played ")[0] for t in turns] == ["Black", "Red"]
    session.resign()  # over: only the turn that came last
    assert [t.seat for t in session.last_turns()] == ["red"]


def test_the_hint_arrows_follow_the_click_path() -> None:
    session = PlaySession(games.from_position("russian", "W:Wc3:Bd4,f6,h8"))
    (move,) = session.game.legal_actions()
    arrows = session.hint_annotations(move).arrows
    c3, e5, g7 = (SQUARES_BY_NAME[n] for n in ("c3", "e5", "g7"))
    assert [(a.origin, a.target, a.colour) for a in arrows] == [(c3, e5, "G"), (e5, g7, "G")]
    chess = PlaySession(games.new("dominochess", seed=1))
    forfeit = chess.game.parse_action("3:-")
    assert chess.hint_annotations(forfeit).arrows == ()  # nothing to point at
    b2, c4 = parse_square("b2"), parse_square("c4")
    knight = chess.hint_annotations(chess.game.parse_action("5:Nb2-c4")).arrows
    assert [(a.origin, a.target) for a in knight] == [(b2, c4)]


def test_a_draw_offer_follows_the_computers_judgement() -> None:
    won = games.from_position("russian", "B:Wa1:Bc7,e7,g7,h8")  # Black, to move, is far ahead
    computer = computer_for(won, "easy", time_budget=0.05)
    declined = answer_draw(computer, won, ("black",))
    assert not declined.accepts and declined.values[0][1] > 0
    accepted = answer_draw(computer, won, ("white",))
    assert accepted.accepts and accepted.values[0][1] < 0
    assert answer_draw(object(), won, ("black",)).accepts is False  # cannot judge: plays on
    session = PlaySession(won, computer="black")
    assert session.answer_draw(False) == [
        "The computer declines the draw: it judges its position at least equal. Play on."]
    assert not session.game.is_over
    said = session.answer_draw(True)
    assert said[0].startswith("The computer accepts the draw") and session.game.is_over


def test_a_ratto_and_every_turn_after_it_are_told_until_the_person_acts() -> None:
    # White (the person) plays 48-41; Red steals Black's turn (33x48), then
    # Black and Red play: three turns, Red's twice, the stolen one said so.
    session = PlaySession(games.new("damhex"), computer=("black", "red"))
    session.enter("48-41")
    game = session.game
    while game.to_move != "white":
        session.apply_computer(game.legal_actions()[0])
    turns = session.last_turns()
    assert [turn.seat for turn in turns][:2] == ["red", "black"]
    assert str(turns[0].actions[0]) == "33x48"
    assert turns[0].summary == "Ratto! Red played 33x48"
    assert not turns[1].summary.startswith("Ratto")
