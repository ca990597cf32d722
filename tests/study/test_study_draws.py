"""Issue 28, item 1: in domino chess the tile is chosen or drawn by seed.

A teacher who records a game played with a real domino set chooses the
tile each turn drew (``Study.draw``) where the main line ends; the study's
start is rebuilt so that its pool draws it there (one pool per game, D-rules:
28 tiles a cycle), the record says the tiles, and it reads back to the
same tiles and moves. The study reads the capability the codec declares
(``ChosenDraws``), never the game's name; every refusal changes nothing.
"""

from __future__ import annotations

import pytest
from fuzz_inputs import HUGE, check_message
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from study_support import fingerprint, shape

from dominochess_widget.core import registry
from dominochess_widget.core.any_record import codec_of, read_any_record
from dominochess_widget.core.errors import ActionError, ArgumentTypeError, DominoChessError
from dominochess_widget.core.records import ChosenDraws
from dominochess_widget.games.dominochess.tiles import ALL_TILES, format_tile
from dominochess_widget.study import Study


def all_of(study: Study) -> tuple[object, ...]:
    """What a refused draw must leave as it was: the study's fingerprint
    (tree, cursor, tags, undo list, version, position) and its start's pool."""
    first = study.first
    return (*fingerprint(study), first.position(), getattr(first, "pool", None),
            study.record_text())


def finish_turn(study: Study, choose: int = 0) -> None:
    """Play the rest of the cursor's turn, the ``choose``-th legal text each time."""
    seat = study.state.to_move
    while not study.state.is_over and study.state.to_move == seat:
        texts = study.legal_texts()
        study.play(texts[choose % len(texts)])


def record_tiles(text: str) -> list[str]:
    """The tiles of the main line's turns, as the record read back says them."""
    return [format_tile(turn.tile) for turn in read_any_record(text).turns]


# ------------------------------------------------------------ choosing
def test_1_the_codec_declares_it_and_the_other_games_do_not() -> None:
    assert isinstance(codec_of(registry.new("dominochess", 1)), ChosenDraws)
    for game in ("russian", "lasca", "damhex", "dominoes"):
        assert not isinstance(codec_of(registry.new(game, 1)), ChosenDraws)
        study = Study(game, seed=1)
        assert study.drawable() == [] and study.drawn is None
        before = all_of(study)
        with pytest.raises(ActionError) as refused:
            study.draw("3|5")
        check_message(refused.value)
        assert all_of(study) == before


def test_1_tiles_chosen_over_several_turns_are_drawn_written_and_read_back() -> None:
    study = Study("dominochess", seed=3)
    chosen = ["[3|5]", "[0|0]", "[6|6]", "[1|4]", "[2|2]"]
    for form, tile in zip(["3|5", "[0|0]", "66", (1, 4), [2, 2]], chosen, strict=True):
        study.draw(form)
        assert study.drawn == tile == format_tile(study.state.tile)
        finish_turn(study)
    text = study.record_text()
    assert record_tiles(text) == chosen
    reopened = Study(record=text)
    assert shape(reopened._root) == shape(study._root)
    assert reopened.record_text() == text
    reopened.to_end()
    assert reopened.state.position() == study.state.position()
    assert reopened.drawn == study.drawn
    assert [entry.label for entry in reopened.lines()] == [entry.label for entry in study.lines()]


def test_1_the_tile_chosen_for_the_turn_to_come_is_written_and_read_back() -> None:
    study = Study("dominochess", seed=3)
    finish_turn(study)
    study.draw("[4|4]")
    text = study.record_text()
    assert record_tiles(text)[-1] == "[4|4]"  # the record ends with the tile drawn
    reopened = Study(record=text)
    reopened.to_end()
    assert reopened.drawn == "[4|4]"
    assert reopened.drawable() == study.drawable()


def test_1_the_first_tile_of_a_new_game_can_be_chosen() -> None:
    study = Study("dominochess", seed=3)
    study.draw("0|1")
    assert study.first.tile == (0, 1)
    reopened = Study(record=study.record_text())
    assert reopened.drawn == "[0|1]" and reopened.lines() == []


def test_1_drawable_lists_the_tiles_not_drawn_in_this_cycle_in_set_order() -> None:
    study = Study("dominochess", seed=3)
    assert study.drawable() == [format_tile(tile) for tile in ALL_TILES]
    study.draw("3|5")
    finish_turn(study)
    assert "[3|5]" not in study.drawable() and len(study.drawable()) == 27
    assert study.drawn in study.drawable()


