"""Issue 27, item 10: dominoes names draw, pass and deal in the reader's
language. The move list said "Verde: draw" and a refusal "puoi: draw" in
Italian; now they say "pesca", "passa", "giro seguente" (the buttons'
words, rules page ``dominoes.md`` O4, O4a, O7a), and those words can be
typed back. Records still write the notation (``draw``, ``pass``,
``deal``), so they read back unchanged."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from fuzz_inputs import check_message, mutate
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget.core.any_record import codec_of
from dominochess_widget.core.errors import DominoChessError, IllegalActionError
from dominochess_widget.games.dominoes import DEAL, DRAW, PASS, Dominoes, Play
from dominochess_widget.games.dominoes.narration import Choices, action_text, word_action
from dominochess_widget.games.dominoes.play import RULES
from dominochess_widget.render.frames import frames_of
from dominochess_widget.session import PlaySession

#: The action words a record writes: never in Italian text (but as a gloss).
ENGLISH = re.compile(r"\b(draw|pass|deal)\b")
ITALIAN = {DRAW: "pesca", PASS: "passa", DEAL: "giro seguente"}


def played_until(wanted: Callable[[Dominoes], bool], seed: int = 3) -> Dominoes:
    """A match of ``seed`` played by its first legal action until ``wanted``."""
    game = Dominoes.new(seed=seed)
    while not wanted(game):
        game.play(game.legal_actions()[0])
    return game


def must_draw(game: Dominoes) -> bool:
    return game.legal_actions() == [DRAW]


def between(game: Dominoes) -> bool:
    return game.between_rounds


def unchanged(game: Dominoes) -> tuple[str, list[object], list[object]]:
    return game.position(), game.history, game.legal_actions()


def test_10_the_move_list_names_draw_pass_and_deal_in_italian() -> None:
    for action, word in ITALIAN.items():
        assert RULES.step_label("3.", "green", action, "it") == f"3. Verde: {word}"
    assert RULES.step_label("3.", "green", DEAL, "en") == "3. Green: next round"
    assert RULES.step_label("4.", "red", DRAW, "en") == "4. Red: draw"
    lead = Play((6, 6))
    assert RULES.step_label("1.", "red", lead, "it") == "1. Rosso: 6|6"  # notation stays


def test_10_an_italian_match_record_has_no_english_step() -> None:
    game = played_until(lambda g: len(g.rounds) == 1 and not g.between_rounds)
    codec = codec_of(game)
    labels = [frame.label for frame in frames_of(codec.read(codec.write(game)), "it")]
    assert any(label.endswith(": pesca") for label in labels)
    assert any(label.endswith(": giro seguente") for label in labels)
    assert [label for label in labels if ENGLISH.search(label)] == []


def test_10_a_refusal_lists_the_allowed_actions_in_the_readers_language() -> None:
    game = played_until(must_draw)
    before = unchanged(game)
    with pytest.raises(IllegalActionError) as refused:
        game.parse_action("pass")
    assert refused.value.message("it") == "pass: ora non puoi passare; puoi: pesca."
    assert str(refused.value) == "pass: you cannot pass now; allowed: draw."
    with pytest.raises(IllegalActionError) as refused:
        game.play("passa")
    assert refused.value.message("it") == "passa: ora non puoi passare; puoi: pesca."
    assert unchanged(game) == before


def test_10_between_rounds_a_refusal_offers_the_next_round() -> None:
    game = played_until(between)
    before = unchanged(game)
    with pytest.raises(IllegalActionError) as refused:
        game.play("pesca")
    assert refused.value.message("it") == "pesca: ora non puoi pescare; puoi: giro seguente."
    assert unchanged(game) == before


def test_10_a_long_list_of_choices_is_cut_in_every_language() -> None:
    plays = tuple(Play((6, 6)) for _ in range(7))
    assert Choices(plays).message("it") == ", ".join(["6|6"] * 6) + ", …"
    assert str(Choices((DRAW,))) == "draw" and Choices((DRAW,)).message("it") == "pesca"


@pytest.mark.parametrize("typed", ["pesca", "PESCA", " Pesca ", "draw"])
def test_10_the_italian_word_for_draw_plays_the_same_draw(typed: str) -> None:
    game, other = played_until(must_draw), played_until(must_draw)
    assert game.play(typed) is DRAW
    other.play("draw")
    assert game == other and game.history == other.history


@pytest.mark.parametrize("typed", ["giro seguente", "Giro  Seguente", "next round", "deal"])
def test_10_the_words_for_the_next_round_deal_it(typed: str) -> None:
    game = played_until(between)
    assert game.play(typed) is DEAL and not game.between_rounds


def test_10_every_word_shown_reads_back_as_its_action() -> None:
    for action in (DRAW, PASS, DEAL):
        for language in ("en", "it"):
            assert word_action(action_text(action, language)) is action
    assert word_action("pescare") is None and word_action("3|6") is None


def test_10_records_of_a_match_played_in_italian_words_are_unchanged() -> None:
    """Typed in Italian or in notation, the same match writes the same
    record, in notation, and reads it back."""
    italian, english = Dominoes.new(seed=3), Dominoes.new(seed=3)
    while len(english.rounds) < 2 and not english.is_over:
        action = english.legal_actions()[0]
        english.play(str(action))
        italian.play(action_text(action, "it"))
    codec = codec_of(english)
    text = codec.write(italian)
    assert text == codec.write(english)
    assert re.search(r"\bdraw\b", text) and re.search(r"\bdeal\b", text)
    assert not re.search(r"pesca|passa|giro", text)
    assert codec.write(codec.read(text).game) == text


def test_10_the_syntax_error_names_the_italian_words_and_the_notation() -> None:
    with pytest.raises(DominoChessError) as refused:
        Dominoes.new(seed=3).parse_action("prendi")
    italian = refused.value.message("it")
    assert "pesca (draw), passa (pass), giro seguente (deal)" in italian


def test_10_the_session_tells_turns_and_the_table_without_english_words() -> None:
    """The banner's turns say what was done in words, how many tiles were
    drawn but not which (O10); the table in words is the table now, not
    the whole record."""
    game = played_until(must_draw)
    session = PlaySession(game, language="it")
    session.enter("pesca")
    while session.game.legal_actions() == [DRAW]:
        session.enter("pesca")
    session.enter(str(session.game.legal_actions()[0]))
    summaries = [turn.summary for turn in session.last_turns()]
    assert summaries and not [s for s in summaries if ENGLISH.search(s)]
    assert any(re.search(r"pesca (una tessera|\d+ tessere)", s) for s in summaries)
    (described,) = session.describe_position()
    assert "record=" not in described and f"seat={session.game.to_move}" in described
    assert "record=" in session.game.observation(session.game.to_move)  # still the engine's


@st.composite
def typed_words(draw: st.DrawFn) -> str:
    return mutate(draw, draw(st.sampled_from([*ITALIAN.values(), "draw", "pass", "deal"])))


@settings(max_examples=120, deadline=None)
@given(typed=typed_words(), position=st.sampled_from([must_draw, between]))
def test_10_a_mutated_action_word_plays_a_legal_action_or_changes_nothing(
        typed: str, position: Callable[[Dominoes], bool]) -> None:
    game = played_until(position)
    before = unchanged(game)
    try:
        played = game.play(typed)
    except DominoChessError as error:
        check_message(error)
        assert unchanged(game) == before
    else:
        assert played in before[2]
