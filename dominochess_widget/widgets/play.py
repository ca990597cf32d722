"""PlayWidget: play domino chess in the notebook, hot-seat or against the computer.

Click a piece to see where it may go and which half allows each move,
click a target to play; a move two halves allow asks which half. A text
box takes actions in D5 notation. Undo / redo, new game, resign, agreed
draw, hint, save and load a record. The computer thinks in a worker
thread driven by an asyncio task, so the notebook never freezes; undo or
a new game cancels it. What clicks mean is :class:`PlaySession`'s job;
this module only wires widgets to it.
"""

from __future__ import annotations

import asyncio
import html
import threading
from collections.abc import Callable
from functools import partial
from typing import Any

import ipywidgets as widgets

from dominochess_widget.ai import ComputerPlayer, Hint, Level
from dominochess_widget.engine.actions import Action
from dominochess_widget.engine.board import Side, parse_side
from dominochess_widget.engine.game import Game
from dominochess_widget.messages import translate
from dominochess_widget.records import read_record_file, write_record, write_record_file
from dominochess_widget.session import PlaySession
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.feedback import guarded

FRIEND = "friend"
#: Labels as wide as their text: translations are longer than ipywidgets' fixed label width.
LABEL = {"description_width": "initial"}


class PlayWidget(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """A playable game. ``opponent`` is "friend" (hot-seat) or a computer
    level ("easy", "medium", "hard"); ``computer`` the side it plays."""

    def __init__(
        self,
        game: Game | None = None,
        opponent: str = FRIEND,
        computer: Side | str = Side.BLUE,
        seed: int = 1,
        size: int = 420,
        language: str = "en",
        time_budget: float = 1.0,
    ) -> None:
        self._language = language
        self._time_budget = time_budget
        self._session = PlaySession(game or Game.new(seed=seed), language=language)
        self._player: ComputerPlayer | None = None
        self._thinking: asyncio.Task[None] | None = None
        self._hinting: asyncio.Task[None] | None = None
        self._cancel = threading.Event()
        self._last_messages: list[str] = []
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
        self._entry = widgets.Text(placeholder="3:Ra1-a4", description=t("play.entry"),
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
        self._side = widgets.Dropdown(options=[(t(s.message_key), s.value) for s in Side],
                                      value=parse_side(computer, "computer").value,
                                      description=t("play.computer"),
                                      style=LABEL)
        for control in (self._opponent, self._side):
            control.observe(self._safely(self._on_opponent), names="value")
        self._file = widgets.Text(value=t("play.file.default"), description=t("play.file"),
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
        self._configure_computer()
        self._render(self._session.new_game(self._session.game))

    # ------------------------------------------------------------ queries
    @property
    def game(self) -> Game:
        return self._session.game

    @property
    def board(self) -> BoardWidget:
        return self._board

    @property
    def session(self) -> PlaySession:
        return self._session

    @property
    def thinking(self) -> asyncio.Task[None] | None:
        """The computer's task while it thinks (``await`` it in a cell)."""
        return self._thinking

    def text(self) -> str:
        """The status line and the latest messages, as plain text."""
        return "\n".join([self._session.status(), *self._last_messages])

    def __repr__(self) -> str:
        return f"PlayWidget(opponent={self._opponent.value!r})"

    # ------------------------------------------------------------ actions
    def click(self, square: int) -> None:
        """The same as a click on ``square``."""
        self._board.click_square(square)

    def enter(self, text: str) -> None:
        """The same as typing ``text`` in the action box."""
        self._render(self._session.enter(text))

    def record_text(self, **tags: str) -> str:
        """The game so far as a record."""
        return write_record(self._session.game, **{**self._tags(), **tags})

    # ------------------------------------------------------------ handlers
    def _on_square(self, square: int) -> None:
        self._render(self._session.click(square))

    def _on_entry(self, change: dict[str, Any]) -> None:
        text = str(change["new"]).strip()
        if text:
            self._entry.value = ""
            self.enter(text)

    def _choose(self, half: int) -> None:
        self._render(self._session.choose(half))

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

    def _hinter(self) -> ComputerPlayer:
        game = self._session.game
        return self._player or ComputerPlayer("hard", seed=game.seed,
                                              time_budget=self._time_budget)

    def _hint(self) -> None:
        """The Hint button: think in a worker thread, like the computer."""
        game = self._session.game
        if game.is_over or self._session.computer_to_move:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script): think here
            self.hint()
            return
        self._render([self._t("play.wait")])
        self._hinting = loop.create_task(self._hint_in_background(game.clone(),
                                                                 game.actions_played))

    async def _hint_in_background(self, game: Game, actions: int) -> None:
        try:
            hinter = self._hinter()
            hint = await asyncio.get_running_loop().run_in_executor(
                None, hinter.hint, game, self._language
            )
            if self._session.game.actions_played == actions:  # still the same position
                self._render(self._hint_messages(hint, hinter))
        except Exception as error:  # shown in the widget, never lost in a log
            self._board.report_error(error)

    def hint(self) -> str:
        """The computer's suggestion for the current half, with its reason."""
        game = self._session.game
        if game.is_over or self._session.computer_to_move:
            return ""
        hinter = self._hinter()
        self._render(self._hint_messages(hinter.hint(game, self._language), hinter))
        return "\n".join(self._last_messages)

    def _hint_messages(self, hint: Hint, hinter: ComputerPlayer) -> list[str]:
        """The hint, and a warning if the wall-clock guard chose it."""
        warning = [self._t("ai.hint_timed_out")] if hinter.timed_out else []
        return [self._t("play.hint", hint=str(hint)), *warning]

    def _describe(self) -> None:
        """The board in words, in the live region (the canvas says nothing
        to a screen reader)."""
        self._render(self._session.describe_position(), computer=False)

    def _new_game(self) -> None:
        self._stop_computer()
        self._render(self._session.new_game(Game.new(seed=self._seed.value,
                                                     mapping=self._session.game.mapping)))

    def _on_opponent(self, change: dict[str, Any]) -> None:
        self._stop_computer()
        self._configure_computer()
        self._render([])

    def _save(self) -> None:
        path = self._file.value
        write_record_file(path, self._session.game, **self._tags())
        self._render([self._t("play.saved", path=path)])

    def _load(self) -> None:
        record = read_record_file(self._file.value)
        self._stop_computer()
        self._render([self._t("play.loaded", path=self._file.value),
                      *self._session.new_game(record.game)])

    # ------------------------------------------------------------ computer
    def _configure_computer(self) -> None:
        if self._opponent.value == FRIEND:
            self._player = None
            self._session.computer = None
        else:
            seed = self._session.game.seed
            self._player = ComputerPlayer(self._opponent.value, seed=seed,
                                          time_budget=self._time_budget)
            self._session.computer = Side(self._side.value)

    def _maybe_start_computer(self) -> None:
        if self._player is None or not self._session.computer_to_move or self._thinking:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script): think here
            said: list[str] = []
            timed_out = False
            while self._session.computer_to_move:
                action = self._player.choose(self._session.game.clone())
                timed_out = timed_out or self._player.timed_out
                said += self._session.apply_computer(action)
            self._render(self._computer_messages(said, timed_out), computer=False)
            return
        self._cancel = threading.Event()
        self._thinking = loop.create_task(self._computer_turn(self._player, self._cancel))

    async def _computer_turn(self, player: ComputerPlayer, cancel: threading.Event) -> None:
        """Let the computer play its halves, thinking in a worker thread. What
        it played so far this turn stays listed (and announced)."""
        loop = asyncio.get_running_loop()
        said: list[str] = []
        timed_out = False
        try:
            while self._session.computer_to_move and not cancel.is_set():
                game = self._session.game.clone()
                action: Action = await loop.run_in_executor(None, player.choose, game, cancel)
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
        session = self._session
        self._board.show(session.game, picked=session.picked, targets=session.targets())
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

    def _render_status(self) -> None:
        session = self._session
        thinking = self._thinking is not None
        status = session.status() + (f" — {self._t('play.wait')}" if thinking else "")
        self._status.value = (
            f"<div role='status' aria-live='polite' data-actions='{session.game.actions_played}'"
            f" data-placement='{session.game.placement()}'>{html.escape(status)}</div>"
        )
        game = session.game
        self._banner.value = (f"<h3 class='dcp-result'>{html.escape(status)}</h3>"
                              if game.is_over else "")

    def _choice_buttons(self) -> tuple[Any, ...]:
        """Buttons for a pending choice of half, or to forfeit a blocked half
        while the other can still move (the order is the player's, D3)."""
        session = self._session
        out = []
        for action in session.choice:
            out.append(self._small_button(self._t("play.use_half", half=action.half),
                                          partial(self._choose, action.half)))
        game = session.game
        if not session.choice and not game.is_over and not session.computer_to_move:
            for half in game.halves():
                if half.used is None and not half.moves:
                    out.append(self._small_button(self._t("play.forfeit", half=half.number),
                                                  partial(self.enter, f"{half.number}:-")))
        return tuple(out)

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
        human, machine = self._t("play.player.person"), self._t("play.player.computer")
        if self._session.computer is None:
            return {"Event": self._t("play.event"), "Red": human, "Blue": human}
        red = machine if self._session.computer is Side.RED else human
        blue = machine if self._session.computer is Side.BLUE else human
        return {"Event": self._t("play.event"), "Red": red, "Blue": blue}

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self._language, **params)
