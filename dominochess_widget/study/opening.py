"""Where a study starts: a new game, a position, or a record opened.

``Study(game, seed=…, position=…, settings=…)`` starts from a game of the
registry; ``Study(record=…)`` from a record (the object, its text, a
file's :class:`pathlib.Path`, or a shipped example's name), whose moves,
comments and variations become the study's tree through its codec.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dominochess_widget.core import registry
from dominochess_widget.core.any_record import codec_of, read_any_record, read_any_record_file
from dominochess_widget.core.errors import (
    ArgumentTypeError,
    DominoChessError,
    SettingError,
    expect_text,
)
from dominochess_widget.core.numbers import check_seed
from dominochess_widget.core.records import AnyRecord, RecordCodec, StudyNode
from dominochess_widget.examples import example_games, example_names, example_text

#: The tags that say how a record's game ended: kept only while the main
#: line is the record's own.
ENDING_TAGS = ("Result", "Termination")


@dataclass
class Opened:
    """A study's start: the first state, the tree, the caller's tags, and
    the record's Result and Termination (when it was a record)."""

    first: Any
    root: StudyNode
    tags: dict[str, str]
    ending: dict[str, str]


def open_study(game: object, seed: object, position: object, record: object,
               settings: object, language: str) -> Opened:
    """The start the constructor's arguments describe (see the module)."""
    if (game is None) == (record is None):
        raise SettingError("study.game_or_record", given="both" if game is not None else
                           "neither")
    if record is None:
        return Opened(_new_game(expect_text("game", game), seed, position, settings),
                      StudyNode(), {}, {})
    for name, value in (("seed", seed), ("position", position), ("settings", settings)):
        if value is not None:
            raise SettingError("study.record_alone", name=name)
    return _opened(_record(record, language))


def _new_game(name: str, seed: object, position: object, settings: object) -> Any:
    """A new game of ``name`` (from ``position`` when given)."""
    if settings is not None and not isinstance(settings, Mapping):
        raise ArgumentTypeError("settings", settings, "study_settings")
    keywords = {str(key): value for key, value in (settings or {}).items()}
    info = registry.info(name)
    number = None if seed is None else check_seed(seed)
    if position is None:
        return info.new(number, **keywords)
    if number is not None:
        keywords["seed"] = number
    return info.from_position(expect_text("position", position), **keywords)


def _record(record: object, language: str) -> Any:
    """The record object ``record`` is, names or holds."""
    if isinstance(record, AnyRecord) and not isinstance(record, str):
        registry.info_of(record.game)  # a record of a registered game
        return record
    if isinstance(record, os.PathLike):
        return read_any_record_file(record)
    if not isinstance(record, str):
        raise ArgumentTypeError("record", record, "study_record")
    if record in _example_names():
        return read_any_record(example_text(record, language))
    return read_any_record(record)


def _example_names() -> set[str]:
    return {name for game in example_games() for name in example_names(game)}


def _opened(record: Any) -> Opened:
    """The study of ``record``: its tree, and its tags split into the
    caller's (Event, players…) and how it ended; the tags its game writes
    (its name, position, settings) come back from the first state."""
    first = record.start()
    codec = codec_of(first)
    tags = {name: value for name, value in record.tags.items()
            if name not in ENDING_TAGS and is_caller_tag(codec, first, name, value)}
    ending = {name: record.tags[name] for name in ENDING_TAGS if name in record.tags}
    return Opened(first, codec.tree(record), tags, ending)


def check_tag(codec: RecordCodec, first: Any, name: str, value: str) -> None:
    """Refuse the tag ``name`` as a record refuses a caller's tag (a
    :class:`SettingError`): its game writes it, or it could not be read back."""
    codec.write(first.clone(), **{name: value})


def is_caller_tag(codec: RecordCodec, first: Any, name: str, value: str) -> bool:
    """Whether a record's caller may write the tag ``name`` (:func:`check_tag`)."""
    try:
        check_tag(codec, first, name, value)
    except DominoChessError:
        return False
    return True
