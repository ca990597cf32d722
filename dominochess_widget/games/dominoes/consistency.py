"""Whether a dominoes position can arise in play (rules page ``dominoes.md``).

A position written by hand, or mutated, may list every tile once and still
describe a deal no play reaches; the engine would then meet a state its
rules never make (a lead with no double in hand, a round that never ends).
:func:`check_consistent` refuses such a position with a
:class:`PositionError` that names the rule:

- the lead (O2, O3): on an empty table the round has just been dealt
  (no pass, not over), some hand holds a double, and the holder of the
  highest double is the one to move;
- a turn (O4, O5a): a player passes only with the boneyard empty and no
  tile that fits, so the players who passed last hold none;
- a round's end (O7): while a round goes on every hand holds a tile; a
  round that is over (``between=yes``, or the match won) ended with one
  empty hand or blocked, and its winner is the one to move (the engine
  gives the turn to the winner, who deals next);
- the score (O8, O9): between rounds no one has reached the target; once
  the match is won, only its winner has, by at most one round's points.

Hand and boneyard sizes are not checked against the deal: a teacher's
set-up may give each player a few tiles and leave the rest in the boneyard.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dominochess_widget.core.errors import PositionError
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.games.dominoes.outcome import ALL_SEATS
from dominochess_widget.games.dominoes.table import Table
from dominochess_widget.games.dominoes.tiles import TILES, Tile, is_double, pips, tile_name

if TYPE_CHECKING:
    from dominochess_widget.games.dominoes.notation import ParsedPosition

#: The most points one round can score (O8): every pip of the set.
MOST_ROUND_POINTS = pips(TILES)


def check_consistent(position: ParsedPosition) -> None:
    """Refuse ``position`` (:class:`PositionError`) when no play reaches it."""
    winner = _check_points(position)
    over = position.between or winner is not None
    _check_lead(position, over)
    if over:
        _check_round_over(position, winner)
    else:
        _check_round_goes_on(position)


def _check_lead(position: ParsedPosition, over: bool) -> None:
    """O2, O3: on an empty table the round has just been dealt (not
    ``over``), and the holder of the highest double is to move (its only
    action is to lead it)."""
    if position.table.placements:
        return
    if position.passes or over:
        raise PositionError("dominoes.position.empty_table")
    doubles = [(tile, seat) for seat, hand in enumerate(position.hands)
               for tile in hand if is_double(tile)]
    if not doubles:
        raise PositionError("dominoes.position.no_double")
    tile, seat = max(doubles)
    if seat != position.turn:
        raise PositionError("dominoes.position.lead", side=_side(position.turn),
                            holder=_side(seat), tile=tile_name(tile))


def _check_points(position: ParsedPosition) -> int | None:
    """O8, O9: the seat that has reached the target (the match's winner), if any."""
    target = position.settings.target
    reached = [seat for seat, points in enumerate(position.points) if points >= target]
    if not reached:
        return None
    if position.between or len(reached) > 1:
        raise PositionError("dominoes.position.target_reached",
                            sides=", ".join(ALL_SEATS[seat] for seat in reached), target=target)
    winner = reached[0]
    most = target - 1 + MOST_ROUND_POINTS
    if position.points[winner] > most:
        raise PositionError("dominoes.position.too_many_points", side=_side(winner),
                            value=position.points[winner], most=most)
    return winner


def _check_round_goes_on(position: ParsedPosition) -> None:
    """O7, O4, O5a: every hand holds a tile, and the players who passed in
    turn just before the one to move have nothing that fits."""
    for seat, hand in enumerate(position.hands):
        if not hand:
            raise PositionError("dominoes.position.empty_hand", side=_side(seat))
    if not position.passes:
        return
    if position.boneyard:
        raise PositionError("dominoes.position.pass_with_boneyard", passes=position.passes)
    players = len(position.hands)
    for back in range(1, position.passes + 1):
        seat = (position.turn - back) % players
        _check_cannot_play(position.table, position.hands[seat], seat)


def _check_round_over(position: ParsedPosition, winner: int | None) -> None:
    """O7: the round ended with one empty hand, or blocked (the boneyard
    empty, nothing fits anywhere); its winner has the turn, and a match's
    winner won this last round."""
    if position.passes:
        raise PositionError("dominoes.position.passes_after_end", passes=position.passes)
    empty = [seat for seat, hand in enumerate(position.hands) if not hand]
    if len(empty) > 1:
        raise PositionError("dominoes.position.two_empty_hands",
                            sides=", ".join(ALL_SEATS[seat] for seat in empty))
    if empty:
        round_winner: int | None = empty[0]
    else:
        round_winner = _blocked_winner(position)
    if winner is not None and round_winner != winner:
        raise PositionError("dominoes.position.match_winner", side=_side(winner))
    if round_winner is not None and position.turn != round_winner:
        raise PositionError("dominoes.position.winner_to_move", side=_side(round_winner))


def _blocked_winner(position: ParsedPosition) -> int | None:
    """A blocked round (O5a): no tile left to draw and none that fits; its
    winner holds the fewest pips (None: a tie, O7)."""
    if position.boneyard:
        raise PositionError("dominoes.position.not_over")
    for seat, hand in enumerate(position.hands):
        _check_cannot_play(position.table, hand, seat, "dominoes.position.not_blocked")
    totals = [pips(hand) for hand in position.hands]
    fewest = [seat for seat, total in enumerate(totals) if total == min(totals)]
    return fewest[0] if len(fewest) == 1 else None


def _check_cannot_play(table: Table, hand: Sequence[Tile], seat: int,
                       key: str = "dominoes.position.passed_with_a_fit") -> None:
    """Refuse (message ``key``) a hand that holds a tile fitting an open end."""
    fitting = [tile for tile in hand if table.fits(tile)]
    if fitting:
        raise PositionError(key, side=_side(seat), tile=tile_name(fitting[0]))


def _side(seat: int) -> object:
    """Seat ``seat``'s name, in the message's language."""
    return seat_name(ALL_SEATS[seat])
