"""A hint: the computer's suggested action for the current half, with a
one-line reason a student understands ("5:Nb2xc4 — captures a queen").

The reason is the first that applies, from the most to the least
compelling: the forfeit's cause, a win, a king or piece captured, the only
move of its kind, an escape from attack (or to a square the opponent is
less likely to reach next turn, with the chances), a capture it prepares for the
other half, a threat, a guard; else the search's own verdict. Every text
comes from the message catalogue.
"""

from __future__ import annotations

from dataclasses import dataclass

from dominochess_widget.core.messages import DEFAULT_LANGUAGE, translate
from dominochess_widget.games.dominochess.actions import Action
from dominochess_widget.games.dominochess.attacks import piece_attacks
from dominochess_widget.games.dominochess.board import Kind, square_name
from dominochess_widget.games.dominochess.evaluate import KING, PIECE_VALUES, attackers_of
from dominochess_widget.games.dominochess.game import Game, NoMove
from dominochess_widget.games.dominochess.mapping import JOLLY
from dominochess_widget.games.dominochess.odds import Odds, next_draw


@dataclass(frozen=True)
class Hint:
    """The suggested action and why, in the language asked for."""

    action: Action
    reason: str
    text: str  # "action — reason", ready to show

    def __str__(self) -> str:
        return self.text

    def words(self, language: str) -> str:
        """The hint in a sentence (already in the language it was asked in)."""
        return self.text


def make_hint(
    game: Game, action: Action, plan: list[Action], language: str = DEFAULT_LANGUAGE
) -> Hint:
    """Explain ``action`` (the first of ``plan``, the player's rest of turn)."""
    key, params = _reason(game, action, plan)
    reason = translate(key, language, **params)
    text = translate("ai.hint", language, action=str(action), reason=reason)
    return Hint(action, reason, text)


def _reason(game: Game, action: Action, plan: list[Action]) -> tuple[str, dict[str, object]]:
    side = game.to_move_ordinal
    if action.is_forfeit:
        return _forfeit_reason(game, action.half)
    assert action.origin is not None and action.target is not None and action.kind is not None
    if action.captured is not None:
        if action.captured is Kind.KING:
            if game.bitboards[(side ^ 1) * 8 + KING].bit_count() == 1:
                return "ai.reason.wins", {}
            return "ai.reason.king", {}
        return "ai.reason.capture", {"kind": action.captured}
    codes = game.codes()
    if len(codes) == 1:
        return "ai.reason.only_action", {}
    same_half = [code for code in codes if code >> 12 == action.half]
    if len(same_half) == 1 and action.half != JOLLY:
        return "ai.reason.only_move", {"kind": action.kind}
    attackers = attackers_of(game, action.origin, side ^ 1)
    after = game.clone()
    after.push_code(action.code)
    if attackers:
        still = attackers_of(after, action.target, side ^ 1)
        if not still:
            return "ai.reason.escape", {"kind": action.kind, "attacker": Kind(attackers[0])}
        odds = Odds(game.mapping)
        pool = next_draw(game)
        before = odds.kind_chance(pool, _mask(attackers))
        now = odds.kind_chance(pool, _mask(still))
        if round(100 * now) < round(100 * before):
            return "ai.reason.safer", {
                "kind": action.kind, "before": round(100 * before), "after": round(100 * now)
            }
    if len(plan) > 1 and plan[1].captured is not None:
        return "ai.reason.prepares", {"action": str(plan[1])}
    threatened = _best_target(after, action.target, side)
    if threatened is not None:
        return "ai.reason.threatens", {
            "kind": threatened[1], "square": square_name(threatened[0])
        }
    guarded = _guarded(game, after, action.target, side)
    if guarded is not None:
        return "ai.reason.guards", {"kind": guarded[1], "square": square_name(guarded[0])}
    return "ai.reason.best", {}


def _mask(kinds: list[int]) -> int:
    mask = 0
    for kind in kinds:
        mask |= 1 << kind
    return mask


def _forfeit_reason(game: Game, half: int) -> tuple[str, dict[str, object]]:
    why = game.why_no_move(half)
    kinds = game.mapping.kinds_for(half)
    if why is NoMove.ZERO or not kinds:
        return "ai.reason.zero", {}
    if half == JOLLY:
        return "ai.reason.blocked_any", {}
    kind = kinds[0]
    if why is NoMove.ALL_CAPTURED:
        return "ai.reason.all_captured", {"kind": kind}
    if why is NoMove.ALREADY_MOVED:
        return "ai.reason.already_moved", {"kind": kind}
    return "ai.reason.blocked", {"kind": kind}


def _best_target(after: Game, square: int, side: int) -> tuple[int, Kind] | None:
    """The most valuable enemy piece the piece on ``square`` now attacks
    (undefended, or worth more than the attacker: :data:`PIECE_VALUES`)."""
    board = after.squares
    piece = board[square]
    best: tuple[int, Kind] | None = None
    for target in range(64):
        code = board[target]
        if not code or code >> 3 == side:
            continue
        if square not in _attacking_squares(after, target, side):
            continue
        kind = Kind(code & 7)
        defended = bool(attackers_of(after, target, side ^ 1))
        if defended and PIECE_VALUES[kind] <= PIECE_VALUES[piece & 7]:
            continue
        if best is None or PIECE_VALUES[kind] > PIECE_VALUES[best[1]]:
            best = (target, kind)
    return best


def _guarded(before: Game, after: Game, square: int, side: int) -> tuple[int, Kind] | None:
    """An own attacked piece that the moved piece now defends and did not before."""
    best: tuple[int, Kind] | None = None
    for target in range(64):
        code = after.squares[target]
        if not code or code >> 3 != side or target == square:
            continue
        if not attackers_of(after, target, side ^ 1):
            continue
        if square not in _attacking_squares(after, target, side):
            continue
        if before.squares[target] == code and _covered_before(before, target, side):
            continue
        kind = Kind(code & 7)
        if best is None or PIECE_VALUES[kind] > PIECE_VALUES[best[1]]:
            best = (target, kind)
    return best


def _covered_before(before: Game, target: int, side: int) -> bool:
    return bool(_attacking_squares(before, target, side))


def _attacking_squares(game: Game, target: int, side: int) -> set[int]:
    """The squares of ``side``'s pieces that attack (or, own pieces, defend) ``target``."""
    board = game.squares
    occupied = 0
    for square, code in enumerate(board):
        if code:
            occupied |= 1 << square
    return {
        square
        for square, code in enumerate(board)
        if code and code >> 3 == side and square != target
        and piece_attacks(code & 7, square, occupied) >> target & 1
    }
