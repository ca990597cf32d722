"""The annotated Lasca games: they replay, their translations are the same
games, and they really show what they teach.

Each example is a record in the common move-list format (``[Game "Lasca"]``,
``[Position "..."]`` for a composed start) written in English, with an
Italian translation in ``examples/lasca/it/``: the same game move for move,
the same square marks and arrows, a comment at the same places, and no
English left in it.

The lesson moments are named in the comments, in bold (``**only the
commander**``, ``**solo la guida**`` …). Wherever a comment names one, the
engine checks that it happens at that move: a column jumped keeps the rest
of its pieces under a new commander, the taken one at the bottom of the
capturer; a prisoner freed (the jumped column's new top is the capturer's
own and could move again); a column that changes owner; promotion ending a
capture that the new officer could have gone on with; an officer's long
move, and a capture from a distance, that Lasker's one-step officer could
not make (L1); a win by leaving the opponent no move. Every moment is shown
at least once in each language. Rules: docs/lasca.md (L1-L4).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import pairwise

import pytest
from example_reader import COMMANDS, ENGLISH_WORDS, Ply, check_two_seat_numbers, read_record
from example_reader import comment_text as _text

from dominochess_widget import games
from dominochess_widget.examples import example_names, example_text, load_example
from dominochess_widget.games.lasca import Lasca, Move, Termination
from dominochess_widget.games.lasca import moves as lasca_moves
from dominochess_widget.games.lasca.board import FAR_RANK, SIZE, SQUARES_BY_NAME, side_of

LANGUAGES = ("en", "it")
TRANSLATIONS = ("it",)
TAGS = ("Event", "Site", "Date", "White", "Black", "Annotator", "Game", "Result")
#: The tags a translation may translate (Event and Site it must); every other
#: tag is the English record's.
TRANSLATED_TAGS = ("Event", "Site", "Annotator")
#: How long a lesson game is, in moves (a move: White's and Black's plies).
MOVES = range(10, 26)

#: Each lesson moment, and how a comment names it (in bold) in each language.
MOMENTS: dict[str, dict[str, str]] = {
    "only the commander": {"en": r"only the commander", "it": r"solo la guida"},
    "prisoner freed": {"en": r"\bfreed\b", "it": r"\bliberat[aoie]\b"},
    "column changes owner": {"en": r"changes owner", "it": r"cambia padrone"},
    "promotion ends the move": {"en": r"promotion ends", "it": r"promozione ferma"},
    "officer's long move": {"en": r"long move", "it": r"mossa lunga"},
    "capture from a distance": {"en": r"from a distance", "it": r"a distanza"},
    "win by no move": {"en": r"\bno move\b", "it": r"nessuna mossa"},
}

_BOLD = re.compile(r"\*\*([^*]+)\*\*")
_ARROWS = re.compile(r"\[%cal ([^\]]*)\]")
_SQUARE = re.compile(r"\b[a-g][1-7]\b")
_MOVE_TEXT = re.compile(r"\b[a-g][1-7](?:[-x][a-g][1-7])+\b")


# ---------------------------------------------------------------- reading the records
@dataclass(frozen=True)
class Example:
    tags: dict[str, str]
    comment: str | None  # the game comment
    plies: tuple[Ply, ...]

    def start(self) -> Lasca:
        position = self.tags.get("Position")
        return games.from_position("lasca", position) if position else games.new("lasca")


FOLDER = resources.files("dominochess_widget.examples").joinpath("lasca")
NAMES: tuple[str, ...] = tuple(example_names("lasca"))
EVERY = [(name, language) for language in LANGUAGES for name in NAMES]
TRANSLATED = [(name, language) for language in TRANSLATIONS for name in NAMES]

_TOKEN = re.compile(
    r"\{(?P<comment>[^}]*)\}|(?P<number>\d+\.(?:\.\.)?)|(?P<result>1-0|0-1|1/2-1/2|\*)"
    r"|(?P<move>[a-g][1-7](?:[-x][a-g][1-7])+)|(?P<space>\s+)|(?P<other>.)"
)


@cache
def _example(name: str, language: str) -> Example:
    """The record ``name`` in ``language``, read by the tests' own reader
    (example_reader), independent of the package's."""
    where = f"{name} ({language})"
    read = read_record(example_text(name, language, game="lasca"), _TOKEN, where)
    assert read.result == read.tags.get("Result"), f"{where}: the result is not the Result tag"
    check_two_seat_numbers(read, read.tags.get("Position", "W").startswith("B"), where)
    return Example(read.tags, read.comment, read.plies)


