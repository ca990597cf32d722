"""A DamHex³ hint: the computer's move for the player to move, with the
reason a student understands, citing the rules page (``damhex.md``).

The reason is the first that applies, from the most to the least
compelling: a ratto to make (H10), a capture that puts a player out (H12),
a forced win, the only move there is (a compulsory capture, H8a), a capture
(with how many pieces and kings it takes, H8), a man reaching its front
(crowned at its owner's next turn, H9); else the search's own choice, and
how far it looked. Every text comes from the message catalogue (English
and Italian); the hint is worked out on copies, never on the game asked.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.games.damhex.moves import Move
from dominochess_widget.games.damhex.state import DamHex


@dataclass(frozen=True)
class DamHexHint:
    """A suggested move (``action``, the hint's arrows) and why, as a
    catalogue key and its values; ``words(language)`` says it."""

    action: Move
    reason: str
    params: dict[str, object] = field(default_factory=dict)

    def words(self, language: str) -> str:
        """"46x37x28 — it takes 2 pieces (capture is compulsory; H8 …)"."""
        return translate("ai.hint", language, action=str(self.action),
                         reason=translate(self.reason, language, **self.params))


def explain(game: DamHex, move: Move, wins: bool, depth: int) -> DamHexHint:
    """Why ``move`` (the search's choice in ``game``, ``depth`` moves deep,
    found to win by force when ``wins``) is the move to play."""
    key, params = _reason(game, move, wins, depth)
    return DamHexHint(move, key, params)


def _reason(game: DamHex, move: Move, wins: bool,
            depth: int) -> tuple[str, dict[str, object]]:
    if game.robbed is not None and game.last_mover is not None:
        return "damhex.hint.ratto", {"robbed": seat_name(game.robbed),
                                     "victim": seat_name(game.last_mover)}
    out = _put_out(game, move) if move.captured else None
    if out is not None:
        return "damhex.hint.puts_out", {"side": seat_name(out)}
    if wins:
        return "damhex.hint.wins", {}
    if len(game.legal_actions()) == 1:
        return ("damhex.hint.only_capture" if move.captured else "damhex.hint.only_move"), {}
    if move.captured:
        kings = sum(1 for cell in move.captured if _is_king_at(game, cell))
        return _taking(len(move.captured), kings), {"count": len(move.captured),
                                                    "kings": kings}
    if move.promotes:
        return "damhex.hint.crowns", {}
    return "damhex.hint.best", {"depth": depth}


#: A capture's reason: (several pieces, kings among them) -> its key.
TAKING = {(False, False): "damhex.hint.takes_piece", (True, False): "damhex.hint.takes_pieces",
          (False, True): "damhex.hint.takes_piece_kings",
          (True, True): "damhex.hint.takes_pieces_kings"}


def _taking(count: int, kings: int) -> str:
    """The capture's key: one piece or several, with kings among them or not."""
    return TAKING[count > 1, kings > 0]


def _is_king_at(game: DamHex, cell: int) -> bool:
    piece = game.piece_at(cell)
    return piece is not None and piece[1]


def _put_out(game: DamHex, move: Move) -> str | None:
    """The opponent this capture takes the last pieces of (H12), if any."""
    after = game.clone()
    after.play(move)
    gone = [seat for seat in game.players if seat not in after.players and seat != game.to_move]
    return gone[0] if gone else None


__all__ = ["DamHexHint", "explain"]
