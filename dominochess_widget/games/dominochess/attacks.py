"""How domino chess's pieces move: said once here, and every table built from it.

The rules page: a king moves one square in any direction, a queen any
distance orthogonally or diagonally, a rook orthogonally, a bishop
diagonally, a knight an L-jump (the only piece that jumps); sliders are
blocked by any piece and capture the first enemy piece in their way.
:data:`LEAPER_STEPS` and :data:`SLIDER_LINES` are that sentence; the rest
of this module is derived from them:

- :data:`LEAPS` and :data:`RAYS`, the move generator's tables (per kind
  code, per square), used by :class:`~dominochess_widget.games.dominochess.game.Game`;
- :func:`path_between`, the squares a move must cross, used to explain a
  refused action (:mod:`~dominochess_widget.games.dominochess.explain`);
- :func:`piece_attacks` and :func:`kind_attacks`, attack sets as bitboards
  (bit ``s`` is square ``s``), used by the computer player.

A side's *bitboards* are indexed by piece code (``side * 8 + kind``, as in
:mod:`~dominochess_widget.games.dominochess.board`), one int per code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from dominochess_widget.games.dominochess.board import FILE_COUNT, RANK_COUNT, SQUARE_COUNT, Kind

Step = tuple[int, int]  # (files, ranks)

ORTHOGONAL: tuple[Step, ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAGONAL: tuple[Step, ...] = ((1, 1), (1, -1), (-1, -1), (-1, 1))
KNIGHT_JUMPS: tuple[Step, ...] = (
    (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)
)

#: The kinds that move one step (the knight's step is its jump).
LEAPER_STEPS: dict[Kind, tuple[Step, ...]] = {
    Kind.KING: ORTHOGONAL + DIAGONAL,
    Kind.KNIGHT: KNIGHT_JUMPS,
}
#: The kinds that slide, blocked by any piece: the lines (sets of
#: directions) each slides along.
SLIDER_LINES: dict[Kind, tuple[tuple[Step, ...], ...]] = {
    Kind.QUEEN: (ORTHOGONAL, DIAGONAL),
    Kind.ROOK: (ORTHOGONAL,),
    Kind.BISHOP: (DIAGONAL,),
}

Targets = tuple[tuple[int, ...], ...]  # per square, the squares reached
Rays = tuple[tuple[tuple[int, ...], ...], ...]  # per square, its rays, nearest square first


def _on_board(file: int, rank: int) -> bool:
    return 0 <= file < FILE_COUNT and 0 <= rank < RANK_COUNT


def _steps(square: int, steps: tuple[Step, ...]) -> tuple[int, ...]:
    file, rank = square & 7, square >> 3
    return tuple(
        (rank + dr) * 8 + file + df for df, dr in steps if _on_board(file + df, rank + dr)
    )


def ray(square: int, df: int, dr: int) -> tuple[int, ...]:
    """The squares from ``square`` (excluded) in direction (df, dr) to the edge."""
    file, rank = (square & 7) + df, (square >> 3) + dr
    out = []
    while _on_board(file, rank):
        out.append(rank * 8 + file)
        file, rank = file + df, rank + dr
    return tuple(out)


def _rays(directions: tuple[Step, ...]) -> Rays:
    return tuple(
        tuple(r for r in (ray(square, df, dr) for df, dr in directions) if r)
        for square in range(SQUARE_COUNT)
    )


def _directions(kind: Kind) -> tuple[Step, ...]:
    return tuple(step for line in SLIDER_LINES[kind] for step in line)


# ------------------------------------------------------------ the move generator
#: Per kind code (0–7): a leaper's targets per square, or None for a slider …
LEAPS: tuple[Targets | None, ...] = tuple(
    tuple(_steps(s, LEAPER_STEPS[Kind(k)]) for s in range(SQUARE_COUNT))
    if k in LEAPER_STEPS else None
    for k in range(8)
)
#: … and a slider's rays per square (empty for the others).
RAYS: tuple[Rays, ...] = tuple(
    _rays(_directions(Kind(k))) if k in SLIDER_LINES else () for k in range(8)
)


def path_between(kind: Kind, origin: int, target: int) -> tuple[int, ...] | None:
    """The squares a move of ``kind`` from ``origin`` to ``target`` crosses
    (each must be empty), or None when that kind cannot go there at all,
    even on an empty board."""
    leaps = LEAPS[kind]
    if leaps is not None:
        return () if target in leaps[origin] else None
    for squares in RAYS[kind][origin]:
        if target in squares:
            return squares[: squares.index(target)]
    return None


# ------------------------------------------------------------ bitboards
def _bits(squares: Sequence[int]) -> int:
    mask = 0
    for square in squares:
        mask |= 1 << square
    return mask


def _leap_masks(kind: Kind) -> tuple[int, ...]:
    targets = LEAPS[kind]
    assert targets is not None
    return tuple(_bits(t) for t in targets)


#: Per kind code: a leaper's attack set per square as a bitboard (None for a slider).
LEAP_MASKS: tuple[tuple[int, ...] | None, ...] = tuple(
    _leap_masks(Kind(k)) if k in LEAPER_STEPS else None for k in range(8)
)


class _Line:
    """The attacks along one line (orthogonal or diagonal), cached by the
    occupancy that matters to them."""

    __slots__ = ("cache", "downs", "mask", "ups")

    def __init__(self, directions: tuple[Step, ...]) -> None:
        tables = {
            (df, dr): tuple(_bits(ray(s, df, dr)) for s in range(SQUARE_COUNT))
            for df, dr in directions
        }
        # Rays towards higher squares (the nearest blocker is the lowest bit) …
        self.ups = tuple(t for (df, dr), t in tables.items() if dr * 8 + df > 0)
        # … and towards lower squares (the nearest blocker is the highest bit).
        self.downs = tuple(t for (df, dr), t in tables.items() if dr * 8 + df < 0)
        # The squares that can block a move from each square.
        self.mask = tuple(_union(t[s] for t in tables.values()) for s in range(SQUARE_COUNT))
        self.cache: dict[int, int] = {}

    def compute(self, square: int, occupied: int) -> int:
        attacks = 0
        for table in self.ups:
            span = table[square]
            blockers = span & occupied
            if blockers:
                attacks |= span ^ table[(blockers & -blockers).bit_length() - 1]
            else:
                attacks |= span
        for table in self.downs:
            span = table[square]
            blockers = span & occupied
            if blockers:
                attacks |= span ^ table[blockers.bit_length() - 1]
            else:
                attacks |= span
        return attacks


def _union(masks: Iterable[int]) -> int:
    out = 0
    for mask in masks:
        out |= mask
    return out


_CACHE_LIMIT = 400_000
_ORTHO = _Line(ORTHOGONAL)
_DIAG = _Line(DIAGONAL)
_ORTHO_MASK, _DIAG_MASK = _ORTHO.mask, _DIAG.mask
_ORTHO_CACHE, _DIAG_CACHE = _ORTHO.cache, _DIAG.cache
# For kind_attacks, kind codes as plain ints: per slider, does it slide
# orthogonally, diagonally? per leaper, its masks.
_SLIDES: tuple[tuple[int, bool, bool], ...] = tuple(
    (int(kind), ORTHOGONAL in lines, DIAGONAL in lines) for kind, lines in SLIDER_LINES.items()
)
_LEAPERS: tuple[tuple[int, tuple[int, ...]], ...] = tuple(
    (int(kind), _leap_masks(kind)) for kind in LEAPER_STEPS
)
if any(line not in (ORTHOGONAL, DIAGONAL) for lines in SLIDER_LINES.values() for line in lines):
    raise AssertionError("a slider line without attack tables")


def _cached_attacks(line: _Line) -> Callable[[int, int], int]:
    """The attacks along ``line`` from a square, given the occupied squares,
    looked up in the line's cache (filled on demand, cleared when full)."""
    mask, cache, compute = line.mask, line.cache, line.compute

    def attacks(square: int, occupied: int) -> int:
        key = (occupied & mask[square]) << 6 | square
        found = cache.get(key)
        if found is None:
            if len(cache) > _CACHE_LIMIT:
                cache.clear()
            found = cache[key] = compute(square, occupied)
        return found

    return attacks


