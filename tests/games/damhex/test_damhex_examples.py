"""The annotated DamHex³ game: it replays, its translation is the same game,
and it really shows what it teaches.

The example is a record in the common move-list format (``[Game "DamHex3"]``,
every move numbered: a ratto breaks the order of the seats) written in
English, with an Italian translation in ``examples/damhex/it/``: the same
game move for move, the same cell marks and arrows, a comment at the same
places, and no English left in it. Its board and start are the project's
reconstruction (R) of the source's lost diagrams, and its first comment says
so. Rules: /work/shared/rules/damhex.md, decisions H1-H14.

The lesson moments are named in the comments, in bold (``**Ratto**``,
``**right of defence**``, ``**diritto di difesa**`` …). Wherever a comment
names one, the test checks with the engine that it happens at that step, and
checks the counterfactuals (captures nobody played, a ratto that did not
happen) with the independent reference generator tests/support/damhex_reference.py:

- a **priority** decision (H8): the mover had captures of different
  priority, only the best are legal, and the others are refused;
- a **ratto** (H10, H11): the move was played out of turn by the player
  after the next one, it took a piece of the last mover with a higher
  priority than anything the robbed player could take, and the robbed
  player moves next;
- a ratto refused by the **right of defence** (H10): after the move, the
  player after the next one could capture, with a higher priority than the
  next player's best capture, but only pieces of the next player, and the
  next player moves normally;
- a promotion **not crowned yet** (H9): a man reaches its front, stays a man
  through the other players' moves, and is a king when its owner's turn
  starts;
- a player **eliminated** (H12) when its last piece is taken;
- **no ratto** with two players (H11): from there on the two alternate;
- the last player left **wins**, scores 3 / 1 / 0 by placing (H14).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import pairwise

import damhex_reference as ref
import pytest
from example_reader import COMMANDS, ENGLISH_WORDS, Ply, read_record
from example_reader import comment_text as _text

from dominochess_widget import games
from dominochess_widget.core.any_record import read_any_record
from dominochess_widget.core.errors import IllegalActionError
from dominochess_widget.examples import example_names, example_text, load_example
from dominochess_widget.games.damhex import DamHex, Termination
from dominochess_widget.widgets import GameViewer

NAME = "1_three_players_one_left"
LANGUAGES = ("en", "it")
TRANSLATIONS = ("it",)
SEATS = ("white", "black", "red")
TAGS = ("Event", "Site", "Date", "White", "Black", "Red", "Annotator", "Game", "Result")
#: The tags a translation may translate (Event and Site it must).
TRANSLATED_TAGS = ("Event", "Site", "Annotator")
#: How long the lesson game is, in moves (every move numbered: one player's turn).
MOVES = range(20, 61)

#: Each lesson moment: how a bold phrase names it in each language (the
#: whole phrase), and the decision its comment must cite.
MOMENTS: dict[str, dict[str, str]] = {
    "ratto": {"en": r"ratto", "it": r"ratto", "H": "H10"},
    "right of defence": {"en": r"right of defence", "it": r"diritto di difesa", "H": "H10"},
    "priority": {"en": r"priority", "it": r"priorità", "H": "H8"},
    "not crowned yet": {"en": r"not crowned yet", "it": r"non è ancora dama", "H": "H9"},
    "eliminated": {"en": r"eliminated", "it": r"eliminat[oa]", "H": "H12"},
    "no ratto with two": {"en": r"no ratto", "it": r"nessun ratto", "H": "H11"},
    "the last player wins": {"en": r"wins", "it": r"vince", "H": "H14"},
}

_BOLD = re.compile(r"\*\*([^*]+)\*\*")
_ARROWS = re.compile(r"\[%cal ([^\]]*)\]")
_SQUARES = re.compile(r"\[%csl ([^\]]*)\]")
_MOVE_TEXT = re.compile(r"\b[1-9]\d?(?:-[1-9]\d?|(?:x[1-9]\d?)+)\b")
_DECISION = re.compile(r"\bH\d+[a-z]?\b")
_NUMBER = re.compile(r"(?<![\w])\d+")


# ---------------------------------------------------------------- reading the records
@dataclass(frozen=True)
class Example:
    tags: dict[str, str]
    comment: str | None  # the game comment
    plies: tuple[Ply, ...]
    result: str | None  # the result written after the last move, if any

    def start(self) -> DamHex:
        position = self.tags.get("Position")
        return games.from_position("damhex", position) if position else games.new("damhex")


FOLDER = resources.files("dominochess_widget.examples").joinpath("damhex")

_TOKEN = re.compile(
    r"\{(?P<comment>[^}]*)\}|(?P<number>\d+\.)(?=\s)"
    r"|(?P<result>(?:[0-3](?:/2)?-){2}[0-3](?:/2)?(?=\s|$)|\*)"
    r"|(?P<move>[1-9]\d?(?:-[1-9]\d?|(?:x[1-9]\d?)+))(?=\s|$)|(?P<space>\s+)|(?P<other>.)"
)


@cache
def _example(language: str) -> Example:
    """The record in ``language``, read by the tests' own reader
    (example_reader), independent of the package's."""
    read = read_record(example_text(NAME, language, game="damhex"), _TOKEN, language)
    # Every move has its own number, "n." (a ratto breaks the seats' order).
    expected = tuple((i, f"{i + 1}.") for i in range(len(read.plies)))
    assert read.numbers == expected, f"{language}: numbers"
    return Example(read.tags, read.comment, read.plies, read.result)


