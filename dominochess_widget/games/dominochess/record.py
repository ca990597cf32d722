"""Domino chess's records in the registry (its entry's ``record``): the format
of :mod:`dominochess_widget.games.dominochess.records`, whose public API stays where it was,
and its conversion to and from the study tree every game shares
(:class:`~dominochess_widget.core.records.StudyNode`).

The tree's nodes are *actions* (two a turn, usually: ``"5:Nb2-c4"``,
``"3:-"``); a turn's tile comment is the ``before`` of its first action's
node, and the tile is not a node (the pool draws it: one pool per game).
A record's variation replaces a whole turn, so the tree and the record
meet by one rule:

* the alternatives of a turn's first action (the other children of the
  node before the turn) are the turn's variations, in order;
* an alternative of a later action of the turn (a branch in the middle of
  the turn) is written as one more variation of the whole turn that
  repeats the turn's earlier action, with no comment, before it:
  ``1. [3|5] 5:Nb2-c4 3:- (1. [3|5] 5:Nb2-c4 3:Ra1-a3)``; the variations
  of a turn come in the order of the actions they branch from.
* Reading back, a variation whose first action is the same as an
  existing alternative's and carries no comment (nor a tile comment), and
  which goes on after it, is that repeated action: it joins the existing
  node and branches after it.

So ``tree(from_tree(...))`` gives back the tree (its children in the same
order; two children with the same action and no comment become one), and
a second round trip gives the same text. Two things a record can say
that the tree cannot: a variation of a variation's *first* turn is one
more alternative of the turn both replace (it is written beside the
other, not inside it); and a turn with a tile but no action yet (the
last line of a game's record, :func:`write_record`, shows the tile drawn
for the turn to come) has no node, so its record ends after the last
action played, as a hand-written one does (the next tile stays face
down), unless its pool could not say that tile (a real domino set's, not
the seed's there; a Pool tag, which needs a first tile); a comment on
that tile is left out, as is a comment before an
action that does not begin a turn (``before`` on a second action).

The codec declares :class:`~dominochess_widget.core.records.ChosenDraws`:
a study may choose the tile a turn draws where its main line ends (a game
played with a real domino set), the start rebuilt as reading the record
will build it (:func:`~dominochess_widget.games.dominochess.records.chosen_start`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dominochess_widget.core.errors import (
    ArgumentTypeError,
    DominoChessError,
    SettingError,
    expect_text,
)
from dominochess_widget.core.movelist import MOST_DEPTH
from dominochess_widget.core.records import StudyNode, TreeError
from dominochess_widget.games.dominochess.board import Side
from dominochess_widget.games.dominochess.game import Game, expect_game
from dominochess_widget.games.dominochess.records import (
    GameRecord,
    RecordedAction,
    RecordedPool,
    RecordedTurn,
    choosable_tiles,
    chosen_start,
    fresh_start,
    is_domino_chess,
    read_record,
    tree_record,
    turn_number,
    write_record,
)
from dominochess_widget.games.dominochess.tiles import Tile, format_tile, make_tile


class DominoChessCodec:
    """Domino chess's format as a :class:`~dominochess_widget.core.records.RecordCodec`."""

    extension = ".txt"
    #: A record names domino chess by its Game tag (or by naming no game).
    claim_tags = ("Game",)

    def claims(self, tags: Mapping[str, str]) -> bool:
        return is_domino_chess(tags)

    def read(self, text: str) -> GameRecord:
        return read_record(text)

    def write(self, state: Any, **tags: str) -> str:
        return write_record(expect_game("game", state), **tags)

    def format(self, record: Any) -> str:
        text: str = record.to_text()
        return text

    def tree(self, record: Any) -> StudyNode:
        """``record``'s actions, comments and variations as a tree (the
        module's rule); its root holds the comment on the whole game."""
        if not isinstance(record, GameRecord):
            raise ArgumentTypeError("record", record, "dominochess_record")
        return record_tree(record)

    def from_tree(self, first: Any, root: StudyNode, tags: Mapping[str, str]) -> GameRecord:
        """The record of the tree ``root`` played from the game ``first``
        (not changed; played on from a position, its record begins there):
        its main line, each node's first child, with every comment and
        variation (the module's rule), and ``tags`` (see
        :func:`~dominochess_widget.games.dominochess.records.tree_record`).
        A :class:`TreeError` names an action that cannot be played, and a
        variation that goes on past the main line's end drawing tiles its
        record could not say (a pool that is not the seed's there)."""
        start = fresh_start(expect_game("first", first))
        if not isinstance(root, StudyNode):
            raise ArgumentTypeError("root", root, "study_node")
        if not isinstance(tags, Mapping):
            raise ArgumentTypeError("tags", tags, "tags")
        game = start.clone()
        main: list[RecordedTurn] = []
        jobs: list[_Job] = []
        _walk(_Job(game, root.children, main), jobs, None)
        pool = RecordedPool(start, [turn.tile for turn in main])
        if _says_next_tile(start, game, len(main), pool):
            main.append(RecordedTurn(game.to_move, game.tile))
            pool = RecordedPool(start, [turn.tile for turn in main])
        while jobs:
            _walk(jobs.pop(), jobs, pool)
        return tree_record(game, main, root.comment, tags)

    # The tile each turn draws, chosen by an author (ChosenDraws).
    def drawn(self, state: Any) -> str | None:
        """The tile the turn ``state`` is in drew ("[3|5]"; None once over)."""
        game = expect_game("state", state)
        return None if game.is_over else format_tile(game.tile)

    def drawable(self, first: Any, state: Any) -> list[str]:
        """The tiles that may be drawn for the turn ``state`` is at the
        start of (:func:`~dominochess_widget.games.dominochess.records.choosable_tiles`)."""
        tiles = choosable_tiles(expect_game("first", first), expect_game("state", state))
        return [format_tile(tile) for tile in tiles]

    def with_draw(self, first: Any, state: Any, draw: object) -> Game:
        """``first`` with its pool drawing ``draw`` ("3|5", "[3|5]", "35"
        or (3, 5)) for the turn ``state`` is at the start of, as its record
        reads back (:func:`~dominochess_widget.games.dominochess.records.chosen_start`)."""
        start, game = expect_game("first", first), expect_game("state", state)
        return chosen_start(start, game, typed_tile(draw))


