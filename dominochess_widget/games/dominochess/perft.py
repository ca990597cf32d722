"""Domino chess's perft: count the action sequences of a given length, to
check and time the move generator against known numbers and an independent
reference (python-chess, ``tests/support/chess_oracle.py``)."""

from __future__ import annotations

from dominochess_widget.games.dominochess.game import Game


def perft(game: Game, depth: int) -> int:
    """The number of distinct sequences of exactly ``depth`` actions.

    Forfeits count as actions; the tiles come from the game's own pool
    order; ``perft(g, 0) == 1``; a finished game has no actions. The game
    is left as it was.
    """
    if depth < 0:
        raise ValueError(f"depth must be 0 or more, not {depth}")
    return _perft(game, depth)


def _perft(game: Game, depth: int) -> int:
    if depth == 0:
        return 1
    codes = game.codes()
    if depth == 1:
        return len(codes)
    total = 0
    push, pop = game.push_code, game.pop_code
    for code in codes:
        push(code)
        total += _perft(game, depth - 1)
        pop()
    return total


def divide(game: Game, depth: int) -> dict[str, int]:
    """perft split by first action (D5 text → count), to find a wrong branch."""
    if depth < 1:
        raise ValueError(f"depth must be 1 or more, not {depth}")
    out = {}
    for action in game.legal_actions():
        game.push_code(action.code)
        out[str(action)] = _perft(game, depth - 1)
        game.pop_code()
    return out
