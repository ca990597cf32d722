"""The exceptions a caller can meet, all subclasses of :class:`ValueError`.

Each carries a catalogue key and its parameters, so the same error can be
shown in English (``str(error)``) or in another language
(``error.message("it")``). A refused call never changes the game.
"""

from __future__ import annotations

from dominochess_widget.messages import DEFAULT_LANGUAGE, translate


class DominoChessError(ValueError):
    """Base class: a request the rules or the formats refuse."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = params
        super().__init__(self.message(DEFAULT_LANGUAGE))

    def message(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The explanation, in ``language``."""
        return translate(self.key, language, **self.params)


class SettingError(DominoChessError):
    """A bad game setting: mapping (D2), draw rule (D4), seed or tile."""


class PositionError(DominoChessError):
    """A malformed or impossible position (placement, side or pool)."""


class ActionError(DominoChessError):
    """An action that cannot be played."""


class ActionSyntaxError(ActionError):
    """Text that is not an action in D5 notation at all."""


class IllegalActionError(ActionError):
    """A well-formed action that the rules do not allow now."""


class RecordError(DominoChessError):
    """A game record that cannot be read; says where (line and column)."""

    def __init__(self, key: str, /, *, line: int, column: int, **params: object) -> None:
        self.line = line
        self.column = column
        super().__init__(key, line=line, column=column, **params)

    def message(self, language: str = DEFAULT_LANGUAGE) -> str:
        where = translate("record.where", language, line=self.line, column=self.column)
        return f"{where}: {translate(self.key, language, **self.params)}"
