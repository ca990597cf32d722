"""Issue 28, item 3: hostile calls to every public method of the study
model. Each call is accepted, or refused with a DominoChessError (a wrong
type: an ArgumentTypeError naming the parameter) whose message reads in
English and Italian, and a refused call changes nothing: tree, cursor,
tags, undo list, version, the draws (domino chess's tiles chosen by
``draw``). After every call the state at the cursor is the line from the
start to it, replayed."""

from __future__ import annotations

import functools

from fuzz_inputs import HUGE, SNIPPETS, check_message, mutate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from study_support import GAMES, HOSTILE, fingerprint, scripted, shape

from dominochess_widget.core.errors import ArgumentTypeError, DominoChessError
from dominochess_widget.study import Study
from dominochess_widget.study.moves import play_text

ODD = st.sampled_from([None, True, 2.5, -1, 0, 10**30, HUGE, b"d4", [], {}, object(), "",
                       " ", "\x00", "²", "٣", "d4", "D4", "05", *SNIPPETS[:20]])
TEXTS = st.text(max_size=12) | st.sampled_from([HOSTILE, "x" * 5000, "}" * 50, "\\" * 9])


@st.composite
def texts_near(draw: st.DrawFn, study: Study) -> object:
    """A legal action's text, mutated or not, or anything at all."""
    legal = study.legal_texts()
    if legal and draw(st.booleans()):
        text = draw(st.sampled_from(legal))
        return mutate(draw, text, 2) if draw(st.booleans()) else text
    return draw(ODD | TEXTS)


@st.composite
def tiles_near(draw: st.DrawFn, study: Study) -> object:
    """A tile that may be drawn at the cursor, mutated or not, a tile
    written otherwise, or anything at all."""
    drawable = study.drawable()
    if drawable and draw(st.booleans()):
        tile = draw(st.sampled_from(drawable))
        return mutate(draw, tile, 2) if draw(st.booleans()) else tile
    return draw(ODD | st.sampled_from(["3|5", "35", "[6|6]", "[0|0]", "7|7", "3|", (3, 5),
                                       (9, 9), "[3|5] ", "３|５"]))


@st.composite
def calls(draw: st.DrawFn, study: Study):
    """One call on ``study`` (a function of no argument) and its name."""
    name = draw(st.sampled_from([
        "play", "play", "play", "click", "choose", "back", "forward", "to_start", "to_end",
        "go", "comment", "mark", "arrow", "delete", "promote", "undo", "set_tag", "lines",
        "record_text", "language", "draw", "draw"]))
    cell = st.integers(-3, 70) | ODD
    if name == "play":
        action = draw(texts_near(study))
        return name, lambda: study.play(action)
    if name == "click":
        square = draw(cell)
        return name, lambda: study.click(square)  # type: ignore[arg-type]
    if name == "choose":
        key = draw(ODD | st.integers(-2, 8))
        return name, lambda: study.choose(key)
    if name == "go":
        lines = [entry.path for entry in study.lines()]
        path = draw(st.sampled_from(lines) if lines and draw(st.booleans()) else
                    st.lists(st.integers(-2, 3), max_size=6) | ODD)
        return name, lambda: study.go(path)  # type: ignore[arg-type]
    if name == "comment":
        text = draw(TEXTS | ODD)
        return name, lambda: study.comment(text)  # type: ignore[arg-type]
    if name in ("mark", "arrow"):
        colour = draw(st.sampled_from(["green", "R", "giallo", "Blue", "purple", "", 3]))
        first, second = draw(cell), draw(cell)
        if name == "mark":
            return name, lambda: study.mark(first, colour)  # type: ignore[arg-type]
        return name, lambda: study.arrow(first, second, colour)  # type: ignore[arg-type]
    if name == "set_tag":
        tag = draw(st.sampled_from(["Event", "White", "Red", "Result", "Game", "GameType",
                                    "FEN", "Seed", "Position", "Bad name", "", "x" * 300])
                   | ODD)
        value = draw(TEXTS | ODD | st.sampled_from(["a\nb", "\r", '"', ""]))
        return name, lambda: study.set_tag(tag, value)  # type: ignore[arg-type]
    if name == "draw":
        tile = draw(tiles_near(study))
        return name, lambda: study.draw(tile)
    if name == "language":
        language = draw(st.sampled_from(["en", "it", "xx", None]))
        return name, lambda: setattr(study, "language", language)
    return name, getattr(study, name)


def drawn(study: Study) -> tuple[object, ...]:
    """What a refused draw must leave unchanged besides the tree: the start
    (its draws) and what the cursor's turn drew."""
    return study.first.position(), study.drawn, study.drawable()


def check_cursor(study: Study) -> None:
    """The state at the cursor is the line to it, replayed from the start."""
    state = study.first
    for node in study._nodes[1:]:
        play_text(state, node.action)
    assert state.position() == study.state.position()
    assert [node.action for node in study._nodes[1:]] == [
        study._nodes[i].children[index].action for i, index in enumerate(study.path)]


def fuzz(game: str, data: st.DataObject) -> None:
    study = Study(game, seed=data.draw(st.integers(0, 5)))
    for _ in range(data.draw(st.integers(1, 25))):
        name, call = data.draw(calls(study))
        before = fingerprint(study), drawn(study)
        try:
            call()
        except DominoChessError as error:
            check_message(error)
            assert (fingerprint(study), drawn(study)) == before, f"a refused {name} changed it"
        except TypeError as error:
            assert isinstance(error, ArgumentTypeError), repr(error)
            check_message(error)
            assert (fingerprint(study), drawn(study)) == before, f"a refused {name} changed it"
        check_cursor(study)


SETTINGS = settings(max_examples=100, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(st.data())
def test_3_hostile_calls_on_a_russian_study(data) -> None:
    fuzz("russian", data)


@SETTINGS
@given(st.data())
def test_3_hostile_calls_on_a_dominoes_study(data) -> None:
    fuzz("dominoes", data)


@SETTINGS
@given(st.data())
def test_3_hostile_calls_on_a_damhex_study(data) -> None:
    fuzz("damhex", data)


@SETTINGS
@given(st.data())
def test_3_hostile_calls_on_a_domino_chess_study(data) -> None:
    fuzz("dominochess", data)


@functools.cache
def study_texts() -> tuple[str, ...]:
    """Records the studies write, with variations, for every game."""
    return tuple(scripted(game).record_text() for game in GAMES)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_3_a_mutated_record_opens_or_is_refused_and_what_opens_writes_back(data) -> None:
    text = mutate(data.draw, data.draw(st.sampled_from(study_texts())), 3)
    try:
        study = Study(record=text)
    except DominoChessError as error:
        check_message(error)
        return
    written = study.record_text()
    assert shape(Study(record=written)._root) == shape(study._root)
