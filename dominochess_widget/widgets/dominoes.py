"""The dominoes table in a notebook: people and computers in any mix.

A thin drawing of :class:`~dominochess_widget.games.dominoes.session.TableSession`:
the canvas shows its :class:`~dominochess_widget.games.dominoes.view.TableScene`
(tiles drawn with the same pips as domino chess's tile panel), the buttons
call it, and the text beside the table says what happened. Nothing but the
scene is drawn, so a hand the scene hides never reaches the page (O10).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core.any_record import write_any_record
from dominochess_widget.core.errors import (
    DominoChessError,
    SettingError,
    check_language,
    expect_int,
)
from dominochess_widget.core.links import encode_record, public_record
from dominochess_widget.core.messages import translate
from dominochess_widget.games.dominoes.narration import side
from dominochess_widget.games.dominoes.session import TableSession, seats_against
from dominochess_widget.games.dominoes.state import Dominoes
from dominochess_widget.games.dominoes.view import HEIGHT, WIDTH, TableScene, table_scene
from dominochess_widget.render.palette import DEFAULT_PALETTE, Palette
from dominochess_widget.render.pictures import table_svg
from dominochess_widget.render.sprites import SpriteSet
from dominochess_widget.render.table import SCALE, check_table_size, draw_table, table_width
from dominochess_widget.widgets.batching import batched
from dominochess_widget.widgets.canvases import new_canvas
from dominochess_widget.widgets.feedback import error_text, guarded
from dominochess_widget.widgets.pictured import Pictured
from dominochess_widget.widgets.plugins import register_widgets
from dominochess_widget.widgets.share import ShareBar
from dominochess_widget.widgets.side_by_side import PAGE_CLASS, beside, page_style

#: The buttons beside the table, by catalogue name (``dominoes.button.<name>``).
BUTTONS = ("show", "draw", "pass", "deal", "new")
#: How many lines of "what happened" stay beside the table.
TOLD_LINES = 8
#: The width of the column beside the table (its buttons wrap in it).
SIDE_WIDTH = "24em"


class TableBoard(Pictured, widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """The dominoes table on a canvas, drawn from a :class:`TableScene`.

    The player draws the scenes of its session with :meth:`draw`; the game
    viewer shows a record's steps with :meth:`show`, from every hand or
    from one seat (``seat``, chosen in the drop-down above the table)."""

    def __init__(self, language: str = "en", palette: Palette = DEFAULT_PALETTE,
                 seat: str | None = None) -> None:
        check_language(language)
        self._language = language
        self._palette = palette
        self._scene: TableScene | None = None
        self._game: Dominoes | None = None
        self._seat = seat
        self._size = HEIGHT
        self._reserved = False
        layout = widgets.Layout(width=f"{WIDTH}px", height=f"{HEIGHT}px", margin="0")
        self._canvas = new_canvas(WIDTH * SCALE, HEIGHT * SCALE, layout=layout)
        self._canvas.add_class("dcw-stage")  # the place a page measures (RoomProbe)
        # A page that connects (first display, reload, Voilà) has no pixels
        # yet, not even the tiles' pictures.
        self._canvas.on_client_ready(self._safely(self._reconnected))
        self._seats = widgets.Dropdown(description=translate("dominoes.view.from", language),
                                       layout=widgets.Layout(display="none"))
        self._seats.add_class("dcd-seat")
        self._seats.observe(self._safely(self._on_seat), names="value")
        # A refusal is said under the table in a line kept free for it: the page never jumps.
        self._status = widgets.HTML(layout=widgets.Layout(width=f"{WIDTH}px", min_height="1.6em"))
        self._status.add_class("dcd-error")
        # The table in words for a screen reader (the canvas says nothing):
        # the same scene, so it tells no more than the picture shows.
        self._words = widgets.HTML()
        self._words.add_class("dcd-words")
        self._message = ""
        # Each tile face and the back, drawn once per size and placed with one
        # draw_image: a step of a round costs a few KB, not one path per pip.
        self._sprites = SpriteSet(1, palette, new_canvas)
        super().__init__([self._seats, self._canvas, self._status, self._words])
        self.add_class("dcw-board")

    @property
    def canvas(self) -> Any:
        return self._canvas

    @property
    def scale(self) -> float:
        """Canvas pixels per CSS pixel of the scene (clicks are divided by it)."""
        return SCALE * self._size / HEIGHT

    @property
    def size(self) -> int:
        """The table's height in CSS pixels (its width follows, the shape
        kept): :data:`HEIGHT` by default, larger to fill a projector's
        window (the Voilà app sets it as it sets a board's). Setting it
        draws the table again at that size, as sharp (a bad size raises
        :class:`SettingError` and changes nothing)."""
        return self._size

    @size.setter
    def size(self, value: int) -> None:
        size = check_table_size(value)
        if size == self._size:
            return
        self._size = size
        width = table_width(size)
        # Twice the CSS box each way (not the scene's WIDTH × scale, which
        # rounds half a pixel short of it: a picture stretched by that much).
        self._canvas.width, self._canvas.height = SCALE * width, SCALE * size
        self._canvas.layout.width, self._canvas.layout.height = f"{width}px", f"{size}px"
        self._status.layout.width = f"{width}px"
        self._redraw()

    @property
    def reserved(self) -> bool:
        """True while the table is not drawn (see :meth:`reserve`)."""
        return self._reserved

    def reserve(self) -> None:
        """Draw nothing until :meth:`reveal` (the Voilà app sizes the table
        first, as it does a board's: it appears once, at its size)."""
        self._reserved = True

    def reveal(self) -> None:
        """Draw the table again (see :meth:`reserve`)."""
        self._reserved = False
        self._redraw()

    @property
    def scene(self) -> TableScene:
        """What the canvas shows now."""
        if self._scene is None:
            raise SettingError("board.no_game")
        return self._scene

    @property
    def message(self) -> str:
        """The text under the table ("" when none)."""
        return self._message

    @property
    def seat(self) -> str | None:
        """The seat whose hand the viewer shows (None: every hand)."""
        return self._seat

    @seat.setter
    def seat(self, value: str | None) -> None:
        if value is not None and (self._game is None or value not in self._game.seats):
            raise SettingError("dominoes.bad_seat", value=value,
                               seats=", ".join(self._game.seats if self._game else ()))
        self._seat = value
        self._seats.value = value or ""
        self._redraw()

    def show(self, game: Any, annotations: object = None, finished: object = None) -> None:
        """Show a step of a record (the game viewer's call): every hand face
        up, or only :attr:`seat`'s."""
        self._game = game
        options = [(translate("dominoes.view.every_hand", self._language), ""),
                   *((side(seat, self._language), seat) for seat in game.seats)]
        if self._seats.options != tuple(options):
            self._seats.options = options
            self._seats.value = self._seat or ""
            self._seats.layout.display = ""
        self._redraw()

    def draw(self, scene: TableScene) -> None:
        """Draw ``scene`` (the player's call), in one batch."""
        self._scene = scene
        self._paint(scene)

    def show_message(self, text: str) -> None:
        self._message = text
        self._status.value = f"<b>{html.escape(text)}</b>" if text else ""

    def report_error(self, error: BaseException) -> None:
        """Show ``error`` under the table, in words."""
        self.show_message(error_text(error, self._language))

    def to_svg(self) -> str:
        """The table shown now as SVG: only what the canvas shows (O10)."""
        return table_svg(self.scene, self._palette)

    def on_square_click(self, callback: Callable[[int], None]) -> None:
        """A table has no squares (the viewer asks only boards with cells)."""

    # ------------------------------------------------------------ drawing
    def _on_seat(self, change: dict[str, Any]) -> None:
        wanted = change["new"] or None
        if wanted != self._seat:
            self._seat = wanted
            self._redraw()

    def _reconnected(self) -> None:
        with batched():
            self._sprites.render()
            self._redraw()

    def _redraw(self) -> None:
        if self._game is not None:
            bottom = self._seat or self._game.seats[0]
            self._scene = table_scene(self._game, bottom, True, self._language,
                                      open_hands=self._seat is None)
        if self._scene is not None:
            self._paint(self._scene)

    def _paint(self, scene: TableScene) -> None:
        """Draw ``scene`` (:func:`~.table.draw_table`) in one batch, and say
        it in words (not drawn while reserved)."""
        self._words.value = (
            "<div style='position:absolute;left:-10000px;width:1px;height:1px;"
            "overflow:hidden'>" + "".join(f"<p>{html.escape(w)}</p>" for w in scene.words)
            + "</div>")
        if self._reserved:
            return
        with batched():
            self._canvas.clear()
            draw_table(self._canvas, scene, self._palette, self._sprites, self.scale)

    def _safely(self, handler: Callable[..., None]) -> Callable[..., None]:
        return guarded(handler, self.report_error)


class DominoesWidget(Pictured, widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """A dominoes match to play at the screen.

    ``seats`` gives each seat's kind in playing order: ``"person"`` or a
    computer level (``"easy"``, ``"medium"``, ``"hard"``); or ``opponent``
    says it for all but the first seat (``"friend"``: people in every
    seat); by default one person against ``players − 1`` medium computers.
    Other keyword settings (``hand_size``, ``target``, ``scoring``) go to
    the match."""

    def __init__(self, game: Dominoes | None = None, *, players: int = 2,
                 seats: Sequence[str] | None = None, opponent: str | None = None,
                 seed: int = 1, language: str = "en", palette: Palette = DEFAULT_PALETTE,
                 **settings: object) -> None:
        self._table = TableBoard(language, palette)  # checks the language first
        self._seed = expect_int("seed", seed)
        if game is None:
            game = Dominoes.new(seed=self._seed, players=players, **settings)
        if seats is None and opponent is not None:
            seats = seats_against(opponent, len(game.seats))
        self._session = TableSession(game, seats, language)
        self._told: list[str] = []
        self._table.canvas.on_mouse_down(self._safely(self._on_mouse_down))
        handlers = {"show": self.show_hand, "new": self.new_match}
        self._buttons = {name: self._button(name, handlers.get(name) or self._presser(name))
                         for name in BUTTONS}
        self._status = widgets.HTML()
        self._status.add_class("dcd-status")
        # Room for every line kept (TOLD_LINES), so the page never jumps as the story grows.
        self._story = widgets.HTML(layout=widgets.Layout(width="100%",
                                                         height=f"{1.5 * TOLD_LINES}em",
                                                         overflow="auto"))
        self._story.add_class("dcd-story")
        self._share = ShareBar(language, self.share_query, self.to_svg, lambda: "dominoes")
        # The buttons, what happened and the share bar beside the table (below
        # it on a narrow page): the table's height goes to the table.
        buttons = widgets.HBox(list(self._buttons.values()),
                               layout=widgets.Layout(flex_flow="row wrap"))
        side = widgets.VBox([buttons, self._story, self._share],
                            layout=widgets.Layout(width=SIDE_WIDTH))
        super().__init__([self._status, beside(self._table, side), page_style()])
        self.add_class("dcd-table")
        self.add_class(PAGE_CLASS)
        self._update(self._session.start())

    # ------------------------------------------------------------ reading
    @property
    def session(self) -> TableSession:
        return self._session

    @property
    def game(self) -> Dominoes:
        return self._session.game

    @property
    def table(self) -> TableBoard:
        return self._table

    @property
    def scene(self) -> TableScene:
        """What the canvas shows now."""
        return self._table.scene

    @property
    def error(self) -> str:
        """The refusal shown under the table ("" when none)."""
        return self._table.message

    def to_svg(self) -> str:
        """The table as SVG, as the players see it now."""
        return self._table.to_svg()

    def share_query(self) -> dict[str, str]:
        """The app's address for this match: its record once the match is
        over (every hand is then shown); before, a refusal in words, since
        the record would show the hands and the boneyard
        (:func:`~dominochess_widget.core.links.public_record`)."""
        return {"record": encode_record(public_record(write_any_record(self.game))),
                "lang": self._session.language}

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
            self._table.show_message("")
        self._share.forget()  # an address or picture offered shows an older table
        if lines:
            self._told = [*self._told, *lines][-TOLD_LINES:]
        session = self._session
        self._table.draw(session.scene())
        self._status.value = f"<b>{html.escape(session.status())}</b>"
        self._story.value = "<div aria-live='polite'>" + "".join(
            f"<div>{html.escape(line)}</div>" for line in self._told) + "</div>"
        enabled = {"show": session.needs_reveal, "draw": session.can("draw"),
                   "pass": session.can("pass"), "deal": session.can("deal"), "new": True}
        for name, button in self._buttons.items():
            button.disabled = not enabled[name]

    # ------------------------------------------------------------ plumbing
    def _on_mouse_down(self, x: float, y: float) -> None:
        scale = self._table.scale  # the page's canvas pixels, at the table's size
        self.click_at(x / scale, y / scale)

    def _show_error(self, error: BaseException) -> None:
        """A refusal in the engine's own words; anything else as the board says it."""
        if isinstance(error, DominoChessError):
            self._table.show_message(error.message(self._session.language))
        else:
            self._table.report_error(error)

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


register_widgets("dominoes", player=DominoesWidget, display=TableBoard)
