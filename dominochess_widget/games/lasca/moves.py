"""Lasca's move generator and perft, on a board list (see ``board``).

A **route** is ``(path, jumped, promotes)``: the start square and every
landing square, the squares of the columns jumped (one per stretch, in
order), and whether a soldier becomes an officer. ``jumped`` is empty for
a plain move. The rules are those of docs (rules page ``lasca.md``):

- a soldier steps one square diagonally forward; it captures forward only,
  jumping an adjacent enemy column onto the empty square behind it;
- an officer goes in all four directions: one square (``flying=False``,
  Lasker's setting) or any number of empty squares (``flying=True``, the
  source's officer, L1), and captures at a distance when flying;
- capture is compulsory and goes on while it can, free choice among
  routes (L2a); a column is never jumped twice in one move and a square
  emptied by the move still blocks (L2); a flying officer that can go on
  capturing from some landing square beyond a column must land on one
  (L2); a soldier reaching the far rank becomes an officer and the move
  ends there;
- each distinct path is one action (L3).

While a capture is searched, the moving column is "in the air": its
start square is empty, and the columns it jumps lose their commanders
(restored before the search returns). Only the commander's kind matters
for which moves exist, so the column itself is not carried.
"""

from __future__ import annotations

from dominochess_widget.games.lasca.board import (
    ALL_DIRECTIONS,
    FAR_SQUARES,
    FORWARD,
    LETTERS,
    PLAYABLE,
    RAYS,
)

#: A route: path (start and every landing square), jumped squares, promotes.
Route = tuple[tuple[int, ...], tuple[int, ...], bool]
#: No far rank (an officer is not promoted).
NOWHERE: frozenset[int] = frozenset()
#: What ``push`` changed: (square, its column before), in the order changed.
Undo = list[tuple[int, str]]


def routes(board: list[str], side: int, flying: bool) -> list[Route]:
    """Every legal route of ``side``: its captures if it has any, else its
    plain moves (empty: ``side`` cannot move and has lost)."""
    found = captures(board, side, flying)
    return found if found else quiet_moves(board, side, flying)


def captures(board: list[str], side: int, flying: bool) -> list[Route]:
    """Every capture route of ``side`` (the board is left as it was)."""
    soldier, officer = LETTERS[side][0], LETTERS[side][1]
    enemy = LETTERS[side ^ 1]
    far = FAR_SQUARES[side]
    forward = FORWARD[side]
    out: list[Route] = []
    for square in PLAYABLE:
        column = board[square]
        if not column:
            continue
        top = column[0]
        if top == soldier:
            board[square] = ""
            _short_jumps(board, square, (square,), (), enemy, forward, far, out)
            board[square] = column
        elif top == officer:
            board[square] = ""
            if flying:
                _flying_jumps(board, square, (square,), (), enemy, out)
            else:
                _short_jumps(board, square, (square,), (), enemy, ALL_DIRECTIONS, NOWHERE, out)
            board[square] = column
    return out


def _short_jumps(
    board: list[str],
    at: int,
    path: tuple[int, ...],
    jumped: tuple[int, ...],
    enemy: str,
    directions: tuple[int, ...],
    far: frozenset[int],
    out: list[Route],
) -> bool:
    """Add the routes of a piece that jumps an adjacent column, capturing on
    from ``at`` in ``directions`` (a soldier: forward, promoted on ``far``,
    which ends the move; Lasker's officer, L1: all four, ``far`` empty);
    False if it cannot."""
    found = False
    rays = RAYS[at]
    for direction in directions:
        ray = rays[direction]
        if len(ray) < 2:
            continue
        over, land = ray[0], ray[1]
        victim = board[over]
        if not victim or victim[0] not in enemy or over in jumped or board[land] or land in jumped:
            continue
        found = True
        board[over] = victim[1:]
        route_path = (*path, land)
        route_jumped = (*jumped, over)
        if land in far:  # promotion ends the move
            out.append((route_path, route_jumped, True))
        elif not _short_jumps(board, land, route_path, route_jumped, enemy, directions, far, out):
            out.append((route_path, route_jumped, False))
        board[over] = victim
    return found


def _flying_jumps(
    board: list[str],
    at: int,
    path: tuple[int, ...],
    jumped: tuple[int, ...],
    enemy: str,
    out: list[Route],
) -> bool:
    """Add the routes of a flying officer (L1) capturing on from ``at``."""
    found = False
    rays = RAYS[at]
    for direction in ALL_DIRECTIONS:
        ray = rays[direction]
        count = len(ray)
        i = 0
        while i < count and not board[ray[i]] and ray[i] not in jumped:
            i += 1
        if i + 1 >= count:
            continue
        over = ray[i]
        victim = board[over]
        if not victim or victim[0] not in enemy or over in jumped:
            continue
        landings = []
        j = i + 1
        while j < count and not board[ray[j]] and ray[j] not in jumped:
            landings.append(ray[j])
            j += 1
        if not landings:
            continue
        found = True
        board[over] = victim[1:]
        route_jumped = (*jumped, over)
        going_on: list[Route] = []
        for land in landings:  # L2: land where the capture can go on, if anywhere
            _flying_jumps(board, land, (*path, land), route_jumped, enemy, going_on)
        if going_on:
            out.extend(going_on)
        else:
            out.extend(((*path, land), route_jumped, False) for land in landings)
        board[over] = victim
    return found


def quiet_moves(board: list[str], side: int, flying: bool) -> list[Route]:
    """Every plain move of ``side`` (whether or not it could capture)."""
    soldier, officer = LETTERS[side][0], LETTERS[side][1]
    far = FAR_SQUARES[side]
    forward = FORWARD[side]
    out: list[Route] = []
    for square in PLAYABLE:
        column = board[square]
        if not column:
            continue
        top = column[0]
        rays = RAYS[square]
        if top == soldier:
            for direction in forward:
                ray = rays[direction]
                if ray and not board[ray[0]]:
                    out.append(((square, ray[0]), (), ray[0] in far))
        elif top == officer:
            for direction in ALL_DIRECTIONS:
                for land in rays[direction]:
                    if board[land]:
                        break
                    out.append(((square, land), (), False))
                    if not flying:
                        break
    return out


def push(board: list[str], route: Route) -> Undo:
    """Play ``route`` on ``board``; returns what :func:`pop` needs to take it back.

    Each jumped column's commander goes to the bottom of the moving column;
    a promoted soldier (only the commander) turns into an officer."""
    path, jumped, promotes = route
    start = path[0]
    column = board[start]
    changed: Undo = [(start, column)]
    board[start] = ""
    for square in jumped:
        victim = board[square]
        changed.append((square, victim))
        board[square] = victim[1:]
        column += victim[0]
    if promotes:
        column = column[0].upper() + column[1:]
    end = path[-1]
    changed.append((end, board[end]))
    board[end] = column
    return changed


def pop(board: list[str], changed: Undo) -> None:
    """Take back the :func:`push` that returned ``changed``."""
    for square, column in reversed(changed):
        board[square] = column


def perft(board: list[str], side: int, flying: bool, depth: int) -> int:
    """The number of route sequences of length ``depth`` (``depth >= 1``)."""
    found = routes(board, side, flying)
    if depth == 1:
        return len(found)
    total = 0
    other = side ^ 1
    for route in found:
        changed = push(board, route)
        total += perft(board, other, flying, depth - 1)
        pop(board, changed)
    return total
