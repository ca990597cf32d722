"""The move generator: the rules of moving and capturing, on bitboards.

Everything here works on plain ints so that perft and a search are fast;
:class:`~dominochess_widget.games.russian.state.Draughts` turns the ints
into :class:`~dominochess_widget.games.russian.state.Move` objects only for
its public API. A position is seen from the side to move: its men and
kings, the enemy's men and kings, and whether the side to move is White
(men move forward, and are crowned on the far rank).

**Action codes.** A legal action is an int: bits 0–5 the start square,
6–11 the end square, bit 12 (:data:`PROMOTES`) set when a man is crowned,
and from bit 13 (:data:`CAPTURE_SHIFT`) the bitboard of the captured
pieces, so ``code >> CAPTURE_SHIFT`` is non-zero exactly for captures.
Two capture routes with the same start, end and captured set have the
same code, which is S2 ("one action per result"); a route that crowns its
man and one that does not lead to different results and stay two actions.

**Routes.** The public API also needs each capture's path, every landing
square in order: ``captures(..., paths=True)`` gives route ints,
``path << CODE_BITS | code``, where ``path`` is a 1 bit and then 6 bits per
square, the start square first. The fast path leaves paths out: their
big ints would slow it down by a third.
"""

from __future__ import annotations

from collections.abc import Callable

from dominochess_widget.games.russian.board import (
    DARK,
    JUMPS_BLACK,
    JUMPS_WHITE,
    KING_RAYS,
)

PROMOTES = 1 << 12
CAPTURE_SHIFT = 13
#: The bits of a route int below its path: the action code.
CODE_BITS = CAPTURE_SHIFT + 64
CODE_MASK = (1 << CODE_BITS) - 1

_Out = list[int]
_Exposed = tuple[int, int, int, int]


def _exposed(enemy: int, empty: int) -> _Exposed:
    """Per direction of ``STEPS``: the enemy pieces with an empty square right
    behind them, the only ones a king looking that way might take."""
    return (enemy & empty >> 9, enemy & empty >> 7, enemy & empty << 7, enemy & empty << 9)


_KingSearch = Callable[[int, int, int, _Exposed, int, int, _Out], bool]
_ManSearch = Callable[[int, int, int, int, int, _Out], bool]


