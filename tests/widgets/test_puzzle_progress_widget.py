"""Issue 27 in the puzzle widget: progress kept and offered for download
(deliver 4), buttons as wide as their words in both languages (item 10),
and an answer kept behind a button (items 1 and 6)."""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Iterator
from typing import Any

import ipywidgets as widgets
import pytest
from test_gamebook_widget import clicks

from dominochess_widget.core.errors import SettingError
from dominochess_widget.core.messages import translate
from dominochess_widget.puzzles import read_progress
from dominochess_widget.widgets import PuzzleWidget
from dominochess_widget.widgets.gamebook import AnswerButton

DC01 = "dc-01-king-bites"


def tree(widget: Any) -> Iterator[Any]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from tree(child)


def downloaded(widget: PuzzleWidget) -> tuple[str, str]:
    """The file name and the text the widget's download link offers."""
    link = widget._download.value
    name = re.search(r"download='([^']*)'", link)
    data = re.search(r"base64,([^']*)'", link)
    assert name is not None and data is not None, link
    return name[1], base64.b64decode(data[1]).decode("utf-8")


def test_4_progress_is_kept_in_the_synced_trait_and_offered_as_a_file() -> None:
    widget = PuzzleWidget("dominochess", puzzle=DC01)
    assert widget.progress["puzzles"] == []  # offered from the start, empty
    assert "progress" in widget.keys  # synced: saved with the widget state
    widget.hint()
    clicks(widget, "e3", "e2")  # wrong
    clicks(widget, "e3", "d4")  # right, at the second try
    widget._name.value = "Anna Rossi"
    entry = widget.progress["puzzles"][0]
    assert entry == {"puzzle": DC01, "tries": 2, "solved": True, "hint": True,
                     "solution": False}
    name, text = downloaded(widget)
    assert name == "puzzle-progress-Anna-Rossi.json"
    assert read_progress(text, name) == widget.record
    assert widget.progress == widget.record.to_data()
    assert translate("gamebook.download", "en", file=name) in widget._download.value


def test_4_the_answer_shown_is_recorded_and_other_puzzles_add_rows() -> None:
    widget = PuzzleWidget("dominochess", puzzle=DC01, language="it")
    widget.show_solution()
    widget.next()
    clicks(widget, "a7", "d7")  # a right half of dc-02: good so far, not a try
    record = widget.record
    assert record.attempt(DC01).solution and not record.attempt(DC01).solved
    assert record.attempt(widget.puzzle.id).tries == 0
    assert widget._name.description == "Il tuo nome"
    assert "Scarica i tuoi progressi" in widget._download.value


def test_4_a_name_that_is_not_a_file_name_is_made_one() -> None:
    widget = PuzzleWidget("dominochess", puzzle=DC01)
    widget._name.value = "../<b>Ben</b>"
    assert downloaded(widget)[0] == "puzzle-progress-b-Ben-b.json"
    assert "<b>Ben" not in widget._download.value.split(">", 1)[1]  # the label is escaped


@pytest.mark.parametrize("language", ["en", "it"])
def test_10_every_button_is_as_wide_as_its_words(language: str) -> None:
    """No button keeps the default fixed width (148 px cut "Problema
    preced…"): each sizes itself to its label."""
    widget = PuzzleWidget("dominochess", puzzle="dc-04-right-half", language=language)
    clicks(widget, "b7", "c7")  # the choice buttons of a half appear too
    buttons = [node for node in tree(widget)  # (the board's square buttons show no words)
               if isinstance(node, widgets.Button) and node.description]
    assert len(buttons) >= 7, [b.description for b in buttons]
    for button in buttons:
        assert button.layout.width == "auto", (button.description, button.layout.width)


def test_1_the_answer_button_shows_the_answer_only_when_pressed() -> None:
    made: list[int] = []

    def answer() -> list[Any]:
        made.append(1)
        return [widgets.HTML("the answer")]

    reveal = AnswerButton(answer, language="it")
    assert not made and repr(reveal) == "AnswerButton('Mostra la soluzione')"
    bundle = reveal._repr_mimebundle_()
    assert "VBox(" not in bundle["text/plain"]
    picture = bundle["text/html"]
    assert "<button disabled" in picture and "Mostra la soluzione" in picture
    reveal.children[0].click()
    assert made == [1] and reveal.children[0].value == "the answer"


def test_1_an_answer_that_fails_is_said_in_the_widget() -> None:
    def answer() -> list[Any]:
        raise SettingError("gamebook.bad_puzzle", value="'x'", choices="-")

    reveal = AnswerButton(answer)
    reveal.children[0].click()
    assert "There is no puzzle 'x'" in html.unescape(reveal.children[1].value)
