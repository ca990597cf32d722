"""How good a position is: material, kings, and threats weighted by the odds.

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

from dominochess_widget.ai.odds import Odds
from dominochess_widget.engine.board import KING_TARGETS, KNIGHT_TARGETS, ray
from dominochess_widget.engine.game import Game
from dominochess_widget.engine.mapping import JOLLY, TileMapping

WIN = 100_000.0
KING_HIT = 2_500.0
#: Piece values by kind code (1 = king, handled apart, 2 = queen … 5 = knight).
PIECE_VALUES = (0.0, 0.0, 900.0, 500.0, 330.0, 320.0)
MOBILITY = 3.0
THREAT_WEIGHT = 0.5
KING, QUEEN, ROOK, BISHOP, KNIGHT = 1, 2, 3, 4, 5


def _bits(squares: tuple[int, ...]) -> int:
    mask = 0
    for square in squares:
        mask |= 1 << square
    return mask


KING_ATTACKS = tuple(_bits(targets) for targets in KING_TARGETS)
KNIGHT_ATTACKS = tuple(_bits(targets) for targets in KNIGHT_TARGETS)


def _ray_table(df: int, dr: int) -> tuple[int, ...]:
    """For each square, the bitmask of the engine's ray in direction (df, dr)."""
    return tuple(_bits(ray(square, df, dr)) for square in range(64))


# Rays that go towards higher squares (the nearest blocker is the lowest bit) …
_UP_ORTHO = (_ray_table(0, 1), _ray_table(1, 0))
_UP_DIAG = (_ray_table(1, 1), _ray_table(-1, 1))
# … and towards lower squares (the nearest blocker is the highest bit).
_DOWN_ORTHO = (_ray_table(0, -1), _ray_table(-1, 0))
_DOWN_DIAG = (_ray_table(-1, -1), _ray_table(1, -1))


def _compute_slider(square: int, occupied: int, orthogonal: bool) -> int:
    ups, downs = (_UP_ORTHO, _DOWN_ORTHO) if orthogonal else (_UP_DIAG, _DOWN_DIAG)
    attacks = 0
    for table in ups:
        span = table[square]
        blockers = span & occupied
        if blockers:
            attacks |= span ^ table[(blockers & -blockers).bit_length() - 1]
        else:
            attacks |= span
    for table in downs:
        span = table[square]
        blockers = span & occupied
        if blockers:
            attacks |= span ^ table[blockers.bit_length() - 1]
        else:
            attacks |= span
    return attacks


# The squares that can block a rook-like or bishop-like move from each square.
_ORTHO_MASK = tuple(
    _UP_ORTHO[0][s] | _UP_ORTHO[1][s] | _DOWN_ORTHO[0][s] | _DOWN_ORTHO[1][s] for s in range(64)
)
_DIAG_MASK = tuple(
    _UP_DIAG[0][s] | _UP_DIAG[1][s] | _DOWN_DIAG[0][s] | _DOWN_DIAG[1][s] for s in range(64)
)
# Attack sets already computed, keyed by the relevant occupancy and the square.
_ORTHO_CACHE: dict[int, int] = {}
_DIAG_CACHE: dict[int, int] = {}
_CACHE_LIMIT = 400_000


def rook_attacks(square: int, occupied: int) -> int:
    key = (occupied & _ORTHO_MASK[square]) << 6 | square
    attacks = _ORTHO_CACHE.get(key)
    if attacks is None:
        if len(_ORTHO_CACHE) > _CACHE_LIMIT:
            _ORTHO_CACHE.clear()
        attacks = _ORTHO_CACHE[key] = _compute_slider(square, occupied, True)
    return attacks


def bishop_attacks(square: int, occupied: int) -> int:
    key = (occupied & _DIAG_MASK[square]) << 6 | square
    attacks = _DIAG_CACHE.get(key)
    if attacks is None:
        if len(_DIAG_CACHE) > _CACHE_LIMIT:
            _DIAG_CACHE.clear()
        attacks = _DIAG_CACHE[key] = _compute_slider(square, occupied, False)
    return attacks


