"""The gamebook player (PuzzleWidget), driven by clicks as a student would:
right and wrong tries, the choice of a half, hints, the solution drawn,
the puzzle list, a line answered by the opponent, and the Italian texts."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest

from dominochess_widget.core.errors import SettingError
from dominochess_widget.core.messages import translate
from dominochess_widget.games.russian.board import square_name as russian_name
from dominochess_widget.puzzles import load_puzzles
from dominochess_widget.widgets import PuzzleWidget

FILES = "abcdefgh"


def cell(name: str) -> int:
    """A chess square's number (a1 = 0) from its name."""
    return (int(name[1]) - 1) * 8 + FILES.index(name[0])


def clicks(widget: PuzzleWidget, *squares: str) -> None:
    for square in squares:
        widget.click(cell(square))


def scene(widget: PuzzleWidget) -> Any:
    return widget.board.snapshot()[0]


def press(widget: PuzzleWidget, label: str) -> None:
    """Click the choice or forfeit button that reads ``label``."""
    buttons = [b for b in widget._choices.children if b.description == label]
    assert len(buttons) == 1, [b.description for b in widget._choices.children]
    buttons[0].click()


def choice_labels(widget: PuzzleWidget) -> list[str]:
    return [b.description for b in widget._choices.children]


@pytest.mark.parametrize("order", [("a7", "d7", "c4", "g8"), ("c4", "g8", "a7", "d7")])
def test_a_domino_chess_puzzle_is_solved_by_clicks_in_either_order(order: tuple[str, ...]) -> None:
    widget = PuzzleWidget("dominochess", puzzle="dc-02-two-kings-two-halves")
    clicks(widget, *order[:2])
    assert widget.verdict == "good"
    assert translate("puzzle.half_good", "en") in widget.text()
    assert len(widget.board.game.history) == 1  # the half stands on the board
    clicks(widget, *order[2:])
    assert widget.verdict == "right" and widget.solved
    said = widget.text()
    assert "Solved!" in said
    assert widget.puzzle.right.en in said
    assert "Next puzzle: " in said  # the next puzzle is offered
    assert widget._buttons["next"].button_style == "success"
    assert widget.board.game.is_over  # both kings taken: the board shows the end


def test_a_wrong_try_says_why_and_leaves_the_board_as_it_was() -> None:
    widget = PuzzleWidget("dominochess", puzzle="dc-01-king-bites")
    before = scene(widget)
    clicks(widget, "e3", "e2")
    assert widget.verdict == "wrong" and not widget.solved
    said = widget.text()
    assert translate("puzzle.why.win", "en") in said
    assert widget.puzzle.wrong.en in said
    assert translate("gamebook.try_again", "en") in said
    assert scene(widget) == before  # the same picture: nothing moved, nothing picked
    assert widget.board.game.position() == widget.puzzle.start().position()
    clicks(widget, "e3", "d4")  # and the right answer still counts
    assert widget.solved


def test_the_half_is_chosen_with_a_button_and_a_wasted_jolly_is_refused() -> None:
    widget = PuzzleWidget("dominochess", puzzle="dc-04-right-half")
    clicks(widget, "b7", "c7")  # the rook may use the 3 or the 6: which?
    labels = choice_labels(widget)
    assert len(labels) == 2
    widget.choose(6)  # the Jolly on the rook: the 3 left cannot move the knight
    assert widget.verdict == "wrong"
    assert widget.board.game.position() == widget.puzzle.start().position()
    assert choice_labels(widget) == []  # the question is gone with the try
    clicks(widget, "b7", "c7")
    widget.choose(3)
    assert widget.verdict == "good"
    clicks(widget, "d5", "e7")
    assert widget.solved


def test_a_half_without_a_move_is_a_button() -> None:
    widget = PuzzleWidget("dominochess", puzzle="dc-06-long-diagonal")
    forfeit = translate("play.forfeit", "en", half=0)
    assert forfeit in choice_labels(widget)
    press(widget, forfeit)
    assert widget.verdict == "good"
    clicks(widget, "f3", "a8")
    assert widget.solved


def test_hint_marks_the_piece_and_the_solution_is_drawn_as_arrows() -> None:
    widget = PuzzleWidget("dominochess", puzzle="dc-02-two-kings-two-halves")
    assert scene(widget).arrows == () and scene(widget).marks == ()
    widget.hint()
    assert widget.puzzle.hint.en in widget.text()
    assert scene(widget).marks == ((cell("a7"), "G"),)  # the piece, not where it goes
    assert scene(widget).arrows == ()
    widget.show_solution()
    assert scene(widget).arrows == ((cell("a7"), cell("d7"), "G"), (cell("c4"), cell("g8"), "G"))
    assert "Solution: 3:Ra7xd7, 4:Bc4xg8." in widget.text()
    clicks(widget, "c4", "g8")  # after one half, the solution is what is left
    assert scene(widget).arrows == ()
    widget.show_solution()
    assert scene(widget).arrows == ((cell("a7"), cell("d7"), "G"),)


