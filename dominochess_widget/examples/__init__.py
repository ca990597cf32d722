"""Annotated example games shipped with the package, loaded by name.

Each is a record file written to teach, in English, in a folder named
after its game (``dominochess/<name>.txt``, ``russian/<name>.pdn``: its
record format's extension). A translation
lives in a subfolder named by its language code (``it/`` for Italian)
under the same file name: the same tags and moves, only the comments (and
the Event, Site and Annotator tags) in that language. Names are unique
across the games, so a name alone finds its record.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from dominochess_widget.core.any_record import read_any_record
from dominochess_widget.core.errors import SettingError, expect_text
from dominochess_widget.core.messages import CATALOGUES, DEFAULT_LANGUAGE

#: The game whose examples are listed first.
FIRST_GAME = "dominochess"
_EXTENSIONS = (".txt", ".pdn")


def example_names(game: str = FIRST_GAME) -> list[str]:
    """The names of the shipped example games of ``game``, in lesson order."""
    return _names(_game_folder(game))


def example_games() -> list[str]:
    """The games that have shipped examples, the first game first."""
    others = sorted(f.name for f in _game_folders() if f.name != FIRST_GAME)
    return [FIRST_GAME, *others]


def example_languages() -> list[str]:
    """The languages the examples are written in: ``"en"`` and every translation."""
    translations = {f.name for game in _game_folders() for f in game.iterdir()
                    if f.is_dir() and f.name in CATALOGUES and _names(f)}
    return sorted({DEFAULT_LANGUAGE, *translations})


def example_game(name: str) -> str:
    """The game the example ``name`` records."""
    for game in example_games():
        if name in example_names(game):
            return game
    every = ", ".join(n for game in example_games() for n in example_names(game))
    raise SettingError("example.unknown", name=name, known=every)


def example_text(name: str, language: str = DEFAULT_LANGUAGE, game: str | None = None) -> str:
    """The record text of the example ``name``, in ``language`` ("en" or "it");
    ``game`` looks only among that game's examples (default: every game's)."""
    if game is None:
        game = example_game(name)
    elif name not in example_names(game):
        raise SettingError("example.unknown", name=name, known=", ".join(example_names(game)))
    folder = _folder(game, language)
    for extension in _EXTENSIONS:
        file = folder.joinpath(name + extension)
        if file.is_file():
            return file.read_text(encoding="utf-8")
    raise SettingError("example.unknown", name=name, known=", ".join(_names(folder)))


def load_example(name: str, language: str = DEFAULT_LANGUAGE, game: str | None = None) -> Any:
    """The example ``name`` (of any game), read and replayed through the rules.

    ``language`` picks the language of its comments: ``"en"`` (English, the
    default) or ``"it"`` (Italian). Every language has the same games, move
    for move. ``game`` (a registry name) looks only among that game's
    examples; by default the name alone finds its game. An unknown name or
    language raises :class:`SettingError`, which lists the names or the
    languages there are.

    >>> load_example("1_the_mapping", language="it").tags["Event"]
    'Partita 1: i numeri e i pezzi'
    """
    return read_any_record(example_text(name, language, game))


def _game_folders() -> list[Traversable]:
    """The folders that hold a game's examples."""
    return [f for f in resources.files(__name__).iterdir() if f.is_dir() and _names(f)]


def _game_folder(game: str) -> Traversable:
    return resources.files(__name__).joinpath(game)


def _folder(game: str, language: str) -> Traversable:
    """The folder of ``game``'s examples in ``language``."""
    if expect_text("language", language) not in example_languages():
        raise SettingError("board.bad_language", value=repr(language),
                           choices=", ".join(map(repr, example_languages())))
    folder = _game_folder(game)
    return folder if language == DEFAULT_LANGUAGE else folder.joinpath(language)


def _names(folder: Traversable) -> list[str]:
    if not folder.is_dir():
        return []
    return sorted(f.name.rsplit(".", 1)[0] for f in folder.iterdir()
                  if f.is_file() and f.name.endswith(_EXTENSIONS))
