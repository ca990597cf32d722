"""Issue 29, item 5: reading Russian PDN fast, with nothing read otherwise.

Reading a record takes quick ways (the speed is measured by
``benchmarks/pdn_bench.py``, never here): a written move is played at a
glance (:func:`~dominochess_widget.games.russian.pdn_squares.play_at_once`)
and read the general way only when the glance does not play it; a
position lists its capture routes once for "is the game over?" and for
matching the move; a plain move lists its own piece's moves alone;
tokens are read one match each, spaces included; a file's games share
their settings. These tests check that every quick way gives what the
general way gives, and changes nothing when it gives up.
"""

from __future__ import annotations

import random

import pytest
from fuzz_inputs import mutate
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.core.errors import DominoChessError, RecordError
from dominochess_widget.core.records import tokenize
from dominochess_widget.games.russian import Draughts
from dominochess_widget.games.russian.board import DARK, DARK_SQUARES, SQUARE_NAMES
from dominochess_widget.games.russian.moves import can_step, quiet_codes
from dominochess_widget.games.russian.pdn import CODEC
from dominochess_widget.games.russian.pdn_squares import NUMBERED, move_text, play_at_once

#: Each board name's PDN number ("c3" → "22").
NUMBER_OF = {name: str(number) for number, name in enumerate(NUMBERED) if name}


def random_game(seed: int, plies: int) -> Draughts:
    """A game after up to ``plies`` random moves from the start."""
    chooser = random.Random(seed)
    game = games.new("russian")
    assert isinstance(game, Draughts)
    for _ in range(plies):
        actions = game.legal_actions()
        if not actions:
            break
        game.play(chooser.choice(actions))
    return game


def numbered(move: str) -> str:
    """``move`` (``c3:e5``) with PDN's numbered squares (``22x15``)."""
    capture = ":" in move
    return ("x" if capture else "-").join(NUMBER_OF[name] for name in move.split(":" if capture
                                                                               else "-"))


@st.composite
def written_moves(draw: st.DrawFn) -> tuple[Draughts, str]:
    """A position and a move as a file might write it there: a legal one
    (algebraic, numbered, a capture by its ends), or broken."""
    game = random_game(draw(st.integers(0, 10**6)), draw(st.integers(0, 80)))
    texts = [str(move) for move in game.legal_actions()] or ["c3-d4"]
    text = draw(st.sampled_from(texts))
    form = draw(st.sampled_from(["as is", "numbered", "ends", "plain", "mutated", "squares"]))
    if form == "numbered":
        text = numbered(text)
    elif form == "ends":
        text = ":".join(text.split(":")[::max(1, text.count(":"))])
    elif form == "plain":
        text = text.replace(":", "-")
    elif form == "mutated":
        text = mutate(draw, text, 2)
    elif form == "squares":  # any two squares, either way written
        ends = [SQUARE_NAMES[draw(st.sampled_from(DARK_SQUARES))] for _ in range(2)]
        text = draw(st.sampled_from(["-", ":"])).join(ends)
        text = numbered(text) if draw(st.booleans()) else text
    return game, text


@settings(max_examples=150, deadline=None)
@given(written_moves())
def test_5_a_move_played_at_a_glance_is_the_one_play_plays(case: tuple[Draughts, str]) -> None:
    """``play_at_once`` plays exactly what the general way plays (the
    same move, the same position and history after it), or gives up and
    changes nothing; a legal move as the project writes it is always
    played at a glance."""
    game, text = case
    quick, general = game.clone(), game.clone()
    try:
        expected = general.play(move_text(text, general))
    except DominoChessError:
        expected = None
    played = play_at_once(text, quick)
    if played is None:
        assert quick == game and quick.history == game.history
        assert text not in {str(move) for move in game.legal_actions()}
    else:
        assert played == expected and played.path == expected.path
        assert quick == general and quick.history == general.history


def test_5_a_capture_written_as_a_plain_move_is_played_at_a_glance() -> None:
    """PDN 1.0's ``11-18`` over a piece is a capture, quick way or not."""
    game = games.new("russian")
    for move in ("c3-d4", "f6-e5"):
        game.play(move)
    quick, general = game.clone(), game.clone()
    played = play_at_once(numbered("d4:f6").replace("x", "-"), quick)
    assert played is not None and played == general.play("d4:f6")
    assert quick == general and quick.history == general.history


