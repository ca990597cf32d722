"""The draughts games' perft files (tests/support/perft/russian.perft, lasca.perft).

python-chess's .perft format: blocks of ``id <name>``, ``fen <position>``,
any ``<setting> <value>`` lines (Lasca's ``officer flying``), then
``perft <depth> <count>`` lines; ``#`` starts a comment line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class PerftPosition:
    id: str
    fen: str = ""
    settings: dict[str, str] = field(default_factory=dict)
    counts: dict[int, int] = field(default_factory=dict)


def read_perft_file(path: Path, settings: tuple[str, ...] = ()) -> list[PerftPosition]:
    """The blocks of ``path``; ``settings`` are the setting names it may give."""
    positions: list[PerftPosition] = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        word, _, rest = line.partition(" ")
        if word == "id":
            positions.append(PerftPosition(rest))
        elif word == "fen" and positions:
            positions[-1].fen = rest
        elif word in settings and positions:
            positions[-1].settings[word] = rest
        elif word == "perft" and positions:
            depth, count = rest.split()
            positions[-1].counts[int(depth)] = int(count)
        else:
            raise ValueError(f"{path.name}:{number}: cannot read {line!r}")
    return positions
