"""Domino chess on the board view: its scenes, read from its rules.

:func:`scene_from_game` asks the game (pieces, the tile, the halves with
their kinds, legal moves and reasons, the turn's actions) and the message
catalogue (every caption) and returns a :class:`~dominochess_widget.core.scene.Scene`
with domino chess's own panel beside the board
(:class:`~dominochess_widget.games.dominochess.panel.DominoChessPanel`: the
tile, its halves, the legend). Pure Python: nothing here decides what is
legal, and no Jupyter is needed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from dominochess_widget.core.annotations import Annotations
from dominochess_widget.core.geometry import SquareGrid
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import Phrase
from dominochess_widget.core.rules import describe_result
from dominochess_widget.core.scene import Badge, Look, Scene
from dominochess_widget.games.dominochess.actions import Action
from dominochess_widget.games.dominochess.board import FILES, RANKS, Kind, Side
from dominochess_widget.games.dominochess.danger_view import (
    danger_labels,
    danger_lines,
    shown_danger,
)
from dominochess_widget.games.dominochess.game import Game, Half, NoMove, TurnLog
from dominochess_widget.games.dominochess.mapping import (
    DEFAULT_MAPPING,
    JOLLY,
    NONE_NUMBER,
    TileMapping,
)
from dominochess_widget.games.dominochess.narration import selects
from dominochess_widget.games.dominochess.panel import (
    DominoChessPanel,
    HalfState,
    HalfView,
    LegendRow,
)

#: Each side's pieces: Red solid vermillion, Blue blue with a white ring.
LOOKS: dict[tuple[Side, Kind], Look] = {
    (side, kind): Look(kind.name.lower(), side.value, ringed=side is Side.BLUE)
    for side in Side
    for kind in Kind
}
#: The order icons show the kinds in (a Jolly's five).
KIND_ORDER = (Kind.KING, Kind.QUEEN, Kind.ROOK, Kind.BISHOP, Kind.KNIGHT)


def looks_of(side: Side, kinds: Iterable[Kind]) -> tuple[Look, ...]:
    """The icons of ``kinds`` in ``side``'s colour, in :data:`KIND_ORDER`."""
    wanted = set(kinds)
    return tuple(LOOKS[side, kind] for kind in KIND_ORDER if kind in wanted)


class DominoChessView:
    """The board view of domino chess (its registry entry's ``view``)."""

    shape = SquareGrid(8, 8, tuple(FILES), tuple(RANKS))
    panel = True
    icon_sets = tuple(looks_of(side, KIND_ORDER) for side in Side)
    looks = tuple(LOOKS.values())

    #: The danger map (issue 16): each piece's chance to be taken by the
    #: opponent's next tile, on the board and in words.
    overlays = ("danger",)

    def scene(self, state: Any, language: str, options: Mapping[str, Any]) -> Scene:
        path = tuple(options.get("path") or ())
        picked = options.get("picked")
        if picked is None and path:
            picked = path[0]
        scene = scene_from_game(
            state, language, options.get("annotations"), options.get("last_actions"),
            options.get("finished"), picked, options.get("targets"),
        )
        danger = shown_danger(state, options.get("finished")) if options.get("danger") else None
        return scene if danger is None else replace(scene, labels=danger_labels(danger))

    def overlay_words(self, state: Any, name: str, language: str,
                      options: Mapping[str, Any]) -> tuple[str, ...]:
        """The overlay ``name`` in sentences (the danger map: the kings, then
        the pieces in danger)."""
        danger = shown_danger(state, options.get("finished")) if name == "danger" else None
        return () if danger is None else danger_lines(danger, language)

    def empty_scene(self, language: str) -> Scene:
        return empty_scene(language)


VIEW = DominoChessView()


def default_last_actions(game: Game) -> tuple[Action, ...]:
    """The actions of the turn in progress, or, before its first action,
    those of the turn just finished."""
    current = game.turn_actions()
    if current:
        return tuple(current)
    for log in reversed(game.turns()):
        if log.actions:
            return log.actions
    return ()


def empty_scene(language: str, mapping: TileMapping = DEFAULT_MAPPING) -> Scene:
    """An empty board with the legend: what a view shows before a game."""
    return Scene(
        header=translate("board.no_game", language),
        panel=DominoChessPanel(
            legend_title=translate("board.legend.title", language),
            legend=_legend(mapping, (), language, Side.RED),
        ),
    )