# ---------------------------------------------------------------- the games themselves
def test_the_examples_are_named_in_lesson_order() -> None:
    assert NAMES == ("1_prisoners_and_freedom", "2_the_officer_flies")
    for language in TRANSLATIONS:
        files = sorted(f.name for f in FOLDER.joinpath(language).iterdir())
        assert files == [f"{name}.txt" for name in NAMES], f"lasca/{language}/ differs"


@pytest.mark.parametrize(("name", "language"), EVERY)
def test_example_replays_move_by_move_through_the_engine(name: str, language: str) -> None:
    example = _example(name, language)
    assert example.tags["Game"] == "Lasca"
    state = example.start()
    for ply in example.plies:
        assert not state.is_over, f"{name}: a move after the end, {ply.action}"
        legal = [str(move) for move in state.legal_actions()]
        assert ply.action in legal, f"{name}, move {ply.index}: {ply.action} is not in {legal}"
        state.play(ply.action)
    assert state.is_over and state.termination is Termination.NO_MOVES, f"{name}: no end"
    result = {"white": "1-0", "black": "0-1"}[state.result.value]
    assert example.tags["Result"] == result, f"{name}: ends {result}"


@pytest.mark.parametrize(("name", "language"), EVERY)
def test_the_package_reads_each_record_back_exactly(name: str, language: str) -> None:
    record = load_example(name, language)
    assert isinstance(record.game, Lasca) and record.game.is_over
    assert record.to_text() == example_text(name, language, game="lasca")
    plies = _example(name, language).plies
    assert [str(m.action) for m in record.moves] == [p.action for p in plies]


@pytest.mark.parametrize(("name", "language"), EVERY)
def test_example_is_annotated_for_a_lesson(name: str, language: str) -> None:
    example = _example(name, language)
    for tag in TAGS:
        assert example.tags.get(tag, "").strip(), f"{name}: no {tag} tag"
    assert (len(example.plies) + 1) // 2 in MOVES, f"{name}: {len(example.plies)} plies"
    assert _text(example.comment), f"{name}: no game comment"
    comments = [_text(ply.comment) for ply in example.plies if _text(ply.comment)]
    assert len(comments) >= 6, f"{name}: too few comments on the moves"
    for comment in comments:
        assert len(comment) <= 300, f"{name}: a comment too long for a lesson: {comment}"


