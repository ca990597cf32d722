"""The dominoes table in a notebook: people and computers in any mix.

A thin drawing of :class:`~dominochess_widget.games.dominoes.session.TableSession`:
the canvas shows its :class:`~dominochess_widget.games.dominoes.view.TableScene`
(tiles drawn with the same pips as domino chess's tile panel), the buttons
call it, and the text under the table says what happened. Nothing but the
scene is drawn, so a hand the scene hides never reaches the page (O10).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from dominochess_widget.errors import SettingError, expect_int
from dominochess_widget.games.dominoes.session import TableSession, seats_against
from dominochess_widget.games.dominoes.state import Dominoes
from dominochess_widget.games.dominoes.view import Label, TableScene, TileItem
from dominochess_widget.messages import CATALOGUES, translate
from dominochess_widget.widgets.batching import batched
from dominochess_widget.widgets.canvases import new_canvas
from dominochess_widget.widgets.drawing import draw_domino, draw_tile_back
from dominochess_widget.widgets.feedback import error_text, guarded
from dominochess_widget.widgets.geometry import Rect
from dominochess_widget.widgets.palette import DEFAULT_PALETTE, Palette

#: Backing-store pixels per CSS pixel (sharp on high-DPI screens and projectors).
SCALE = 2
#: Seat colours for text (the palette's red and blue; darker Okabe–Ito green and yellow).
_TEXT_COLOURS = {"green": "#007A5A", "yellow": "#8A6D00"}
#: The buttons under the table, by catalogue name (``dominoes.button.<name>``).
BUTTONS = ("show", "draw", "pass", "deal", "new")
#: How many lines of "what happened" stay under the table.
TOLD_LINES = 8


class DominoesWidget(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """A dominoes match to play at the screen.

    ``seats`` gives each seat's kind in playing order: ``"person"`` or a
    computer level (``"easy"``, ``"medium"``, ``"hard"``); or ``opponent``
    says it for all but the first seat (``"friend"``: people in every
    seat); by default one person against ``players − 1`` medium computers. Other keyword settings
    (``hand_size``, ``target``, ``scoring``) go to the match."""

    def __init__(self, game: Dominoes | None = None, *, players: int = 2,
                 seats: Sequence[str] | None = None, opponent: str | None = None,
                 seed: int = 1, language: str = "en", palette: Palette = DEFAULT_PALETTE,
                 **settings: object) -> None:
        if not isinstance(language, str) or language not in CATALOGUES:
            raise SettingError("board.bad_language", value=repr(language),
                               choices=", ".join(map(repr, sorted(CATALOGUES))))
        self._seed = expect_int("seed", seed)
        if game is None:
            game = Dominoes.new(seed=self._seed, players=players, **settings)
        if seats is None and opponent is not None:
            seats = seats_against(opponent, len(game.seats))
        self._session = TableSession(game, seats, language)
        self._palette = palette
        self._told: list[str] = []
        self._scene: TableScene | None = None
        layout = widgets.Layout(width="760px", height="540px", margin="0")
        self._canvas = new_canvas(760 * SCALE, 540 * SCALE, layout=layout)
        self._canvas.on_mouse_down(self._safely(self._on_mouse_down))
        # A page that connects (first display, reload, Voilà) has no pixels yet.
        self._canvas.on_client_ready(self._safely(lambda: self._draw(self.scene)))
        handlers = {"show": self.show_hand, "new": self.new_match}
        self._buttons = {name: self._button(name, handlers.get(name) or self._presser(name))
                         for name in BUTTONS}
        self._status = widgets.HTML()
        self._status.add_class("dcd-status")
        self._error = widgets.HTML()
        self._error.add_class("dcd-error")
        self._story = widgets.HTML(layout=widgets.Layout(width="760px"))
        self._story.add_class("dcd-story")
        # The table in words for a screen reader (the canvas says nothing):
        # the same scene, so it tells no more than the picture shows.
        self._words = widgets.HTML()
        self._words.add_class("dcd-words")
        super().__init__([self._status, self._canvas, widgets.HBox(list(self._buttons.values())),
                          self._error, self._story, self._words])
        self.add_class("dcd-table")
        self._update(self._session.start())

    # ------------------------------------------------------------ reading
    @property
    def session(self) -> TableSession:
        return self._session

    @property
    def game(self) -> Dominoes:
        return self._session.game

    @property
    def canvas(self) -> Any:
        return self._canvas

    @property
    def scene(self) -> TableScene:
        """What the canvas shows now."""
        assert self._scene is not None
        return self._scene

    @property
    def error(self) -> str:
        """The refusal shown under the table ("" when none)."""
        return html.unescape(self._error.value.replace("<b>", "").replace("</b>", ""))

    def text(self) -> str:
        """The table in words: whose turn, the hands as shown, what happened."""
        return "\n".join([self._session.status(), *self.scene.words, *self._told])

    def __repr__(self) -> str:
        kinds = ", ".join(f"{seat}={kind}" for seat, kind in self._session.kinds.items())
        return f"DominoesWidget({kinds})"

    # ------------------------------------------------------------ actions
    def click(self, key: str) -> None:
        """Click a tile of the shown hand (``"tile:3|5"``) or an open face (``"face:6|6:2"``)."""
        self._act(lambda: self._session.click(key))

    def click_at(self, x: float, y: float) -> None:
        """A click at CSS pixel (x, y) of the table."""
        key = self.scene.hit(x, y)
        if key is not None:
            self.click(key)

    def press(self, name: str) -> None:
        """The Draw, Pass or Next round button."""
        self._act(lambda: self._session.press(name))

    def play(self, action: str) -> None:
        """Play an action typed in the game's notation (``3|6@6|6:2``, ``draw``)."""
        self._act(lambda: self._session.play(action))

    def show_hand(self) -> None:
        self._session.show_hand()
        self._update([])

    def new_match(self) -> None:
        """A new match with the same seats and settings, the next seed."""
        old = self.game
        self._seed += 1
        game = Dominoes.new(seed=self._seed, players=len(old.seats),
                            hand_size=old.settings.hand_size, target=old.settings.target,
                            scoring=old.settings.scoring)
        self._session = TableSession(game, list(self._session.kinds.values()),
                                     self._session.language)
        self._told = []
        self._update(self._session.start())

    # ------------------------------------------------------------ drawing
    def _act(self, action: Callable[[], list[str]]) -> None:
        try:
            lines = action()
        except Exception as error:  # a refusal: shown next to the table, nothing changes
            self._show_error(error)
            self._update([], keep_error=True)
            return
        self._update(lines)

    def _update(self, lines: list[str], keep_error: bool = False) -> None:
        if not keep_error:
            self._error.value = ""
        if lines:
            self._told = [*self._told, *lines][-TOLD_LINES:]
        session = self._session
        self._scene = session.scene()
        self._status.value = f"<b>{html.escape(session.status())}</b>"
        self._story.value = "<div aria-live='polite'>" + "".join(
            f"<div>{html.escape(line)}</div>" for line in self._told) + "</div>"
        self._words.value = (
            "<div style='position:absolute;left:-10000px;width:1px;height:1px;"
            "overflow:hidden'>" + "".join(f"<p>{html.escape(w)}</p>" for w in self._scene.words)
            + "</div>")
        enabled = {"show": session.needs_reveal, "draw": session.can("draw"),
                   "pass": session.can("pass"), "deal": session.can("deal"), "new": True}
        for name, button in self._buttons.items():
            button.disabled = not enabled[name]
        self._draw(self._scene)

    def _draw(self, scene: TableScene) -> None:
        canvas, palette = self._canvas, self._palette
        with batched():
            canvas.clear()
            canvas.save()
            canvas.scale(SCALE)
            canvas.fill_style = palette.light_square
            canvas.fill_rect(0, 0, scene.width, scene.height)
            canvas.fill_style = palette.background
            canvas.fill_rect(0, 0, scene.width, 62)
            canvas.fill_rect(0, scene.height - 128, scene.width, 128)
            for face in scene.faces:
                canvas.global_alpha = palette.selected_alpha
                canvas.fill_style = palette.selected
                canvas.fill_rect(face.box.x, face.box.y, face.box.width, face.box.height)
                canvas.global_alpha = 1.0
                canvas.stroke_style = palette.tile_edge
                canvas.line_width = 1.5
                canvas.stroke_rect(face.box.x, face.box.y, face.box.width, face.box.height)
            for item in scene.tiles:
                self._draw_tile(item)
            for label in scene.labels:
                self._draw_label(label)
            canvas.restore()

    def _draw_tile(self, item: TileItem) -> None:
        canvas, palette = self._canvas, self._palette
        box = Rect(item.box.x, item.box.y, item.box.width, item.box.height)
        if item.numbers is None:
            draw_tile_back(canvas, box, palette)
            return
        if box.width >= box.height:
            half = box.width / 2
            halves = (Rect(box.x, box.y, half, box.height),
                      Rect(box.x + half, box.y, half, box.height))
        else:
            half = box.height / 2
            halves = (Rect(box.x, box.y, box.width, half),
                      Rect(box.x, box.y + half, box.width, half))
        draw_domino(canvas, halves, item.numbers, palette)
        if item.chosen or item.last:
            canvas.stroke_style = palette.selected if item.chosen else palette.last_action
            canvas.line_width = 3
            canvas.stroke_rect(box.x - 2, box.y - 2, box.width + 4, box.height + 4)

    def _draw_label(self, label: Label) -> None:
        canvas = self._canvas
        canvas.font = f"{'bold ' if label.bold else ''}{label.size}px sans-serif"
        canvas.text_baseline = "middle"
        canvas.text_align = "left"
        colour = getattr(self._palette, label.colour, None) if label.colour else None
        canvas.fill_style = colour or _TEXT_COLOURS.get(label.colour, self._palette.text)
        canvas.fill_text(label.text, label.x, label.y)

    # ------------------------------------------------------------ plumbing
    def _on_mouse_down(self, x: float, y: float) -> None:
        self.click_at(x / SCALE, y / SCALE)

    def _show_error(self, error: BaseException) -> None:
        self._error.value = f"<b>{html.escape(error_text(error, self._session.language))}</b>"

    def _safely(self, handler: Callable[..., None]) -> Callable[..., None]:
        return guarded(handler, self._show_error)

    def _presser(self, name: str) -> Callable[[], None]:
        return lambda: self.press(name)

    def _button(self, name: str, handler: Callable[[], None]) -> Any:
        button = widgets.Button(description=translate(f"dominoes.button.{name}",
                                                      self._session.language),
                                layout=widgets.Layout(width="auto"))
        button.add_class(f"dcd-{name}")
        button.on_click(self._safely(lambda _: handler()))
        return button
