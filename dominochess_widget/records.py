"""Domino chess records, where users' code has always found them
(``dominochess_widget.records.read_record``).

The reader and writer live with the rest of the game in
:mod:`dominochess_widget.games.dominochess.records`; the records of every
game are read by :func:`dominochess_widget.core.records.read_any_record`.
"""

from dominochess_widget.games.dominochess.records import (
    CYCLE,
    FROM_GAME,
    RESULT_TOKENS,
    TAG_ORDER,
    Comment,
    GameRecord,
    RecordedAction,
    RecordedTurn,
    Step,
    read_record,
    read_record_file,
    turn_number,
    write_record,
    write_record_file,
)

__all__ = [
    "CYCLE", "FROM_GAME", "RESULT_TOKENS", "TAG_ORDER", "Comment", "GameRecord",
    "RecordedAction", "RecordedTurn", "Step", "read_record", "read_record_file",
    "turn_number", "write_record", "write_record_file",
]
