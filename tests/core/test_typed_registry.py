"""Issue 26: the registry is typed, the games are registered once, the
computers share one opening of ``choose()``.

A game's registry entry declares its facts (chance, hidden information,
its seats) and its plug-ins in typed fields; callers read them instead of
probing a state. Importing the package registers every game, so no module
imports the games to find them. Every computer opens ``choose()`` with the
same checks, the shared base's; every hint giver takes a language.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from fuzz_inputs import check_type_error

from dominochess_widget import games
from dominochess_widget.ai.computers import GenericComputer, computer_for
from dominochess_widget.core import registry
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.core.errors import ArgumentTypeError, IllegalActionError, SettingError
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import HiddenInformation, Phrase, seat_name
from dominochess_widget.core.rules import observation, rules_for

NAMES = ("dominochess", "damhex", "dominoes", "lasca", "russian")


def test_2_importing_any_module_of_the_package_registers_every_game() -> None:
    """A fresh interpreter that imports only the registry finds all five games:
    the package's first import registers them, nothing imports them later."""
    done = subprocess.run(
        [sys.executable, "-c",
         "from dominochess_widget.core import registry; print(registry.names())"],
        capture_output=True, text=True, check=True)
    assert done.stdout.strip() == repr(list(NAMES))


@pytest.mark.parametrize("name", NAMES)
def test_4_the_entry_declares_chance_and_hidden_information(name: str) -> None:
    info = games.info(name)
    state = info.new(3)
    assert info.chance == (name in ("dominochess", "dominoes"))
    assert info.hidden_information == (name in ("dominochess", "dominoes"))
    assert isinstance(state, HiddenInformation) == info.hidden_information
    assert (observation(state) == state.position()) != info.hidden_information
    assert len(info.seats) <= (info.most_seats or len(info.seats))


@pytest.mark.parametrize("name", NAMES)
def test_4_the_entry_names_its_plug_ins_in_typed_fields(name: str) -> None:
    info = games.info(name)
    state = info.new(1)
    assert info.record is not None and info.play is not None and info.computer is not None
    assert rules_for(state) is info.play
    assert read_any_record(write_any_record(state)).to_text() == write_any_record(state)
    assert (info.view is None) == (info.editor is None) == (name == "dominoes")


def test_4_the_generic_search_refuses_a_game_of_chance_in_words() -> None:
    state = games.new("dominochess", seed=1)
    for language in ("en", "it"):
        with pytest.raises(SettingError) as refused:
            GenericComputer("easy").choose(state)
        assert refused.value.key == "ai.needs_own_computer"
        assert "dominochess" in refused.value.message(language)
    assert len(state.history) == 0


@pytest.mark.parametrize("name", NAMES)
def test_4_every_computer_opens_choose_with_the_same_checks(name: str) -> None:
    """Another game's state is a type error naming ``state``; a finished game
    is refused; neither changes the state."""
    other = games.new("russian" if name != "russian" else "lasca")
    computer = computer_for(name, "easy", time_budget=0.05)
    before = other.position()
    with pytest.raises(ArgumentTypeError) as wrong:
        computer.choose(other)
    check_type_error(wrong.value, ["state"])
    assert other.position() == before
    state = games.new(name, seed=2)
    state.resign(state.to_move)
    if not state.is_over:  # DamHex³: a player leaves, the others play on (H12)
        state.resign(state.to_move)
    with pytest.raises(IllegalActionError):
        computer.choose(state)


@pytest.mark.parametrize("name", [n for n in NAMES if games.info(n).hinter is not None])
def test_4_every_hint_giver_takes_a_language(name: str) -> None:
    make = games.info(name).hinter
    assert make is not None
    state = games.new(name, seed=4)
    hint = make("easy", time_budget=0.05).hint(state, "it")
    assert hint.action in state.legal_actions()
    assert hint.words("it")


def test_3_phrase_is_the_one_message_parameter_type() -> None:
    assert seat_name("red") == Phrase("side.red")
    assert translate("board.to_move", "it", side=seat_name("white")) == translate(
        "board.to_move", "it", side=Phrase("side.white"))


def test_4_a_state_of_no_game_is_refused_by_the_registry() -> None:
    with pytest.raises(ArgumentTypeError):
        registry.info_of("not a game")
