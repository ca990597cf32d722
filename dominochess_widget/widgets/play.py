"""PlayWidget: play any registered game in the notebook, hot-seat or against
the computer.

Click a piece, then each square it goes to: the move is played as soon as
only one legal move fits the clicks; several moves with the same squares
(domino chess: one move two halves allow) offer a button each. A text box
takes actions in the game's notation. Undo / redo, new game, resign,
agreed draw, hint (where the game's computer gives one), save and load a
record. The computer thinks in a worker thread driven by an asyncio task,
so the notebook never freezes; undo or a new game cancels it. What clicks
mean is :class:`~dominochess_widget.session.PlaySession`'s job; this module
only wires widgets to it.

>>> PlayWidget("russian")                                  # doctest: +SKIP
>>> PlayWidget(games.new("russian"), opponent="easy", computer="black")   # doctest: +SKIP
"""

from __future__ import annotations

import asyncio
import html
import inspect
import threading
from collections.abc import Callable, Hashable
from functools import partial
from typing import Any

import ipywidgets as widgets

from dominochess_widget.ai.computers import Computer, Level, computer_for
from dominochess_widget.core import registry
from dominochess_widget.core.protocol import observation
from dominochess_widget.core.records import (
    codec_of,
    read_any_record_file,
    write_any_record,
    write_any_record_file,
)
from dominochess_widget.errors import ArgumentTypeError, SettingError
from dominochess_widget.messages import translate
from dominochess_widget.session import PlaySession, State, check_state, seat_label
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.feedback import guarded

FRIEND = "friend"
#: Labels as wide as their text: translations are longer than ipywidgets' fixed label width.
LABEL = {"description_width": "initial"}


def default_game() -> str:
    """The house's first game (the one a widget plays when none is named)."""
    import dominochess_widget.games  # noqa: F401  (registers every game)

    return registry.names()[0]


def new_state(game: State | str | None, seed: int) -> State:
    """``game`` as a state: a state as it is, a game's name as a new game."""
    if game is None:
        game = default_game()
    if isinstance(game, str):
        import dominochess_widget.games  # noqa: F401  (registers every game)

        return registry.new(game.strip().lower(), seed=seed)
    return check_state("game", game)


def check_seat(state: State, value: object) -> str:
    """``value`` as one of ``state``'s seats (any case), or a clear error."""
    if not isinstance(value, str):
        raise ArgumentTypeError("computer", value, "seat")
    for seat in state.seats:
        if seat == value.strip().lower():
            return seat
    raise SettingError("play.bad_seat", value=repr(value),
                       seats=", ".join(map(str, state.seats)))


def _side_value(state: State, seat: str) -> str | tuple[str, ...]:
    """The computer's menu value when it plays ``seat``: the seat; in a game
    of three or more, every seat but the person's (the first one the
    computer does not play: White, unless the computer plays White)."""
    seats = [str(s) for s in state.seats]
    if len(seats) == 2:
        return seat
    person = seats[0] if seat != seats[0] else seats[1]
    return tuple(s for s in seats if s != person)


def hint_words(hint: object, language: str) -> str:
    """A computer's hint in words: its own text, or its move (and the line
    the computer expects after it)."""
    move = getattr(hint, "move", None)
    if move is None:
        return str(hint)
    if getattr(hint, "wins", False):
        return translate("play.hint.wins", language, move=str(move))
    line = [str(m) for m in getattr(hint, "line", ())[1:4]]
    if not line:
        return str(move)
    return translate("play.hint.line", language, move=str(move), line=" ".join(line))




