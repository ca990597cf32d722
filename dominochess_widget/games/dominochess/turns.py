"""A whole domino chess turn as a sequence of one or two actions, as the
game's action ints (:attr:`Action.code`): what the computer player and its
search choose among.

A turn is the rest of the current tile: both halves, in either order (D3),
or only the half left when called mid-turn, or one action when it captures
the last enemy king. Two orders that reach the same position (both moves
legal either way) are listed once, the one that moves first.
"""

from __future__ import annotations

from dominochess_widget.games.dominochess.actions import FORFEIT
from dominochess_widget.games.dominochess.evaluate import PIECE_VALUES
from dominochess_widget.games.dominochess.game import Game

#: Capture values by piece code & 7, used only to order sequences (biggest
#: captures first): a king before any two other pieces.
ORDER_VALUES = (*PIECE_VALUES, 0.0, 0.0)


def turn_sequences(game: Game) -> list[tuple[float, tuple[int, ...]]]:
    """Every way to finish the current turn, as (capture value, action codes).

    The list is sorted by capture value, biggest first (stable, so ties
    keep the game's order). The game is left as it was."""
    out: list[tuple[float, tuple[int, ...]]] = []
    if game.is_over:
        return out
    seen: set[tuple[int, int]] = set()
    turns = game.turns_played
    board = game.squares
    push, pop, codes = game.push_code, game.pop_code, game.codes
    # Moves before forfeits, so that of two orders reaching the same
    # position the one listed (and shown in a plan) makes its move first.
    for first in sorted(codes(), key=_is_forfeit):
        gain = 0.0 if first & 0xFFF == FORFEIT else ORDER_VALUES[board[first & 63] & 7]
        push(first)
        if game.is_over or game.turns_played != turns:
            out.append((gain, (first,)))
        else:
            for second in codes():
                key = (first, second) if first < second else (second, first)
                if key in seen:
                    continue
                seen.add(key)
                extra = 0.0 if second & 0xFFF == FORFEIT else ORDER_VALUES[board[second & 63] & 7]
                out.append((gain + extra, (first, second)))
        pop()
    out.sort(key=_gain, reverse=True)
    return out


def _is_forfeit(code: int) -> bool:
    return code & 0xFFF == FORFEIT


def _gain(entry: tuple[float, tuple[int, ...]]) -> float:
    return entry[0]