def _capture_searches(paths: bool) -> tuple[_KingSearch, tuple[_ManSearch, _ManSearch]]:
    """The capture searches: for a king, and for a Black and a White man.

    With ``paths`` they append route ints (code and path, for the public
    API); without, bare codes, which keeps the ints small: the fast path.
    """

    def king_captures(
        square: int, enemy: int, occupied: int, exposed: _Exposed, base: int, path: int, out: _Out
    ) -> bool:
        """Append the captures of a king on ``square``; True if it can capture.

        ``enemy`` holds the enemy pieces not yet captured in this move;
        ``occupied`` every piece but the moving one, the captured ones
        included: Turkish strike, a captured piece stays on the board until
        the move is over, blocks the way, and cannot be taken twice. So the
        empty squares do not change during the move, and ``exposed`` (see
        :func:`_exposed`) holds for all of it and skips most rays at once.
        ``base`` is the code of the move so far with every enemy piece
        counted as captured (those still in ``enemy`` are taken out at the
        end); ``path`` is the route's path up to ``square``.

        S1: if from some landing square behind a captured piece the king
        can go on capturing, it must land on such a square and go on; only
        when no landing square allows more may it stop, on any of them.
        """
        found = False
        for ray, upward, direction in KING_RAYS[square]:
            if not ray & exposed[direction]:
                continue
            blockers = ray & occupied
            if upward:
                victim = blockers & -blockers
                beyond = ray & -(victim << 1)
            else:
                victim = 1 << (blockers.bit_length() - 1)
                beyond = ray & (victim - 1)
            if not victim & enemy:
                continue
            stop = beyond & occupied
            # The empty squares behind the victim, up to the next piece.
            landings = beyond & ((stop & -stop) - 1 if upward else -(1 << stop.bit_length()))
            if not landings:
                continue
            found = True
            rest = enemy ^ victim
            ends = 0
            went_on = False
            while landings:
                land = landings & -landings
                landings ^= land
                to = land.bit_length() - 1
                if king_captures(
                    to, rest, occupied, exposed, base, path << 6 | to if paths else 0, out
                ):
                    went_on = True
                elif not went_on:
                    ends |= land
            if not went_on:  # S1: stopping is allowed only when no landing goes on
                code = base ^ rest << CAPTURE_SHIFT
                while ends:
                    land = ends & -ends
                    ends ^= land
                    to = land.bit_length() - 1
                    if paths:
                        out.append((path << 6 | to) << CODE_BITS | code | to << 6)
                    else:
                        out.append(code | to << 6)
        return found

    def man_captures_for(jumps: tuple[tuple[tuple[int, int, int, bool], ...], ...]) -> _ManSearch:
        def man_captures(
            square: int, enemy: int, occupied: int, base: int, path: int, out: _Out
        ) -> bool:
            """Append the captures of a man on ``square`` (arguments as for
            ``king_captures``). Men capture backwards too; a man that lands
            on its crown row is a king at once and goes on as one."""
            found = False
            for jumped, land, to, crowned in jumps[square]:
                if jumped & enemy and not land & occupied:
                    found = True
                    rest = enemy ^ jumped
                    route = path << 6 | to if paths else 0
                    if crowned:
                        promoted = base | PROMOTES
                        exposed = _exposed(rest, DARK ^ occupied)
                        if king_captures(to, rest, occupied, exposed, promoted, route, out):
                            continue
                        code = promoted ^ rest << CAPTURE_SHIFT | to << 6
                    elif man_captures(to, rest, occupied, base, route, out):
                        continue
                    else:
                        code = base ^ rest << CAPTURE_SHIFT | to << 6
                    out.append(route << CODE_BITS | code if paths else code)
            return found

        return man_captures

    return king_captures, (man_captures_for(JUMPS_BLACK), man_captures_for(JUMPS_WHITE))


_SEARCHES = (_capture_searches(False), _capture_searches(True))


def captures(men: int, kings: int, enemy: int, white: bool, paths: bool = False) -> _Out:
    """Every capture of the side to move (``enemy``: all enemy pieces), as
    codes, or as route ints with ``paths``; empty when it has none. Several
    routes may share a code (S2)."""
    out: _Out = []
    if not enemy:
        return out
    king_captures, man_captures = _SEARCHES[paths]
    occupied = men | kings | enemy
    empty = DARK ^ occupied
    # Men with an enemy piece next to them and an empty square behind it.
    men &= (
        ((empty >> 9 & enemy) >> 9)
        | ((empty >> 7 & enemy) >> 7)
        | ((empty << 7 & enemy) << 7)
        | ((empty << 9 & enemy) << 9)
    )
    base_captured = enemy << CAPTURE_SHIFT
    if men:
        search = man_captures[white]
        while men:
            bit = men & -men
            men ^= bit
            start = bit.bit_length() - 1
            search(start, enemy, occupied ^ bit, base_captured | start, 64 | start, out)
    if kings:
        # Counting every king's square as empty makes ``exposed`` hold for
        # each of them (it may let through a ray that the search then drops).
        exposed = _exposed(enemy, empty | kings)
        while kings:
            bit = kings & -kings
            kings ^= bit
            start = bit.bit_length() - 1
            king_captures(
                start, enemy, occupied ^ bit, exposed, base_captured | start, 64 | start, out
            )
    return out


