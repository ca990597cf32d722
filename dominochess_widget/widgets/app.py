"""The Voilà app (``notebooks/play_app.ipynb``): one PlayWidget, set up from
the page's address, for a projector or for students who should not see code.

Voilà gives the kernel the query string of the page in the environment
variable ``QUERY_STRING`` (voila/handler.py: ``request_info``), so
``.../play_app.ipynb?lang=it&opponent=medium`` plays in Italian against the
medium computer, and ``?game=russian`` plays Russian draughts (any name of
the game registry); ``?game=dominoes&players=3`` seats three at the
dominoes table (a person and two computers, or three people with
``opponent=friend``). Missing values mean English, a friend (hot-seat) and
the house's first game; an unknown value falls back to the same default
and says so above the board, never with a traceback. Other parameters
(Voilà's own ``theme``, say) are ignored. Outside Voilà there is no query
string: the defaults apply.

A game comes shared by its address (the *Share* button under every board,
:mod:`~dominochess_widget.widgets.share`): ``?game=russian&position=…``
opens the player at that position (any game's position text, as its
reader takes it: domino chess's with its unseen tiles, which are then
shuffled afresh); ``?record=…`` (a whole record packed by
:func:`~dominochess_widget.core.links.encode_record`) opens the game
viewer on it. The viewer rather than the player at the record's end: the
one who shares a game wants it seen as it was played, step by step, with
its comments, and a record of an unfinished domino chess game carries no
pool order to play on with (:func:`~dominochess_widget.core.links.public_record`).
A value that cannot be opened (damaged, cut short, too long, unpacking to
too much, a position the rules refuse) is said above the board, in the
page's language, and a new game is shown.

Students who share one server never meet each other's records: the app's
*Save* only offers a download, and its *Load* takes a file from the
student's own computer (``PlayWidget(server_files=False)``).

The board (or the dominoes table) fills the window (a projector): a
:class:`~dominochess_widget.widgets.viewport.RoomProbe` measures the page
when it is shown, and the board takes the largest size at which the whole
app fits, again when the window is resized. Until the first measure the
board's place stays empty, so the board appears once, at its size; a front
end that runs no script gets the board at its default size after
:data:`FALLBACK_SECONDS`.
"""

from __future__ import annotations

import asyncio
import html
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

import ipywidgets as widgets

from dominochess_widget.ai.computers import Level
from dominochess_widget.core import registry
from dominochess_widget.core.any_record import read_any_record
from dominochess_widget.core.errors import DominoChessError
from dominochess_widget.core.links import check_position_text, decode_record
from dominochess_widget.core.messages import CATALOGUES, DEFAULT_LANGUAGE, translate
from dominochess_widget.core.numbers import whole_number
from dominochess_widget.core.rules import State
from dominochess_widget.render.geometry import fitting_size
from dominochess_widget.render.table import table_fitting
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.dominoes import TableBoard
from dominochess_widget.widgets.pictured import Pictured
from dominochess_widget.widgets.play import FRIEND, PlayWidget, default_game
from dominochess_widget.widgets.plugins import widgets_of
from dominochess_widget.widgets.viewer import GameViewer
from dominochess_widget.widgets.viewport import Room, RoomProbe, board_size

#: The values ``opponent=`` accepts.
OPPONENTS = (FRIEND, *(level.value for level in Level))
#: The largest ``seed=`` (the widgets' seed box goes no higher).
MAX_SEED = 2**32 - 1
#: How long a page may take to measure itself before the board is shown at
#: its default size (seconds from the page's connection).
FALLBACK_SECONDS = 4.0
#: A board grows only by this much at least (CSS px), so that a scroll bar
#: coming and going cannot make it grow and shrink in turn.
GROW_STEP = 30
#: The projector layout (Voilà's page only: its body has ``data-voila``):
#: narrow page margins and one compact title line, so that the height goes
#: to the board (issue 27, item 8: the notebook's title and the game's took
#: 80 px of a 768 px laptop window). The notebook's own title, "Play ·
#: Gioca", is the same for every game: it sits small at the right end of
#: the app's first line (the game's title, or a notice about the address,
#: kept clear of it), out of the flow, instead of a line of its own.
_APP_CSS = """<style>
body[data-voila] #rendered_cells { padding: 4px 12px; }
body[data-voila] .jp-Cell { padding: 0 5px; }
body[data-voila] .jp-Cell-outputWrapper { margin-top: 0; }
body[data-voila] .jp-MarkdownCell:has(h1) { position: absolute; top: 4px; left: 12px;
  right: 12px; pointer-events: none; }
body[data-voila] .jp-MarkdownOutput h1 { margin: 0; font-size: 1rem; line-height: 2rem;
  font-weight: normal; text-align: right; color: var(--jp-ui-font-color2, #616161); }
body[data-voila] .dominochess-app > :first-child { padding-right: 8rem; }
.dominochess-app .dcp-app-title h2 { margin: 0.1em 0 0.2em; }
body[data-voila] .dominochess-app .dcp-app-title h2 { margin: 0; font-size: 1.4rem;
  line-height: 2rem; }
</style>"""


