"""The shipped example games: they replay, round-trip, and really show what they teach.

Every lesson moment is found by stepping through the records with the engine
(the halves, why a half has no move, captures, results, reshuffles), never by
reading the comments; the comments are only checked to be there.

Each translation (``examples/it/``) is the same game, move for move, with
every comment translated at the same place, its marks and arrows unchanged.
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache
from importlib import resources

import pytest

from dominochess_widget import (
    DEFAULT_DRAW_RULE,
    DEFAULT_MAPPING,
    ArgumentTypeError,
    Game,
    Kind,
    NoMove,
    Result,
    SettingError,
    Termination,
)
from dominochess_widget.core.messages import translate
from dominochess_widget.examples import (
    example_languages,
    example_names,
    example_text,
    load_example,
)
from dominochess_widget.games.dominochess.actions import Action
from dominochess_widget.games.dominochess.records import Comment, GameRecord, Step, read_record
from dominochess_widget.widgets import BoardWidget

NAMES = example_names()
TAGS = ("Event", "Site", "Date", "Red", "Blue", "Annotator")
LANGUAGES = ("en", "it")
TRANSLATIONS = tuple(language for language in LANGUAGES if language != "en")
#: The tags a translation translates; every other tag is the English record's.
TRANSLATED_TAGS = ("Event", "Site", "Annotator")
SITES = {"en": "dominochess-widget examples", "it": "esempi di dominochess-widget"}
EVERY = [(name, language) for language in LANGUAGES for name in NAMES]
TRANSLATED = [(name, language) for language in TRANSLATIONS for name in NAMES]

#: Under the default mapping (D2).
NUMBER_MOMENTS = {
    1: "a 1 moves a king",
    2: "a 2 moves a queen",
    3: "a 3 moves a rook",
    4: "a 4 moves a bishop",
    5: "a 5 moves a knight",
}
ZERO = "a 0 half"
JOLLY = "a Jolly (6) moves a piece"
DOUBLE = "a double moves two different pieces"
ALL_CAPTURED = "a forfeit: the kind is all captured"
BLOCKED = "a forfeit: the pieces are blocked"
ALREADY_MOVED = "a forfeit: the only piece already moved"
ORDER = "the order of the halves matters (D3)"
RESHUFFLE = "the pool is reshuffled after 28 tiles"
FIRST_KING = "a first king captured, the game goes on"
WIN = "the second king captured: the game ends mid-turn"
DRAW = "a draw by the no-capture rule (D4)"

#: Moments a lesson may show many times: one commented occurrence is enough.
REPEATED = (*NUMBER_MOMENTS.values(), ZERO, JOLLY, DOUBLE, ALL_CAPTURED, BLOCKED,
            ALREADY_MOVED, ORDER)
#: Moments that are events of a whole game: every occurrence must be commented.
SINGULAR = (RESHUFFLE, FIRST_KING, WIN, DRAW)


def test_the_examples_are_named_in_lesson_order() -> None:
    assert len(NAMES) >= 3
    assert all(re.fullmatch(r"\d+_[a-z0-9_]+", name) for name in NAMES), NAMES
    assert sorted(NAMES, key=lambda name: int(name.split("_")[0])) == NAMES


@pytest.mark.parametrize(("name", "language"), EVERY)
def test_example_is_in_canonical_form(name: str, language: str) -> None:
    text = example_text(name, language)
    assert read_record(text).to_text() == text


@pytest.mark.parametrize(("name", "language"), EVERY)
def test_example_replays_through_the_engine(name: str, language: str) -> None:
    record = load_example(name, language)
    game = record.start()
    for step in record.steps():
        assert not game.is_over, f"{name}: an action after the end, {step.action}"
        assert game.tile == step.tile
        assert game.to_move is step.side
        game.play(step.action)
    assert game == record.game
    assert game.result == record.game.result


@pytest.mark.parametrize(("name", "language"), EVERY)
def test_example_is_annotated_for_a_lesson(name: str, language: str) -> None:
    record = load_example(name, language)
    for tag in TAGS:
        assert record.tags.get(tag, "").strip(), f"{name}: no {tag} tag"
    assert record.tags["Site"] == SITES[language]
    assert record.comment is not None and record.comment.text, f"{name}: no game comment"
    comments = [c for index in range(len(record.turns)) for c in _turn_comments(record, index)]
    assert comments, f"{name}: no comments on the moves"
    for comment in comments:
        assert len(comment) <= 300, f"{name}: a comment too long for a lesson: {comment}"


@pytest.mark.parametrize("moment", REPEATED + SINGULAR)
def test_the_examples_show_every_lesson_moment(moment: str) -> None:
    found = _moments()[moment]
    assert found, f"no example shows: {moment}"
    places = ", ".join(f"{name} turn {turn + 1}" for name, turn, _ in found)
    if moment in SINGULAR:
        bare = [f"{name} turn {turn + 1}" for name, turn, commented in found if not commented]
        assert not bare, f"{moment}: no comment at {', '.join(bare)}"
    else:
        assert any(commented for *_, commented in found), (
            f"{moment} happens ({places}) but never with a comment"
        )


def test_the_long_game_uses_the_default_draw_rule() -> None:
    draws = _moments()[DRAW]
    assert any(load_example(name).game.draw_rule == DEFAULT_DRAW_RULE for name, *_ in draws)


def test_unknown_example_lists_the_names() -> None:
    for language in LANGUAGES:
        with pytest.raises(ValueError) as info:
            load_example("nope", language)
        assert isinstance(info.value, SettingError)
        assert "nope" in str(info.value)
        for name in NAMES:
            assert name in str(info.value)


# ---------------------------------------------------------------- translations
def test_every_language_has_every_example() -> None:
    assert example_languages() == sorted(LANGUAGES)
    assert not any(name in LANGUAGES for name in NAMES), "a translation folder is not a game"
    for language in LANGUAGES:
        for name in NAMES:
            assert load_example(name, language).turns, (name, language)
    folder = resources.files("dominochess_widget.examples").joinpath("dominochess")
    for language in TRANSLATIONS:
        files = sorted(f.name for f in folder.joinpath(language).iterdir())
        assert files == [f"{name}.txt" for name in NAMES], (
            f"examples/{language}/ must hold exactly the English file names"
        )


def test_english_is_the_default_language() -> None:
    for name in NAMES:
        assert example_text(name) == example_text(name, "en")
        assert load_example(name).tags == load_example(name, language="en").tags


@pytest.mark.parametrize("language", [None, 1])
def test_a_language_that_is_not_text_is_a_type_error_naming_it(language: object) -> None:
    for call in (lambda: load_example(NAMES[0], language),  # type: ignore[arg-type]
                 lambda: BoardWidget(language=language)):  # type: ignore[arg-type]
        with pytest.raises(ArgumentTypeError, match="language"):
            call()


@pytest.mark.parametrize("language", ["fr", "IT", ""])
def test_an_unknown_language_names_the_languages_there_are(language: object) -> None:
    with pytest.raises(SettingError) as info:
        load_example(NAMES[0], language)  # type: ignore[arg-type]
    # As BoardWidget(language=...) says it: the same key, the same parameters.
    with pytest.raises(SettingError) as board:
        BoardWidget(language=language)  # type: ignore[arg-type]
    assert (info.value.key, info.value.params) == (board.value.key, board.value.params)
    assert info.value.key == "board.bad_language"
    assert info.value.params == {"value": repr(language), "choices": "'en', 'it'"}
    assert str(info.value) == translate("board.bad_language", "en", value=repr(language),
                                        choices="'en', 'it'")
    assert info.value.message("it").startswith(f"{language!r} non è una lingua")
    with pytest.raises(SettingError):
        example_text(NAMES[0], language)  # type: ignore[arg-type]


@pytest.mark.parametrize(("name", "language"), TRANSLATED)
def test_a_translation_is_the_same_game(name: str, language: str) -> None:
    english, translated = load_example(name), load_example(name, language)
    for tag in sorted(set(english.tags) | set(translated.tags)):
        if tag not in TRANSLATED_TAGS:
            assert translated.tags.get(tag) == english.tags.get(tag), f"{name}: tag {tag}"
    assert translated.tags["Event"] != english.tags["Event"], f"{name}: Event not translated"
    assert translated.tags["Site"] != english.tags["Site"], f"{name}: Site not translated"
    assert len(translated.turns) == len(english.turns)
    for index, (mine, theirs) in enumerate(zip(translated.turns, english.turns, strict=True)):
        where = f"{name} ({language}), turn {index + 1}"
        assert (mine.side, mine.tile) == (theirs.side, theirs.tile), where
        assert [a.action for a in mine.actions] == [a.action for a in theirs.actions], where
    assert translated.game == english.game
    assert translated.game.result == english.game.result
    assert translated.game.termination == english.game.termination


@pytest.mark.parametrize(("name", "language"), TRANSLATED)
def test_a_translation_translates_every_comment_in_place(name: str, language: str) -> None:
    english, translated = load_example(name), load_example(name, language)
    pairs = list(zip(_comment_places(translated), _comment_places(english), strict=True))
    assert pairs
    for (place, mine), (_, theirs) in pairs:
        where = f"{name} ({language}), {place}"
        if theirs is None:
            assert mine is None, f"{where}: a comment the English record does not have"
            continue
        assert mine is not None, f"{where}: the English comment is not translated"
        assert _COMMANDS.findall(mine.raw) == _COMMANDS.findall(theirs.raw), where
        assert mine.annotations == theirs.annotations, where
        assert bool(mine.text) == bool(theirs.text), where
        if theirs.text:
            assert mine.text != theirs.text, f"{where}: not translated: {mine.text}"
            for markup in (_BOLD, _ITALIC):
                assert len(markup.findall(mine.text)) == len(markup.findall(theirs.text)), (
                    f"{where}: bold/italic markup differs: {mine.text}"
                )
            assert _DECISIONS.findall(mine.text) == _DECISIONS.findall(theirs.text), (
                f"{where}: the decisions D1-D5 it cites differ: {mine.text}"
            )


# ---------------------------------------------------------------- helpers
_COMMANDS = re.compile(r"\[%\w+[^\]]*\]")
_BOLD = re.compile(r"\*\*[^*]+\*\*")
_ITALIC = re.compile(r"(?<!\*)\*[^*]+\*(?!\*)")
_DECISIONS = re.compile(r"\bD[1-5]\b")


def _comment_places(record: GameRecord) -> list[tuple[str, Comment | None]]:
    """Every place a comment may stand, in order, with the comment there (or None)."""
    places: list[tuple[str, Comment | None]] = [("the game comment", record.comment)]
    for index, turn in enumerate(record.turns):
        places.append((f"turn {index + 1}, tile {turn.tile}", turn.tile_comment))
        places += [(f"turn {index + 1}, {recorded.action}", recorded.comment)
                   for recorded in turn.actions]
    return places


def _turn_comments(record: GameRecord, index: int) -> list[str]:
    turn = record.turns[index]
    comments = [turn.tile_comment, *(a.comment for a in turn.actions)]
    return [c.text for c in comments if c is not None and c.text]


def _commented(record: GameRecord, step: Step) -> bool:
    """A moment is explained by words (not only marks) on its action or its turn's tile."""
    tile_comment = record.turns[step.turn].tile_comment
    return any(c is not None and c.text for c in (step.comment, tile_comment))


