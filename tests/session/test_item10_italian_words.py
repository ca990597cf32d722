"""Issue 27, item 10: no English action word in Italian text. Random games
of every registered game are played in Italian through the session, and
everything it says is read: the answers to each action, the status line,
the board in words, the banner's turns, the forced turns, the result, the
refusals (with what may be played instead) and the move list's labels.

What a player typed, quoted back, and the position's field names
(``move=black``) are notation, not words: they are left out of the check."""

from __future__ import annotations

import random
import re

import pytest

from dominochess_widget import games
from dominochess_widget.core import registry
from dominochess_widget.core.any_record import codec_of
from dominochess_widget.core.messages import translate
from dominochess_widget.render.frames import frames_of
from dominochess_widget.session import PlaySession

#: English action words that must not stay English in Italian text.
ENGLISH = re.compile(r"\b(draws?|drawn|pass|passes|resigns?|resigned|wins?|moves?|played|"
                     r"deals?|forfeits?)\b", re.IGNORECASE)
#: Notation a player types or reads as data: a quoted input, a position field
#: name, a word to type glossed in Italian ("draw (pesca)").
NOTATION = re.compile(r"'[^']*'|\b\w+=|\b\w+ \([^)]*\)")
#: Texts typed at the session besides random legal actions: refused ones.
TYPED = ("pass", "draw", "zz9")


def english_words(text: str) -> list[str]:
    return ENGLISH.findall(NOTATION.sub(" ", text))


def refusals(session: PlaySession[games.State], typed: str) -> list[str]:
    """The session's answers to ``typed``, without the echoed input."""
    return [said.removeprefix(f"{typed}:") for said in session.enter(typed)]


def italian_texts(name: str, seed: int, plies: int = 120) -> list[str]:
    """Everything an Italian session of ``name`` says over a random game."""
    info = registry.info(name)
    game = games.new(name, seed=seed + 1) if info.chance else games.new(name)
    session = PlaySession(game, language="it")
    texts = session.new_game(game)
    rng = random.Random(seed)
    for _ in range(plies):
        if session.game.is_over:
            break
        texts += [session.status(), *session.describe_position(), session.forced_report(),
                  *(turn.summary for turn in session.last_turns())]
        for typed in TYPED:
            texts += refusals(session, typed)
        texts += session.enter(str(rng.choice(session.game.legal_actions())))
    texts.append(session.result_text())
    codec = codec_of(session.game)
    texts += [frame.label for frame in frames_of(codec.read(codec.write(session.game)), "it")]
    return texts


def test_10_the_check_finds_english_words_and_ignores_notation() -> None:
    assert english_words("3. Verde: draw") == ["draw"]
    assert english_words("ora non puoi passare; puoi: draw.") == ["draw"]
    assert english_words("'draw' non è una mossa; move=black; white=1,2") == []
    assert english_words("scrivi una tessera, oppure draw (pesca), pass (passa)") == []


@pytest.mark.parametrize("name", sorted(registry.names()))
def test_10_no_english_action_word_in_an_italian_game(name: str) -> None:
    found = {word.lower(): text for seed in range(2) for text in italian_texts(name, seed)
             for word in english_words(text)}
    assert found == {}, f"{name}: English words in Italian text: {found}"


def test_10_the_odds_panel_of_a_finished_game_says_no_tiles_are_drawn() -> None:
    assert translate("pool.title_over", "en") == "Game over: no more tiles to draw."
    assert translate("pool.title_over", "it") == "Partita finita: non si pescano più tessere."


def test_10_domino_chess_has_one_italian_title() -> None:
    """The Italian name is "Scacchi domino" (the original rules' "Scacco -
    Domino", /work/shared/seeds/000), never "Scacchi col domino"."""
    assert translate("game_title.dominochess", "it") == "Scacchi domino"
    from dominochess_widget.core.messages import CATALOGUES
    assert not [key for key, text in CATALOGUES["it"].items() if "col domino" in text.lower()]