def piece_attacks(kind: int, square: int, occupied: int) -> int:
    """The squares a piece of ``kind`` on ``square`` attacks (the first blocker included)."""
    if kind == KING:
        return KING_ATTACKS[square]
    if kind == KNIGHT:
        return KNIGHT_ATTACKS[square]
    if kind == ROOK:
        return rook_attacks(square, occupied)
    if kind == BISHOP:
        return bishop_attacks(square, occupied)
    return rook_attacks(square, occupied) | bishop_attacks(square, occupied)


def kind_attacks(bb: list[int], side: int, occupied: int) -> list[int]:
    """For each kind code 0–5, the squares the side's pieces of that kind attack."""
    base = side * 8
    out = [0, 0, 0, 0, 0, 0]
    attacks = 0
    pieces = bb[base + KING]
    while pieces:
        low = pieces & -pieces
        attacks |= KING_ATTACKS[low.bit_length() - 1]
        pieces ^= low
    out[KING] = attacks
    attacks = 0
    pieces = bb[base + KNIGHT]
    while pieces:
        low = pieces & -pieces
        attacks |= KNIGHT_ATTACKS[low.bit_length() - 1]
        pieces ^= low
    out[KNIGHT] = attacks
    ortho_cache, diag_cache = _ORTHO_CACHE, _DIAG_CACHE
    for kind, ortho, diag in ((QUEEN, True, True), (ROOK, True, False), (BISHOP, False, True)):
        pieces = bb[base + kind]
        attacks = 0
        while pieces:
            low = pieces & -pieces
            square = low.bit_length() - 1
            pieces ^= low
            if ortho:
                found = ortho_cache.get((occupied & _ORTHO_MASK[square]) << 6 | square)
                attacks |= rook_attacks(square, occupied) if found is None else found
            if diag:
                found = diag_cache.get((occupied & _DIAG_MASK[square]) << 6 | square)
                attacks |= bishop_attacks(square, occupied) if found is None else found
        out[kind] = attacks
    return out


def attackers_of(game: Game, square: int, side: int) -> list[int]:
    """The kind codes of ``side``'s pieces that attack ``square``, most valuable first."""
    bb = game._bb
    occupied = _occupied(bb, 0) | _occupied(bb, 1)
    attacks = kind_attacks(bb, side, occupied)
    return [kind for kind in (KING, QUEEN, ROOK, BISHOP, KNIGHT) if attacks[kind] >> square & 1]


def _occupied(bb: list[int], side: int) -> int:
    base = side * 8
    return bb[base + 1] | bb[base + 2] | bb[base + 3] | bb[base + 4] | bb[base + 5]


def material(bb: list[int]) -> float:
    """Material from Red's point of view (a lost first king counts KING_HIT)."""
    score = 0.0
    for side, sign in ((0, 1.0), (1, -1.0)):
        base = side * 8
        score += sign * (
            900.0 * bb[base + 2].bit_count()
            + 500.0 * bb[base + 3].bit_count()
            + 330.0 * bb[base + 4].bit_count()
            + 320.0 * bb[base + 5].bit_count()
        )
        if bb[base + 1].bit_count() < 2:
            score -= sign * KING_HIT
    return score


def presence(bb: list[int], side: int) -> tuple[int, int]:
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
        self.number_kind = self.odds.number_kind

    def evaluate(self, game: Game, mover: int, pool: int) -> float:
        """The value for Red of a position where ``mover`` draws next from ``pool``."""
        bb = game._bb
        board = game._board
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
        bb: list[int],
        board: list[int],
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
        victim_values = (
            0.0,
            KING_HIT if enemy_kings > 1 else WIN,
            900.0, 500.0, 330.0, 320.0,
        )
        attacker_values = (
            0.0,
            KING_HIT if bb[side * 8 + 1].bit_count() > 1 else WIN,
            900.0, 500.0, 330.0, 320.0,
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