@cache
def _states() -> tuple[DamHex, ...]:
    """The game before its first move and after each move (index = step)."""
    game = _example("en").start()
    states = [game.clone()]
    for ply in _example("en").plies:
        game.play(ply.action)
        states.append(game.clone())
    return tuple(states)


def _board(game: DamHex) -> dict[int, str]:
    """The position as the reference sees it: cell number → piece letter."""
    return ref.parse(game.position()).cells()


def _captures(game: DamHex, colour: str) -> list[ref.Capture]:
    """Every capture ``colour`` could make in ``game``'s position, its waiting
    men crowned as at the start of its turn (H9a), by the reference."""
    return ref.all_captures(ref.crowned(_board(game), colour), colour)


def _score_text(game: DamHex) -> str:
    scores = game.scores()
    assert scores is not None
    return "-".join(f"{scores[seat]:g}" for seat in SEATS)


# ---------------------------------------------------------------- the game itself
def test_the_example_is_there_in_every_language() -> None:
    assert example_names("damhex") == [NAME]
    for language in TRANSLATIONS:
        files = sorted(f.name for f in FOLDER.joinpath(language).iterdir())
        assert files == [f"{NAME}.txt"], f"damhex/{language}/ differs"


@pytest.mark.parametrize("language", LANGUAGES)
def test_example_replays_move_by_move_through_the_engine(language: str) -> None:
    example = _example(language)
    assert example.tags["Game"] == "DamHex3"
    state = example.start()
    for ply in example.plies:
        assert not state.is_over, f"step {ply.index}: a move after the end, {ply.action}"
        legal = [str(move) for move in state.legal_actions()]
        assert ply.action in legal, f"step {ply.index}: {ply.action} is not in {legal}"
        state.play(ply.action)
    assert state.is_over and state.termination is Termination.LAST_PLAYER
    assert example.tags["Result"] == _score_text(state)
    assert example.result in (None, example.tags["Result"])


def test_example_replays_through_the_independent_reference() -> None:
    """Every move is legal for tests/support/damhex_reference.py too, and the two agree
    on the whole position after each one (who moves, who was robbed, who is out)."""
    node = ref.parse(_states()[0].position())
    for ply, state in zip(_example("en").plies, _states()[1:], strict=True):
        moves = dict(ref.legal(node))
        assert sorted(moves) == sorted(str(m) for m in _states()[ply.index - 1].legal_actions())
        node = ref.play(node, moves[ply.action])
        assert node.over == state.is_over, f"step {ply.index}"
        if not node.over:
            assert ref.format(node) == state.position(), f"step {ply.index}"
    assert node.over


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_package_reads_the_record(language: str) -> None:
    record = load_example(NAME, language)
    example = _example(language)
    assert isinstance(record.game, DamHex) and record.game.is_over
    assert [str(m.action) for m in record.moves] == [p.action for p in example.plies]
    assert [m.number for m in record.moves] == [f"{p.index}." for p in example.plies]
    commented = [m.comment is not None for m in record.moves]
    assert commented == [p.comment is not None for p in example.plies]
    assert record.tags["Result"] == example.tags["Result"] == _score_text(record.game)
    # The package writes the same record (it also writes the result after the
    # last move, which the file leaves to its Result tag).
    result = " " + example.tags["Result"]
    written = record.to_text().rstrip("\n").removesuffix(result)
    assert written == example_text(NAME, language).rstrip("\n").removesuffix(result)


