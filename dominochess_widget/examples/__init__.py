"""Annotated example games shipped with the package, loaded by name.

Each is a record file (``<name>.txt``) in this folder, written to teach, in
English. A translation lives in a subfolder named by its language code
(``it/`` for Italian) under the same file name: the same tags, tiles and
actions, only the comments (and the Event, Site and Annotator tags) in
that language.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable

from dominochess_widget.errors import SettingError
from dominochess_widget.messages import DEFAULT_LANGUAGE
from dominochess_widget.records import GameRecord, read_record


def example_names() -> list[str]:
    """The names of the shipped example games, in lesson order."""
    return _names(resources.files(__name__))


def example_languages() -> list[str]:
    """The languages the examples are written in: ``"en"`` and every translation."""
    root = resources.files(__name__)
    translations = [f.name for f in root.iterdir() if f.is_dir() and _names(f)]
    return sorted({DEFAULT_LANGUAGE, *translations})


def example_text(name: str, language: str = DEFAULT_LANGUAGE) -> str:
    """The record text of the example ``name``, in ``language`` ("en" or "it")."""
    folder = _folder(language)
    if name not in example_names() or name not in _names(folder):
        raise SettingError("example.unknown", name=name, known=", ".join(example_names()))
    return folder.joinpath(f"{name}.txt").read_text(encoding="utf-8")


def load_example(name: str, language: str = DEFAULT_LANGUAGE) -> GameRecord:
    """The example ``name``, read and replayed through the rules.

    ``language`` picks the language of its comments: ``"en"`` (English, the
    default) or ``"it"`` (Italian). Every language has the same games, move
    for move. An unknown name or language raises :class:`SettingError`,
    which lists the names or the languages there are.

    >>> load_example("1_the_mapping", language="it").tags["Event"]
    'Lezione 1: i numeri e i pezzi'
    """
    return read_record(example_text(name, language))


def _folder(language: str) -> Traversable:
    """The folder of the examples in ``language``."""
    if not isinstance(language, str) or language not in example_languages():
        raise SettingError("board.bad_language", value=repr(language),
                           choices=", ".join(map(repr, example_languages())))
    root = resources.files(__name__)
    return root if language == DEFAULT_LANGUAGE else root.joinpath(language)


def _names(folder: Traversable) -> list[str]:
    files = folder.iterdir()
    return sorted(f.name.removesuffix(".txt") for f in files if f.name.endswith(".txt"))
