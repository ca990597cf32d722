"""DamHex³: the engine against the independent reference, and its invariants
over many random games.

tests/support/damhex_reference.py was written from the rules page alone and shares
no code with the engine. Here the two are compared on perft from the start,
node by node (the legal moves, then the whole position after each: who moves
next, who was robbed, crowning, eliminations, the quiet count) from many
positions reached by seeded random play and from random placements with
kings, and on every count of tests/support/perft/damhex.perft. Then hypothesis
drives random games: undo restores exactly, a clone is independent, the
position text round-trips, pieces only leave the board by capture or
elimination, the player to move is in the game, and the final scores add
up as H14 says.
"""

from __future__ import annotations

import random

import damhex_reference as ref
import pytest
from draughts_perft_file import PerftPosition, read_perft_file
from hypothesis import given, settings
from hypothesis import strategies as st
from paths import PERFT_DIR

from dominochess_widget.games import generic_perft as perft  # play, recurse, undo
from dominochess_widget.games.damhex import DamHex, Termination

COLOURS = ("white", "black", "red")
#: The start counts: depths 1-4 from the rules page, 5 from both generators.
START_PERFT = {1: 10, 2: 82, 3: 651, 4: 5688, 5: 45697}
PERFT_FILE = PERFT_DIR / "damhex.perft"
#: The engine re-checks the file's counts up to this many leaves,
ENGINE_LIMIT = 20_000
#: and the reference, slower, up to this many.
REFERENCE_LIMIT = 3_000




def same_node(g: DamHex, node: ref.Position) -> None:
    """The engine's state is the reference's: over or not, and if not, the
    whole position text (mover, last mover, robbed, quiet count, players out,
    every piece)."""
    assert g.is_over == node.over, (g.position(), ref.format(node))
    if not g.is_over:
        assert g.position() == ref.format(node)
        assert g.to_move == node.to_move and g.robbed == node.robbed
        assert list(g.players) == node.alive


def compare(g: DamHex, node: ref.Position, depth: int) -> int:
    """Walk both trees to ``depth``; returns the leaves."""
    same_node(g, node)
    if depth == 0 or g.is_over:
        return int(depth == 0)
    mine = sorted(str(m) for m in g.legal_actions())
    theirs = ref.children(node)
    assert mine == [text for text, _ in theirs], g.position()
    leaves = 0
    for text, child in theirs:
        g.play(text)
        leaves += compare(g, child, depth - 1)
        g.undo()
    return leaves


def random_game(seed: int, plies: int, resign: float = 0.0) -> DamHex:
    """A game from the start after up to ``plies`` random moves (a player
    to move retires with probability ``resign``)."""
    rng = random.Random(seed)
    g = DamHex.new()
    for _ in range(plies):
        if g.is_over:
            break
        if rng.random() < resign:
            g.resign()
        else:
            g.play(rng.choice(g.legal_actions()))
    return g


def random_placement(rng: random.Random) -> str | None:
    """A random position: men and kings anywhere, two or three players."""
    parts: dict[str, list[str]] = {c: [] for c in COLOURS}
    for cell in rng.sample(range(1, 62), rng.randint(5, 30)):
        colour = rng.choice(COLOURS)
        parts[colour].append(("K" if rng.random() < 0.35 else "") + str(cell))
    out = [c for c in COLOURS if not parts[c]]
    if len(out) > 1:
        return None
    alive = [c for c in COLOURS if c not in out]
    mover = rng.choice(alive)
    last = alive[alive.index(mover) - 1]
    quiet = rng.choice([0, 0, 3, 78, 79, 118, 119])
    pieces = "; ".join(f"{c}={','.join(parts[c]) or '-'}" for c in COLOURS)
    return f"move={mover}; last={last}; quiet={quiet}; out={','.join(out) or '-'}; {pieces}"


# ====================================================================== perft
@pytest.mark.parametrize("depth", sorted(START_PERFT))
def test_perft_from_the_start_engine_and_reference(depth: int) -> None:
    g = DamHex.new()
    assert perft(g, depth) == START_PERFT[depth]
    assert ref.perft(ref.START, depth) == START_PERFT[depth]
    assert g == DamHex.new()


