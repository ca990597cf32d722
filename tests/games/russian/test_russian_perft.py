"""perft of Russian draughts against tests/support/perft/russian.perft.

Every count in the file was checked against py-draughts
(tests/support/russian_oracle.py). Here the engine re-checks every count up to
:data:`NODE_LIMIT` (a second or two in all), and py-draughts re-checks the
shallowest ones, so that a wrong count in the file cannot hide; the deeper
counts are timed by benchmarks/russian_perft_bench.py.
"""

from __future__ import annotations

import pytest
import russian_oracle
from draughts_perft_file import PerftPosition, read_perft_file
from paths import PERFT_DIR

from dominochess_widget.core import registry
from dominochess_widget.games.russian import Draughts, perft

PERFT_FILE = PERFT_DIR / "russian.perft"
#: The engine checks every count up to this many leaves.
NODE_LIMIT = 200_000
#: py-draughts re-checks the counts up to this many leaves.
ORACLE_LIMIT = 5_000
#: The published counts from the start (rules, S2).
PUBLISHED = {1: 7, 2: 49, 3: 302, 4: 1469, 5: 7482, 6: 37986, 7: 190146, 8: 929899}


POSITIONS = read_perft_file(PERFT_FILE)
IDS = [p.id for p in POSITIONS]


def test_the_file_has_the_published_start_counts_and_tricky_positions() -> None:
    start = POSITIONS[0]
    assert start.id == "start" and start.counts == PUBLISHED
    assert Draughts.from_position(start.fen) == Draughts.new()
    assert len(POSITIONS) >= 6
    assert len(set(IDS)) == len(IDS)


@pytest.mark.parametrize("position", POSITIONS, ids=IDS)
def test_engine_matches_the_file(position: PerftPosition) -> None:
    game = Draughts.from_position(position.fen)
    before = game.position()
    checked = 0
    for depth, count in sorted(position.counts.items()):
        if count > NODE_LIMIT:
            break
        assert perft(game, depth) == count, (position.id, depth)
        checked += 1
    assert checked >= 4
    assert game.position() == before


@pytest.mark.parametrize("position", POSITIONS, ids=IDS)
def test_oracle_agrees_with_the_file(position: PerftPosition) -> None:
    board = russian_oracle.board(position.fen)
    for depth, count in sorted(position.counts.items()):
        if count > ORACLE_LIMIT:
            break
        assert russian_oracle.perft(board, depth) == count, (position.id, depth)


@pytest.mark.parametrize("position", POSITIONS, ids=IDS)
def test_fast_perft_matches_the_generic_one(position: PerftPosition) -> None:
    """The fast path (int codes, copy-make) against play/undo through the public API."""
    game = Draughts.from_position(position.fen)
    for depth in (1, 2, 3):
        assert registry.perft(game, depth) == registry.generic_perft(game, depth)
