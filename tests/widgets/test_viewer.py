"""GameViewer driven through its Python handlers (no browser)."""

from __future__ import annotations

import asyncio

import pytest

from dominochess_widget.examples import example_names, load_example
from dominochess_widget.games.dominochess.frames import record_frames
from dominochess_widget.render.markup import safe_markdown
from dominochess_widget.widgets.viewer import GameViewer

HOSTILE = """\
[Event "<script>alert('title')</script>"]

{<script>window.hacked = 1</script> **bold**}
1. [3|5] {<img src=x onerror="window.hacked = 2">} 5:Nb2-c4 3:Rb1-b2
"""


@pytest.mark.parametrize("name", example_names())
def test_a_frame_per_draw_and_per_action(name: str) -> None:
    record = load_example(name)
    frames = record_frames(record, "en")
    actions = sum(len(turn.actions) for turn in record.turns)
    ended_by_tags = record.game.termination in ("resignation", "agreement")
    assert len(frames) == len(record.turns) + actions + ended_by_tags
    assert frames[-1].game == record.game


def test_a_turns_last_action_shows_that_turns_tile() -> None:
    frames = record_frames(load_example("1_the_mapping"), "en")
    end_of_first_turn = frames[2]
    assert end_of_first_turn.finished is not None
    assert end_of_first_turn.finished.tile == (3, 5)
    assert end_of_first_turn.game.tile == frames[3].game.tile == (2, 5)  # already drawn
    assert frames[1].finished is None  # mid-turn: the engine's own state


def test_navigation_clamps_and_keeps_every_control_in_step() -> None:
    viewer = GameViewer("1_the_mapping")
    last = len(viewer.frames) - 1
    assert viewer.index == 0 and viewer._buttons["previous"].disabled
    viewer.next()
    viewer.next()
    assert viewer.index == 2 and viewer._slider.value == 2 and viewer._moves.value == 2
    viewer.go(10_000)
    assert viewer.index == last and viewer._buttons["next"].disabled
    viewer.previous()
    assert viewer.index == last - 1 and not viewer._buttons["next"].disabled
    viewer._buttons["first"].click()
    assert viewer.index == 0


def test_move_list_slider_and_keys_drive_the_viewer() -> None:
    viewer = GameViewer("1_the_mapping")
    viewer._moves.value = 5
    assert viewer.index == 5 and viewer._slider.value == 5
    viewer._slider.value = 7
    assert viewer.index == 7 and viewer._moves.value == 7
    viewer._on_key("ArrowRight", False, False, False)
    assert viewer.index == 8
    viewer._on_key("ArrowLeft", False, False, False)
    viewer._on_key("Home", False, False, False)
    assert viewer.index == 0
    viewer._on_key("End", False, False, False)
    assert viewer.index == len(viewer.frames) - 1


def test_text_says_what_the_annotation_panel_says() -> None:
    viewer = GameViewer("1_the_mapping")
    viewer.go(1)
    assert viewer.text().splitlines()[:2] == ["Step 1 of 41: 3:-", "3: no rook can move"]
    assert "no rook can move" in viewer._annotation.value
    assert "<strong>3 first</strong>" in viewer._annotation.value


def test_marks_and_arrows_of_a_comment_reach_the_board() -> None:
    viewer = GameViewer("1_the_mapping")
    viewer.go(2)  # its comment draws arrows a2-c3 and f7-a2
    scene = viewer.board._scene()
    assert len(scene.arrows) == 2


def test_hostile_comments_are_shown_as_text() -> None:
    viewer = GameViewer(HOSTILE)
    assert "<script>" not in viewer._title.value
    viewer.go(0)
    shown = viewer._annotation.value
    assert "<script>" not in shown and "&lt;script&gt;" in shown
    assert "<strong>bold</strong>" in shown
    assert "<img" not in shown
    assert safe_markdown('<img src=x onerror="x()">') == (
        "&lt;img src=x onerror=&quot;x()&quot;&gt;"
    )


def test_autoplay_advances_without_blocking_and_stops_at_the_end() -> None:
    viewer = GameViewer("2_hunting_two_kings", delay=0.25)
    viewer._delay.value = 0.25

    async def run() -> None:
        viewer._play.value = True
        await asyncio.sleep(0.05)
        assert viewer.index == 0  # the loop is free while autoplay waits
        viewer._delay.min = 0.0
        viewer._delay.value = 0.0
        for _ in range(200):
            await asyncio.sleep(0.01)
            if not viewer._play.value:
                break

    asyncio.run(run())
    assert viewer.index == len(viewer.frames) - 1
    assert viewer._play.value is False and viewer._play.description == "Play"


def test_autoplay_without_an_event_loop_is_reported_in_the_widget() -> None:
    viewer = GameViewer("2_hunting_two_kings")
    viewer._play.value = True
    assert viewer._play.value is False
    assert "no running event loop" in viewer.board.message


def test_a_failing_handler_shows_its_error_in_the_widget() -> None:
    viewer = GameViewer("2_hunting_two_kings")

    def broken(*_: object) -> None:
        raise RuntimeError("boom")

    viewer._safely(broken)()
    assert "boom" in viewer.board.message


def test_bad_records_raise_clear_errors() -> None:
    with pytest.raises(ValueError, match="line 1"):
        GameViewer("1. [3|5] 3:Ra1-a4")
    with pytest.raises(ValueError, match="not a game record"):
        GameViewer(42)  # type: ignore[arg-type]


def test_repr_is_stable_for_nbval() -> None:
    assert repr(GameViewer("2_hunting_two_kings")) == (
        "GameViewer(event='Game 2: hunting two kings', frames=20)"
    )


def test_an_example_by_name_comes_in_the_viewers_language() -> None:
    italian = load_example("1_the_mapping", language="it").to_text()
    assert GameViewer("1_the_mapping", language="it").record.to_text() == italian
    assert GameViewer.example("1_the_mapping", language="it").record.to_text() == italian
    english = load_example("1_the_mapping").to_text()
    assert english != italian and GameViewer("1_the_mapping").record.to_text() == english


def test_a_step_read_by_index_leaves_the_viewer_where_it_is() -> None:
    viewer = GameViewer("3_the_turkish_strike", language="it")
    shown = viewer.text()
    assert viewer.text(2).startswith("Passo 2 di 5: 2. a1:e5:c7")
    assert "colpo turco" in viewer.text(2)
    assert viewer.index == 0 and viewer.text() == shown
    with pytest.raises(ValueError, match="from 0 to 5"):
        viewer.text(6)
    with pytest.raises(TypeError):
        viewer.text("2")  # type: ignore[arg-type]


def test_a_step_in_plain_text_drops_the_bold_markers() -> None:
    viewer = GameViewer("1_the_mapping")
    texts = [viewer.text(i) for i in range(len(viewer.frames))]
    assert any("**" in c.text for f in viewer.frames for c in f.comments)
    assert not any("**" in text for text in texts)