CODEC = DominoChessCodec()


# ---------------------------------------------------------------- record -> tree
def record_tree(record: GameRecord) -> StudyNode:
    """The tree of ``record``: its main line first, then each variation,
    breadth first (no recursion, however deep the nesting)."""
    root = StudyNode("", record.comment)
    tree = _Tree()
    lines = deque([(root, record.turns, False)])
    while lines:
        anchor, turns, variation = lines.popleft()
        for turn, turn_anchor in tree.attach(anchor, turns, variation):
            lines.extend((turn_anchor, line, True) for line in turn.variations)
    return root


class _Tree:
    """Builds a tree, with each node's first child of each action at hand
    (so that joining a variation to it costs no search)."""

    def __init__(self) -> None:
        self._first: dict[tuple[int, str], StudyNode] = {}

    def add(self, parent: StudyNode, child: StudyNode) -> StudyNode:
        parent.children.append(child)
        self._first.setdefault((id(parent), child.action), child)
        return child

    def attach(self, anchor: StudyNode, turns: list[RecordedTurn],
               variation: bool) -> list[tuple[RecordedTurn, StudyNode]]:
        """Hang the line ``turns`` under ``anchor``; each turn with the node
        before it (its variations hang there). A variation's repeated first
        action joins the node it repeats (the module's rule)."""
        node, anchors = anchor, []
        for index, turn in enumerate(turns):
            anchors.append((turn, node))
            for position, recorded in enumerate(turn.actions):
                text = str(recorded.action)
                repeated = (variation and index == 0 and position == 0
                            and recorded.comment is None and turn.tile_comment is None
                            and (len(turn.actions) > 1 or len(turns) > 1))
                joined = self._first.get((id(node), text)) if repeated else None
                before = turn.tile_comment if position == 0 else None
                node = joined or self.add(node, StudyNode(text, recorded.comment, before))
        return anchors