def quiet_codes(men: int, kings: int, empty: int, white: bool) -> _Out:
    """The codes of the side's plain moves: men one step forward, kings
    any distance along a diagonal over empty squares."""
    out: _Out = []
    if white:
        for step in (9, 7):
            targets = men << step & empty
            while targets:
                bit = targets & -targets
                targets ^= bit
                to = bit.bit_length() - 1
                out.append(to - step | to << 6 | (PROMOTES if to >= 56 else 0))
    else:
        for step in (7, 9):
            targets = men >> step & empty
            while targets:
                bit = targets & -targets
                targets ^= bit
                to = bit.bit_length() - 1
                out.append(to + step | to << 6 | (PROMOTES if to < 8 else 0))
    occupied = DARK ^ empty
    while kings:
        bit = kings & -kings
        kings ^= bit
        start = bit.bit_length() - 1
        for ray, upward, _ in KING_RAYS[start]:
            blockers = ray & occupied
            # The empty squares before the nearest piece (all of them if none).
            if upward:
                run = ray & ((blockers & -blockers) - 1)
            else:
                run = ray & -(1 << blockers.bit_length())
            while run:
                target = run & -run
                run ^= target
                out.append(start | (target.bit_length() - 1) << 6)
    return out


#: Each man's plain moves on an empty board, by side (0 White, 1 Black) and
#: square, each move's code by its target square: :func:`quiet_codes`' rule
#: for one man, listed once (reading a record checks a man's step by it).
MAN_STEPS: tuple[tuple[dict[int, int], ...], ...] = tuple(
    tuple({code >> 6 & 63: code for code in quiet_codes(1 << square, 0, DARK, side == 0)}
          for square in range(64))
    for side in (0, 1)
)


def can_step(men: int, kings: int, empty: int, white: bool) -> bool:
    """``bool(quiet_codes(...))``, without listing: whether a man can step
    forward or a king to a square next to it (a king that can move at all
    can move one square)."""
    forward = men << 9 | men << 7 if white else men >> 7 | men >> 9
    return bool((forward | kings << 9 | kings << 7 | kings >> 7 | kings >> 9) & empty)


def action_codes(men: int, kings: int, enemy_men: int, enemy_kings: int, white: bool) -> _Out:
    """The legal actions of the side to move as codes, each once (S2), in a
    fixed order. Capture is compulsory: when there is one, only captures."""
    codes = captures(men, kings, enemy_men | enemy_kings, white)
    if codes:
        return list(dict.fromkeys(codes)) if len(codes) > 1 else codes
    return quiet_codes(men, kings, DARK ^ (men | kings | enemy_men | enemy_kings), white)


def count_actions(men: int, kings: int, enemy_men: int, enemy_kings: int, white: bool) -> int:
    """``len(action_codes(...))``, faster: plain moves are counted, not listed."""
    codes = captures(men, kings, enemy_men | enemy_kings, white)
    if codes:
        return len(set(codes)) if len(codes) > 1 else 1
    occupied = men | kings | enemy_men | enemy_kings
    empty = DARK ^ occupied
    if white:
        total = (men << 9 & empty).bit_count() + (men << 7 & empty).bit_count()
    else:
        total = (men >> 9 & empty).bit_count() + (men >> 7 & empty).bit_count()
    while kings:
        bit = kings & -kings
        kings ^= bit
        for ray, upward, _ in KING_RAYS[bit.bit_length() - 1]:
            blockers = ray & occupied
            if upward:
                total += (ray & ((blockers & -blockers) - 1)).bit_count()
            else:
                total += (ray & -(1 << blockers.bit_length())).bit_count()
    return total


def perft(men: int, kings: int, enemy_men: int, enemy_kings: int, white: bool, depth: int) -> int:
    """The number of action sequences of length ``depth`` (``depth >= 1``),
    by copy-make on the four bitboards; the draw rules are not applied."""
    if depth == 1:
        return count_actions(men, kings, enemy_men, enemy_kings, white)
    total = 0
    depth -= 1
    black = not white
    for code in action_codes(men, kings, enemy_men, enemy_kings, white):
        start = 1 << (code & 63)
        end = 1 << (code >> 6 & 63)
        if kings & start:
            new_men, new_kings = men, kings ^ start | end
        elif code & PROMOTES:
            new_men, new_kings = men ^ start, kings | end
        else:
            new_men, new_kings = men ^ start | end, kings
        captured = code >> CAPTURE_SHIFT
        if captured:
            total += perft(
                enemy_men & ~captured, enemy_kings & ~captured, new_men, new_kings, black, depth
            )
        else:
            total += perft(enemy_men, enemy_kings, new_men, new_kings, black, depth)
    return total