def test_next_previous_and_retry() -> None:
    ids = [p.id for p in PuzzleWidget("dominochess")._puzzles]
    widget = PuzzleWidget("dominochess")
    assert widget.puzzle.id == ids[0]
    assert widget._buttons["previous"].disabled and not widget._buttons["next"].disabled
    widget.next()
    assert widget.puzzle.id == ids[1] and repr(widget) == f"PuzzleWidget(puzzle={ids[1]!r})"
    assert widget.puzzle.goal_text.en in widget.text()
    widget.previous()
    assert widget.puzzle.id == ids[0]
    widget.go(ids[-1])
    assert widget._buttons["next"].disabled
    widget.go("dc-02-two-kings-two-halves")
    clicks(widget, "a7", "d7")
    assert len(widget.board.game.history) == 1
    widget.retry()
    assert widget.board.game.position() == widget.puzzle.start().position()
    assert widget.verdict == "" and not widget.solved
    assert levels_rise(widget)


def levels_rise(widget: PuzzleWidget) -> bool:
    """Each game's puzzles come easy first in the list."""
    puzzles = widget._puzzles
    return all(a.level <= b.level for a, b in pairwise(puzzles)
               if a.game == b.game)


def test_a_line_puzzle_is_answered_by_the_opponent_on_the_board() -> None:
    widget = PuzzleWidget("russian", puzzle="ru-02-crowned-and-compelled")
    assert widget.board.flipped is False  # White's side at the bottom
    widget.click(russian_cell("a7"))
    widget.click(russian_cell("b8"))
    assert widget.verdict == "good"
    assert "Black answers d4:b2." in widget.text()
    game = widget.board.game
    assert [str(a) for a in game.history] == ["a7-b8", "d4:b2"]
    drawn = scene(widget).last_actions
    assert len(drawn) == 2  # the student's move and the reply, both drawn as the last move
    for square in ("b8", "d6", "a3", "c1"):
        widget.click(russian_cell(square))
    assert widget.solved
    assert "Solved!" in widget.text()


def russian_cell(name: str) -> int:
    return next(c for c in range(64) if russian_name(c) == name)


def test_every_game_with_puzzles_is_listed_and_solved_through_the_widget() -> None:
    widget = PuzzleWidget()
    games = {p.game for p in widget._puzzles}
    assert games == {p.game for p in load_puzzles()}
    assert widget._puzzles[0].game == "dominochess"
    for puzzle in widget._puzzles:
        widget.go(puzzle.id)
        for _ in puzzle.solution:  # the replies are the gamebook's: fewer tries than plies
            text = widget.gamebook.solution()[0]
            widget.enter(text)
            assert widget.verdict in ("good", "right"), (puzzle.id, text, widget.text())
            if widget.solved:
                break
        assert widget.solved, puzzle.id
        assert widget.board.game.position() == widget.gamebook.state.position()


def test_italian() -> None:
    widget = PuzzleWidget("dominochess", puzzle="dc-01-king-bites", language="it")
    assert widget.text().startswith("Tocca al Rosso. " + widget.puzzle.goal_text.it)
    assert widget._buttons["solution"].description == "Mostra la soluzione"
    assert widget._menu.options[0][0].startswith(widget.puzzle.title.it)
    clicks(widget, "e3", "e2")
    assert widget.puzzle.wrong.it in widget.text()
    assert "Riprova" in widget.text()
    clicks(widget, "e3", "d4")
    assert "Risolto!" in widget.text()


def test_bad_settings_are_refused_in_words() -> None:
    with pytest.raises(SettingError, match="There is no puzzle 'nope'"):
        PuzzleWidget("dominochess", puzzle="nope")
    with pytest.raises(SettingError, match="no puzzles for the game 'dominoes'"):
        PuzzleWidget("dominoes")
    widget = PuzzleWidget("dominochess")
    with pytest.raises(SettingError):
        widget.go("ru-01-race-to-the-crown")  # not in this widget's list
    widget.enter("9:Zz9-z9")  # text that is no action: the engine's reason, nothing changes
    assert widget.board.game.position() == widget.puzzle.start().position()
    assert widget.text().splitlines()[-1]


def test_clicks_after_the_solution_change_nothing() -> None:
    widget = PuzzleWidget("dominochess", puzzle="dc-01-king-bites")
    clicks(widget, "e3", "d4")
    before = scene(widget)
    clicks(widget, "d4", "d5")
    assert scene(widget) == before and widget.solved
    assert widget.to_svg().lstrip().startswith("<svg")


def test_a_solved_safety_puzzle_shows_the_danger_it_counted() -> None:
    """Once the turn is played, the danger map is the student's king's, over
    Blue's possible tiles: the very count the puzzle's comment gives."""
    widget = PuzzleWidget("dominochess", puzzle="dc-12-no-safe-square")
    widget.overlays.switch("danger")
    assert scene(widget).labels == ((cell("f4"), "73%"),)  # before: the king where it stands
    clicks(widget, "f4", "e3")  # the 0 moves nothing: played for the student
    assert widget.solved
    assert "5 of the 15 tiles" in widget.text()
    assert scene(widget).labels == ((cell("e3"), "33%"),)
    assert "your king on e3: 5/15 = 33%" in widget.overlays.words