def test_1_a_reshuffle_begins_a_new_cycle_of_28() -> None:
    """After 28 draws every tile may be drawn again (D-rules: the pool is
    reshuffled), and a tile chosen in the second cycle reads back too."""
    study = Study("dominochess", seed=3, settings={"draw_rule": None})
    for turn in range(28):
        if turn == 27:
            assert len(study.drawable()) == 1  # the last tile of the cycle
        else:
            study.draw(study.drawable()[-1])
        finish_turn(study)
        assert not study.state.is_over, "the game ended before the reshuffle"
    assert len(study.drawable()) == 28
    study.draw("[6|6]")  # drawn in the first cycle: the 1st draw of the second
    finish_turn(study)
    study.draw("[0|0]")
    text = study.record_text()
    tiles = record_tiles(text)
    assert tiles[28:] == ["[6|6]", "[0|0]"] and tiles[0] == "[6|6]" and len(tiles) == 30
    reopened = Study(record=text)
    reopened.to_end()
    assert reopened.drawn == "[0|0]"
    assert reopened.state.position() == study.state.position()


def test_1_a_position_with_a_pool_says_its_chosen_tile_in_its_pool_tag() -> None:
    placement = registry.new("dominochess", 2).position().split()[0]
    study = Study("dominochess", position=f"{placement} red 3|5 pool=0|4,1|1,2|2 seed=2")
    assert study.drawable() == ["[0|4]", "[1|1]", "[2|2]", "[3|5]"]
    study.draw("1|1")
    finish_turn(study)
    study.draw("2|2")
    text = study.record_text()
    assert '[Pool "2|2 3|5 0|4"]' in text
    reopened = Study(record=text)
    reopened.to_end()
    assert reopened.drawn == "[2|2]" and reopened.first.tile == (1, 1)
    with pytest.raises(ActionError, match="left it out"):
        study.draw("6|6")  # the position's pool has four tiles


def test_1_the_same_tile_again_is_no_edit() -> None:
    study = Study("dominochess", seed=3)
    before = all_of(study)
    study.draw(study.drawn)
    assert all_of(study) == before


def test_1_undo_takes_a_choice_back() -> None:
    study = Study("dominochess", seed=3)
    finish_turn(study)
    seeded = (study.drawn, study.first.pool, study.record_text(), study.path)
    study.draw("[5|5]")
    assert study.drawn == "[5|5]" and study.first.pool != seeded[1]
    study.undo()
    assert (study.drawn, study.first.pool, study.record_text(), study.path) == seeded


def test_2_each_turns_first_entry_shows_its_tile() -> None:
    study = Study("dominochess", seed=3)
    study.draw("3|6")
    finish_turn(study)
    study.draw("0|4")
    finish_turn(study)
    labels = [entry.label for entry in study.lines()]
    assert labels[0].startswith("1. [3|6] ")
    firsts = [label for label in labels if label.split()[0].endswith(".")]
    assert [label.split()[1] for label in firsts] == ["[3|6]", "[0|4]"]
    study.go((0,))
    study.play(study.legal_texts()[-1])  # a branch in the middle of the turn
    variation = next(entry for entry in study.lines() if entry.depth)
    assert variation.label.startswith("1. [3|6] ")


# ------------------------------------------------------------ refusals
def refused(study: Study, tile: object, error: type[Exception] = DominoChessError) -> str:
    """``study.draw(tile)`` is refused in words and changes nothing."""
    before = all_of(study)
    with pytest.raises(error) as caught:
        study.draw(tile)
    check_message(caught.value)
    assert all_of(study) == before
    return str(caught.value)


def test_1_refusals_change_nothing() -> None:
    study = Study("dominochess", seed=3)
    study.draw("3|5")
    finish_turn(study)
    refused(study, "3|5")  # drawn already in this cycle
    refused(study, "[3|5]")
    for bad in ("7|7", "abc", "", "٣|5", "3||", "355", "[3|5", "3|5|6"):
        refused(study, bad)
    for odd in (3.5, None, 35, HUGE, b"35", object()):
        refused(study, odd, ArgumentTypeError)
    study.play(study.legal_texts()[0])
    assert study.state.halves_left != tuple(study.state.tile)  # the turn goes on
    assert "begun" in refused(study, "0|0")
    assert study.drawable() == []
    study.to_start()
    assert "main line ends" in refused(study, "0|0")
    assert study.drawable() == []


def test_1_not_on_the_main_line_is_refused() -> None:
    study = Study("dominochess", seed=3)
    finish_turn(study)
    study.to_start()
    study.play(study.legal_texts()[-1])
    finish_turn(study, -1)
    assert study.path[0] == 1 and not study.node.children
    assert "main line ends" in refused(study, "0|0")
    assert study.drawable() == []


