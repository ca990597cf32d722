"""Counting the unseen tiles: what one seat can work out from what it may see (O10, O11).

A seat sees its own hand, the table, every hand's size, the boneyard's
size and every draw and pass. From the record it knows, for each other
player, numbers that player cannot hold (:func:`known_voids`): a player
who passes, or draws, holds no tile matching the ends open at that moment;
drawing brings in a tile nobody else has seen, so what a draw shows holds
only once that tile is accounted for (drawn again past, or played).

:func:`chance_holds` counts every way the unseen tiles can lie in the
other hands and the boneyard, of the right sizes, with no hand holding a
number it is known not to hold, and gives the share of them in which a
player holds a tile showing a number. While the other players have not
drawn this round, every such way is equally likely and the chance is
exact; after their draws it treats the ways as equally likely (a draw's
timing can make some a little likelier). Pure Python; the counting is
tested against brute-force enumeration.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache

from dominochess_widget.core.errors import expect_int
from dominochess_widget.games.dominoes.actions import Action, Deal, Draw, Pass, Play
from dominochess_widget.games.dominoes.outcome import Termination
from dominochess_widget.games.dominoes.state import Dominoes
from dominochess_widget.games.dominoes.tiles import TILES, Tile


def unseen_tiles(game: Dominoes, seat: str) -> tuple[Tile, ...]:
    """The tiles ``seat`` cannot see: in the other hands or the boneyard."""
    seen = set(game.hand(seat)) | set(game.table.tiles)
    return tuple(tile for tile in TILES if tile not in seen)


def number_counts(game: Dominoes, seat: str) -> dict[int, int]:
    """For each number 0–6, how many unseen tiles show it (a double counts once)."""
    unseen = unseen_tiles(game, seat)
    return {n: sum(1 for tile in unseen if n in tile) for n in range(7)}


def known_voids(game: Dominoes) -> dict[str, frozenset[int]]:
    """For each seat, the numbers the public record of this round shows it
    cannot hold now.

    A pass with open ends E adds E: the hand only shrinks afterwards. A
    draw brings in an unseen tile, so while it is unaccounted for (its
    drawer has not acted since) nothing is known. When the drawer next
    acts, the tile is accounted for: a play after drawing must be that
    tile (nothing else fitted), so the hand is as before the draws, which
    held none of E, nor — after a single draw — the numbers known before;
    another draw or a pass means the tile did not fit E either."""
    replay = _round_start(game)
    voids: dict[str, set[int]] = {seat: set() for seat in game.seats}
    drawn: dict[str, int] = {seat: 0 for seat in game.seats}  # draws since the seat's last act
    before: dict[str, set[int]] = {seat: set() for seat in game.seats}
    for seat, action in _round_record(game):
        ends = set(replay.open_ends())
        if isinstance(action, Draw):
            before[seat] = voids[seat] | ends if drawn[seat] == 0 else ends
            drawn[seat] += 1
            voids[seat] = set()  # the new tile is unknown for now
        else:
            if drawn[seat]:
                voids[seat] = before[seat] if isinstance(action, Play) else ends
                drawn[seat] = 0
            if isinstance(action, Pass):
                voids[seat] |= ends
        replay.play(action)
    return {seat: frozenset(found) for seat, found in voids.items()}


def chance_holds(game: Dominoes, seat: str, other: str, number: int) -> Fraction:
    """The exact chance, for ``seat``, that ``other`` holds a tile showing
    ``number`` (for its own hand, 0 or 1: it sees it)."""
    seat, other = game.check_seat(seat), game.check_seat(other)
    number = expect_int("number", number)
    if other == seat:
        return Fraction(any(number in tile for tile in game.hand(seat)))
    places, allowed = _places(game, seat)
    target = places.index(other)
    capacities = _sizes(game, places)
    every = _count(allowed, capacities)
    if not every:
        return Fraction(0)
    without = tuple(
        tuple(ok and not (index == target and number in tile) for index, ok in enumerate(row))
        for row, tile in zip(allowed, unseen_tiles(game, seat), strict=True)
    )
    return 1 - Fraction(_count(without, capacities), every)


def _places(game: Dominoes, seat: str) -> tuple[list[str], tuple[tuple[bool, ...], ...]]:
    """The hidden places (the other seats, then "boneyard") and, per unseen
    tile, where it may lie (not in a hand known to lack one of its numbers)."""
    voids = known_voids(game)
    places = [s for s in game.seats if s != seat] + ["boneyard"]
    allowed = tuple(
        tuple(place == "boneyard" or not (set(tile) & voids[place]) for place in places)
        for tile in unseen_tiles(game, seat)
    )
    return places, allowed


def _sizes(game: Dominoes, places: Sequence[str]) -> tuple[int, ...]:
    sizes = game.hand_sizes
    return tuple(game.boneyard_size if p == "boneyard" else sizes[p] for p in places)


def _count(allowed: tuple[tuple[bool, ...], ...], capacities: tuple[int, ...]) -> int:
    """How many ways put each tile in a place it is allowed, filling every
    place exactly (tiles distinct, places unordered inside)."""
    if sum(capacities) != len(allowed):
        return 0
    return _ways(allowed, 0, capacities)


@lru_cache(maxsize=1 << 16)  # bounded: a long match asks for many tables
def _ways(allowed: tuple[tuple[bool, ...], ...], index: int, left: tuple[int, ...]) -> int:
    if index == len(allowed):
        return 1 if not any(left) else 0
    total = 0
    for place, ok in enumerate(allowed[index]):
        if ok and left[place]:
            total += _ways(allowed, index + 1, _less(left, place))
    return total


def _less(left: tuple[int, ...], place: int) -> tuple[int, ...]:
    return (*left[:place], left[place] - 1, *left[place + 1:])


def sample_arrangement(game: Dominoes, seat: str,
                       rng: random.Random) -> dict[str, list[Tile]]:
    """One arrangement of the unseen tiles (each place → its tiles; the
    boneyard in a random order), drawn uniformly among those that respect
    every known void — what ``seat`` may imagine the hidden tiles to be.
    Before the lead, the player to move is known to hold the highest
    double dealt (O3): arrangements that deny it are drawn again."""
    while True:
        out = _arrangement(game, seat, rng)
        if game.table.placements or game.between_rounds or _leads_rightly(game, seat, out):
            return out


def _leads_rightly(game: Dominoes, seat: str, hidden: dict[str, list[Tile]]) -> bool:
    """Whether the player to move holds the highest double of every hand."""
    hands = {s: list(game.hand(s)) if s == seat else hidden[s] for s in game.seats}
    doubles = [(tile, s) for s, hand in hands.items() for tile in hand if tile[0] == tile[1]]
    return bool(doubles) and max(doubles)[1] == game.to_move


def _arrangement(game: Dominoes, seat: str, rng: random.Random) -> dict[str, list[Tile]]:
    places, allowed = _places(game, seat)
    left = _sizes(game, places)
    out: dict[str, list[Tile]] = {place: [] for place in places}
    for index, tile in enumerate(unseen_tiles(game, seat)):
        weights = [(_ways(allowed, index + 1, _less(left, p)) if ok and left[p] else 0)
                   for p, ok in enumerate(allowed[index])]
        place = rng.choices(range(len(places)), weights=weights)[0]
        out[places[place]].append(tile)
        left = _less(left, place)
    rng.shuffle(out["boneyard"])
    return out


def _round_start(game: Dominoes) -> Dominoes:
    """A copy of ``game`` taken back to the start of its current round (a
    resignation or an agreed draw is taken back too: it is not an action)."""
    copy = game.clone()
    if copy.termination in (Termination.RESIGNATION, Termination.AGREEMENT):
        copy.undo()
    for _ in _round_record(game):
        copy.undo()
    return copy


def _round_record(game: Dominoes) -> list[tuple[str, Action]]:
    """The public record of the current round (after the last deal)."""
    record = game.record
    last_deal = max((i for i, (_, action) in enumerate(record) if isinstance(action, Deal)),
                    default=-1)
    return record[last_deal + 1:]
