"""Whether a computer takes the draw a person offers it: by its own judgement.

A computer that can judge a position offers ``judge(state, seat, cancel)``:
the value of ``state`` for ``seat`` as it sees it (its evaluation, or its
search's score), positive when ``seat`` stands better, in the units of
that computer's evaluation. The computer accepts a draw only when every
seat it plays stands worse; an even or better position is played on.
A computer that cannot judge declines (a draw is never given away unseen).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from dominochess_widget.core.protocol import Cancel


@runtime_checkable
class Judge(Protocol):
    """A computer that can say how a position looks for a seat."""

    def judge(self, state: Any, seat: str, cancel: Cancel = None) -> float: ...


@dataclass(frozen=True)
class DrawAnswer:
    """The computer's answer to a draw offer, and the values it went by (per seat)."""

    accepts: bool
    values: tuple[tuple[str, float], ...]


def answer_draw(computer: object, state: Any, seats: Sequence[str],
                cancel: Cancel = None) -> DrawAnswer:
    """How ``computer``, playing ``seats``, answers a draw offered in ``state``
    (which is not changed): yes when each of its seats stands worse."""
    if not isinstance(computer, Judge) or not seats:
        return DrawAnswer(False, ())
    values = tuple((seat, float(computer.judge(state, seat, cancel))) for seat in seats)
    return DrawAnswer(all(value < 0 for _, value in values), values)


__all__ = ["DrawAnswer", "Judge", "answer_draw"]
