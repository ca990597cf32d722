"""The play widget's hints: who gives them, and what was said for which
position.

:class:`Hints` asks the game's hint giver (the opponent, where the game's
hint giver made it; in hot-seat a hard one) in a worker thread, like the
computer's turn, and remembers the hint for the position it belongs to:
its words in the message area, its move as arrows on the board until the
position changes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Hashable
from typing import Any

from dominochess_widget.ai.computers import Level
from dominochess_widget.core import registry
from dominochess_widget.core.annotations import Annotations
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import Hint, Hinter
from dominochess_widget.core.rules import State
from dominochess_widget.session import PlaySession


def position_key(game: State) -> Hashable:
    """The position and the whole history that led to it: a hint (or the
    computer's move) belongs to exactly this, not to a history of the
    same length."""
    return (game.game_name, game.position(), tuple(str(a) for a in game.history),
            game.is_over)


class Hints:
    """Hints for a widget's ``session``: ``show`` shows their words,
    ``report`` an error; ``seed`` is the game's seed (a hard hint giver's
    in hot-seat)."""

    def __init__(self, session: PlaySession[State], language: str, time_budget: float,
                 seed: Callable[[], int], show: Callable[[list[str]], None],
                 report: Callable[[BaseException], None]) -> None:
        self._session = session
        self._language = language
        self._time_budget = time_budget
        self._seed = seed
        self._show, self._report = show, report
        #: The task while the hint giver thinks; None when idle.
        self.task: asyncio.Task[None] | None = None
        # The hint giver once asked for (inside: None, the game has none).
        self._giver: tuple[Hinter | None] | None = None
        # The hint for a position: (position key, its words, its arrows).
        self._said: tuple[Hashable, list[str], Annotations] | None = None

    def giver(self) -> Hinter | None:
        """Who gives hints: the opponent, where the game's hint giver (its
        registry entry's ``hinter``) made it; in hot-seat a hard one; None
        when the game has none."""
        if self._giver is None:
            make = registry.info_of(self._session.game).hinter
            self._giver = (None if make is None else make(
                Level.HARD, seed=self._seed(), time_budget=self._time_budget),)
        return self._giver[0]

    def reset(self, giver: Hinter | None = None) -> None:
        """A new game, level or seed: the hint giver is ``giver`` (the
        opponent), else made again when asked; nothing said stands."""
        self._giver = None if giver is None else (giver,)

    def forget(self) -> None:
        """Another game begins: no hint said stands."""
        self._said = None

    def arrows(self) -> Annotations | None:
        """The hint's arrows while its position stands."""
        said = self._said
        return said[2] if said is not None and said[0] == position_key(self._session.game) else None

    def words(self) -> list[str] | None:
        """The hint for the position now, thought here (None: no hint now,
        the game is over, the computer is to move or the game has none)."""
        game = self._session.game
        if game.is_over or self._session.computer_to_move:
            return None
        giver = self.giver()
        if giver is None:
            return None
        return self._said_for(giver, game, position_key(game))

    def ask(self) -> None:
        """The Hint button: think in a worker thread, like the computer."""
        game = self._session.game
        giver = self.giver()
        if game.is_over or self._session.computer_to_move or giver is None:
            return
        key = position_key(game)
        if self._said is not None and self._said[0] == key:
            self._show(list(self._said[1]))  # this very position: said already
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script): think here
            self._show(self._said_for(giver, game, key))
            return
        self._show([translate("play.wait", self._language)])
        self.task = loop.create_task(self._in_background(giver, game.clone(), key))

    def _said_for(self, giver: Hinter, game: State, key: Hashable) -> list[str]:
        """The hint's words for ``game`` (whose position key is ``key``),
        asked of ``giver`` here unless said already."""
        if self._said is None or self._said[0] != key:
            self._said = (key, *self._shown(self._ask(giver, game), giver))
        return list(self._said[1])

    async def _in_background(self, giver: Any, game: State, key: Hashable) -> None:
        try:
            hint = await asyncio.get_running_loop().run_in_executor(
                None, self._ask, giver, game
            )
            said, arrows = self._shown(hint, giver)
            if position_key(self._session.game) == key:  # still the same position (and history)
                self._said = (key, said, arrows)
                self._show(list(said))
        except Exception as error:  # shown in the widget, never lost in a log
            self._report(error)
        finally:
            if self.task is asyncio.current_task():
                self.task = None

    def _ask(self, giver: Hinter, game: State) -> Hint:
        """The hint giver's hint for ``game``, in the widget's language."""
        return giver.hint(game, self._language)

    def _shown(self, hint: Hint, giver: Hinter) -> tuple[list[str], Annotations]:
        """The hint in words (and a warning if the wall-clock guard chose
        it), and its move as arrows on the board."""
        language = self._language
        warning = [translate("ai.hint_timed_out", language)] if giver.timed_out else []
        action = hint.action
        arrows = Annotations() if action is None else self._session.hint_annotations(action)
        return [translate("play.hint", language, hint=hint.words(language)), *warning], arrows
