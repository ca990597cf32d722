"""The move list a study shows: every node in reading order, numbered as
its record numbers it.

A move-list game's record numbers each move by its place ("3." before the
first seat's move, "3..." before another's; dominoes "7." before its
seventh action), which :meth:`MoveListCodec.number` says. A game whose turn
may hold several actions (domino chess: two halves) numbers its turns: the
first action of a turn, or of a variation, carries the turn's number, the
others none; finding where turns change takes a replay of the tree. A
game whose codec declares its draws (:class:`~dominochess_widget.core.
records.ChosenDraws`: domino chess's tiles) shows, after a turn's number,
what that turn drew, as its record writes it: "1. [3|6] 3:-".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dominochess_widget.core.movelist import MoveListCodec, nag_label
from dominochess_widget.core.records import ChosenDraws, RecordCodec, StudyNode
from dominochess_widget.study.moves import play_text
from dominochess_widget.study.tree import reading_order


@dataclass(frozen=True)
class LineEntry:
    """One move of the study's list: where it is (``path``), how the record
    numbers and writes it (``label``: "3... b6-a5"), how deep in variations
    (0 on the main line) and whether the cursor is on it."""

    path: tuple[int, ...]
    label: str
    depth: int
    is_current: bool = False


def line_entries(root: StudyNode, first: Any, codec: RecordCodec) -> list[LineEntry]:
    """Every node of the tree from ``first`` in reading order, labelled
    (none current), in time linear in the tree."""
    if isinstance(codec, MoveListCodec):
        return [LineEntry(path, f"{codec.number(len(path) - 1, first)} {node.action}"
                          f"{nag_label(node.nags)}", depth)
                for path, node, depth, _ in reading_order(root)]
    turns = _turns(root, first, codec if isinstance(codec, ChosenDraws) else None)
    entries = []
    for path, node, depth, opens in reading_order(root):
        turn, new, drawn = turns[id(node)]
        words = (turn_number(turn, first), drawn, node.action) if new or opens else (node.action,)
        entries.append(LineEntry(path, " ".join(word for word in words if word), depth))
    return entries


def turn_number(turn: int, first: Any) -> str:
    """The number of turn ``turn`` (0 the first) of a game from ``first``:
    "3." for the first seat's turn, "3..." for another's."""
    seats = [str(seat) for seat in first.seats]
    count = turn + seats.index(str(first.to_move))
    return f"{count // len(seats) + 1}." + (".." if count % len(seats) else "")


def _turns(root: StudyNode, first: Any,
           draws: ChosenDraws | None) -> dict[int, tuple[int, bool, str | None]]:
    """Per node (by ``id``): the turn its action belongs to (0 the first),
    whether it begins that turn, and what the turn drew (by ``draws``; None
    without), by one replay of the tree (play on the way down, undo on the
    way up)."""
    found: dict[int, tuple[int, bool, str | None]] = {}
    state = first.clone()
    # (node, the seat that played its parent, its parent's turn); None: undo.
    stack: list[tuple[StudyNode | None, str, int]] = [
        (child, "", -1) for child in reversed(root.children)]
    while stack:
        node, seat_before, turn_before = stack.pop()
        if node is None:
            state.undo()
            continue
        seat = str(state.to_move)
        new = seat != seat_before
        turn = turn_before + new
        found[id(node)] = (turn, new, None if draws is None else draws.drawn(state))
        play_text(state, node.action)
        stack.append((None, "", 0))
        stack.extend((child, seat, turn) for child in reversed(node.children))
    return found