@dataclass(frozen=True)
class AppSettings:
    """What the address asks for, checked: a language and an opponent that
    exist, and one sentence per value that had to be replaced."""

    language: str = DEFAULT_LANGUAGE
    opponent: str = FRIEND
    notices: tuple[str, ...] = ()
    game: str = ""  # a registered game's name ("": the house's first game)
    players: int = 2  # for a game of 2 to 4 players (its own widget reads it)
    seed: int | None = None  # a shared seed (None: the widget's own choice)
    state: State | None = None  # a shared position's game (``position=``)
    record: Any = None  # a shared record (``record=``), shown in the viewer

    @property
    def game_name(self) -> str:
        return self.game or default_game()


def _last(values: dict[str, list[str]], name: str) -> str:
    return values.get(name, [""])[-1].strip()


def _shown(value: str, limit: int = 40) -> str:
    """``value`` quoted for a notice, cut short (an address can be long)."""
    return repr(value if len(value) <= limit else value[:limit] + "…")


def settings_from_query(query: str) -> AppSettings:
    """Read ``lang``, ``opponent``, ``game``, ``players``, ``seed``,
    ``position`` and ``record`` from a query string (without the ``?``).

    ``lang`` is a catalogue code; a regional form (``it-IT``, ``it_IT``) or
    other case is accepted. ``opponent`` is "friend", "easy", "medium" or
    "hard". ``game`` is a registered game's name, in any case. ``seed`` is
    a whole number (a game shared by its seed). An empty value is the
    default without a notice. ``position`` is a position text of ``game``
    and ``record`` a packed record (its game is the record's): see
    :func:`shared_game`."""
    values = parse_qs(query.lstrip("?"), keep_blank_values=True)
    notices: list[str] = []
    language = DEFAULT_LANGUAGE
    asked = _last(values, "lang")
    if asked:
        code = asked.lower().replace("_", "-").split("-")[0]
        if code in CATALOGUES:
            language = code
        else:
            notices.append(translate("app.bad_language", DEFAULT_LANGUAGE, value=_shown(asked),
                                     default=DEFAULT_LANGUAGE,
                                     choices=", ".join(sorted(CATALOGUES))))
    opponent = FRIEND
    asked = _last(values, "opponent")
    if asked:
        if asked.lower() in OPPONENTS:
            opponent = asked.lower()
        else:
            notices.append(translate("app.bad_opponent", language, value=_shown(asked),
                                     default=FRIEND, choices=", ".join(OPPONENTS)))
    game = default_game()
    asked = _last(values, "game")
    if asked:
        if asked.lower() in registry.names():
            game = asked.lower()
        else:
            notices.append(translate("app.bad_game", language, value=_shown(asked),
                                     default=game, choices=", ".join(registry.names())))
    players = 2
    asked = _last(values, "players")
    if asked:
        if asked in {"2", "3", "4"}:
            players = int(asked)
        else:
            notices.append(translate("app.bad_players", language, value=_shown(asked),
                                     default=players))
    seed = None
    asked = _last(values, "seed")
    if asked:
        number = whole_number(asked)
        if number is not None and number <= MAX_SEED:
            seed = number
        else:
            notices.append(translate("app.bad_seed", language, value=_shown(asked),
                                     high=MAX_SEED))
    state, record, notice = (shared_game(values, game, language)
                             if _last(values, "record") or _last(values, "position")
                             else (None, None, ""))
    notices += [notice] if notice else []
    shared = record.game if record is not None else state
    if shared is not None:  # the shared game's own (a record's tags name it)
        game = registry.info_of(shared).name
    return AppSettings(language, opponent, tuple(notices), game, players, seed, state, record)


def shared_game(values: dict[str, list[str]], game: str,
                language: str) -> tuple[State | None, Any, str]:
    """The game an address shares: a record (``record=``, packed; it wins
    over a position) or a position of ``game`` (``position=``), and the
    notice ("" when none) when it cannot be opened: the reason, in
    ``language``, of the refusal of the link's reader or the game's."""
    asked = _last(values, "record")
    if asked:
        try:
            return None, read_any_record(decode_record(asked)), ""
        except DominoChessError as error:
            return None, None, translate("app.bad_record", language,
                                         problem=error.message(language))
    try:
        text = check_position_text(_last(values, "position"))
        return registry.from_position(game, text), None, ""
    except DominoChessError as error:
        title = translate(registry.info(game).title_key, language)
        return None, None, translate("app.bad_position", language, game=title,
                                     problem=error.message(language))