def scene_from_game(
    game: Game,
    language: str,
    annotations: Annotations | None = None,
    last_actions: Iterable[Action] | None = None,
    finished: TurnLog | None = None,
    picked: int | None = None,
    targets: Mapping[int, tuple[int, ...]] | None = None,
) -> Scene:
    """Everything a board view draws for ``game``.

    ``last_actions`` None means :func:`default_last_actions`; pass ``()``
    to draw no last-action arrows. ``finished`` shows that turn's tile
    with both halves used instead of the tile just drawn for the next
    turn (a viewer stepping through a record shows a turn's end so).
    ``picked`` is a piece the player picked: it and the squares it may go
    to (``targets``: square → the halves that allow the move) are
    highlighted, each target badged with its halves, instead of every
    piece the tile selects."""
    actions = default_last_actions(game) if last_actions is None else tuple(last_actions)
    annotations = annotations or Annotations()
    side = game.to_move
    halves = game.halves() if not game.is_over and finished is None else []
    half_views = tuple(_half_view(game, half, language) for half in halves)
    if finished is not None:
        side = finished.side
        header = translate("board.turn_done", language, side=side)
        half_views = _finished_views(game, finished, language)
    elif game.is_over:
        header = describe_result(game, language)
        half_views = tuple(
            HalfView(n, looks_of(side, game.mapping.kinds_for(n)), HalfState.IDLE,
                     _title(game, n, language), "")
            for n in game.tile
        )
    else:
        header = translate("board.to_move", language, side=side)
    if picked is None:
        selected, badges = _selection(game, halves)
    else:
        moves = targets or {}
        selected = (picked, *sorted(moves))
        badges = tuple(Badge(sq, half, True) for sq in sorted(moves) for half in moves[sq])
    open_numbers = tuple(h.number for h in halves if h.used is None)
    return Scene(
        pieces=tuple((square, LOOKS[s, kind]) for square, s, kind in game.pieces()),
        header=header,
        header_look=LOOKS[side, Kind.KING] if half_views else None,
        panel=DominoChessPanel(
            halves=half_views,
            legend_title=translate("board.legend.title", language),
            legend=_legend(game.mapping, open_numbers, language, side),
            icon_set=side.ordinal,
        ),
        selected=selected,
        badges=badges,
        last_actions=tuple(
            (a.origin, a.target, a.half)
            for a in actions
            if a.origin is not None and a.target is not None
        ),
        marks=tuple((m.square, m.colour) for m in annotations.squares),
        arrows=tuple((a.origin, a.target, a.colour) for a in annotations.arrows),
    )


def _finished_views(game: Game, turn: TurnLog, language: str) -> tuple[HalfView, ...]:
    """The halves of a finished turn, each with the action that used it."""
    unused = list(turn.actions)
    views = []
    for number in turn.tile:
        action = next(a for a in unused if a.half == number)
        unused.remove(action)
        kinds = looks_of(turn.side, game.mapping.kinds_for(number))
        title = _title(game, number, language)
        if action.is_forfeit:
            views.append(HalfView(number, kinds, HalfState.FORFEITED, title,
                                  translate("board.half.forfeited", language)))
        else:
            move = str(action).split(":", 1)[1]
            views.append(HalfView(number, kinds, HalfState.PLAYED, title,
                                  translate("board.half.played", language, move=move)))
    return tuple(views)


def _title(game: Game, number: int, language: str) -> str:
    return translate("narration.selects", language, half=number, what=selects(game, number))


def _half_view(game: Game, half: Half, language: str) -> HalfView:
    title = _title(game, half.number, language)
    looks = looks_of(game.to_move, half.kinds)
    if half.used is not None:
        if half.used.is_forfeit:
            return HalfView(half.number, looks, HalfState.FORFEITED, title,
                            translate("board.half.forfeited", language))
        move = str(half.used).split(":", 1)[1]
        return HalfView(half.number, looks, HalfState.PLAYED, title,
                        translate("board.half.played", language, move=move))
    if half.moves:
        return HalfView(half.number, looks, HalfState.OPEN, title,
                        translate("board.half.to_play", language))
    return HalfView(half.number, looks, HalfState.BLOCKED, title,
                    translate("board.half.no_move", language,
                              why=_why(half.no_move, half.number, half.kinds, language)))


def _why(reason: NoMove | None, number: int, kinds: Sequence[Kind], language: str) -> str:
    if reason is None:
        reason = NoMove.BLOCKED
    kind: Kind | Phrase = kinds[0] if len(kinds) == 1 else Phrase("board.piece")
    return translate(reason.message_key, language, kind=kind)


def _selection(game: Game, halves: Sequence[Half]) -> tuple[tuple[int, ...], tuple[Badge, ...]]:
    """The squares of the mover's pieces each unused half selects (by the
    engine's kinds), and whether that half can move each of them now."""
    side = game.to_move
    mine = [(square, kind) for square, s, kind in game.pieces() if s is side]
    selected: set[int] = set()
    badges: list[Badge] = []
    seen: set[tuple[int, int]] = set()
    for half in halves:
        if half.used is not None or not half.kinds:
            continue
        origins = {a.origin for a in half.moves}
        for square, kind in mine:
            if kind not in half.kinds or (square, half.number) in seen:
                continue
            seen.add((square, half.number))
            movable = square in origins
            if movable:
                selected.add(square)
            badges.append(Badge(square, half.number, movable))
    return tuple(sorted(selected)), tuple(badges)


def _legend(mapping: TileMapping, open_numbers: Sequence[int], language: str,
            side: Side) -> tuple[LegendRow, ...]:
    rows = []
    for number in range(NONE_NUMBER, JOLLY + 1):
        kinds = mapping.kinds_for(number)
        if number == NONE_NUMBER:
            what: object = Phrase("board.legend.none")
        elif number == JOLLY:
            what = Phrase("narration.any_piece")
        else:
            what = kinds[0]
        text = translate("board.legend.row", language, number=number, what=what)
        rows.append(LegendRow(number, looks_of(side, kinds), text, number in open_numbers))
    return tuple(rows)
