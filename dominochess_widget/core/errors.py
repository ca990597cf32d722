"""The exceptions a caller can meet.

A bad *value* (a position, a record, an action, a setting) raises a
subclass of :class:`DominoChessError`, itself a :class:`ValueError`; an
argument of the wrong Python *type* raises :class:`ArgumentTypeError`, a
:class:`TypeError` that names the parameter. Each carries a catalogue key
and its parameters, so the same error can be shown in English
(``str(error)``) or in another language (``error.message("it")``). A
refused call never changes the game.
"""

from __future__ import annotations

import reprlib

from dominochess_widget.core.messages import CATALOGUES, DEFAULT_LANGUAGE, translate

#: A text parameter longer than this is cut in a message: an error names
#: the bad input, it does not repeat a whole file of it.
BRIEF = 80
#: Ints with more bits than this are shown as a power of ten.
_HUGE = 256


def brief(value: object) -> object:
    """``value`` as a message shows it: text longer than :data:`BRIEF` is cut."""
    if isinstance(value, str) and len(value) > BRIEF:
        return value[: BRIEF - 1] + "…"
    if isinstance(value, int) and value.bit_length() > _HUGE:
        return shown(value)
    return value


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = BRIEF
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = _REPR.maxset = 8


def shown(value: object) -> str:
    """``repr(value)`` for a message: short, and safe for any value (Python
    refuses to write an int of more than 4,300 digits; it is shown as a power of ten)."""
    if isinstance(value, int) and value.bit_length() > _HUGE:
        sign = "-" if value < 0 else ""
        return f"{sign}≈10^{int(value.bit_length() * 0.30103)}"
    try:
        return str(brief(_REPR.repr(value)))
    except ValueError:  # a huge int inside a container
        return f"<{type(value).__name__}>"


class _Explained(Exception):
    """An exception whose text comes from the message catalogue."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = {name: brief(value) for name, value in params.items()}
        super().__init__(self.message(DEFAULT_LANGUAGE))

    def message(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The explanation, in ``language``."""
        return translate(self.key, language, **self.params)


class DominoChessError(_Explained, ValueError):
    """Base class: a request the rules or the formats refuse."""


class ArgumentTypeError(_Explained, TypeError):
    """An argument of the wrong Python type: says which parameter, and what it takes."""

    def __init__(self, name: str, value: object, expected: str) -> None:
        super().__init__(f"type.{expected}", name=name, value=shown(value))


def expect_int(name: str, value: object) -> int:
    """``value`` if it is an int (not a bool), else :class:`ArgumentTypeError`."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ArgumentTypeError(name, value, "int")
    return value


def expect_text(name: str, value: object) -> str:
    """``value`` if it is a str, else :class:`ArgumentTypeError`."""
    if not isinstance(value, str):
        raise ArgumentTypeError(name, value, "text")
    return value


class SettingError(DominoChessError):
    """A bad game setting (mapping D2, draw rule D4, seed, tile) or record tag."""


def check_language(value: object, name: str = "language") -> str:
    """``value`` if the catalogue speaks it: an :class:`ArgumentTypeError`
    for anything but text, a :class:`SettingError` for an unknown code."""
    text = expect_text(name, value)
    if text not in CATALOGUES:
        raise SettingError("board.bad_language", value=repr(text),
                           choices=", ".join(map(repr, sorted(CATALOGUES))))
    return text


class PositionError(DominoChessError):
    """A malformed or impossible position (placement, side or pool)."""


class ActionError(DominoChessError):
    """An action that cannot be played, or a square that is not on the board."""


class ActionSyntaxError(ActionError):
    """Text that is not an action in D5 notation at all."""


class IllegalActionError(ActionError):
    """A well-formed action that the rules do not allow now."""


class FileAccessError(DominoChessError):
    """A record's file that is missing, not text, or cannot be read or written."""


class PuzzleError(DominoChessError):
    """A puzzle file that cannot be loaded: names the file, the puzzle's id
    and the field (a file that is not TOML at all: the line and column)."""

    def __init__(self, key: str, /, *, file: str, puzzle: str = "-", field: str = "-",
                 **params: object) -> None:
        self.file = file
        self.puzzle = puzzle
        self.field = field
        super().__init__(key, file=file, puzzle=puzzle, field=field, **params)


class RecordError(DominoChessError):
    """A game record that cannot be read; says where (line and column)."""

    def __init__(self, key: str, /, *, line: int, column: int, **params: object) -> None:
        self.line = line
        self.column = column
        super().__init__(key, line=line, column=column, **params)

    def message(self, language: str = DEFAULT_LANGUAGE) -> str:
        where = translate("record.where", language, line=self.line, column=self.column)
        return f"{where}: {translate(self.key, language, **self.params)}"