@pytest.mark.parametrize("language", LANGUAGES)
def test_example_is_annotated_for_a_lesson(language: str) -> None:
    example = _example(language)
    for tag in TAGS:
        assert example.tags.get(tag, "").strip(), f"no {tag} tag"
    assert "Position" not in example.tags  # from the (reconstructed) start
    assert len(example.plies) in MOVES, f"{len(example.plies)} moves"
    opening = _text(example.comment)
    assert "(R)" in opening and "H1" in opening and "H4" in opening
    assert {"en": "reconstruction", "it": "ricostruzione"}[language] in opening
    comments = [_text(ply.comment) for ply in example.plies if _text(ply.comment)]
    assert len(comments) >= 10, "too few comments on the moves"
    for comment in [opening, *comments]:
        assert len(comment) <= 300, f"a comment too long for a lesson: {comment}"


def _stretches(action: str) -> set[tuple[int, int]]:
    """(33, 48), (48, 46) for 33x48x46: the arrows that draw it."""
    return set(pairwise(int(cell) for cell in re.split(r"[-x]", action)))


def test_the_marks_show_the_move_and_the_threats() -> None:
    """A green arrow is a stretch of the move it comments; a red or yellow
    arrow a stretch of a capture some player could make after it; every
    marked cell is one of the 61; every move a comment writes out is a move
    of the game or a capture some player could make just before or after."""
    states = _states()
    played = {ply.action for ply in _example("en").plies}
    for ply in _example("en").plies:
        before, after = states[ply.index - 1], states[ply.index]
        comment = ply.comment or ""
        where = f"step {ply.index} {ply.action}"
        possible = {c.text for game in (before, after) for seat in game.players
                    for c in _captures(game, seat)}
        threats = {s for text in possible for s in _stretches(text)}
        for found in _ARROWS.findall(comment):
            for arrow in found.split(","):
                colour, start, end = arrow[0], int(arrow[1:3]), int(arrow[3:5])
                assert colour in "GRY" and len(arrow) == 5, f"{where}: {arrow}"
                wanted = _stretches(ply.action) if colour == "G" else threats
                assert (start, end) in wanted, f"{where}: arrow {arrow}"
        for found in _SQUARES.findall(comment):
            for mark in found.split(","):
                assert mark[0] in "GRY" and 1 <= int(mark[1:]) <= 61, f"{where}: {mark}"
        named = set(_MOVE_TEXT.findall(_text(comment)))
        assert named <= played | possible, f"{where}: {sorted(named - played - possible)}"


