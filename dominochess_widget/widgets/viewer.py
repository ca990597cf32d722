"""GameViewer: step through an annotated record on the board.

First / previous / next / last buttons, a step slider, ←/→ keys on the
board, autoplay at a chosen speed, a clickable move list that follows the
current frame, and an annotation panel (what each half did, the comment
as safe markdown, the marks and arrows it asks for). A variation listed
where it branches is a button: pressing it shows that line (the moves up
to the branch, then the variation's, with its own comments and nested
variations), stepped with the same controls until "Back" returns to the
step where it branched; lines nest as a stack. The frames come from
:mod:`.frames`; this module only wires widgets to them.
"""

from __future__ import annotations

import asyncio
import html
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core import registry
from dominochess_widget.core.any_record import codec_of, read_any_record
from dominochess_widget.core.errors import ActionError, SettingError, expect_int
from dominochess_widget.core.geometry import Geometry
from dominochess_widget.core.links import encode_record, public_record
from dominochess_widget.core.messages import DEFAULT_LANGUAGE, translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.records import AnyRecord
from dominochess_widget.core.scene import Frame
from dominochess_widget.examples import example_game, example_languages, load_example
from dominochess_widget.render.frames import Branch, branch_points, frames_of, line_record
from dominochess_widget.render.markup import plain_markdown, safe_markdown
from dominochess_widget.render.scene import cell_describer
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.feedback import guarded
from dominochess_widget.widgets.movelist import MoveList
from dominochess_widget.widgets.overlays import OverlayToggles
from dominochess_widget.widgets.pictured import Pictured
from dominochess_widget.widgets.plugins import AsideSlot, widgets_of
from dominochess_widget.widgets.share import ShareBar
from dominochess_widget.widgets.side_by_side import PAGE_CLASS, beside, page_style

_KEYS = {"ArrowLeft": -1, "ArrowRight": 1}


