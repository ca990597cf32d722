"""The annotated Lasca games: they replay, their translations are the same
games, and they really show what they teach.

The lesson moments are named in the comments, in bold (``**only the
commander**``, ``**solo la guida**`` …). Wherever a comment names one, the
engine checks that it happens at that move: a column jumped keeps its
prisoners under a new commander; a prisoner freed (the jumped column's new
top is the capturer's own); a column that changes owner; promotion ending
a capture that an officer could have gone on with; an officer's long move
(L1); a win by leaving the opponent no move — and every moment is shown
at least once in each language. Rules: docs/lasca.md.
"""

from __future__ import annotations

import re

import pytest
from test_russian_examples import ENGLISH_WORDS

from dominochess_widget import games
from dominochess_widget.core.records import Record, read_any_record
from dominochess_widget.examples import example_names, example_text
from dominochess_widget.games.lasca import Lasca, Move, Termination
from dominochess_widget.games.lasca import moves as lasca_moves
from dominochess_widget.games.lasca.board import SIZE, side_of

LANGUAGES = ("en", "it")
NAMES = example_names("lasca")
TRANSLATED_TAGS = ("Event", "Site", "Annotator")

#: Each moment and how a comment names it (in bold) in each language.
MOMENTS: dict[str, dict[str, str]] = {
    "only the commander": {"en": r"only the commander", "it": r"solo la guida"},
    "prisoner freed": {"en": r"freed", "it": r"liberata"},
    "column changes owner": {"en": r"changes owner", "it": r"cambia padrone"},
    "promotion ends the move": {"en": r"promotion ends", "it": r"promozione ferma"},
    "officer's long move": {"en": r"long move", "it": r"mossa lunga"},
    "win by no move": {"en": r"no move", "it": r"nessuna mossa"},
}
_BOLD = re.compile(r"\*\*([^*]+)\*\*")
_COMMANDS = re.compile(r"\[%\w+[^\]]*\]")


def _record(name: str, language: str) -> Record:
    return read_any_record(example_text(name, language, game="lasca"))


def _comments(record: Record) -> list[str]:
    return [m.comment.text if m.comment else "" for m in record.moves]


def _named(comment: str, language: str) -> list[str]:
    bold = " ".join(_BOLD.findall(comment)).lower()
    return [moment for moment, words in MOMENTS.items() if re.search(words[language], bold)]


def test_there_are_two_lasca_games() -> None:
    assert NAMES == ["1_prisoners_and_freedom", "2_the_officer_flies"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_an_example_replays_and_ends_as_its_result_says(name: str, language: str) -> None:
    record = _record(name, language)
    assert isinstance(record.game, Lasca) and record.tags["Game"] == "Lasca"
    assert record.game.is_over and record.game.termination is Termination.NO_MOVES
    assert record.tags["Result"] == ("1-0" if record.game.result == "white" else "0-1")


@pytest.mark.parametrize("name", NAMES)
def test_a_translation_is_the_same_game_with_every_comment_translated(name: str) -> None:
    english, italian = _record(name, "en"), _record(name, "it")
    assert [str(m.action) for m in italian.moves] == [str(m.action) for m in english.moves]
    for tag, value in english.tags.items():
        if tag not in TRANSLATED_TAGS:
            assert italian.tags[tag] == value, tag
        elif tag != "Annotator":  # the project's name stays as it is
            assert italian.tags[tag] != value, tag
    for en, it in zip(_comments(english), _comments(italian), strict=True):
        assert bool(en) == bool(it)
        assert _COMMANDS.findall(en) == _COMMANDS.findall(it)  # the same marks and arrows
        words = set(re.findall(r"[a-z]+", _COMMANDS.sub("", it).lower()))
        assert not words & ENGLISH_WORDS, sorted(words & ENGLISH_WORDS)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_moment_is_shown(language: str) -> None:
    shown = {moment for name in NAMES for comment in _comments(_record(name, language))
             for moment in _named(comment, language)}
    assert shown == set(MOMENTS)


@pytest.mark.parametrize("name", NAMES)
def test_the_moments_are_named_at_the_same_moves_in_both_languages(name: str) -> None:
    named = {language: [_named(c, language) for c in _comments(_record(name, language))]
             for language in LANGUAGES}
    assert named["en"] == named["it"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_every_named_moment_really_happens(name: str, language: str) -> None:
    record = _record(name, language)
    game = record.start()
    for recorded, comment in zip(record.moves, _comments(record), strict=True):
        before = game.clone()
        move = game.play(str(recorded.action))
        for moment in _named(comment, language):
            assert CHECKS[moment](before, move, game), (name, str(move), moment)


def _jumped_changes(before: Lasca, move: Move, after: Lasca) -> list[tuple[str, str]]:
    """Each jumped column before and after the move."""
    return [(before.column(s), after.column(s)) for s in move.captured]


def _only_the_commander(before: Lasca, move: Move, after: Lasca) -> bool:
    return any(len(old) >= 2 and new == old[1:]
               for old, new in _jumped_changes(before, move, after))


def _freed(before: Lasca, move: Move, after: Lasca) -> bool:
    mover = before.to_move
    return any(new and before.seats[side_of(new[0])] == mover
               for _, new in _jumped_changes(before, move, after))


def _changes_owner(before: Lasca, move: Move, after: Lasca) -> bool:
    return any(new and side_of(new[0]) != side_of(old[0])
               for old, new in _jumped_changes(before, move, after))


def _promotion_ends(before: Lasca, move: Move, after: Lasca) -> bool:
    """A capture stopped by promotion, although the new officer could go on."""
    if not (move.is_capture and move.promotes):
        return False
    board = after._board[:]
    side = before._side
    return any(route[0][0] == move.end
               for route in lasca_moves.captures(board, side, after.settings.flying))


def _long_move(before: Lasca, move: Move, after: Lasca) -> bool:
    officer = before.column(move.start)[0].isupper()
    return officer and abs(move.start % SIZE - move.end % SIZE) >= 2 and not move.is_capture


def _no_move(before: Lasca, move: Move, after: Lasca) -> bool:
    return after.is_over and after.termination is Termination.NO_MOVES


CHECKS = {
    "only the commander": _only_the_commander,
    "prisoner freed": _freed,
    "column changes owner": _changes_owner,
    "promotion ends the move": _promotion_ends,
    "officer's long move": _long_move,
    "win by no move": _no_move,
}


def test_the_checks_can_fail() -> None:
    """Each check refuses a move that does not show its moment."""
    game = games.new("lasca")
    before = game.clone()
    move = game.play("c3-d4")
    assert not any(check(before, move, game) for check in CHECKS.values())