def test_the_trees_from_the_start_agree_node_by_node() -> None:
    assert ref.format(ref.START) == DamHex.new().position()
    assert compare(DamHex.new(), ref.START, 3) == 651


MIDGAME_SEEDS = range(60)


@pytest.mark.parametrize("seed", MIDGAME_SEEDS)
def test_the_trees_agree_from_random_midgames(seed: int) -> None:
    rng = random.Random(1000 + seed)
    g = random_game(seed, rng.randrange(5, 160))
    if g.is_over:
        g.undo()
    text = g.position()
    node = ref.parse(text)
    depth = 3 if seed % 3 == 0 else 2
    compare(DamHex.from_position(text), node, depth)


def test_the_trees_agree_from_random_placements_with_kings() -> None:
    rng = random.Random(2024)
    checked = ratti = 0
    while checked < 400:
        text = random_placement(rng)
        if text is None:
            continue
        g = DamHex.from_position(text)
        node = ref.parse(text)
        compare(g, node, 2)
        ratti += sum(1 for m in g.legal_actions() if _ratto_after(g, m))
        checked += 1
    assert ratti > 50  # the placements do exercise the ratto


def _ratto_after(g: DamHex, move: object) -> bool:
    g.play(move)  # type: ignore[arg-type]
    robbed = g.robbed is not None
    g.undo()
    return robbed


def test_ratto_games_agree_along_whole_games() -> None:
    """Whole random games: at every node the legal moves and the next
    position agree (the ratto and the eliminations included)."""
    ratti = 0
    for seed in range(4):
        rng = random.Random(seed)
        g = DamHex.new()
        node = ref.START
        while not g.is_over:
            same_node(g, node)
            children = dict(ref.children(node))
            assert sorted(str(m) for m in g.legal_actions()) == sorted(children)
            move = rng.choice(g.legal_actions())
            g.play(move)
            node = children[str(move)]
            ratti += g.turns[-1].ratto
        assert node.over
    assert ratti > 0


# ====================================================================== the perft file
POSITIONS = read_perft_file(PERFT_FILE)
IDS = [p.id for p in POSITIONS]


def test_the_perft_file_has_the_start_and_the_tricky_positions() -> None:
    start = POSITIONS[0]
    assert start.id == "start" and start.fen == DamHex.new().position()
    assert {d: start.counts[d] for d in START_PERFT} == START_PERFT
    assert len(set(IDS)) == len(IDS)
    assert {"ratto-48-41", "two-ratti", "priority-tie", "priority-sequence", "thief-crowned",
            "robbed-crowned", "blocked-robbed", "kings", "endgame", "near-draw"} <= set(IDS)
    kinds = {p.id: DamHex.from_position(p.fen) for p in POSITIONS}
    assert kinds["ratto-48-41"].robbed == "black"
    assert len(kinds["endgame"].players) == 2
    assert len(kinds["priority-tie"].legal_actions()) == 2


@pytest.mark.parametrize("position", POSITIONS, ids=IDS)
def test_engine_perft_matches_the_file(position: PerftPosition) -> None:
    g = DamHex.from_position(position.fen)
    assert g.position() == position.fen
    checked = 0
    for depth, count in sorted(position.counts.items()):
        if count > ENGINE_LIMIT:
            break
        assert perft(g, depth) == count, (position.id, depth)
        checked += 1
    assert checked >= 3
    assert g.position() == position.fen


@pytest.mark.parametrize("position", POSITIONS, ids=IDS)
def test_reference_perft_matches_the_file(position: PerftPosition) -> None:
    node = ref.parse(position.fen)
    assert ref.format(node) == position.fen
    for depth, count in sorted(position.counts.items()):
        if count > REFERENCE_LIMIT:
            break
        assert ref.perft(node, depth) == count, (position.id, depth)


# ====================================================================== invariants
SEEDS = st.integers(0, 10**6)


def _state(g: DamHex) -> tuple[object, ...]:
    return (g.position(), g.turns, g.is_over, g.result, g.players, g.eliminated,
            g.quiet_moves, g.last_mover, g.robbed)