def _order_matters(game: Game, forfeit: Action) -> bool:
    """``forfeit`` is the first action of a turn; would the other order have
    given its half a move?"""
    if game.turn_actions() or game.tile[0] == game.tile[1]:
        return False
    for action in game.legal_actions():
        if action.half == forfeit.half:
            continue
        trial = game.clone()
        trial.play(action)
        if not trial.is_over and trial.why_no_move(forfeit.half) is None:
            return True
    return False


@cache
def _moments() -> dict[str, list[tuple[str, int, bool]]]:
    """Every lesson moment in the examples: (example, turn index, commented)."""
    found: dict[str, list[tuple[str, int, bool]]] = defaultdict(list)
    for name in NAMES:
        record = load_example(name)
        game = record.start()
        shuffles = game.shuffles
        for step in record.steps():
            where = (name, step.turn, _commented(record, step))
            if game.shuffles > shuffles:
                found[RESHUFFLE].append(where)
                shuffles = game.shuffles
            action = step.action
            unused = [h for h in game.halves() if h.used is None and h.number == action.half]
            assert unused, f"{name}: {action} uses no unused half"
            half = unused[0]
            if action.is_forfeit:
                assert not half.moves
                reason = game.why_no_move(action.half)
                assert reason is half.no_move
                if reason is NoMove.ZERO:
                    found[ZERO].append(where)
                elif reason is NoMove.ALL_CAPTURED:
                    found[ALL_CAPTURED].append(where)
                elif reason is NoMove.ALREADY_MOVED:
                    found[ALREADY_MOVED].append(where)
                elif reason is NoMove.BLOCKED:
                    found[BLOCKED].append(where)
                    if _order_matters(game, action):
                        found[ORDER].append(where)
            else:
                assert action.kind in half.kinds
                assert half.kinds == game.mapping.kinds_for(action.half)
                if action.half in NUMBER_MOMENTS and game.mapping == DEFAULT_MAPPING:
                    found[NUMBER_MOMENTS[action.half]].append(where)
                elif action.half == 6:
                    found[JOLLY].append(where)
            before = game.turn_actions()
            game.play(action)
            tile = step.tile
            if (tile[0] == tile[1] and before and not action.is_forfeit
                    and not before[0].is_forfeit and before[0].target != action.origin):
                turn_commented = bool(_turn_comments(record, step.turn))
                found[DOUBLE].append((name, step.turn, turn_commented))
            if action.captured is Kind.KING:
                if game.is_over:
                    assert game.termination is Termination.KINGS_CAPTURED
                    assert game.result is Result(step.side.value)
                    # The rest of the turn is not played: one half is left unused.
                    if len(record.turns[step.turn].actions) == 1:
                        found[WIN].append(where)
                else:
                    found[FIRST_KING].append(where)
            if game.termination is Termination.DRAW_RULE:
                assert game.result is Result.DRAW
                assert game.turns_without_capture == game.draw_rule
                found[DRAW].append(where)
    return found
