"""Issue 28, items 2 and 5: the scripted API of every game gives a record
that ``read_any_record`` reads back with every move, comment, mark and
variation, that the viewer cuts into frames, and that a study opens again
to the same tree; a shipped example opens, is changed and written back."""

from __future__ import annotations

import random

import pytest
from study_support import GAMES, HOSTILE, scripted, shape

from dominochess_widget.core import registry
from dominochess_widget.core.any_record import codec_of, read_any_record
from dominochess_widget.examples import example_games, example_names
from dominochess_widget.render.frames import frames_of
from dominochess_widget.study import Study


@pytest.mark.parametrize("game", GAMES)
def test_5_the_scripted_api_round_trips_through_the_reader(game) -> None:
    study = scripted(game)
    text = study.record_text()
    record = read_any_record(text)
    assert shape(codec_of(record.game).tree(record)) == shape(study._root)
    assert record.tags["Event"] == 'Lesson "one" } \\'
    assert HOSTILE.split()[0] in text
    reopened = Study(record=text)
    assert shape(reopened._root) == shape(study._root)
    assert reopened.record_text() == text
    assert reopened.tags == study.tags
    assert frames_of(record, "en")


@pytest.mark.parametrize("game", GAMES)
def test_5_every_variation_is_in_the_record(game) -> None:
    study = scripted(game)
    variations = [entry for entry in study.lines() if entry.depth]
    assert variations or len(registry.new(game, 3).legal_actions()) == 1
    reopened = Study(record=study.record_text())
    assert [(e.path, e.label, e.depth) for e in reopened.lines()] == [
        (e.path, e.label, e.depth) for e in study.lines()]


@pytest.mark.parametrize("game", ["russian", "lasca", "dominoes"])
def test_5_a_games_settings_are_carried(game) -> None:
    study = scripted(game)
    reopened = Study(record=study.record_text())
    assert registry.settings_of(reopened.first) == registry.settings_of(study.first)
    assert registry.settings_of(study.first) != registry.settings_of(registry.new(game))


@pytest.mark.parametrize("name", [name for game in example_games()
                                  for name in example_names(game)])
def test_4_every_shipped_example_opens_and_changes_a_comment(name) -> None:
    study = Study(record=name, language="it")
    text = study.record_text()
    assert Study(record=text).record_text() == text
    study.to_end()
    study.back()
    study.comment("Nuovo commento } {")
    study.play(study.legal_texts()[-1])  # a variation, or the same move entered
    again = Study(record=study.record_text())
    assert shape(again._root) == shape(study._root)


@pytest.mark.parametrize("game", GAMES)
def test_5_a_random_tree_round_trips(game) -> None:
    """Random moves, comments and variations at random places."""
    rng = random.Random(game)
    study = Study(game, seed=7)
    for _ in range(40):
        roll = rng.random()
        if roll < 0.2 and not study.at_start:
            study.go(rng.choice(study.lines()).path)
        elif roll < 0.3:
            study.comment(rng.choice(["", "a}", "{b", "\\", "[%csl Ga1]", "ok"]))
        elif study.legal_texts():
            study.play(rng.choice(study.legal_texts()))
    text = study.record_text()
    assert shape(Study(record=text)._root) == shape(study._root)
