"""Checks of the Lasca reference (tests/support/lasca_reference.py) itself.

The depth-1 action lists below were worked out by hand from the rules
(/work/shared/rules/lasca.md) and are quoted in tests/support/perft/lasca.perft;
the shallow counts of that file are re-counted here.
"""

from __future__ import annotations

import lasca_reference as ref
import pytest
from draughts_perft_file import read_perft_file
from paths import PERFT_DIR

PERFT_FILE = PERFT_DIR / "lasca.perft"

#: (position, officer setting, the sorted action texts checked by hand)
HAND_CHECKED = [
    (ref.START, "flying", ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4"]),
    (ref.START, "lasker", ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4"]),
    # Only the commander of d4 is taken; the white officer under it is freed.
    ("W g1=w c3=w e3=w d4=bWb a7=b e7=b g7=b", "flying", ["c3xe5", "e3xc5"]),
    ("W g1=w c3=w e3=w d4=bWb a7=b e7=b g7=b", "lasker", ["c3xe5", "e3xc5"]),
    # Promotion on a7 or e7 ends the move (from e7 an officer could take f6).
    ("W c1=w g1=w a3=w b4=b b6=b d6=b f6=b g7=b", "flying", ["a3xc5xa7", "a3xc5xe7"]),
    ("W c1=w g1=w a3=w b4=b b6=b d6=b f6=b g7=b", "lasker", ["a3xc5xa7", "a3xc5xe7"]),
    # A flying officer must land where it can go on (not on d6).
    (
        "W e1=w a3=W e3=b b4=b f6=b a7=b c7=b",
        "flying",
        ["a3xc5xf2", "a3xc5xg1", "a3xe7xg5xc1", "a3xe7xg5xd2"],
    ),
    ("W e1=w a3=W e3=b b4=b f6=b a7=b c7=b", "lasker", ["a3xc5"]),
    # b4 (still black after losing its commander) may not be jumped again.
    (
        "W e1=w a3=W e3=b b4=bb e5=b a7=b g7=b",
        "flying",
        ["a3xc5xf2", "a3xc5xg1", "a3xd6xf4xc1", "a3xd6xf4xd2"],
    ),
    ("W e1=w a3=W e3=b b4=bb e5=b a7=b g7=b", "lasker", ["a3xc5"]),
    # The emptied b2 (or f6) blocks the way back over the start square d4.
    ("W e1=w g1=w b2=b d4=W a5=b g5=b f6=b a7=b", "flying", ["d4xa1", "d4xg7"]),
    (
        "W e1=w g1=w b2=b d4=W a5=b g5=b f6=b a7=b",
        "lasker",
        ["d4-c3", "d4-c5", "d4-e3", "d4-e5", "e1-d2", "e1-f2", "g1-f2"],
    ),
    # Tall columns with prisoners of both colours.
    ("W g1=Wbw f2=bW c3=wbWb d4=bwBw e5=Bww b6=wB a7=b", "flying", ["g1xe3xc5"]),
    ("W g1=Wbw f2=bW c3=wbWb d4=bwBw e5=Bww b6=wB a7=b", "lasker", ["g1xe3xc5"]),
    # Black moves down the board and promotes on rank 1.
    (
        "B e1=w b2=bw c3=w g3=w a5=b g7=B",
        "flying",
        ["a5-b4", "b2-a1", "b2-c1", "g7-d4", "g7-e5", "g7-f6"],
    ),
    ("B e1=w b2=bw c3=w g3=w a5=b g7=B", "lasker", ["a5-b4", "b2-a1", "b2-c1", "g7-f6"]),
    # White is blocked or a prisoner everywhere: no action.
    ("W a1=w b2=b c3=b e5=bw g7=B", "flying", []),
    ("W a1=w b2=b c3=b e5=bw g7=B", "lasker", []),
]

#: (position, officer setting, action, the position it leads to), checked by hand.
HAND_CHECKED_RESULTS = [
    (
        "W g1=w c3=w e3=w d4=bWb a7=b e7=b g7=b",
        "flying",
        "c3xe5",
        "B g1=w e3=w d4=Wb e5=wb a7=b e7=b g7=b",
    ),
    (
        "W c1=w g1=w a3=w b4=b b6=b d6=b f6=b g7=b",
        "flying",
        "a3xc5xe7",
        "B c1=w g1=w b6=b f6=b e7=Wbb g7=b",
    ),
    (
        "W e1=w a3=W e3=b b4=bb e5=b a7=b g7=b",
        "flying",
        "a3xd6xf4xd2",
        "B e1=w d2=Wbbb b4=b a7=b g7=b",
    ),
    (
        "W g1=Wbw f2=bW c3=wbWb d4=bwBw e5=Bww b6=wB a7=b",
        "flying",
        "g1xe3xc5",
        "B f2=W c3=wbWb d4=wBw c5=Wbwbb e5=Bww b6=wB a7=b",
    ),
    ("B e1=w b2=bw c3=w g3=w a5=b g7=B", "lasker", "b2-c1", "W c1=Bw e1=w c3=w g3=w a5=b g7=B"),
]


BLOCKS = read_perft_file(PERFT_FILE, settings=("officer",))


@pytest.mark.parametrize(("text", "officer", "expected"), HAND_CHECKED)
def test_hand_checked_actions(text: str, officer: str, expected: list[str]) -> None:
    assert [action for action, _ in ref.actions(ref.parse(text), officer)] == expected


@pytest.mark.parametrize(("text", "officer", "action", "result"), HAND_CHECKED_RESULTS)
def test_hand_checked_results(text: str, officer: str, action: str, result: str) -> None:
    children = dict(ref.actions(ref.parse(text), officer))
    assert ref.format(children[action]) == result


def test_round_trip() -> None:
    texts = [ref.START] + [text for text, _, _ in HAND_CHECKED] + [b.fen for b in BLOCKS]
    for text in texts:
        position = ref.parse(text)
        assert ref.format(position) == text
        assert ref.parse(ref.format(position)) == position
    # Any order of the squares is read; format writes them rank by rank.
    assert ref.format(ref.parse("B g7=B a1=wbW")) == "B a1=wbW g7=B"
    assert ref.SQUARES[:5] == ["a1", "c1", "e1", "g1", "b2"]
    assert len(ref.SQUARES) == 25


@pytest.mark.parametrize(
    "text", ["", "X a1=w", "W b1=w", "W a1=w a1=b", "W a1=", "W a1=x", "W h8=w", "W a1"]
)
def test_parse_rejects(text: str) -> None:
    with pytest.raises(ValueError):
        ref.parse(text)


def test_actions_leave_the_position_alone() -> None:
    position = ref.parse("W e1=w a3=W e3=b b4=bb e5=b a7=b g7=b")
    before = ref.format(position)
    ref.actions(position)
    assert ref.format(position) == before


def test_perft_file_shallow_counts() -> None:
    assert {b.id for b in BLOCKS} >= {"start-flying", "start-lasker", "no-move-flying"}
    for block in BLOCKS:
        name, officer = block.id, block.settings["officer"]
        assert officer in ref.OFFICER_SETTINGS, name
        assert list(block.counts) == list(range(1, len(block.counts) + 1)), name
        position = ref.parse(block.fen)
        for depth, count in block.counts.items():
            if count <= 3000:
                assert ref.perft(position, depth, officer) == count, (name, depth)