class PlayWidget(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """A playable game. ``game`` is a state of any registered game or a
    game's name (default: the house's first game); ``opponent`` is
    "friend" (hot-seat) or a computer level ("easy", "medium", "hard");
    ``computer`` the seat it plays (default: the last seat). ``seed``
    starts a new game where chance decides (the tile pool of domino chess)."""

    def __init__(
        self,
        game: State | str | None = None,
        opponent: str = FRIEND,
        computer: str | None = None,
        seed: int = 1,
        size: int = 420,
        language: str = "en",
        time_budget: float = 1.0,
    ) -> None:
        self._language = language
        self._time_budget = time_budget
        state = new_state(game, seed)
        seat = check_seat(state, state.seats[-1] if computer is None else computer)
        self._session: PlaySession[State] = PlaySession(state, language=language)
        self._player: Any = None
        self._hinter_cache: Any = None
        self._hint_said: tuple[Hashable, list[str]] | None = None
        self._thinking: asyncio.Task[None] | None = None
        self._hinting: asyncio.Task[None] | None = None
        self._cancel = threading.Event()
        self._last_messages: list[str] = []
        self._quiet = False
        t = self._t
        self._board = BoardWidget(size=size, language=language)
        self._board.on_square_click(self._safely(self._on_square))
        self._banner = widgets.HTML()
        self._banner.add_class("dcp-banner")
        self._status = widgets.HTML()
        self._status.add_class("dcp-status")
        self._messages = widgets.HTML()
        self._messages.add_class("dcp-messages")
        self._choices = widgets.HBox()
        self._choices.add_class("dcp-choices")
        self._entry = widgets.Text(placeholder=self._session.example(), description=t("play.entry"),
                                   continuous_update=False, style=LABEL,
                                   layout=widgets.Layout(width="260px"))
        self._entry.add_class("dcp-entry")
        self._entry.observe(self._safely(self._on_entry), names="value")
        buttons = {
            "undo": self._undo, "redo": self._redo, "resign": self._resign,
            "draw": self._draw, "hint": self._hint, "describe": self._describe,
        }
        self._buttons = {name: self._button(name, handler) for name, handler in buttons.items()}
        self._seed = widgets.BoundedIntText(value=seed, min=0, max=2**32 - 1,
                                            description=t("play.seed"), style=LABEL,
                                            layout=widgets.Layout(width="170px"))
        self._buttons["new"] = self._button("new", self._new_game)
        self._opponent = widgets.Dropdown(
            options=[(t("play.opponent.friend"), FRIEND)]
            + [(t(level.message_key), level.value) for level in Level],
            value=str(Level.parse(opponent).value) if opponent != FRIEND else FRIEND,
            description=t("play.opponent"), style=LABEL,
        )
        self._side = widgets.Dropdown(options=self._seat_options(state),
                                      value=_side_value(state, seat),
                                      description=t("play.computer"), style=LABEL)
        for control in (self._opponent, self._side):
            control.observe(self._safely(self._on_opponent), names="value")
        default_file = t("play.file.default") + codec_of(state).extension
        self._file = widgets.Text(value=default_file, description=t("play.file"),
                                  style=LABEL, layout=widgets.Layout(width="260px"))
        self._buttons["save"] = self._button("save", self._save)
        self._buttons["load"] = self._button("load", self._load)
        b = self._buttons
        super().__init__([
            self._banner,
            self._board,
            self._status,
            self._choices,
            widgets.HBox([self._entry, b["undo"], b["redo"], b["hint"], b["describe"]]),
            widgets.HBox([b["resign"], b["draw"], self._seed, b["new"]]),
            widgets.HBox([self._opponent, self._side]),
            widgets.HBox([self._file, b["save"], b["load"]]),
            self._messages,
        ])
        self.add_class("dominochess-play")
        self._fit_controls()
        self._configure_computer()
        self._render(self._session.new_game(state))

    # ------------------------------------------------------------ queries
    @property
    def game(self) -> State:
        return self._session.game

    @property
    def board(self) -> BoardWidget:
        return self._board

    @property
    def session(self) -> PlaySession[State]:
        return self._session

    @property
    def thinking(self) -> asyncio.Task[None] | None:
        """The computer's task while it thinks (``await`` it in a cell)."""
        return self._thinking

    @property
    def hinting(self) -> asyncio.Task[None] | None:
        """The hint's task while the computer looks for one."""
        return self._hinting

    @property
    def offers_hints(self) -> bool:
        """Whether this game's computer gives hints (the Hint button shows then)."""
        return self._hinter() is not None

    def text(self) -> str:
        """The status line and the latest messages, as plain text."""
        return "\n".join([self._session.status(), *self._last_messages])

    def __repr__(self) -> str:
        # Stable text for nbval: no model ids, no changing values.
        name = self._session.game.game_name
        game = "" if name == default_game() else f"game={name!r}, "
        return f"PlayWidget({game}opponent={self._opponent.value!r})"

    # ------------------------------------------------------------ actions
    def click(self, square: int) -> None:
        """The same as a click on the cell ``square``."""
        self._board.click_square(square)

    def enter(self, text: str) -> None:
        """The same as typing ``text`` in the action box."""
        self._render(self._session.enter(text))

    def record_text(self, **tags: str) -> str:
        """The game so far as a record."""
        return write_any_record(self._session.game, **{**self._tags(), **tags})

    def hint(self) -> str:
        """The computer's suggestion, with its reason where it gives one
        ("" when there is nothing to suggest, or no hint for this game)."""
        game = self._session.game
        if game.is_over or self._session.computer_to_move:
            return ""
        hinter = self._hinter()
        if hinter is None:
            return ""
        key = self._position_key()
        if self._hint_said is None or self._hint_said[0] != key:
            self._hint_said = (key, self._hint_messages(self._ask_hint(hinter, game), hinter))
        self._render(list(self._hint_said[1]))
        return "\n".join(self._last_messages)

    # ------------------------------------------------------------ handlers
    def _on_square(self, square: int) -> None:
        self._render(self._session.click(square))

    def _on_entry(self, change: dict[str, Any]) -> None:
        text = str(change["new"]).strip()
        if text:
            self._entry.value = ""
            self.enter(text)

    def _choose(self, key: object) -> None:
        self._render(self._session.choose(key))

    def _play_free(self, action: Any) -> None:
        self._render(self._session.play_free(action))

    def _undo(self) -> None:
        self._stop_computer()
        self._render(self._session.undo())

    def _redo(self) -> None:
        self._stop_computer()
        self._render(self._session.redo())

    def _resign(self) -> None:
        self._stop_computer()
        self._render(self._session.resign())

    def _draw(self) -> None:
        self._stop_computer()
        self._render(self._session.agree_draw())

    def _hint(self) -> None:
        """The Hint button: think in a worker thread, like the computer."""
        game = self._session.game
        hinter = self._hinter()
        if game.is_over or self._session.computer_to_move or hinter is None:
            return
        key = self._position_key()
        if self._hint_said is not None and self._hint_said[0] == key:
            self._render(list(self._hint_said[1]))  # this very position: said already
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script): think here
            self.hint()
            return
        self._render([self._t("play.wait")])
        self._hinting = loop.create_task(self._hint_in_background(hinter, game.clone(), key))

    async def _hint_in_background(self, hinter: Any, game: State, key: Hashable) -> None:
        try:
            hint = await asyncio.get_running_loop().run_in_executor(
                None, self._ask_hint, hinter, game
            )
            said = self._hint_messages(hint, hinter)
            if self._position_key() == key:  # still the same position (and history)
                self._hint_said = (key, said)
                self._render(list(said))
        except Exception as error:  # shown in the widget, never lost in a log
            self._board.report_error(error)
        finally:
            if self._hinting is asyncio.current_task():
                self._hinting = None

    def _ask_hint(self, hinter: Any, game: State) -> object:
        """The hinter's hint for ``game`` (in the widget's language if it takes one)."""
        if "language" in inspect.signature(hinter.hint).parameters:
            return hinter.hint(game, language=self._language)
        return hinter.hint(game)

    def _hint_messages(self, hint: object, hinter: Any) -> list[str]:
        """The hint, and a warning if the wall-clock guard chose it."""
        warning = [self._t("ai.hint_timed_out")] if getattr(hinter, "timed_out", False) else []
        return [self._t("play.hint", hint=hint_words(hint, self._language)), *warning]

    def _position_key(self) -> Hashable:
        """The position and the whole history that led to it: a hint (or the
        computer's move) belongs to exactly this, not to a history of the
        same length."""
        game = self._session.game
        return (game.game_name, game.position(), tuple(str(a) for a in game.history),
                game.is_over)

    def _describe(self) -> None:
        """The board in words, in the live region (the canvas says nothing
        to a screen reader)."""
        self._render(self._session.describe_position(), computer=False)

    def _new_game(self) -> None:
        self._stop_computer()
        session = self._session
        state = session.rules.new_game(session.game, self._seed.value)
        self._render(self._start(session.new_game, state))

    def _on_opponent(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        self._stop_computer()
        self._configure_computer()
        self._render([])

    def _save(self) -> None:
        path = self._file.value
        write_any_record_file(path, self._session.game, **self._tags())
        self._render([self._t("play.saved", path=path)])

    def _load(self) -> None:
        state = read_any_record_file(self._file.value).game
        self._stop_computer()
        messages = self._start(self._session.load, state)
        self._render([self._t("play.loaded", path=self._file.value), *messages])

    def _start(self, start: Callable[[State], list[str]], state: State) -> list[str]:
        """Begin ``state`` (a new or loaded game, maybe of another game):
        the seat menu, the computer, the hint and seed controls follow it."""
        before = self._session.game.game_name
        messages = start(state)
        if state.game_name != before:
            seat = self._side.value if self._side.value in state.seats else state.seats[-1]
            self._quiet = True  # new options reset the menu's value: not a choice of the user
            try:
                self._side.options = self._seat_options(state)
                self._side.value = _side_value(state, seat)
            finally:
                self._quiet = False
            self._entry.placeholder = self._session.example()
            self._hinter_cache = None
        self._hint_said = None
        self._configure_computer()
        self._fit_controls()
        return messages

    # ------------------------------------------------------------ computer
    def _configure_computer(self) -> None:
        state = self._session.game
        if self._opponent.value == FRIEND:
            self._player = None
            self._session.computer = None
        else:
            self._player = computer_for(state, self._opponent.value, seed=self._computer_seed(),
                                        time_budget=self._time_budget)
            self._session.computer = self._side.value
            if len(state.seats) > 2:  # the person's base at the bottom (DamHex³'s three)
                seats = [str(seat) for seat in state.seats]
                mine = next(s for s in seats if s not in self._session.computer_seats)
                self._board.face(seats.index(mine))

    def _computer_seed(self) -> int:
        seed = getattr(self._session.game, "seed", None)
        return seed if isinstance(seed, int) else int(self._seed.value)

    def _hinter(self) -> Any | None:
        """Who gives hints: the opponent if it can, else a hard computer of
        the game; None when the game's computer gives none."""
        if self._player is not None and callable(getattr(self._player, "hint", None)):
            return self._player
        if self._hinter_cache is None:
            hinter = computer_for(self._session.game, "hard", seed=self._computer_seed(),
                                  time_budget=self._time_budget)
            self._hinter_cache = hinter if callable(getattr(hinter, "hint", None)) else False
        return self._hinter_cache or None

    def _maybe_start_computer(self) -> None:
        player = self._player
        if player is None or not self._session.computer_to_move or self._thinking:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script): think here
            said: list[str] = []
            timed_out = False
            while self._session.computer_to_move:
                action = player.choose(self._session.game.clone())
                timed_out = timed_out or player.timed_out
                said += self._session.apply_computer(action)
            self._render(self._computer_messages(said, timed_out), computer=False)
            return
        self._cancel = threading.Event()
        self._thinking = loop.create_task(self._computer_turn(player, self._cancel))

    async def _computer_turn(self, player: Computer, cancel: threading.Event) -> None:
        """Let the computer play its turn (domino chess: its halves), thinking
        in a worker thread. What it played so far this turn stays listed (and
        announced)."""
        loop = asyncio.get_running_loop()
        said: list[str] = []
        timed_out = False
        try:
            while self._session.computer_to_move and not cancel.is_set():
                game = self._session.game.clone()
                action = await loop.run_in_executor(None, player.choose, game, cancel)
                if cancel.is_set():
                    return
                timed_out = timed_out or player.timed_out
                said += self._session.apply_computer(action)
                self._render(self._computer_messages(said, timed_out), computer=False)
        except Exception as error:  # shown in the widget, never lost in a log
            self._board.report_error(error)
        finally:
            if self._thinking is asyncio.current_task():
                self._thinking = None
                self._render_status()

    def _computer_messages(self, said: list[str], timed_out: bool) -> list[str]:
        """What the computer played this turn and, once, a warning if the
        wall-clock guard chose a move (a faster machine might not have)."""
        return [*said, self._t("ai.timed_out")] if timed_out else said

    def _stop_computer(self) -> None:
        self._cancel.set()
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None

    # ------------------------------------------------------------ drawing
    def _render(self, messages: list[str], computer: bool = True) -> None:
        """Show the engine's state: board, status, choices, messages."""
        self._show_board()
        self._last_messages = messages
        self._messages.value = (
            "<div role='log' aria-live='polite'>"
            + "".join(f"<div>{html.escape(m)}</div>" for m in messages)
            + "</div>"
        )
        self._choices.children = self._choice_buttons()
        if computer:
            self._maybe_start_computer()
        self._render_status()

    def _show_board(self) -> None:
        """The board: the game, the cells clicked so far and where the next
        click may go (cell → labels)."""
        session = self._session
        self._board.show(session.game, path=session.clicked, targets=session.targets())

    def _render_status(self) -> None:
        session = self._session
        game = session.game
        thinking = self._thinking is not None
        status = session.status() + (f" — {self._t('play.wait')}" if thinking else "")
        position = html.escape(observation(game), quote=True)  # never the hidden parts
        placement = getattr(game, "placement", None)
        pieces = html.escape(placement() if callable(placement) else observation(game), quote=True)
        self._status.value = (
            f"<div role='status' aria-live='polite' data-game='{game.game_name}'"
            f" data-actions='{len(game.history)}' data-position='{position}'"
            f" data-placement='{pieces}'>{html.escape(status)}</div>"
        )
        self._banner.value = (f"<h3 class='dcp-result'>{html.escape(status)}</h3>"
                              if game.is_over else "")

    def _choice_buttons(self) -> tuple[Any, ...]:
        """Buttons for a pending choice among actions with the same cells, or
        for legal actions that have no cells (a forfeit, a pass)."""
        session = self._session
        out = [self._small_button(label, partial(self._choose, key))
               for key, label in session.choice_labels()]
        for action in session.free_actions():
            label = session.rules.button_label(action, self._language)
            out.append(self._small_button(label, partial(self._play_free, action)))
        return tuple(out)

    def _fit_controls(self) -> None:
        """Show the seed only where chance decides, the hint only where the
        game's computer gives one."""
        self._seed.layout.display = None if self._session.seeded else "none"
        self._buttons["hint"].layout.display = None if self.offers_hints else "none"

    def _seat_options(self, state: State) -> list[tuple[str, Any]]:
        """What the computer may play: one seat; in a game of three or more,
        every seat but the person's."""
        seats = [str(seat) for seat in state.seats]
        if len(seats) == 2:
            return [(seat_label(seat, self._language), seat) for seat in seats]
        return [(self._t("play.all_but", side=seat_label(mine, self._language)),
                 tuple(s for s in seats if s != mine)) for mine in seats]

    # ------------------------------------------------------------ helpers
    def _button(self, name: str, handler: Callable[[], None]) -> Any:
        button = widgets.Button(description=self._t(f"play.button.{name}"))
        button.add_class(f"dcp-{name}")
        button.on_click(self._safely(lambda _: handler()))
        return button

    def _small_button(self, label: str, handler: Callable[[], None]) -> Any:
        button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
        button.on_click(self._safely(lambda _: handler()))
        return button

    def _safely(self, handler: Callable[..., None]) -> Callable[..., None]:
        """``handler`` with any exception shown under the board."""
        return guarded(handler, self._board.report_error)

    def _tags(self) -> dict[str, str]:
        """The record's tags: the event, and per seat who played it."""
        human, machine = self._t("play.player.person"), self._t("play.player.computer")
        tags = {"Event": self._t("play.event")}
        for seat in self._session.game.seats:
            computer = str(seat) in self._session.computer_seats
            tags[str(seat).title()] = machine if computer else human
        return tags

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self._language, **params)


__all__ = ["FRIEND", "PlayWidget", "check_seat", "hint_words", "new_state"]
