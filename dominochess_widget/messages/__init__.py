"""The message catalogue: every text a user sees, looked up by key.

Code never shows a literal to a user; it names a key and its parameters,
and :func:`translate` renders them in the chosen language. Parameters that
carry a ``message_key`` attribute (piece kinds, sides) are translated too,
so "the rook" reads right in every language.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from dominochess_widget.messages import en

DEFAULT_LANGUAGE = "en"

CATALOGUES: dict[str, dict[str, str]] = {"en": en.MESSAGES}


@runtime_checkable
class Translatable(Protocol):
    """Anything whose text is itself a catalogue entry (a piece kind, a side)."""

    @property
    def message_key(self) -> str: ...


@runtime_checkable
class Localized(Protocol):
    """Anything that renders itself in a language (an error inside an error)."""

    def message(self, language: str = ...) -> str: ...


def translate(key: str, language: str = DEFAULT_LANGUAGE, /, **params: object) -> str:
    """Render the message ``key`` in ``language`` (falling back to English)."""
    catalogue = CATALOGUES.get(language, CATALOGUES[DEFAULT_LANGUAGE])
    template = catalogue.get(key, CATALOGUES[DEFAULT_LANGUAGE][key])
    return template.format(**{name: _render(value, language) for name, value in params.items()})


def _render(value: object, language: str) -> object:
    if isinstance(value, Translatable):
        return translate(value.message_key, language)
    if isinstance(value, Localized):
        return value.message(language)
    return value
