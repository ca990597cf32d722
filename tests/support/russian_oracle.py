"""py-draughts's Russian board as an independent reference, for tests and benchmarks only.

py-draughts (PyPI ``py-draughts``, import name ``draughts``) is GPL: this
module lives under ``tests/`` and must never be imported by the package
``dominochess_widget``. (``pydraughts``, another project, installs the same
import name ``draughts``; :func:`_russian_board` checks that the right one
is installed.)

py-draughts's Russian rules agree with ours where it matters here: free
choice, Turkish strike, promotion during a capture, flying kings, S1 (a
capturing king must land where it can go on, its docstring cites FMJD-64
art. 4.6) and S2 (routes with the same start, end and captured set are one
move). One difference is handled explicitly: py-draughts merges routes by
(start, end, captured set) alone, while our S2 ("one action per result")
keeps a route that crowns its man apart from one that does not; moves are
therefore compared as (start, end, captured set), which is exactly py-draughts's
identity (the two agree unless both kinds of route exist, see
:func:`legal_set`). The draw rules are not compared: perft ignores them.
"""

from __future__ import annotations

import random
from typing import Any

import draughts


def _russian_board() -> Any:
    board = getattr(draughts, "RussianBoard", None)
    if board is None:
        raise ImportError("the 'draughts' module is not py-draughts: pip install py-draughts")
    return board


RussianBoard = _russian_board()
NAMES: list[str] = RussianBoard.SQUARE_NAMES

#: A move as both engines can describe it: start, end (square names) and
#: the set of captured squares.
MoveKey = tuple[str, str, frozenset[str]]


def board(fen: str) -> Any:
    """A py-draughts Russian board set up from our position text."""
    return RussianBoard.from_fen(fen)


def legal_set(position: Any) -> set[MoveKey]:
    """py-draughts's legal moves in ``position`` (a board)."""
    return {
        (
            NAMES[m.square_list[0]],
            NAMES[m.square_list[-1]],
            frozenset(NAMES[s] for s in m.captured_list),
        )
        for m in position.legal_moves
    }


def perft(position: Any, depth: int) -> int:
    """perft by py-draughts's public API: legal_moves, push, pop."""
    moves = position.legal_moves
    if depth <= 1:
        return len(moves) if depth == 1 else 1
    total = 0
    for move in moves:
        position.push(move)
        total += perft(position, depth - 1)
        position.pop()
    return total


def random_fen(rng: random.Random, kings: int = 3) -> str:
    """A random position with up to ``kings`` kings a side and some men
    (never a man on its own crown row), either side to move."""
    dark = [s for s in range(64) if (s % 8 + s // 8) % 2 == 0]
    squares = rng.sample(dark, rng.randint(2, 14))
    lists: dict[str, list[str]] = {"W": [], "B": []}
    for square in squares:
        colour = rng.choice("WB")
        crown = 7 if colour == "W" else 0
        king = square // 8 == crown or rng.random() < kings / 10
        name = "abcdefgh"[square % 8] + str(square // 8 + 1)
        lists[colour].append(("K" if king else "") + name)
    return f"{rng.choice('WB')}:W{','.join(lists['W'])}:B{','.join(lists['B'])}"
