"""Issue 29 item 1: the viewer steps through a record's variations.

A variation listed where it branches is a button; pressing it shows that
line (the main line up to the branch, then the variation, with its comments
and nested variations), stepped with the same controls; Back returns to
the step where it branched, one line at a time. Driven through the
widgets' Python handlers (no browser).
"""

from __future__ import annotations

import pytest

from dominochess_widget.core.errors import ArgumentTypeError, SettingError
from dominochess_widget.study import Study
from dominochess_widget.widgets.viewer import GameViewer

RUSSIAN = """\
[GameType "25"]
[Result "*"]

1. c3-d4 f6-e5 (1... b6-a5 {**Sharper**} 2. d4-c5 (2. g3-h4 h6-g5) 2... d6xb4) 2. d4xf6 *
"""

DOMINOCHESS = """\
[Mapping "1=K 2=Q 3=R 4=B 5=N"]
[Seed "3"]
[DrawRule "50"]
[Result "*"]

1. [3|6] 3:- 6:Bc2-d3
1... [1|5] 1:- 5:Na7-c6
2. [1|4] 1:Kd1-c2 4:Bd2-e3 (2. [1|4] 4:Bd3-a6 {a bishop out} 1:Kd1-c2 2... [0|5] 5:Nh7-f6)
2... [0|5] 0:- 5:Nc6-e5
*
"""


def buttons(viewer: GameViewer) -> list[str]:
    return [button.description for button in viewer._variations.children]


def test_1_a_variation_is_a_button_that_shows_its_line() -> None:
    viewer = GameViewer(RUSSIAN)
    assert buttons(viewer) == [] and viewer._line_bar.layout.display == "none"
    viewer.go(2)
    (line,) = viewer.frames[2].variations  # the capture written as the codec writes it
    assert line.startswith("1... b6-a5 2. d4-c5 (2. g3-h4 h6-g5) 2... d6")
    assert buttons(viewer) == [f"Play this line: {line}"]
    main_labels = viewer._moves.labels
    viewer._variations.children[0].click()
    assert viewer.line == ((1, 0),) and viewer.index == 2
    assert viewer._moves.labels[:4] == ["Start", "1. c3-d4", "1... b6-a5", "2. d4-c5"]
    assert viewer._moves.labels[4].startswith("2... d6")
    assert viewer._slider.max == 4 and viewer._slider.value == 2
    assert viewer._line_bar.layout.display == "flex"
    assert "Variation at 1... b6-a5" in viewer._line_name.value
    assert viewer._back.description == "Back to the main line"
    text = viewer.text()
    assert text.splitlines()[:2] == ["Variation at 1... b6-a5", "Step 2 of 4: 1... b6-a5"]
    assert "Sharper" in text and "<" not in text
    viewer._back.click()
    assert viewer.line == () and viewer.index == 2 and viewer._moves.labels == main_labels
    assert viewer._line_bar.layout.display == "none"


def test_1_a_line_steps_with_the_same_buttons_slider_list_and_keys() -> None:
    viewer = GameViewer(RUSSIAN)
    viewer.go(2)
    viewer.enter(0)
    viewer._buttons["next"].click()
    assert viewer.index == 3 and viewer.frames[3].label == "2. d4-c5"
    viewer._on_key("ArrowRight")
    assert viewer.index == 4 and viewer._buttons["last"].disabled
    viewer._slider.value = 1
    assert viewer.index == 1
    viewer._moves.value = 3
    assert viewer.index == 3
    viewer._on_key("End")
    assert viewer.index == 4
    assert viewer.text().splitlines()[1].startswith("Step 4 of 4: 2... d6")


def test_1_nested_variations_are_a_stack_of_lines() -> None:
    viewer = GameViewer(RUSSIAN, language="it")
    viewer.go(2)
    viewer.enter(0)
    viewer.go(3)
    assert buttons(viewer) == ["Segui questa variante: 2. g3-h4 h6-g5"]
    viewer._variations.children[0].click()
    assert viewer.line == ((1, 0), (2, 0))
    assert [frame.label for frame in viewer.frames][-2:] == ["2. g3-h4", "2... h6-g5"]
    assert "Variante a 2. g3-h4" in viewer._line_name.value
    assert viewer._back.description == "Torna alla linea da cui si dirama"
    assert viewer.text().startswith("Variante a 2. g3-h4\nPasso 3 di 4: 2. g3-h4")
    viewer.go(4)
    viewer.leave()
    assert viewer.line == ((1, 0),) and viewer.index == 3
    assert viewer._back.description == "Torna alla linea principale"
    viewer.leave()
    assert viewer.line == () and viewer.index == 2


@pytest.mark.parametrize("language", ["en", "it"])
def test_1_refusals_change_nothing_and_are_translated(language: str) -> None:
    viewer = GameViewer(RUSSIAN, language=language)
    viewer.go(1)
    for call in (lambda: viewer.enter(0), viewer.leave):
        with pytest.raises(SettingError) as caught:
            call()
        assert caught.value.message("en") != caught.value.message("it")
        assert viewer.line == () and viewer.index == 1
    viewer.go(2)
    for number in (1, -1, 10**5000):
        with pytest.raises(SettingError):
            viewer.enter(number)
    with pytest.raises(ArgumentTypeError):
        viewer.enter("0")  # type: ignore[arg-type]
    assert viewer.line == () and viewer.index == 2 and len(buttons(viewer)) == 1


def test_1_a_button_pressed_where_it_cannot_work_reports_no_traceback() -> None:
    viewer = GameViewer(RUSSIAN)
    viewer.go(2)
    button = viewer._variations.children[0]
    viewer.go(1)  # the button of another step, pressed late
    button.click()
    assert viewer.line == ()
    assert "No variation branches at this step." in viewer._board.message
    assert "Traceback" not in viewer._board.message


@pytest.mark.parametrize("language", ["en", "it"])
def test_1_dominochess_variation_replaces_a_turn_and_draws_the_same_tile(language: str) -> None:
    viewer = GameViewer(DOMINOCHESS, language=language)
    branch = next(i for i, frame in enumerate(viewer.frames) if frame.variations)
    assert branch == 7
    viewer.go(branch)
    viewer._variations.children[0].click()
    assert viewer.line == ((2, 0),) and viewer.index == branch
    assert viewer.frames[6].label == "2. [1|4]" and viewer.frames[7].label == "4:Bd3-a6"
    assert [frame.label for frame in viewer.frames][-2:] == ["2... [0|5]", "5:Nh7-f6"]
    assert "a bishop out" in viewer.text()
    viewer.go(len(viewer.frames) - 1)
    viewer._back.click()
    assert viewer.line == () and viewer.index == branch


@pytest.mark.parametrize("game", ["lasca", "damhex", "dominoes"])
def test_1_every_move_list_game_steps_into_a_variation(game: str) -> None:
    study = Study(game, seed=1) if game == "dominoes" else Study(game)
    while len(study.legal_texts()) < 2:  # on to the first choice
        study.play(study.legal_texts()[0])
    step = len(study.path) + 1
    first = study.legal_texts()
    study.play(first[0])
    study.back()
    study.play(first[-1])
    viewer = GameViewer(study.record(), language="it")
    viewer.go(step)
    viewer.enter(0)
    assert viewer.frames[-1].game == study.state
    assert viewer.text().startswith("Variante a ")
    viewer.leave()
    assert viewer.index == step and viewer.line == ()
