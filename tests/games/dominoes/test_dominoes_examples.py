"""The annotated dominoes round: every moment its comments name happens
in the engine, in both languages (the same actions, only the words differ)."""

from __future__ import annotations

from typing import Any

import pytest

from dominochess_widget.examples import example_names, load_example
from dominochess_widget.games.dominoes import DRAW, PASS, Play
from dominochess_widget.games.dominoes.counting import known_voids
from dominochess_widget.games.dominoes.tiles import is_double, pips
from dominochess_widget.widgets import GameViewer

NAME = "1_a_round_for_three"


def _states() -> list[Any]:
    """The match after 0, 1, 2, … actions of the record."""
    record = load_example(NAME)
    game = record.first.clone()
    states = [game.clone()]
    for recorded in record.moves:
        game.play(recorded.action)
        states.append(game.clone())
    return states


def test_the_round_is_listed_and_both_languages_record_the_same_actions() -> None:
    assert example_names("dominoes") == [NAME]
    english, italian = load_example(NAME), load_example(NAME, language="it")
    assert [str(m.action) for m in english.moves] == [str(m.action) for m in italian.moves]
    assert english.first.position() == italian.first.position()
    assert english.tags["Game"] == "Dominoes"
    commented = [i for i, m in enumerate(english.moves) if m.comment is not None]
    assert commented == [i for i, m in enumerate(italian.moves) if m.comment is not None]
    assert len(commented) >= 12


def test_the_highest_double_leads_and_is_a_spinner_O3_O5() -> None:
    states = _states()
    start, after = states[0], states[1]
    doubles = [t for s in start.seats for t in start.hand(s) if is_double(t)]
    assert after.history[0] == Play(max(doubles)) == Play((3, 3))
    assert start.to_move == "blue" and after.open_ends() == (3, 3, 3, 3)


def test_green_draws_seven_for_want_of_a_3_O4() -> None:
    states = _states()
    assert states[8].history[1:8] == [DRAW] * 7
    assert all(3 not in tile for tile in states[1].hand("green"))
    assert len(states[9].hand("green")) == 11


def test_a_later_double_opens_three_faces_O5() -> None:
    states = _states()
    played = states[20].history[19]
    assert isinstance(played, Play) and played.tile == (5, 5)
    assert len(states[20].open_ends()) == len(states[19].open_ends()) + 2 == 6
    assert len(states[24].open_ends()) == 8


def test_blue_passes_on_an_empty_boneyard_O4() -> None:
    states = _states()
    assert states[28].boneyard_size == 0 and states[29].history[-1] == PASS
    assert states[28].to_move == "blue"


def test_red_s_passes_give_away_the_0_0() -> None:
    states = _states()
    voids = known_voids(states[37])
    assert voids["red"] >= {1, 2, 3, 4, 5, 6}
    assert states[37].hand("red") == ((0, 0),)


def test_blue_dominoes_and_scores_23_by_the_sheet_O7_O8() -> None:
    last = _states()[-1]
    (end,) = last.rounds
    assert end.winner == last.seats.index("blue") and not end.blocked
    assert end.pips == (0, 0, 23) == tuple(pips(last.hand(s)) for s in last.seats)
    assert end.points == (0 - 0) + (23 - 0) == last.scores_so_far["blue"]


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_viewer_tells_every_step_and_spells_out_the_score(language: str) -> None:
    viewer = GameViewer(NAME, language=language)
    assert len(viewer.frames) == 39
    viewer.go(38)
    told = viewer.text()
    assert "(0 − 0) + (23 − 0) = 23" in told
    viewer.go(10)  # mid-round, from every hand: all three listed face up
    words = viewer.board.scene.words
    assert sum("|" in w for w in words[:3]) == 3
    viewer.board.seat = "red"  # from one seat: only Red's hand face up
    words = viewer.board.scene.words
    assert "0|0" in words[0] and sum("|" in w for w in words[:3]) == 1
    with pytest.raises(ValueError, match="purple"):
        viewer.board.seat = "purple"
