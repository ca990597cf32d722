"""Domino chess games for the tests: a hand-written record, and random games
for hypothesis (seeds, choice lists played as legal-action indices)."""

from __future__ import annotations

from collections.abc import Iterator

from hypothesis import strategies as st

from dominochess_widget import ALL_TILES, Action, Game

HANDWRITTEN = """\
[Event "Lesson"]
[Red "Anna"]
[Blue "Ben"]

{A game played with a real domino set.}
1. [3|5] {Knights and rooks.} 5:Nb2-c4 {The knight jumps. [%csl Gc4][%cal Gb2c4]} 3:Rb1-b2
1... [0|4] 4:Bc7-a5 0:-
2. [6|6] 6:Nc4-e5 6:Rb2-b3
"""

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def steps(game: Game, picks: list[int]) -> Iterator[Action]:
    """Play ``picks`` as choice indices; yield each action just before it is played."""
    for pick in picks:
        actions = game.legal_actions()
        if not actions:
            return
        action = actions[pick % len(actions)]
        yield action
        game.play(action)


def play_randomly(game: Game, choices: list[int]) -> Game:
    """``game`` after playing ``choices`` as legal-action indices (until it ends)."""
    for choice in choices:
        if game.is_over:
            break
        actions = game.legal_actions()
        game.play(actions[choice % len(actions)])
    return game


games = st.builds(
    play_randomly,
    st.one_of(
        st.builds(Game.new, seed=st.integers(0, 10**6), mapping=st.sampled_from(
            [None, "NBRQK", "QKRNB"]), draw_rule=st.sampled_from([50, 3, None])),
        st.builds(
            lambda seed, pool: Game.from_position(
                "4k3/8/8/3q4/8/8/2N5/R3K3", "blue", pool[0], pool=pool[1:], seed=seed
            ),
            st.integers(0, 1000),
            st.lists(st.sampled_from(ALL_TILES), min_size=1, max_size=6, unique=True),
        ),
    ),
    st.lists(st.integers(0, 1000), max_size=120),
)