# ---------------------------------------------------------------- the translation
@pytest.mark.parametrize("language", TRANSLATIONS)
def test_a_translation_is_the_same_game(language: str) -> None:
    english, translated = _example("en"), _example(language)
    for tag in sorted(set(english.tags) | set(translated.tags)):
        if tag in ("Event", "Site"):
            assert translated.tags[tag] != english.tags[tag], f"{tag} not translated"
        elif tag not in TRANSLATED_TAGS:
            assert translated.tags.get(tag) == english.tags.get(tag), f"tag {tag}"
    assert [p.action for p in translated.plies] == [p.action for p in english.plies]
    assert translated.result == english.result


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_a_translation_translates_every_comment_in_place(language: str) -> None:
    english, translated = _example("en"), _example(language)
    assert (sum(p.comment is not None for p in translated.plies)
            == sum(p.comment is not None for p in english.plies))
    places = [("the game comment", english.comment, translated.comment)] + [
        (f"step {theirs.index} {theirs.action}", theirs.comment, mine.comment)
        for theirs, mine in zip(english.plies, translated.plies, strict=True)
    ]
    for where, theirs, mine in places:
        where = f"{language}, {where}"
        assert (theirs is None) == (mine is None), f"{where}: a comment in one language only"
        if theirs is None or mine is None:
            continue
        assert COMMANDS.findall(mine) == COMMANDS.findall(theirs), f"{where}: marks differ"
        assert _text(mine) != _text(theirs), f"{where}: not translated"
        assert len(_BOLD.findall(mine)) == len(_BOLD.findall(theirs)), f"{where}: bold differs"
        # The same decisions, and the same numbers (cells, moves, points).
        assert _DECISION.findall(mine) == _DECISION.findall(theirs), f"{where}: H numbers"
        numbers = [sorted(_NUMBER.findall(_DECISION.sub("", _text(t)))) for t in (mine, theirs)]
        assert numbers[0] == numbers[1], f"{where}: not the same numbers"


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_nothing_is_left_in_english(language: str) -> None:
    translated = _example(language)
    texts = [translated.tags[tag] for tag in TRANSLATED_TAGS]
    texts += [_text(translated.comment)] + [_text(p.comment) for p in translated.plies]
    for text in texts:
        words = {w.lower() for w in re.findall(r"[A-Za-z]+(?:'[a-z]+)?", text)}
        english = sorted(words & (ENGLISH_WORDS | {
            "crowned", "defence", "priority", "robbed", "eliminated", "turn", "red", "left",
            "right", "still", "again", "points", "out", "steps", "back", "front"}))
        assert not english, f"{language}: English left in {text!r}: {english}"


# ---------------------------------------------------------------- the moments happen
def _named(comment: str | None, language: str) -> list[str]:
    phrases = [phrase.strip().lower() for phrase in _BOLD.findall(comment or "")]
    return [moment for moment, words in MOMENTS.items()
            if any(re.fullmatch(words[language], phrase) for phrase in phrases)]


@cache
def _named_moments(language: str) -> tuple[tuple[int, str], ...]:
    return tuple((ply.index, moment) for ply in _example(language).plies
                 for moment in _named(ply.comment, language))


