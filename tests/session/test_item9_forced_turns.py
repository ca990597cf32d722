"""Issue 27, item 9: the turns played without a choice (domino chess: a
drawn tile with no move, D3) since a person last chose, told in words by
``PlaySession.forced_turns`` / ``forced_report``, grouped by seat, with
the seat that must play now; only drawn tiles are named."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.ai.computers import computer_for
from dominochess_widget.session import PlaySession

#: Seed 15, Blue played by an easy computer (seed 1): Red draws [0|0] and
#: [1|1], neither gives a move; Blue moves in between (its choice).
SEED = 15


def against_the_computer(seed: int, language: str = "en") -> PlaySession[games.State]:
    game = games.new("dominochess", seed=seed)
    session = PlaySession(game, computer="blue", language=language)
    session.new_game(games.new("dominochess", seed=seed))
    computer = computer_for(session.game, "easy", seed=1)
    while session.computer_to_move:
        session.apply_computer(computer.choose(session.game))
    return session


def test_9_forced_turns_are_told_grouped_by_seat_with_who_plays_now() -> None:
    session = against_the_computer(SEED)
    assert [(t.seat, [str(a) for a in t.actions]) for t in session.forced_turns()] == [
        ("red", ["0:-", "0:-"]), ("red", ["1:-", "1:-"])]
    assert session.forced_report() == (
        "Red drew [0|0] — no move. Red drew [1|1] — no move. Now Red must play.")
    italian = against_the_computer(SEED, "it").forced_report()
    assert italian == ("Il Rosso ha pescato [0|0]: nessuna mossa. Il Rosso ha pescato [1|1]: "
                       "nessuna mossa. Ora tocca al Rosso.")


def test_9_a_persons_move_ends_the_story() -> None:
    session = against_the_computer(SEED)
    action = next(a for a in session.game.legal_actions() if not a.is_forfeit)
    session.enter(str(action))
    # Red's turn was begun by a person: its forfeit, if any, is not a forced turn.
    assert all(t.seat == "blue" or t.actions[0] != action for t in session.forced_turns())
    assert "[0|0]" not in session.forced_report()


def test_9_nothing_forced_says_nothing() -> None:
    session = PlaySession(games.new("dominochess", seed=1))
    session.new_game(games.new("dominochess", seed=1))
    assert session.forced_turns() == [] and session.forced_report() == ""
    assert PlaySession(games.new("russian")).forced_report() == ""


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(1, 10_000))
def test_9_only_drawn_tiles_are_named_and_the_game_is_unchanged(seed: int) -> None:
    """Hidden stays hidden: every tile named was drawn (a turn played);
    the pool's next tiles never appear. Telling changes nothing."""
    session = against_the_computer(seed)
    before = (session.game.position(), list(session.game.history))
    report = session.forced_report()
    assert (session.game.position(), list(session.game.history)) == before
    drawn = {f"[{a}|{b}]" for t in session.game.turns()[:-1] for a, b in [t.tile]}
    named = {word for word in report.split() if word.startswith("[")}
    assert {name.rstrip(".:,") for name in named} <= drawn
    for turn in session.forced_turns():
        assert all(a.is_forfeit for a in turn.actions)
