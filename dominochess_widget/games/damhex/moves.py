"""DamHex³ moves on a board (H5–H9): plain steps, capture chains and the
priority key that ranks captures (H8).

A board is a list of 61 ints: 0 empty, ``colour + 1`` a man, ``colour + 4``
a king (colour 0 White, 1 Black, 2 Red). A man waiting on its front to be
crowned (H9) has no move.
"""

from __future__ import annotations

from dataclasses import dataclass

from dominochess_widget.games.damhex.board import FRONTS, JUMPS, MOVES, number
from dominochess_widget.games.draughts.state import DraughtsMove

#: H8: a capture's rank, compared as a tuple (larger is better): pieces
#: taken, made by a king, kings taken, how early each king is met.
Key = tuple[int, int, int, tuple[int, ...]]
#: The key of "no capture".
NO_KEY: Key = (0, 0, 0, ())


@dataclass(frozen=True, repr=False)
class Move(DraughtsMove):
    """A DamHex³ move: ``52-45``, or a capture with every landing cell,
    ``46x36x26``. ``key`` ranks a capture (H8); ``promotes`` says that a
    man ends on its front (crowned at its owner's next turn, H9)."""

    key: Key = NO_KEY

    def __str__(self) -> str:
        return ("x" if self.captured else "-").join(number(c) for c in self.path)


def colour_of(piece: int) -> int:
    return (piece - 1) % 3


def is_king(piece: int) -> bool:
    return piece >= 4


def waiting(board: list[int], colour: int) -> list[int]:
    """The colour's men on its front, waiting to be crowned (H9)."""
    return [c for c in FRONTS[colour] if board[c] == colour + 1]


def _movers(board: list[int], colour: int) -> list[tuple[int, bool]]:
    """``colour``'s pieces that may move, as (cell, is a king): a man
    waiting on its front to be crowned has no move (H9)."""
    front = FRONTS[colour]
    man, king = colour + 1, colour + 4
    return [(cell, piece == king) for cell, piece in enumerate(board)
            if piece == king or (piece == man and cell not in front)]


def captures(board: list[int], colour: int) -> list[Move]:
    """Every capture chain of ``colour`` (not yet ranked). To count waiting
    men as the kings they will be (H9a), crown them on a copy first."""
    out: list[Move] = []
    front = FRONTS[colour]
    for cell, king in _movers(board, colour):
        _chains(board, colour, king, front, cell, [cell], [], out)
    return out


def _chains(board: list[int], colour: int, king: bool, front: frozenset[int], at: int,
            path: list[int], jumped: list[int], out: list[Move]) -> None:
    """Extend a chain from ``at``; record it where it cannot go on (H7)."""
    start = path[0]
    went_on = False
    for over, land in JUMPS[colour][king][at]:
        victim = board[over]
        if (not victim or (victim - 1) % 3 == colour or over in jumped
                or (not king and victim >= 4)):  # a man never takes a king
            continue  # (colour_of and is_king inlined: the search's hottest loop)
        if board[land] and land != start:  # the start counts as empty (H7a)
            continue
        went_on = True
        path.append(land)
        jumped.append(over)
        if not king and land in front:  # a man's chain ends on its front
            out.append(_capture(board, king, path, jumped, promotes=True))
        else:
            _chains(board, colour, king, front, land, path, jumped, out)
        path.pop()
        jumped.pop()
    if not went_on and jumped:
        out.append(_capture(board, king, path, jumped, promotes=False))


def _capture(board: list[int], king: bool, path: list[int], jumped: list[int],
             promotes: bool) -> Move:
    kings = [i for i, cell in enumerate(jumped) if is_king(board[cell])]
    key: Key = (len(jumped), int(king), len(kings), tuple(-i for i in kings))
    return Move(tuple(path), tuple(jumped), promotes, key)


def best(found: list[Move]) -> list[Move]:
    """The captures with the best key (H8a: only those are legal)."""
    if not found:
        return []
    top = max(move.key for move in found)
    return [move for move in found if move.key == top]


def steps(board: list[int], colour: int) -> list[Move]:
    """Every plain move of ``colour``: a man one step forward, a king one
    step forward or backward (H5); waiting men have none."""
    out = []
    front = FRONTS[colour]
    for cell, king in _movers(board, colour):
        for target in MOVES[colour][king][cell]:
            if not board[target]:
                out.append(Move((cell, target), (), not king and target in front))
    return out


def legal(board: list[int], colour: int) -> list[Move]:
    """The legal moves of ``colour`` on ``board`` (its waiting men already
    crowned by the caller): the best captures if any, else the steps."""
    return best(captures(board, colour)) or steps(board, colour)