# ---------------------------------------------------------------- tree -> record
@dataclass
class _Job:
    """A line to write: ``group[0]`` its first node (the others: its
    alternatives), played on ``game``; its turns go in ``turns`` (the
    record's turns from index ``base``), the first already begun when a
    branch in the middle of a turn repeats that turn's earlier action."""

    game: Game
    group: list[StudyNode]
    turns: list[RecordedTurn]
    base: int = 0
    depth: int = 0


def _walk(job: _Job, jobs: list[_Job], pool: RecordedPool | None) -> None:
    """Write the line ``job`` along its first children; each alternative
    met becomes a variation of the turn it branches in (its own job,
    played from a copy of the position before it). ``pool``: what a
    variation past the main line must draw (None: this is the main line)."""
    game, turns, group = job.game, job.turns, job.group
    start_blue = game.start_side is Side.BLUE
    mark = game.turns_played if turns else -1  # the game's turn the last RecordedTurn is
    while group:
        node, others = _node(group[0]), group[1:]
        begins = game.turns_played != mark
        index = job.base + len(turns) - (not begins)
        number = turn_number(index, game.to_move, start_blue)
        if others and job.depth >= MOST_DEPTH:
            raise TreeError("record.variation_too_deep", most=MOST_DEPTH)
        before = game.clone() if others else game
        if begins:
            _check_draw(game, pool, number)
            mark = game.turns_played
            turns.append(RecordedTurn(game.to_move, game.tile, node.before))
        turn = turns[-1]
        prefix = [RecordedAction(recorded.action) for recorded in turn.actions]
        turn.actions.append(RecordedAction(_play(game, node, number), node.comment))
        for other in others:
            line = [RecordedTurn(turn.side, turn.tile, None, prefix[:])] if prefix else []
            turn.variations.append(line)
            jobs.append(_Job(before.clone(), [other], line, index, job.depth + 1))
        group = node.children


def _says_next_tile(start: Game, game: Game, turns: int, pool: RecordedPool) -> bool:
    """Whether the record of a main line of ``turns`` turns, played from
    ``start`` to ``game``, ends with the tile drawn for the turn to come:
    only when its pool could not say it (a real domino set's, whose next
    tile is not the seed's), or when a Pool tag needs a first tile."""
    waiting = not game.is_over and game.turns_played - start.turns_played == turns
    return waiting and (pool.draws(game) != game.tile or (turns == 0 and start.has_explicit_pool))


def typed_tile(value: object) -> Tile:
    """A tile as an author gives it: what :func:`make_tile` reads ("3|5",
    "[3|5]", (3, 5)), or its two halves with nothing between ("35"),
    whose digits :func:`make_tile` reads too (ASCII only)."""
    if not isinstance(value, str | tuple | list):
        raise ArgumentTypeError("tile", value, "tile")
    if isinstance(value, str):
        bare = value.strip().removeprefix("[").removesuffix("]")
        if len(bare) == 2 and "|" not in bare:
            try:
                return make_tile(f"{bare[0]}|{bare[1]}")
            except SettingError:
                raise SettingError("tile.bad_text", value=value) from None
    return make_tile(value)


def _node(value: object) -> StudyNode:
    if not isinstance(value, StudyNode):
        raise ArgumentTypeError("node", value, "study_node")
    return value


def _play(game: Game, node: StudyNode, number: str) -> Any:
    """Play ``node``'s action (turn ``number``); what was played, or a
    :class:`TreeError` naming it."""
    action = expect_text("action", node.action)
    if game.is_over:
        raise TreeError("record.node_after_end", number=number, action=action,
                        result=game.result)
    try:
        return game.play(action)
    except DominoChessError as problem:
        raise TreeError("record.node_refused", number=number, action=action,
                        problem=problem) from None


def _check_draw(game: Game, pool: RecordedPool | None, number: str) -> None:
    """A variation's turn ``number`` must draw what its record's pool draws."""
    if pool is None:
        return
    expected = pool.draws(game)
    if expected != game.tile:
        raise TreeError("record.variation_beyond_pool", number=number,
                        found=format_tile(game.tile), expected=format_tile(expected))


__all__ = ["CODEC", "DominoChessCodec", "record_tree", "typed_tile"]
