"""How good a domino chess position is, for the computer: material, kings,
and threats weighted by the odds (:mod:`odds`).

All values are from Red's point of view in "centipawn-like" points (there
are no pawns: a knight is 320). Capturing both enemy kings wins (±WIN);
losing the first king costs KING_HIT, because one more king capture ends
the game.

The positional part is cheap and uses the fact that the odds are known:
for the side about to draw, the expected value of the best captures its
next tile allows (a capture of a defended piece counts the attacker's loss
times the chance that the defender can recapture); the other side's
threats count at THREAT_WEIGHT, since the side to move may still parry
them; plus a small mobility term.
"""

from __future__ import annotations

from collections.abc import Sequence

from dominochess_widget.games.dominochess.attacks import kind_attacks
from dominochess_widget.games.dominochess.game import Game
from dominochess_widget.games.dominochess.mapping import JOLLY, TileMapping
from dominochess_widget.games.dominochess.odds import Odds

WIN = 100_000.0
KING_HIT = 2_500.0
KING, QUEEN, ROOK, BISHOP, KNIGHT = 1, 2, 3, 4, 5
#: The value of a piece by kind code (0 none, 1 king … 5 knight): the one
#: table of piece values. A king is worth KING_HIT while its side has two,
#: WIN when it is the last (:data:`LAST_KING_VALUES`).
PIECE_VALUES = (0.0, KING_HIT, 900.0, 500.0, 330.0, 320.0)
LAST_KING_VALUES = (0.0, WIN, *PIECE_VALUES[2:])
MOBILITY = 3.0
THREAT_WEIGHT = 0.5

_MATERIAL_VALUES = PIECE_VALUES[QUEEN:]  # queen, rook, bishop, knight


def attackers_of(game: Game, square: int, side: int) -> list[int]:
    """The kind codes of ``side``'s pieces that attack ``square``, most valuable first."""
    bb = game.bitboards
    occupied = _occupied(bb, 0) | _occupied(bb, 1)
    attacks = kind_attacks(bb, side, occupied)
    return [kind for kind in (KING, QUEEN, ROOK, BISHOP, KNIGHT) if attacks[kind] >> square & 1]


def _occupied(bb: Sequence[int], side: int) -> int:
    base = side * 8
    return bb[base + 1] | bb[base + 2] | bb[base + 3] | bb[base + 4] | bb[base + 5]


def material(bb: Sequence[int]) -> float:
    """Material from Red's point of view (a lost first king counts KING_HIT)."""
    queen, rook, bishop, knight = _MATERIAL_VALUES
    score = 0.0
    for side, sign in ((0, 1.0), (1, -1.0)):
        base = side * 8
        score += sign * (
            queen * bb[base + 2].bit_count()
            + rook * bb[base + 3].bit_count()
            + bishop * bb[base + 4].bit_count()
            + knight * bb[base + 5].bit_count()
        )
        if bb[base + 1].bit_count() < 2:
            score -= sign * KING_HIT
    return score


def presence(bb: Sequence[int], side: int) -> tuple[int, int]:
    """Masks of the kinds the side has (bit = kind code), and of those it has once."""
    base = side * 8
    present = single = 0
    for kind in range(1, 6):
        count = bb[base + kind].bit_count()
        if count:
            present |= 1 << kind
            if count == 1:
                single |= 1 << kind
    return present, single


class Evaluator:
    """Static evaluation for one mapping (it decides which numbers move what)."""

    def __init__(self, mapping: TileMapping) -> None:
        self.odds = Odds(mapping)

    def evaluate(self, game: Game, mover: int, pool: int) -> float:
        """The value for Red of a position where ``mover`` draws next from ``pool``."""
        bb = game.bitboards
        board = game.squares
        occ = (_occupied(bb, 0), _occupied(bb, 1))
        occupied = occ[0] | occ[1]
        attacks = (kind_attacks(bb, 0, occupied), kind_attacks(bb, 1, occupied))
        score = material(bb)
        for side, sign in ((0, MOBILITY), (1, -MOBILITY)):
            free = ~occ[side]
            a = attacks[side]
            score += sign * ((a[2] & free).bit_count() + (a[3] & free).bit_count()
                             + (a[4] & free).bit_count() + (a[5] & free).bit_count())
        other = mover ^ 1
        mine = self.expected_gain(bb, board, attacks, occ, mover, pool)
        theirs = self.expected_gain(bb, board, attacks, occ, other, pool)
        swing = mine - THREAT_WEIGHT * theirs
        return score + swing if mover == 0 else score - swing

    def expected_gain(
        self,
        bb: Sequence[int],
        board: Sequence[int],
        attacks: tuple[list[int], list[int]],
        occ: tuple[int, int],
        side: int,
        pool: int,
    ) -> float:
        """The expected value of the best captures ``side``'s next tile allows."""
        enemy = side ^ 1
        mine = attacks[side]
        targets = (mine[1] | mine[2] | mine[3] | mine[4] | mine[5]) & occ[enemy]
        if not targets:
            return 0.0
        theirs = attacks[enemy]
        defended_all = theirs[1] | theirs[2] | theirs[3] | theirs[4] | theirs[5]
        enemy_kings = bb[enemy * 8 + 1].bit_count()
        victim_values = PIECE_VALUES if enemy_kings > 1 else LAST_KING_VALUES
        attacker_values = (
            PIECE_VALUES if bb[side * 8 + KING].bit_count() > 1 else LAST_KING_VALUES
        )
        chances = self.odds.kind_table(pool)
        # Best and second-best (gain, square) per kind code 1–5, and for the
        # Jolly (slot 6); slot 0 (a half that moves nothing) stays empty.
        g1 = [0.0] * 7
        s1 = [-1] * 7
        g2 = [0.0] * 7
        kings_hit = 0
        while targets:
            low = targets & -targets
            targets ^= low
            square = low.bit_length() - 1
            victim = board[square] & 7
            value = victim_values[victim]
            chance = 0.0
            if defended_all & low:
                chance = chances[
                    (2 if theirs[1] & low else 0)
                    | (4 if theirs[2] & low else 0)
                    | (8 if theirs[3] & low else 0)
                    | (16 if theirs[4] & low else 0)
                    | (32 if theirs[5] & low else 0)
                ]
            if victim == KING:
                kings_hit += 1
            top = 0.0
            for slot in (1, 2, 3, 4, 5):
                if not mine[slot] & low:
                    continue
                gain = value - chance * attacker_values[slot]
                if gain <= 0.0:
                    continue
                if gain > top:
                    top = gain
                if gain > g1[slot]:
                    g2[slot] = g1[slot]
                    g1[slot], s1[slot] = gain, square
                elif gain > g2[slot]:
                    g2[slot] = gain
            if top > g1[JOLLY]:
                g2[JOLLY] = g1[JOLLY]
                g1[JOLLY], s1[JOLLY] = top, square
            elif top > g2[JOLLY]:
                g2[JOLLY] = top
        present, single = presence(bb, side)
        both_kings = kings_hit >= 2 and enemy_kings >= 2
        total = 0.0
        for chance, sa, sb in self.odds.slot_groups(pool, present, single):
            ga, gb = g1[sa], g1[sb]
            if s1[sa] != s1[sb]:
                best = ga + gb
            elif ga == 0.0:  # neither half captures anything
                continue
            else:  # both halves' best captures are the same piece
                best = ga + g2[sb]
                if g2[sa] + gb > best:
                    best = g2[sa] + gb
            if both_kings and best >= 2 * KING_HIT:
                best = WIN
            total += chance * best
        return total
