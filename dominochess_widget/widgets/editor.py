"""PositionEditor: set up a position of any game with a board, check it with
the engine, then play it, open it in the viewer or copy its text.

Pick a piece in the palette and click a cell to place it; click it again
to take it away, or use the eraser, which empties a cell. In a game of
columns each piece clicked onto a column goes to its bottom, so a column
is built from the top down (the eraser takes the whole column). Choose who
moves and the game's own choices (domino chess: the tile drawn). The
game's registry entry (``editor``, a
:class:`~dominochess_widget.core.editing.Editor`) turns the cells into
position text; only the engine, reading that text, says whether the
position is possible, and its reason is shown under the board. Nothing
here knows a game's rules or names a game.

Hidden stays hidden (issue 25, item 21): the whole position text
(:attr:`PositionEditor.position`, with domino chess's pool in the order it
will be drawn) stays in Python, for the engine. What reaches the browser —
the text box, the board, the picture — is what every player may see: the
text box shows the game's ``shown`` text where its editor has one (domino
chess: the face-down tiles as a sorted set, no seed), else the position.
Text typed into the box is read by the engine as it stands.

>>> PositionEditor(name)                          # doctest: +SKIP
>>> PositionEditor(state, language="it")          # doctest: +SKIP
>>> PositionEditor(name, position=text)           # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core import registry
from dominochess_widget.core.any_record import read_any_record, write_any_record
from dominochess_widget.core.editing import Editor, Setup
from dominochess_widget.core.errors import ActionError, DominoChessError, SettingError, expect_text
from dominochess_widget.core.links import check_position_text
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import Phrase, seat_name
from dominochess_widget.core.rules import State, check_state, describe_result, seat_label
from dominochess_widget.core.scene import Look, Scene
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.feedback import guarded
from dominochess_widget.widgets.pictured import Pictured
from dominochess_widget.widgets.play import PlayWidget, default_game
from dominochess_widget.widgets.play_layout import LABEL
from dominochess_widget.widgets.share import ShareBar
from dominochess_widget.widgets.side_by_side import PAGE_CLASS, page_style
from dominochess_widget.widgets.viewer import GameViewer

#: The palette's value for the eraser (no piece has an empty code).
ERASER = ""


class DraftBoard(BoardWidget):
    """A board that draws the editor's draft: a scene of pieces that may be
    no position the engine accepts yet (None: the game it was given)."""

    draft: Scene | None = None

    def _scene(self) -> Scene:
        return self.draft if self.draft is not None else super()._scene()


def editor_of(name: str) -> Editor:
    """The position editor of the game ``name``; a clear error for a game
    without a board (dominoes)."""
    info = registry.info(name)
    if info.editor is None:
        raise SettingError("editor.none", game=Phrase(info.title_key))
    return info.editor


class PositionEditor(Pictured, widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """A position editor. ``game`` is a game's name (its start position) or a
    state (its position and its rules' settings, such as Lasca's officer,
    which every position checked, played or viewed here keeps); ``position``
    is a position text of that game to start from instead. ``seed`` fixes
    the chance in the start position (domino chess's tile and pool)."""

    def __init__(
        self,
        game: State | str | None = None,
        position: str | None = None,
        size: int = 420,
        language: str = "en",
        seed: int | None = None,
    ) -> None:
        state = self._first_state(game, position, seed)
        self._name = state.game_name
        #: The rules' settings of the game given (Lasca's officer...): every
        #: position checked, played or viewed here keeps them.
        self._settings = registry.settings_of(state)
        self._spec = editor_of(self._name)
        self._seats = tuple(str(seat) for seat in registry.info(self._name).seats)
        self._language, self._size, self._seed = language, size, seed
        self._setup = self._spec.decompose(state)
        self._history: list[Setup] = []
        self._syncing = False
        t = self._t
        self._board = DraftBoard(state, size=size, language=language)
        self._board.on_square_click(self._on_cell)
        view = registry.info(self._name).view
        self._shape: Any = None if view is None else view.shape
        self._palette = widgets.ToggleButtons(
            options=[(t(piece.name_key), piece.code) for piece in self._spec.pieces]
            + [(t("editor.eraser"), ERASER)],
            description=t("editor.palette"), style={**LABEL, "button_width": "auto"},
        )
        self._palette.add_class("dce-palette")
        self._to_move = widgets.Dropdown(
            options=[(seat_label(seat, language), seat) for seat in self._seats],
            description=t("editor.to_move"), style=LABEL, layout=widgets.Layout(width="auto"))
        self._to_move.add_class("dce-to-move")
        self._to_move.observe(self._safely(self._on_to_move), names="value")
        self._choices = {
            choice.name: widgets.Dropdown(options=choice.options, description=t(choice.label_key),
                                          style=LABEL, layout=widgets.Layout(width="auto"))
            for choice in self._spec.choices
        }
        for name, menu in self._choices.items():
            menu.add_class(f"dce-choice-{name}")
            menu.observe(self._safely(partial(self._on_choice, name)), names="value")
        actions: dict[str, tuple[str, Callable[[], object]]] = {
            "undo": ("editor.button.undo", self.undo),
            "clear": ("editor.button.clear", self.clear),
            "start": ("editor.button.start", self.start),
            "validate": ("editor.button.validate", self.validate),
            "play": ("editor.button.play", self.play),
            "viewer": ("editor.button.viewer", self.open_viewer),
        }
        self._buttons = {name: self._button(name, *action) for name, action in actions.items()}
        self._text = widgets.Textarea(description=t("editor.position"), style=LABEL, rows=3,
                                      continuous_update=False,
                                      layout=widgets.Layout(width="100%"))
        self._text.add_class("dce-position")
        self._text.observe(self._safely(self._on_text), names="value")
        self._slot = widgets.VBox()
        self._slot.add_class("dce-slot")
        self._share = ShareBar(language, self.share_query, self.to_svg, lambda: self._name,
                               self._board.flip if len(self._seats) == 2 else None)
        b = self._buttons
        super().__init__([
            self._board,
            self._palette,
            widgets.HBox([self._to_move, *self._choices.values()]),
            widgets.HBox([b["undo"], b["clear"], b["start"]]),
            widgets.HBox([b["validate"], b["play"], b["viewer"]]),
            self._text,
            self._share,
            self._slot,
            page_style(),
        ])
        self.add_class("dominochess-editor")
        self.add_class(PAGE_CLASS)
        self._show()

    @staticmethod
    def _first_state(game: State | str | None, position: str | None, seed: int | None) -> State:
        if game is None or isinstance(game, str):
            name = default_game() if game is None else game.strip().lower()
            editor_of(name)  # a game without a board is refused before it is dealt
            if position is not None:
                return registry.from_position(name, expect_text("position", position))
            return registry.new(name, seed=seed)
        state = check_state("game", game)
        if position is not None:
            return registry.from_position(state.game_name, expect_text("position", position),
                                          **registry.settings_of(state))
        return state

    # ------------------------------------------------------------ queries
    @property
    def game_name(self) -> str:
        return self._name

    @property
    def setup(self) -> Setup:
        """The position being edited, taken apart (cells, who moves, extras)."""
        return self._setup

    @property
    def position(self) -> str:
        """The position text of the setup (whether or not the engine accepts
        it), whole: what Play, Validate and the viewer read. It never
        reaches the browser; :attr:`text` does."""
        return self._spec.compose(self._setup)

    @property
    def text(self) -> str:
        """The position as the text box shows it: without what no player
        may see (:meth:`Editor.screen_text`)."""
        return self._spec.screen_text(self._setup)

    @property
    def board(self) -> BoardWidget:
        return self._board

    @property
    def message(self) -> str:
        """What the editor says under the board (validation, errors)."""
        return str(self._board.message)

    @property
    def opened(self) -> Any:
        """The player or viewer opened under the editor, or None."""
        return self._slot.children[0] if self._slot.children else None

    def to_svg(self) -> str:
        """The position being set up, as an SVG picture (a worksheet diagram)."""
        return self._board.to_svg()

    @property
    def share_bar(self) -> ShareBar:
        """The Share / Picture / Flip bar under the editor."""
        return self._share

    def share_query(self) -> dict[str, str]:
        """What the app's address asks for to play from this position: the
        game and the position as the text box shows it (:attr:`text`: no
        pool order, no seed), once the engine accepts it (its reason, in a
        :class:`~dominochess_widget.core.errors.DominoChessError`, if not).
        The rules' settings (Lasca's officer...) are the game's defaults there."""
        text = check_position_text(self.text)
        registry.from_position(self._name, text, **self._settings)
        return {"game": self._name, "position": text, "lang": self._language}

    def __repr__(self) -> str:
        # Stable text for nbval: no model ids, no changing values.
        return f"PositionEditor(game={self._name!r})"

    # ------------------------------------------------------------ editing
    def select(self, piece: str | None) -> None:
        """Choose the palette's piece with code ``piece`` (None: the eraser)."""
        code = ERASER if piece is None else expect_text("piece", piece)
        if code != ERASER and self._spec.piece(code) is None:
            raise SettingError("editor.bad_piece", value=repr(code),
                               codes=", ".join(p.code for p in self._spec.pieces))
        self._palette.value = code

    def click(self, cell: int | str) -> None:
        """The same as a click on ``cell`` (its number, or its name: "e4", "12")."""
        number = self._shape.cell_named(cell) if isinstance(cell, str) else cell
        if number is None:
            raise ActionError("cell.bad", square=cell)
        self._board.click_square(number)

    def set_to_move(self, seat: str) -> None:
        """Let ``seat`` move."""
        if seat not in self._seats:
            raise SettingError("play.bad_seat", value=repr(seat), seats=", ".join(self._seats))
        self._to_move.value = seat

    def choose(self, name: str, value: str) -> None:
        """Set the game's choice ``name`` (domino chess: ``"tile"``, ``"3|5"``)."""
        menu = self._choices.get(name)
        if menu is None or value not in menu.options:
            raise SettingError("editor.bad_choice", name=repr(name), value=repr(value))
        menu.value = value

    def undo(self) -> None:
        """Take back the last change."""
        if self._history:
            self._setup = self._history.pop()
            self._show()

    def clear(self) -> None:
        """Take every piece off the board (who moves and the extras stay)."""
        self._change(Setup({}, self._setup.to_move, self._setup.extras))

    def start(self) -> None:
        """The game's start position."""
        self._change(self._spec.decompose(registry.new(self._name, seed=self._seed,
                                                       **self._settings)))

    def load(self, text: str) -> None:
        """Edit the position ``text`` (the engine must accept it; else its
        reason is shown and nothing changes)."""
        state = self._read(expect_text("text", text))
        if state is not None:
            self._change(self._spec.decompose(state))

    # ------------------------------------------------------------ checking
    def validate(self) -> State | None:
        """The engine's game at this position, and a word under the board:
        that it accepts the position, or why not (then None)."""
        state = self._read(self.position)
        if state is not None:
            said = self._t("editor.valid", side=seat_name(state.to_move))
            over = describe_result(state, self._language)
            self._board.show_message(f"{said} {self._t('editor.over', result=over)}" if over
                                     else said)
        return state

    def play(self) -> PlayWidget | None:
        """A player from this position, shown under the editor (None, with
        the engine's reason, when the position is not possible)."""
        state = self._read(self.position)
        if state is None:
            return None
        player = PlayWidget(state, size=self._size, language=self._language)
        self._open(player)
        return player

    def open_viewer(self) -> GameViewer | None:
        """A viewer on a one-position record of this position, shown under
        the editor (None, with the engine's reason, when it is not possible)."""
        state = self._read(self.position)
        if state is None:
            return None
        try:
            record = read_any_record(write_any_record(state, Event=self._t("editor.event")))
        except DominoChessError as error:
            self._board.show_message(error.message(self._language))
            return None
        viewer = GameViewer(record, size=self._size, language=self._language)
        self._open(viewer)
        return viewer

    # ------------------------------------------------------------ handlers
    def _on_cell(self, cell: int) -> None:
        spec, setup = self._spec, self._setup
        if cell not in spec.cells:
            name = self._shape.name(cell) if self._shape is not None else str(cell)
            self._board.show_message(self._t("editor.no_cell", cell=name))
            return
        cells = dict(setup.cells)
        stack = cells.pop(cell, ())
        code = self._palette.value
        if code != ERASER:
            if spec.columns:
                cells[cell] = (*stack, code)
            elif stack != (code,):
                cells[cell] = (code,)
        self._change(Setup(cells, setup.to_move, setup.extras))

    def _on_to_move(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self._change(Setup(self._setup.cells, str(change["new"]), self._setup.extras))

    def _on_choice(self, name: str, change: dict[str, Any]) -> None:
        if not self._syncing:
            self._change(self._spec.choose(self._setup, name, str(change["new"])))

    def _on_text(self, change: dict[str, Any]) -> None:
        text = str(change["new"]).strip()
        if not self._syncing and text and text != self.text:
            self.load(text)

    # ------------------------------------------------------------ internals
    def _read(self, text: str) -> State | None:
        """The engine's game at ``text``, or None with its reason shown."""
        try:
            return registry.from_position(self._name, text, **self._settings)
        except DominoChessError as error:
            self._board.show_message(self._t("editor.invalid", error=error.message(self._language)))
            return None

    def _change(self, setup: Setup) -> None:
        if setup != self._setup:
            self._history.append(self._setup)
            self._setup = setup
        self._show()

    def _open(self, widget: Any) -> None:
        self._slot.children = (widget,)

    def _show(self) -> None:
        """Draw the setup, its text and the controls that follow it; what was
        said about the last setup no longer holds."""
        self._board.draft = self._draft()
        self._board.refresh()
        self._board.show_message("")
        self._share.forget()  # an address or picture offered shows another setup
        setup = self._setup
        self._syncing = True
        try:
            self._text.value = self.text
            if setup.to_move in self._seats:
                self._to_move.value = setup.to_move
            for name, menu in self._choices.items():
                if setup.extras.get(name) in menu.options:
                    menu.value = setup.extras[name]
        finally:
            self._syncing = False

    def _draft(self) -> Scene:
        """The setup as a scene: the pieces (a column's under the top one),
        whose turn, and each seat's count in the panel."""
        spec, setup = self._spec, self._setup
        pieces: list[tuple[int, Look]] = []
        stacks: list[tuple[int, tuple[Look, ...]]] = []
        counts = dict.fromkeys(self._seats, 0)
        for cell, stack in sorted(setup.cells.items()):
            found = [piece for piece in map(spec.piece, stack) if piece is not None]
            for piece in found:
                counts[piece.seat] = counts.get(piece.seat, 0) + 1
            if found:
                pieces.append((cell, found[0].look))
            if len(found) > 1:
                stacks.append((cell, tuple(piece.look for piece in found[1:])))
        mover = seat_name(setup.to_move)
        notes = [self._t("editor.note.count", side=seat_name(seat), count=count)
                 for seat, count in counts.items()]
        return Scene(
            pieces=tuple(pieces),
            stacks=tuple(stacks),
            header=self._t("editor.header", side=mover),
            header_look=next((p.look for p in spec.pieces if p.seat == setup.to_move), None),
            notes=tuple(notes),
        )

    def _button(self, name: str, key: str, action: Callable[[], object]) -> Any:
        button = widgets.Button(description=self._t(key),
                                layout=widgets.Layout(width="auto"))
        button.add_class(f"dce-{name}")

        def run(_: Any) -> None:
            action()

        button.on_click(self._safely(run))
        return button

    def _safely(self, handler: Callable[..., None]) -> Callable[..., None]:
        """``handler`` with any exception shown under the board."""
        return guarded(handler, self._board.report_error)

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self._language, **params)


__all__ = ["ERASER", "DraftBoard", "PositionEditor", "editor_of"]
