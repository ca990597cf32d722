"""The study being written: a game's tree of moves, comments and marks,
with a cursor, undo and tags, for any game of the registry (no Jupyter).

::

    study = Study("russian")
    study.play("c3-d4")
    study.comment("Why this move?")
    study.mark("d4", "green")
    study.arrow("c3", "d4", "red")
    study.back()
    study.play("e3-f4")           # a variation: kept, listed, steppable
    study.record_text()           # the record, read back by read_any_record

    study = Study("dominochess", seed=3)
    study.draw("3|6")             # the tile a real domino set drew this turn

The tree holds each action by its record text
(:class:`~dominochess_widget.core.records.StudyNode`); the state at the
cursor is kept beside it and moved by playing and undoing, so a step costs
one action. Moves are played through the game's rules only: typed
(:meth:`Study.play`), from the legal texts (dominoes' buttons), or clicked
as in the player widget (:meth:`Study.click`, through a
:class:`~dominochess_widget.session.PlaySession` on a copy of the cursor's
state, all seats a person's). The record is written by the game's codec
(``from_tree``). Every refusal raises a :class:`DominoChessError` (or an
:class:`ArgumentTypeError`) and changes nothing: tree, cursor, tags, undo
list, version.

In a game whose codec declares :class:`~dominochess_widget.core.records.ChosenDraws`
(domino chess), :meth:`Study.draw` chooses what the turn at the main
line's end draws: the start is rebuilt with a pool that draws it there
(:mod:`~dominochess_widget.study.draws`), and undo takes it back.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from dominochess_widget.core import registry
from dominochess_widget.core.annotations import Annotations
from dominochess_widget.core.any_record import codec_of
from dominochess_widget.core.errors import (
    ActionError,
    ArgumentTypeError,
    FileAccessError,
    SettingError,
    check_language,
    expect_text,
    shown,
)
from dominochess_widget.core.protocol import Phrase
from dominochess_widget.core.records import (
    ChosenDraws,
    Comment,
    StudyNode,
    TreeError,
    make_comment,
)
from dominochess_widget.session import PlaySession
from dominochess_widget.study.draws import changed_draw
from dominochess_widget.study.lines import LineEntry, line_entries
from dominochess_widget.study.marks import board_cells, colour_letter, toggle_arrow, toggle_square
from dominochess_widget.study.moves import play_text
from dominochess_widget.study.opening import check_tag, open_study
from dominochess_widget.study.tree import copy_tree, nodes_along, on_main_line, promote

#: How many edits :meth:`Study.undo` can take back (the oldest are forgotten).
MOST_UNDOS = 1000
_NO_MARKS = Annotations()


@dataclass(frozen=True)
class _Snapshot:
    """What an edit may change, as it was before it."""

    first: Any  # the start (a draw chosen rebuilds it; never changed in place)
    root: StudyNode
    tags: dict[str, str]
    ending: dict[str, str]
    path: tuple[int, ...]


class Study:
    """An annotated game being written (see the module). Exactly one of
    ``game`` (a registry name, with ``seed``, ``position`` and ``settings``)
    and ``record`` (a record, its text, a :class:`pathlib.Path` to its file,
    or a shipped example's name) says where it starts."""

    def __init__(self, game: str | None = None, *, seed: int | None = None,
                 position: str | None = None, record: object = None,
                 settings: Mapping[str, object] | None = None, language: str = "en") -> None:
        self._language = check_language(language)
        opened = open_study(game, seed, position, record, settings, self._language)
        self._first = opened.first
        self._codec = codec_of(self._first)
        self._cells = board_cells(self._first)
        self._root = opened.root
        self._tags = opened.tags
        #: The opened record's Result and Termination, while its main line stands.
        self._ending = opened.ending
        self._path: list[int] = []
        self._nodes: list[StudyNode] = [self._root]  # the root to the cursor
        self._state = self._first.clone()  # the game at the cursor
        self._undos: deque[_Snapshot] = deque(maxlen=MOST_UNDOS)
        self._session: PlaySession[Any] | None = None  # clicks in progress at the cursor
        self._typing = False  # the last edit was this node's comment (typing goes on)
        self._version = 0
        self._edits = 0  # edits of anything the record writes
        self._moves_edits = 0  # edits of the moves (not of comments, marks, tags)
        self._lines: tuple[int, list[LineEntry]] | None = None
        self._text: tuple[int, str] | None = None

    # ------------------------------------------------------------ what it is
    @property
    def game_name(self) -> str:
        return registry.info_of(self._first).name

    @property
    def language(self) -> str:
        return self._language

    @language.setter
    def language(self, value: str) -> None:
        self._language = check_language(value)
        if self._session is not None:
            self._session.language = self._language
        self._version += 1

    @property
    def version(self) -> int:
        """A number that grows at every change (edit, cursor, clicks)."""
        return self._version

    @property
    def state(self) -> Any:
        """A copy of the game at the cursor (nothing hidden: the author sees all)."""
        return self._state.clone()

    @property
    def first(self) -> Any:
        """A copy of the game at the start."""
        return self._first.clone()

    @property
    def node(self) -> StudyNode:
        """The node at the cursor (the root at the start); read, do not change it."""
        return self._nodes[-1]

    @property
    def path(self) -> tuple[int, ...]:
        return tuple(self._path)

    @property
    def at_start(self) -> bool:
        return not self._path

    @property
    def tags(self) -> dict[str, str]:
        """The caller's tags (Event, players…), a copy."""
        return dict(self._tags)

    @property
    def TAG_FIELDS(self) -> tuple[str, ...]:
        """The tags an author fills in: event, place, date, round, each
        seat's player, the annotator."""
        seats = tuple(str(seat).title() for seat in self._first.seats)
        return ("Event", "Site", "Date", "Round", *seats, "Annotator")

    @property
    def comment_text(self) -> str:
        """The prose of the comment at the cursor ("" for none)."""
        comment = self._nodes[-1].comment
        return "" if comment is None else comment.text

    @property
    def annotations(self) -> Annotations:
        """The marks and arrows of the comment at the cursor."""
        comment = self._nodes[-1].comment
        return _NO_MARKS if comment is None else comment.annotations

    @property
    def choices(self) -> list[tuple[object, str]]:
        """The pending choice of the clicks (what :meth:`choose` takes, its label)."""
        return [] if self._session is None else self._session.choice_labels()

    @property
    def targets(self) -> dict[int, tuple[Any, ...]]:
        """The cells that may be clicked next, with their labels."""
        return {} if self._session is None else self._session.targets()

    @property
    def picked(self) -> int | None:
        """The first cell clicked, if any."""
        return None if self._session is None else self._session.picked

    def drawable(self) -> list[str]:
        """The draws that may be chosen at the cursor (:meth:`draw`), the one
        drawn now among them: none but where the main line ends at a turn's
        start, in a game whose draws a record says."""
        codec = self._codec
        if not isinstance(codec, ChosenDraws) or not self._at_main_end():
            return []
        return codec.drawable(self._first, self._state)

    @property
    def drawn(self) -> str | None:
        """What the turn at the cursor drew ("[3|5]"), in a game whose
        draws may be chosen; else None."""
        codec = self._codec
        return codec.drawn(self._state) if isinstance(codec, ChosenDraws) else None

    def legal_texts(self) -> list[str]:
        """The record texts of the actions legal at the cursor."""
        state = self._state
        return [] if state.is_over else [str(action) for action in state.legal_actions()]

    # ------------------------------------------------------------ moves
    def play(self, action: object) -> None:
        """Play ``action`` (its text, or the action) at the cursor: the
        child with that text is entered, else a new one added (a variation
        when the node has children already); the cursor moves to it."""
        self._entered([play_text(self._state, action)])

    def click(self, cell: int) -> list[str]:
        """A click on ``cell``, as in the player widget; what it plays is
        added as :meth:`play` adds it (with the actions the rules then play
        for a player who has no choice). What to tell the author."""
        session = self._clicks()
        return self._settle(session, len(session.game.history), session.click(cell))

    def choose(self, key: object) -> list[str]:
        """Settle the clicks' pending choice (a key of :attr:`choices`)."""
        session = self._clicks()
        return self._settle(session, len(session.game.history), session.choose(key))

    def draw(self, draw: object) -> None:
        """Choose what the turn at the cursor draws (domino chess: its tile,
        "3|5", "[3|5]", "35" or (3, 5)): the cursor must be where the main
        line ends, at a turn's start. The earlier draws stay; one drawn
        before in this cycle, or one that would change a draw a variation
        already uses, is refused. Choosing the draw there already changes
        nothing; :meth:`undo` takes a choice back."""
        codec = self._codec
        if not isinstance(codec, ChosenDraws):
            raise ActionError("study.draw_fixed",
                              game=Phrase(registry.info_of(self._first).title_key))
        if not self._at_main_end():
            raise ActionError("study.draw_not_at_end")
        first = codec.with_draw(self._first, self._state, draw)
        state = first.clone()
        for node in self._nodes[1:]:
            play_text(state, node.action)
        if codec.drawn(state) == codec.drawn(self._state):
            return
        changed = changed_draw(self._root, self._first, first, codec)
        if changed is not None:
            label = next(entry.label for entry in self.lines() if entry.path == changed)
            raise ActionError("study.draw_in_variation", draw=codec.drawn(state), move=label)
        self._begin_edit()
        self._first, self._state = first, state
        self._moves_edits += 1
        self._end_edit()

    # ------------------------------------------------------------ the cursor
    def back(self) -> None:
        """One move back."""
        if not self._path:
            raise ActionError("study.at_start")
        self._state.undo()
        self._path.pop()
        self._nodes.pop()
        self._moved()

    def forward(self) -> None:
        """One move on, along the main continuation."""
        children = self._nodes[-1].children
        if not children:
            raise ActionError("study.at_end")
        self._step(0)
        self._moved()

    def to_start(self) -> None:
        """To the start (nothing to do when already there)."""
        self._go((), [self._root])

    def to_end(self) -> None:
        """To the end of the main continuation from the cursor."""
        nodes = self._nodes[:]
        path = self._path[:]
        while nodes[-1].children:
            nodes.append(nodes[-1].children[0])
            path.append(0)
        self._go(tuple(path), nodes)

    def go(self, path: Sequence[int]) -> None:
        """To the move at ``path`` (child indices from the start)."""
        if isinstance(path, str | bytes) or not isinstance(path, Sequence):
            raise ArgumentTypeError("path", path, "study_path")
        steps = tuple(path)
        if any(isinstance(step, bool) or not isinstance(step, int) for step in steps):
            raise ArgumentTypeError("path", path, "study_path")
        nodes = nodes_along(self._root, steps)
        if nodes is None:
            raise ActionError("study.no_path", path=shown(list(steps)))
        self._go(steps, nodes)

    # ------------------------------------------------------------ edits
    def comment(self, text: str) -> None:
        """Set the prose of the comment at the cursor (at the start: the
        whole game's), keeping its marks; "" removes the prose."""
        self._set_comment(make_comment(expect_text("text", text), self.annotations,
                                       self._cells.mark_name), typing=True)

    def mark(self, cell: object, colour: str = "green") -> None:
        """Mark ``cell`` (its number or name) in ``colour``, or unmark it."""
        letter = colour_letter(colour)
        square = self._cells.read(cell)
        self._set_marks(toggle_square(self.annotations, square, letter))

    def arrow(self, origin: object, target: object, colour: str = "green") -> None:
        """Draw an arrow from ``origin`` to ``target`` in ``colour``, or remove it."""
        letter = colour_letter(colour)
        start, end = self._cells.read(origin, "origin"), self._cells.read(target, "target")
        if start == end:
            raise ActionError("study.same_cell", cell=self._cells.name(start))
        self._set_marks(toggle_arrow(self.annotations, start, end, letter))

    def delete(self) -> None:
        """Remove the move at the cursor and all that follows it; the cursor
        goes to the move before."""
        if not self._path:
            raise ActionError("study.nothing_to_delete")
        self._begin_edit()
        index = self._path.pop()
        self._nodes.pop()
        if index == 0 and on_main_line(self._path):
            self._ending.clear()
        del self._nodes[-1].children[index]
        self._state.undo()
        self._keep_writable()
        self._moves_edits += 1
        self._end_edit()

    def promote(self) -> None:
        """Make the line through the cursor the main line."""
        if on_main_line(self._path):
            raise ActionError("study.already_main")
        self._begin_edit()
        promote(self._nodes, self._path)
        self._path = [0] * len(self._path)
        self._ending.clear()
        self._keep_writable()
        self._moves_edits += 1
        self._end_edit()

    def set_tag(self, name: str, value: str) -> None:
        """Set the tag ``name`` (refused as a record refuses a caller's tag);
        "" removes it."""
        expect_text("name", name)
        if expect_text("value", value) == self._tags.get(name, ""):
            return
        if value:
            check_tag(self._codec, self._first, name, value)
        self._begin_edit()
        if value:
            self._tags[name] = value
        else:
            del self._tags[name]
        self._end_edit()

    def undo(self) -> None:
        """Take back the last edit (a :class:`SettingError` when there is none)."""
        if not self._undos:
            raise SettingError("undo.nothing")
        self._restore(self._undos.pop())
        self._edits += 1
        self._moves_edits += 1
        self._moved()

    # ------------------------------------------------------------ the record
    def lines(self) -> list[LineEntry]:
        """The move list: every move in reading order, labelled as the record
        numbers it, the cursor's marked."""
        if self._lines is None or self._lines[0] != self._moves_edits:
            self._lines = (self._moves_edits,
                           line_entries(self._root, self._first, self._codec))
        here = tuple(self._path)
        return [replace(entry, is_current=True) if entry.path == here else entry
                for entry in self._lines[1]]

    def record(self) -> Any:
        """The record of the study (its game's record object)."""
        return self._codec.from_tree(self._first.clone(), self._root,
                                     {**self._tags, **self._ending})

    def record_text(self) -> str:
        """The record's canonical text."""
        if self._text is None or self._text[0] != self._edits:
            self._text = (self._edits, self.record().to_text())
        return self._text[1]

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the record at ``path`` (a :class:`FileAccessError` when it
        cannot; a file is never left half-written)."""
        if not isinstance(path, str | os.PathLike):
            raise ArgumentTypeError("path", path, "study_file")
        write_whole(path, self.record_text())

    # ------------------------------------------------------------ inside
    def _restore(self, snapshot: _Snapshot) -> None:
        """Put back what ``snapshot`` kept, the cursor where it was."""
        self._first = snapshot.first
        self._root, self._tags, self._ending = snapshot.root, snapshot.tags, snapshot.ending
        self._path = []
        self._nodes = [self._root]
        self._state = self._first.clone()
        for index in snapshot.path:
            self._step(index)

    def _keep_writable(self) -> None:
        """After an edit of the main line (begun by :meth:`_begin_edit`):
        its record must still be written, or the edit is taken back and
        refused with the record's reason (a :class:`TreeError`: a variation
        left going on past the main line's end over draws chosen there,
        which no record can say)."""
        try:
            self.record()
        except TreeError:
            self._restore(self._undos.pop())
            raise

    def _at_main_end(self) -> bool:
        """Whether the cursor is where the main line ends."""
        return on_main_line(self._path) and not self._nodes[-1].children

    def _step(self, index: int) -> None:
        """Play the cursor's child ``index`` and move onto it."""
        node = self._nodes[-1].children[index]
        play_text(self._state, node.action)
        self._path.append(index)
        self._nodes.append(node)

    def _go(self, path: tuple[int, ...], nodes: list[StudyNode]) -> None:
        """Move the cursor to ``path`` (``nodes``: the root to it) by undoing
        back to where the two paths part and playing on from there."""
        shared = 0
        for here, there in zip(self._path, path, strict=False):
            if here != there:
                break
            shared += 1
        for _ in range(len(self._path) - shared):
            self._state.undo()
        for node in nodes[shared + 1:]:
            play_text(self._state, node.action)
        self._path = list(path)
        self._nodes = nodes
        self._moved()

    def _entered(self, texts: list[str]) -> None:
        """The state at the cursor has just played ``texts``: enter the
        children with those texts, adding those not there (one edit)."""
        before = tuple(self._path)
        edited = False
        for text in texts:
            parent = self._nodes[-1]
            index = next((i for i, child in enumerate(parent.children) if child.action == text),
                         None)
            if index is None:
                if not edited:
                    self._undos.append(self._snapshot(before))
                    edited = True
                if not parent.children and on_main_line(self._path):
                    self._ending.clear()  # the main line grows: the record's ending is gone
                parent.children.append(StudyNode(text))
                index = len(parent.children) - 1
            self._path.append(index)
            self._nodes.append(parent.children[index])
        if edited:
            self._edits += 1
            self._moves_edits += 1
        self._moved()

    def _clicks(self) -> PlaySession[Any]:
        """The session that reads clicks at the cursor (made at the first)."""
        if self._session is None:
            self._session = PlaySession(self._state.clone(), language=self._language)
        return self._session

    def _settle(self, session: PlaySession[Any], before: int, said: list[str]) -> list[str]:
        """After a click or a choice: what ``session`` played since its
        history had ``before`` actions joins the tree; ``said`` is returned."""
        history = session.game.history
        if len(history) > before:
            self._state = session.game
            self._entered([str(action) for action in history[before:]])
        else:
            self._version += 1  # the cells picked changed
        return said

    def _set_comment(self, comment: Comment | None, typing: bool = False) -> None:
        """Put ``comment`` at the cursor (one edit; comments typed in a row
        at one node are one edit)."""
        node = self._nodes[-1]
        if node.comment == comment:
            return
        if not (typing and self._typing):
            self._begin_edit()
        node.comment = comment
        self._end_edit()
        self._typing = typing

    def _set_marks(self, marks: Annotations) -> None:
        self._set_comment(make_comment(self.comment_text, marks, self._cells.mark_name))

    def _snapshot(self, path: tuple[int, ...]) -> _Snapshot:
        return _Snapshot(self._first, copy_tree(self._root), dict(self._tags),
                         dict(self._ending), path)

    def _begin_edit(self) -> None:
        self._undos.append(self._snapshot(tuple(self._path)))

    def _end_edit(self) -> None:
        self._edits += 1
        self._moved()

    def _moved(self) -> None:
        """Something shown changed: a new version, and clicks start afresh."""
        self._version += 1
        self._session = None
        self._typing = False


def write_whole(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) at ``path`` through a file beside it, renamed
    over it once whole; a :class:`FileAccessError` when it cannot."""
    try:
        target = Path(path)
        part = target.with_name(f".{target.name}.{os.getpid()}.part")
    except (ValueError, OSError) as error:
        raise FileAccessError("file.unwritable", path=str(path), reason=str(error)) from None
    try:
        part.write_text(text, encoding="utf-8")
        os.replace(part, target)
    except (OSError, ValueError) as error:
        with suppress(OSError):
            part.unlink(missing_ok=True)
        reason = getattr(error, "strerror", None) or type(error).__name__
        raise FileAccessError("file.unwritable", path=str(path), reason=reason) from None
