"""A fifth game joins the house with a registry entry and nothing else.

The toy game (tests/toy_game.py, noughts and crosses on 3×3) is registered
for each test and taken out after it. The same API, the board, the player
widget with its clicks and its computer, and the session all work with
it; and no module above the core (widgets, session, search, records)
names a game, so none of them had to change to take this one.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from toy_game import INFO, NAME, Toy

from dominochess_widget import games
from dominochess_widget.ai.computers import GenericComputer, computer_for
from dominochess_widget.core import registry
from dominochess_widget.session import PlaySession
from dominochess_widget.widgets import BoardWidget, PlayWidget

PACKAGE = Path(__file__).resolve().parents[1] / "dominochess_widget"


@pytest.fixture(autouse=True)
def toy() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry._GAMES, NAME, INFO)
        yield


def test_the_api_answers_for_the_new_game() -> None:
    assert NAME in games.names()
    state = games.new(NAME)
    assert games.perft(state, 2) == 9 * 8
    state.play("b2")
    text = state.position()
    again = games.from_position(NAME, text)
    assert again.position() == text
    assert games.perft(again, 1) == 8


def test_the_board_draws_it_on_its_own_shape() -> None:
    state = games.new(NAME)
    state.play("a1")
    board = BoardWidget(state)
    assert board.geometry.shape.columns == 3
    assert board.square_at(*board.square_center(4)) == 4
    assert board.last_error is None, board.message


def test_a_person_plays_it_by_clicks_and_the_computer_answers() -> None:
    play = PlayWidget(NAME, opponent="easy", computer="black", time_budget=0.05)
    play.board.click_square(4)  # b2
    assert play.board.last_error is None, play.board.message
    game = play.game
    assert isinstance(game, Toy)
    assert str(game.history[0]) == "b2"
    assert len(game.history) == 2  # no event loop here: the computer answered at once


def test_the_session_refuses_a_full_cell_and_changes_nothing() -> None:
    session = PlaySession(games.new(NAME))
    session.click(0)
    before = session.game.position()
    messages = session.click(0)
    assert session.game.position() == before
    assert messages  # said why, in words


def test_the_shared_search_plays_it_without_a_game_specific_computer() -> None:
    computer = computer_for(NAME, "hard")
    assert isinstance(computer, GenericComputer)
    state = games.from_position(NAME, "ww.bb.... white")
    assert str(computer.choose(state)) == "c1"  # completes the row and wins


#: The layers that must not import a game: the core, the session, the
#: search, the record container, the widgets (they find games in the registry).
GENERIC_MODULES = (
    "core/protocol.py",
    "core/registry.py",
    "core/scene.py",
    "session.py",
    "ai/alphabeta.py",
    "widgets/board.py",
    "widgets/layers.py",
    "widgets/drawing.py",
    "widgets/scene.py",
    "widgets/sprites.py",
    "widgets/geometry.py",
    "widgets/frames.py",
    "widgets/viewer.py",
    "widgets/play.py",
    "widgets/app.py",
    "core/records.py",
    "core/movelist.py",
    "core/geometry.py",
    "ai/computers.py",
    "examples/__init__.py",
)


@pytest.mark.parametrize("module", GENERIC_MODULES)
def test_no_generic_module_imports_a_game(module: str) -> None:
    text = (PACKAGE / module).read_text(encoding="utf-8")
    imports = [line for line in text.splitlines() if line.startswith(("from ", "import "))]
    for line in imports:
        assert ".engine" not in line and ".games." not in line, (module, line)
