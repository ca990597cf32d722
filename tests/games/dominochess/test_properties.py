"""Property tests: invariants of the engine over many random games.

Each example is a seed for :meth:`Game.new` and a list of choice indices; at
every step the game plays ``legal_actions()[choice % len(...)]``. The
properties are checked after every action, not only at the end.
"""

from __future__ import annotations

from collections import Counter

from dominochess_games import seeds, steps
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget import ALL_TILES, Game, Termination, perft

# Hypothesis keeps lists short by default; draw the length first so that long
# games (a reshuffle of the pool, the draw rule, kings captured) are common too.
choices = st.integers(min_value=0, max_value=250).flatmap(
    lambda n: st.lists(st.integers(min_value=0, max_value=10_000), min_size=n, max_size=n)
)
mappings = st.sampled_from([None, "NBRQK", "QKRNB", "BNKRQ"])
draw_rules = st.sampled_from([50, 3, 1, None])


def counts(game: Game) -> Counter[str]:
    return Counter(c for c in game.placement() if c.isalpha())


@settings(max_examples=150, deadline=None)
@given(seeds, choices, mappings)
def test_undo_restores_exactly(seed: int, picks: list[int], mapping: str | None) -> None:
    game = Game.new(seed=seed, mapping=mapping)
    snapshots = []
    for action in steps(game, picks):
        snapshots.append((game.clone(), action))
    for before, action in reversed(snapshots):
        assert game.history[-1] == action
        game.undo()
        assert game == before
    assert game == Game.new(seed=seed, mapping=mapping)
    assert game.history == []


@settings(max_examples=100, deadline=None)
@given(seeds, choices, st.integers(0, 10_000))
def test_undo_after_every_legal_action(seed: int, picks: list[int], extra: int) -> None:
    game = Game.new(seed=seed)
    for _ in steps(game, picks[:40]):
        pass
    before = game.clone()
    for action in game.legal_actions():
        game.play(action)
        game.undo()
        assert game == before


@settings(max_examples=100, deadline=None)
@given(seeds, choices, st.lists(st.integers(0, 10_000), min_size=1, max_size=40))
def test_clone_is_independent(seed: int, picks: list[int], more: list[int]) -> None:
    game = Game.new(seed=seed)
    for _ in steps(game, picks):
        pass
    reference = Game.new(seed=seed)
    for _ in steps(reference, picks):
        pass
    assert game == reference
    copy = game.clone()
    assert copy == game
    for _ in steps(copy, more):
        pass
    assert game == reference  # the original did not move
    assert game.placement() == reference.placement() and game.history == reference.history
    # and the other way round: changing the original leaves the copy alone
    copy_before = copy.clone()
    if not game.is_over:
        game.resign()
    elif game.history:
        game.undo()
    assert copy == copy_before


@settings(max_examples=150, deadline=None)
@given(seeds, choices, mappings)
def test_no_piece_moves_twice_in_one_turn(seed: int, picks: list[int], mapping: str | None) -> None:
    game = Game.new(seed=seed, mapping=mapping)
    for action in steps(game, picks):
        moved_to = {a.target for a in game.turn_actions() if not a.is_forfeit}
        assert len(game.turn_actions()) <= 1
        for legal in game.legal_actions():
            assert legal.origin is None or legal.origin not in moved_to, (
                legal,
                game.turn_actions(),
            )
        assert action.origin is None or action.origin not in moved_to


@settings(max_examples=150, deadline=None)
@given(seeds, choices)
def test_pool_is_a_permutation_of_what_is_left(seed: int, picks: list[int]) -> None:
    game = Game.new(seed=seed)

    def check() -> None:
        drawn, pool = game.drawn_tiles, game.pool
        assert len(drawn) + len(pool) == 28
        assert len(set(drawn)) == len(drawn) and len(set(pool)) == len(pool)
        assert set(drawn).isdisjoint(pool)
        assert set(drawn) | set(pool) == set(ALL_TILES)
        assert drawn[-1] == game.tile
        assert game.remaining_tiles == tuple(t for t in ALL_TILES if t in set(pool))

    check()
    for _ in steps(game, picks):
        check()
    check()


@settings(max_examples=150, deadline=None)
@given(seeds, choices, draw_rules)
def test_legal_actions_empty_iff_over(seed: int, picks: list[int], draw_rule: int | None) -> None:
    game = Game.new(seed=seed, draw_rule=draw_rule)
    for _ in steps(game, picks):
        assert not game.is_over
        assert game.result is None and game.winner is None and game.termination is None
    assert (game.legal_actions() == []) == game.is_over
    if game.is_over:
        assert game.result is not None and game.termination is not None
        assert game.halves_left == ()
    else:
        assert game.halves_left