#: The squares a rook on ``square`` attacks (the first blocker included).
orthogonal_attacks = _cached_attacks(_ORTHO)
#: The squares a bishop on ``square`` attacks (the first blocker included).
diagonal_attacks = _cached_attacks(_DIAG)


def piece_attacks(kind: int, square: int, occupied: int) -> int:
    """The squares a piece of ``kind`` on ``square`` attacks (the first blocker included)."""
    leaps = LEAP_MASKS[kind]
    if leaps is not None:
        return leaps[square]
    attacks = 0
    for line in SLIDER_LINES[Kind(kind)]:
        if line is ORTHOGONAL:
            attacks |= orthogonal_attacks(square, occupied)
        else:
            attacks |= diagonal_attacks(square, occupied)
    return attacks


def kind_attacks(bitboards: Sequence[int], side: int, occupied: int) -> list[int]:
    """For each kind code 0–5, the squares ``side``'s pieces of that kind attack."""
    base = side * 8
    out = [0, 0, 0, 0, 0, 0]
    for kind, masks in _LEAPERS:
        attacks = 0
        pieces = bitboards[base + kind]
        while pieces:
            low = pieces & -pieces
            attacks |= masks[low.bit_length() - 1]
            pieces ^= low
        out[kind] = attacks
    ortho_cache, diag_cache = _ORTHO_CACHE, _DIAG_CACHE
    for kind, ortho, diag in _SLIDES:
        pieces = bitboards[base + kind]
        attacks = 0
        while pieces:
            low = pieces & -pieces
            square = low.bit_length() - 1
            pieces ^= low
            if ortho:
                found = ortho_cache.get((occupied & _ORTHO_MASK[square]) << 6 | square)
                attacks |= orthogonal_attacks(square, occupied) if found is None else found
            if diag:
                found = diag_cache.get((occupied & _DIAG_MASK[square]) << 6 | square)
                attacks |= diagonal_attacks(square, occupied) if found is None else found
        out[kind] = attacks
    return out
