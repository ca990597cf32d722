"""perft of Lasca against tests/support/perft/lasca.perft, for both officer settings (L1).

There is no published Lasca perft: every count in the file was made by
the deliberately simple reference in tests/support/lasca_reference.py (no code
shared with the engine; its own depth-1 lists were checked by hand in
tests/games/lasca/test_lasca_reference.py). Here the engine re-checks every count up
to :data:`NODE_LIMIT`, and the reference re-counts the shallow ones
against the engine directly, so a wrong count in the file cannot hide;
the deeper counts are timed by benchmarks/lasca_perft_bench.py.
"""

from __future__ import annotations

import lasca_reference
import pytest
from draughts_perft_file import PerftPosition, read_perft_file
from paths import PERFT_DIR

from dominochess_widget import games
from dominochess_widget.games.lasca import Lasca, perft

PERFT_FILE = PERFT_DIR / "lasca.perft"
#: The engine checks every count up to this many leaves.
NODE_LIMIT = 200_000
#: The reference and the engine are compared directly up to this many leaves.
REFERENCE_LIMIT = 5_000

POSITIONS = read_perft_file(PERFT_FILE, settings=("officer",))
IDS = [p.id for p in POSITIONS]


def _game(position: PerftPosition) -> Lasca:
    return Lasca.from_position(position.fen, officer=position.settings["officer"])


def test_the_file_covers_both_settings_and_the_tricky_positions() -> None:
    ids = set(IDS)
    for name in ("start", "freed", "promotion", "must-continue", "no-double-jump",
                 "emptied-blocks", "tall-columns", "no-move"):
        assert {f"{name}-flying", f"{name}-lasker"} <= ids, name
    start = next(p for p in POSITIONS if p.id == "start-flying")
    assert start.fen == games.new("lasca").position()


@pytest.mark.parametrize("position", POSITIONS, ids=IDS)
def test_engine_perft_matches_the_file(position: PerftPosition) -> None:
    game = _game(position)
    before = game.position()
    for depth, count in sorted(position.counts.items()):
        if count > NODE_LIMIT:
            break
        assert perft(game, depth) == count, (position.id, depth)
    assert game.position() == before


@pytest.mark.parametrize("position", POSITIONS, ids=IDS)
def test_engine_actions_match_the_reference(position: PerftPosition) -> None:
    """Not only the counts: the same action texts and resulting positions."""
    game = _game(position)
    officer = position.settings["officer"]
    expected = lasca_reference.actions(lasca_reference.parse(position.fen), officer)
    found = []
    for move in game.legal_actions():
        game.play(move)
        found.append((str(move), game.position()))
        game.undo()
    assert sorted(found) == [(text, lasca_reference.format(child)) for text, child in expected]


@pytest.mark.parametrize("position", POSITIONS, ids=IDS)
def test_the_reference_recounts_the_shallow_depths(position: PerftPosition) -> None:
    reference = lasca_reference.parse(position.fen)
    officer = position.settings["officer"]
    for depth, count in sorted(position.counts.items()):
        if count > REFERENCE_LIMIT:
            break
        assert lasca_reference.perft(reference, depth, officer) == perft(_game(position), depth)


def test_the_registry_perft_is_the_fast_one() -> None:
    game = games.new("lasca", officer="lasker")
    assert games.perft(game, 6) == games.generic_perft(game, 6) == 324