@pytest.mark.parametrize("name", NAMES)
def test_the_marks_show_the_move_and_the_threats(name: str) -> None:
    """A green arrow is a stretch of the move it comments; a red arrow a
    stretch of a move the other side may play next; every marked square is
    a playable square; every move a comment writes out is the move itself
    or legal just before or just after it."""
    example = _example(name, "en")
    state = example.start()
    for ply in example.plies:
        before = state.clone()
        move = state.play(ply.action)
        comment = ply.comment or ""
        arrows = [a for found in _ARROWS.findall(comment) for a in found.split(",")]
        stretches = _stretches(ply.action)
        replies = {s for reply in state.legal_actions() for s in _stretches(str(reply))}
        for arrow in arrows:
            colour, squares = arrow[0], arrow[1:]
            where = f"{name}, move {ply.index} {ply.action}: arrow {arrow}"
            assert colour in "GRY", where
            if colour == "G":
                assert squares in stretches, where
            elif colour == "R":
                assert squares in replies, where
        for square in _SQUARE.findall(" ".join(COMMANDS.findall(comment))):
            assert (SQUARES_BY_NAME[square] % SIZE + SQUARES_BY_NAME[square] // SIZE) % 2 == 0
        named = set(_MOVE_TEXT.findall(_text(comment)))
        known = {ply.action} | {str(m) for m in before.legal_actions()}
        known |= {str(m) for m in state.legal_actions()}
        assert named <= known, f"{name}, move {ply.index}: {sorted(named - known)}"
        assert str(move) == ply.action


def _stretches(action: str) -> set[str]:
    """"a3c5", "c5e7" for a3xc5xe7: the arrows that draw it."""
    squares = re.split(r"[-x]", action)
    return {a + b for a, b in pairwise(squares)}


# ---------------------------------------------------------------- translations
@pytest.mark.parametrize(("name", "language"), TRANSLATED)
def test_a_translation_is_the_same_game(name: str, language: str) -> None:
    english, translated = _example(name, "en"), _example(name, language)
    for tag in sorted(set(english.tags) | set(translated.tags)):
        if tag in ("Event", "Site"):
            assert translated.tags[tag] != english.tags[tag], f"{name}: {tag} not translated"
        elif tag not in TRANSLATED_TAGS:
            assert translated.tags.get(tag) == english.tags.get(tag), f"{name}: tag {tag}"
    assert [p.action for p in translated.plies] == [p.action for p in english.plies], (
        f"{name} ({language}): not the same moves"
    )


@pytest.mark.parametrize(("name", "language"), TRANSLATED)
def test_a_translation_translates_every_comment_in_place(name: str, language: str) -> None:
    english, translated = _example(name, "en"), _example(name, language)
    places = [("the game comment", english.comment, translated.comment)] + [
        (f"move {theirs.index} {theirs.action}", theirs.comment, mine.comment)
        for theirs, mine in zip(english.plies, translated.plies, strict=True)
    ]
    for where, theirs, mine in places:
        where = f"{name} ({language}), {where}"
        assert (theirs is None) == (mine is None), f"{where}: a comment in one language only"
        if theirs is None:
            continue
        assert COMMANDS.findall(mine) == COMMANDS.findall(theirs), f"{where}: marks differ"
        assert bool(_text(mine)) == bool(_text(theirs)), where
        if _text(theirs):
            assert _text(mine) != _text(theirs), f"{where}: not translated"
            assert len(_BOLD.findall(mine)) == len(_BOLD.findall(theirs)), f"{where}: bold differs"
            # The squares, moves and decisions a comment names are the same.
            squares = [sorted(_SQUARE.findall(_text(text))) for text in (mine, theirs)]
            assert squares[0] == squares[1], f"{where}: not the same squares"
            assert re.findall(r"\bL[1-4]\b", mine) == re.findall(r"\bL[1-4]\b", theirs), where


@pytest.mark.parametrize(("name", "language"), TRANSLATED)
def test_nothing_is_left_in_english(name: str, language: str) -> None:
    translated = _example(name, language)
    texts = [translated.tags[tag] for tag in TRANSLATED_TAGS]
    texts += [_text(translated.comment)] + [_text(p.comment) for p in translated.plies]
    for text in texts:
        # Code (officer="lasker") is not prose; "dominochess-widget" is a name.
        prose = re.sub(r'\w+="[^"]*"', "", text)
        words = {w.lower() for w in re.findall(r"[A-Za-z]+(?:'[a-z]+)?", prose)}
        english = sorted(words & (ENGLISH_WORDS | {"soldier", "officer", "commander",
                                                   "prisoner", "column", "freed"}))
        assert not english, f"{name} ({language}): English left in {text!r}: {english}"


# ---------------------------------------------------------------- the moments happen
def _named(comment: str | None, language: str) -> list[str]:
    bold = " ".join(_BOLD.findall(comment or "")).lower()
    return [m for m, words in MOMENTS.items() if re.search(words[language], bold)]


@cache
def _named_moments(language: str) -> tuple[tuple[tuple[str, int], str], ...]:
    return tuple(
        ((name, ply.index), moment)
        for name in NAMES
        for ply in _example(name, language).plies
        for moment in _named(ply.comment, language)
    )


@pytest.mark.parametrize("moment", sorted(MOMENTS))
def test_every_moment_is_shown(moment: str) -> None:
    for language in LANGUAGES:
        found = [where for where, named in _named_moments(language) if named == moment]
        assert found, f"no example names {moment!r} in {language}"


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_moments_are_named_at_the_same_moves_in_every_language(language: str) -> None:
    theirs, mine = set(_named_moments("en")), set(_named_moments(language))
    assert mine == theirs, (
        f"only in English: {sorted(theirs - mine)}; only in {language}: {sorted(mine - theirs)}"
    )


@pytest.mark.parametrize(("name", "language"), EVERY)
def test_every_named_moment_really_happens(name: str, language: str) -> None:
    example = _example(name, language)
    state = example.start()
    for ply in example.plies:
        before = state.clone()
        move = state.play(ply.action)
        for moment in _named(ply.comment, language):
            where = f"{name} ({language}), move {ply.index} {ply.action}: {moment}"
            assert CHECKS[moment](before, move, state), where


# ---------------------------------------------------------------- the checks
def _board(game: Lasca) -> list[str]:
    board = [""] * (SIZE * SIZE)
    for square, column in game.columns():
        board[square] = column
    return board


def _side(game: Lasca) -> int:
    """0 when White is to move, 1 when Black is."""
    return game.seats.index(game.to_move)


def _jumped(before: Lasca, move: Move, after: Lasca) -> list[tuple[str, str, int]]:
    """Each jumped column before and after the move, and its square."""
    return [(before.column(s), after.column(s), s) for s in move.captured]


def _distance(a: int, b: int) -> int:
    return abs(a % SIZE - b % SIZE)


def _only_the_commander(before: Lasca, move: Move, after: Lasca) -> bool:
    """A jumped column of two or more still stands, less its top piece, and
    that piece is now at the bottom of the capturing column (with the other
    commanders taken, in order)."""
    taken = "".join(old[0] for old, _, _ in _jumped(before, move, after))
    mover = after.column(move.end)
    return (any(len(old) >= 2 and new == old[1:] for old, new, _ in _jumped(before, move, after))
            and mover.endswith(taken) and len(mover) == len(before.column(move.start)) + len(taken))


def _freed(before: Lasca, move: Move, after: Lasca) -> bool:
    """A jumped column's new top is the capturer's own piece (a prisoner
    until now), and it could move again on the capturer's next turn."""
    side = _side(before)
    board = _board(after)
    flying = after.settings.flying
    routes = [*lasca_moves.captures(board, side, flying),
              *lasca_moves.quiet_moves(board, side, flying)]
    return any(new and side_of(new[0]) == side and any(r[0][0] == square for r in routes)
               for _, new, square in _jumped(before, move, after))


def _changes_owner(before: Lasca, move: Move, after: Lasca) -> bool:
    return any(before.owner(square) != after.owner(square) is not None
               for _, _, square in _jumped(before, move, after))


def _promotion_ends(before: Lasca, move: Move, after: Lasca) -> bool:
    """A soldier's capture reaches the far rank and stops there, although
    the new officer could go on capturing from its landing square."""
    side = _side(before)
    if not (move.is_capture and move.promotes and before.column(move.start)[0].islower()):
        return False
    if move.end // SIZE != FAR_RANK[side]:
        return False
    routes = lasca_moves.captures(_board(after), side, after.settings.flying)
    return any(route[0][0] == move.end for route in routes)


def _lasker_refuses(before: Lasca, move: Move) -> bool:
    """The move is not legal with Lasker's one-step officer (L1)."""
    lasker = games.from_position("lasca", before.position(), officer="lasker")
    return str(move) not in {str(m) for m in lasker.legal_actions()}


def _long_move(before: Lasca, move: Move, after: Lasca) -> bool:
    officer = before.column(move.start)[0].isupper()
    return (officer and not move.is_capture and _distance(move.start, move.end) >= 2
            and after.settings.flying and _lasker_refuses(before, move))


def _from_a_distance(before: Lasca, move: Move, after: Lasca) -> bool:
    officer = before.column(move.start)[0].isupper()
    far = any(_distance(a, v) > 1 or _distance(v, b) > 1
              for a, v, b in zip(move.path, move.captured, move.path[1:], strict=False))
    return officer and move.is_capture and far and _lasker_refuses(before, move)


def _no_move(before: Lasca, move: Move, after: Lasca) -> bool:
    """The mover wins: the other side has pieces on the board, and no move."""
    loser = after.to_move
    return (after.is_over and after.termination is Termination.NO_MOVES
            and after.result.value == before.to_move.value and after.pieces_of(loser) > 0
            and not lasca_moves.routes(_board(after), _side(after), after.settings.flying))


CHECKS = {
    "only the commander": _only_the_commander,
    "prisoner freed": _freed,
    "column changes owner": _changes_owner,
    "promotion ends the move": _promotion_ends,
    "officer's long move": _long_move,
    "capture from a distance": _from_a_distance,
    "win by no move": _no_move,
}


def test_the_checks_can_fail() -> None:
    """Each check refuses moves that do not show its moment: a plain first
    move; a capture of a lone piece; a promotion by a plain move; a one-step
    officer move; a short officer capture."""
    cases = [
        ("W a1=w c3=w g7=b", "c3-d4"),
        ("W c3=w d4=b g7=b", "c3xe5"),
        ("W c3=wb d4=bb g7=b", "c3xe5"),  # the new top is Black's: not freed
        ("W e5=w f6=bw a7=b", "e5xg7"),  # crowned, but the officer could not go on
        ("W b6=w a7=b", "b6-c7"),
        ("W d4=W a7=b g7=b", "d4-e5"),
        ("W d4=W e5=b g7=b", "d4xf6"),
    ]
    for position, action in cases:
        game = games.from_position("lasca", position)
        before = game.clone()
        move = game.play(action)
        failing = [name for name, check in CHECKS.items() if not check(before, move, game)]
        expected_to_pass = {
            "W c3=wb d4=bb g7=b": {"only the commander"},
            "W e5=w f6=bw a7=b": {"only the commander", "prisoner freed",
                                       "column changes owner"},
        }.get(position, set())
        assert set(CHECKS) - set(failing) == expected_to_pass, (position, action)
