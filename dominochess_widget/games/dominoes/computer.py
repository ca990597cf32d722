"""The computer players of dominoes, each deciding from its own seat's view (O11).

- **easy**: a random legal action (seeded by what the seat sees).
- **medium**: the heaviest tile that fits; among equal weights a double
  first (doubles are the hardest tiles to place later), then the face that
  leaves an end it holds more of.
- **hard**: imagines the hidden tiles — arrangements of the unseen tiles
  drawn uniformly among those that respect every known void
  (:mod:`.counting`) — and plays each candidate out to the round's end in
  every imagined deal, all players playing medium; it plays the action
  with the best average balance (its points won minus points lost).

Every choice is a function of :meth:`Dominoes.observation` of the seat,
never of another hand or of the boneyard's order: the imagined deals are
built from the seat's hand, the table and the public record only, and the
random generators are keyed on the observation.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from dominochess_widget.ai.computers import BudgetedComputer, Level, seeded_rng, stopper
from dominochess_widget.core.numbers import check_seed
from dominochess_widget.core.protocol import Cancel
from dominochess_widget.games.dominoes.actions import Action, Play
from dominochess_widget.games.dominoes.counting import sample_arrangement
from dominochess_widget.games.dominoes.notation import format_position
from dominochess_widget.games.dominoes.state import Dominoes
from dominochess_widget.games.dominoes.tiles import is_double, other_end

#: Imagined deals per second of time budget (hard); each is played out
#: once per candidate action.
DEALS_PER_SECOND = 120
#: Plies after which a playout is cut short (a round rarely lasts longer).
PLAYOUT_LIMIT = 200


def medium_choice(game: Dominoes, actions: Sequence[Action]) -> Action:
    """The heaviest fitting tile, a double first among equals, then the face
    that leaves an end the player holds most of; a draw or a pass when that
    is all there is."""
    plays = [a for a in actions if isinstance(a, Play)]
    if not plays:
        return actions[0]
    hand = game.hand(game.to_move)

    def held(number: int) -> int:
        return sum(1 for tile in hand if number in tile)

    def key(play: Play) -> tuple[int, bool, int]:
        tile = play.tile
        left = tile[0] if play.face is None else other_end(tile, play.face.number)
        return (sum(tile), is_double(tile), held(left))

    return max(plays, key=key)


class DominoesComputer(BudgetedComputer):
    """A computer player for one seat of a dominoes match, at one level
    (it never runs out of time: ``timed_out`` stays False)."""

    game_type = Dominoes
    game_kind = "dominoes_game"

    def __init__(self, level: Level | str = Level.HARD, seed: int = 0,
                 time_budget: float = 1.0, **options: Any) -> None:
        super().__init__(level, check_seed(seed), time_budget, **options)

    def __repr__(self) -> str:
        return f"DominoesComputer({self._level.value!r}, seed={self.seed})"

    def decide(self, state: Any, cancel: Cancel) -> Action:
        """The action for the seat to move in ``state`` (not changed)."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]  # type: ignore[no-any-return]
        seat = state.to_move
        rng = seeded_rng(self._level.value, self.seed, state.observation(seat))
        if self._level is Level.EASY:
            return rng.choice(actions)  # type: ignore[no-any-return]
        if self._level is Level.MEDIUM:
            return medium_choice(state, actions)
        return self._hard(state, actions, rng, stopper(cancel))

    def _hard(self, game: Dominoes, actions: Sequence[Action], rng: random.Random,
              stop: Any) -> Action:
        seat = game.to_move
        deals = max(2, int(DEALS_PER_SECOND * self.time_budget))
        totals = [0.0] * len(actions)
        for _ in range(deals):
            if stop is not None and stop():
                break
            world = imagined(game, seat, rng)
            for index, action in enumerate(actions):
                totals[index] += _playout(world.clone(), action, seat)
        return actions[max(range(len(actions)), key=lambda i: (totals[i], -i))]


def imagined(game: Dominoes, seat: str, rng: random.Random) -> Dominoes:
    """A match that looks to ``seat`` exactly like ``game`` (its hand, the
    table, every size, the scores), the hidden tiles drawn by
    :func:`sample_arrangement`: built from the seat's view alone."""
    hidden = sample_arrangement(game, seat, rng)
    hands = [list(game.hand(seat)) if s == seat else sorted(hidden[s]) for s in game.seats]
    passes = 0
    for _, action in reversed(game.record):
        if str(action) != "pass":
            break
        passes += 1
    text = format_position(game.settings, rng.randrange(1 << 31), game.round,
                           list(game.scores_so_far.values()), hands, hidden["boneyard"],
                           game.table, game.seats.index(game.to_move), passes, False, 0)
    return Dominoes.from_position(text)


def _playout(world: Dominoes, action: Action, seat: str) -> float:
    """Play ``action``, then medium for everyone to the round's end: the
    seat's points won, minus the points another winner took."""
    before = dict(world.scores_so_far)
    rounds = len(world.rounds)
    world.play(action)
    plies = 0
    while len(world.rounds) == rounds and not world.is_over and plies < PLAYOUT_LIMIT:
        world._push(medium_choice(world, world.legal_actions()))
        plies += 1
    if len(world.rounds) == rounds:
        return 0.0
    end = world.rounds[-1]
    if end.winner is None:
        return 0.0
    gained = world.scores_so_far[world.seats[end.winner]] - before[world.seats[end.winner]]
    return float(gained if world.seats[end.winner] == seat else -gained)


def make_computer(level: Level | str = Level.HARD, **options: Any) -> DominoesComputer:
    """Dominoes' computer factory (its registry entry's ``computer``)."""
    return DominoesComputer(level, **options)