@settings(max_examples=100, deadline=None)
@given(seeds, choices, mappings)
def test_every_listed_action_round_trips_through_text(
    seed: int, picks: list[int], mapping: str | None
) -> None:
    game = Game.new(seed=seed, mapping=mapping)
    for _ in steps(game, picks[:60]):
        before = game.clone()
        for action in game.legal_actions():
            assert game.parse_action(str(action)) == action
            assert game.play(str(action)) == action
            game.undo()
        assert game == before


@settings(max_examples=150, deadline=None)
@given(seeds, choices, mappings)
def test_legal_actions_are_distinct_and_per_unused_half(
    seed: int, picks: list[int], mapping: str | None
) -> None:
    game = Game.new(seed=seed, mapping=mapping)
    for _ in steps(game, picks):
        actions = game.legal_actions()
        assert len(set(actions)) == len(actions)
        assert {a.half for a in actions} == set(game.halves_left)
        for half in set(game.halves_left):
            forfeits = [a for a in actions if a.half == half and a.is_forfeit]
            moves = [a for a in actions if a.half == half and not a.is_forfeit]
            # D3: a half has its moves, or (only then) its forfeit
            assert (len(forfeits) == 1) != bool(moves)
            assert bool(forfeits) == (game.why_no_move(half) is not None)


@settings(max_examples=150, deadline=None)
@given(seeds, choices)
def test_piece_counts_never_increase(seed: int, picks: list[int]) -> None:
    game = Game.new(seed=seed)
    previous = counts(game)
    for action in steps(game, picks):
        before_total = sum(previous.values())
        game_after = game.clone()
        game_after.play(action)
        now = counts(game_after)
        for letter, number in now.items():
            assert number <= previous[letter]
        assert sum(now.values()) == before_total - (action.captured is not None)
        previous = now


@settings(max_examples=150, deadline=None)
@given(seeds, choices)
def test_perft_one_is_the_number_of_legal_actions(seed: int, picks: list[int]) -> None:
    game = Game.new(seed=seed)
    for _ in steps(game, picks[:50]):
        before = game.clone()
        assert perft(game, 1) == len(game.legal_actions())
        assert perft(game, 0) == 1
        assert game == before


@settings(max_examples=80, deadline=None)
@given(seeds, choices)
def test_same_seed_same_choices_same_game(seed: int, picks: list[int]) -> None:
    one, two = Game.new(seed=seed), Game.new(seed=seed)
    played_one = list(steps(one, picks))
    played_two = list(steps(two, picks))
    assert played_one == played_two
    assert one == two
    assert [(t.side, t.tile, t.actions) for t in one.turns()] == [
        (t.side, t.tile, t.actions) for t in two.turns()
    ]
    assert one.pool == two.pool and one.tile == two.tile


@settings(max_examples=80, deadline=None)
@given(seeds, choices)
def test_history_and_turns_agree(seed: int, picks: list[int]) -> None:
    game = Game.new(seed=seed)
    played = list(steps(game, picks))
    assert game.history == played
    assert [a for t in game.turns() for a in t.actions] == played
    # the last turn is the one in progress, unless the draw rule ended the game
    # at the end of a turn
    if game.termination is not Termination.DRAW_RULE:
        assert list(game.turns()[-1].actions) == game.turn_actions()
    for log in game.turns():
        assert len(log.actions) <= 2


@settings(max_examples=80, deadline=None)
@given(
    seeds,
    st.lists(st.sampled_from(ALL_TILES), min_size=1, max_size=6, unique=True),
    choices,
)
def test_short_explicit_pool_is_used_then_the_full_set_reshuffled(
    seed: int, tiles: list[tuple[int, int]], picks: list[int]
) -> None:
    game = Game.from_position(
        "rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR", "red", tiles[0], pool=tiles[1:], seed=seed
    )
    drawn = [game.tile]
    for pick in picks:
        actions = game.legal_actions()
        if not actions:
            break
        side = game.to_move
        game.play(actions[pick % len(actions)])
        if game.to_move is not side and not game.is_over:
            drawn.append(game.tile)  # a new turn: its tile was drawn
    assert drawn[: len(tiles)] == tiles[: len(drawn)]
    if len(drawn) > len(tiles):
        assert game.shuffles >= 1
        assert set(game.drawn_tiles) | set(game.pool) == set(ALL_TILES)
        assert len(game.drawn_tiles) + len(game.pool) == 28
