"""Domino chess's danger map in words and as board labels: for the side to
move, each king's chance (always said, even 0%), then every other piece in
danger, most threatened first ("your king on e1: 9/26 = 35%"). Pure Python."""

from __future__ import annotations

from dominochess_widget.core.messages import translate
from dominochess_widget.games.dominochess.board import Kind, square_name
from dominochess_widget.games.dominochess.danger import Danger, danger_for, danger_map
from dominochess_widget.games.dominochess.game import Game, TurnLog
from dominochess_widget.games.dominochess.odds import before_the_draw, percent


def shown_danger(game: Game, finished: TurnLog | None = None) -> Danger | None:
    """The danger map a board shows: for the side to move; or, on a board
    showing a turn just ``finished`` (the viewer), for the side that played
    it, over the tiles its opponent could then draw (the one drawn among
    them). None once the game is over."""
    if game.is_over:
        return None
    if finished is None:
        return danger_map(game)
    _drawn, tiles = before_the_draw(game, finished=True)
    return danger_for(game, finished.side, tiles)


def danger_lines(danger: Danger, language: str) -> tuple[str, ...]:
    """The title, then a line per king and per other piece with a chance above 0."""
    counts = dict(danger.hits)
    kinds = dict(danger.kinds)
    kings = [square for square, kind in danger.kinds if kind is Kind.KING]
    others = sorted((square for square in counts if kinds[square] is not Kind.KING
                     and counts[square]), key=lambda square: (-counts[square], square))
    lines = [translate("danger.title", language, opponent=danger.side.opponent)]
    for square in (*kings, *others):
        lines.append(translate("danger.piece", language, kind=kinds[square],
                               square=square_name(square), count=counts[square],
                               total=danger.tiles,
                               percent=percent(counts[square], danger.tiles)))
    return tuple(lines)


def danger_labels(danger: Danger) -> tuple[tuple[int, str], ...]:
    """(square, "35%") for every piece the opponent's next tile may take."""
    return tuple((square, percent(count, danger.tiles)) for square, count in danger.hits if count)