#: How each kind of board the app shows fits a room: its size (CSS
#: height) for a width × height (issue 27, item 8: the dominoes table
#: fills the window as the boards do).
FITTINGS: dict[type, Callable[[float, float], int]] = {BoardWidget: fitting_size,
                                                     TableBoard: table_fitting}


def fitted(shown: Any) -> tuple[Any, Callable[[float, float], int]] | None:
    """What the app sizes to the window in the widget ``shown``: its board
    (a player's, a viewer's: a board or a dominoes table) or its table (the
    dominoes player's), and how that fits a room; None when it has none."""
    for name in ("board", "table"):
        part = getattr(shown, name, None)
        fitting = FITTINGS.get(type(part))
        if fitting is not None:
            return part, fitting
    return None


class PlayApp(Pictured, widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """A PlayWidget set up from ``query`` (default: the ``QUERY_STRING`` Voilà
    sets), with any notice about the address above it; a
    :class:`GameViewer` instead when the address shares a record.
    ``options`` go to :class:`PlayWidget` (seed, size, ...); the viewer
    takes the size. :attr:`play` is the widget shown."""

    def __init__(self, query: str | None = None, **options: Any) -> None:
        if query is None:
            query = os.environ.get("QUERY_STRING", "")
        self.settings = settings_from_query(query)
        if self.settings.seed is not None:
            options.setdefault("seed", self.settings.seed)
        self.play = self._widget(self.settings, options)
        children: list[Any] = [self.play,
                               widgets.HTML(_APP_CSS, layout=widgets.Layout(display="none"))]
        title = translate(registry.info(self.settings.game_name).title_key,
                          self.settings.language)
        heading = widgets.HTML(f"<h2>{html.escape(title)}</h2>")
        heading.add_class("dcp-app-title")
        children.insert(0, heading)
        if self.settings.notices:
            notice = widgets.HTML(
                "<div role='status'>"
                + "".join(f"<p>{html.escape(text)}</p>" for text in self.settings.notices)
                + "</div>"
            )
            notice.add_class("dcp-app-notice")
            children.insert(0, notice)
        self._fitted = fitted(self.play)
        if self._fitted is not None:  # a board (or table) to fit
            board = self._fitted[0]
            children.append(RoomProbe(".dominochess-app", self._fit))
            board.reserve()
            self.play.layout.visibility = "hidden"
            board.canvas.on_client_ready(self._on_page)
        super().__init__(children)
        self.add_class("dominochess-app")

    @staticmethod
    def _widget(settings: AppSettings, options: dict[str, Any]) -> Any:
        """What the app shows: the viewer on a shared record, else a player
        (the game's own widget where it has one), from a shared position
        when the address gives one."""
        language, game = settings.language, settings.game_name
        if settings.record is not None:
            return GameViewer(settings.record, language=language,
                              **{k: v for k, v in options.items() if k == "size"})
        own = widgets_of(game).player
        if own is not None:  # a game without a board has its own widget
            shared = {} if settings.state is None else {"game": settings.state}
            return own(language=language, opponent=settings.opponent,
                       players=settings.players, **shared, **options)
        return PlayWidget(settings.state or game, language=language,
                          opponent=settings.opponent, server_files=False, **options)

    def to_svg(self) -> str:
        """The game's board (or table) as an SVG picture: what a saved app
        notebook shows before it is run."""
        picture: str = self.play.to_svg()
        return picture

    def _fit(self, room: Room) -> None:
        """Size the board to ``room`` (shrink at once, grow by a step at
        least) and show it."""
        if self._fitted is None:
            return
        board, fitting = self._fitted
        size = board_size(room, fitting)
        if board.reserved or size < board.size or size >= board.size + GROW_STEP:
            board.size = size
        self._show()

    def _on_page(self) -> None:
        """A page connected: show the board after a while even if the page
        never measures itself."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop: no page to wait for
            self._show()
            return
        loop.call_later(FALLBACK_SECONDS, self._show)

    def _show(self) -> None:
        if self._fitted is not None and self._fitted[0].reserved:
            self._fitted[0].reveal()
            self.play.layout.visibility = "visible"

    def __repr__(self) -> str:
        # Stable text for nbval; the game only when it is not the default.
        game = self.settings.game_name
        named = "" if game == default_game() else f"game={game!r}, "
        players = "" if self.settings.players == 2 else f", players={self.settings.players}"
        shared = (", shared='record'" if self.settings.record is not None
                  else ", shared='position'" if self.settings.state is not None else "")
        return (f"PlayApp({named}language={self.settings.language!r}, "
                f"opponent={self.settings.opponent!r}{players}{shared})")
