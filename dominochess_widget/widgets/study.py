"""StudyEditor: write an annotated game of any game on its board.

Play the moves by clicking (as in :class:`~.play.PlayWidget`), go back and
play another move to start a variation, write a comment under each move,
colour cells and draw arrows, fill in the tags, preview the record in a
:class:`~.viewer.GameViewer`, and save it (its text to copy, a file on the
server, a download, a share link). The record being written is a
:class:`~dominochess_widget.study.Study` (Jupyter-free); this module only
wires widgets to it, and :mod:`~.study_layout` makes and places them.

Two ways in, one model: the scripted API (``editor.play("c3-d4")``,
``editor.comment(...)``, ``editor.mark("d4", "green")``...) raises on a
refusal, as Python callers expect; a click, a key or a button that is
refused is answered in words under the board and changes nothing. Every
edit redraws the board in one canvas message
(:func:`~.batching.batched`, as the viewer's steps).

>>> editor = StudyEditor("russian")                       # doctest: +SKIP
>>> editor.play("c3-d4"); editor.comment("Why this move?")   # doctest: +SKIP
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core import registry
from dominochess_widget.core.any_record import codec_of
from dominochess_widget.core.errors import SettingError
from dominochess_widget.core.links import encode_record, public_record
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.rules import describe_result, rules_for
from dominochess_widget.study import Study
from dominochess_widget.widgets.batching import batched
from dominochess_widget.widgets.download import file_name
from dominochess_widget.widgets.feedback import error_text, guarded
from dominochess_widget.widgets.pictured import Pictured
from dominochess_widget.widgets.share import ShareBar
from dominochess_widget.widgets.side_by_side import PAGE_CLASS
from dominochess_widget.widgets.study_layout import RECORD_ROWS, StudyControls, tree_option
from dominochess_widget.widgets.viewer import GameViewer

#: The board's keys: what each does to the cursor.
KEYS = {"ArrowLeft": "back", "ArrowRight": "forward", "Home": "to_start", "End": "to_end"}


class StudyEditor(Pictured, widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """An annotated game being written. ``game`` is a game's name (a new
    game; ``seed`` deals its chance, ``position`` a position text of that
    game to start from, ``settings`` its rules' settings) or ``record`` an
    existing record (a record, its text, a file's path or a shipped
    example's name): see :class:`~dominochess_widget.study.Study`."""

    def __init__(self, game: str | None = None, *, seed: int | None = None,
                 position: str | None = None, record: object = None,
                 settings: Mapping[str, object] | None = None, size: int = 420,
                 language: str = "en") -> None:
        self._study = Study(game, seed=seed, position=position, record=record,
                            settings=settings, language=language)
        self._language, self._size = language, size
        self._origin: int | None = None  # an arrow's first click, waiting for its target
        self._armed: Path | None = None  # a file a second Save would replace
        self._written: set[Path] = set()  # the files this editor wrote (replaced freely)
        self._paths: list[tuple[int, ...]] = []  # the tree's entries, in its order
        self._pressable: list[Callable[[], object]] = []  # what each choice button does
        self._syncing = False
        self._said: list[str] = []
        state = self._study.state
        c = self._controls = StudyControls(state, self._study.game_name,
                                           self._study.TAG_FIELDS, size, language)
        self._board = c.board
        self._wire(c)
        two_seats = c.has_cells and len(state.seats) == 2
        self._share = ShareBar(language, self.share_query, self.to_svg,
                               lambda: self._study.game_name,
                               self._board.flip if two_seats else None)
        c.file.value = self._t("studyeditor.file.default") + codec_of(state).extension
        super().__init__(c.arranged(self._share))
        self.add_class("dominochess-study")
        self.add_class(PAGE_CLASS)
        self._render()

    def _wire(self, c: StudyControls) -> None:
        """Connect the controls to this editor's handlers, each wrapped so
        that a refusal is said in words."""
        safely = self._safely
        c.board.on_square_click(safely(self._on_cell))
        c.board.canvas.on_key_down(safely(self._on_key))
        c.entry.observe(safely(self._on_entry), names="value")
        c.tile.observe(safely(self._on_tile), names="value")
        c.mode.observe(safely(lambda _: self._forget_origin()), names="value")
        c.tree.observe(safely(self._on_tree), names="value")
        c.comment.observe(safely(self._on_comment), names="value")
        for name, box in c.tags.items():
            box.observe(safely(lambda change, tag=name: self._on_tag(tag, change)),
                        names="value")
        actions: dict[str, Callable[[], object]] = {
            "start": self.to_start, "back": self.back, "forward": self.forward,
            "end": self.to_end, "delete": self.delete, "promote": self.promote,
            "undo": self.undo, "preview": self.preview, "save": self._save_file,
            "download": self._download,
        }
        for name, button in {**c.navigation, **c.edits, **c.files}.items():
            button.on_click(safely(lambda _, act=actions[name]: act()))

    # ------------------------------------------------------------ queries
    @property
    def study(self) -> Study:
        """The record being written (its model: the tree, the cursor, the tags)."""
        return self._study

    @property
    def controls(self) -> StudyControls:
        """The editor's widgets (for tests and for a teacher's own layout)."""
        return self._controls

    @property
    def board(self) -> Any:
        """The board (or dominoes' table) showing the cursor's position."""
        return self._board

    @property
    def message(self) -> str:
        """What the editor says under the board now, as plain text."""
        return "\n".join(self._said)

    @property
    def opened(self) -> GameViewer | None:
        """The preview shown under the editor, or None."""
        children = self._controls.slot.children
        return children[-1] if children else None

    @property
    def share_bar(self) -> ShareBar:
        """The Share / Picture / Flip bar."""
        return self._share

    def to_svg(self) -> str:
        """The board as shown now (its marks and arrows too), as SVG."""
        return str(self._board.to_svg())

    def share_query(self) -> dict[str, str]:
        """What the app's address asks for to show this record in its viewer:
        the record, packed, without what no player may see yet
        (:func:`~dominochess_widget.core.links.public_record`)."""
        return {"record": encode_record(public_record(self.record_text())),
                "lang": self._language}

    def record(self) -> Any:
        """The record written so far (a record object of the game)."""
        return self._study.record()

    def record_text(self) -> str:
        """The record written so far, as text (what Save writes)."""
        return self._study.record_text()

    def __repr__(self) -> str:
        # Stable text for nbval: no model ids, no changing values.
        return f"StudyEditor(game={self._study.game_name!r})"

    # ------------------------------------------------------------ editing
    def play(self, action: object) -> None:
        """Play ``action`` (its text, or an action) at the cursor: a new move,
        a variation when the cursor already has a continuation, or the
        existing move of that text."""
        self._edit(lambda: self._study.play(action))

    def comment(self, text: str) -> None:
        """Set the comment on the cursor's move (at the start: on the whole
        game); "" removes it (its marks stay)."""
        self._edit(lambda: self._study.comment(text))

    def mark(self, cell: int | str, colour: str = "green") -> None:
        """Colour ``cell`` (its name, "d4", or number) on the cursor's move;
        the same mark again takes it away."""
        self._edit(lambda: self._study.mark(cell, colour))

    def arrow(self, origin: int | str, target: int | str, colour: str = "green") -> None:
        """Draw an arrow from ``origin`` to ``target`` on the cursor's move;
        the same arrow again takes it away."""
        self._edit(lambda: self._study.arrow(origin, target, colour))

    def draw(self, tile: object) -> None:
        """Choose the tile drawn for the turn where the main line ends
        ("3|5", "[3|5]", "35" or (3, 5)): a game played with a real domino
        set (domino chess; :meth:`~dominochess_widget.study.Study.draw`)."""
        self._edit(lambda: self._study.draw(tile))

    def back(self) -> None:
        """The cursor one move back."""
        self._edit(self._study.back)

    def forward(self) -> None:
        """The cursor one move on, along the main continuation."""
        self._edit(self._study.forward)

    def to_start(self) -> None:
        self._edit(self._study.to_start)

    def to_end(self) -> None:
        """The cursor to the end of the line it is on."""
        self._edit(self._study.to_end)

    def go(self, path: Sequence[int]) -> None:
        """The cursor to the move at ``path`` (child indices from the start)."""
        self._edit(lambda: self._study.go(path))

    def delete(self) -> None:
        """Delete the cursor's move and everything after it."""
        self._edit(self._study.delete)

    def promote(self) -> None:
        """Make the line through the cursor the main line."""
        self._edit(self._study.promote)

    def undo(self) -> None:
        """Take back the last edit."""
        self._edit(self._study.undo)

    def set_tag(self, name: str, value: str) -> None:
        """Set the tag ``name`` ("Event", "White", "Date"...); "" removes it."""
        self._edit(lambda: self._study.set_tag(name, value))

    def click(self, cell: int) -> None:
        """The same as a click on the cell ``cell`` (a refusal is said in words)."""
        self._board.click_square(cell)

    def preview(self) -> GameViewer:
        """Show the record in a game viewer under the editor (made anew on
        each call: it shows the record as it is now)."""
        viewer = GameViewer(self._study.record(), size=self._size, language=self._language)
        heading = widgets.HTML(f"<h4>{html.escape(self._t('studyeditor.preview'))}</h4>")
        self._controls.slot.children = (heading, viewer)
        return viewer

    # ------------------------------------------------------------ handlers
    def _edit(self, change: Callable[[], object], said: Sequence[str] = ()) -> None:
        """Make ``change`` to the study (it raises, changing nothing, on a
        refusal), then show the result."""
        result = change()
        self._render([*said, *(result if isinstance(result, list) else [])])

    def _on_cell(self, cell: int) -> None:
        mode = self._controls.mode.value
        colour = self._controls.colour.value
        if mode == "move":
            self._edit(lambda: self._study.click(cell))
        elif mode == "mark":
            self._edit(lambda: self._study.mark(cell, colour))
        elif self._origin is None:
            self._origin = cell
            self._render([self._t("studyeditor.arrow_from", cell=self._cell_name(cell))])
        else:
            origin, self._origin = self._origin, None
            if origin != cell:  # the same cell again: the arrow is given up
                self._study.arrow(origin, cell, colour)
            self._render()

    def _on_key(self, key: str, *modifiers: bool) -> None:
        if key in KEYS:
            self._edit(getattr(self._study, KEYS[key]))

    def _on_entry(self, change: dict[str, Any]) -> None:
        text = str(change["new"]).strip()
        if text and not self._syncing:
            self._controls.entry.value = ""
            self.play(text)

    def _on_tree(self, change: dict[str, Any]) -> None:
        index = change["new"]
        if not self._syncing and index is not None and index < len(self._paths):
            self.go(self._paths[index])

    def _on_tile(self, change: dict[str, Any]) -> None:
        tile = change["new"]
        if not self._syncing and tile is not None and tile != self._study.drawn:
            self.draw(tile)

    def _on_comment(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self.comment(str(change["new"]))

    def _on_tag(self, name: str, change: dict[str, Any]) -> None:
        if not self._syncing:
            self.set_tag(name, str(change["new"]).strip())

    def _forget_origin(self) -> None:
        """Another mode: an arrow begun is given up."""
        self._origin = None
        self._render()

    def _press(self, index: int) -> Callable[[Any], None]:
        """What the ``index``-th choice button does when pressed."""
        return self._safely(lambda _: self._edit(self._pressable[index]))

    def _save_file(self) -> None:
        """Write the record in the file the box names: a file this editor
        did not write is replaced only on a second press (a student's saved
        game is never overwritten unasked)."""
        box = str(self._controls.file.value).strip()
        if not box:
            raise SettingError("studyeditor.no_file")
        path = Path(box).expanduser()
        target = path.resolve()
        if path.exists() and target not in self._written and self._armed != target:
            self._render()
            self._armed = target
            self._say([self._t("studyeditor.confirm_replace", path=box)])
            return
        self._study.save(path)
        self._written.add(target)
        self._render([self._t("studyeditor.saved", path=box)])

    def _download(self) -> None:
        """Offer the record as a download from the browser."""
        name = file_name(str(self._controls.file.value).strip(),
                         self._t("studyeditor.file.default") + ".txt")
        self._controls.download.offer(name, self.record_text(), "text/plain",
                                      self._t("studyeditor.download", file=name))

    # ------------------------------------------------------------ drawing
    def _render(self, said: Sequence[str] = ()) -> None:
        """Show the study: the board (one canvas message), where the cursor
        is, the tree, the comment, the tags, the record; ``said`` under the
        board. A file offered or a replacement asked for is forgotten."""
        study, c = self._study, self._controls
        state = study.state
        self._armed = None
        with batched():
            self._draw(state)
        rows = self._tree_rows()
        self._paths = [path for path, _, _ in rows]
        current = self._paths.index(tuple(study.path))
        label = rows[current][1]
        self._syncing = True
        try:
            c.show_tree([(tree_option(text, depth), i)
                         for i, (_, text, depth) in enumerate(rows)], current)
            c.show_comment(self._comment_title(label), study.comment_text)
            c.show_tile(study.drawable(), study.drawn)
            for name, box in c.tags.items():
                box.value = study.tags.get(name, "")
        finally:
            self._syncing = False
        c.title.value = self._title_html(state)
        c.status.value = self._status_html(state, label)
        c.settings.value = self._settings_html(state)
        c.record.value = self._record_html()
        self._show_choices(state)
        self._enable(bool(study.node.children))
        self._share.forget()
        c.download.clear()
        self._say(said)

    def _draw(self, state: Any) -> None:
        """The cursor's position with its marks and arrows. In Move mode
        also the last move (as the viewer shows it) and the piece picked and
        where it may go. In Mark and Arrow mode, without the last move: its
        tinted squares and arrow would hide a mark on the square it reached
        (a red ring on a pink square), and the author is looking at the
        marks (the teacher's review, item 7); an arrow's origin is shown."""
        study = self._study
        if not self._controls.has_cells:
            self._board.show(state, study.annotations)
            return
        mode = self._controls.mode.value
        if mode == "move":
            picked = study.picked
            self._board.show(state, study.annotations, picked=picked,
                             path=() if picked is None else (picked,), targets=study.targets)
        else:
            origin = self._origin if mode == "arrow" else None
            self._board.show(state, study.annotations, last_actions=(), picked=origin,
                             path=() if origin is None else (origin,))

    def _show_choices(self, state: Any) -> None:
        """Buttons for a pending choice (domino chess: which half), for the
        actions that have no cells (a forfeit, a pass) or, on a table, for
        every legal action."""
        study = self._study
        labelled: list[tuple[str, str]] = []
        self._pressable = []
        if study.choices:
            for key, label in study.choices:
                labelled.append((label, label))
                self._pressable.append(partial(study.choose, key))
        elif not state.is_over:
            if self._controls.has_cells:
                rules = rules_for(state)
                texts = [(rules.button_label(a, self._language), str(a))
                         for a in state.legal_actions() if not rules.click_path(a)]
            else:
                texts = [(text, text) for text in study.legal_texts()]
            for label, text in texts:
                labelled.append((label, text))
                self._pressable.append(partial(study.play, text))
        self._controls.show_choices(labelled, self._press)

    def _enable(self, onward: bool) -> None:
        """Grey out the moves that lead nowhere from the cursor."""
        back = self._study.at_start
        c = self._controls
        for name, disabled in (("start", back), ("back", back), ("forward", not onward),
                               ("end", not onward)):
            if c.navigation[name].disabled != disabled:
                c.navigation[name].disabled = disabled
        for name in ("delete", "promote"):
            if c.edits[name].disabled != back:
                c.edits[name].disabled = back

    def _say(self, said: Sequence[str]) -> None:
        self._said = list(said)
        self._controls.messages.value = (
            "<div role='log' aria-live='polite'>"
            + "".join(f"<div>{html.escape(line)}</div>" for line in self._said) + "</div>")

    def _report(self, error: BaseException) -> None:
        """A refusal in words under the board; the boxes show the study as
        it is (what was typed and refused is put back)."""
        self._board.last_error = error
        self._origin = None
        try:
            with contextlib.suppress(Exception):  # a failed redraw must not hide the refusal
                self._render()
        finally:
            self._said = [error_text(error, self._language)]
            self._controls.messages.value = (
                "<div role='alert' class='dst-error' style='color:#B00020'>"
                f"{html.escape(self._said[0])}</div>")

    def _safely(self, handler: Callable[..., None]) -> Callable[..., None]:
        return guarded(handler, self._report)

    # ------------------------------------------------------------ text
    def _t(self, key: str, **params: object) -> str:
        return translate(key, self._language, **params)

    def _tree_rows(self) -> list[tuple[tuple[int, ...], str, int]]:
        """The tree's entries as (path, label, depth): the start first (named
        in words), then every move in reading order."""
        start = ((), self._t("studyeditor.start"), 0)
        return [start, *((e.path, e.label, e.depth) for e in self._study.lines() if e.path)]

    def _comment_title(self, label: str) -> str:
        if self._study.at_start:
            return self._t("studyeditor.comment.game")
        return self._t("studyeditor.comment.move", label=label)

    def _cell_name(self, cell: int) -> str:
        return str(self._board.geometry.shape.name(cell))

    def _title_html(self, state: Any) -> str:
        tags = self._study.tags
        untitled = self._t("viewer.untitled", game=self._t(registry.info_of(state).title_key))
        players = " · ".join(self._player(seat, tags.get(str(seat).title()))
                             for seat in state.seats)
        return (f"<h3 class='dst-title-text'>{html.escape(tags.get('Event', untitled))}</h3>"
                f"<div>{html.escape(players)}</div>")

    def _player(self, seat: Any, name: str | None) -> str:
        """A seat as the title names it: "Red: Anna", or only "Red" while
        the author has not given its player's name (no question mark)."""
        if name:
            return self._t("viewer.player", side=seat_name(seat), name=name)
        return self._t(seat_name(seat).message_key)

    def _status_html(self, state: Any, label: str) -> str:
        """Where the cursor is and whose turn it is (or the result), with
        what a test waits on: the cursor's path and the number of actions."""
        status = describe_result(state, self._language) or rules_for(state).status(
            state, False, self._language)
        path = ".".join(map(str, self._study.path))
        return (f"<div role='status' aria-live='polite' data-path='{path}'"
                f" data-actions='{len(state.history)}' data-entries='{len(self._paths)}'>"
                f"<b>{html.escape(label)}</b> — {html.escape(status)}</div>")

    def _settings_html(self, state: Any) -> str:
        settings = registry.settings_of(state)
        shown = ", ".join(f"{name.replace('_', ' ')} = {self._setting_value(value)}"
                          for name, value in settings.items())
        said = (self._t("studyeditor.settings", settings=shown) if shown
                else self._t("studyeditor.no_settings"))
        return f"<div>{html.escape(said)}</div>"

    def _setting_value(self, value: object) -> str:
        """A setting's value as the settings line says it (on / off for a switch)."""
        if isinstance(value, bool):
            return self._t("studyeditor.on" if value else "studyeditor.off")
        return str(value)

    def _record_html(self) -> str:
        """The record in a read-only box, to select and copy."""
        label = html.escape(self._t("studyeditor.record"), quote=True)
        return (f"<textarea readonly rows='{RECORD_ROWS}' aria-label='{label}'>"
                f"{html.escape(self.record_text())}</textarea>")


__all__ = ["StudyEditor"]
