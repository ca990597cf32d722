"""Operations on a study's tree of :class:`~dominochess_widget.core.records.StudyNode`.

A place in the tree is a *path*: the child indices from the root (``()``
is the start, ``(0, 0, 1)`` the second move's variation after two main
moves). ``children[0]`` of a node is its main continuation. Every
operation here walks the tree with an explicit stack, never by recursion:
a domino chess game of two thousand actions is a chain two thousand nodes
deep, deeper than Python's recursion limit.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from dominochess_widget.core.records import StudyNode

#: One node in reading order: its path, the node, its depth of nesting
#: (0 on the main line) and whether it opens a variation.
Placed = tuple[tuple[int, ...], StudyNode, int, bool]


def copy_tree(root: StudyNode) -> StudyNode:
    """An independent copy of the tree (its comments, immutable, are shared):
    an undo snapshot, in time linear in the tree."""
    top = StudyNode(root.action, root.comment, root.before)
    stack = [(root, top)]
    while stack:
        original, copy = stack.pop()
        for child in original.children:
            twin = StudyNode(child.action, child.comment, child.before)
            copy.children.append(twin)
            stack.append((child, twin))
    return top


def nodes_along(root: StudyNode, path: Sequence[int]) -> list[StudyNode] | None:
    """The nodes from the root to the end of ``path`` (the root first), or
    None when the tree has no such place."""
    nodes = [root]
    for index in path:
        children = nodes[-1].children
        if not 0 <= index < len(children):
            return None
        nodes.append(children[index])
    return nodes


def on_main_line(path: Sequence[int]) -> bool:
    """Whether ``path`` follows the main line all the way."""
    return not any(path)


def promote(nodes: Sequence[StudyNode], path: Sequence[int]) -> None:
    """Make the line through ``path`` the main one at every branch above it:
    at each node of ``nodes`` (the root to the end of ``path``) the child on
    the path moves first, the others keeping their order."""
    for parent, index in zip(nodes, path, strict=False):
        if index:
            parent.children.insert(0, parent.children.pop(index))


def reading_order(root: StudyNode) -> Iterator[Placed]:
    """Every node but the root as a record reads them: a move, then the
    variations played instead of it (each with all that follows it, nested
    the same way), then what follows the move."""
    # Two kinds of task: ("say", …) gives a node; ("after", …) what follows it.
    stack: list[tuple[bool, StudyNode, tuple[int, ...], int, bool]] = [
        (False, root, (), 0, False)]
    while stack:
        say, node, path, depth, opens = stack.pop()
        if say:
            yield path, node, depth, opens
            continue
        children = node.children
        if not children:
            continue
        main = (*path, 0)
        stack.append((False, children[0], main, depth, False))
        for index in range(len(children) - 1, 0, -1):
            place = (*path, index)
            stack.append((False, children[index], place, depth + 1, False))
            stack.append((True, children[index], place, depth + 1, True))
        stack.append((True, children[0], main, depth, False))


def main_line(root: StudyNode) -> Iterator[StudyNode]:
    """The nodes of the main line, the first move first."""
    node = root
    while node.children:
        node = node.children[0]
        yield node
