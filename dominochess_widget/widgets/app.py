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

Students who share one server never meet each other's records: the app's
*Save* only offers a download, and its *Load* takes a file from the
student's own computer (``PlayWidget(server_files=False)``).

The board fills the window (a projector): a
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
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

import ipywidgets as widgets

from dominochess_widget.ai.computers import Level
from dominochess_widget.core import registry
from dominochess_widget.core.messages import CATALOGUES, DEFAULT_LANGUAGE, translate
from dominochess_widget.core.numbers import whole_number
from dominochess_widget.widgets.pictured import Pictured
from dominochess_widget.widgets.play import FRIEND, PlayWidget, default_game
from dominochess_widget.widgets.plugins import widgets_of
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
#: The projector layout: narrow page margins and compact titles, so that the
#: height goes to the board (Voilà's page only: its body has ``data-voila``).
_APP_CSS = """<style>
body[data-voila] #rendered_cells { padding: 4px 12px; }
body[data-voila] .jp-Cell { padding: 0 5px; }
body[data-voila] .jp-MarkdownOutput h1 { margin: 0.1em 0; }
.dominochess-app .dcp-app-title h2 { margin: 0.1em 0 0.2em; }
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

    @property
    def game_name(self) -> str:
        return self.game or default_game()


def _last(values: dict[str, list[str]], name: str) -> str:
    return values.get(name, [""])[-1].strip()


def _shown(value: str, limit: int = 40) -> str:
    """``value`` quoted for a notice, cut short (an address can be long)."""
    return repr(value if len(value) <= limit else value[:limit] + "…")


def settings_from_query(query: str) -> AppSettings:
    """Read ``lang``, ``opponent``, ``game``, ``players`` and ``seed`` from a
    query string (without the ``?``).

    ``lang`` is a catalogue code; a regional form (``it-IT``, ``it_IT``) or
    other case is accepted. ``opponent`` is "friend", "easy", "medium" or
    "hard". ``game`` is a registered game's name, in any case. ``seed`` is
    a whole number (a game shared by its seed). An empty value is the
    default without a notice."""
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
    return AppSettings(language, opponent, tuple(notices), game, players, seed)


class PlayApp(Pictured, widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """A PlayWidget set up from ``query`` (default: the ``QUERY_STRING`` Voilà
    sets), with any notice about the address above it. ``options`` go to
    :class:`PlayWidget` (seed, size, ...)."""

    def __init__(self, query: str | None = None, **options: Any) -> None:
        if query is None:
            query = os.environ.get("QUERY_STRING", "")
        self.settings = settings_from_query(query)
        if self.settings.seed is not None:
            options.setdefault("seed", self.settings.seed)
        own = widgets_of(self.settings.game_name).player
        if own is not None:  # a game without a board has its own widget
            self.play = own(language=self.settings.language, opponent=self.settings.opponent,
                               players=self.settings.players, **options)
        else:
            self.play = PlayWidget(self.settings.game_name, language=self.settings.language,
                                   opponent=self.settings.opponent, server_files=False,
                                   **options)
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
        if isinstance(self.play, PlayWidget):  # a board to fit in the page
            board = self.play.board
            children.append(RoomProbe(".dominochess-app", self._fit))
            board.reserve()
            self.play.layout.visibility = "hidden"
            board.canvas.on_client_ready(self._on_page)
        super().__init__(children)
        self.add_class("dominochess-app")

    def to_svg(self) -> str:
        """The game's board (or table) as an SVG picture: what a saved app
        notebook shows before it is run."""
        picture: str = self.play.to_svg()
        return picture

    def _fit(self, room: Room) -> None:
        """Size the board to ``room`` (shrink at once, grow by a step at
        least) and show it."""
        board = self.play.board
        size = board_size(room)
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
        if self.play.board.reserved:
            self.play.board.reveal()
            self.play.layout.visibility = "visible"

    def __repr__(self) -> str:
        # Stable text for nbval; the game only when it is not the default.
        game = self.settings.game_name
        named = "" if game == default_game() else f"game={game!r}, "
        players = "" if self.settings.players == 2 else f", players={self.settings.players}"
        return (f"PlayApp({named}language={self.settings.language!r}, "
                f"opponent={self.settings.opponent!r}{players})")
