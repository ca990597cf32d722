"""The computer's thinking, off the kernel's main thread.

:class:`Thinking` plays the computer's turns and weighs a draw offer in a
worker thread driven by an asyncio task, so the notebook never freezes;
:meth:`Thinking.stop` cancels it (an undo, a new game). Without an event
loop (a plain script) it thinks where it is called. It only runs the
computer and hands the session its move: what the move means is the
session's job, what the widget shows the play widget's.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any

from dominochess_widget.ai.computers import computer_for
from dominochess_widget.ai.draws import answer_draw
from dominochess_widget.core import registry
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import Computer, Hinter
from dominochess_widget.core.rules import State
from dominochess_widget.session import PlaySession


def make_opponent(state: State, level: str, seed: int,
                  time_budget: float) -> tuple[Computer, Hinter | None]:
    """The computer at ``level`` for ``state``'s game, made by the game's
    hint giver where it has one (then it is the hint giver too, returned
    second), else by the game's computer."""
    make = registry.info_of(state).hinter
    if make is None:
        return computer_for(state, level, seed=seed, time_budget=time_budget), None
    hinter = make(level, seed=seed, time_budget=time_budget)
    return hinter, hinter


class Thinking:
    """The computer's work for a widget's ``session``: ``show(messages,
    computer)`` shows what it did (``computer`` False: without starting
    the computer again), ``report`` an error, ``settle`` the status once
    the work is over."""

    def __init__(self, session: PlaySession[State], language: str,
                 show: Callable[[list[str], bool], None],
                 report: Callable[[BaseException], None],
                 settle: Callable[[], None]) -> None:
        self._session = session
        self._language = language
        self._show, self._report, self._settle = show, report, settle
        #: The running task (its turn, or a draw offer weighed); None when idle.
        self.task: asyncio.Task[None] | None = None
        self._cancel = threading.Event()

    def play(self, player: Computer | None) -> None:
        """Let ``player`` (None: nobody) play while it is the computer's turn."""
        if player is None or not self._session.computer_to_move or self.task is not None:
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
            self._show(self._said(said, timed_out), False)
            return
        self._cancel = threading.Event()
        self.task = loop.create_task(self._turn(player, self._cancel))

    def weigh_draw(self, player: Any) -> None:
        """``player`` weighs the person's draw offer and answers it."""
        game, seats = self._session.game.clone(), self._session.computer_seats
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script): weigh it here
            self._show(self._session.answer_draw(answer_draw(player, game, seats).accepts), True)
            return
        self._show([translate("play.draw.thinking", self._language)], False)
        self._cancel = threading.Event()
        self.task = loop.create_task(self._weigh_draw(player, game, seats, self._cancel))

    def stop(self) -> None:
        """Cancel the computer's work, if any."""
        self._cancel.set()
        if self.task is not None:
            self.task.cancel()
            self.task = None

    async def _turn(self, player: Computer, cancel: threading.Event) -> None:
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
                self._show(self._said(said, timed_out), False)
        except Exception as error:  # shown in the widget, never lost in a log
            self._report(error)
        finally:
            self._done()

    async def _weigh_draw(self, player: Any, game: State, seats: tuple[str, ...],
                          cancel: threading.Event) -> None:
        """The computer weighs a draw offer in a worker thread, then answers."""
        try:
            answer = await asyncio.get_running_loop().run_in_executor(
                None, answer_draw, player, game, seats, cancel)
            if not cancel.is_set():
                self.task = None
                self._show(self._session.answer_draw(answer.accepts), True)
        except Exception as error:  # shown in the widget, never lost in a log
            self._report(error)
        finally:
            self._done()

    def _said(self, said: list[str], timed_out: bool) -> list[str]:
        """What each action of the computer's turn did (the banner above the
        board says the turn in a line) and, once, a warning if the
        wall-clock guard chose a move (a faster machine might not have)."""
        return [*said, translate("ai.timed_out", self._language)] if timed_out else said

    def _done(self) -> None:
        """A task that ends clears the thinking state, unless a newer task
        (a new game, an undo) has already taken its place."""
        if self.task is asyncio.current_task():
            self.task = None
            self._settle()
