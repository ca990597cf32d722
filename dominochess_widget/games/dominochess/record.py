"""Domino chess's records in the registry (its entry's ``record``): the format
of :mod:`dominochess_widget.games.dominochess.records`, whose public API stays where it was."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dominochess_widget.games.dominochess.game import expect_game
from dominochess_widget.games.dominochess.records import (
    GameRecord,
    is_domino_chess,
    read_record,
    write_record,
)


class DominoChessCodec:
    """Domino chess's format as a :class:`~dominochess_widget.core.records.RecordCodec`."""

    extension = ".txt"
    #: A record names domino chess by its Game tag (or by naming no game).
    claim_tags = ("Game",)

    def claims(self, tags: Mapping[str, str]) -> bool:
        return is_domino_chess(tags)

    def read(self, text: str) -> GameRecord:
        return read_record(text)

    def write(self, state: Any, **tags: str) -> str:
        return write_record(expect_game("game", state), **tags)

    def format(self, record: Any) -> str:
        text: str = record.to_text()
        return text


CODEC = DominoChessCodec()
