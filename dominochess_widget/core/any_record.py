"""A record of any game, by its tags: read, write, and their file twins.

    from dominochess_widget.core.any_record import read_any_record, write_any_record
    text = write_any_record(state, White="Luca")      # the state's game's format
    record = read_any_record(text)                    # its tags pick the game

Each game's registry entry names its codec (``record``); a game without
one gets the move-list format (:class:`~dominochess_widget.core.movelist.
MoveListCodec`, ``[Game "<name>"]``). The games are in the registry
because importing the package imports them: nothing here names a game.
"""

from __future__ import annotations

import os
from typing import Any

from dominochess_widget.core import registry
from dominochess_widget.core.errors import RecordError
from dominochess_widget.core.movelist import MoveListCodec
from dominochess_widget.core.records import (
    RecordCodec,
    leading_tags,
    normalise,
    read_text_file,
    write_text_file,
)


def codec_of(state: object) -> RecordCodec:
    """The record codec of ``state``'s game."""
    return _codec(registry.info_of(state))


def codec_for(text: str) -> RecordCodec:
    """The codec of the game whose record ``text`` is, by its tags."""
    tags = leading_tags(text)
    for name in registry.names():
        codec = _codec(registry.info(name))
        if codec.claims(tags):
            return codec
    what = tags.get("GameType") or tags.get("Game") or ""
    raise RecordError("record.unknown_game", line=1, column=1, value=what)


def _codec(info: registry.GameInfo) -> RecordCodec:
    """A game's own codec, or else the move-list one (``[Game "<name>"]``)."""
    if info.record is not None:
        return info.record
    return _DEFAULTS.setdefault(info.name, MoveListCodec(info.name))


_DEFAULTS: dict[str, RecordCodec] = {}


def read_any_record(text: str) -> Any:
    """Read a record of any game: its tags pick the game (``[GameType "25"]``
    is Russian draughts, ``[Game "…"]`` names the others; no such tag is
    domino chess)."""
    text = normalise(text)
    return codec_for(text).read(text)


def write_any_record(state: object, **tags: str) -> str:
    """The record text of ``state``'s game (keyword arguments become tags)."""
    return codec_of(state).write(state, **tags)


def read_any_record_file(path: str | os.PathLike[str]) -> Any:
    """Read the record of any game in the file at ``path``."""
    return read_any_record(read_text_file(path))


def write_any_record_file(path: str | os.PathLike[str], state: object, **tags: str) -> None:
    """Save the record of ``state``'s game at ``path`` (the record is made
    first, so a bad tag leaves the file as it was)."""
    write_text_file(path, write_any_record(state, **tags))