@pytest.mark.parametrize("moment", sorted(MOMENTS))
def test_every_moment_is_shown(moment: str) -> None:
    for language in LANGUAGES:
        found = [step for step, named in _named_moments(language) if named == moment]
        assert found, f"no comment names {moment!r} in {language}"


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_moments_are_named_at_the_same_moves_in_every_language(language: str) -> None:
    theirs, mine = set(_named_moments("en")), set(_named_moments(language))
    assert mine == theirs, (
        f"only in English: {sorted(theirs - mine)}; only in {language}: {sorted(mine - theirs)}"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_named_moment_really_happens_and_cites_its_decision(language: str) -> None:
    plies = _example(language).plies
    for step, moment in _named_moments(language):
        where = f"{language}, step {step} {plies[step - 1].action}: {moment}"
        assert CHECKS[moment](_states(), step), where
        assert MOMENTS[moment]["H"] in _DECISION.findall(plies[step - 1].comment or ""), where


def test_the_story_the_lesson_tells() -> None:
    """The steps the lesson (notebooks/07_damhex.ipynb) points at."""
    named = set(_named_moments("en"))
    assert {(5, "ratto"), (11, "right of defence"), (13, "priority"),
            (31, "not crowned yet"), (38, "eliminated"), (39, "no ratto with two"),
            (58, "the last player wins")} <= named
    assert [t.ratto for t in _states()[-1].turns].count(True) == 5
    states = _states()
    # What the comments say, cell by cell: the moves the comments name, and who could capture.
    assert _captures(states[4], "black") == []  # step 4: Black has no capture
    assert [c.text for c in _captures(states[4], "red")] == ["33x48x46"]
    assert [c.text for c in _captures(states[7], "white")] == ["53x38"]  # step 8: one man
    assert {len(c.taken) for c in _captures(states[7], "black")} == {2}  # against two
    assert _captures(states[11], "white") == []  # step 11: White has no capture
    assert [c.text for c in _captures(states[11], "black")] == ["29x46"]
    assert sorted(c.text for c in _captures(states[12], "black")) == [
        "21x39", "29x31x33", "29x46"]  # step 13: three captures, one of two pieces
    assert [_board(states[12])[cell] for cell in (30, 32)] == ["w", "r"]  # both opponents
    assert _captures(states[15], "black") == []  # step 15: Black has no capture,
    assert [c.text for c in _captures(states[15], "red")] == ["17x15"]  # Red takes 16 at 17
    assert states[30].piece_at(35) is None and states[34].piece_at(35) == ("red", True)
    assert states[37].pieces("black") == [15]  # step 37: one black man left, on 16


# ---------------------------------------------------------------- the checks
def _colour_at(board: dict[int, str], cell: int) -> str:
    return ref.colour_of(board[cell])


def _priority(states: tuple[DamHex, ...], step: int) -> bool:
    """The mover had captures of different priority keys (H8): exactly those
    with the best key are legal, the move is one of them, and playing any
    other is refused for its priority."""
    before, after = states[step - 1], states[step]
    turn = after.turns[step - 1]
    if turn.ratto:
        return False
    every = _captures(before, turn.seat)
    keys = {c.key for c in every}
    if len(keys) < 2:
        return False
    top = max(keys)
    legal = sorted(str(m) for m in before.legal_actions())
    if legal != sorted(c.text for c in every if c.key == top) or str(turn.move) not in legal:
        return False
    for capture in every:
        if capture.key == top:
            continue
        try:
            before.clone().play(capture.text)
        except IllegalActionError as error:
            if error.key != "damhex.action.priority":
                return False
        else:
            return False
    return True


def _ratto(states: tuple[DamHex, ...], step: int) -> bool:
    """The move was played out of turn (H10): the player after the next one
    took a piece of the last mover, with a capture whose priority beats every
    capture of the robbed player (its waiting men crowned, H9a); then the
    robbed player moves (H11)."""
    before, after = states[step - 1], states[step]
    turn = after.turns[step - 1]
    last, robbed = before.last_mover, before.robbed
    if not turn.ratto or robbed is None or last is None or len({turn.seat, robbed, last}) < 3:
        return False
    if len(before.players) != 3 or robbed != SEATS[(SEATS.index(last) + 1) % 3]:
        return False
    board = _board(before)
    mine = [c for c in _captures(before, turn.seat) if c.text == str(turn.move)]
    theirs = ref.best_key(_captures(before, robbed))
    return (len(mine) == 1 and any(_colour_at(board, c) == last for c in mine[0].taken)
            and (theirs is None or mine[0].key > theirs)
            and (after.is_over or after.to_move == robbed or robbed not in after.players))


def _defence(states: tuple[DamHex, ...], step: int) -> bool:
    """After the move, the player after the next one could capture with a
    higher priority than the next player's best capture, but only pieces of
    the next player: no ratto (H10, the right of defence); the next player
    moves in its own turn."""
    after = states[step]
    if after.is_over or len(after.players) != 3 or after.robbed is not None:
        return False
    mover, following = after.last_mover, after.to_move
    third = next(seat for seat in SEATS if seat not in (mover, following))
    board = _board(after)
    theirs = _captures(after, third)
    best_following = ref.best_key(_captures(after, following))
    only_following = all(_colour_at(board, cell) == following
                         for capture in theirs for cell in capture.taken)
    beats = best_following is None or ref.best_key(theirs) > best_following
    if not (theirs and only_following and beats):
        return False
    nxt = states[step + 1].turns[step] if step + 1 < len(states) else None
    return nxt is not None and nxt.seat == following and not nxt.ratto


def _not_crowned_yet(states: tuple[DamHex, ...], step: int) -> bool:
    """A man reaches its front (H9): it stays a man, with no move, while the
    other players move, and is a king when its owner's next turn starts."""
    after = states[step]
    turn = after.turns[step - 1]
    owner, cell = turn.seat, turn.move.end
    if not turn.move.promotes or after.piece_at(cell) != (owner, False):
        return False
    for later in range(step, len(states)):
        state = states[later]
        if state.is_over:
            return False
        if state.to_move == owner:
            others = {t.seat for t in state.turns[step:later]}
            return later > step and owner not in others and state.piece_at(cell) == (owner, True)
        if state.piece_at(cell) != (owner, False):
            return False
        if any(m.path[0] == cell for m in state.legal_actions()):
            return False
    return False


def _eliminated(states: tuple[DamHex, ...], step: int) -> bool:
    """The move takes the last piece of a player, which is out (H12)."""
    before, after = states[step - 1], states[step]
    if len(before.players) != 3 or len(after.players) != 2:
        return False
    (loser,) = after.eliminated[-1]
    taken = set(after.turns[step - 1].move.captured)
    return (bool(before.pieces(loser)) and set(before.pieces(loser)) <= taken
            and not after.pieces(loser))


def _no_ratto_with_two(states: tuple[DamHex, ...], step: int) -> bool:
    """Two players left (H11): from this move to the end they alternate, and
    no move is a ratto."""
    before = states[step - 1]
    if len(before.players) != 2:
        return False
    turns = states[-1].turns[step - 1:]
    return (not any(t.ratto for t in turns)
            and all(a.seat != b.seat for a, b in pairwise(turns))
            and {t.seat for t in turns} == set(before.players))


def _last_player_wins(states: tuple[DamHex, ...], step: int) -> bool:
    """The game ends with this move: the mover is the last player left and
    scores 3, the player out second 1, the one out first 0 (H14)."""
    after = states[step]
    mover = after.turns[step - 1].seat
    if step != len(states) - 1 or not after.is_over or after.result is None:
        return False
    (first,), (second,) = after.eliminated
    return (after.result.winner == mover and after.players == (mover,)
            and after.scores() == {mover: 3.0, second: 1.0, first: 0.0})


CHECKS = {
    "ratto": _ratto,
    "right of defence": _defence,
    "priority": _priority,
    "not crowned yet": _not_crowned_yet,
    "eliminated": _eliminated,
    "no ratto with two": _no_ratto_with_two,
    "the last player wins": _last_player_wins,
}


def test_the_checks_can_fail() -> None:
    """Each check refuses the first move of the game, and steps that look like
    its moment but are not: a single capture, a capture in turn, a real ratto
    (not a refused one), a capture that stops short of the front, a player left
    with one man, the move before the two-player phase, the move before the end."""
    states = _states()
    for moment, check in CHECKS.items():
        assert not check(states, 1), moment
    near_misses = {"priority": 9, "ratto": 9, "right of defence": 4, "not crowned yet": 13,
                   "eliminated": 37, "no ratto with two": 38, "the last player wins": 57}
    for moment, step in near_misses.items():
        assert not CHECKS[moment](states, step), (moment, step)


# ---------------------------------------------------------------- in the viewer
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_viewer_opens_on_the_example(language: str) -> None:
    example = _example(language)
    viewer = GameViewer(NAME, language=language)
    assert len(viewer.frames) == len(example.plies) + 1
    assert viewer.record.tags["Event"] == example.tags["Event"]
    assert "(R)" in viewer.text(0)
    seat = {"en": "Red", "it": "Rosso"}[language]
    assert viewer.text(5).splitlines()[0].endswith(f"5. {seat}: 33x48x46")
    assert "Ratto!" in viewer.text(5)
    for step, _ in _named_moments(language):
        shown = viewer.text(step)
        assert example.plies[step - 1].action in shown.splitlines()[0]
        words = _text(example.plies[step - 1].comment).replace("**", "")
        assert words in shown, f"step {step}: the comment is not shown"
    assert viewer.index == 0  # reading a step does not move the viewer
    wins = {"en": "Red wins", "it": "Vince il Rosso"}[language]
    assert wins in viewer.text(len(example.plies))


# ---------------------------------------------------------------- drawing and reading back
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_viewer_draws_every_step(language: str) -> None:
    viewer = GameViewer(NAME, language=language)
    for step in range(len(viewer.frames)):
        viewer.go(step)
        if viewer.board.last_error is not None:
            raise viewer.board.last_error


def test_the_record_reads_back_with_its_result_after_the_last_move() -> None:
    written = load_example(NAME).to_text()
    assert written.rstrip().endswith(" " + _example("en").tags["Result"])
    assert read_any_record(written).to_text() == written
