"""Inputs and checks for ``tests/core/test_fuzz.py``: valid records to start
from, ways to break them, labelled argument values, and the error contract.

The contract (every public entry point): a wrong *value* raises a
:class:`DominoChessError` (a ValueError) with a short message; a wrong
Python *type* raises a TypeError whose message names the parameter; no
other exception escapes; a refused call changes nothing. A record error
says a line and a column inside the text, lines being split on "\\r\\n",
"\\r" or "\\n" only.

What counts as a *type* is the parameter's annotation: ``placement: str``
refuses an int by type, ``tile: object`` may refuse it by value.
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from dominochess_games import HANDWRITTEN  # the suite's own hand-written record
from hypothesis import strategies as st

from dominochess_widget import Game, Kind, RecordError
from dominochess_widget.core.errors import DominoChessError
from dominochess_widget.examples import example_languages, example_names, example_text
from dominochess_widget.games.dominochess.records import write_record
from dominochess_widget.session import PlaySession

#: An error message names the bad input; it does not repeat a file of it.
MAX_MESSAGE = 400

# ------------------------------------------------------------ argument values
#: Expectations for one argument value:
#: ok      a good value: the call must accept it;
#: vok     the right type, good or bad value: accepted or a DominoChessError;
#: value   the right type, a bad value: a DominoChessError;
#: type    the wrong type: a TypeError naming the parameter;
#: either  a value the annotation leaves open (``tile: object``, a bool for an
#:         int): a DominoChessError or a TypeError naming the parameter.
KINDS_OF_ARG = ("ok", "vok", "value", "type", "either")


class Arg:
    """A value to pass, what the contract expects of it, and a label to show
    (``repr`` of an int of 5,000 digits fails, so huge values carry one)."""

    __slots__ = ("kind", "label", "make", "value")

    def __init__(self, value: object, kind: str, label: str = "",
                 make: Callable[[], object] | None = None) -> None:
        self.value = value
        self.kind = kind
        self.label = label
        self.make = make

    def get(self) -> object:
        """The value (a fresh one for single-use values such as generators)."""
        return self.make() if self.make is not None else self.value

    def __repr__(self) -> str:
        return f"{self.label or repr(self.value)} ({self.kind})"


def args(kind: str, *values: object) -> st.SearchStrategy[Arg]:
    assert kind in KINDS_OF_ARG
    return st.sampled_from([Arg(v, kind) for v in values])


def labelled(kind: str, **values: object) -> st.SearchStrategy[Arg]:
    """Values shown by a label (the keyword), e.g. ``ten_to_5000=10**5000``."""
    assert kind in KINDS_OF_ARG
    return st.sampled_from([Arg(v, kind, label) for label, v in values.items()])


HUGE = 10**5000  # more digits than Python will turn into text (4,300)


def ints_in(kind: str, low: int | None, high: int | None) -> st.SearchStrategy[Arg]:
    return st.integers(low, high).map(lambda n: Arg(n, kind))


def texts(kind: str, max_size: int = 20) -> st.SearchStrategy[Arg]:
    return st.text(max_size=max_size).map(lambda t: Arg(t, kind))


# ------------------------------------------------------------ checking errors
LINE_END = re.compile(r"\r\n|\r|\n")


def text_lines(text: str) -> list[str]:
    """The lines of ``text`` as the contract splits them (universal newlines only)."""
    return LINE_END.split(text)


def check_message(error: BaseException) -> None:
    """A short, non-empty message, in English and (for our errors) Italian."""
    message = str(error)
    assert message.strip(), f"{type(error).__name__} with an empty message"
    assert len(message) <= MAX_MESSAGE, (
        f"{type(error).__name__} message of {len(message)} characters: {message[:200]!r}…"
    )
    if isinstance(error, DominoChessError):
        italian = error.message("it")
        assert isinstance(italian, str) and italian.strip()
        assert len(italian) <= MAX_MESSAGE, f"Italian message of {len(italian)} characters"


def check_type_error(error: BaseException, names: Sequence[str]) -> None:
    """A TypeError whose message names one of ``names``."""
    assert isinstance(error, TypeError), f"expected a TypeError, got {error!r}"
    check_message(error)
    assert any(name in str(error) for name in names), (
        f"TypeError does not name {' or '.join(names)}: {str(error)!r}"
    )


def check_record_error(error: RecordError, text: str) -> None:
    """A RecordError whose line and column lie inside ``text``."""
    assert isinstance(error, RecordError), repr(error)
    check_message(error)
    lines = text_lines(text)
    line, column = error.line, error.column
    assert type(line) is int and type(column) is int, (line, column)
    assert 1 <= line <= len(lines), (
        f"line {line} outside the text's {len(lines)} lines: {str(error)[:120]!r}"
    )
    width = len(lines[line - 1])
    assert 1 <= column <= width + 1, (
        f"column {column} outside line {line} of {width} characters: {str(error)[:120]!r}"
    )


# ------------------------------------------------------------ state snapshots
@dataclass(frozen=True)
class GameState:
    game: Game
    history: tuple[str, ...]
    placement: str
    record: str

    def assert_same(self, game: Game, what: str) -> None:
        assert game == self.game, f"{what} changed the game"
        assert tuple(map(str, game.history)) == self.history, f"{what} changed the history"
        assert game.placement() == self.placement, f"{what} changed the placement"
        assert write_record(game) == self.record, f"{what} changed the record"


def game_state(game: Game) -> GameState:
    return GameState(game.clone(), tuple(map(str, game.history)), game.placement(),
                     write_record(game))


@dataclass(frozen=True)
class SessionState:
    game: GameState
    played: tuple[tuple[object, bool], ...]
    undone: tuple[tuple[object, bool], ...]

    def assert_same(self, session: PlaySession, what: str) -> None:
        self.game.assert_same(session.game, what)
        assert entries(session.played) == self.played, f"{what} changed the played list"
        assert entries(session.undone) == self.undone, f"{what} changed the redo list"


def entries(items: Sequence[object]) -> tuple[tuple[object, bool], ...]:
    return tuple((item.action, item.by_person) for item in items)  # type: ignore[attr-defined]


def session_state(session: PlaySession) -> SessionState:
    return SessionState(game_state(session.game), entries(session.played),
                        entries(session.undone))


def copy_session(session: PlaySession) -> PlaySession:
    """An independent session in the same state (to try a call on the side)."""
    return copy.deepcopy(session)


# ------------------------------------------------------------ valid records
def random_game(
    seed: int,
    length: int,
    *,
    draw_rule: int | None = 50,
    mapping: str | None = None,
    start: Game | None = None,
    prefer_captures: bool = False,
    ending: str | None = None,
) -> Game:
    """``length`` random legal actions from ``Game.new(seed)`` (or ``start``)."""
    game = Game.new(seed=seed, mapping=mapping, draw_rule=draw_rule) if start is None else start
    rng = random.Random(seed)
    for _ in range(length):
        actions = game.legal_actions()
        if not actions:
            break
        captures = [a for a in actions if a.captured is not None]
        game.play(rng.choice(captures if prefer_captures and captures else actions))
    if ending == "resign" and not game.is_over:
        game.resign()
    elif ending == "draw" and not game.is_over:
        game.agree_draw()
    return game


@cache
def base_games() -> tuple[tuple[str, Game], ...]:
    """Games of every shape a record can describe, named."""
    long_game = random_game(4, 70, draw_rule=None)
    longer_game = random_game(5, 150, draw_rule=None, mapping="NBRQK")
    assert long_game.shuffles >= 1 and longer_game.shuffles >= 2  # past a reshuffle
    pool = [(0, 1), (2, 2), (1, 6), (3, 4), (0, 5)]
    return (
        ("fresh", Game.new(seed=1)),
        ("half a turn", random_game(2, 9)),
        ("forty actions", random_game(3, 40, mapping="QKRNB")),
        ("one reshuffle", long_game),
        ("two reshuffles", longer_game),
        ("resigned", random_game(6, 30, ending="resign")),
        ("draw agreed", random_game(7, 20, ending="draw")),
        ("draw rule", random_game(8, 400, draw_rule=3)),
        ("kings captured", random_game(9, 2000, draw_rule=None, prefer_captures=True)),
        ("largest seed", random_game(2**32 - 1, 61)),
        ("setup and pool", random_game(11, 20, start=Game.from_position(
            "4k3/8/8/3q4/8/8/2N5/R3K3", "blue", (5, 6), pool=pool, seed=11))),
        ("setup", random_game(12, 15, start=Game.from_position(
            "r3k3/8/8/8/8/8/8/4K2R", "red", "6|6", seed=12))),
    )


@cache
def base_records() -> tuple[tuple[str, str], ...]:
    """Valid record texts: written from :func:`base_games`, hand-written, shipped."""
    written = tuple(
        (name, write_record(game, Event=f'Fuzz "{name}"', Red="A\\B", Blue="é ☃"))
        for name, game in base_games()
    )
    shipped = tuple(
        (f"example {language}/{name}", example_text(name, language))
        for language in example_languages()
        for name in example_names()
    )
    return (*written, ("handwritten", HANDWRITTEN), *shipped)


# ------------------------------------------------------------ mutations
#: Characters that tend to confuse a reader: syntax, digits that are not
#: ASCII (``"²".isdigit()`` is True, ``int("²")`` fails), separators that
#: str.splitlines() takes for line ends but the format does not.
ODD_CHARS = (
    "{", "}", "[", "]", '"', "\\", "|", ":", "-", "x", "×", ".", "*", "/", " ", "\t",
    "\n", "\r", "\x00", "\x0b", "\x0c", "\x1c", "\x85", "\u2028", "\u2029", "\ufeff",
    "²", "٣", "１", "0", "1", "3", "6", "7", "9", "K", "r", "é", "\U0001f600", "\ud800",
)
SNIPPETS = (
    "{", "}", "[", "]", "{note}", "{[%csl Gz9]}", "{[%cal Ga1]}", "{[%foo x]}", "{{}", "[3|5]",
    "[9|9]", "[²|5]", "1.", "1...", "99.", "0.", "*", "1-0", "0-1", "1/2-1/2", "0:-", "6:-",
    "3:Ra1-a4", "7:-", "²:-", '[Seed "1"]', '[Event "x"]', '[X "', "\\", '"', "\r\n", "\r",
    "\u2028", "\ufeff", "9" * 5000, "x" * 3000,
)
TAG_VALUES = {
    "Seed": ["9" * 5000, "²", "٣", "-1", "18446744073709551615", "18446744073709551616",
             "4294967295", " 7 ", "", "0x10", "1_000", "1" + "0" * 40],
    "DrawRule": ["²", "٣", "9" * 5000, "0", "-1", "off", "OFF", " 50 ", "1", "3", "1.5", ""],
    "Mapping": ["KQRBN", "NBRQK", "KQRBB", "", "1=K 2=Q 3=R 4=B 5=N 6=K", "²=K", "K" * 5000],
    "Setup": ["7k/8/8/8/8/8/8/K7 red", "7k/8/8/8/8/8/8/K7 blue", "7k/8/8/8/8/8/8/K7",
              "7k/8/8/8/8/8/8/K² red", "8/8/8/8/8/8/8/8 red", "r" * 5000 + " red", ""],
    "Pool": ["0|1 1|1", "7|7", "0|1 0|1", "", "x" * 1000, "3|5", "²|5", "[0|1] [2|2]"],
    "Result": ["1-0", "0-1", "1/2-1/2", "*", "2-0", ""],
    "Termination": ["resignation", "agreement", "kings captured", "no-capture rule", "x"],
    "Event": ["", "a\\", "x" * 20000, "\u2028", "}{"],
}


def _replace_char(text: str, draw: st.DrawFn) -> str:
    if not text:
        return text
    i = draw(st.integers(0, len(text) - 1))
    char = draw(st.sampled_from(ODD_CHARS) | st.characters())
    return text[:i] + char + text[i + 1 :]


def _change_digit(text: str, draw: st.DrawFn) -> str:
    """A digit of a turn, tile, half or square changed: still well-formed, mostly."""
    digits = [m.start() for m in re.finditer(r"\d", text)]
    if not digits:
        return text
    i = draw(st.sampled_from(digits))
    return text[:i] + draw(st.sampled_from("0123456789")) + text[i + 1 :]


def _insert(text: str, draw: st.DrawFn) -> str:
    i = _boundary(text, draw)
    snippet = draw(st.sampled_from(SNIPPETS) | st.text(max_size=8))
    return text[:i] + snippet + text[i:]


def _delete(text: str, draw: st.DrawFn) -> str:
    if not text:
        return text
    i = draw(st.integers(0, len(text) - 1))
    return text[:i] + text[i + draw(st.integers(1, 20)) :]


def _truncate(text: str, draw: st.DrawFn) -> str:
    return text[: draw(st.integers(0, len(text)))]


def _line_edit(text: str, draw: st.DrawFn) -> str:
    lines = text.split("\n")
    i = draw(st.integers(0, len(lines) - 1))
    j = draw(st.integers(0, len(lines) - 1))
    how = draw(st.sampled_from(["delete", "duplicate", "swap", "move"]))
    if how == "delete":
        del lines[i]
    elif how == "duplicate":
        lines.insert(j, lines[i])
    elif how == "swap":
        lines[i], lines[j] = lines[j], lines[i]
    else:
        lines.insert(j, lines.pop(i))
    return "\n".join(lines)


def _swap_tokens(text: str, draw: st.DrawFn) -> str:
    tokens = list(re.finditer(r"\S+", text))
    if len(tokens) < 2:
        return text
    i = draw(st.integers(0, len(tokens) - 2))
    a, b = tokens[i], tokens[draw(st.integers(i + 1, len(tokens) - 1))]
    return text[: a.start()] + b[0] + text[a.end() : b.start()] + a[0] + text[b.end() :]


def _stray_bracket(text: str, draw: st.DrawFn) -> str:
    i = _boundary(text, draw)
    return text[:i] + draw(st.sampled_from("{}[]")) + text[i:]


def _tag(text: str, draw: st.DrawFn) -> str:
    """A tag set to an odd value: replaced where it is, or added at the top."""
    name = draw(st.sampled_from(sorted(TAG_VALUES)))
    value = draw(st.sampled_from(TAG_VALUES[name]) | st.text(max_size=10))
    if draw(st.booleans()):
        value = value.replace("\\", "\\\\").replace('"', '\\"')
    line = f'[{name} "{value}"]'
    pattern = re.compile(rf"^\[{name} [^\n]*$", re.MULTILINE)
    if pattern.search(text) and draw(st.booleans()):
        return pattern.sub(lambda _: line, text, count=1)
    return line + "\n" + text


def _comment(text: str, draw: st.DrawFn) -> str:
    """A comment between two tokens (``1. {note} [3|5]`` among them)."""
    i = _boundary(text, draw)
    body = draw(st.sampled_from(["note", "", "[%csl Gc4]", "[%cal Gb2c4]", "a\nb", "{"]))
    return text[:i] + " {" + body + "} " + text[i:]


def _boundary(text: str, draw: st.DrawFn) -> int:
    """A place to insert: the end of a token (often), or anywhere."""
    ends = [m.end() for m in re.finditer(r"\S+", text)]
    if ends and draw(st.booleans()):
        return draw(st.sampled_from(ends))
    return draw(st.integers(0, len(text)))


def _after_turn_number(text: str, draw: st.DrawFn) -> str:
    numbers = [m.end(1) for m in re.finditer(r"(?m)^(\d+\.(?:\.\.)?)[ \t]", text)]
    if not numbers:
        return text
    i = draw(st.sampled_from(numbers))
    return text[:i] + " {note}" + text[i:]


def _line_ends(text: str, draw: st.DrawFn) -> str:
    how = draw(st.sampled_from(["crlf", "cr", "mixed"]))
    if how == "crlf":
        return text.replace("\n", "\r\n")
    if how == "cr":
        return text.replace("\n", "\r")
    parts = text.split("\n")
    out = parts[0]
    for part in parts[1:]:
        out += draw(st.sampled_from(["\n", "\r\n", "\r"])) + part
    return out


def _bom(text: str, draw: st.DrawFn) -> str:
    return "\ufeff" + text


MUTATIONS: dict[str, Callable[[str, st.DrawFn], str]] = {
    "replace a character": _replace_char,
    "change a digit": _change_digit,
    "insert a snippet": _insert,
    "delete characters": _delete,
    "truncate": _truncate,
    "edit a line": _line_edit,
    "swap two tokens": _swap_tokens,
    "stray bracket": _stray_bracket,
    "odd tag value": _tag,
    "comment between tokens": _comment,
    "comment after a turn number": _after_turn_number,
    "other line ends": _line_ends,
    "byte order mark": _bom,
}


def mutate(draw: st.DrawFn, text: str, max_mutations: int = 3) -> str:
    """``text`` (a record or a position of any game) with one to
    ``max_mutations`` of the :data:`MUTATIONS`."""
    for name in draw(st.lists(st.sampled_from(sorted(MUTATIONS)), min_size=1,
                              max_size=max_mutations)):
        text = MUTATIONS[name](text, draw)
    return text


@st.composite
def mutated_records(draw: st.DrawFn, max_mutations: int = 3) -> str:
    """A valid record with one to ``max_mutations`` mutations."""
    _, text = draw(st.sampled_from(base_records()))
    return mutate(draw, text, max_mutations)


# ------------------------------------------------------------ actions
squares_ok = ints_in("ok", 0, 63)
halves_ok = ints_in("ok", 0, 6)
kinds_ok = st.sampled_from([Arg(None, "ok"), *(Arg(kind, "ok") for kind in Kind)])


def checked_call(call: object, params: dict[str, Arg]) -> object | None:
    """Call, and check the outcome against what ``params`` allow; the result or None."""
    kinds = {name: arg.kind for name, arg in params.items()}
    try:
        result = call()  # type: ignore[operator]
    except DominoChessError as error:
        check_message(error)
        assert any(kind in ("vok", "value", "either") for kind in kinds.values()), (
            f"{type(error).__name__} for values all good and well typed: {error}"
        )
        return None
    except TypeError as error:
        typed = [name for name, kind in kinds.items() if kind in ("type", "either")]
        assert typed, f"TypeError for arguments of the right types: {error}"
        check_type_error(error, typed)
        return None
    bad = [name for name, kind in kinds.items() if kind in ("value", "type", "either")]
    assert not bad, f"accepted bad {', '.join(bad)}"
    return result