class GameViewer(Pictured, widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """An annotated game, frame by frame.

    ``record`` is a record of any game (:func:`~dominochess_widget.core.records.read_any_record`
    reads one), the text of a record (its tags say which game), or the name
    of a shipped example of any game (see :func:`example_names`)."""

    def __init__(
        self,
        record: Any,
        size: int = 420,
        language: str = "en",
        delay: float = 1.5,
    ) -> None:
        self._record = _as_record(record, language)
        self._language = language
        self._frames = frames_of(self._record, language)
        self._branches = branch_points(self._record)
        self._path: list[Branch] = []  # the line shown: [] is the main line
        self._returns: list[tuple[int, str]] = []  # per line: its branch step, its name
        self._index = 0
        self._task: asyncio.Task[None] | None = None
        self._syncing = False
        t = self._text
        display = widgets_of(registry.info_of(self._record.game).name).display
        # A board, or what a game without one shows its steps on (a table).
        self._board = (BoardWidget(self._frames[0].game, size=size, language=language)
                       if display is None else display(language=language))
        self._title = widgets.HTML(self._title_html())
        # ipywidgets' own icons (Font Awesome, shipped with Lab): ⏮/⏭ glyphs
        # are missing from some browsers' fonts.
        self._buttons = {
            name: widgets.Button(icon=icon, tooltip=t(f"viewer.{name}"),
                                 layout=widgets.Layout(width="44px"))
            for name, icon in (("first", "fast-backward"), ("previous", "step-backward"),
                               ("next", "step-forward"), ("last", "fast-forward"))
        }
        for name, button in self._buttons.items():
            button.add_class(f"dcv-{name}")
        self._buttons["first"].on_click(self._safely(lambda _: self.go(0)))
        self._buttons["previous"].on_click(self._safely(lambda _: self.go(self._index - 1)))
        self._buttons["next"].on_click(self._safely(lambda _: self.go(self._index + 1)))
        self._buttons["last"].on_click(self._safely(lambda _: self.go(len(self._frames) - 1)))
        self._play = widgets.ToggleButton(value=False, description=t("viewer.play"),
                                          tooltip=t("viewer.play_tooltip"), icon="play")
        self._play.add_class("dcv-play")
        self._play.observe(self._safely(self._on_play), names="value")
        self._delay = widgets.FloatSlider(value=delay, min=0.25, max=4.0, step=0.25,
                                          description=t("viewer.delay"), readout_format=".2f",
                                          style={"description_width": "initial"})
        self._slider = widgets.IntSlider(value=0, min=0, max=len(self._frames) - 1,
                                         description=t("viewer.step"), continuous_update=False)
        self._slider.add_class("dcv-slider")
        self._slider.observe(self._safely(lambda change: self._follow(change["new"])),
                             names="value")
        self._moves = MoveList([frame.label for frame in self._frames], language)
        self._moves.on_pick(self._safely(self._follow))
        self._annotation = widgets.HTML(layout=widgets.Layout(width="100%"))
        self._annotation.add_class("dcv-annotation")
        self._variations = widgets.VBox()
        self._variations.add_class("dcv-variations")
        self._line_name = widgets.HTML()
        self._back = widgets.Button(icon="level-up", layout=widgets.Layout(width="auto"))
        self._back.add_class("dcv-back-line")
        self._back.on_click(self._safely(lambda _: self.leave()))
        self._line_bar = widgets.HBox([self._line_name, self._back],
                                      layout=widgets.Layout(display="none"))
        self._line_bar.add_class("dcv-line")
        self._board.canvas.on_key_down(self._safely(self._on_key))
        view = registry.info_of(self._frames[0].game).view
        self._describe_cell = cell_describer(view)
        self._shape: Geometry | None = None if view is None else view.shape
        if self._describe_cell is not None:  # a click says what a cell holds (Lasca's columns)
            self._board.on_square_click(self.inspect)
        controls = widgets.HBox([*self._buttons.values(), self._play, self._delay])
        self._aside = AsideSlot(language)
        self._overlays = (OverlayToggles(self._board, language)
                          if isinstance(self._board, BoardWidget) else None)
        side = [self._moves, self._aside, *([self._overlays] if self._overlays else [])]
        two_seats = isinstance(self._board, BoardWidget) and len(self._record.game.seats) == 2
        self._share = ShareBar(language, self.share_query, self.to_svg,
                               lambda: f"{info_name(self._record)}-{self._index}",
                               self._board.flip if two_seats else None)
        super().__init__([self._title, self._line_bar,
                          beside(self._board, widgets.VBox(side)),
                          controls,
                          self._slider, self._annotation, self._variations, self._share,
                          page_style()])
        self.add_class("dominochess-viewer")
        self.add_class(PAGE_CLASS)
        self.go(0)

    @classmethod
    def example(cls, name: str, **options: Any) -> GameViewer:
        """A viewer on the shipped example ``name``."""
        return cls(_example(name, options.get("language", DEFAULT_LANGUAGE)), **options)

    # ------------------------------------------------------------ queries
    @property
    def record(self) -> Any:
        return self._record

    @property
    def index(self) -> int:
        """The frame shown: 0 is the first tile drawn."""
        return self._index

    @property
    def frames(self) -> list[Frame]:
        """The frames of the line shown (the main line's, or a variation's)."""
        return list(self._frames)

    @property
    def line(self) -> tuple[Branch, ...]:
        """The line shown: () for the main line, else one (move, variation)
        pair per line entered (see :func:`~dominochess_widget.render.frames.line_record`)."""
        return tuple(self._path)

    @property
    def board(self) -> BoardWidget:
        return self._board

    @property
    def overlays(self) -> OverlayToggles | None:
        """The board's overlays (``viewer.overlays.switch("danger")``); None
        for a game shown on a table."""
        return self._overlays

    def to_svg(self) -> str:
        """The board shown now as SVG (see :meth:`BoardWidget.to_svg`)."""
        return self._board.to_svg()

    @property
    def share_bar(self) -> ShareBar:
        """The Share / Picture / Flip bar under the viewer."""
        return self._share

    def share_query(self) -> dict[str, str]:
        """What the app's address asks for to show this record: the record
        with its comments, packed, without what no player may see yet
        (:func:`~dominochess_widget.core.links.public_record`)."""
        text = codec_of(self._record.game).format(self._record)
        return {"record": encode_record(public_record(text)), "lang": self._language}

    def text(self, index: int | None = None) -> str:
        """Frame ``index`` (default: the one shown) in plain text, as the
        annotation panel says it; reading a frame does not move the viewer."""
        index = self._index if index is None else expect_int("index", index)
        if not 0 <= index < len(self._frames):
            raise SettingError("viewer.bad_step", index=index, last=len(self._frames) - 1)
        frame = self._frames[index]
        lines = [
            *(name for _, name in self._returns[-1:]),  # the variation shown
            self._text("viewer.position", step=index, last=len(self._frames) - 1,
                       label=frame.label),
            frame.description,
            *(plain_markdown(comment.text) for comment in frame.comments if comment.text),
            *(self._text("viewer.variation", line=line) for line in frame.variations),
        ]
        if frame.result:
            lines.append(frame.result)
        return "\n".join(lines)

    def __repr__(self) -> str:
        event = self._record.tags.get("Event", "")
        return f"GameViewer(event={event!r}, frames={len(self._frames)})"

    # ------------------------------------------------------------ actions
    def go(self, index: int) -> None:
        """Show frame ``index`` (clamped to the record)."""
        index = max(0, min(expect_int("index", index), len(self._frames) - 1))
        self._index = index
        frame = self._frames[index]
        if self._board.message and self._describe_cell is not None:
            self._board.show_message("")  # what a click said was about another step
        # The board's message first: the page draws it before the widget
        # updates below, which change its layout.
        self._board.show(frame.game, frame.annotations, finished=frame.finished)
        self._aside.show(frame.game, {"finished": frame.finished})
        if self._overlays is not None:
            self._overlays.sync(frame.game, {"finished": frame.finished})
        self._annotation.value = self._annotation_html(frame)
        self._offer_variations(frame)
        self._share.download.clear()  # a picture offered showed another step
        self._syncing = True
        try:
            self._slider.value = index
            self._moves.value = index
        finally:
            self._syncing = False
        last = len(self._frames) - 1
        for name, disabled in (("first", index == 0), ("previous", index == 0),
                               ("next", index == last), ("last", index == last)):
            if self._buttons[name].disabled != disabled:
                self._buttons[name].disabled = disabled

    def enter(self, number: int = 0) -> None:
        """Show variation ``number`` (0 first) of those listed at the step
        shown, at this step: the line's moves up to here, then the
        variation's. A step that lists none, or a number it does not list,
        raises a :class:`SettingError` and changes nothing."""
        number = expect_int("number", number)
        if self._index not in self._branches:
            raise SettingError("viewer.none_here")
        path = [*self._path, (self._branches[self._index], number)]
        frames, branches = self._line(path)
        name = self._text("viewer.line_at", move=frames[self._index].label)
        self._returns.append((self._index, name))
        self._path = path
        self._show_line(frames, branches, self._index)

    def leave(self) -> None:
        """Back to the line the one shown branches from, at the step where
        it branches (a :class:`SettingError` on the main line)."""
        if not self._path:
            raise SettingError("viewer.on_main_line")
        frames, branches = self._line(self._path[:-1])
        self._path.pop()
        index, _ = self._returns.pop()
        self._show_line(frames, branches, index)

    def inspect(self, square: int | str) -> str:
        """Say under the board what ``square`` (a number or a name such as
        ``"e3"``) holds at this step, where the game's view can say it (a
        Lasca column, top first); returns the text."""
        describe = self._describe_cell
        shape = self._shape
        if describe is None or shape is None:
            return ""
        cell = shape.cell_named(square) if isinstance(square, str) else expect_int("square", square)
        if cell is None or cell not in shape.cells:
            raise ActionError("cell.bad", square=square)
        text = str(describe(self._frames[self._index].game, cell, self._language))
        self._board.show_message(text)
        return text

    def next(self) -> None:
        self.go(self._index + 1)

    def previous(self) -> None:
        self.go(self._index - 1)

    def stop(self) -> None:
        """Stop autoplay."""
        self._play.value = False

    # ------------------------------------------------------------ lines
    def _line(self, path: list[Branch]) -> tuple[list[Frame], dict[int, int]]:
        """The frames of the line ``path`` names, and its branch points."""
        record = line_record(self._record, path)
        return frames_of(record, self._language), branch_points(record)

    def _show_line(self, frames: list[Frame], branches: dict[int, int], index: int) -> None:
        """Step through ``frames`` from ``index``: the slider, the move list
        and the line's name and Back button follow."""
        self._frames, self._branches = frames, branches
        self._syncing = True
        try:
            self._slider.max = len(frames) - 1
            self._moves.show([frame.label for frame in frames], index)
        finally:
            self._syncing = False
        depth = len(self._path)
        self._line_bar.layout.display = "flex" if depth else "none"
        self._line_name.value = (f"<b class='dcv-line-name'>{html.escape(self._returns[-1][1])}</b>"
                                 if depth else "")
        self._back.description = self._text("viewer.back_to_main" if depth == 1
                                            else "viewer.back_to_line")
        self.go(index)

    def _offer_variations(self, frame: Frame) -> None:
        """A button per variation listed at ``frame``, each entering its line."""
        buttons = []
        for number, line in enumerate(frame.variations):
            button = widgets.Button(description=self._text("viewer.play_line", line=line),
                                    tooltip=self._text("viewer.play_line_tooltip"),
                                    icon="code-fork",
                                    layout=widgets.Layout(width="auto", max_width="100%"))
            button.add_class("dcv-variation-button")
            button.on_click(self._safely(lambda _, number=number: self.enter(number)))
            buttons.append(button)
        if buttons or self._variations.children:
            self._variations.children = buttons

    # ------------------------------------------------------------ handlers
    def _follow(self, index: int) -> None:
        if not self._syncing and index != self._index:
            self.go(index)

    def _on_key(self, key: str, *modifiers: bool) -> None:
        if key in _KEYS:
            self.go(self._index + _KEYS[key])
        elif key == "Home":
            self.go(0)
        elif key == "End":
            self.go(len(self._frames) - 1)

    def _on_play(self, change: dict[str, Any]) -> None:
        playing = bool(change["new"])
        self._play.description = self._text("viewer.pause" if playing else "viewer.play")
        self._play.icon = "pause" if playing else "play"
        if self._task is not None:
            self._task.cancel()
            self._task = None
        if playing:
            if self._index == len(self._frames) - 1:
                self.go(0)
            try:
                self._task = asyncio.get_running_loop().create_task(self._autoplay())
            except RuntimeError:  # no event loop runs here (a plain script)
                self._play.value = False
                raise

    async def _autoplay(self) -> None:
        """Advance one frame per delay, without blocking the kernel."""
        try:
            while self._index < len(self._frames) - 1:
                await asyncio.sleep(self._delay.value)
                self.next()
        except Exception as error:  # shown in the widget, never lost in a log
            self._board.report_error(error)
        finally:
            self._task = None
            self._play.value = False

    def _safely(self, handler: Callable[..., None]) -> Callable[..., None]:
        """``handler`` with any exception shown under the board."""
        return guarded(handler, self._board.report_error)

    # ------------------------------------------------------------ text
    def _text(self, key: str, **params: object) -> str:
        return translate(key, self._language, **params)

    def _title_html(self) -> str:
        tags = self._record.tags
        info = registry.info_of(self._record.game)
        untitled = self._text("viewer.untitled", game=self._text(info.title_key))
        title = html.escape(tags.get("Event", untitled))
        players = " · ".join(
            self._text("viewer.player", side=seat_name(seat), name=tags.get(seat.title(), "?"))
            for seat in self._record.game.seats
        )
        return f"<h3 class='dcv-title'>{title}</h3><div>{html.escape(players)}</div>"

    def _annotation_html(self, frame: Frame) -> str:
        parts = [f"<div class='dcv-step'><b>{html.escape(frame.label)}</b> — "
                 f"{html.escape(frame.description)}</div>"]
        parts += [f"<p class='dcv-comment'>{safe_markdown(c.text)}</p>"
                  for c in frame.comments if c.text]
        # The variations listed here are the buttons under the panel.
        if frame.result:
            parts.append(f"<p class='dcv-result'><b>{html.escape(frame.result)}</b></p>")
        return (f"<div role='status' aria-live='polite' data-step='{self._index}'>"
                + "".join(parts) + "</div>")


def info_name(record: AnyRecord) -> str:
    """The name of the game ``record`` records (a picture file's name)."""
    return registry.info_of(record.game).name


def _example(name: str, language: str) -> Any:
    """The shipped example ``name``, in ``language`` when it is translated."""
    return load_example(name, language if language in example_languages() else DEFAULT_LANGUAGE)


def _as_record(record: object, language: str) -> Any:
    if isinstance(record, str):
        try:
            example_game(record)
        except SettingError:
            return read_any_record(record)
        return _example(record, language)
    if isinstance(record, AnyRecord):
        return record
    raise SettingError("viewer.bad_record", value=repr(record))
