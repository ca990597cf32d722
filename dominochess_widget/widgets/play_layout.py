"""The play widget's controls and where they sit on the page.

:class:`PlayControls` makes the board, the areas that say what happened
(banner, status, messages, choices: each of fixed height, so the page
never jumps), the move list, the action box and the game's settings
(opponent, seed, the computer's seat), then lays them out with the
buttons and the file row. It makes widgets only: what a click does is
the play widget's to wire (:mod:`dominochess_widget.widgets.play`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as widgets

from dominochess_widget.ai.computers import Level
from dominochess_widget.core.messages import translate
from dominochess_widget.core.rules import State, seat_label
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.controls import text_area
from dominochess_widget.widgets.movelist import MoveList
from dominochess_widget.widgets.overlays import OverlayToggles
from dominochess_widget.widgets.plugins import AsideSlot
from dominochess_widget.widgets.side_by_side import beside, page_style

FRIEND = "friend"
#: Labels as wide as their text: translations are longer than ipywidgets' fixed label width.
LABEL = {"description_width": "initial"}
#: Fixed heights of the areas that change as the game goes on: the page never jumps.
BANNER_HEIGHT, STATUS_HEIGHT, MESSAGES_HEIGHT, CHOICES_HEIGHT = "2.4em", "2.8em", "4.6em", "36px"
#: The play widget's own style, beside :data:`~.side_by_side.SIDE_BY_SIDE_CSS`
#: (issue 27, item 2): buttons as wide as their words (Italian ones are longer).
PLAY_CSS = """<style>
.dominochess-play .widget-button:not(.dcw-square) { width: auto; min-width: 6em; }
</style>"""


def text_box(height: str, overflow: str, css: str) -> Any:
    """An HTML area of fixed ``height``, named by the CSS class ``css``."""
    box = widgets.HTML(layout=text_area(height, overflow))
    box.add_class(css)
    return box


def make_button(name: str, handler: Callable[[], None], language: str,
                safely: Callable[[Callable[..., None]], Callable[..., None]]) -> Any:
    """The button ``play.button.<name>`` (CSS class ``dcp-<name>``) that
    calls ``handler``, wrapped by ``safely``."""
    button = widgets.Button(description=translate(f"play.button.{name}", language))
    button.add_class(f"dcp-{name}")
    button.on_click(safely(lambda _: handler()))
    return button


def seat_options(state: State, language: str) -> list[tuple[str, Any]]:
    """What the computer may play: one seat; in a game of three or more,
    every seat but the person's."""
    seats = [str(seat) for seat in state.seats]
    if len(seats) == 2:
        return [(seat_label(seat, language), seat) for seat in seats]
    return [(translate("play.all_but", language, side=seat_label(mine, language)),
             tuple(s for s in seats if s != mine)) for mine in seats]


def side_value(state: State, seat: str) -> str | tuple[str, ...]:
    """The computer's menu value when it plays ``seat``: the seat; in a game
    of three or more, every seat but the person's (the first one the
    computer does not play: White, unless the computer plays White)."""
    seats = [str(s) for s in state.seats]
    if len(seats) == 2:
        return seat
    person = seats[0] if seat != seats[0] else seats[1]
    return tuple(s for s in seats if s != person)


class PlayControls:
    """The play widget's controls, made once for a first ``state``: the
    computer plays ``seat`` at the level ``opponent`` (or a friend does)."""

    def __init__(self, state: State, seed: int, opponent: str, seat: str, size: int,
                 language: str) -> None:
        def t(key: str) -> str:
            return translate(key, language)

        self.board = BoardWidget(state, size=size, language=language)
        self.banner = text_box(BANNER_HEIGHT, "hidden", "dcp-banner")
        # A long story of forced turns (item 9) scrolls, never cut.
        self.status = text_box(STATUS_HEIGHT, "auto", "dcp-status")
        self.messages = text_box(MESSAGES_HEIGHT, "auto", "dcp-messages")
        self.choices = widgets.HBox(layout=widgets.Layout(min_height=CHOICES_HEIGHT))
        self.choices.add_class("dcp-choices")
        self.moves = MoveList([], language, rows=10, width="200px")
        self.moves.add_class("dcp-moves")
        self.seed_note = widgets.HTML(layout=widgets.Layout(width="200px"))
        self.seed_note.add_class("dcp-seed")
        self.entry = widgets.Text(description=t("play.entry"), continuous_update=False,
                                  style=LABEL, layout=widgets.Layout(width="260px"))
        self.entry.add_class("dcp-entry")
        self.seed = widgets.BoundedIntText(value=seed, min=0, max=2**32 - 1,
                                           description=t("play.seed"), style=LABEL,
                                           layout=widgets.Layout(width="170px"))
        self.opponent = widgets.Dropdown(
            options=[(t("play.opponent.friend"), FRIEND)]
            + [(t(level.message_key), level.value) for level in Level],
            value=str(Level.parse(opponent).value) if opponent != FRIEND else FRIEND,
            description=t("play.opponent"), style=LABEL,
        )
        self.opponent.add_class("dcp-opponent")
        self.side = widgets.Dropdown(options=seat_options(state, language),
                                     value=side_value(state, seat),
                                     description=t("play.computer"), style=LABEL)
        self.aside = AsideSlot(language)
        self.overlays = OverlayToggles(self.board, language)
        self._language = language

    def arranged(self, buttons: Mapping[str, Any], file_row: Any, download: Any,
                 share: Any) -> list[Any]:
        """The widget's rows: the board's column with the move list beside
        it (and under it, the odds, the overlays and ``share``, the Share
        bar), the action box and every button in one row that wraps, and
        the folded advanced controls (seed, computer's seat, file). Few
        rows under the board: on a laptop's window (1366 × 768) the Voilà
        app gives their height to the board (issue 27, item 8)."""
        b = buttons
        more = widgets.Accordion(children=[widgets.VBox([self.seed, self.side, file_row,
                                                         download])], selected_index=None)
        more.set_title(0, translate("play.more", self._language))
        more.add_class("dcp-more")
        board_column = widgets.VBox([self.banner, self.status, self.board, self.messages,
                                     self.choices])
        controls = [self.entry, b["undo"], b["redo"], b["hint"], b["describe"],
                    b["resign"], b["draw"], b["new"], self.opponent]
        return [
            beside(board_column, widgets.VBox([self.moves, self.seed_note, self.aside,
                                               self.overlays, share])),
            widgets.HBox(controls, layout=widgets.Layout(flex_flow="row wrap")),
            more,
            page_style(PLAY_CSS),
        ]