def test_1_a_choice_that_changes_a_variations_tile_is_refused() -> None:
    """A variation that goes on past the main line's end draws that turn's
    tile from the one pool: choosing another one there would change it."""
    study = Study("dominochess", seed=3)
    finish_turn(study)
    study.to_start()
    study.play(study.legal_texts()[-1])
    finish_turn(study, -1)
    finish_turn(study, -1)  # the variation draws turn 2's tile
    used = study.state.turns()[1].tile
    study.go((0,) * len(study.state.turns()[0].actions))
    assert study.drawn == format_tile(used)
    other = next(tile for tile in study.drawable() if tile != study.drawn)
    assert "variation" in refused(study, other, ActionError)
    study.draw(study.drawn)  # the same tile is no change


def test_1_a_game_over_or_begun_from_a_position_with_counts_is_refused() -> None:
    placement = registry.new("dominochess", 2).position().split()[0]
    counted = Study("dominochess", position=f"{placement} red 3|5 turn=7 pool=0|4,1|1 seed=2")
    assert counted.drawable() == []
    assert "position" in refused(counted, "0|0", ActionError)
    over = Study("dominochess", seed=3, settings={"draw_rule": 1})
    finish_turn(over)  # a turn without a capture ends it (D4)
    assert over.state.is_over and over.drawable() == [] and over.drawn is None
    assert "over" in refused(over, "0|0", ActionError)


def test_1_italian_refusals_read_in_italian() -> None:
    study = Study("russian", language="it")
    with pytest.raises(ActionError) as caught:
        study.draw("3|5")
    assert "si pesca" in caught.value.message("it")
    assert "Dama russa" in caught.value.message("it")  # the game named in Italian


def test_1_a_delete_that_would_leave_a_variation_past_chosen_tiles_is_refused() -> None:
    """Tiles chosen at turns 3 and 4 of the main line, a variation from turn
    2 that goes through turn 4: deleting the main line from turn 3 would
    leave the variation drawing [4|4] where the record's pool (the main
    line's tiles, then the seed's) cannot say it. Refused, nothing changed."""
    study = Study("dominochess", seed=3)
    finish_turn(study)
    finish_turn(study)
    study.draw("5|5")
    finish_turn(study)
    study.draw("4|4")
    finish_turn(study)
    turns = study.state.turns()
    study.go((0,) * len(turns[0].actions))
    study.play(study.legal_texts()[-1])
    for _ in range(3):
        finish_turn(study, -1)
    assert study.state.turns()[3].tile == (4, 4)
    study.go((0,) * (len(turns[0].actions) + len(turns[1].actions) + 1))
    before = all_of(study)
    with pytest.raises(DominoChessError) as caught:
        study.delete()
    check_message(caught.value)
    assert all_of(study) == before
    study.go((0,) * (len(turns[0].actions) + len(turns[1].actions) + 3))
    study.delete()  # from turn 4 on: the variation's [4|4] is then the tile to come
    reopened = Study(record=study.record_text())
    assert shape(reopened._root) == shape(study._root)


# ------------------------------------------------------------ random games
SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(st.data())
def test_1_random_games_with_tiles_chosen_read_back_with_those_tiles(data) -> None:
    """At random turns a random undrawn tile is chosen (and now and then a
    variation is played from an earlier move); the record reads back with
    the tiles the main line drew and the same tree."""
    study = Study("dominochess", seed=data.draw(st.integers(0, 9)))
    for _ in range(data.draw(st.integers(1, 14))):
        if study.state.is_over:
            break
        if study.drawable() and data.draw(st.booleans()):
            tile = data.draw(st.sampled_from(study.drawable()))
            before = all_of(study)
            try:
                study.draw(tile)
            except ActionError as error:  # a variation draws this turn's tile already
                check_message(error)
                assert all_of(study) == before
            else:
                assert study.drawn == tile
        if data.draw(st.integers(0, 5)) == 0 and study.path:
            study.go(study.path[:data.draw(st.integers(0, len(study.path) - 1))])
            study.play(data.draw(st.sampled_from(study.legal_texts())))
            study.to_start()
            study.to_end()
            continue
        finish_turn(study, data.draw(st.integers(0, 30)))
    text = study.record_text()
    study.to_start()
    study.to_end()
    tiles = [format_tile(turn.tile) for turn in study.state.turns()]
    written = record_tiles(text)  # the turn to come's only when the seed would not say it
    assert written == tiles[: len(written)] and len(written) >= len(tiles) - 1
    assert [str(step.action) for step in read_any_record(text).steps()] == [
        node.action for node in study._nodes[1:]]
    reopened = Study(record=text)
    assert shape(reopened._root) == shape(study._root)
    assert reopened.record_text() == text
    reopened.to_end()
    assert reopened.state.position() == study.state.position()
    assert reopened.drawn == study.drawn
