"""A domino chess game's past, kept compactly: one int per action, in
chunks that copies share.

A long game keeps every action so that it can be taken back. Stored as
tuples that costs about half a kilobyte a turn, and copying the game (the
viewer keeps a copy per step, the computer thinks on a copy) costs time in
proportion to its length. Here each action is one int, and full chunks of
:data:`CHUNK` ints are immutable tuples shared between a log and its
copies, so a copy costs ``len / CHUNK`` pointers and memory grows by about
60 bytes an action.
"""

from __future__ import annotations

from collections.abc import Iterator

#: Entries per shared chunk.
CHUNK = 64


class PackedLog:
    """A stack of ints with cheap copies."""

    __slots__ = ("_chunks", "_tail")

    def __init__(self) -> None:
        self._chunks: list[tuple[int, ...]] = []  # full, immutable, shared by copies
        self._tail: list[int] = []  # the newest entries, this log's own

    def append(self, entry: int) -> None:
        tail = self._tail
        tail.append(entry)
        if len(tail) == CHUNK:
            self._chunks.append(tuple(tail))
            tail.clear()

    def pop(self) -> int:
        """Remove and return the newest entry (IndexError when empty)."""
        if not self._tail:
            self._tail = list(self._chunks.pop())
        return self._tail.pop()

    def copy(self) -> PackedLog:
        other = PackedLog()
        other._chunks = self._chunks[:]
        other._tail = self._tail[:]
        return other

    def __len__(self) -> int:
        return len(self._chunks) * CHUNK + len(self._tail)

    def __iter__(self) -> Iterator[int]:
        """Oldest first."""
        for chunk in self._chunks:
            yield from chunk
        yield from self._tail

    def __reversed__(self) -> Iterator[int]:
        """Newest first."""
        yield from reversed(self._tail)
        for chunk in reversed(self._chunks):
            yield from reversed(chunk)
