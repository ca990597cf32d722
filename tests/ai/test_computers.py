"""computer_for: a computer for any registered game, found by name or state.

The registry entries' ``computer`` fields belong to the games'
packages; here they are put in for the test only (monkeypatch restores
the registry), so the test holds before and after they land.
"""

from __future__ import annotations

import dataclasses
import threading
from typing import Any

import pytest

import dominochess_widget.games  # noqa: F401  (registers the games)
from dominochess_widget.ai.computers import (
    Computer,
    GenericComputer,
    Level,
    computer_for,
)
from dominochess_widget.core import registry
from dominochess_widget.core.errors import SettingError
from dominochess_widget.games.dominochess.computer import dominochess_computer
from dominochess_widget.games.russian import Draughts
from dominochess_widget.games.russian.computer import RussianComputer, make_computer


def with_computer(monkeypatch: pytest.MonkeyPatch, name: str, factory: Any) -> None:
    info = registry.info(name)
    monkeypatch.setitem(registry._GAMES, name, dataclasses.replace(info, computer=factory))


def test_russian_by_name_and_by_state(monkeypatch):
    with_computer(monkeypatch, "russian", make_computer)
    computer = computer_for("russian", "medium", time_budget=0.05)
    assert isinstance(computer, RussianComputer) and isinstance(computer, Computer)
    assert computer.level == "medium" and computer.level is Level.MEDIUM
    game = Draughts.new()
    move = computer.choose(game)
    assert move in game.legal_actions() and computer.timed_out is False
    assert isinstance(computer_for(game, "easy"), RussianComputer)


def test_dominochess_wraps_its_player(monkeypatch):
    from dominochess_widget import Game
    from dominochess_widget.games.dominochess.players import ComputerPlayer

    with_computer(monkeypatch, "dominochess", dominochess_computer)
    computer = computer_for("dominochess", "medium", seed=2)
    assert isinstance(computer, ComputerPlayer) and isinstance(computer, Computer)
    assert computer.level == "medium"
    game = Game.new(seed=4)
    assert computer.choose(game, cancel=threading.Event()) in game.legal_actions()
    assert computer.timed_out is False


def test_a_game_without_a_factory_gets_the_generic_search(monkeypatch):
    with_computer(monkeypatch, "russian", None)
    computer = computer_for("russian", "hard", time_budget=0.05)
    assert isinstance(computer, GenericComputer)
    game = Draughts.from_position("W:Wa3,b4,d4,e1,g3:Bb6,d6,f8,h6")
    move = computer.choose(game)
    assert move in game.legal_actions()
    for level in ("easy", "medium"):
        assert computer_for(game, level, time_budget=0.02).choose(game) in game.legal_actions()


def test_bad_requests(monkeypatch):
    with pytest.raises(SettingError):
        computer_for("no such game", "hard")
    with pytest.raises(SettingError):
        computer_for("russian", "impossible")
    with_computer(monkeypatch, "russian", "not callable")
    with pytest.raises(TypeError):
        computer_for("russian", "hard")
