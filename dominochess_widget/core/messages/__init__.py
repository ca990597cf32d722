"""The message catalogue: every text a user sees, looked up by key.

Code never shows a literal to a user; it names a key and its parameters,
and :func:`translate` renders them in the chosen language. Parameters that
carry a ``message_key`` attribute (piece kinds, sides) are translated too,
so "the rook" reads right in every language.

Some languages put an article before a noun that depends on the noun:
Italian says "la torre" but "il re" and "l'alfiere". A template may
therefore ask for a *form* of a translated parameter with a format spec:
``{kind:il}`` renders "la torre" in Italian, and a capital first letter
(``{kind:Il}``) gives the form with a capital, to start a sentence. The
forms of each word are listed per language in :data:`FORMS` (``it.FORMS``);
a parameter without that form renders as its plain text. English
templates need no forms.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Protocol, runtime_checkable

from dominochess_widget.core.messages import en, it

DEFAULT_LANGUAGE = "en"

CATALOGUES: dict[str, dict[str, str]] = {"en": en.MESSAGES, "it": it.MESSAGES}

#: Per language: a word's catalogue key → form name → text ("kind.rook" →
#: "il" → "la torre"). The form names are what a template writes after ":".
FORMS: dict[str, dict[str, dict[str, str]]] = {"en": {}, "it": it.FORMS}


def extend(
    catalogues: Mapping[str, Mapping[str, str]],
    forms: Mapping[str, Mapping[str, Mapping[str, str]]] | None = None,
) -> None:
    """Add a game's own entries: each game keeps its texts beside its rules
    and adds them when it is imported. A key may be added once; adding the
    same text again (a module imported twice) is harmless."""
    for language, entries in catalogues.items():
        catalogue = CATALOGUES.setdefault(language, {})
        for key, text in entries.items():
            if catalogue.get(key, text) != text:
                raise ValueError(f"message key {key!r} is defined twice for {language!r}")
            catalogue[key] = text
    for language, words in (forms or {}).items():
        FORMS.setdefault(language, {}).update({key: dict(f) for key, f in words.items()})


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
    rendered = {name: _render(value, language) for name, value in params.items()}
    return _Formatter(FORMS.get(language, {})).vformat(template, (), rendered)


def form_names(language: str) -> frozenset[str]:
    """The form names templates in ``language`` may use ("il", "un", …)."""
    return frozenset(name for forms in FORMS.get(language, {}).values() for name in forms)


class _Word(str):
    """A translated parameter that remembers its catalogue key, to find its forms."""

    key: str

    def __new__(cls, text: str, key: str) -> _Word:
        word = super().__new__(cls, text)
        word.key = key
        return word


class _Formatter(string.Formatter):
    """``str.format``, plus the forms of :data:`FORMS` as format specs."""

    def __init__(self, forms: Mapping[str, Mapping[str, str]]) -> None:
        self._forms = forms

    def format_field(self, value: object, format_spec: str) -> str:
        name = format_spec[:1].lower() + format_spec[1:]
        if format_spec and any(name in forms for forms in self._forms.values()):
            word = self._forms.get(value.key, {}) if isinstance(value, _Word) else {}
            text = word.get(name, str(value))
            return text[:1].upper() + text[1:] if format_spec[0].isupper() else text
        return str(super().format_field(value, format_spec))


def _render(value: object, language: str) -> object:
    if type(value) in (str, int, float):  # most are: skip the slow protocol checks
        return value
    if isinstance(value, Translatable):
        return _Word(translate(value.message_key, language), value.message_key)
    if isinstance(value, Localized):
        return value.message(language)
    return value
