"""What a seat may not see stays out of its observation and out of the browser.

Domino chess hides one thing from both players: the order of the pool
(and the seed that makes it). ``observation(seat)`` (core protocol,
:class:`~dominochess_widget.core.protocol.HiddenInformation`) is the
position without it; games with nothing hidden observe their position.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from dominochess_widget import Game, games
from dominochess_widget.core.errors import SettingError
from dominochess_widget.core.protocol import HiddenInformation
from dominochess_widget.core.rules import observation
from dominochess_widget.widgets import PlayWidget


def test_games_that_differ_only_in_the_pool_order_observe_alike() -> None:
    one = Game.new(seed=1)
    text = one.position()
    reordered = text.replace("seed=1", "seed=2")
    pool = text.split("pool=")[1].split()[0].split(",")
    reordered = reordered.replace(",".join(pool), ",".join(reversed(pool)))
    other = games.from_position("dominochess", reordered)
    assert other.position() != one.position()
    for seat in one.seats:
        assert one.observation(seat) == other.observation(seat)
        assert "pool=" not in one.observation(seat) and "seed=" not in one.observation(seat)


def test_the_observation_lists_the_unseen_tiles_sorted() -> None:
    game = Game.new(seed=5)
    unseen = game.observation("red").split("unseen=")[1].split()[0].split(",")
    assert unseen == sorted(unseen) and len(unseen) == 27


def test_a_changed_board_changes_the_observation() -> None:
    game = Game.new(seed=1)
    before = game.observation("blue")
    game.play(game.legal_actions()[0])
    assert game.observation("blue") != before


def test_an_unknown_seat_is_refused_in_words() -> None:
    with pytest.raises(SettingError, match="not a seat"):
        Game.new(seed=1).observation("green")


def test_a_game_without_secrets_observes_its_position() -> None:
    state = games.new("russian")
    assert not isinstance(state, HiddenInformation)
    assert observation(state, "black") == state.position()


def _states(widget: Any) -> list[dict[str, Any]]:
    """The synced state of ``widget`` and of every widget below it."""
    out = [widget.get_state()]
    for child in getattr(widget, "children", ()):
        out.extend(_states(child))
    return out


def test_the_play_widget_sends_no_pool_order_to_the_browser() -> None:
    play = PlayWidget("dominochess", seed=7)
    play.enter(str(play.game.legal_actions()[0]))
    game = play.game
    assert isinstance(game, Game)
    secret = ",".join(f"{a}|{b}" for a, b in game.pool)
    sent = json.dumps(_states(play), default=str)
    assert secret not in sent
    assert "pool=" not in sent and "seed=7" not in sent
