"""Choosing what chance drew, in a game whose codec declares it
(:class:`~dominochess_widget.core.records.ChosenDraws`: domino chess's
tile of each turn, when a teacher records a game played with a real
domino set).

A study's draws come from its first state's pool, one pool for every
line. A draw is chosen where the main line ends (the record builds its
pool from the main line's draws), and a new start is made whose pool
draws it there; that must leave every draw the tree already uses as it
was, which :func:`changed_draw` checks by replaying the tree from the
old start and the new one side by side.
"""

from __future__ import annotations

from typing import Any

from dominochess_widget.core.records import ChosenDraws, StudyNode
from dominochess_widget.study.moves import play_text


def changed_draw(root: StudyNode, old: Any, new: Any, codec: ChosenDraws) -> tuple[int, ...] | None:
    """The path of the first node (in the order of a walk down the tree)
    whose turn draws otherwise from the start ``new`` than from ``old``,
    or None when every node draws the same. Both starts are replayed
    together (play on the way down, undo on the way up; no recursion), so
    a node is never played where its draw differs; time linear in the tree."""
    states = (old.clone(), new.clone())
    # (node, its path) to play, or None: undo the last node played.
    stack: list[tuple[StudyNode, tuple[int, ...]] | None] = [
        (child, (index,)) for index, child in reversed(list(enumerate(root.children)))]
    while stack:
        task = stack.pop()
        if task is None:
            for state in states:
                state.undo()
            continue
        node, path = task
        if codec.drawn(states[0]) != codec.drawn(states[1]):
            return path
        for state in states:
            play_text(state, node.action)
        stack.append(None)
        stack.extend((child, (*path, index))
                     for index, child in reversed(list(enumerate(node.children))))
    return None
