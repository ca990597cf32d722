"""Hard plays the same on every machine: its node budget decides, not the clock.

The machine's speed is simulated with an injected clock that moves a fixed
step each time it is read (the search reads it once every ``CHECK_EVERY``
nodes), so nothing here is timed. The wall-clock guard may still stop a
search on a hopeless machine; then the player and the widget say so.
"""

from __future__ import annotations

import asyncio

import pytest
from random_play import StepClock, unfinished_games

from dominochess_widget import Game, Side
from dominochess_widget.core.messages import translate
from dominochess_widget.games.dominochess.players import (
    CAP_FACTOR,
    NODES_PER_SECOND,
    ComputerPlayer,
)
from dominochess_widget.games.dominochess.search import CHECK_EVERY
from dominochess_widget.widgets.play import PlayWidget

BUDGET = 0.05  # seconds of budget: 2,000 nodes
#: How many times slower than the reference the simulated slow machine is:
#: it would have hit the old guard (3 × the budget) on a full budget.
SLOWER = 5.0
#: A PlayWidget game whose Red tile at the start ([4|4]) and whose first
#: computer (Blue) turn both have many sequences to weigh.
WIDGET_SEED = 5


def slow_machine() -> StepClock:
    """A machine ``SLOWER`` times slower than the one the node budget is
    sized for: CHECK_EVERY nodes cost SLOWER × CHECK_EVERY / NODES_PER_SECOND s."""
    return StepClock(SLOWER * CHECK_EVERY / NODES_PER_SECOND)


def hopeless_machine() -> StepClock:
    """A clock that is past the guard the first time the search looks at it."""
    return StepClock(3600.0)


def positions(count: int, seed: int = 7) -> list[Game]:
    """Unfinished games after random play."""
    return unfinished_games(lambda rng: Game.new(seed=rng.randrange(10_000)), count, seed, 0, 50)


def hard(seed: int, clock: StepClock | None = None) -> ComputerPlayer:
    if clock is None:
        return ComputerPlayer("hard", seed=seed, time_budget=BUDGET)
    return ComputerPlayer("hard", seed=seed, time_budget=BUDGET, clock=clock)


# ---------------------------------------------------------------- the player
@pytest.mark.parametrize("seed", [0, 4])
def test_the_choice_does_not_depend_on_the_machines_speed(seed: int) -> None:
    longest = 0.0
    for game in positions(6, seed=seed + 7):
        slow = slow_machine()
        # A machine infinitely fast (time never passes) and a slow one. Not the
        # real clock: on a loaded machine (the suite runs on every core) its
        # guard may fire, which is what the tests below check on purpose.
        players = [hard(seed, StepClock(0.0)), hard(seed, slow)]
        plans = {str(p.plan(game)) for p in players}
        assert len(plans) == 1, game.placement()
        # The very same search: same value, depth and nodes, and the guard never fired.
        results = {p.last_search for p in players}
        assert len(results) == 1
        result = results.pop()
        assert result is not None and result.complete, result
        longest = max(longest, slow.now)
    # The slow machine spent more than the old guard (3 × the budget) on some
    # turn, and less than the guard now: its moves are the fast machine's.
    assert 3 * BUDGET < longest < CAP_FACTOR * BUDGET


def test_when_the_guard_fires_it_says_so_and_the_action_is_legal() -> None:
    game = Game.new(seed=3)  # Red's [3|6]: 39 actions to weigh
    clock = hopeless_machine()
    ai = hard(0, clock)
    first = ai.choose(game)
    assert clock.reads >= 2  # the start, then the first check: the guard fired there
    result = ai.last_search
    assert result is not None
    assert result.timed_out and ai.timed_out
    assert not result.cancelled and not result.complete
    assert str(first) in {str(a) for a in game.legal_actions()}
    game.play(first)
    # The second half comes from the same search: it says so too.
    second = ai.choose(game)
    assert ai.timed_out
    assert str(second) in {str(a) for a in game.legal_actions()}


def test_a_cancel_is_not_the_guard_and_its_plan_is_thrown_away() -> None:
    game = Game.new(seed=3)
    ai = hard(0, StepClock(0.0))
    first = ai.choose(game, cancel=lambda: True)
    result = ai.last_search
    assert result is not None and result.cancelled and not result.timed_out
    assert not result.complete
    game.play(first)
    ai.choose(game)  # searched afresh, not the cancelled search's second half
    assert ai.last_search is not None and ai.last_search.complete


def test_easy_and_medium_have_no_search() -> None:
    game = Game.new(seed=3)
    for level in ("easy", "medium"):
        ai = ComputerPlayer(level, clock=hopeless_machine())
        ai.choose(game)
        assert ai.last_search is None and not ai.timed_out


# ---------------------------------------------------------------- the widget
def red_plays_a_turn(play: PlayWidget) -> None:
    """Red (the person) plays the first legal action of each half of the
    first turn."""
    while play.game.turns_played == 0:
        play.enter(str(play.game.legal_actions()[0]))


def widget(clock: StepClock | None, language: str = "en") -> PlayWidget:
    play = PlayWidget(opponent="hard", computer="blue", seed=WIDGET_SEED,
                      language=language, time_budget=BUDGET)
    assert play.game.history == [] and play.game.to_move is Side.RED
    assert play._player is not None
    if clock is not None:
        play._player.clock = clock
    return play


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_widget_says_when_the_guard_chose_the_computers_move(language: str) -> None:
    play = widget(hopeless_machine(), language)
    red_plays_a_turn(play)  # no event loop: the computer answers at once
    assert play.game.to_move is Side.RED and play.game.turns_played == 2
    warning = translate("ai.timed_out", language)
    assert play.text().splitlines().count(warning) == 1  # once for the turn
    assert play.text().endswith(warning)


def test_the_widget_says_nothing_when_the_node_budget_decided() -> None:
    play = widget(slow_machine())
    red_plays_a_turn(play)
    assert play.game.turns_played == 2
    assert translate("ai.timed_out", "en") not in play.text()


def test_the_thinking_task_says_when_the_guard_fired() -> None:
    async def run() -> PlayWidget:
        play = widget(hopeless_machine())
        red_plays_a_turn(play)
        assert play.thinking is not None
        await play.thinking
        return play

    play = asyncio.run(run())
    assert play.game.to_move is Side.RED and play.game.turns_played == 2
    assert play.text().endswith(translate("ai.timed_out", "en"))


def test_a_hint_chosen_by_the_guard_says_so() -> None:
    play = widget(hopeless_machine())
    text = play.hint()
    assert text.startswith("Hint: ")
    assert text.endswith(translate("ai.hint_timed_out", "en"))
    calm = widget(StepClock(0.0))
    assert translate("ai.hint_timed_out", "en") not in calm.hint()
