"""``BoardWidget``: any game's position on layered ipycanvas canvases.

The widget draws engine state and reports clicked squares; it decides
nothing about the rules. What it draws comes from the game's *view*
(:func:`~dominochess_widget.render.scene.view_of`): the board's shape,
the pieces' looks and a :class:`~dominochess_widget.core.scene.Scene` per
picture, so one widget shows every game of the registry. Every redraw is one batched comm message
(:func:`~dominochess_widget.widgets.batching.batched`) holding only what
changed since the last one (:class:`~dominochess_widget.render.layers.Painter`:
a step through a game moves a piece or two, not the whole picture; a new
page, a flip or a failed redraw repaints everything), an exception while
drawing or in a click callback is shown in the widget's own message area
(never a frozen canvas, never a traceback lost in the log), and the
picture is redrawn when a browser page connects (reload, Voilà).

Clicks. ipycanvas 0.14.3 calls ``focus()`` on the canvas *before* reading
the pointer position, so on an unfocused, half-scrolled canvas the
reported point is off by the scroll (see the project's jupyter-widgets
guide). Once a click callback is registered, the board therefore lays a
grid of transparent buttons, one per square, over the squares: the
browser itself says which square was hit, no coordinates are involved,
and the squares become reachable with Tab and Enter. Canvas ``mouse_down``
and ``touch_start`` events are still mapped through :meth:`square_at`
(they reach the canvas outside the grid, and in kernel-only tests).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from functools import partial
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core.annotations import Annotations
from dominochess_widget.core.errors import check_language
from dominochess_widget.core.messages import translate
from dominochess_widget.core.scene import BoardView, Scene
from dominochess_widget.render.geometry import HexLayout, Layout
from dominochess_widget.render.layers import LAYER_COUNT, Painter, stamp_regions
from dominochess_widget.render.palette import DEFAULT_PALETTE, Palette
from dominochess_widget.render.parts import Tools
from dominochess_widget.render.pictures import board_layout, board_svg
from dominochess_widget.render.scene import default_view, view_of
from dominochess_widget.render.sprites import SpriteSet
from dominochess_widget.widgets.batching import batched
from dominochess_widget.widgets.canvases import LayeredCanvas, new_stamps, sprite_set
from dominochess_widget.widgets.feedback import error_text
from dominochess_widget.widgets.pictured import Pictured

SquareCallback = Callable[[int], object]

#: CSS for the transparent square buttons (scoped to this widget's classes).
_OVERLAY_CSS = """<style>
.dcw-squares .dcw-square.jupyter-button {
  background: transparent; box-shadow: none; margin: 0; padding: 0;
  border: 0; border-radius: 0; min-width: 0; cursor: pointer;
}
.dcw-squares .dcw-square.jupyter-button:hover:enabled {
  box-shadow: inset 0 0 0 3px rgba(26, 26, 26, 0.45);
}
.dcw-squares .dcw-square.jupyter-button:active,
.dcw-squares .dcw-square.jupyter-button:focus:not(:focus-visible) {
  background: transparent; box-shadow: none; outline: none;
}
.dcw-squares .dcw-square.jupyter-button:focus-visible:enabled {
  outline: 3px solid #1A1A1A; outline-offset: -4px;
  box-shadow: inset 0 0 0 7px #F0E442;
}
</style>"""


class BoardWidget(Pictured, widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """A board of any registered game (domino chess adds its drawn tile
    and mapping legend beside it).

    >>> board = BoardWidget(games.new("russian"))   # doctest: +SKIP
    >>> board                                      # doctest: +SKIP

    ``size`` is the height in CSS pixels (the panel beside the board adds
    to the width); the canvas holds twice as many pixels, for high-DPI
    screens. Setting :attr:`size` lays the board out again at the new size
    (the Voilà app fits it to the window). ``language`` picks the message
    catalogue.
    """

    def __init__(
        self,
        game: Any = None,
        size: int = 480,
        language: str = "en",
        flipped: bool = False,
        palette: Palette = DEFAULT_PALETTE,
    ) -> None:
        check_language(language)
        view = default_view() if game is None else view_of(game)
        geometry = board_layout(view, size, bool(flipped))
        stage = widgets.GridBox(layout=widgets.Layout(margin="0", padding="0"))
        stage.add_class("dcw-stage")
        status = widgets.HTML(value="")
        super().__init__(children=(stage, status))
        self.add_class("dcw-board")
        self._geometry = geometry
        self._language = language
        self._palette = palette
        self._layered = self._new_canvas(geometry)
        self._stage = stage
        self._status = status
        self._reserved = False
        self._view = view
        self._game: Any = None
        self._options: dict[str, Any] = {}
        self._overlays: frozenset[str] = frozenset()
        self._square_callbacks: list[SquareCallback] = []
        self._buttons: dict[int, Any] = {}
        self._overlay: Any = None
        self._overlay_style: Any = None
        self._error_shown = False
        self._sprites_stale = False
        #: The last exception caught while drawing or in a callback (for debugging).
        self.last_error: BaseException | None = None
        self._sprites: SpriteSet
        self._sprites, new_sprites = sprite_set(geometry.square, palette)
        new_sprites |= self._sprites.add(view.looks)
        self._stamps = new_stamps(stamp_regions(geometry, view.icon_sets))
        self._painter = Painter(self._layered.layers)
        self._fill_stage()
        self._game = game
        self._redraw(sprites=new_sprites)

    # --------------------------------------------------------- properties
    @property
    def game(self) -> Any:
        """The game shown (the widget keeps a reference; call :meth:`refresh`
        after changing it)."""
        return self._game

    @property
    def size(self) -> int:
        """The board's height in CSS pixels (the canvas holds twice as many
        pixels each way). Setting it lays the board out again at that size:
        new canvases drawn at their new resolution, the square buttons laid
        on the new cells (a bad size raises :class:`SettingError` and
        changes nothing)."""
        return self._geometry.size

    @size.setter
    def size(self, value: int) -> None:
        geometry = replace(self._geometry, size=value)
        if geometry.size == self._geometry.size:
            return
        old = self._layered
        self._layered = self._new_canvas(geometry)
        self._painter = Painter(self._layered.layers)
        self._adopt(geometry)
        old.close()
        self._redraw()

    @property
    def reserved(self) -> bool:
        """True while the board's place is kept empty (see :meth:`reserve`)."""
        return self._reserved

    def reserve(self) -> None:
        """Keep the board's place empty, no canvas and no square buttons,
        until :meth:`reveal`: the Voilà app measures the page around that
        place first, so that the board appears once, at its final size."""
        self._reserved = True
        self._fill_stage()

    def reveal(self) -> None:
        """Show the board in its place again (see :meth:`reserve`), drawn
        in full if a page connected meanwhile."""
        self._reserved = False
        self._fill_stage()
        if self._sprites_stale:
            self._redraw()

    @property
    def language(self) -> str:
        return self._language

    @property
    def geometry(self) -> Layout:
        """The pixel layout (read-only; changes with :meth:`flip`)."""
        return self._geometry

    @property
    def canvas(self) -> Any:
        """The ipycanvas ``Canvas`` on the page (it shows :attr:`layers`)."""
        return self._layered.view

    @property
    def layers(self) -> tuple[Any, ...]:
        """The canvases drawn on, bottom first (never shown themselves;
        their parts: :mod:`~dominochess_widget.render.layers`)."""
        return self._layered.layers

    @property
    def flipped(self) -> bool:
        """True when the board is seen from the second seat's side (the top
        row at the bottom)."""
        return self._geometry.flipped

    @flipped.setter
    def flipped(self, value: bool) -> None:
        value = bool(value)
        if value == self._geometry.flipped:
            return
        self._geometry = self._geometry.flip(value)
        self._lay_overlay()
        self._redraw()  # a new layout: the painter repaints everything

    def flip(self) -> None:
        """Turn the board around."""
        self.flipped = not self.flipped

    def face(self, seat: int) -> None:
        """Turn the board so that seat number ``seat`` (0 first) has its side
        at the bottom: a square board flips for the second seat; a hex
        board turns by 120° a seat (DamHex³'s three bases)."""
        geometry = self._geometry
        if isinstance(geometry, HexLayout):
            if geometry.turn == seat % 3:
                return
            self._geometry = replace(geometry, turn=seat)
            self._lay_overlay()
            self._redraw()
        else:
            self.flipped = seat == 1

    # ------------------------------------------------------------ drawing
    def show(
        self,
        game: Any,
        annotations: Annotations | None = None,
        last_actions: Iterable[Any] | None = None,
        finished: Any = None,
        picked: int | None = None,
        targets: Mapping[int, tuple[Any, ...]] | None = None,
        path: Iterable[int] = (),
    ) -> None:
        """Draw ``game`` (None: an empty board) in one batched message with
        only what changed since the last picture.

        ``annotations`` adds comment marks and arrows; ``last_actions``
        draws these actions as the last move (None: the game's own last
        move; ``()``: none); ``finished`` (domino chess) shows that turn's
        tile, both halves used, instead of the next turn's; ``path`` is
        the cells clicked so far (its first, or ``picked``, is the piece
        picked), highlighted with the ``targets`` the next click may go to
        (cell → labels: domino chess's halves allowing the move)."""
        view = self._view if game is None else view_of(game)
        self._game = game
        self._options = {
            "annotations": annotations,
            "last_actions": None if last_actions is None else tuple(last_actions),
            "finished": finished,
            "picked": picked,
            "targets": dict(targets or {}),
            "path": tuple(path),
        }
        if view is not self._view:
            self._change_view(view)
        self._redraw()

    @property
    def overlays(self) -> frozenset[str]:
        """The view's overlays switched on, such as domino chess's ``"danger"``
        (a view lists the ones it has as ``overlays``); setting it redraws."""
        return self._overlays

    @overlays.setter
    def overlays(self, names: Iterable[str]) -> None:
        self._overlays = frozenset(names)
        self._redraw()

    def refresh(self) -> None:
        """Redraw the game shown (after it changed) with the same options."""
        self._redraw()

    def show_message(self, text: str) -> None:
        """Show ``text`` (already translated) under the board; "" clears it."""
        self._error_shown = False
        self._set_status(text)

    @property
    def message(self) -> str:
        """The text in the message area (without markup)."""
        return self._message_text

    def snapshot(self) -> tuple[Scene, Layout, str]:
        """What the board shows, as comparable data: the scene its game
        draws now (as a redraw, a page reload or Voilà would draw it), the
        side it is seen from and the message under it. Equal snapshots
        mean the same picture (the Run All safety test compares them)."""
        return self._scene(), self._geometry, self._message_text

    def to_svg(self) -> str:
        """The picture shown now as SVG (drawn by the same code, see
        :mod:`dominochess_widget.render.pictures`): for worksheets, and shown by a
        saved notebook before it is run."""
        return board_svg(self._view, self._scene(), self._geometry, self._palette,
                         self._language)

    # --------------------------------------------------------- coordinates
    def square_at(self, x: float, y: float) -> int | None:
        """The square (a1 = 0 … h8 = 63) under canvas pixel (x, y), or None."""
        return self._geometry.square_at(x, y)

    def square_center(self, square: int) -> tuple[float, float]:
        """The centre of ``square`` in canvas pixels."""
        return self._geometry.square_center(square)

    # -------------------------------------------------------------- clicks
    def on_square_click(self, callback: SquareCallback, remove: bool = False) -> None:
        """Call ``callback(square)`` when a square is clicked or tapped.

        An exception in the callback is shown in the message area."""
        if remove:
            if callback in self._square_callbacks:
                self._square_callbacks.remove(callback)
            return
        self._square_callbacks.append(callback)
        self._ensure_overlay()

    def click_square(self, square: int) -> None:
        """Act as if ``square`` had been clicked (for tests and keyboard helpers)."""
        for callback in list(self._square_callbacks):
            self._run_safely(partial(callback, square))

    # ============================================================ internals
    def __repr__(self) -> str:
        # Stable text for nbval: no model ids, no changing values.
        return (
            f"BoardWidget(size={self.size}, flipped={self.flipped}, "
            f"language={self.language!r})"
        )

    def _lay_overlay(self) -> None:
        """Put the square buttons in the order the squares are drawn."""
        if self._overlay is not None:
            self._overlay.children = tuple(
                self._buttons[square] for square in self._geometry.display_order()
            )

    def _change_view(self, view: BoardView) -> None:
        """Another game's view: its board shape, looks and icon sets (every
        view's canvas has the same size: the canvas stays)."""
        self._view = view
        self._adopt(board_layout(view, self._geometry.size, self._geometry.flipped))

    def _adopt(self, geometry: Layout) -> None:
        """Lay the board out anew: sprites and pre-rendered pictures for
        its square size, the stage and square buttons on its cells; the
        next redraw is a full one, sprites included."""
        self._geometry = geometry
        self._sprites, _ = sprite_set(geometry.square, self._palette)
        self._sprites.add(self._view.looks)
        self._stamps.close()
        self._stamps = new_stamps(stamp_regions(geometry, self._view.icon_sets))
        self._sprites_stale = True
        if self._overlay is not None:
            for button in self._buttons.values():
                button.close()
            self._overlay.close()
            self._overlay = None
            self._buttons = {}
            self._ensure_overlay()
        self._fill_stage()

    def _new_canvas(self, geometry: Layout) -> LayeredCanvas:
        """The layered canvas for ``geometry``, its events wired to the board."""
        layered = LayeredCanvas(
            LAYER_COUNT,
            width=geometry.width,
            height=geometry.height,
            layout=widgets.Layout(width=f"{geometry.css_width}px",
                                  height=f"{geometry.css_height}px",
                                  margin="0", grid_area="1 / 1 / 2 / 2"),
        )
        canvas = layered.view
        canvas.on_client_ready(self._on_client_ready)
        canvas.on_mouse_down(self._on_mouse_down)
        canvas.on_touch_start(self._on_touch_start)
        return layered

    def _fill_stage(self) -> None:
        """Size the stage and the message area to the layout, and put the
        canvas and the square buttons on the stage unless it is reserved."""
        css_w, css_h = self._geometry.css_width, self._geometry.css_height
        stage = self._stage.layout
        stage.width, stage.grid_template_columns = f"{css_w}px", f"{css_w}px"
        stage.height, stage.grid_template_rows = f"{css_h}px", f"{css_h}px"
        self._status.layout.width = f"{css_w}px"
        shown = (self._layered.view,) if self._overlay is None else (self._layered.view,
                                                                     self._overlay)
        self._stage.children = () if self._reserved else shown

    def _scene(self) -> Scene:
        if self._game is None:
            return self._view.empty_scene(self._language)
        options = {**self._options, **dict.fromkeys(self._overlays, True)}
        return self._view.scene(self._game, self._language, options)

    def _redraw(self, sprites: bool = False) -> None:
        """Draw what changed in one batch; on failure keep the last picture,
        say why, and make the next redraw a full one that draws the shared
        sprites and pictures again too (the failed batch is dropped, and
        with it any picture first drawn in it)."""
        render = sprites or self._sprites_stale

        def draw() -> None:
            scene = self._scene()
            tools = Tools(self._geometry, self._sprites, self._palette, self._language,
                          self._stamps, self._view.icon_sets)
            with batched():
                if render:
                    self._sprites.render()
                if self._painter.paint(scene, tools):
                    self._layered.compose()

        done = self._run_safely(draw)
        self._sprites_stale = not done
        if not done:
            self._painter.forget()
        elif self._error_shown:
            self.show_message("")

    def _on_client_ready(self) -> None:
        # A browser page connected (first display, reload, Voilà): it has no
        # pixels yet, not even the sprites'. batched() starts with a fresh
        # "switch canvas" so the new page can apply the batch. A reserved
        # board is drawn when revealed (maybe at another size by then).
        self._painter.forget()
        self._sprites_stale = True
        if not self._reserved:
            self._redraw()

    def _on_mouse_down(self, x: float, y: float) -> None:
        self._run_safely(lambda: self._pointer_at(x, y))

    def _on_touch_start(self, touches: list[tuple[float, float]]) -> None:
        if touches:
            x, y = touches[0]
            self._run_safely(lambda: self._pointer_at(x, y))

    def _pointer_at(self, x: float, y: float) -> None:
        square = self.square_at(x, y)
        if square is not None:
            self.click_square(square)

    def _run_safely(self, action: Callable[[], object]) -> bool:
        """Run ``action``; show any exception in the message area instead."""
        try:
            action()
        except Exception as error:  # shown to the user, never lost in the log
            self.report_error(error)
            return False
        return True

    def report_error(self, error: BaseException) -> None:
        """Show ``error`` in the message area, in words (never a lost traceback)."""
        self.last_error = error
        self._set_status(error_text(error, self._language))
        self._error_shown = True

    _message_text = ""

    def _set_status(self, text: str) -> None:
        self._message_text = text
        self._status.value = (
            f'<div class="dcw-status" role="status" aria-live="polite">{html.escape(text)}</div>'
            if text
            else ""
        )

    def _ensure_overlay(self) -> None:
        """Lay one transparent button per square over the board (see the
        module docstring: the cure for the focus-scroll click offset)."""
        if self._overlay is not None:
            return
        g = self._geometry
        scale = g.scale
        cell = g.square / scale
        x0, y0 = g.origin[0] / scale, g.origin[1] / scale
        shared_layout = widgets.Layout(
            width="100%", height="100%", margin="0", padding="0", border="0"
        )
        shared_style = widgets.ButtonStyle(button_color="transparent")
        for square in g.shape.cells:
            button = widgets.Button(
                description="",
                tooltip=translate("board.square", self._language, square=g.shape.name(square)),
                layout=_cell_layout(g, square) if isinstance(g, HexLayout) else shared_layout,
                style=shared_style,
            )
            button.add_class("dcw-square")
            button.on_click(lambda _button, sq=square: self.click_square(sq))
            self._buttons[square] = button
        if isinstance(g, HexLayout):  # a button on each hexagon, placed on a 1 px grid
            width, height = g.board_rect.width / scale, g.board_rect.height / scale
            columns, rows = f"repeat({round(width)}, 1px)", f"repeat({round(height)}, 1px)"
        else:
            width, height = cell * g.shape.columns, cell * g.shape.rows
            columns = f"repeat({g.shape.columns}, {cell}px)"
            rows = f"repeat({g.shape.rows}, {cell}px)"
        overlay = widgets.GridBox(
            children=tuple(self._buttons[square] for square in g.display_order()),
            layout=widgets.Layout(
                grid_template_columns=columns,
                grid_template_rows=rows,
                width=f"{width}px",
                height=f"{height}px",
                margin=f"{y0}px 0 0 {x0}px",
                padding="0",
                grid_area="1 / 1 / 2 / 2",
            ),
        )
        overlay.add_class("dcw-squares")
        self._overlay = overlay
        if self._overlay_style is None:
            self._overlay_style = widgets.HTML(value=_OVERLAY_CSS,
                                               layout=widgets.Layout(display="none"))
            self.children = (self._overlay_style, self._stage, self._status)
        self._fill_stage()


def _cell_layout(g: HexLayout, cell: int) -> Any:
    """Where a hexagon's button goes on the overlay's 1 px grid (CSS px)."""
    rect = g.square_rect(cell)
    x0, y0 = g.board_rect.x, g.board_rect.y
    left, top = round((rect.x - x0) / g.scale) + 1, round((rect.y - y0) / g.scale) + 1
    side = round(rect.width / g.scale)
    return widgets.Layout(width="100%", height="100%", margin="0", padding="0", border="0",
                          grid_area=f"{top} / {left} / {top + side} / {left + side}")

