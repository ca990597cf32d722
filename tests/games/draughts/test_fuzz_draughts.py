"""Fuzz tests of Russian draughts (S1–S3) and Lasca (L1–L4) through the
generic API (``games.new``, ``games.from_position``, the state's methods,
:class:`PlaySession`), with the error contract of ``tests/support/fuzz_inputs.py``.
``tests/games/damhex/test_fuzz_damhex.py`` runs the same checks on DamHex³.

* A position text, mutated (or a huge or odd one): accepted, its
  ``position()`` reads back to the same game, whose every legal move plays;
  refused, a :class:`DominoChessError` with a short message.
* An action as text or as an object, of this position, another position
  or another game, or of a wrong type: played as the legal move it names,
  or refused with the state unchanged (position, history, legal actions).
* Random :class:`PlaySession` calls (clicks on any value, typed text,
  choices, undo, redo, resign, draws, new games): after each, a refused
  call — raised, or answered with a refusal — left the game's position
  and history and the session's played and redo lists exactly as they were.
"""

from __future__ import annotations

import random

import pytest
from board_fuzz import (
    FUZZ,
    SEATS,
    SETTINGS,
    WRONG_SEATS,
    check_ending,
    check_every_legal_action,
    check_playable,
    check_resign,
    play_session,
    play_state,
    position_texts,
    random_state,
    read_position,
    sample_states,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget.session import PlaySession

# ====================================================================== the tests
DRAUGHTS = ("russian", "lasca")


@pytest.mark.parametrize("name", DRAUGHTS)
@settings(FUZZ, max_examples=120)
@given(data=st.data())
def test_a_mutated_position_is_read_back_the_same_or_refused(name: str,
                                                             data: st.DataObject) -> None:
    state = read_position(name, data.draw(position_texts(name)))
    if state is not None:
        check_playable(state, random.Random(0))


@pytest.mark.parametrize("name", DRAUGHTS)
def test_every_legal_move_of_the_sample_games_plays_and_its_text_names_it(name: str) -> None:
    for state in sample_states(name):
        check_every_legal_action(state)


@pytest.mark.parametrize("name", DRAUGHTS)
@settings(FUZZ, max_examples=60)
@given(seed=st.integers(0, 2**16), length=st.sampled_from([0, 3, 15, 60, 200]),
       data=st.data())
def test_every_legal_move_of_a_random_game_plays_and_its_text_names_it(
        name: str, seed: int, length: int, data: st.DataObject) -> None:
    state = random_state(name, seed, length, data.draw(st.sampled_from(SETTINGS[name])))
    check_every_legal_action(state)


@pytest.mark.parametrize("name", DRAUGHTS)
@settings(FUZZ, max_examples=100)
@given(data=st.data())
def test_random_calls_on_a_state_keep_the_contract(name: str, data: st.DataObject) -> None:
    state = data.draw(st.sampled_from(sample_states(name))).clone()
    play_state(data, state, data.draw(st.integers(1, 12)))


@pytest.mark.parametrize("name", DRAUGHTS)
@settings(FUZZ, max_examples=60)
@given(data=st.data())
def test_a_resignation_or_a_draw_is_refused_after_the_end_and_taken_back(
        name: str, data: st.DataObject) -> None:
    state = data.draw(st.sampled_from(sample_states(name))).clone()
    check_resign(state, data.draw(st.sampled_from((None, *SEATS, *WRONG_SEATS))))
    check_ending(state, state.agree_draw, "agree_draw()")


@pytest.mark.parametrize("name", DRAUGHTS)
@settings(FUZZ, max_examples=50)
@given(data=st.data())
def test_random_session_calls_keep_the_contract(name: str, data: st.DataObject) -> None:
    state = data.draw(st.sampled_from(sample_states(name))).clone()
    computer = data.draw(st.sampled_from([None, None, "white", "black"]))
    session = PlaySession(state, computer=computer,
                          language=data.draw(st.sampled_from(["en", "it"])))
    play_session(data, session, data.draw(st.integers(1, 60)))
