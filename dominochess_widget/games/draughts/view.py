"""What the views of the draughts games share (Russian draughts, Lasca).

White's and Black's pieces — a plain disc for a man (soldier), a crowned
disc for a king (officer), Black's with a white ring — and a move's path
drawn stretch by stretch with the squares of what it took. A move here
is anything with a ``path`` (start and every landing square) and
``captured`` (the squares jumped, one per stretch). Pure Python.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import pairwise
from typing import Any, Protocol

from dominochess_widget.core.annotations import Annotations
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.scene import Look, Scene, Segment


class PathMove(Protocol):
    @property
    def path(self) -> tuple[int, ...]: ...

    @property
    def captured(self) -> tuple[int, ...]: ...


#: Each seat's man and king, by (seat name, is a king).
LOOKS: dict[tuple[str, bool], Look] = {
    (seat, king): Look("crowned" if king else "man", seat, ringed=seat == "black")
    for seat in ("white", "black")
    for king in (False, True)
}


class DraughtsView:
    """What the board views of the draughts games share (Russian draughts,
    Lasca, DamHex³): no side panel and no panel icons, the pieces'
    ``looks`` (a man and a king of each seat, :data:`LOOKS` unless a game
    has its own), and the scene with no game. A game's view adds its
    ``shape`` and ``scene``."""

    panel = False
    icon_sets: tuple[tuple[Look, ...], ...] = ()
    looks: tuple[Look, ...] = tuple(LOOKS.values())

    def empty_scene(self, language: str) -> Scene:
        return Scene(header=translate("board.no_game", language))


def clicked_path(options: Mapping[str, Any]) -> tuple[int, ...]:
    """The cells clicked so far (the board's ``path``, or the piece ``picked``)."""
    path = tuple(options.get("path") or ())
    if not path and options.get("picked") is not None:
        path = (options["picked"],)
    return path


def draughts_scene(game: Any, language: str, options: Mapping[str, Any],
                   pieces: tuple[tuple[int, Look], ...], notes: tuple[str, ...],
                   stacks: tuple[tuple[int, tuple[Look, ...]], ...] = (),
                   looks: Mapping[tuple[str, bool], Look] = LOOKS) -> Scene:
    """The scene of a draughts game with these ``pieces`` (and ``stacks``)
    and panel ``notes`` (``looks``: each seat's man and king, for the
    header's icon): the header (whose turn, or the result), the last
    move stretch by stretch with what it took — or the capture being
    clicked so far —, the pieces that can move or the clicked path and its
    targets, and the comments' marks and arrows (``options`` as the board's
    show() keywords, see :class:`~dominochess_widget.core.scene.BoardView`)."""
    annotations: Annotations = options.get("annotations") or Annotations()
    path = clicked_path(options)
    targets: Mapping[int, object] = options.get("targets") or {}
    if game.is_over and game.result is not None and game.termination is not None:
        header = translate("narration.result", language, result=game.result,
                           why=game.termination)
        look = None
    else:
        header = translate("board.to_move", language, side=seat_name(game.to_move))
        look = looks[str(game.to_move), False]
    if len(path) > 1:  # a capture being clicked: its path so far
        segments, taken = clicked(game.legal_actions(), path)
    else:
        last = options.get("last_actions")
        segments, taken = drawn(game.history[-1:] if last is None else tuple(last))
    if path:
        selected = tuple(dict.fromkeys((*path, *sorted(targets))))
    elif game.is_over:
        selected = ()
    else:
        selected = tuple(sorted({move.start for move in game.legal_actions()}))
    return Scene(
        pieces=pieces,
        stacks=stacks,
        header=header,
        header_look=look,
        notes=notes,
        selected=selected,
        last_actions=segments,
        taken=taken,
        marks=tuple((m.square, m.colour) for m in annotations.squares),
        arrows=tuple((a.origin, a.target, a.colour) for a in annotations.arrows),
    )


def drawn(moves: Iterable[PathMove]) -> tuple[tuple[Segment, ...], tuple[int, ...]]:
    """The stretches of ``moves`` and the squares of what they took."""
    segments: list[Segment] = []
    taken: list[int] = []
    for move in moves:
        segments.extend(stretches(move.path))
        taken.extend(move.captured)
    return tuple(segments), tuple(taken)


def clicked(legal: Iterable[PathMove],
            path: Sequence[int]) -> tuple[tuple[Segment, ...], tuple[int, ...]]:
    """The stretches clicked so far and the pieces they jumped: those of a
    ``legal`` move whose path begins with the clicks (one capture per stretch)."""
    hops = len(path) - 1
    for move in legal:
        if move.path[: len(path)] == tuple(path):
            return stretches(path), move.captured[:hops]
    return stretches(path), ()


def stretches(path: Sequence[int]) -> tuple[Segment, ...]:
    return tuple((a, b, None) for a, b in pairwise(path))
