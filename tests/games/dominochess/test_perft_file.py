"""perft of the engine against tests/support/perft/positions.perft.

The counts in the file come from the python-chess reference
(tests/support/chess_oracle.py). The engine is checked at every depth in the file
(a few seconds in all); the slower reference re-checks its own counts up to
depth 3.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
from chess_oracle import ReferenceGame
from paths import PERFT_DIR

from dominochess_widget import Game, perft
from dominochess_widget.games.dominochess.tiles import seeded_cycle

PERFT_FILE = PERFT_DIR / "positions.perft"
SHALLOW = 3


@dataclass
class PerftPosition:
    """One ``id`` block: the arguments of Game.from_position and the counts."""

    id: str
    placement: str
    side: str
    tile: str
    seed: int
    pool: list[str] | None = None
    draw_rule: int | None = 50
    mapping: str | None = None
    counts: dict[int, int] = field(default_factory=dict)

    def game(self) -> Game:
        return Game.from_position(
            self.placement,
            self.side,
            self.tile,
            pool=self.pool,
            seed=self.seed,
            mapping=self.mapping,
            draw_rule=self.draw_rule,
        )

    def reference(self) -> ReferenceGame:
        return ReferenceGame(
            self.placement,
            self.side,
            self.tile,
            self.pool,
            self.seed,
            self.mapping or "KQRBN",
            self.draw_rule,
        )


def parse_epd(name: str, text: str) -> PerftPosition:
    """``<placement> <red|blue> <a|b> seed=<int> [pool=…] [draw_rule=…] [mapping=…]``."""
    placement, side, tile, *options = text.split()
    fields: dict[str, str] = {}
    for option in options:
        key, sep, value = option.partition("=")
        if not sep or key in fields or key not in ("seed", "pool", "draw_rule", "mapping"):
            raise ValueError(f"{name}: bad field {option!r}")
        fields[key] = value
    if "seed" not in fields:
        raise ValueError(f"{name}: the seed= field is required")
    position = PerftPosition(name, placement, side, tile, int(fields["seed"]))
    if "pool" in fields:
        position.pool = [t for t in fields["pool"].split(",") if t]
    if "draw_rule" in fields:
        rule = fields["draw_rule"]
        position.draw_rule = None if rule == "none" else int(rule)
    position.mapping = fields.get("mapping")
    return position


def read_perft_file(path: Path = PERFT_FILE) -> list[PerftPosition]:
    positions: list[PerftPosition] = []
    name = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "%")):
            continue
        command, _, argument = line.partition(" ")
        if command == "id":
            name = argument.strip()
        elif command == "epd":
            positions.append(parse_epd(name or f"line-{number}", argument))
        elif command == "perft":
            depth, count = (int(x) for x in argument.split())
            positions[-1].counts[depth] = count
        else:
            raise ValueError(f"{path.name}:{number}: unknown command {command!r}")
    return positions


POSITIONS = read_perft_file()
BY_ID = {p.id: p for p in POSITIONS}
CASES = [
    pytest.param(p, depth, count, id=f"{p.id}-d{depth}")
    for p in POSITIONS
    for depth, count in sorted(p.counts.items())
    if depth <= SHALLOW
]
DEEP_CASES = [
    pytest.param(p, depth, count, id=f"{p.id}-d{depth}")
    for p in POSITIONS
    for depth, count in sorted(p.counts.items())
    if depth > SHALLOW
]


def test_file_is_well_formed() -> None:
    assert len(POSITIONS) >= 10
    assert len(BY_ID) == len(POSITIONS), "ids must be unique"
    for position in POSITIONS:
        assert sorted(position.counts) == list(range(1, len(position.counts) + 1)), position.id
        assert len(position.counts) >= SHALLOW, position.id


@pytest.mark.parametrize(("position", "depth", "count"), CASES)
def test_engine_perft(position: PerftPosition, depth: int, count: int) -> None:
    game = position.game()
    assert perft(game, depth) == count
    assert game == position.game()  # perft leaves the game as it was


@pytest.mark.parametrize(("position", "depth", "count"), CASES)
def test_reference_perft(position: PerftPosition, depth: int, count: int) -> None:
    """The reference still gives the counts it wrote into the file."""
    assert position.reference().perft(depth) == count


@pytest.mark.parametrize(("position", "depth", "count"), DEEP_CASES)
def test_engine_perft_deep(position: PerftPosition, depth: int, count: int) -> None:
    assert perft(position.game(), depth) == count


# ------------------------------------------- the positions show what they claim
def play(position_id: str, *actions: str) -> Game:
    game = BY_ID[position_id].game()
    for action in actions:
        game.play(action)
    return game


def test_king_capture_wins_mid_turn() -> None:
    game = play("king-capture-win", "3:Re1xe8")
    assert game.result == "red" and game.halves_left == ()
    assert perft(game, 1) == 0


def test_two_kings_on_a_double() -> None:
    game = play("two-kings-on-a-double", "3:Rd1xd8")
    assert game.result is None
    game.play("3:Re1xe8")
    assert game.result == "red"


def test_forfeits() -> None:
    blocked = play("forfeit-blocked")
    assert "2:-" in [str(a) for a in blocked.legal_actions()]
    blocked.play("4:Bb2-c3")
    assert "2:Qa1-b2" in [str(a) for a in blocked.legal_actions()]
    captured = play("forfeit-all-captured")
    assert "4:-" in [str(a) for a in captured.legal_actions()]
    zero = play("zero-0-0")
    assert [str(a) for a in zero.legal_actions()] == ["0:-"]


def test_reshuffles() -> None:
    game = play("reshuffle-empty-pool", "5:Nb7-c5", "6:Kf7-f6")
    assert game.shuffles == 1 and game.tile == seeded_cycle(19, 1)[0]
    game = play("reshuffle-short-pool", "1:Kd1-c2", "2:Qf1-f6", "0:-", "0:-")
    assert game.shuffles == 1 and game.tile == seeded_cycle(20, 1)[0]


def test_draw_rule() -> None:
    game = play("draw-rule-1", "4:Bf3-g4", "5:Nb2-d3")
    assert game.result == "draw"
