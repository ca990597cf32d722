"""Hidden stays hidden, as a property: two domino chess games that differ only
in what no seat can see (the order of the pool, and the seed that orders
the cycles after it) look the same on every surface a seat's screen can
reach — its observation, the picture, the session's words, the text box's
example, and the computer's choice, which must not peek either.

(The dominoes twins, whose hands differ, are in ``test_fuzz_dominoes.py``.)
"""

from __future__ import annotations

import random
import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.ai.computers import computer_for
from dominochess_widget.render import pictures
from dominochess_widget.session import PlaySession

TWINS = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def played(seed: int, plies: int) -> Any:
    """A domino chess game after ``plies`` random actions."""
    game = games.new("dominochess", seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    return game


def twin(game: Any, rng: random.Random) -> Any:
    """``game``'s position with its pool shuffled and another seed: what no
    seat may see changed, nothing else."""
    text = game.position()
    found = re.search(r"pool=(\S+)", text)
    pool = found[1].split(",") if found and found[1] != "-" else []
    rng.shuffle(pool)
    text = re.sub(r"pool=\S+", "pool=" + (",".join(pool) or "-"), text)
    text = re.sub(r"seed=\d+", f"seed={rng.randrange(2**32)}", text)
    return games.from_position("dominochess", text)


def surfaces(game: Any, language: str) -> dict[str, object]:
    """Everything a seat's screen shows of ``game``."""
    session = PlaySession(game, language=language)
    return {
        "observations": [game.observation(seat) for seat in game.seats],
        "picture": pictures.svg(game, language),
        "status": session.status(),
        "words": session.describe_position(),
        "example": session.example(),
        "free": [str(a) for a in session.free_actions()],
    }


@TWINS
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 40), shuffle=st.integers(0, 10**6),
       language=st.sampled_from(["en", "it"]))
def test_twins_that_differ_only_in_the_pool_look_the_same(seed: int, plies: int, shuffle: int,
                                                          language: str) -> None:
    game = played(seed, plies)
    same = games.from_position("dominochess", game.position())  # no history, as the twin
    other = twin(game, random.Random(shuffle))
    assert surfaces(same, language) == surfaces(other, language)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 20), shuffle=st.integers(0, 10**6))
def test_the_computer_does_not_peek_at_the_pool(seed: int, plies: int, shuffle: int) -> None:
    game = played(seed, plies)
    if game.is_over:
        return
    other = twin(game, random.Random(shuffle))
    for level in ("easy", "medium"):
        mine = computer_for(game, level, seed=3, time_budget=0.2).choose(game)
        theirs = computer_for(other, level, seed=3, time_budget=0.2).choose(other)
        assert str(mine) == str(theirs), level