def test_5_nothing_is_played_at_a_glance_once_the_game_is_over() -> None:
    game = games.new("russian")
    game.resign()
    assert play_at_once("c3-d4", game) is None and game.history == []


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1),
       st.booleans())
def test_5_can_step_says_whether_a_plain_move_exists(own: int, kings: int, other: int,
                                                    white: bool) -> None:
    """``can_step`` (is there a plain move?) agrees with listing them."""
    squares = DARK_SQUARES
    mine = sum(1 << s for i, s in enumerate(squares) if own >> i & 1)
    theirs = sum(1 << s for i, s in enumerate(squares) if other >> i & 1) & ~mine
    crowned = mine & sum(1 << s for i, s in enumerate(squares) if kings >> i & 1)
    empty = DARK ^ (mine | theirs)
    assert can_step(mine ^ crowned, crowned, empty, white) == bool(
        quiet_codes(mine ^ crowned, crowned, empty, white))


@pytest.mark.parametrize("seed", range(6))
def test_5_a_position_lists_its_moves_afresh_after_every_change(seed: int) -> None:
    """The routes a position keeps are its own: after a move, a take-back
    and in a copy the legal moves are those of the position read anew."""
    game = random_game(seed, 30)
    copy = game.clone()
    for move in list(game.legal_actions())[:3]:
        game.play(move)
        assert game.legal_actions() == Draughts.from_position(game.position()).legal_actions()
        game.undo()
        assert game.legal_actions() == copy.legal_actions()
        assert game.is_over == copy.is_over
    assert copy.legal_actions() == Draughts.from_position(copy.position()).legal_actions()


def test_5_reading_a_move_after_the_end_still_says_the_game_is_over() -> None:
    """Trying the move first changes no error: every game refuses a move
    once it is over, and the record says so (Russian draughts and Lasca)."""
    for name in ("russian", "lasca"):
        game, chooser = games.new(name), random.Random(5)
        while not game.is_over:
            game.play(chooser.choice(game.legal_actions()))
        body, result = write_any_record(game).rstrip().rsplit(" ", 1)
        with pytest.raises(RecordError) as caught:
            read_any_record(f"{body} c3-d4 {result}\n")
        assert caught.value.key == "record.game_already_over"
        assert (caught.value.line, caught.value.column) == (
            body.count("\n") + 1, len(body) - body.rfind("\n") + 1)


def test_5_each_game_keeps_its_own_settings_when_a_file_shares_them() -> None:
    """A game with settings of its own after games with the defaults (and
    back) writes its own settings' tags."""
    usual = write_any_record(games.new("russian"))
    other = write_any_record(games.new("russian", kings_only=10, repetition=False))
    for text in (usual, other, usual, other):
        assert read_any_record(text).to_text() == text
    assert '[KingsOnly "10"]' in other and "KingsOnly" not in usual


@st.composite
def spaced_words(draw: st.DrawFn) -> list[tuple[str, str]]:
    """Words, each with the spaces and line breaks written before it."""
    gaps = st.text(alphabet=" \t\n", min_size=1, max_size=4)
    words = st.sampled_from(["c3-d4", "22-18", "1.", "12...", "*", "$3", "x" * 70, "b6:d4"])
    return draw(st.lists(st.tuples(gaps, words), max_size=12))


@settings(max_examples=150, deadline=None)
@given(spaced_words(), st.text(alphabet=" \t\n", max_size=4))
def test_5_tokens_know_their_line_and_column(words: list[tuple[str, str]], tail: str) -> None:
    """Spaces are read with the token after them, and a text's end is no
    token: each token still starts where the text says (1-based)."""
    text = "".join(gap + word for gap, word in words) + tail
    expected, offset = [], 0
    for gap, word in words:
        offset += len(gap)
        line = text.count("\n", 0, offset) + 1
        expected.append((word, line, offset - (text.rfind("\n", 0, offset) + 1) + 1))
        offset += len(word)
    tokens = list(tokenize(text, CODEC._tokens))
    assert [(token.text, token.line, token.column) for token in tokens] == expected