@settings(max_examples=40, deadline=None)
@given(SEEDS, st.integers(0, 200))
def test_undo_restores_exactly_and_the_position_round_trips(seed: int, plies: int) -> None:
    g = random_game(seed, plies, resign=0.003)
    if g.is_over:
        g.undo()  # the last move (or retirement): the game goes on again
        assert not g.is_over
    before = _state(g)
    for move in g.legal_actions():
        assert g.parse_action(str(move)) == move
        g.play(move)
        if not g.is_over:
            back = DamHex.from_position(g.position())
            assert back == g and back.position() == g.position()
            assert sorted(map(str, back.legal_actions())) == sorted(map(str, g.legal_actions()))
        g.undo()
        assert _state(g) == before
    g.resign()
    g.undo()
    assert _state(g) == before
    g.agree_draw()
    g.undo()
    assert _state(g) == before


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.integers(0, 150))
def test_a_clone_is_independent(seed: int, plies: int) -> None:
    g = random_game(seed, plies)
    before = _state(g)
    twin = g.clone()
    assert twin == g and twin.turns == g.turns
    rng = random.Random(seed)
    played = 0
    while not twin.is_over and played < 30:
        twin.play(rng.choice(twin.legal_actions()))
        played += 1
        assert _state(g) == before
    for _ in range(played):
        twin.undo()
    assert _state(twin) == before
    if not g.is_over:  # and the other way round
        mirror = g.clone()
        g.play(rng.choice(g.legal_actions()))
        assert _state(mirror) == before


@settings(max_examples=25, deadline=None)
@given(SEEDS)
def test_whole_games_keep_the_invariants_and_the_scores_add_up(seed: int) -> None:
    rng = random.Random(seed)
    g = DamHex.new()
    draw_at = rng.choice([None, None, None, rng.randrange(10, 200)])
    while not g.is_over:
        # the player to move is in the game; a thief robs a player in the game
        assert g.to_move in g.players
        if g.robbed is not None:
            assert g.robbed in g.players and g.robbed != g.to_move
            assert len(g.players) == 3 and g.last_mover not in (g.to_move, g.robbed)
        if len(g.players) < 3:
            assert g.robbed is None
        if draw_at is not None and len(g.turns) == draw_at:
            g.agree_draw()
            break
        if rng.random() < 0.004:
            g.resign()
            continue
        counts = {c: len(g.pieces(c)) for c in COLOURS}
        owners = {cell: g.piece_at(cell) for cell in range(61)}
        move = rng.choice(g.legal_actions())
        mover = g.to_move
        g.play(move)
        taken = {c: sum(1 for x in move.captured if owners[x][0] == c) for c in COLOURS}
        assert taken[mover] == 0
        for c in COLOURS:
            after = len(g.pieces(c))
            if c in g.players:
                assert after == counts[c] - taken[c], (c, str(move))
            else:
                assert after == 0
    assert g.is_over
    result = g.result
    scores = g.scores()
    assert scores is not None and set(scores) == set(COLOURS)
    if result.winner is None:
        expected = [1.0, 1.0, 1.0] if len(g.players) == 3 else [0.0, 2.0, 2.0]
        assert sorted(scores.values()) == expected
        assert result.termination in (Termination.AGREEMENT, Termination.QUIET)
        assert all(scores[c] == 0 for group in g.eliminated for c in group)
    else:
        assert g.players == (result.winner,) and scores[result.winner] == 3
        assert sorted(scores.values()) in ([0.0, 1.0, 3.0], [0.5, 0.5, 3.0])
        # the first out is third, the last out second; out together: they share
        firsts = g.eliminated[0]
        if len(g.eliminated) == 2:
            assert scores[g.eliminated[0][0]] == 0 and scores[g.eliminated[1][0]] == 1
        else:
            assert len(firsts) == 2 and all(scores[c] == 0.5 for c in firsts)
    assert sum(scores.values()) in (3.0, 4.0)
    assert g.legal_actions() == []


def test_random_games_reach_every_kind_of_ending() -> None:
    seen = set()
    for seed in range(60):
        g = random_game(seed, 2000, resign=0.002)
        assert g.is_over
        seen.add(g.result.termination)
    assert {Termination.LAST_PLAYER, Termination.QUIET, Termination.RESIGNATION} <= seen
